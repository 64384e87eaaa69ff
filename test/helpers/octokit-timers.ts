import Bottleneck from 'bottleneck/light.js';

// Octokit's retry and throttling plugins pass every request through Bottleneck, whose datastore
// yields to the event loop between its steps with setTimeout(0): a timer of 1 ms each, about
// 13 ms a request against the fake GitHub, whose answer takes 2 ms (test/action makes some 4,400
// requests). In the tests it yields with setImmediate: after the I/O of the loop's turn, before
// its next timers. Bottleneck's order of steps is its own either way, and every wait Octokit asks
// for (a retry's, a rate limit's) is still a timer of its own. If Bottleneck's datastore changes
// shape, nothing is changed and the tests only wait longer.

interface Datastore {
  yieldLoop?: (delay?: number) => Promise<void>;
}

/** Makes Bottleneck's yields to the event loop immediate in this process (once; later calls change nothing). */
export function yieldBottleneckImmediately(): void {
  const store = (new Bottleneck() as unknown as { _store?: object })._store;
  const datastore = store === undefined ? undefined : (Object.getPrototypeOf(store) as Datastore);
  if (typeof datastore?.yieldLoop !== 'function') return;
  datastore.yieldLoop = (delay = 0) => new Promise<void>((resolve) => (delay === 0 ? setImmediate(resolve) : setTimeout(resolve, delay)));
}

// The stand-in benchmark tool's output as a function of its environment and its call number,
// shared by fake-tool.mjs (a real process) and fakeToolExecutor (in-process, test/helpers): go test
// -bench lines for four benchmarks, 5 samples each, with 1% seeded noise. MACHINE_FROM=N slows
// every call from the N-th on by 30% (the machine, both sides alike). SLOW=name:factor slows one
// benchmark, ALL=factor all.

/** @param {Readonly<Record<string, string | undefined>>} env @param {number} call */
export function fakeToolOutput(env, call) {
  let state = (call * 2654435761) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const slow = Object.fromEntries(
    (env.SLOW ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => [entry.split(':')[0], Number(entry.split(':')[1])]),
  );
  const machine = env.MACHINE_FROM !== undefined && call >= Number(env.MACHINE_FROM) ? 1.3 : 1;
  const all = Number(env.ALL ?? 1) * machine * (1 + 0.01 * gauss());
  const lines = ['pkg: example.com/fake'];
  for (const [b, name] of ['Parse', 'Emit', 'Sort', 'Hash'].entries()) {
    for (let i = 0; i < 5; i++)
      lines.push(`Benchmark${name}-2 \t 1000 \t ${((1000 + 500 * b) * all * (slow[name] ?? 1) * (1 + 0.01 * gauss())).toFixed(1)} ns/op`);
  }
  return `${lines.join('\n')}\n`;
}

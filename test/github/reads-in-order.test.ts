import { describe, expect, it } from 'vitest';
import { readInOrder } from '../../src/github/reads-in-order.js';

// The searches of src/github/ read one answer per run a few at once (the artifacts of a run, its
// zip): the results must come in the runs' order, and no run be read that reading one at a time
// would have left alone.

/** Reads that answer in reverse order of their start within a batch, logging starts and the most in flight. */
function reverseReads(): { read: (item: number) => Promise<number>; started: number[]; mostInFlight: () => number } {
  const started: number[] = [];
  let inFlight = 0;
  let most = 0;
  const read = async (item: number): Promise<number> => {
    started.push(item);
    most = Math.max(most, ++inFlight);
    // Later items answer sooner: 10 - item turns of the event loop.
    for (let turn = 0; turn < 10 - (item % 10); turn++) await new Promise((resolve) => setImmediate(resolve));
    inFlight--;
    return item;
  };
  return { read, started, mostInFlight: () => most };
}

async function* slowly(items: readonly number[]): AsyncGenerator<number> {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

describe('readInOrder', () => {
  it('hands the results over in the order of the items, whatever order they answer in, at most 5 at once', async () => {
    const { read, started, mostInFlight } = reverseReads();
    const taken: number[] = [];
    await readInOrder(
      Array.from({ length: 23 }, (_, i) => i),
      () => Number.POSITIVE_INFINITY,
      read,
      (result) => taken.push(result),
    );
    expect(taken).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(started).toEqual(taken);
    expect(mostInFlight()).toBe(5);
  });

  it('reads no more items than results are still wanted, from an async source too', async () => {
    const { read, started } = reverseReads();
    // Odd items give a result, even ones none (an expired artifact, a failed download): 4 results wanted.
    const found: number[] = [];
    await readInOrder(
      slowly(Array.from({ length: 30 }, (_, i) => i)),
      () => 4 - found.length,
      read,
      (result) => {
        if (result % 2 === 1) found.push(result);
      },
    );
    expect(found).toEqual([1, 3, 5, 7]);
    // One at a time would stop after item 7; batches of min(5, wanted): 0-3, 4-5, 6, 7.
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads nothing when nothing is wanted, and stops at the first read that throws', async () => {
    const { read, started } = reverseReads();
    await readInOrder(
      [1, 2, 3],
      () => 0,
      read,
      () => undefined,
    );
    expect(started).toEqual([]);
    const failing = async (item: number): Promise<number> => {
      if (item === 6) throw new Error('HTTP 403');
      return read(item);
    };
    const taken: number[] = [];
    await expect(
      readInOrder(
        [1, 2, 3, 4, 5, 6, 7, 8],
        () => 10,
        failing,
        (result) => taken.push(result),
      ),
    ).rejects.toThrow('HTTP 403');
    expect(taken).toEqual([1, 2, 3, 4, 5]);
  });
});

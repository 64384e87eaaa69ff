// Working memory reused from call to call: the one place where the statistics keep state between
// calls, so that the functions that borrow it read as the statistics they are. A Float64Array of
// more than 8 values is a buffer of its own outside the heap, and making three a run cost more
// than the run's draws on 100,000 runs. Each buffer has one borrower, named below: a borrower
// never calls another borrower of the same buffer while it holds it, and reads only what it wrote
// since it took it. Each thread loads this module apart (threads/subselection-worker.ts), so no
// buffer is shared between threads.

type Typed = Float64Array | Int32Array | Uint8Array;

/** A typed array grown on demand, lent to one borrower at a time. */
class Scratch<T extends Typed> {
  private array: T;

  constructor(
    private readonly make: new (length: number) => T,
    initialLength: number,
  ) {
    this.array = new make(initialLength);
  }

  /** Room for `length` values or more; what is in it is the last borrower's. */
  take(length: number): T {
    if (this.array.length < length) this.array = new this.make(Math.max(length, 2 * this.array.length));
    return this.array;
  }
}

/** stats/subselection.ts: a run's values on the test scale (a rate's reciprocals). */
export const reciprocalsScratch = new Scratch(Float64Array, 64);
/** stats/subselection.ts: a run's samples sorted, then their deviations from the run's mean. */
export const deviationsScratch = new Scratch(Float64Array, 64);
/** stats/subselection.ts: the permutation the draws continue from one subselection to the next. */
export const orderScratch = new Scratch(Int32Array, 64);
/** stats/subselection.ts: the means of a run's subselections. */
export const meansScratch = new Scratch(Float64Array, 128);
/** stats/selection.ts medianByBuckets: how many values each bucket holds, each value's bucket, and the values of the middle bucket. */
export const bucketCountsScratch = new Scratch(Int32Array, 128);
export const bucketOfScratch = new Scratch(Uint8Array, 256);
export const bucketedScratch = new Scratch(Float64Array, 256);
/** stats/outliers.ts tukeyCounts: a copy of the values, sorted; tukeyCountsSorted: its two counts. */
export const tukeyScratch = new Scratch(Float64Array, 64);
export const tukeyCountsScratch = new Scratch(Int32Array, 2);
/** compare/side.ts: the pooled values of a side (every sample of its runs, or a summary's mean). */
export const pooledScratch = new Scratch(Float64Array, 256);
/** compare/subselect-runs.ts: the Tukey counts and tails of a series' runs subselected on this thread. */
export const runTukeyScratch = new Scratch(Int32Array, 64);
export const runTailsScratch = new Scratch(Float64Array, 64);

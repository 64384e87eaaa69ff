// Where samples live (issue 30): off the JS heap, from parse on. Every run's samples lie in a
// chunk of shared memory (a SharedArrayBuffer), and the run is one small record of where (a
// StoredRun: the chunk, the first index, the count), so the collector has one object a run to
// look at instead of an array of numbers, and the helper thread (threads/subselection-pool.ts)
// reads the same memory, never a copy of it. Chunks are handed out front to back and never moved:
// a record stays valid, and a chunk is freed once no record of it is left. The first chunk is
// small (a test's few samples), each next one as large as all before (so a large input has about
// a dozen), up to MAX_CHUNK; a run larger than that has one of its own.

import type { Run } from './series.js';

/** Doubles in the first chunk (128 KB). */
const FIRST_CHUNK = 1 << 14;
/** Doubles in a chunk at most (32 MB). */
const MAX_CHUNK = 1 << 22;

/**
 * A run of samples in sample memory: chunk[start, start + count). `samples` makes a view of them
 * when asked (a Float64Array is an object of about 100 bytes, and a view per run would be 800,000
 * of them at go 20,000 benchmarks x 20 runs); the engine's hot paths read the chunk itself
 * (samplesArray, samplesStart, samplesCount).
 */
export class StoredRun {
  readonly kind = 'samples';

  constructor(
    /** A view of a whole SharedArrayBuffer. */
    readonly chunk: Float64Array,
    readonly start: number,
    readonly count: number,
  ) {}

  get samples(): Float64Array {
    return this.chunk.subarray(this.start, this.start + this.count);
  }

  /** As a run made of a list would print: its samples, never the chunk. */
  toJSON(): { kind: 'samples'; samples: number[] } {
    return { kind: 'samples', samples: Array.from(this.samples) };
  }
}

type SamplesRun = Extract<Run, { kind: 'samples' }>;

/** The array a run's samples are in: from samplesStart(run), samplesCount(run) of them (no view made). */
export function samplesArray(run: SamplesRun): Float64Array {
  return run instanceof StoredRun ? run.chunk : run.samples;
}

export function samplesStart(run: SamplesRun): number {
  return run instanceof StoredRun ? run.start : 0;
}

export function samplesCount(run: SamplesRun): number {
  return run instanceof StoredRun ? run.count : run.samples.length;
}

let chunk: Float64Array = new Float64Array(0);
/** Doubles of `chunk` handed out. */
let used = 0;
/** Doubles in every chunk made so far: the next chunk's size. */
let allocated = 0;

function newChunk(count: number): void {
  const size = Math.max(count, Math.min(MAX_CHUNK, Math.max(FIRST_CHUNK, allocated)));
  chunk = new Float64Array(new SharedArrayBuffer(8 * size));
  used = 0;
  allocated += size;
}

/** A run of `count` samples of fresh (zero) sample memory, for a parser to fill: chunk[start, start + count). */
export function reserveSamples(count: number): StoredRun {
  if (chunk.length - used < count) newChunk(count);
  const run = new StoredRun(chunk, used, count);
  used += count;
  return run;
}

/** A run of values[0, count), copied into sample memory. */
export function storeSamples(values: ArrayLike<number>, count: number = values.length): StoredRun {
  const run = reserveSamples(count);
  const { chunk: into, start } = run;
  for (let i = 0; i < count; i++) into[start + i] = values[i] as number;
  return run;
}

/**
 * `run` (made here) followed by values[0, count): grown in place when it is the last run handed
 * out and its chunk has room (a go benchmark whose lines of one run come in two stretches), else
 * copied with them to new memory.
 */
export function appendSamples(run: StoredRun, values: ArrayLike<number>, count: number): StoredRun {
  const { chunk: from, start, count: length } = run;
  if (from === chunk && start + length === used && chunk.length - used >= count) {
    for (let i = 0; i < count; i++) chunk[used + i] = values[i] as number;
    used += count;
    return new StoredRun(chunk, start, length + count);
  }
  const grown = reserveSamples(length + count);
  const { chunk: into, start: at } = grown;
  for (let i = 0; i < length; i++) into[at + i] = from[start + i] as number;
  for (let i = 0; i < count; i++) into[at + length + i] = values[i] as number;
  return grown;
}

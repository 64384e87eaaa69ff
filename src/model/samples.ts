// Where samples live (issue 30): off the JS heap, from parse on. Every run's samples are a
// Float64Array view into a chunk of shared memory (a SharedArrayBuffer), so the collector has one
// small object a run to look at instead of an array of numbers, and the helper thread
// (threads/subselection-pool.ts) reads the same memory, never a copy of it. Chunks are handed out
// front to back and never moved: a view stays valid, and a chunk is freed once no view of it is
// left. The first chunk is small (a test's few samples), each next one as large as all before
// (so a large input has about a dozen), up to MAX_CHUNK; a run larger than that has one of its own.

/** Doubles in the first chunk (128 KB). */
const FIRST_CHUNK = 1 << 14;
/** Doubles in a chunk at most (32 MB). */
const MAX_CHUNK = 1 << 22;

const EMPTY = new Float64Array(0);

let chunk: Float64Array = EMPTY;
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

/** A view of `count` doubles of fresh (zero) sample memory, for a parser to fill. */
export function reserveSamples(count: number): Float64Array {
  if (count === 0) return EMPTY;
  if (chunk.length - used < count) newChunk(count);
  const view = chunk.subarray(used, used + count);
  used += count;
  return view;
}

/** values[0, count) copied into sample memory. */
export function storeSamples(values: ArrayLike<number>, count: number = values.length): Float64Array {
  const view = reserveSamples(count);
  for (let i = 0; i < count; i++) view[i] = values[i] as number;
  return view;
}

/**
 * `samples` (a view made here) followed by values[0, count): grown in place when it is the last
 * view handed out and its chunk has room (a go benchmark whose lines of one run come in two
 * stretches), else copied with them to new memory.
 */
export function appendSamples(samples: Float64Array, values: ArrayLike<number>, count: number): Float64Array {
  const length = samples.length;
  if (samples.buffer === chunk.buffer && samples.byteOffset + 8 * length === 8 * used && chunk.length - used >= count) {
    const start = used - length;
    for (let i = 0; i < count; i++) chunk[used + i] = values[i] as number;
    used += count;
    return chunk.subarray(start, used);
  }
  const view = reserveSamples(length + count);
  view.set(samples);
  for (let i = 0; i < count; i++) view[length + i] = values[i] as number;
  return view;
}

import { SUBSELECTION_DRAWS, subselectionMedianMeanAt, TAIL_STRIDE } from './subselection.js';

// The robust per-run values of a whole suite as jobs that several threads can share: the
// subselections are the engine's largest cost (a fifth of a 10,000-benchmark compare) and every
// run's value depends only on its samples and its seed, so which thread computes it changes
// nothing. A job names where its run's samples are (the sides' sample memory is shared memory
// already, model/samples.ts: nothing is copied for the helper); the jobs' fields and results live
// in SharedArrayBuffers, and threads take chunks of jobs by an atomic counter
// (threads/subselection-pool.ts starts the helper and waits for it).

/** What the helper thread receives: views of the shared buffers. */
export interface SharedJobs {
  /** The memory the jobs' samples are in: views of whole SharedArrayBuffers. */
  readonly sources: readonly Float64Array[];
  /** Samples of all jobs. */
  readonly samples: number;
  /** Job j's samples are sources[source[j]][starts[j], ends[j]), of a rate when reciprocal[j] is 1 (its value is on 1/x). */
  readonly source: Int32Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly reciprocal: Uint8Array;
  readonly seeds: Int32Array;
  readonly results: Float64Array;
  /** Job j's Tukey counts, mild at 2j and severe at 2j + 1, when its run was sorted (else -1 at 2j; subselectionMedianMeanAt). */
  readonly tukey: Int32Array;
  /** Job j's share of samples counted at a fence, plain mean, median and off-bulk flag from TAIL_STRIDE·j (subselectionMedianMeanAt's `tails`). */
  readonly tails: Float64Array;
  /** [next chunk to take, chunks done, chunk count, jobs per chunk]. */
  readonly control: Int32Array;
  /** 1 once a chunk's results are written; 2 when the helper thread wrote them. */
  readonly chunkDone: Int32Array;
}

const NEXT = 0;
export const DONE = 1;
export const CHUNKS = 2;
export const CHUNK_SIZE = 3;

/** Below this many samples in all, a helper thread costs more than it saves: it is not started. */
export const PARALLEL_MIN_SAMPLES = 500_000;
/**
 * Jobs of fewer samples are left to the caller by a helper already started: handing them over
 * costs more than their few milliseconds. Far below PARALLEL_MIN_SAMPLES, as the jobs of a
 * comparison come in parts (the baselines', then the current side's).
 */
export const HELPER_MIN_SAMPLES = 20_000;
const JOBS_PER_CHUNK = 256;

export function computeChunk(shared: SharedJobs, chunk: number): void {
  const size = shared.control[CHUNK_SIZE] as number;
  const jobs = shared.seeds.length;
  const { sources, source, starts, ends, reciprocal, seeds, results, tukey, tails } = shared;
  for (let job = chunk * size, last = Math.min(jobs, (chunk + 1) * size); job < last; job++) {
    results[job] = subselectionMedianMeanAt(
      sources[source[job] as number] as Float64Array,
      starts[job] as number,
      ends[job] as number,
      seeds[job] as number,
      SUBSELECTION_DRAWS,
      reciprocal[job] === 1,
      tukey,
      2 * job,
      tails,
      TAIL_STRIDE * job,
    );
  }
}

/** Takes chunks until none are left; `mark` is what chunkDone records (1 the caller, 2 the helper). */
export function drainChunks(shared: SharedJobs, mark: number): void {
  const chunks = shared.control[CHUNKS] as number;
  for (;;) {
    const chunk = Atomics.add(shared.control, NEXT, 1);
    if (chunk >= chunks) return;
    computeChunk(shared, chunk);
    Atomics.store(shared.chunkDone, chunk, mark);
    Atomics.add(shared.control, DONE, 1);
    Atomics.notify(shared.control, DONE);
  }
}

/**
 * Shared space for `jobs` jobs holding `samples` samples in all, whose samples are in `sources`
 * (views of SharedArrayBuffers); the caller fills source, starts, ends, reciprocal and seeds.
 */
export function allocateJobs(jobs: number, samples: number, sources: readonly Float64Array[]): SharedJobs {
  const chunks = Math.ceil(jobs / JOBS_PER_CHUNK);
  const shared: SharedJobs = {
    sources,
    samples,
    source: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    starts: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    ends: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    reciprocal: new Uint8Array(new SharedArrayBuffer(jobs)),
    seeds: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    results: new Float64Array(new SharedArrayBuffer(8 * jobs)),
    tukey: new Int32Array(new SharedArrayBuffer(8 * jobs)),
    tails: new Float64Array(new SharedArrayBuffer(8 * TAIL_STRIDE * jobs)),
    control: new Int32Array(new SharedArrayBuffer(16)),
    chunkDone: new Int32Array(new SharedArrayBuffer(4 * chunks)),
  };
  shared.control[CHUNKS] = chunks;
  shared.control[CHUNK_SIZE] = JOBS_PER_CHUNK;
  return shared;
}

/**
 * What computes the jobs (threads/subselection-pool.ts). `start` hands them to the helpers and
 * returns at once, so that the caller can go on (analyse the baselines, compare/run-values.ts)
 * while they work; `finish` computes here what is left and returns once every job is done, with
 * how many helpers computed.
 */
export interface JobRunner {
  start(shared: SharedJobs): void;
  finish(shared: SharedJobs): number;
}

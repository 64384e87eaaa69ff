import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { CHUNK_SIZE, CHUNKS, computeChunk, DONE, drainChunks, HELPER_MIN_SAMPLES, type JobRunner, type SharedJobs } from '../stats/subselection-jobs.js';

// The helper thread of the per-run subselections (stats/subselection-jobs.ts): started by the
// CLI and the action for large inputs, handed to the pure core as a JobRunner. The calling
// thread works too and finishes alone if the helper is late or gone.

/** How long the caller waits without progress before doing the helper's chunks itself. */
const STALL_MS = 2000;

/** The helper's script beside this module: dist/subselection-worker.js in the bundles, absent when running src/. */
function defaultWorkerPath(): string | undefined {
  const path = fileURLToPath(new URL('./subselection-worker.js', import.meta.url));
  return existsSync(path) ? path : undefined;
}

export interface PoolOptions {
  /** Threads to use, the caller's included; 1 computes everything here. */
  readonly threads: number;
  /** The helper's script; without one everything is computed here. */
  readonly workerPath?: string | undefined;
  /** For tests: the caller leaves the chunks to the helper until it stalls. */
  readonly callerWaits?: boolean;
  /** How long the caller waits without progress before doing the helper's chunks itself. */
  readonly stallMs?: number;
}

function defaultPoolOptions(): PoolOptions {
  return { threads: Math.min(2, availableParallelism()), workerPath: defaultWorkerPath() };
}

/**
 * A helper thread for subselections, started ahead of the work (the pipeline starts it once a
 * large side is read, so that its start overlaps the parsing) and idle until given jobs.
 */
export class SubselectionPool implements JobRunner {
  private readonly worker: Worker | undefined;
  /** Jobs handed to the helper and not yet finished. */
  private readonly started = new WeakSet<SharedJobs>();

  constructor(private readonly options: PoolOptions = defaultPoolOptions()) {
    if (options.threads >= 2 && options.workerPath !== undefined) {
      // Loaded here, not imported: node:worker_threads costs every start (1 to 2 ms) and only large inputs start a helper.
      const { Worker } = process.getBuiltinModule('node:worker_threads');
      this.worker = new Worker(options.workerPath);
      // A helper that fails to start or dies leaves its chunks to the caller (see finish).
      this.worker.on('error', () => undefined);
      this.worker.unref();
    }
  }

  /** Hands the jobs to the helper, when there is one and they are enough for it to pay, and returns at once. */
  start(shared: SharedJobs): void {
    if (this.worker === undefined || shared.samples < HELPER_MIN_SAMPLES || this.started.has(shared)) return;
    this.started.add(shared);
    this.worker.postMessage(shared);
  }

  /**
   * Writes every job's subselectionMedianMean into shared.results, computing here what the
   * helper has not taken (all of it without a helper), and starts the jobs first if they were
   * not; returns how many jobs the helper computed.
   */
  finish(shared: SharedJobs): number {
    this.start(shared);
    const helped = this.started.has(shared);
    this.started.delete(shared);
    const jobs = shared.seeds.length;
    const chunks = shared.control[CHUNKS] as number;
    if (!helped || this.options.callerWaits !== true) drainChunks(shared, 1);
    let seen = -1;
    let since = performance.now();
    for (;;) {
      const done = Atomics.load(shared.control, DONE);
      if (done >= chunks) break;
      if (done !== seen) {
        seen = done;
        since = performance.now();
      } else if (performance.now() - since > (this.options.stallMs ?? STALL_MS)) {
        // Deterministic results: a chunk computed twice gets the same values twice.
        for (let chunk = 0; chunk < chunks; chunk++) if (Atomics.load(shared.chunkDone, chunk) === 0) computeChunk(shared, chunk);
        break;
      }
      Atomics.wait(shared.control, DONE, done, 50);
    }
    let byHelper = 0;
    const size = shared.control[CHUNK_SIZE] as number;
    for (let chunk = 0; chunk < chunks; chunk++) if (shared.chunkDone[chunk] === 2) byHelper += Math.min(jobs, (chunk + 1) * size) - chunk * size;
    return byHelper;
  }

  /** Ends the helper thread. */
  close(): Promise<number> | undefined {
    return this.worker?.terminate();
  }
}

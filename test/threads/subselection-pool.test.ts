import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { storeSamples } from '../../src/model/samples.js';
import type { SampleSet } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { HELPER_MIN_SAMPLES, PARALLEL_MIN_SAMPLES, type SharedJobs } from '../../src/stats/subselection-jobs.js';
import { jobsOf } from '../helpers/subselection-jobs.js';
import { SubselectionPool } from '../../src/threads/subselection-pool.js';
import { scratchDir } from '../helpers/scratch.js';

// The helper thread runs the real worker module, bundled from src/ as scripts/build.mjs does.
let dir: string;
let workerPath: string;

beforeAll(async () => {
  dir = scratchDir('pool');
  workerPath = join(dir, 'subselection-worker.js');
  await build({ entryPoints: ['src/threads/subselection-worker.ts'], bundle: true, platform: 'node', format: 'esm', outfile: workerPath, logLevel: 'warning' });
});

describe('SubselectionPool', () => {
  it('gives every run the value subselectionMedianMean gives it, whichever thread computed it', async () => {
    const { shared, expected } = jobsOf(30000, 1);
    expect(shared.samples).toBeGreaterThanOrEqual(PARALLEL_MIN_SAMPLES);
    const pool = new SubselectionPool({ threads: 2, workerPath, callerWaits: true });
    const byHelper = pool.finish(shared);
    await pool.close();
    // The caller left every chunk to the helper, so the helper's results are what is checked.
    expect(byHelper).toBe(30000);
    expect(Array.from(shared.results)).toEqual(expected);
  });

  it('shares the chunks when both threads work, with the same results', async () => {
    const { shared, expected } = jobsOf(30000, 2);
    const pool = new SubselectionPool({ threads: 2, workerPath });
    pool.finish(shared);
    await pool.close();
    expect(Array.from(shared.results)).toEqual(expected);
  });

  it('computes the chunks itself when the helper never answers', async () => {
    const silent = join(dir, 'silent-worker.js');
    writeFileSync(silent, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => undefined);\n");
    // Above the size where the helper is asked (a tenth of the other tests' 30,000 runs).
    const { shared, expected } = jobsOf(3000, 3);
    expect(shared.samples).toBeGreaterThanOrEqual(HELPER_MIN_SAMPLES);
    const pool = new SubselectionPool({ threads: 2, workerPath: silent, callerWaits: true, stallMs: 100 });
    expect(pool.finish(shared)).toBe(0);
    await pool.close();
    expect(Array.from(shared.results)).toEqual(expected);
  });

  it('computes everything on the caller below the size where a helper pays, or without one', () => {
    const small = jobsOf(100, 4);
    expect(new SubselectionPool({ threads: 2, workerPath, callerWaits: true }).finish(small.shared)).toBe(0);
    expect(Array.from(small.shared.results)).toEqual(small.expected);
    // Without a helper at a size where one would be asked.
    const alone = jobsOf(3000, 5);
    expect(alone.shared.samples).toBeGreaterThanOrEqual(HELPER_MIN_SAMPLES);
    expect(new SubselectionPool({ threads: 1, workerPath }).finish(alone.shared)).toBe(0);
    expect(Array.from(alone.shared.results)).toEqual(alone.expected);
    const noWorker = jobsOf(3000, 5);
    expect(new SubselectionPool({ threads: 2 }).finish(noWorker.shared)).toBe(0);
    expect(Array.from(noWorker.shared.results)).toEqual(noWorker.expected);
  });
});

describe('compareSampleSets with a helper thread', () => {
  const next = mulberry32(6);
  const side = (shift: number): SampleSet => ({
    runCount: 5,
    series: Array.from({ length: 3000 }, (_, b) => ({
      benchmark: `b${b}`,
      metric: b % 3 === 0 ? 'throughput' : 'time',
      unit: b % 3 === 0 ? 'B/s' : 's',
      better: b % 3 === 0 ? ('higher' as const) : ('lower' as const),
      runs: Array.from({ length: 5 }, (_, r) =>
        b % 50 === 7 && r === 4
          ? { kind: 'summary' as const, summary: { mean: 1 + b, sd: 0.01, n: 20 } }
          : { kind: 'samples' as const, samples: Float64Array.from({ length: 20 }, () => (1 + b) * (1 + (b % 100 === 0 ? shift : 0)) * (1 + 0.02 * next())) },
      ),
    })),
  });
  const baseline = side(0);
  const current = side(0.1);
  // In one job: across one other job, 30 rows +10% among 3,000 lie within the heavy tail of a VM's effects (issue 40, item 2).
  const alone = compareSampleSets([{ label: 'base', set: baseline }], { label: 'head', set: current }, DEFAULT_POLICY, undefined, { sameJob: true });

  it('makes the same report as one thread, rates and summaries included', async () => {
    const pool = new SubselectionPool({ threads: 2, workerPath, callerWaits: true });
    const shared = compareSampleSets([{ label: 'base', set: baseline }], { label: 'head', set: current }, DEFAULT_POLICY, undefined, { pool, sameJob: true });
    await pool.close();
    expect(shared).toEqual(alone);
    expect(alone.summary.regressions + alone.summary.improvements).toBeGreaterThan(0);
  });

  it("hands the baselines' jobs and then the current side's to the helper, with the same report", async () => {
    const pool = new SubselectionPool({ threads: 2, workerPath, callerWaits: true });
    const parts: { jobs: number; byHelper: number }[] = [];
    const counting = {
      start: (jobs: SharedJobs) => pool.start(jobs),
      finish: (jobs: SharedJobs) => parts[parts.push({ jobs: jobs.seeds.length, byHelper: pool.finish(jobs) }) - 1]?.byHelper as number,
    };
    const report = compareSampleSets(
      [
        { label: 'base', set: baseline },
        { label: 'again', set: baseline },
      ],
      { label: 'head', set: current },
      DEFAULT_POLICY,
      undefined,
      {
        pool: counting,
        sameJob: true,
      },
    );
    await pool.close();
    // Both baselines' runs in the first part, the current side's in the second; all the helper's, as the caller only waited.
    const runs = current.series.length * current.runCount;
    expect(parts).toEqual([
      { jobs: 2 * runs - 2 * 60, byHelper: 2 * runs - 2 * 60 },
      { jobs: runs - 60, byHelper: runs - 60 },
    ]);
    expect(report.comparisons.slice(0, 3000)).toEqual(alone.comparisons);
  });

  it('reads samples in sample memory where they are, copying only the others, with the same report', async () => {
    // As parsers leave them: views of shared chunks (model/samples.ts); the current side's runs half there, half in a plain array.
    const stored = (set: SampleSet, every: number): SampleSet => ({
      ...set,
      series: set.series.map((series) => ({
        ...series,
        runs: series.runs.map((run, r) => (run.kind === 'samples' && r % every === 0 ? storeSamples(run.samples) : run)),
      })),
    });
    const sources: number[] = [];
    const pool = new SubselectionPool({ threads: 2, workerPath, callerWaits: true });
    const counting = {
      start: (jobs: SharedJobs) => pool.start(jobs),
      finish: (jobs: SharedJobs) => {
        sources.push(jobs.sources.length);
        return pool.finish(jobs);
      },
    };
    const report = compareSampleSets([{ label: 'base', set: stored(baseline, 1) }], { label: 'head', set: stored(current, 2) }, DEFAULT_POLICY, undefined, {
      pool: counting,
      sameJob: true,
    });
    await pool.close();
    expect(report).toEqual(alone);
    // The baselines' jobs read sample memory alone (a chunk or a few); the current side's also one buffer of copies.
    expect(sources[0]).toBeGreaterThanOrEqual(1);
    expect(sources[1]).toBeGreaterThanOrEqual(2);
  });
});

import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Report } from '../../src/model/report.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

// A change that slows most of a suite (issue 40): 8 rows, 5 slowed by 10%, 3 untouched. The
// median shift is then the change's, not a machine's: the untouched rows must not come out as
// improvements, nor the slowed ones as unchanged.

const ROWS = 8;
const SLOWED = 5;

/** One job's runs of the 8 benchmarks: `runs` runs of 5 samples, run noise 1%, rows r < `slowed` slower by `change`, every row by `shift` (log). */
function side(random: () => number, runs: number, change: number, shift = 0, jobs?: number[]): SampleSet {
  const levels = mulberry32(11);
  return {
    runCount: runs,
    series: Array.from({ length: ROWS }, (_, row): Series => {
      const centre = 1e-6 * Math.exp(4 * levels()) * (row < SLOWED ? 1 + change : 1);
      return {
        benchmark: `bench${row}`,
        metric: 'time',
        unit: 's',
        better: 'lower',
        runs: Array.from({ length: runs }, (_, run) => {
          const value = centre * Math.exp(shift + (jobs === undefined ? 0 : 0.01 * ((jobs[run] as number) - 1.5)) + 0.01 * gaussian(random));
          return { kind: 'samples' as const, samples: Float64Array.from({ length: 5 }, () => value * Math.exp(0.003 * gaussian(random))) };
        }),
        ...(jobs !== undefined && { jobs }),
      };
    }),
  };
}

function expectNoInversion(report: Report): void {
  const slowed = report.comparisons.filter((row) => Number(row.benchmark.slice(5)) < SLOWED);
  const untouched = report.comparisons.filter((row) => Number(row.benchmark.slice(5)) >= SLOWED);
  expect(report.summary.improvements).toBe(0);
  for (const row of untouched) expect(row.verdict, row.benchmark).not.toMatch(/regression|improvement/);
  for (const row of slowed) expect(row.verdict, row.benchmark).toMatch(/^(regression|inconclusive)$/);
  expect(report.warnings.filter((warning) => warning.code === 'machine-shift')).toEqual([]);
}

describe('a change that slows 5 of 8 rows', () => {
  it('in one job: the slowed rows are regressions, the untouched ones not improvements, and no busier machine is claimed', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const random = mulberry32(seed);
      const report = compareSampleSets([{ label: 'base', set: side(random, 5, 0) }], { label: 'head', set: side(random, 5, 0.1) }, DEFAULT_POLICY, undefined, {
        sameJob: true,
      });
      expectNoInversion(report);
      // 10% against 1% run noise at 5 runs a side: found.
      expect(report.summary.regressions, `seed ${seed}`).toBe(SLOWED);
      // Raw and net changes both reported: the raw one is what the verdict used.
      const row = report.comparisons[0];
      expect(row?.change).toBeGreaterThan(0.07);
    }
  });

  it('across 4 pooled baseline jobs: no improvement, no untouched row flagged, the slowed rows never unchanged', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const random = mulberry32(100 + seed);
      const jobs = Array.from({ length: 20 }, (_, run) => Math.floor(run / 5));
      const baseline = side(random, 20, 0, 0, jobs);
      const report = compareSampleSets([{ label: 'base', set: baseline }], { label: 'head', set: side(random, 5, 0.1, 0.005) }, DEFAULT_POLICY);
      expectNoInversion(report);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

// The runs-needed advice of an undecided row (docs/design.md, Verdict engine 5) rests on the
// row's variance, not on its observed change: as runs of the same data come in, it settles
// (issue 26: `benchgate run`'s estimate jumped 5,693 → 11,740 → 3,183 → 13,237 between pairs).

const set = (rows: readonly (readonly number[])[]): SampleSet => ({
  runCount: rows[0]?.length ?? 0,
  series: rows.map((runs, r): Series => ({
    benchmark: `b${r}`,
    metric: 'time',
    unit: 's',
    better: 'lower',
    runs: runs.map((value) => ({ kind: 'samples', samples: Float64Array.of(value) })),
  })),
});

describe('the runs a side that would decide a row', () => {
  it('is the closed form for a known case (SciPy: test/stats/reference/gen_decide.py, the last case)', () => {
    // Variances 2.5 and 5 on a mean of 100, ±2%: shown unchanged at 0.05, a lone change of 3 rows at 0.05 / 3.
    const report = compareSampleSets(
      [
        {
          label: 'base',
          set: set([
            [100, 102, 98, 101, 99],
            [10, 11, 12, 10, 11],
            [50, 51, 49, 50, 50],
          ]),
        },
      ],
      {
        label: 'head',
        set: set([
          [101, 97, 103, 100, 99],
          [20, 21, 22, 20, 21],
          [50, 50, 51, 49, 50],
        ]),
      },
      DEFAULT_POLICY,
      undefined,
      // The known case is a test across runs of one job (across jobs 3 rows against one baseline
      // job are left untested).
      { sameJob: true },
    );
    const row = report.comparisons[0];
    expect(row?.test).toBe('runs');
    expect(row?.verdict).toBe('inconclusive');
    expect(row?.sampleSize).toEqual({ perSide: 22, unit: 'runs', change: 0.02 });
  });

  it('moves by at most 2.2x over 6 to 30 runs of the same data, 1.75x from one run to the next, where the observed change swings by 3x or more', () => {
    // 20 rows of one job, run-to-run noise 1.5% to 4%, no change: every row stays undecided for a while.
    const random = mulberry32(26);
    const noise = Array.from({ length: 20 }, (_, r) => 0.015 + 0.025 * (r / 19));
    const runs = (r: number) => Array.from({ length: 30 }, () => 1e-3 * (1 + r) * Math.exp((noise[r] as number) * gaussian(random)));
    const baseline = noise.map((_, r) => runs(r));
    const current = noise.map((_, r) => runs(r));
    const seen = new Map<string, { sizes: number[]; changes: number[] }>();
    for (let k = 6; k <= 30; k++) {
      const report = compareSampleSets(
        [{ label: 'base', set: set(baseline.map((values) => values.slice(0, k))) }],
        { label: 'head', set: set(current.map((values) => values.slice(0, k))) },
        DEFAULT_POLICY,
        undefined,
        { sameJob: true },
      );
      for (const row of report.comparisons) {
        if (row.sampleSize === null) continue;
        const entry = seen.get(row.benchmark) ?? { sizes: [], changes: [] };
        entry.sizes.push(row.sampleSize.perSide);
        entry.changes.push(Math.abs(row.change ?? 0));
        seen.set(row.benchmark, entry);
      }
    }
    const spread = (values: readonly number[]) => Math.max(...values) / Math.min(...values);
    const steady = [...seen.values()].filter((entry) => entry.sizes.length >= 10);
    expect(steady.length).toBeGreaterThanOrEqual(10);
    const step = (values: readonly number[]) =>
      Math.max(...values.slice(1).map((value, i) => Math.max(value, values[i] as number) / Math.min(value, values[i] as number)));
    // The variance itself moves as runs come in (one run 3 sd out raises s² of 10 runs by ~1.7x): the measured
    // worst is 2.15x over the whole range and 1.74x from one run count to the next.
    for (const entry of steady) {
      expect(spread(entry.sizes)).toBeLessThanOrEqual(2.2);
      expect(step(entry.sizes)).toBeLessThanOrEqual(1.75);
    }
    // What the estimate sized for the observed change followed (n ∝ 1/change² above the threshold).
    expect(steady.filter((entry) => spread(entry.changes) >= 3).length).toBeGreaterThanOrEqual(steady.length / 2);
  });
});

import { describe, expect, it } from 'vitest';
import { analyseSide } from '../../src/compare/side.js';
import { runSeed } from '../../src/compare/subselect-runs.js';
import type { Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { subselectionMedianMean } from '../../src/stats/subselection.js';
import { welchTest } from '../../src/stats/welch.js';
import { expectClose } from '../helpers/close.js';
import { series } from '../helpers/series.js';
import vectors from './reference/subselection-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/subselection-vectors.json, made by gen_subselection.py
// (NumPy means and medians over the same seeded draws; SciPy's Welch test across runs).

interface Case {
  id: string;
  benchmark: string;
  metric: string;
  better: 'lower' | 'higher';
  baseline_runs: number[][];
  current_runs: number[][];
  run_seeds: number[];
  baseline_per_run_test_scale: number[];
  current_per_run_test_scale: number[];
  baseline_centre: number;
  current_centre: number;
  tolerance_rel_test: number;
  welch: { t: number; df: number; p: number; ci95: [number, number] };
}

const cases = vectors.cases as unknown as Case[];
const tol = vectors.tolerance_rel;

/** The case's series of these runs (its unit follows its direction, as the vectors' generator has it). */
const caseSeries = (c: Case, runs: number[][]): Series =>
  series(c.benchmark, runs, { metric: c.metric, unit: c.better === 'higher' ? 'B/s' : 's', better: c.better });

describe('subselectionMedianMean', () => {
  for (const c of cases) {
    it(`reproduces the per-run values of ${c.id}`, () => {
      c.run_seeds.forEach((seed, index) => expect(runSeed(c.benchmark, c.metric, index)).toBe(seed));
      c.baseline_runs.forEach((run, index) => {
        const values = c.better === 'higher' ? run.map((x) => 1 / x) : run;
        expectClose(
          subselectionMedianMean(values, runSeed(c.benchmark, c.metric, index)),
          c.baseline_per_run_test_scale[index] as number,
          tol,
          `${c.id} run ${index}`,
        );
      });
    });
  }

  it('gives the same value for the same seed and a different one for another', () => {
    const values = Array.from({ length: 20 }, (_, i) => 100 + ((i * 37) % 11));
    const a = subselectionMedianMean(values, 1);
    expect(subselectionMedianMean(values, 1)).toBe(a);
    expect(subselectionMedianMean([...values], 2)).not.toBe(a);
  });

  it('equals a plain implementation that draws each subset with mulberry32 and averages it', () => {
    // The fast version subtracts dropped samples from a total and inlines the generator.
    for (const n of [5, 6, 11, 20, 37]) {
      const values = Array.from({ length: n }, (_, i) => 1000 + ((i * 7919) % 13) * 0.25);
      const random = mulberry32(n * 31);
      const halves: number[] = [];
      const nextHalf = (): number => {
        if (halves.length === 0) {
          const word = Math.round(random() * 4294967296);
          halves.push(word >>> 16, word & 0xffff);
        }
        return halves.shift() as number;
      };
      const order = values.map((_, i) => i);
      const drop = n - Math.floor((4 * n) / 5);
      const means: number[] = [];
      for (let draw = 0; draw < 100; draw++) {
        for (let i = 0; i < drop; i++) {
          const j = i + Math.floor((nextHalf() * (n - i)) / 65536);
          [order[i], order[j]] = [order[j] as number, order[i] as number];
        }
        const kept = order.slice(drop).map((index) => values[index] as number);
        means.push(kept.reduce((sum, value) => sum + value, 0) / kept.length);
      }
      means.sort((x, y) => x - y);
      const median = ((means[49] as number) + (means[50] as number)) / 2;
      expectClose(subselectionMedianMean(values, n * 31), median, 1e-13, `n = ${n}`);
    }
  });

  it('uses the plain mean below 5 samples', () => {
    expect(subselectionMedianMean([1, 2, 3, 6], 9)).toBe(3);
  });
});

describe('analyseSide with several runs', () => {
  for (const c of cases) {
    it(`matches the centre and the Welch test across runs of ${c.id}`, () => {
      const base = analyseSide(caseSeries(c, c.baseline_runs), 'baseline');
      const current = analyseSide(caseSeries(c, c.current_runs), 'current');
      expectClose(base.stats.centre, c.baseline_centre, tol, 'baseline centre');
      expectClose(current.stats.centre, c.current_centre, tol, 'current centre');
      expect(base.moments.n).toBe(c.baseline_runs.length);
      const result = welchTest(base.moments, current.moments, 0.05);
      const loose = Math.max(c.tolerance_rel_test, vectors.tolerance_rel_p_and_ci);
      expectClose(result.t, c.welch.t, c.tolerance_rel_test, 't');
      expectClose(result.df, c.welch.df, c.tolerance_rel_test, 'df');
      expectClose(result.p, c.welch.p, loose, 'p');
      expectClose(result.ci[0], c.welch.ci95[0], loose, 'ci low');
      expectClose(result.ci[1], c.welch.ci95[1], loose, 'ci high');
    });
  }
});

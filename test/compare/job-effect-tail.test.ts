import { describe, expect, it } from 'vitest';
import { tailP, tailScale, withJobEffectTail } from '../../src/compare/job-effect-tail.js';
import { fitSuite, type SuiteRowInput } from '../../src/compare/suite-model.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { studentTQuantile, studentTTwoSidedP } from '../../src/stats/student-t.js';
import { gaussian } from '../helpers/gaussian.js';

// Against one or two baseline jobs a row's p keeps its t test's body up to alpha and has a Cauchy
// tail beyond it on the rows' own spread (issue 40, item 2; docs/statistics.md).

const ALPHA = 0.05;

describe('the heavy tail of one or two other jobs', () => {
  it("is the t test's p up to alpha, alpha at the effect where the t test reaches it, and alpha / (k + 1) k scales beyond", () => {
    const se = 0.01;
    const df = 12;
    const reach = studentTQuantile(1 - ALPHA / 2, df) * se;
    const scale = 0.02;
    for (const effect of [0, 0.005, 0.01, reach * 0.999]) {
      const p = studentTTwoSidedP(effect / se, df);
      expect(tailP(effect, se, df, p, ALPHA, scale)).toBe(p);
    }
    for (const k of [0.5, 1, 4, 19]) {
      const effect = -(reach + k * scale);
      const p = studentTTwoSidedP(effect / se, df);
      expect(tailP(effect, se, df, p, ALPHA, scale)).toBeCloseTo(ALPHA / (k + 1), 12);
    }
    // No spread among the rows: no tail.
    expect(tailP(0.5, se, df, 1e-9, ALPHA, 0)).toBe(1e-9);
  });

  it('gives the row an interval that excludes 0 at every level exactly when its p is under that level', () => {
    const row = { effect: 0.12, se: 0.01, df: 20, p: studentTTwoSidedP(12, 20), ci: [0.1, 0.14] as [number, number], runVariance: 1e-4, fixedVariance: 2e-5 };
    const tailed = withJobEffectTail(row, ALPHA, 0.03);
    expect(tailed.p).toBeCloseTo(tailP(0.12, 0.01, 20, row.p, ALPHA, 0.03), 14);
    expect(tailed.p).toBeGreaterThan(row.p);
    expect(tailed.tailVariance).toBeCloseTo(tailed.se ** 2 - row.se ** 2, 18);
    expect(tailed.fixedVariance).toBeCloseTo(2e-5 + (tailed.tailVariance ?? 0), 18);
    for (const level of [0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 1e-4]) {
      const low = tailed.effect - studentTQuantile(1 - level / 2, tailed.df) * tailed.se;
      expect(low > 0, `level ${level}`).toBe(tailed.p < level);
    }
  });

  it("measures the scale as z 0.975 times the MAD-based sd of the rows' net effects", () => {
    // MAD of [-2, -1, 0, 1, 2, 10] about its median 0.5: deviations 2.5, 1.5, 0.5, 0.5, 1.5, 9.5 → 1.5.
    expect(tailScale([-2, -1, 0, 1, 2, 10])).toBeCloseTo(1.959963984540054 * 1.4826 * 1.5, 12);
  });

  // 200 A/A rows against one other job, each row's sensitivity to the VM log-normal with sd 1
  // (7-fold apart between the 16th and 84th percentiles): a few rows move 10x as far as the typical one.
  function heavyTailed(seed: number, runs: number): SuiteRowInput[] {
    const random = mulberry32(seed);
    return Array.from({ length: 200 }, (_, r) => {
      const centre = 1e-6 * (1 + r);
      const vm = 0.02 * Math.exp(gaussian(random)) * gaussian(random);
      return {
        baseline: Array.from({ length: runs }, () => centre * Math.exp(0.01 * gaussian(random))),
        current: Array.from({ length: runs }, () => centre * Math.exp(vm + 0.01 * gaussian(random))),
      };
    });
  }

  it('keeps the rows a VM moved far below the correction’s level, at 5 and 10 runs a side, where one normal τ² did not', () => {
    for (const runs of [5, 10]) {
      const rows = heavyTailed(3, runs);
      const fit = fitSuite(rows, ALPHA);
      expect(fit.rows.every((row) => row.p >= ALPHA / rows.length)).toBe(true);
      // The t test alone (the tail's body) calls several of them far below it.
      const tTests = fit.rows.map((row) => studentTTwoSidedP(row.effect / Math.sqrt(row.se ** 2 - (row.tailVariance ?? 0)), row.df));
      expect(tTests.filter((p) => p < ALPHA / rows.length).length).toBeGreaterThan(0);
    }
  });

  it('leaves one job alone: a row far from the others is still found there', () => {
    const rows = heavyTailed(3, 5).map((row, r) => ({ baseline: row.baseline, current: row.baseline.map((value) => value * (r === 0 ? 1.1 : 1)) }));
    const sameJob = fitSuite(rows, ALPHA, false);
    expect(sameJob.rows[0]?.tailVariance).toBeUndefined();
    expect(sameJob.rows[0]?.p).toBeLessThan(1e-6);
  });
});

import { describe, expect, it } from 'vitest';
import { relativeChange } from '../../src/compare/row.js';
import { amean, gmean, hmean, sampleVariance } from '../../src/stats/descriptive.js';
import { medianInPlace } from '../../src/stats/selection.js';
import { welchTest, type Moments } from '../../src/stats/welch.js';
import { expectClose, num } from '../helpers/close.js';
import vectors from './reference/welch-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/welch-vectors.json, made by gen_welch_vectors.py
// (SciPy 1.17.1 and 50-digit mpmath), a copy of shared/reference/.

interface WelchBlock {
  status: string;
  diff: number;
  se: number;
  t: number | string;
  df: number | null;
  p_two_sided: number;
  ci95: [number, number] | null;
  ci99: [number, number] | null;
}

interface Case {
  id: string;
  kind: string;
  baseline: number[];
  candidate: number[];
  amean_baseline: number;
  amean_candidate: number;
  hmean_baseline: number | null;
  gmean_baseline: number | null;
  sd_baseline: number | null;
  sd_candidate: number | null;
  median_baseline: number;
  welch: WelchBlock;
  tolerance_rel: { moments: number; p_and_ci: number };
  rate?: { welch_on_reciprocals: WelchBlock; pct_change_hmean: number; pct_change_hmean_ci95_from_recip: [number | string, number | string] };
}

const cases = vectors.cases as unknown as Case[];

function moments(values: readonly number[]): Moments {
  const mean = amean(values);
  return { mean, variance: sampleVariance(values, mean), n: values.length };
}

function checkWelch(
  label: string,
  actual: ReturnType<typeof welchTest>,
  expected: WelchBlock,
  tol: Case['tolerance_rel'],
  alpha: number,
  ci: [number, number] | null,
): void {
  expectClose(actual.diff, expected.diff, tol.moments, `${label} diff`);
  expectClose(actual.se, expected.se, tol.moments, `${label} se`);
  if (expected.status === 'zero-variance-equal') {
    expect(actual.status).toBe('zero-variance-equal');
    expect(actual.p).toBe(1);
    expect(actual.ci).toEqual([0, 0]);
    return;
  }
  expect(actual.status, label).toBe(expected.status === 'ok' ? 'ok' : expected.status);
  expectClose(actual.t, num(expected.t), tol.moments, `${label} t`);
  if (expected.df === null) expect(actual.df).toBeNull();
  else expectClose(actual.df, expected.df, tol.moments, `${label} df`);
  expectClose(actual.p, expected.p_two_sided, tol.p_and_ci, `${label} p (alpha ${alpha})`);
  if (ci !== null) {
    expectClose(actual.ci[0], ci[0], tol.p_and_ci, `${label} ci low`);
    expectClose(actual.ci[1], ci[1], tol.p_and_ci, `${label} ci high`);
  }
}

describe('welchTest against welch-vectors.json', () => {
  for (const c of cases.filter((entry) => entry.welch.status !== 'insufficient-samples')) {
    it(`matches SciPy for ${c.id}`, () => {
      const base = moments(c.baseline);
      const cand = moments(c.candidate);
      checkWelch(c.id, welchTest(base, cand, 0.05), c.welch, c.tolerance_rel, 0.05, c.welch.ci95);
      checkWelch(`${c.id} 99%`, welchTest(base, cand, 0.01), c.welch, c.tolerance_rel, 0.01, c.welch.ci99);
    });
  }

  for (const c of cases.filter((entry) => entry.rate !== undefined)) {
    it(`tests rates on reciprocals and maps the interval for ${c.id}`, () => {
      const rate = c.rate as NonNullable<Case['rate']>;
      const base = moments(c.baseline.map((x) => 1 / x));
      const cand = moments(c.candidate.map((x) => 1 / x));
      const result = welchTest(base, cand, 0.05);
      checkWelch(`${c.id} 1/x`, result, rate.welch_on_reciprocals, c.tolerance_rel, 0.05, rate.welch_on_reciprocals.ci95);
      // Our change is "positive is worse"; for rates that is −(Hmean change).
      const change = relativeChange('higher', base.mean, result.diff, result.ci);
      expectClose(change.change === null ? null : -change.change * 100, rate.pct_change_hmean, 1e-9, `${c.id} hmean change`);
      // An unbounded end (SciPy: Infinity) is null in our interval.
      const [low, high] = change.changeCI ?? [null, null];
      const asPercent = (bound: number | null): number => (bound === null ? Infinity : -bound * 100);
      expectClose(asPercent(high), num(rate.pct_change_hmean_ci95_from_recip[0]), 1e-6, `${c.id} change ci low`);
      expectClose(asPercent(low), num(rate.pct_change_hmean_ci95_from_recip[1]), 1e-6, `${c.id} change ci high`);
    });
  }

  it('covers every reference case that has two samples a side', () => {
    expect(cases.filter((entry) => entry.welch.status !== 'insufficient-samples').length).toBeGreaterThanOrEqual(15);
  });
});

describe('descriptive statistics against welch-vectors.json', () => {
  for (const c of cases) {
    it(`matches the centres and spread of ${c.id}`, () => {
      const tol = c.tolerance_rel.moments;
      expectClose(amean(c.baseline), c.amean_baseline, tol, 'amean');
      expectClose(amean(c.candidate), c.amean_candidate, tol, 'amean candidate');
      expectClose(medianInPlace(Float64Array.from(c.baseline), c.baseline.length), c.median_baseline, tol, 'median');
      if (c.hmean_baseline !== null) expectClose(hmean(c.baseline), c.hmean_baseline, tol, 'hmean');
      if (c.gmean_baseline !== null) expectClose(gmean(c.baseline), c.gmean_baseline, tol, 'gmean');
      if (c.sd_baseline !== null && c.baseline.length > 1) expectClose(Math.sqrt(sampleVariance(c.baseline)), c.sd_baseline, tol, 'sd');
      if (c.sd_candidate !== null && c.candidate.length > 1) expectClose(Math.sqrt(sampleVariance(c.candidate)), c.sd_candidate, tol, 'sd candidate');
    });
  }
});

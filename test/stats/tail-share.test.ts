import { describe, expect, it } from 'vitest';
import { angularMoments, tailShareTest } from '../../src/stats/tail-share.js';
import { expectClose } from '../helpers/close.js';
import vectors from './reference/tail-share-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/tail-share-vectors.json, made by gen_tail_share.py
// (SciPy's ttest_ind_from_stats(equal_var=False) on asin(sqrt(share)), variances floored at 1/(4n)).

describe('tailShareTest', () => {
  for (const c of vectors.cases) {
    it(`matches SciPy: ${c.id}`, () => {
      const base = angularMoments(c.baseline, c.baseline_samples_per_run);
      const current = angularMoments(c.current, c.current_samples_per_run);
      expectClose(base.mean, c.mean_baseline, vectors.tolerance_rel, `${c.id} mean baseline`);
      expectClose(base.variance, c.variance_baseline, vectors.tolerance_rel, `${c.id} variance baseline`);
      expectClose(current.mean, c.mean_current, vectors.tolerance_rel, `${c.id} mean current`);
      expectClose(current.variance, c.variance_current, vectors.tolerance_rel, `${c.id} variance current`);
      const result = tailShareTest(
        { shares: c.baseline, samplesPerRun: c.baseline_samples_per_run },
        { shares: c.current, samplesPerRun: c.current_samples_per_run },
      );
      expectClose(result.t, c.t, vectors.tolerance_rel, `${c.id} t`);
      expectClose(result.df, c.df, vectors.tolerance_rel, `${c.id} df`);
      expectClose(result.p, c.p, 1e-7, `${c.id} p`);
    });
  }

  it('gives p = 1 when no side has a sample beyond the fences, and never p = 0 for shares that do not vary: a run varies at least by sampling', () => {
    expect(tailShareTest({ shares: [0, 0, 0], samplesPerRun: 20 }, { shares: [0, 0, 0, 0], samplesPerRun: 20 }).p).toBe(1);
    const constant = tailShareTest({ shares: [0, 0, 0], samplesPerRun: 20 }, { shares: [0.05, 0.05, 0.05], samplesPerRun: 20 });
    expect(Number.isFinite(constant.t)).toBe(true);
    expect(constant.p).toBeGreaterThan(0.05);
  });
});

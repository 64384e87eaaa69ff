import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitVariancePrior, posteriorVariance, varianceAbovePriorP } from '../../src/stats/moderated.js';
import { digamma, tetragamma, trigamma, trigammaInverse } from '../../src/stats/polygamma.js';
import { studentTTwoSidedP } from '../../src/stats/student-t.js';

// Reference values from R's limma 3.54 (Debian r-bioc-limma): reference/gen_moderated.R.
interface Vectors {
  fitFDist: { name: string; variances: number[]; df: number; d0: number | null; s0squared: number }[];
  moderatedT: {
    name: string;
    d0: number;
    s0squared: number;
    dfTotal: number;
    rows: { baseline: number[]; current: number[]; t: number; p: number; s2post: number }[];
  }[];
  polygamma: { x: number; digamma: number; trigamma: number; tetragamma: number }[];
  trigammaInverse: { x: number; y: number }[];
}
const vectors = JSON.parse(readFileSync(new URL('./reference/moderated-vectors.json', import.meta.url), 'utf8')) as Vectors;

const close = (actual: number, expected: number, relative: number): void => {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(relative * Math.abs(expected) + 1e-300);
};

describe('polygamma functions (R digamma, trigamma, psigamma)', () => {
  for (const { x, digamma: d, trigamma: t, tetragamma: q } of vectors.polygamma) {
    it(`at ${x}`, () => {
      close(digamma(x), d, 1e-12);
      close(trigamma(x), t, 1e-12);
      close(tetragamma(x), q, 1e-11);
    });
  }
  it('inverts trigamma as limma does', () => {
    for (const { x, y } of vectors.trigammaInverse) close(trigammaInverse(x), y, 1e-7);
  });
});

describe('fitVariancePrior (limma fitFDist)', () => {
  for (const c of vectors.fitFDist) {
    it(c.name, () => {
      const prior = fitVariancePrior(c.variances, c.df);
      expect(prior).toBeDefined();
      if (c.d0 === null) expect(prior?.d0).toBe(Infinity);
      else close(prior?.d0 ?? NaN, c.d0, 1e-8);
      close(prior?.s0squared ?? NaN, c.s0squared, 1e-8);
    });
  }
});

describe('moderated two-sample t (limma lmFit + eBayes)', () => {
  const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
  const squares = (values: number[]): number => {
    const m = mean(values);
    return values.reduce((a, b) => a + (b - m) ** 2, 0);
  };
  for (const c of vectors.moderatedT) {
    it(c.name, () => {
      const kb = c.rows[0]?.baseline.length ?? 0;
      const kc = c.rows[0]?.current.length ?? 0;
      const df = kb + kc - 2;
      const variances = c.rows.map((row) => (squares(row.baseline) + squares(row.current)) / df);
      const prior = fitVariancePrior(variances, df);
      close(prior?.d0 ?? NaN, c.d0, 1e-7);
      close(prior?.s0squared ?? NaN, c.s0squared, 1e-7);
      c.rows.forEach((row, i) => {
        const s2 = posteriorVariance(variances[i] ?? NaN, df, prior ?? { d0: 0, s0squared: 0 });
        close(s2, row.s2post, 1e-7);
        const t = (mean(row.current) - mean(row.baseline)) / Math.sqrt(s2 * (1 / kb + 1 / kc));
        close(t, row.t, 1e-7);
        close(studentTTwoSidedP(t, c.dfTotal), row.p, 1e-6);
      });
    });
  }
});

describe('varianceAbovePriorP (the F upper tail; SciPy: reference/gen_variance_above_prior.py)', () => {
  const cases = (
    JSON.parse(readFileSync(new URL('./reference/variance-above-prior-vectors.json', import.meta.url), 'utf8')) as {
      cases: { df: number; d0: number | null; ratio: number; p: number }[];
    }
  ).cases;
  it(`matches scipy.stats.f.sf (chi2.sf when d0 is infinite) in ${cases.length} cases`, () => {
    for (const { df, d0, ratio, p } of cases) {
      const prior = { d0: d0 ?? Infinity, s0squared: 0.0004 };
      const actual = varianceAbovePriorP(ratio * 0.0004, df, prior);
      // jStat's incomplete beta underflows far in the tail: a decision at 0.01 needs none of it.
      if (p < 1e-9) expect(actual).toBeLessThan(1e-9);
      else close(actual, p, 1e-5);
    }
  });
  it('is 1 for a zero variance and 0 above a zero prior', () => {
    expect(varianceAbovePriorP(0, 4, { d0: 5, s0squared: 0.01 })).toBe(1);
    expect(varianceAbovePriorP(0.01, 4, { d0: 5, s0squared: 0 })).toBe(0);
  });
});

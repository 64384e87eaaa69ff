import { describe, expect, it } from 'vitest';
import { bootstrapTest } from '../../src/stats/bootstrap.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { expectClose } from '../helpers/close.js';
import { gaussian } from '../helpers/gaussian.js';
import vectors from './reference/bootstrap-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/bootstrap-vectors.json, made by gen_bootstrap.py
// (NumPy statistics over the same seeded draws; the observed t checked against SciPy).

describe('bootstrapTest', () => {
  for (const c of vectors.cases) {
    it(`matches the reference for ${c.id}`, () => {
      const result = bootstrapTest(c.baseline, c.candidate, c.alpha, c.seed, c.resamples);
      expectClose(result.t, c.t, 1e-9, 't');
      expect(result.p).toBe(c.p);
      expectClose(result.ci[0], c.ci[0] as number, 1e-9, 'ci low');
      expectClose(result.ci[1], c.ci[1] as number, 1e-9, 'ci high');
      expectClose(result.percentileP, c.percentileP, 1e-9, 'percentile p');
    });
  }

  it('gives a p that agrees with its interval: the interval excludes 0 exactly when p < alpha (400 seeded data sets)', () => {
    const random = mulberry32(20261129);
    let excluded = 0;
    for (let trial = 0; trial < 400; trial++) {
      const shift = (random() - 0.5) * 2;
      const baseline = Array.from({ length: 3 + (trial % 6) }, () => gaussian(random));
      const current = Array.from({ length: 3 + (trial % 5) }, () => gaussian(random) + shift);
      const alpha = [0.05, 0.01, 0.2][trial % 3] as number;
      const result = bootstrapTest(baseline, current, alpha, trial, 300);
      const outside = result.ci[0] > 0 || result.ci[1] < 0;
      expect(outside, `trial ${trial}: p ${result.percentileP}, [${result.ci[0]}, ${result.ci[1]}]`).toBe(result.percentileP < alpha);
      if (outside) excluded++;
    }
    expect(excluded).toBeGreaterThan(50);
    expect(excluded).toBeLessThan(350);
  });

  it('gives the same answer for the same seed', () => {
    const [c] = vectors.cases;
    if (c === undefined) throw new Error('no case');
    expect(bootstrapTest(c.baseline, c.candidate, 0.05, 1, 500)).toEqual(bootstrapTest(c.baseline, c.candidate, 0.05, 1, 500));
  });
});

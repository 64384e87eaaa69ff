import { describe, expect, it } from 'vitest';
import { observationsToDetect } from '../../src/stats/sample-size.js';
import vectors from './reference/sample-size-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/sample-size-vectors.json, made by gen_sample_size.py
// (SciPy t quantiles; the power at each n checked with the noncentral t distribution).

describe('observationsToDetect', () => {
  for (const c of vectors.cases) {
    it(`needs ${c.n} per side for a difference of ${c.difference} with variances ${c.variance_baseline} and ${c.variance_current}`, () => {
      expect(observationsToDetect(c.variance_baseline, c.variance_current, c.difference, c.alpha, c.power)).toBe(c.n);
    });
  }

  it('has no answer when nothing varies or nothing is to be detected', () => {
    expect(observationsToDetect(0, 0, 1, 0.05)).toBeUndefined();
    expect(observationsToDetect(1, 1, 0, 0.05)).toBeUndefined();
  });

  it('asks for more runs for a smaller change, a noisier metric or a stricter alpha', () => {
    const base = observationsToDetect(1, 1, 1, 0.05) ?? 0;
    expect(observationsToDetect(1, 1, 0.5, 0.05)).toBeGreaterThan(base);
    expect(observationsToDetect(2, 2, 1, 0.05)).toBeGreaterThan(base);
    expect(observationsToDetect(1, 1, 1, 0.01)).toBeGreaterThan(base);
  });
});

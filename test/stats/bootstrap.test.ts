import { describe, expect, it } from 'vitest';
import { bootstrapTest } from '../../src/stats/bootstrap.js';
import { expectClose } from '../helpers/close.js';
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
    });
  }

  it('gives the same answer for the same seed', () => {
    const [c] = vectors.cases;
    if (c === undefined) throw new Error('no case');
    expect(bootstrapTest(c.baseline, c.candidate, 0.05, 1, 500)).toEqual(bootstrapTest(c.baseline, c.candidate, 0.05, 1, 500));
  });
});

import { describe, expect, it } from 'vitest';
import { signedRankTest } from '../../src/stats/signed-rank.js';
import { expectClose } from '../helpers/close.js';
import vectors from './reference/signed-rank-vectors.json' with { type: 'json' };

// Reference: test/stats/reference/gen_signed_rank.py (SciPy's exact two-sided p, NumPy's median
// of the Walsh averages).
describe('signedRankTest against SciPy', () => {
  for (const [i, c] of vectors.cases.entries()) {
    it(`case ${i + 1} (${c.d.length} pairs)`, () => {
      const result = signedRankTest(c.d, 0.05);
      expectClose(result.p, c.p, 1e-12, 'p');
      expectClose(result.estimate, c.hodges_lehmann, 1e-12, 'estimate');
      expect(result.ci[0]).toBeLessThanOrEqual(result.estimate);
      expect(result.ci[1]).toBeGreaterThanOrEqual(result.estimate);
    });
  }

  it('gives no bounded interval when no order statistic reaches the level (3 pairs at 5%)', () => {
    expect(signedRankTest([0.1, 0.2, 0.3], 0.05).ci).toEqual([-Infinity, Infinity]);
    // 12 pairs at 5%: the interval runs between Walsh averages, inside the data's range.
    const ci = signedRankTest(vectors.cases[2]?.d ?? [], 0.05).ci;
    expect(ci[0]).toBeGreaterThan(-0.02);
    expect(ci[1]).toBeLessThan(0.11);
  });
});

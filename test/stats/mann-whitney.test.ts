import { describe, expect, it } from 'vitest';
import { mannWhitneyTest } from '../../src/stats/mann-whitney.js';
import { expectClose } from '../helpers/close.js';
import vectors from './reference/welch-vectors.json' with { type: 'json' };

// Reference values: the mann_whitney_benchstat blocks of welch-vectors.json (brute-force
// enumeration of all labelings, and SciPy's exact or asymptotic p where those apply).

interface Case {
  id: string;
  baseline: number[];
  candidate: number[];
  mann_whitney_benchstat: { U_baseline: number; method: string; p_two_sided: number | null };
}

describe('mannWhitneyTest against the reference vectors', () => {
  for (const c of vectors.cases as unknown as Case[]) {
    it(`matches benchstat's p for ${c.id} (${c.mann_whitney_benchstat.method})`, () => {
      const result = mannWhitneyTest(c.baseline, c.candidate);
      expect(result.u).toBe(c.mann_whitney_benchstat.U_baseline);
      // benchstat reports P = 1 when every value is equal (ErrSamplesEqual).
      expectClose(result.p, c.mann_whitney_benchstat.p_two_sided ?? 1, 1e-9, `${c.id} p`);
    });
  }
});

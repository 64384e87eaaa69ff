import { describe, expect, it } from 'vitest';
import { mannWhitneyTest } from '../../src/stats/mann-whitney.js';
import { expectClose } from '../helpers/close.js';
import mwVectors from './reference/mann-whitney-vectors.json' with { type: 'json' };
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

describe('mannWhitneyTest with ties: the exact conditional p equals brute-force enumeration', () => {
  // Every way of choosing which n1 of the pooled values are the baseline's, counted directly.
  function enumeratedP(baseline: readonly number[], candidate: readonly number[]): number {
    const pooled = [...baseline, ...candidate];
    const n1 = baseline.length;
    const u = (first: readonly number[], second: readonly number[]): number => {
      let total = 0;
      for (const a of first) for (const b of second) total += a > b ? 1 : a === b ? 0.5 : 0;
      return total;
    };
    const observed = u(baseline, candidate);
    let below = 0;
    let above = 0;
    let all = 0;
    const choose = (start: number, picked: number[]): void => {
      if (picked.length === n1) {
        const chosen = new Set(picked);
        const first = picked.map((index) => pooled[index] as number);
        const second = pooled.filter((_, index) => !chosen.has(index));
        const value = u(first, second);
        all++;
        if (value <= observed + 1e-9) below++;
        if (value >= observed - 1e-9) above++;
        return;
      }
      for (let index = start; index < pooled.length; index++) choose(index + 1, [...picked, index]);
    };
    choose(0, []);
    return Math.min(1, (2 * Math.min(below, above)) / all);
  }

  const cases: [number[], number[]][] = [
    [
      [1, 2, 2, 3],
      [2, 3, 3, 4],
    ],
    [
      [5, 5, 5, 6, 7],
      [5, 6, 6, 8],
    ],
    [
      [1, 1, 2],
      [1, 2, 2, 2, 3],
    ],
    [
      [10, 11, 11, 12, 12, 13],
      [12, 13, 13, 14, 14, 15],
    ],
    [
      [3, 3, 3],
      [3, 3, 4],
    ],
    [
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5],
    ],
  ];
  for (const [baseline, candidate] of cases) {
    it(`${JSON.stringify(baseline)} vs ${JSON.stringify(candidate)}`, () => {
      const result = mannWhitneyTest(baseline, candidate);
      if (result.p < 1) expect(result.method).toBe('exact');
      expect(result.p).toBeCloseTo(enumeratedP(baseline, candidate), 12);
    });
  }
});

describe('mannWhitneyTest at benchmark sizes, against SciPy', () => {
  // test/stats/reference/gen_mann_whitney.py: SciPy's exact p without ties up to 50 v 50, its
  // asymptotic p (tie and continuity corrected) with ties or beyond.
  for (const c of mwVectors.cases) {
    it(`${c.id}: U and p (${c.method})`, () => {
      const result = mannWhitneyTest(c.baseline, c.candidate);
      expect(result.u).toBe(c.u);
      expect(result.method).toBe(c.method === 'exact' ? 'exact' : 'normal');
      expectClose(result.p, c.p, 1e-9, `${c.id} p`);
      // Cached: the same sizes again give the same p.
      expect(mannWhitneyTest(c.baseline, c.candidate).p).toBe(result.p);
    });
  }
});

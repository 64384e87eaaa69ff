import jStat from 'jstat';
import { describe, expect, it } from 'vitest';
import { erf, erfcinv, gammaln, ibeta, ibetainv, normalCdf, normalInv, studentTInv } from '../../src/stats/special-functions.js';
import { mulberry32 } from '../../src/stats/rng.js';

// src/stats/special-functions.ts is jStat's code copied: every value must be jStat's, bit for bit
// (Object.is: the same double, -0 and NaN included), so that no p-value or quantile of a report moved.

/** A seeded spread over many magnitudes, with the edges the engine reaches: df from 1 to 10^7, p near 0 and 1. */
function sweep(count: number, seed: number): number[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => 10 ** (next() * 14 - 7));
}

describe("jStat's special functions, copied", () => {
  it('give what jStat gives for the functions the engine calls, on a seeded sweep', () => {
    const next = mulberry32(30);
    const probabilities = [...sweep(300, 1).map((x) => Math.min(x, 1)), 0, 1e-300, 0.025, 0.5, 0.975, 1 - 1e-12, 1, 1.5, -0.1];
    const dofs = [...sweep(200, 2).map((x) => x * 1e3), 1, 2, 3, 4.5, 29, 30, 1e7];
    for (const p of probabilities) {
      expect(Object.is(normalInv(p, 0, 1), jStat.normal.inv(p, 0, 1)), `normal.inv(${p})`).toBe(true);
      for (const dof of dofs.slice(0, 40)) expect(Object.is(studentTInv(p, dof), jStat.studentt.inv(p, dof)), `studentt.inv(${p}, ${dof})`).toBe(true);
    }
    for (let i = 0; i < 3000; i++) {
      const t = (next() - 0.5) * 10 ** (next() * 6 - 2);
      const df = dofs[i % dofs.length] ?? 1;
      const x = df / (df + t * t);
      expect(Object.is(ibeta(x, df / 2, 0.5), jStat.ibeta(x, df / 2, 0.5)), `ibeta(${x}, ${df / 2}, 0.5)`).toBe(true);
      expect(Object.is(normalCdf(t, 0, 1), jStat.normal.cdf(t, 0, 1)), `normal.cdf(${t})`).toBe(true);
    }
  });

  it('give what jStat gives for the helpers themselves, edges included', () => {
    const all = jStat as unknown as Record<string, (...args: number[]) => number>;
    const xs = [...sweep(200, 3), 0.5, 1, 2, 171.5];
    for (const x of xs) {
      expect(Object.is(gammaln(x), all.gammaln?.(x)), `gammaln(${x})`).toBe(true);
      expect(Object.is(erf(x), all.erf?.(x)), `erf(${x})`).toBe(true);
      expect(Object.is(erf(-x), all.erf?.(-x)), `erf(-${x})`).toBe(true);
      expect(Object.is(erfcinv(Math.min(2, x)), all.erfcinv?.(Math.min(2, x))), `erfcinv(${x})`).toBe(true);
    }
    for (const [p, a, b] of [
      [0, 2, 0.5],
      [1, 2, 0.5],
      [0.3, 0.2, 0.5],
      [0.7, 0.2, 0.5],
      [0.05, 3, 4],
      [0.95, 300, 0.5],
    ] as const)
      expect(Object.is(ibetainv(p, a, b), all.ibetainv?.(p, a, b)), `ibetainv(${p}, ${a}, ${b})`).toBe(true);
    // Outside [0, 1] jStat answers false, which every caller reads as 0 in arithmetic.
    expect(ibeta(-0.5, 1, 1)).toBe(0);
    expect(jStat.ibeta(-0.5, 1, 1)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { adjustedLevel, decideVerdict, tInterval } from '../../src/compare/verdict.js';
import { studentTTwoSidedP } from '../../src/stats/student-t.js';

// The verdict rule at its edges: the boundaries are strict, an unbounded end decides nothing, and
// "unchanged" needs the whole interval inside ±noise (an equivalence test), not a large p.
describe('decideVerdict', () => {
  it.each([
    [true, [0.02, 0.2], 'inconclusive'], // the low end exactly at +noise is not beyond it
    [true, [0.0201, 0.2], 'regression'],
    [true, [null, 0.2], 'inconclusive'], // unbounded below: never a regression
    [true, [-0.2, -0.02], 'inconclusive'], // the high end exactly at −noise
    [true, [-0.2, -0.0201], 'improvement'],
    [true, [-0.2, null], 'inconclusive'], // unbounded above: never an improvement
    [true, [0.005, 0.015], 'noise'], // moved, but inside the threshold
    [true, [0.005, 0.025], 'inconclusive'], // moved, and could be a regression above the threshold
    [false, [-0.01, 0.01], 'unchanged'], // shown inside ±noise
    [false, [-0.02, 0.02], 'unchanged'], // the ends on the threshold still count as inside
    [false, [-0.25, 0.56], 'inconclusive'], // not significant, but blind: not "unchanged"
    [false, [-0.003, 1.11], 'inconclusive'],
    [false, [null, 0.01], 'inconclusive'],
  ] as const)('significant %s, interval %j → %s', (significant, interval, verdict) => {
    expect(decideVerdict(significant, interval, 0.02)).toBe(verdict);
  });

  it('with a zero noise threshold, any significant interval off zero decides, and nothing is shown unchanged but a point at 0', () => {
    expect(decideVerdict(true, [0.001, 0.01], 0)).toBe('regression');
    expect(decideVerdict(true, [-0.01, -0.001], 0)).toBe('improvement');
    expect(decideVerdict(false, [-0.001, 0.01], 0)).toBe('inconclusive');
    expect(decideVerdict(false, [0, 0], 0)).toBe('unchanged');
  });
});

describe('adjustedLevel', () => {
  it('makes the t interval exclude 0 exactly when the adjusted p is under alpha', () => {
    const alpha = 0.05;
    const df = 7.3;
    for (const t of [0.5, 1.2, 2.0, 2.4, 2.9, 3.5, 5]) {
      const p = studentTTwoSidedP(t, df);
      for (const factor of [1, 1.7, 4, 20, 200]) {
        const pAdjusted = Math.min(1, p * factor);
        const [low] = tInterval(t, 1, df, adjustedLevel(alpha, p, pAdjusted));
        // Not selected: 0 inside the interval (at a level just under p when p < alpha).
        if (pAdjusted < alpha) expect(low, `t ${t}, p ${p}, p_adj ${pAdjusted}`).toBeGreaterThan(0);
        else expect(low, `t ${t}, p ${p}, p_adj ${pAdjusted}`).toBeLessThanOrEqual(0);
      }
    }
  });

  it('is alpha without an adjustment, alpha/m for Bonferroni, alpha for p = 0, and at most p for a row not selected', () => {
    expect(adjustedLevel(0.05, 0.01, 0.01)).toBe(0.05);
    expect(adjustedLevel(0.05, 0.001, 0.02)).toBeCloseTo(0.0025, 12);
    expect(adjustedLevel(0.05, 0, 0)).toBe(0.05);
    expect(adjustedLevel(0.05, 0.4, 0.9)).toBe(0.05);
    expect(adjustedLevel(0.05, 0.01, 0.3)).toBeCloseTo(0.01, 7);
    expect(adjustedLevel(0.05, 0.01, 0.3)).toBeLessThan(0.01);
  });
});

import { describe, expect, it } from 'vitest';
import { rankShiftInterval } from '../../src/stats/hodges-lehmann.js';
import { mannWhitneyTest } from '../../src/stats/mann-whitney.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { expectClose } from '../helpers/close.js';
import { gaussian } from '../helpers/gaussian.js';
import vectors from './reference/hodges-lehmann-vectors.json' with { type: 'json' };

// Reference values: R's wilcox.test(current, baseline, conf.int = TRUE), gen_hodges_lehmann.R (tied
// cases with exact = FALSE, correct = TRUE).

interface Case {
  name: string;
  baseline: number[];
  current: number[];
  level: number;
  exact: boolean;
  p: number;
  estimate: number;
  ci: [number, number];
}

describe('rankShiftInterval against R', () => {
  for (const c of vectors.cases as Case[]) {
    it(`gives R's p, shift and interval for ${c.name}`, () => {
      const rank = mannWhitneyTest(c.baseline, c.current);
      const shift = rankShiftInterval(c.baseline, c.current, c.level);
      expectClose(rank.p, c.p, 1e-9, `${c.name} p`);
      if (c.exact) {
        expectClose(shift.estimate, c.estimate, 1e-12, `${c.name} estimate`);
        expectClose(shift.ci[0], c.ci[0], 1e-12, `${c.name} low`);
        expectClose(shift.ci[1], c.ci[1], 1e-12, `${c.name} high`);
      } else {
        // R's normal-approximation ends come from uniroot (tolerance ≈ 1.2e-4 of the data's scale);
        // its estimate is the root of z = 0, within a pairwise gap of the median of the differences.
        const scale = Math.max(...c.baseline.map(Math.abs), ...c.current.map(Math.abs));
        expect(Math.abs(shift.ci[0] - c.ci[0])).toBeLessThan(2e-4 * scale);
        expect(Math.abs(shift.ci[1] - c.ci[1])).toBeLessThan(2e-4 * scale);
        expect(Math.abs(shift.estimate - c.estimate)).toBeLessThan(0.01 * scale);
      }
    });
  }
});

describe('rankShiftInterval and the rank test tell one story', () => {
  it('excludes 0 exactly when the rank test gives p < level, over 2,000 seeded random data sets', () => {
    const random = mulberry32(20261129);
    const levels = [0.05, 0.01, 0.2, 0.003];
    let excluded = 0;
    for (let trial = 0; trial < 2000; trial++) {
      const nb = 2 + Math.floor(random() * 12);
      const nc = 2 + Math.floor(random() * 12);
      const shift = (random() - 0.5) * 3;
      // Heavy tails in some trials; a large side now and then takes the normal approximation.
      const big = trial % 25 === 0 ? 55 : 0;
      const draw = (): number => (trial % 3 === 0 ? gaussian(random) / Math.max(0.2, Math.abs(gaussian(random))) : gaussian(random));
      const baseline = Array.from({ length: nb + big }, draw);
      const current = Array.from({ length: nc + big }, () => draw() + shift);
      const level = levels[trial % levels.length] as number;
      const { p } = mannWhitneyTest(baseline, current);
      const { estimate, ci } = rankShiftInterval(baseline, current, level);
      const excludesZero = ci[0] > 0 || ci[1] < 0;
      expect(excludesZero, `trial ${trial}: p ${p} at level ${level}, interval [${ci[0]}, ${ci[1]}]`).toBe(p < level);
      expect(ci[0]).toBeLessThanOrEqual(estimate);
      expect(ci[1]).toBeGreaterThanOrEqual(estimate);
      if (excludesZero) excluded++;
    }
    // The property is tested on both kinds of outcome.
    expect(excluded).toBeGreaterThan(300);
    expect(excluded).toBeLessThan(1600);
  });

  it('holds with ties between and within the sides (the exact conditional p)', () => {
    const random = mulberry32(7);
    for (let trial = 0; trial < 300; trial++) {
      const baseline = Array.from({ length: 3 + (trial % 8) }, () => Math.round(random() * 6));
      const current = Array.from({ length: 3 + ((trial * 7) % 9) }, () => Math.round(random() * 6 + (trial % 4)));
      const { p } = mannWhitneyTest(baseline, current);
      const { ci } = rankShiftInterval(baseline, current, 0.05);
      // 0 on a difference is a tie of the data itself: the interval's ends are closed there.
      if (ci[0] === 0 || ci[1] === 0) continue;
      expect(ci[0] > 0 || ci[1] < 0, `trial ${trial}: p ${p}, [${ci[0]}, ${ci[1]}]`).toBe(p < 0.05);
    }
  });

  it('holds with ties on the normal approximation with its tie and continuity corrections (sides over 25: R exact = FALSE, correct = TRUE)', () => {
    const random = mulberry32(11);
    let excluded = 0;
    for (let trial = 0; trial < 200; trial++) {
      const baseline = Array.from({ length: 26 + (trial % 30) }, () => Math.round(random() * 8));
      const current = Array.from({ length: 26 + ((trial * 7) % 35) }, () => Math.round(random() * 8 + (trial % 5) * 0.5));
      const level = [0.05, 0.01][trial % 2] as number;
      const rank = mannWhitneyTest(baseline, current);
      expect(rank.method).toBe('normal');
      const { ci } = rankShiftInterval(baseline, current, level);
      if (ci[0] === 0 || ci[1] === 0) continue;
      const outside = ci[0] > 0 || ci[1] < 0;
      expect(outside, `trial ${trial}: p ${rank.p} at ${level}, [${ci[0]}, ${ci[1]}]`).toBe(rank.p < level);
      if (outside) excluded++;
    }
    expect(excluded).toBeGreaterThan(40);
    expect(excluded).toBeLessThan(180);
  });

  it('is unbounded when the sides are too small for the level', () => {
    // 3 v 3: the smallest two-sided p is 0.1, so no shift is rejected at 0.05.
    expect(rankShiftInterval([1, 2, 3], [10, 11, 12], 0.05).ci).toEqual([-Infinity, Infinity]);
  });
});

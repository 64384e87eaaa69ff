import { describe, expect, it } from 'vitest';
import { observationsToDecide } from '../../src/stats/sample-size.js';
import vectors from './reference/decide-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/decide-vectors.json, made by gen_decide.py (SciPy t
// quantiles; at each case's n, the probabilities that a row with no change is shown unchanged
// and a row changed by twice the threshold is shown changed, integrated over the variance's
// sampling distribution, are kept beside it).

type Row = [number, number, number, number, number, number, number, number | null];

describe('observationsToDecide', () => {
  for (const c of vectors.cases) {
    it(`needs ${String(c.n)} a side: spread ${c.spread}, fixed ${c.fixed}, margin ${c.margin.toPrecision(3)}, levels ${c.unchanged_level.toPrecision(2)} / ${c.change_level.toPrecision(2)}`, () => {
      const n = observationsToDecide({
        spread: c.spread,
        fixed: c.fixed,
        margin: c.margin,
        unchangedLevel: c.unchanged_level,
        changeLevel: c.change_level,
        dfPerRun: c.df_per_run,
        power: c.power,
      });
      expect(n ?? null).toBe(c.n);
    });
  }

  it('agrees with SciPy on a seeded sweep of 200 cases (jStat and SciPy quantiles part in the 7th digit)', () => {
    for (const [spread, fixed, margin, u, c, dfPerRun, power, expected] of vectors.sweep as Row[]) {
      const found = observationsToDecide({ spread, fixed, margin, unchangedLevel: u, changeLevel: c, dfPerRun, power }) ?? null;
      const where = `${[spread, fixed, margin, u, c, dfPerRun, power].join(', ')}: ${String(found)} against ${String(expected)}`;
      if (expected === null) expect(found, where).toBeNull();
      else expect(Math.abs((found ?? Number.NaN) - expected), where).toBeLessThanOrEqual(expected < 1000 ? 0 : Math.ceil(expected * 1e-6));
    }
  });

  it('is the closed form of a known case: 2σ² = 2, margin 1, alpha 0.05 both ways, power 0.8', () => {
    // (t_{0.975, 44} + t_{0.9, 44})² · 2 / 23 = (2.0154 + 1.3011)² · 0.08696 = 0.9564 ≤ 1; at n = 22 (42 df): (2.0181 + 1.3020)² · 2 / 22 = 1.0021 > 1 (SciPy).
    expect(observationsToDecide({ spread: 2, margin: 1, unchangedLevel: 0.05, changeLevel: 0.05, dfPerRun: 2 })).toBe(23);
  });

  it('has no answer when nothing varies, or when the part runs do not reduce is already wider than the margin', () => {
    expect(observationsToDecide({ spread: 0, margin: 1, unchangedLevel: 0.05, changeLevel: 0.05, dfPerRun: 2 })).toBeUndefined();
    expect(observationsToDecide({ spread: 1, margin: 0, unchangedLevel: 0.05, changeLevel: 0.05, dfPerRun: 2 })).toBeUndefined();
    // (1.96 + 1.28) · 0.31 > 1: however many runs.
    expect(observationsToDecide({ spread: 1, fixed: 0.31 ** 2, margin: 1, unchangedLevel: 0.05, changeLevel: 0.05, dfPerRun: 2 })).toBeUndefined();
  });

  it('asks for more runs at a stricter level, and takes the level of the n it tries when the level depends on n', () => {
    const at = (level: number | ((n: number) => number)) =>
      observationsToDecide({ spread: 2, margin: 0.5, unchangedLevel: level, changeLevel: level, dfPerRun: 1 }) ?? 0;
    const fixed = at(0.001);
    expect(at(0.05)).toBeLessThan(fixed);
    // A level that falls with n (a sequential session's looks): more than at the first look's level, and the answer's level is its own.
    const falling = (n: number) => 0.05 / (n * (n + 1));
    const n = at(falling);
    expect(n).toBeGreaterThan(at(falling(2)));
    expect(observationsToDecide({ spread: 2, margin: 0.5, unchangedLevel: falling(n), changeLevel: falling(n), dfPerRun: 1 })).toBeLessThanOrEqual(n);
  });
});

import { describe, expect, it } from 'vitest';
import { METHODS } from '../../src/compare/methods/index.js';
import { PAIRED_T, SIGNED_RANK } from '../../src/compare/methods/paired-tests.js';
import { sequenceFamily } from '../../src/compare/sequential.js';
import { studentTQuantile } from '../../src/stats/student-t.js';

// What a method answers for itself, so that its callers never branch on which it is
// (docs/design.md, "A method is one value"); the figures the answers lead to are in paired.test.ts,
// suite-model.test.ts and the goldens.

describe('a method answers for the suite model', () => {
  it('is tested by the suite model (welch) or judged beside it across jobs, never for pairs', () => {
    const roles = Object.fromEntries(
      Object.entries(METHODS).map(([id, method]) => [
        id,
        [
          method.suiteRole({ paired: false, sameJob: false }),
          method.suiteRole({ paired: false, sameJob: true }),
          method.suiteRole({ paired: true, sameJob: true }),
        ],
      ]),
    );
    expect(roles).toEqual({
      welch: ['tests', 'tests', 'none'],
      'mann-whitney': ['beside', 'none', 'none'],
      bootstrap: ['beside', 'none', 'none'],
    });
  });
});

describe('a paired test decides on the pairs', () => {
  const d = [0.01, 0.03, 0.02, 0.04, 0.05, 0.02, 0.03];
  const mean = d.reduce((a, b) => a + b, 0) / d.length;
  const se = Math.sqrt(d.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (d.length - 1) / d.length);

  it("names itself as the report's design does: welch stands for the t, mann-whitney for the signed rank, bootstrap for none", () => {
    expect([METHODS.welch.paired?.name, METHODS['mann-whitney'].paired?.name, METHODS.bootstrap.paired]).toEqual(['t', 'signed-rank', undefined]);
  });

  it('gives the t its mean and interval mean ± t(1 − alpha/2, df) · se', () => {
    const decision = PAIRED_T.decide(d, mean, se, d.length - 1, 0.05);
    const half = studentTQuantile(0.975, 6) * se;
    expect(decision).toMatchObject({ effect: mean });
    if ('reason' in decision) throw new Error('the t always decides');
    expect(decision.ci[0]).toBeCloseTo(mean - half, 12);
    expect(decision.ci[1]).toBeCloseTo(mean + half, 12);
  });

  it('gives the signed rank a reason where it cannot bound an interval: too few pairs, or pairs without change', () => {
    expect(SIGNED_RANK.decide([0.01, 0.02, 0.03], 0.02, 0.005, 2, 0.05)).toEqual({ reason: { code: 'rank-too-few', pairs: 3, alpha: 0.05, needed: 6 } });
    expect(SIGNED_RANK.decide([0, 0.02, 0.03], 0.02, 0.005, 2, 0.05)).toEqual({ reason: { code: 'rank-zero-pairs', zeros: 1, pairs: 3, alpha: 0.05 } });
  });
});

describe("a session's confidence sequence", () => {
  it('holds over the rows by Bonferroni whatever correction was asked, or over each row alone with none', () => {
    expect(sequenceFamily('bh', 12)).toEqual({ correction: 'bonferroni', rows: 12 });
    expect(sequenceFamily('holm', 12)).toEqual({ correction: 'bonferroni', rows: 12 });
    expect(sequenceFamily('none', 12)).toEqual({ correction: 'none', rows: 1 });
  });
});

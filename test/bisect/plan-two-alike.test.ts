import { describe, expect, it } from 'vitest';
import { BisectPlanner } from '../../src/bisect/plan.js';
import type { BisectRequest } from '../../src/model/bisect.js';

// Two regressions of one size in one benchmark: each is half the change from good to bad, so a
// midpoint between them is like neither end by exactly the margin (half the change).

/** The level at a commit: each step [at, change] multiplies it by 1 + change from `at` on. */
const levelAt = (commit: number, steps: readonly (readonly [number, number])[]) =>
  steps.filter(([at]) => at <= commit).reduce((product, [, change]) => product * (1 + change), 1);

function hunt(commits: number, steps: readonly (readonly [number, number])[], half: number) {
  const planner = new BisectPlanner(
    Array.from({ length: commits }, (_, i) => `c${i}`),
    { noise: 0.02 },
  );
  const answer = (request: BisectRequest) => {
    const change = levelAt(request.to, steps) / levelAt(request.from, steps) - 1;
    return { rows: [{ benchmark: 'A', metric: 'time', change, low: change - half, high: change + half }], pairs: 5 };
  };
  for (let request = planner.next(); request !== undefined; request = planner.next()) planner.record(answer(request));
  return planner.result();
}

describe('the bisect planner with two steps of one size in one benchmark', () => {
  it('names both commits, each +10%, rather than leaving the whole range undecided', () => {
    for (const [a, b] of [
      [9, 27],
      [5, 20],
      [3, 30],
    ] as const) {
      const result = hunt(
        33,
        [
          [a, 0.1],
          [b, 0.1],
        ],
        0.01,
      );
      expect(result.steps.map((step) => [step.before, step.after, step.why])).toEqual([
        [a - 1, a, undefined],
        [b - 1, b, undefined],
      ]);
      for (const step of result.steps) expect(step.change).toBeCloseTo(0.1);
    }
  });

  it('names a second, smaller step (+5% after +15%: under the margin, over the noise threshold) rather than dropping it', () => {
    const result = hunt(
      33,
      [
        [9, 0.15],
        [27, 0.05],
      ],
      0.01,
    );
    expect(result.steps.map((step) => [step.before, step.after, step.why, Math.round(step.change * 100)])).toEqual([
      [8, 9, undefined, 15],
      [26, 27, undefined, 5],
    ]);
  });
});

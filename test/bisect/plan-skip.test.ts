import { describe, expect, it } from 'vitest';
import { BisectPlanner } from '../../src/bisect/plan.js';
import type { BisectOutcome, BisectRequest, BisectResult } from '../../src/model/bisect.js';

// The bisect planner with commits that cannot be built or run (git bisect skip): an exact oracle
// of one step, and a set of commits whose comparison fails.

/** Benchmark A's level moves by +12% at commit `at`; the comparison's interval is ±1%. */
function compare(at: number, request: BisectRequest): BisectOutcome {
  const level = (commit: number) => (commit >= at ? 1.12 : 1);
  const change = level(request.to) / level(request.from) - 1;
  return { rows: [{ benchmark: 'A', metric: 'time', change, low: change - 0.01, high: change + 0.01 }], pairs: 5 };
}

interface Hunt {
  readonly result: BisectResult;
  /** The commits compared, in order (each request's from and to). */
  readonly asked: readonly (readonly [number, number])[];
}

/** A hunt over `commits` commits whose step is at `at`, where the commits of `failing` fail. */
function bisect(commits: number, at: number, failing: ReadonlyMap<number, string>): Hunt {
  const planner = new BisectPlanner(
    Array.from({ length: commits }, (_, i) => `c${i}`),
    { noise: 0.02 },
  );
  const asked: [number, number][] = [];
  for (let request = planner.next(); request !== undefined; request = planner.next()) {
    asked.push([request.from, request.to]);
    const broken = [request.from, request.to].find((commit) => failing.has(commit));
    if (broken === undefined) planner.record(compare(at, request));
    else planner.skip(broken, failing.get(broken) as string);
  }
  return { result: planner.result(), asked };
}

const steps = (result: BisectResult) => result.steps.map(({ before, after, why }) => ({ before, after, why }));

describe('the bisect planner skipping commits that cannot be built or run', () => {
  it('splits at the usable commit nearest a failing midpoint and still names the culprit', () => {
    // 0..32: the first midpoint, 16, fails to build; 17 is taken instead.
    const { result, asked } = bisect(33, 11, new Map([[16, 'the build failed']]));
    expect(asked[1]).toEqual([0, 16]);
    expect(asked[2]).toEqual([0, 17]);
    expect(result.status).toBe('found');
    expect(steps(result)).toEqual([{ before: 10, after: 11, why: undefined }]);
    expect(result.skipped).toEqual([{ commit: 16, reason: 'the build failed' }]);
    // The failed comparison is not one made.
    expect(result.comparisons.some((comparison) => comparison.to === 16)).toBe(false);
  });

  it('says a range of 2 naming the skipped commit when it sits next to the step', () => {
    for (const [at, broken] of [
      [4, 4],
      [5, 4],
    ] as const) {
      const { result } = bisect(9, at, new Map([[broken, 'the command exited with status 1']]));
      expect(result.status).toBe('found');
      expect(steps(result)).toEqual([{ before: 3, after: 5, why: 'skipped' }]);
      expect(result.skipped).toEqual([{ commit: 4, reason: 'the command exited with status 1' }]);
    }
  });

  it('names the culprit exactly when the skipped commit is not next to it', () => {
    const { result } = bisect(9, 6, new Map([[4, 'the build failed']]));
    expect(steps(result)).toEqual([{ before: 5, after: 6, why: undefined }]);
  });

  it('keeps a range as it is when every commit inside it fails', () => {
    const failing = new Map([2, 3, 4, 5, 6].map((commit) => [commit, 'the build failed'] as const));
    const { result, asked } = bisect(8, 4, failing);
    expect(steps(result)).toEqual([{ before: 1, after: 7, why: 'skipped' }]);
    expect(result.skipped.map((skip) => skip.commit)).toEqual([2, 3, 4, 5, 6]);
    // Each failing commit is tried once.
    expect(asked.filter(([, to]) => failing.has(to))).toHaveLength(5);
  });

  it('keeps the range as a range when one of its ends, which ran before, fails when run again', () => {
    const planner = new BisectPlanner(
      Array.from({ length: 9 }, (_, i) => `c${i}`),
      { noise: 0.02 },
    );
    for (let i = 0; i < 3; i++) planner.record(compare(6, planner.next() as BisectRequest));
    expect(planner.next()).toMatchObject({ from: 4, to: 6 });
    planner.skip(4, 'the command exited with status 1');
    expect(planner.next()).toBeUndefined();
    const result = planner.result();
    expect(result.status).toBe('found');
    expect(steps(result)).toEqual([{ before: 4, after: 8, why: 'skipped' }]);
  });

  it('ends with status failed, and what it found, when good or bad fails', () => {
    const first = bisect(9, 4, new Map([[0, 'the build failed']]));
    expect(first.result.status).toBe('failed');
    expect(first.result.failed).toEqual({ commit: 0, reason: 'the build failed' });
    expect(first.result.comparisons).toEqual([]);
    // Bad fails at the second comparison (a command that fails now and then): the open range stays.
    const planner = new BisectPlanner(['g', 'm1', 'm2', 'm3', 'b'], { noise: 0.02 });
    planner.record(compare(3, planner.next() as BisectRequest));
    planner.record(compare(3, planner.next() as BisectRequest));
    expect(planner.next()).toMatchObject({ from: 2, to: 4 });
    planner.skip(4, 'the command exited with status 2');
    expect(planner.next()).toBeUndefined();
    const result = planner.result();
    expect(result.status).toBe('failed');
    expect(result.failed).toEqual({ commit: 4, reason: 'the command exited with status 2' });
    expect(result.comparisons).toHaveLength(2);
    expect(steps(result)).toEqual([{ before: 0, after: 4, why: 'stopped' }]);
  });
});

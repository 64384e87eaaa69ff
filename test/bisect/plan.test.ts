import { describe, expect, it } from 'vitest';
import { judge, marginOf } from '../../src/bisect/midpoint.js';
import { BisectPlanner } from '../../src/bisect/plan.js';
import type { BisectOutcome, BisectRequest, BisectResult } from '../../src/model/bisect.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

// The bisect planner against a fake comparison oracle: true levels per commit, and a comparison
// that reports each row's change with an interval (exact, or noisy with a seeded error).

/** A step of one benchmark: its level is multiplied by 1 + change from commit `at` on. */
interface TrueStep {
  readonly benchmark: string;
  readonly at: number;
  readonly change: number;
}

interface Oracle {
  /** The interval's half-width; the estimate's error is normal with sd half / 1.96 when noisy. */
  readonly half: number;
  readonly random?: () => number;
  /** Half-widths by comparison, for an oracle that cannot tell some commits apart. */
  readonly halfOf?: (request: BisectRequest) => number;
}

const BENCHMARKS = ['A', 'B', 'C'];

function level(steps: readonly TrueStep[], benchmark: string, commit: number): number {
  return steps.filter((step) => step.benchmark === benchmark && step.at <= commit).reduce((product, step) => product * (1 + step.change), 1);
}

function compare(steps: readonly TrueStep[], oracle: Oracle, request: BisectRequest): BisectOutcome {
  const names = request.rows?.map((row) => row.benchmark) ?? BENCHMARKS;
  const half = oracle.halfOf?.(request) ?? oracle.half;
  const rows = names.map((benchmark) => {
    const truth = level(steps, benchmark, request.to) / level(steps, benchmark, request.from) - 1;
    const change = oracle.random === undefined ? truth : truth + (half / 1.96) * gaussian(oracle.random);
    return { benchmark, metric: 'time', change, low: change - half, high: change + half };
  });
  return { rows, pairs: 5 };
}

function bisect(commits: number, steps: readonly TrueStep[], oracle: Oracle, maxComparisons?: number): BisectResult {
  const planner = new BisectPlanner(
    Array.from({ length: commits }, (_, i) => `c${i}`),
    { noise: 0.02, ...(maxComparisons !== undefined && { maxComparisons }) },
  );
  for (let request = planner.next(); request !== undefined; request = planner.next()) planner.record(compare(steps, oracle, request));
  return planner.result();
}

const named = (result: BisectResult) => result.steps.map((step) => ({ benchmark: step.benchmark, before: step.before, after: step.after, why: step.why }));

describe('judge', () => {
  it('says moved, same or undecided by where the whole interval lies against ±margin', () => {
    const row = (low: number | null, high: number | null) => ({ benchmark: 'A', metric: 'time', change: 0, low, high });
    expect(judge(row(0.06, 0.2), 0.05)).toBe('moved');
    expect(judge(row(-0.2, -0.06), 0.05)).toBe('moved');
    expect(judge(row(-0.05, 0.05), 0.05)).toBe('same');
    expect(judge(row(0.01, 0.08), 0.05)).toBe('undecided');
    expect(judge(row(null, 0.01), 0.05)).toBe('undecided');
    expect(judge(undefined, 0.05)).toBe('undecided');
  });

  it('takes half the step as the margin of a midpoint, never less than the noise threshold', () => {
    expect(marginOf(0.12, 0.02)).toBeCloseTo(0.06);
    expect(marginOf(-0.2, 0.02)).toBeCloseTo(0.1);
    expect(marginOf(0.03, 0.02)).toBeCloseTo(0.02);
    expect(marginOf(5, 0.02)).toBeLessThan(1);
  });
});

describe('the bisect planner with an exact oracle', () => {
  const exact: Oracle = { half: 0.01 };

  it('names the commit of a single step wherever it lies, in 1 + 2·⌈log2 n⌉ comparisons', () => {
    for (const commits of [2, 3, 7, 33, 48, 64]) {
      const bound = 1 + 2 * Math.ceil(Math.log2(commits - 1));
      for (let at = 1; at < commits; at++) {
        const result = bisect(commits, [{ benchmark: 'A', at, change: 0.12 }], exact);
        expect(result.status).toBe('found');
        expect(named(result)).toEqual([{ benchmark: 'A', before: at - 1, after: at, why: undefined }]);
        expect(result.comparisons.length).toBeLessThanOrEqual(bound);
        expect(result.steps[0]?.change).toBeCloseTo(0.12);
      }
    }
  });

  it('names both commits of two steps in two benchmarks within 2·⌈log2 n⌉ comparisons each', () => {
    const result = bisect(
      48,
      [
        { benchmark: 'A', at: 13, change: 0.12 },
        { benchmark: 'B', at: 37, change: 0.2 },
      ],
      exact,
    );
    expect(named(result)).toEqual([
      { benchmark: 'A', before: 12, after: 13, why: undefined },
      { benchmark: 'B', before: 36, after: 37, why: undefined },
    ]);
    expect(result.moved.map((row) => row.benchmark)).toEqual(['A', 'B']);
    expect(result.comparisons.length).toBeLessThanOrEqual(1 + 2 * 2 * Math.ceil(Math.log2(47)));
    // The rows share the comparisons of the range they have in common: the first halving.
    expect(result.comparisons.filter((comparison) => comparison.rows.length === 2).length).toBeGreaterThan(1);
  });

  it('says a regression and a later fix of the same benchmark apart, each with its own size', () => {
    const result = bisect(
      40,
      [
        { benchmark: 'A', at: 9, change: 0.25 },
        { benchmark: 'A', at: 30, change: -0.12 },
      ],
      exact,
    );
    expect(named(result)).toEqual([
      { benchmark: 'A', before: 8, after: 9, why: undefined },
      { benchmark: 'A', before: 29, after: 30, why: undefined },
    ]);
    expect(result.steps[0]?.change).toBeCloseTo(0.25);
    expect(result.steps[1]?.change).toBeCloseTo(-0.12);
    // The levels relative to good: the midpoints between the two steps stand at +25%.
    const between = result.levels.filter((entry) => entry.commit >= 9 && entry.commit < 30);
    expect(between.length).toBeGreaterThan(0);
    for (const entry of between) expect(entry.level).toBeCloseTo(0.25);
  });

  it('says "not reproduced" after one comparison when good and bad do not differ, and blames nothing', () => {
    const result = bisect(48, [], exact);
    expect(result.status).toBe('not-reproduced');
    expect(result.steps).toEqual([]);
    expect(result.comparisons).toHaveLength(1);
  });

  it('never hunts a benchmark whose change from good to bad stays within the noise threshold', () => {
    const result = bisect(20, [{ benchmark: 'C', at: 5, change: 0.01 }], { half: 0.005 });
    expect(result.status).toBe('not-reproduced');
    expect(result.steps).toEqual([]);
  });

  it('keeps the range open, said as a range, when its halves cannot be told from its ends', () => {
    // From commits 8 to 16 apart, every comparison is as wide as the step itself.
    const oracle: Oracle = { half: 0.01, halfOf: (request) => (request.to - request.from <= 8 && request.from >= 8 && request.to <= 16 ? 0.3 : 0.01) };
    const result = bisect(33, [{ benchmark: 'A', at: 11, change: 0.12 }], oracle);
    expect(result.steps).toHaveLength(1);
    const [step] = result.steps;
    expect(step?.why).toBe('undecided');
    expect(step?.before).toBeLessThan(11);
    expect(step?.after).toBeGreaterThanOrEqual(11);
    expect((step?.after ?? 0) - (step?.before ?? 0)).toBeGreaterThan(1);
  });

  it('says a change found from good to bad but in neither half as having vanished', () => {
    // An oracle that sees good and bad apart by 12% and every other pair the same.
    const planner = new BisectPlanner(['g', 'x', 'y', 'z', 'b'], { noise: 0.02 });
    for (let request = planner.next(); request !== undefined; request = planner.next()) {
      const change = request.from === 0 && request.to === 4 ? 0.12 : 0;
      planner.record({ rows: [{ benchmark: 'A', metric: 'time', change, low: change - 0.01, high: change + 0.01 }], pairs: 4 });
    }
    const result = planner.result();
    expect(result.status).toBe('found');
    expect(named(result)).toEqual([{ benchmark: 'A', before: 0, after: 4, why: 'vanished' }]);
    expect(result.pairs).toBe(12);
  });

  it('tells the ranges still hunted, for progress', () => {
    const planner = new BisectPlanner(
      Array.from({ length: 33 }, (_, i) => `c${i}`),
      { noise: 0.02 },
    );
    const steps = [{ benchmark: 'A', at: 5, change: 0.12 }];
    planner.record(compare(steps, { half: 0.01 }, planner.next() as BisectRequest));
    expect(planner.openRanges()).toEqual([{ before: 0, after: 32, rows: [{ benchmark: 'A', metric: 'time' }] }]);
    for (let i = 0; i < 2; i++) planner.record(compare(steps, { half: 0.01 }, planner.next() as BisectRequest));
    expect(planner.openRanges()).toEqual([{ before: 0, after: 16, rows: [{ benchmark: 'A', metric: 'time' }] }]);
  });

  it('reports the range it has when the comparisons run out, and says why it stopped', () => {
    const result = bisect(64, [{ benchmark: 'A', at: 41, change: 0.12 }], exact, 5);
    expect(result.status).toBe('stopped');
    expect(result.stopped).toBe('the limit of 5 comparisons');
    const [step] = result.steps;
    expect(step?.why).toBe('stopped');
    expect(step?.before).toBeLessThan(41);
    expect(step?.after).toBeGreaterThanOrEqual(41);
    expect((step?.after ?? 64) - (step?.before ?? 0)).toBeLessThanOrEqual(16);
  });

  it('asks the same request until told its outcome, and refuses an outcome it did not ask for', () => {
    const planner = new BisectPlanner(['g', 'b'], { noise: 0.02 });
    expect(() => planner.record({ rows: [], pairs: 0 })).toThrow(/no comparison/);
    expect(planner.next()).toEqual({ from: 0, to: 1 });
    expect(planner.next()).toEqual({ from: 0, to: 1 });
    // Stopped before good and bad were told apart: no answer either way.
    expect(planner.result('interrupted (Ctrl-C)').status).toBe('unanswered');
  });
});

/**
 * A comparison as a `run` session makes it: pairs whose log ratios scatter by `spread`, looked at
 * after every pair from the third; the interval's half-width is 3 standard errors (about what the
 * sequential test spends at a look), and it stops once every row is judged at its margin, or at 30 pairs.
 */
function sequentialOracle(steps: readonly TrueStep[], spread: number, random: () => number) {
  return (request: BisectRequest): BisectOutcome => {
    const rows = request.rows ?? BENCHMARKS.map((benchmark) => ({ benchmark, metric: 'time', margin: 0.02 }));
    const sums = rows.map(() => 0);
    let pairs = 0;
    let changes = rows.map((row) => ({ benchmark: row.benchmark, metric: row.metric, change: 0, low: null as number | null, high: null as number | null }));
    while (pairs < 30) {
      pairs++;
      rows.forEach((row, i) => {
        const truth = Math.log(level(steps, row.benchmark, request.to) / level(steps, row.benchmark, request.from));
        sums[i] = (sums[i] as number) + truth + spread * gaussian(random);
      });
      if (pairs < 3) continue;
      const half = (3 * spread) / Math.sqrt(pairs);
      changes = rows.map((row, i) => {
        const mean = (sums[i] as number) / pairs;
        return { benchmark: row.benchmark, metric: row.metric, change: Math.expm1(mean), low: Math.expm1(mean - half), high: Math.expm1(mean + half) };
      });
      if (changes.every((change, i) => judge(change, (rows[i] as { margin: number }).margin) !== 'undecided')) break;
    }
    return { rows: changes, pairs };
  };
}

describe('the bisect planner with a noisy oracle', () => {
  it('names the right commit, or a range holding it, in nearly every hunt, and seldom blames a wrong one', () => {
    const random = mulberry32(44);
    let exactHits = 0;
    let holds = 0;
    let wrong = 0;
    let pairs = 0;
    const trials = 200;
    for (let trial = 0; trial < trials; trial++) {
      const at = 1 + Math.floor(random() * 47);
      const steps = [{ benchmark: 'A', at, change: 0.12 }];
      const oracle = sequentialOracle(steps, 0.05, random);
      const planner = new BisectPlanner(
        Array.from({ length: 48 }, (_, i) => `c${i}`),
        { noise: 0.02 },
      );
      for (let request = planner.next(); request !== undefined; request = planner.next()) planner.record(oracle(request));
      const result = planner.result();
      const holding = result.steps.filter((step) => step.benchmark === 'A' && step.before < at && step.after >= at);
      if (holding.some((step) => step.after - step.before === 1)) exactHits++;
      if (holding.length > 0) holds++;
      if (result.steps.some((step) => step.why === undefined && step.after !== at)) wrong++;
      pairs += result.pairs;
      expect(result.comparisons.length).toBeLessThanOrEqual(1 + 2 * 2 * Math.ceil(Math.log2(47)));
    }
    // Each interval holds its truth 99.7% of the time; a hunt takes 13 of them.
    expect(exactHits / trials).toBeGreaterThan(0.9);
    expect(holds / trials).toBeGreaterThan(0.95);
    expect(wrong / trials).toBeLessThan(0.05);
    // Pairs a hunt, for the record: a 12% step against 5% noise a pair.
    expect(pairs / trials).toBeLessThan(13 * 30);
  });

  it('says a fix and a regression in one benchmark apart under noise', () => {
    const steps = [
      { benchmark: 'B', at: 7, change: 0.2 },
      { benchmark: 'B', at: 21, change: -0.08 },
    ];
    const oracle = sequentialOracle(steps, 0.03, mulberry32(7));
    const planner = new BisectPlanner(
      Array.from({ length: 32 }, (_, i) => `c${i}`),
      { noise: 0.02 },
    );
    for (let request = planner.next(); request !== undefined; request = planner.next()) planner.record(oracle(request));
    const result = planner.result();
    expect(named(result)).toEqual([
      { benchmark: 'B', before: 6, after: 7, why: undefined },
      { benchmark: 'B', before: 20, after: 21, why: undefined },
    ]);
    expect(Math.sign(result.steps[0]?.change ?? 0)).toBe(1);
    expect(Math.sign(result.steps[1]?.change ?? 0)).toBe(-1);
  });
});

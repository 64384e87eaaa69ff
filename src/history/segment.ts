import { studentTTwoSidedP } from '../stats/student-t.js';
import { bestSplit, splitPairs, WithinSums } from './energy.js';

/**
 * Two neighbouring stretches of a series compared by Student's t: the pooled variance (under no
 * change the noise is one), or for a side whose neighbourhood is noisier, the neighbourhood's.
 */
export interface StretchTest {
  readonly meanBefore: number;
  readonly meanAfter: number;
  /** The variance of one value on each side as the test took it (see testStretches), and the degrees of freedom (n − 2). */
  readonly varianceBefore: number;
  readonly varianceAfter: number;
  readonly df: number;
  readonly countBefore: number;
  readonly countAfter: number;
  /** The two-sided p-value, times the positions the split was chosen among (Bonferroni: the split was picked by looking). */
  readonly p: number;
}

function meanOf(values: ArrayLike<number>, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i] as number;
  return sum / (end - start);
}

/** Σ (x − mean)² over values[start..end), each term in its point's relative noise (scales) squared when given. */
function squaresAbout(values: ArrayLike<number>, start: number, end: number, mean: number, scales?: ArrayLike<number>): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += ((values[i] as number) - mean) ** 2 / (scales === undefined ? 1 : (scales[i] as number) ** 2);
  return sum;
}

/** The mean of the squared relative noise over [start, end): 1 without scales. */
function meanSquare(scales: ArrayLike<number> | undefined, start: number, end: number): number {
  if (scales === undefined) return 1;
  let sum = 0;
  for (let i = start; i < end; i++) sum += (scales[i] as number) ** 2;
  return sum / (end - start);
}

/**
 * The variance of one value around values[a..b), within [low, high): the stretch with as many
 * points again on either side, each of the three parts about its own mean (a change at a or b
 * adds nothing to it).
 */
function neighbourhoodVariance(values: ArrayLike<number>, a: number, b: number, low: number, high: number): number {
  const parts: [number, number][] = [
    [Math.max(low, 2 * a - b), a],
    [a, b],
    [b, Math.min(high, 2 * b - a)],
  ];
  let squares = 0;
  let df = 0;
  for (const [from, to] of parts) {
    if (to - from < 1) continue;
    squares += squaresAbout(values, from, to, meanOf(values, from, to));
    df += to - from - 1;
  }
  return df > 0 ? squares / df : 0;
}

/**
 * Student's t of values[start..split) against values[split..end), its p multiplied by `positions`
 * (capped at 1); `high` (default `end`) bounds the stretch the two sides lie in. Each side's
 * variance is the pooled one, or its neighbourhood's (neighbourhoodVariance) when that is larger:
 * where the noise grew, a short stretch is not measured against the quiet part's noise (E-divisive
 * picks tight stretches of a noisy part, and the pooled variance, mostly of the long quiet side,
 * made them changes of level). With `scales` (the suite's relative noise at each point,
 * suiteNoiseProfile), the pooled variance is of the residuals each in its point's noise, and each
 * side's is that times its points' mean squared scale: where the whole suite grew noisier a few
 * commits ago, the newer side is measured with the noise it has, not the quiet past's. Without
 * them, never smaller than Student's, with its degrees of freedom. No
 * spread at all and different means is a certain change (p = 0); equal means, none.
 */
export function testStretches(
  values: ArrayLike<number>,
  start: number,
  split: number,
  end: number,
  positions: number,
  high = end,
  scales?: ArrayLike<number>,
): StretchTest {
  const countBefore = split - start;
  const countAfter = end - split;
  const meanBefore = meanOf(values, start, split);
  const meanAfter = meanOf(values, split, end);
  const df = countBefore + countAfter - 2;
  const pooled = (squaresAbout(values, start, split, meanBefore, scales) + squaresAbout(values, split, end, meanAfter, scales)) / df;
  const varianceBefore = Math.max(pooled * meanSquare(scales, start, split), neighbourhoodVariance(values, start, split, start, high));
  const varianceAfter = Math.max(pooled * meanSquare(scales, split, end), neighbourhoodVariance(values, split, end, start, high));
  const squaredError = varianceBefore / countBefore + varianceAfter / countAfter;
  const difference = meanAfter - meanBefore;
  let raw: number;
  if (squaredError === 0) raw = difference === 0 ? 1 : 0;
  else raw = studentTTwoSidedP(difference / Math.sqrt(squaredError), df);
  return { meanBefore, meanAfter, varianceBefore, varianceAfter, df, countBefore, countAfter, p: Math.min(1, raw * Math.max(1, positions)) };
}

/** The splits a stretch of `length` values allows with sides of at least `minSegment`. */
function positionsIn(length: number, minSegment: number): number {
  return Math.max(0, length - 2 * minSegment + 1);
}

export interface Segmentation {
  /** The first index of each new level, ascending. */
  readonly changes: readonly number[];
  /** The test of each change against its neighbouring stretches, in the same order. */
  readonly tests: readonly StretchTest[];
  /** How many tests were made in all, the kept ones included (the suite's adjustment counts them all). */
  readonly testsMade: number;
}

/**
 * Change points of one series: binary segmentation by E-divisive's best split, each split kept
 * when Student's t of its two sides (corrected for the positions looked at) is below `alpha`;
 * then, until none is left to drop, the weakest change tested against its final neighbours is
 * dropped when it fails that test (a split found early can lose its support once later splits cut
 * its sides). `scales`: the suite's relative noise at each point (see testStretches). Deterministic: no permutations, no random numbers.
 */
export function segmentSeries(values: ArrayLike<number>, minSegment: number, alpha: number, scales?: ArrayLike<number>): Segmentation {
  const found: number[] = [];
  let testsMade = 0;
  const sums = new WithinSums(values);
  const pending: [number, number][] = [[0, values.length]];
  while (pending.length > 0) {
    const [start, end] = pending.pop() as [number, number];
    const split = bestSplit(sums, start, end, minSegment);
    if (split === undefined) continue;
    testsMade++;
    // The two levels the divergence compared; corrected for every (split, end) pair it looked at.
    if (testStretches(values, start, split.index, split.end, splitPairs(end - start, minSegment), end, scales).p >= alpha) continue;
    found.push(split.index);
    pending.push([start, split.index], [split.index, end]);
  }
  const changes = found.sort((a, b) => a - b);
  for (;;) {
    const tests = changes.map((index, k) => {
      const start = changes[k - 1] ?? 0;
      const end = changes[k + 1] ?? values.length;
      return testStretches(values, start, index, end, positionsIn(end - start, minSegment), end, scales);
    });
    let weakest = -1;
    for (let k = 0; k < tests.length; k++)
      if ((tests[k] as StretchTest).p >= alpha && (weakest < 0 || (tests[k] as StretchTest).p > (tests[weakest] as StretchTest).p)) weakest = k;
    if (weakest < 0) return { changes, tests, testsMade };
    changes.splice(weakest, 1);
  }
}

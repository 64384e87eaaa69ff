import { quantileSorted } from './descriptive.js';
import { mannWhitneyTest } from './mann-whitney.js';

/** Pairwise differences beyond which the interval is not searched (10⁷ doubles: 80 MB). */
const MAX_DIFFERENCES = 10_000_000;

export interface RankShift {
  /** The Hodges–Lehmann shift: the median of the pairwise differences current − baseline. */
  readonly estimate: number;
  /** The (1 − level) interval of the shift; an end is ±Infinity when no difference reaches the level. */
  readonly ci: readonly [number, number];
}

/** The rank test's p for the shift d: baseline against current − d. */
function pAtShift(baseline: readonly number[], current: readonly number[], d: number): number {
  return mannWhitneyTest(
    baseline,
    current.map((value) => value - d),
  ).p;
}

/**
 * The Hodges–Lehmann shift of current against baseline and its interval: the shifts d that the
 * rank test (mann-whitney.ts, benchstat's semantics) does not reject at `level`, so that the
 * interval excludes 0 exactly when the test's p at 0 is under `level`. Between two consecutive
 * pairwise differences the test's U is constant, so only the gaps between them are tried (at their
 * midpoints): U falls as d grows and p rises then falls, so two binary searches find the first and
 * the last gap kept, and the interval is their hull, closed at the differences that bound it. With
 * no ties and n ≤ 50 a side this is R's `wilcox.test(current, baseline, conf.int = TRUE)`
 * interval, order statistics of the differences; beyond, R's normal-approximation interval
 * (test/stats/reference/gen_hodges_lehmann.R).
 */
export function rankShiftInterval(baseline: readonly number[], current: readonly number[], level: number): RankShift {
  if (baseline.length === 0 || current.length === 0 || baseline.length * current.length > MAX_DIFFERENCES)
    return { estimate: Number.NaN, ci: [-Infinity, Infinity] };
  const differences = new Float64Array(baseline.length * current.length);
  let index = 0;
  for (const c of current) for (const b of baseline) differences[index++] = c - b;
  differences.sort();
  const estimate = quantileSorted(differences, 0.5);
  const distinct: number[] = [];
  for (const value of differences) if (distinct.length === 0 || value !== distinct[distinct.length - 1]) distinct.push(value);
  // Gap g lies between distinct[g − 1] and distinct[g]; gap 0 below all, gap r above all.
  const r = distinct.length;
  const gapPoint = (gap: number): number => {
    if (gap === 0) return (distinct[0] as number) - 1;
    if (gap === r) return (distinct[r - 1] as number) + 1;
    return ((distinct[gap - 1] as number) + (distinct[gap] as number)) / 2;
  };
  const kept = (gap: number): boolean => pAtShift(baseline, current, gapPoint(gap)) >= level;
  // The gap that holds the estimate has the largest p there is (U closest to its mean).
  let centre = 0;
  while (centre < r && (distinct[centre] as number) < estimate) centre++;
  if (!kept(centre) && centre < r && kept(centre + 1)) centre++;
  if (!kept(centre)) return { estimate, ci: [estimate, estimate] };
  let low = 0;
  let high = centre;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (kept(mid)) high = mid;
    else low = mid + 1;
  }
  const first = low;
  low = centre;
  high = r;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (kept(mid)) low = mid;
    else high = mid - 1;
  }
  const last = low;
  return { estimate, ci: [first === 0 ? -Infinity : (distinct[first - 1] as number), last === r ? Infinity : (distinct[last] as number)] };
}

import { quantileSorted } from './descriptive.js';
import { tieGroups } from './mann-whitney.js';

/**
 * Wilcoxon's signed-rank test of a location of 0 for paired differences, with the
 * Hodges–Lehmann estimate and its distribution-free interval (the Walsh averages), as the rank
 * alternative of the paired t (`benchgate run --test mann-whitney`). Zero differences are
 * dropped (Wilcoxon); ties among |d| take midranks, tested against the no-ties distribution.
 * Exact: the null distribution of W+ (the sum of the positive ranks) is built by adding one rank
 * at a time, counts only, for up to 200 differences.
 */
export interface SignedRankResult {
  readonly estimate: number;
  readonly p: number;
  /** The (1 − alpha) interval of the location; an end is ±Infinity when no order statistic reaches the level. */
  readonly ci: readonly [number, number];
}

const cumulativeByN = new Map<number, Float64Array>();

/** P(W+ ≤ w) for w = 0 … n(n+1)/2 under the null, memoised per n. */
function cumulative(n: number): Float64Array {
  let found = cumulativeByN.get(n);
  if (found !== undefined) return found;
  const top = (n * (n + 1)) / 2;
  const counts = new Float64Array(top + 1);
  counts[0] = 1;
  for (let rank = 1; rank <= n; rank++) for (let sum = top; sum >= rank; sum--) counts[sum] = (counts[sum] as number) + (counts[sum - rank] as number);
  const total = 2 ** n;
  found = new Float64Array(top + 1);
  let running = 0;
  for (let w = 0; w <= top; w++) {
    running += counts[w] as number;
    found[w] = running / total;
  }
  cumulativeByN.set(n, found);
  return found;
}

export function signedRankTest(differences: readonly number[], alpha: number): SignedRankResult {
  const d = differences.filter((value) => value !== 0);
  const n = d.length;
  const walsh: number[] = [];
  for (let i = 0; i < differences.length; i++)
    for (let j = i; j < differences.length; j++) walsh.push(((differences[i] as number) + (differences[j] as number)) / 2);
  walsh.sort((a, b) => a - b);
  const estimate = walsh.length === 0 ? 0 : quantileSorted(walsh, 0.5);
  if (n === 0 || n > 200) return { estimate, p: 1, ci: [-Infinity, Infinity] };
  // W+: the midranks of |d| that belong to positive differences (the first sample here).
  const positives = d.filter((value) => value > 0);
  const negatives = d.filter((value) => value < 0).map((value) => -value);
  let plus = 0;
  for (const group of tieGroups(positives, negatives)) plus += (group.firsts * group.doubledRank) / 2;
  const table = cumulative(n);
  const top = (n * (n + 1)) / 2;
  const below = table[Math.floor(Math.min(plus, top - plus) + 1e-9)] as number;
  const p = Math.min(1, 2 * below);
  // The interval: Walsh averages k-th from each end, k the largest with P(W+ ≤ k − 1) ≤ alpha / 2.
  let k = 0;
  while (k <= top && (table[k] as number) <= alpha / 2) k++;
  const m = walsh.length;
  const ci: readonly [number, number] = k === 0 || differences.length !== n ? [-Infinity, Infinity] : [walsh[k - 1] as number, walsh[m - k] as number];
  return { estimate, p, ci };
}

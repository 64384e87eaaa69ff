import { normalCdf } from './student-t.js';

/** benchstat's limits for the exact distribution (go-moremath MannWhitneyExactLimit, ...TiesExactLimit). */
const EXACT_LIMIT = 50;
const EXACT_TIES_LIMIT = 25;

export interface MannWhitneyResult {
  /** Pairs with baseline > candidate, ties counting ½. */
  readonly u: number;
  readonly p: number;
  readonly method: 'exact' | 'normal' | 'equal';
}

/** Sorted values with doubled midranks (integers) and the tie groups. */
function rank(baseline: readonly number[], candidate: readonly number[]) {
  const all = [...baseline.map((value) => ({ value, first: true })), ...candidate.map((value) => ({ value, first: false }))].sort((a, b) => a.value - b.value);
  const groups: { size: number; doubledRank: number; firsts: number }[] = [];
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j]?.value === all[i]?.value) j++;
    // Ranks i+1 … j share the midrank (i + 1 + j) / 2; doubled to stay an integer.
    groups.push({ size: j - i, doubledRank: i + 1 + j, firsts: all.slice(i, j).filter((item) => item.first).length });
    i = j;
  }
  return groups;
}

/**
 * The null distribution of the doubled rank sum of the first sample given the tie pattern
 * (the exact conditional distribution): counts by doubled rank sum, built group by group,
 * choosing k of a group's t members in C(t, k) ways.
 */
function rankSumCounts(groups: readonly { size: number; doubledRank: number }[], n1: number): Map<number, number> {
  let table: Map<number, number>[] = Array.from({ length: n1 + 1 }, () => new Map<number, number>());
  (table[0] as Map<number, number>).set(0, 1);
  for (const group of groups) {
    const next: Map<number, number>[] = Array.from({ length: n1 + 1 }, () => new Map<number, number>());
    let choose = 1;
    for (let k = 0; k <= group.size; k++) {
      if (k > 0) choose = (choose * (group.size - k + 1)) / k;
      for (let taken = 0; taken + k <= n1; taken++) {
        for (const [sum, count] of table[taken] as Map<number, number>) {
          const target = next[taken + k] as Map<number, number>;
          const key = sum + k * group.doubledRank;
          target.set(key, (target.get(key) ?? 0) + count * choose);
        }
      }
    }
    table = next;
  }
  return table[n1] as Map<number, number>;
}

/**
 * Two-sided Mann–Whitney U test with benchstat's semantics (go-moremath MannWhitneyUTest,
 * LocationDiffers): exact (conditional on ties) when there are no ties and both n ≤ 50, or ties
 * and both n ≤ 25; otherwise the normal approximation with tie and continuity correction.
 * p = 2·P(U ≤ min(U₁, U₂)), and 1 when U₁ = U₂; all values equal gives p = 1.
 */
export function mannWhitneyTest(baseline: readonly number[], candidate: readonly number[]): MannWhitneyResult {
  const n1 = baseline.length;
  const n2 = candidate.length;
  const groups = rank(baseline, candidate);
  const n = n1 + n2;
  const doubledW = groups.reduce((sum, group) => sum + group.firsts * group.doubledRank, 0);
  const u = (doubledW - n1 * (n1 + 1)) / 2;
  if (groups.length === 1) return { u, p: 1, method: 'equal' };
  const ties = groups.some((group) => group.size > 1);
  const uOther = n1 * n2 - u;
  if (u === uOther) return { u, p: 1, method: ties ? 'normal' : 'exact' };
  const limit = ties ? EXACT_TIES_LIMIT : EXACT_LIMIT;
  if (n1 <= limit && n2 <= limit) {
    const counts = rankSumCounts(groups, n1);
    let total = 0;
    let below = 0;
    const uMin = Math.min(u, uOther);
    for (const [doubledSum, count] of counts) {
      total += count;
      // 1e-9: doubled sums are integers, halves of them exact; guard the comparison all the same.
      if ((doubledSum - n1 * (n1 + 1)) / 2 <= uMin + 1e-9) below += count;
    }
    return { u, p: Math.min(1, (2 * below) / total), method: 'exact' };
  }
  const tieTerm = groups.reduce((sum, group) => sum + (group.size ** 3 - group.size), 0) / (n * (n - 1));
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm));
  const mu = (n1 * n2) / 2;
  const z = (u - mu - Math.sign(u - mu) * 0.5) / sigma;
  const tail = normalCdf(z);
  return { u, p: Math.min(1, 2 * Math.min(tail, 1 - tail)), method: 'normal' };
}

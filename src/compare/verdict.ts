import type { Verdict } from '../model/report.js';
import { studentTQuantile } from '../stats/student-t.js';

/**
 * A row's verdict from its interval at the level the verdict uses (after the multiple-comparison
 * adjustment; positive is worse). Shown beyond ±noise: a regression or an improvement
 * (significant by construction). Shown inside ±noise: `unchanged` (an equivalence test, as TOST),
 * or `noise` when it moved significantly but by less than the threshold (Criterion). Anything else
 * is `inconclusive`: the data cannot rule out a change beyond the threshold. A null end is
 * unbounded.
 */
export function decideVerdict(significant: boolean, changeCI: readonly [number | null, number | null], noise: number): Verdict {
  const [low, high] = changeCI;
  if (significant && low !== null && low > noise) return 'regression';
  if (significant && high !== null && high < -noise) return 'improvement';
  if (low !== null && high !== null && low >= -noise && high <= noise) return significant ? 'noise' : 'unchanged';
  return 'inconclusive';
}

/**
 * The level of a row's interval: alpha scaled by p / p_adj. A t interval at this level excludes 0
 * exactly when the adjusted p is under alpha, so intervals and p-values tell one story: alpha/m
 * under Bonferroni, about alpha·k/m for the k-th smallest p under Benjamini–Hochberg (the
 * false-coverage-rate level of Benjamini & Yekutieli 2005 for a selected row), alpha uncorrected.
 */
export function adjustedLevel(alpha: number, p: number, pAdjusted: number): number {
  if (!(p > 0) || !(pAdjusted > p)) return alpha;
  return alpha * (p / pAdjusted);
}

/** centre ± t(1 − level/2, df) · se; a point when se is 0. */
export function tInterval(centre: number, se: number, df: number, level: number): [number, number] {
  if (!(se > 0) || !(df > 0)) return [centre, centre];
  const half = studentTQuantile(1 - level / 2, Math.min(df, 1e6)) * se;
  return [centre - half, centre + half];
}

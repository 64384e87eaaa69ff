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
 * The level of a row's interval, so that intervals and adjusted p-values tell one story: a row
 * selected by the adjustment (p_adj < alpha) gets alpha · p / p_adj — alpha·k/m for the k-th
 * smallest p under Benjamini–Hochberg, the false-coverage-rate level of Benjamini & Yekutieli
 * (2005); alpha/m under Bonferroni — so its t interval excludes 0; a row not selected gets alpha,
 * or just under p when p is smaller, so its interval includes 0 (0 near an end). Rows not selected
 * keep their 95% coverage instead of the 98-99% that adjusting every interval would give.
 */
export function adjustedLevel(alpha: number, p: number, pAdjusted: number): number {
  // Just under p: the quantile's rounding must not leave 0 a hair outside the interval.
  if (!(pAdjusted < alpha)) return Math.min(alpha, p * (1 - 1e-6));
  if (!(p > 0) || !(pAdjusted > p)) return alpha;
  return alpha * (p / pAdjusted);
}

/** centre ± t(1 − level/2, df) · se; a point when se is 0. */
export function tInterval(centre: number, se: number, df: number, level: number): [number, number] {
  if (!(se > 0) || !(df > 0)) return [centre, centre];
  const half = studentTQuantile(1 - level / 2, Math.min(df, 1e6)) * se;
  return [centre - half, centre + half];
}

import { medianInPlace } from '../stats/selection.js';
import { studentTQuantile, studentTTwoSidedP } from '../stats/student-t.js';
import type { TTestResult } from '../stats/welch.js';

// Whether a suite's rows are judged net of the common shift or raw (docs/design.md, Verdict
// engine 2, "Net or raw"). Netting is right only when the shift is the machine's: across jobs,
// within the spread the baseline's jobs show (or within the job-effect bound with one baseline
// job), and not the median of rows that split into a changed and an untouched group.

/** Smallest share of the rows on either side of a split for it to count as two groups. */
const MIN_GROUP_SHARE = 0.2;
/** Splits whose gap passes the noise test that are also weighed against the groups' own spread (the widest first). */
const MAX_CANDIDATE_SPLITS = 8;
/** The MAD's factor to a normal sd. */
const MAD_TO_SD = 1.4826;

/** The squared MAD-based sd of the values at order[from..to). */
function groupSpread(effects: ArrayLike<number>, order: readonly number[], from: number, to: number): number {
  const values = Float64Array.from({ length: to - from }, (_, i) => effects[order[from + i] as number] as number);
  const centre = medianInPlace(values.slice(), values.length);
  for (let i = 0; i < values.length; i++) values[i] = Math.abs((values[i] as number) - centre);
  return (MAD_TO_SD * medianInPlace(values, values.length)) ** 2;
}

/**
 * Whether the rows' effects split into two groups: sorted, some adjacent pair with at least
 * max(2, 20%) of the rows on either side lies further apart than both their noise and the two
 * groups' own spreads (MAD) allow, at alpha shared over the R − 1 gaps (Bonferroni). A machine's
 * uneven reaction spreads the rows continuously, its gaps small beside its groups' spread; a
 * change of some rows leaves a gap between two tight groups. `variances` is each row's variance
 * of its effect about its true value, `df` their degrees of freedom.
 */
export function splitsIntoGroups(effects: ArrayLike<number>, variances: ArrayLike<number>, df: number, alpha: number): boolean {
  const count = effects.length;
  const smallest = Math.max(2, Math.ceil(MIN_GROUP_SHARE * count));
  if (count < 2 * smallest) return false;
  const order = Array.from({ length: count }, (_, r) => r).sort((a, b) => (effects[a] as number) - (effects[b] as number));
  const quantile = studentTQuantile(1 - alpha / (2 * (count - 1)), Math.min(Math.max(df, 1), 1e6));
  const candidates: { k: number; gap: number; noise: number; ratio: number }[] = [];
  for (let k = smallest; k <= count - smallest; k++) {
    const below = order[k - 1] as number;
    const above = order[k] as number;
    const gap = (effects[above] as number) - (effects[below] as number);
    const noise = (variances[below] as number) + (variances[above] as number);
    if (gap > quantile * Math.sqrt(noise)) candidates.push({ k, gap, noise, ratio: gap / Math.sqrt(noise) });
  }
  candidates.sort((a, b) => b.ratio - a.ratio);
  return candidates.slice(0, MAX_CANDIDATE_SPLITS).some(({ k, gap, noise }) => {
    const spread = groupSpread(effects, order, 0, k) + groupSpread(effects, order, k, count);
    return gap > quantile * Math.sqrt(noise + spread);
  });
}

/** A shift's t test with an unmeasured job effect N(0, `extraVariance`) added (infinite df), at alpha. */
export function withJobEffect(shift: TTestResult, extraVariance: number, alpha: number): TTestResult {
  if (!(extraVariance > 0)) return shift;
  const runVariance = shift.se * shift.se;
  const variance = runVariance + extraVariance;
  const se = Math.sqrt(variance);
  const df = shift.df === null || !(runVariance > 0) ? 1e6 : Math.min(1e6, (variance * variance) / ((runVariance * runVariance) / shift.df));
  const t = shift.diff / se;
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return { status: 'ok', diff: shift.diff, se, t, df, p: studentTTwoSidedP(t, df), ci: [shift.diff - half, shift.diff + half] };
}

/** The variance of a shift's test, its df (Infinity for none) and the part more runs do not reduce. */
export interface ShiftVariance {
  readonly variance: number;
  readonly df: number;
  readonly fixed: number;
}

/**
 * A row judged raw: its effect with the common shift left in, and the shift's uncertainty added
 * to its own (Welch–Satterthwaite df): the row's own variance `rowVariance` (df `rowDf`, of
 * which `rowFixed` runs do not reduce) plus the shift's.
 */
export function rawVariance(rowVariance: number, rowDf: number, rowFixed: number, shift: ShiftVariance): { variance: number; df: number; fixed: number } {
  const variance = rowVariance + shift.variance;
  const rowTerm = rowVariance > 0 ? (rowVariance * rowVariance) / Math.min(rowDf, 1e6) : 0;
  const shiftTerm = shift.variance > 0 ? (shift.variance * shift.variance) / Math.min(shift.df, 1e6) : 0;
  const df = rowTerm + shiftTerm > 0 ? Math.min(1e6, (variance * variance) / (rowTerm + shiftTerm)) : rowDf;
  return { variance, df, fixed: rowFixed + shift.fixed };
}

import { amean as mean } from '../stats/descriptive.js';
import { medianInPlace } from '../stats/selection.js';
import { studentTQuantile, studentTTwoSidedP } from '../stats/student-t.js';
import type { TTestResult } from '../stats/welch.js';
import { rowTest, withInterval, type RowTestDraft, type SuiteRowResult } from './suite-row-test.js';

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
function splitsIntoGroups(effects: ArrayLike<number>, variances: ArrayLike<number>, df: number, alpha: number): boolean {
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
function rawVariance(rowVariance: number, rowDf: number, rowFixed: number, shift: ShiftVariance): { variance: number; df: number; fixed: number } {
  const variance = rowVariance + shift.variance;
  const rowTerm = rowVariance > 0 ? (rowVariance * rowVariance) / Math.min(rowDf, 1e6) : 0;
  const shiftTerm = shift.variance > 0 ? (shift.variance * shift.variance) / Math.min(shift.df, 1e6) : 0;
  const df = rowTerm + shiftTerm > 0 ? Math.min(1e6, (variance * variance) / (rowTerm + shiftTerm)) : rowDf;
  return { variance, df, fixed: rowFixed + shift.fixed };
}

/**
 * What a raw row adds for the common shift: in one job (or with one baseline job) the variance of
 * the difference of the sides' mean run offsets, pooled over both sides (kb + kc − 2 df: both
 * sides' runs drift alike, and the rows are many and share it), plus the job effect's prior
 * (`priorVariance`, infinite df) which runs do not reduce; with pooled baseline jobs, the shift's
 * prediction variance, of which the jobs' spread (`jobsFixed`) runs do not reduce.
 */
function shiftVarianceOf(
  offsets: { readonly baseline: readonly number[]; readonly current: readonly number[] },
  pooledJobs: { readonly test: TTestResult; readonly fixed: number } | undefined,
  priorVariance: number,
): ShiftVariance {
  if (pooledJobs !== undefined) return { variance: pooledJobs.test.se ** 2, df: pooledJobs.test.df ?? Infinity, fixed: pooledJobs.fixed };
  const squares = (values: readonly number[]): number => {
    const m = mean(values);
    return values.reduce((sum, value) => sum + (value - m) ** 2, 0);
  };
  const kb = offsets.baseline.length;
  const kc = offsets.current.length;
  const df = kb + kc - 2;
  const runs = df > 0 ? ((squares(offsets.baseline) + squares(offsets.current)) / df) * (1 / kb + 1 / kc) : 0;
  const variance = runs + priorVariance;
  const shiftDf = runs > 0 ? Math.min(1e6, (variance * variance) / ((runs * runs) / df)) : Infinity;
  return { variance, df: shiftDf, fixed: priorVariance };
}

/** A row's test as judged: net (its draft), or raw with the common shift's uncertainty added. */
export function judged(draft: RowTestDraft, raw: number, shiftVariance: ShiftVariance | undefined, alpha: number, medianCost: number): SuiteRowResult {
  if (shiftVariance === undefined) return withInterval(draft, alpha);
  const judgedRaw = rawVariance(draft.variance / medianCost, draft.df, draft.fixedVariance / medianCost, shiftVariance);
  return withInterval(rowTest(raw, judgedRaw.variance, judgedRaw.df, draft.runVariance, judgedRaw.fixed), alpha);
}

/** What the net-or-raw decision reads of the common shift (suite-model.ts). */
export interface CommonShiftBasis {
  readonly offsets: { readonly baseline: readonly number[]; readonly current: readonly number[] };
  /** The shift judged against the baseline's jobs' spread (2 or more jobs). */
  readonly acrossJobs: { readonly test: TTestResult; readonly fixed: number } | undefined;
  /** One baseline job: the shift judged with the job-effect bound's prior. */
  readonly shiftPrior: boolean;
  readonly shift: TTestResult;
}

export interface RowBasisSettings {
  readonly alpha: number;
  readonly betweenJobs: boolean;
  readonly jobEffectVariance: number | undefined;
  readonly rowDf: number;
  readonly medianCost: number;
  /** The group has the suite model's rows (MIN_ROWS_SUITE or more). */
  readonly suiteSized: boolean;
}

/** Whether the rows are judged net of the common shift or raw, and with what shift variance when raw. */
export interface RowBasis {
  readonly netted: boolean;
  readonly mixture: boolean;
  readonly shiftVariance: ShiftVariance | undefined;
}

export function rowBasis(effects: Float64Array, drafts: readonly RowTestDraft[], common: CommonShiftBasis, settings: RowBasisSettings): RowBasis {
  const { alpha, betweenJobs, jobEffectVariance, rowDf, medianCost, suiteSized } = settings;
  const { acrossJobs, shiftPrior, shift } = common;
  const count = effects.length;
  // A row's variance about its own true effect (the median's cost is the netting's): the rows
  // split into groups where two neighbours lie further apart than these allow.
  const mixture =
    suiteSized &&
    splitsIntoGroups(
      effects,
      Float64Array.from(drafts, (draft) => draft.variance / medianCost),
      rowDf,
      alpha,
    );
  // The shift is the machine's only within the spread the machine is measured to have: in one
  // job the drift of the runs, across jobs the spread of the baseline's jobs, or the job-effect
  // bound with one baseline job; and never the median of rows in two groups. Beyond it, the
  // shift is the code's (or a machine unlike any measured), and the rows are judged raw.
  // (Across jobs with neither, nothing bounds the machine's shift: the rows stay net of it.)
  // "Beyond" is the whole-suite line's own finding: at alpha in the family of the lines judged
  // by the baseline's jobs, and at Bonferroni's alpha / (R + 1) where the line joins the rows'
  // family (a chance-large drift then rarely leaves every row raw with the drift in it: at alpha,
  // one-job A/A rows' marginal intervals held 0 in 92-93% where netted ones hold 95%).
  const judgedShift = !betweenJobs || acrossJobs !== undefined || shiftPrior;
  const shiftLevel = acrossJobs !== undefined ? alpha : alpha / (count + 1);
  const netted = suiteSized && (!judgedShift || (!mixture && !(shift.p < shiftLevel)));
  const shiftVariance = netted || !suiteSized ? undefined : shiftVarianceOf(common.offsets, acrossJobs, shiftPrior ? (jobEffectVariance ?? 0) : 0);
  return { netted, mixture, shiftVariance };
}

import { fitVariancePrior, posteriorVariance, varianceAbovePriorP, type VariancePrior } from '../stats/moderated.js';
import { leaveOneOutMedians, medianInPlace } from '../stats/selection.js';
import { studentTQuantile, studentTTwoSidedP } from '../stats/student-t.js';
import { welchTest, type TTestResult } from '../stats/welch.js';
import { rawVariance, splitsIntoGroups, withJobEffect, type ShiftVariance } from './shift-basis.js';

// The suite model (docs/design.md, "Verdict engine"): rows of one suite and unit are analysed
// together on the log scale. Machine-wide drift of each run is removed, each row's run-to-run
// variance borrows strength from the others (limma's moderated t), and the suite's common shift
// is tested on its own line. Where that shift is the machine's (within the spread of the runs in
// one job, of the baseline's jobs across jobs), each row is tested net of it, its common shift
// and between-job spread measured on the other rows (out of sample); where the shift is beyond
// it or the rows split into groups, each row is tested raw, the shift's uncertainty added to its
// own (shift-basis.ts).

/** Rows of one group: per-run values on the test scale (times, or reciprocals of rates), all > 0. */
export interface SuiteRowInput {
  readonly baseline: readonly number[];
  readonly current: readonly number[];
}

export interface SuiteRowResult {
  /** log(current / baseline) of the row, raw or net of the suite's common shift (the other rows' median): see SuiteFit.netted. */
  readonly effect: number;
  /** The row's log(current / baseline) with the common shift left in, and net of it (the other rows' median), where both exist. */
  readonly rawEffect?: number;
  readonly netEffect?: number;
  readonly se: number;
  readonly df: number;
  readonly p: number;
  /** (1 − alpha) interval of `effect`. */
  readonly ci: readonly [number, number];
  /** Posterior run-to-run variance of one run on the log scale (for the runs-needed advice). */
  readonly runVariance: number;
  /**
   * The part of se² that more runs do not reduce: the between-job variance τ² fitted without the
   * row (0 or absent in one job); judged by its own history, the row's τ_r² (its job-to-job spread
   * less its runs' part).
   */
  readonly fixedVariance?: number;
  /** Across jobs with one baseline job, a row judged raw against the job-effect bound (relative): an undecided row names it. */
  readonly jobEffectBound?: number;
}

export interface SuiteFit {
  readonly rows: readonly SuiteRowResult[];
  /**
   * The common shift of every row, log(current / baseline), with its test: across runs; or, when
   * the baseline pools runs of several other jobs, against the spread of those jobs' own shifts
   * (a prediction interval for one more job).
   */
  readonly shift: TTestResult;
  /** The baseline jobs whose spread the shift was judged against (0: not judged so). */
  readonly baselineJobs: number;
  readonly prior: VariancePrior | undefined;
  /** Between-job spread of the rows' effects beyond their run-to-run noise (log scale sd): the suite's τ, also when rows are judged by their own history. */
  readonly betweenJobSd: number;
  /**
   * The baseline jobs over which each row's own job-to-job spread was measured (0: one spread
   * for the suite, fitted on the rows' effects, or none).
   */
  readonly rowSpreadJobs: number;
  /** In one job, a common shift (log scale) beyond `machineShiftOver` that is not the median of rows split into groups: the report warns of a busier machine; else null. */
  readonly machineShift: number | null;
  /** Whether the rows were judged net of the common shift (the shift within the machine's measured spread, no mixture); else raw. */
  readonly netted: boolean;
  /** The rows' effects split into two groups (some changed, some not): the median is no machine's shift. */
  readonly mixture: boolean;
  /** One baseline job: the shift was judged against the job-effect bound's prior (docs/statistics.md). */
  readonly shiftPrior: boolean;
  readonly driftRemoved: boolean;
  /** Median posterior run variance: sizes the suite's detectable change. */
  readonly typicalRunVariance: number;
  readonly df: number;
}

/**
 * Across jobs τ² is fitted from 5 rows: left out below 20, another VM's effect read as changes
 * (A/A comparisons with one flagged at 5-15 rows: 6-47%; with τ² 0.5-5%).
 */
const MIN_ROWS_BETWEEN_JOBS = 5;
/** Rows needed to fit the prior when each side has 2 runs (df 2 per row says little). */
const MIN_ROWS_TWO_RUNS = 50;
export const MIN_ROWS_SUITE = 5;
/** Below this chance under the prior, a row's job-to-job spread is its own, not moderated (see judgedByOwnHistory). */
const SPREAD_OUTSIDE_PRIOR = 0.01;
/** Baseline jobs needed to measure each row's own job-to-job spread (2 df); below, one τ² for the suite. */
export const MIN_JOBS_PER_ROW = 3;
const MEDIAN_EFFICIENCY = 0.37;
/** Moderated df below which a row's variance is not given Welch–Satterthwaite's df with τ² (see fitSuite). */
const MIN_SATTERTHWAITE_DF = 6;

function median(values: ArrayLike<number>): number {
  // Copied by an index loop: Float64Array.from of an array walks its iterator.
  const copy = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) copy[i] = values[i] as number;
  return medianInPlace(copy, copy.length);
}

function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] as number;
  return sum / values.length;
}

/** Per-run drift of one side: the median over rows of each run's deviation from the row's mean, centred. */
function sideDrift(logs: readonly Float64Array[], means: Float64Array, runs: number): Float64Array {
  const drift = new Float64Array(runs);
  const deviations = new Float64Array(logs.length);
  for (let j = 0; j < runs; j++) {
    for (let r = 0; r < logs.length; r++) deviations[r] = ((logs[r] as Float64Array)[j] as number) - (means[r] as number);
    drift[j] = medianInPlace(deviations, deviations.length);
  }
  const centre = mean(drift);
  for (let j = 0; j < runs; j++) drift[j] = (drift[j] as number) - centre;
  return drift;
}

/** The logarithms of a row's run values, by an index loop (Float64Array.from of an array walks its iterator, an object a value). */
function logsOf(values: readonly number[]): Float64Array {
  const logs = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) logs[i] = Math.log(values[i] as number);
  return logs;
}

/**
 * Writes the standardised squared effects E²/(w + τ²) into `terms`.
 * The loop alone, with nothing after it: V8 compiles a long loop on the stack (OSR) before the
 * code after it has run, and such code left the bisection's closure deoptimising on every
 * call (26 times at go 10,000 × 5).
 */
function standardise(relative: ArrayLike<number>, within: ArrayLike<number>, tau2: number, terms: Float64Array): void {
  for (let r = 0; r < relative.length; r++) {
    const effect = relative[r] as number;
    terms[r] = (effect * effect) / ((within[r] as number) + tau2);
  }
}

/**
 * Two-sided tail beyond which a row is left out of τ²'s fit: changed rows would otherwise
 * inflate it (15% of rows at +10% put a 2% τ at 2.6%). The fit then matches the kept rows'
 * median to the median of a squared t truncated at the same tail, so an A/A suite is not biased.
 */
const CHANGED_ROW_TAIL = 0.003;
/** Passes of the leave-out-and-refit loop (it settles in two or three). */
const TRIM_PASSES = 5;

interface BetweenJobFit {
  /** τ² of the suite, log scale: the fit on the rows kept. */
  readonly variance: number;
  /** Each row's common shift: the median effect of the rows kept, the row's own left out. */
  readonly centres: Float64Array;
  /** Each row's τ²: fitted with the row's own term left out (a row not kept: the suite's). */
  readonly rowVariances: Float64Array;
}

/** The median of terms[0..length) without its smallest (`without` −1) or largest (+1) value, or of all (0); reorders `terms`. */
function medianWithout(terms: Float64Array, length: number, without: -1 | 0 | 1): number {
  if (without === 0 || length < 2) return medianInPlace(terms, length);
  let at = 0;
  for (let i = 1; i < length; i++) if (without * ((terms[i] as number) - (terms[at] as number)) > 0) at = i;
  terms[at] = terms[length - 1] as number;
  return medianInPlace(terms, length - 1);
}

/**
 * The between-job spread τ² (a robust DerSimonian–Laird): the τ² with which the standardised
 * effects E²/(w + τ²) have the median of a squared t, 0 when they already do. The t's degrees of
 * freedom are those of a typical row's w + τ² (Welch–Satterthwaite), so that a τ² that dominates
 * is measured against a near-normal, not against the rows' own 2 df. Rows far outside the fit
 * (changed rows, mostly) are left out and the fit repeated, re-centred on the rows kept.
 *
 * Every row is judged out of sample: a row left out of the fit (a changed row) is measured against
 * the kept rows' median and τ², so a kept row is too. Its effect E is taken from the median of the
 * other kept rows, and its τ² fitted with its own term left out of the median: in sample, a null
 * row's residual shrank towards the median and its own far term raised τ², and 20-row suites
 * covered the A/A rows in 95.0-97.7% and the changed ones in 92.5-96.8% (docs/design.md).
 * τ² enters each term multiplied by `medianCost`, as it enters the rows' tests. The fit starts
 * from `everyRowCentres`, the leave-one-out medians of every row's effect.
 */
function fitBetweenJobs(
  effects: Float64Array,
  within: ArrayLike<number>,
  typicalWithin: number,
  rowDf: number,
  leaveOutChanged: boolean,
  medianCost: number,
  everyRowCentres: Float64Array,
): BetweenJobFit {
  const referenceDf = (tau2: number): number => Math.min(1e6, (typicalWithin + tau2) ** 2 / (typicalWithin ** 2 / Math.min(rowDf, 1e6)));
  const squaredT = (quantile: number, tau2: number): number => studentTQuantile(0.5 + quantile / 2, referenceDf(tau2)) ** 2;
  // The τ² at which the median of the terms (without the smallest or largest: `without`) is the
  // `quantile` of a squared t.
  const fit = (relative: Float64Array, rowWithin: ArrayLike<number>, quantile: number, without: -1 | 0 | 1 = 0): number => {
    const terms = new Float64Array(relative.length);
    const excess = (tau2: number): number => {
      standardise(relative, rowWithin, tau2 * medianCost, terms);
      return medianWithout(terms, terms.length, without) - squaredT(quantile, tau2);
    };
    let low = 0;
    let lowExcess = excess(0);
    if (!(lowExcess > 0)) return 0;
    // At this τ² every term is at most E²/τ², so the median is at most the reference (doubled until so).
    let high = Math.max(median(Array.from(relative, (effect) => effect * effect)) / squaredT(quantile, 0), Number.MIN_VALUE);
    let highExcess = excess(high);
    while (highExcess > 0) highExcess = excess((high *= 2));
    // Regula falsi, Illinois variant (an end kept twice has its excess halved): about 15
    // evaluations where bisection took 42, each a median of every row's term; the midpoint where
    // the secant falls outside the bracket.
    let kept = 0;
    for (let iteration = 0; iteration < 100 && high - low > 1e-12 * high; iteration++) {
      let next = (low * highExcess - high * lowExcess) / (highExcess - lowExcess);
      if (!(next > low && next < high)) next = (low + high) / 2;
      const value = excess(next);
      if (value > 0) {
        low = next;
        lowExcess = value;
        if (kept === -1) highExcess /= 2;
        kept = -1;
      } else {
        high = next;
        highExcess = value;
        if (kept === 1) lowExcess /= 2;
        kept = 1;
      }
    }
    return high;
  };
  let members: number[] = Array.from(effects, (_, r) => r);
  let centres = everyRowCentres;
  // What τ² was last fitted on: the members' effects less their centres, their within-row
  // variances, and the reference quantile (the truncated one once a trimming pass is taken, even
  // one that kept every row).
  let relative = Float64Array.from(effects, (effect, r) => effect - (centres[r] as number));
  let memberWithin: ArrayLike<number> = within;
  let quantile = 0.5;
  let variance = fit(relative, memberWithin, quantile);
  for (let pass = 0; leaveOutChanged && pass < TRIM_PASSES && variance > 0; pass++) {
    const cut = studentTQuantile(1 - CHANGED_ROW_TAIL / 2, referenceDf(variance)) ** 2;
    const kept: number[] = [];
    for (let r = 0; r < effects.length; r++) {
      const effect = (effects[r] as number) - (centres[r] as number);
      if ((effect * effect) / ((within[r] as number) + variance * medianCost) <= cut) kept.push(r);
    }
    // About half the rows lie inside the median's term; too few kept would leave nothing to fit.
    if (kept.length < MIN_ROWS_SUITE) break;
    const keptCentres = leaveOneOutMedians(effects, kept);
    const keptRelative = Float64Array.from(kept, (r) => (effects[r] as number) - (keptCentres[r] as number));
    const keptWithin = Float64Array.from(kept, (r) => within[r] as number);
    const truncated = 0.5 * (1 - CHANGED_ROW_TAIL);
    const next = fit(keptRelative, keptWithin, truncated);
    const settled = Math.abs(next - variance) <= 1e-9 * variance && keptCentres.every((centre, r) => centre === centres[r]);
    centres = keptCentres;
    members = kept;
    relative = keptRelative;
    memberWithin = keptWithin;
    quantile = truncated;
    variance = next;
    if (settled) break;
  }
  // Leaving out any term below the median moves it as leaving out the smallest does (above: the
  // largest), so two more fits give every kept row its τ², by its term's side at the suite's τ²,
  // on what τ² itself was fitted on.
  const terms = Float64Array.from(relative, (effect, i) => (effect * effect) / ((memberWithin[i] as number) + variance * medianCost));
  const middle = median(terms);
  const belowMiddle = fit(relative, memberWithin, quantile, -1);
  const aboveMiddle = fit(relative, memberWithin, quantile, 1);
  const rowVariances = new Float64Array(effects.length).fill(variance);
  members.forEach((r, i) => {
    const term = terms[i] as number;
    rowVariances[r] = term < middle ? belowMiddle : term > middle ? aboveMiddle : variance;
  });
  return { variance, centres, rowVariances };
}

/** The baseline's run indexes grouped by job, in order of first appearance. */
function runsOfJobs(jobs: readonly number[]): number[][] {
  const byJob = new Map<number, number[]>();
  jobs.forEach((job, run) => {
    const runs = byJob.get(job);
    if (runs === undefined) byJob.set(job, [run]);
    else runs.push(run);
  });
  return [...byJob.values()];
}

/**
 * The current job's suite offset against the offsets of the baseline's jobs (each the mean of its
 * runs' offsets): a prediction interval for one more job, t with J − 1 df. The current job's
 * runs add their own noise where it averages fewer runs than a baseline job does.
 */
function jobShiftTest(
  baselineOffsets: readonly number[],
  jobRuns: readonly (readonly number[])[],
  currentOffsets: readonly number[],
  alpha: number,
): { test: TTestResult; jobs: number; fixed: number } | undefined {
  const count = jobRuns.length;
  if (count < 2) return undefined;
  const byJob = jobRuns.map((runs) => runs.map((run) => baselineOffsets[run] as number));
  const jobMeans = byJob.map(mean);
  const centre = mean(jobMeans);
  const between = jobMeans.reduce((sum, value) => sum + (value - centre) ** 2, 0) / (count - 1);
  let withinSquares = 0;
  for (const list of byJob) {
    const m = mean(list);
    for (const value of list) withinSquares += (value - m) ** 2;
  }
  const withinDf = baselineOffsets.length - count;
  const runsPerJob = baselineOffsets.length / count;
  const extra = withinDf > 0 ? Math.max(0, (withinSquares / withinDf) * (1 / currentOffsets.length - 1 / runsPerJob)) : 0;
  const diff = mean(currentOffsets) - centre;
  const se = Math.sqrt(between * (1 + 1 / count) + extra);
  const df = count - 1;
  if (!(se > 0))
    return {
      test: { status: 'ok', diff, se: 0, t: diff === 0 ? 0 : Math.sign(diff) * Infinity, df: null, p: diff === 0 ? 1 : 0, ci: [diff, diff] },
      jobs: count,
      fixed: 0,
    };
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return {
    test: { status: 'ok', diff, se, t: diff / se, df, p: studentTTwoSidedP(diff / se, df), ci: [diff - half, diff + half] },
    jobs: count,
    fixed: between * (1 + 1 / count),
  };
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

/** A row's t test before its interval: the p decides between two tests, the interval is the winner's. */
interface RowTestDraft {
  readonly effect: number;
  readonly variance: number;
  /** Capped at 1e6. */
  readonly df: number;
  readonly p: number;
  readonly runVariance: number;
  readonly fixedVariance: number;
}

/** A row's t test from its effect, variance and df; with no spread, decided by the effect alone. */
function rowTest(effect: number, variance: number, df: number, runVariance: number, fixedVariance: number): RowTestDraft {
  const degrees = Math.min(df, 1e6);
  const se = Math.sqrt(variance);
  const p = se > 0 && Number.isFinite(degrees) ? studentTTwoSidedP(effect / se, degrees) : effect === 0 ? 1 : 0;
  return { effect, variance, df: degrees, p, runVariance, fixedVariance };
}

/** The test's (1 − alpha) interval: one quantile a row, made only for the test the row keeps. */
function withInterval(draft: RowTestDraft, alpha: number): SuiteRowResult {
  const { effect, variance, df, p, runVariance, fixedVariance } = draft;
  const se = Math.sqrt(variance);
  if (!(se > 0) || !Number.isFinite(df)) return { effect, se: 0, df: 0, p, ci: [effect, effect], runVariance };
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return { effect, se, df, p, ci: [effect - half, effect + half], runVariance, fixedVariance };
}

/**
 * Fits the suite model to rows that all have `kb` ≥ 2 baseline and `kc` ≥ 2 current runs (a side
 * of one run is never tested: compare/row.ts), given in run order (run j of every row is the same
 * process). `alpha` sizes the intervals; `betweenJobs` (the sides come from different CI jobs) adds
 * the between-job spread τ² to every row; in one job, a common shift beyond `machineShiftOver` (log
 * scale) is reported as a busier machine (machineShift), and never given a between-job spread.
 * `baselineJobs`, the job of each baseline run, judges the shift against the baseline's jobs (2 or
 * more) and each row against its own job-to-job spread (MIN_JOBS_PER_ROW or more). With one
 * baseline job, `jobEffectVariance` (log scale) is the prior of the machine's common shift: a
 * shift beyond it is the code's (undefined: never, every row netted).
 */
export function fitSuite(
  rows: readonly SuiteRowInput[],
  alpha: number,
  betweenJobs = true,
  machineShiftOver = Infinity,
  baselineJobs?: readonly number[],
  jobEffectVariance?: number,
): SuiteFit {
  const count = rows.length;
  const kb = rows[0]?.baseline.length ?? 0;
  const kc = rows[0]?.current.length ?? 0;
  const logB = rows.map((row) => logsOf(row.baseline));
  const logC = rows.map((row) => logsOf(row.current));
  const meanB = Float64Array.from(logB, mean);
  const meanC = Float64Array.from(logC, mean);

  // Run-level suite offsets from the baseline means, before drift removal: the shift's test.
  const offsets = (logs: readonly Float64Array[], runs: number): number[] =>
    Array.from({ length: runs }, (_, j) => median(logs.map((values, r) => (values[j] as number) - (meanB[r] as number))));
  const offB = offsets(logB, kb);
  const offC = offsets(logC, kc);
  const moments = (values: number[]) => {
    const m = mean(values);
    return { mean: m, variance: values.length > 1 ? values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1) : 0, n: values.length };
  };
  // The baseline's runs grouped by job, when it pools several jobs' runs (else none).
  const jobRuns = betweenJobs && baselineJobs !== undefined && baselineJobs.length === kb ? runsOfJobs(baselineJobs) : [];
  const acrossJobs = jobShiftTest(offB, jobRuns, offC, alpha);
  const runShift = welchTest(moments(offB), moments(offC), alpha);
  // One baseline job: nothing measures the machine's shift, a prior bounds it (docs/statistics.md).
  const shiftPrior = betweenJobs && acrossJobs === undefined && jobEffectVariance !== undefined && count >= MIN_ROWS_SUITE;
  const shift = acrossJobs?.test ?? (shiftPrior ? withJobEffect(runShift, jobEffectVariance, alpha) : runShift);

  const driftRemoved = count >= MIN_ROWS_SUITE;
  const driftB = driftRemoved ? sideDrift(logB, meanB, kb) : new Float64Array(kb);
  const driftC = driftRemoved ? sideDrift(logC, meanC, kc) : new Float64Array(kc);

  // When the baseline pools several jobs (base-branch artifacts), each row's own spread from job
  // to job is measured on them: a benchmark that reacts to another VM 5x more than the rest shows
  // it in its history, where one τ² for the suite would flag it (A/A false alarms 45-99% at 200
  // rows with sensitivities 7-fold apart). Changed rows do not enter it: it is the baseline's.
  const perRow = jobRuns.length >= MIN_JOBS_PER_ROW;
  const jobMeans = perRow
    ? logB.map((b) => Float64Array.from(jobRuns, (runs) => mean(Float64Array.from(runs, (j) => (b[j] as number) - (driftB[j] as number)))))
    : [];

  // Residual variance of each row, pooled over the sides (baseline runs about their job's mean when
  // per row); drift removal used up about 1/count of it.
  const df = kb + kc - 2 - (perRow ? jobRuns.length - 1 : 0);
  const shrink = driftRemoved ? 1 - 1 / count : 1;
  const jobOfRun = new Int32Array(kb);
  jobRuns.forEach((runs, job) => runs.forEach((run) => (jobOfRun[run] = job)));
  const baselineCentre = (r: number, j: number): number => (perRow ? ((jobMeans[r] as Float64Array)[jobOfRun[j] as number] as number) : (meanB[r] as number));
  const variances = rows.map((_, r) => {
    let squares = 0;
    const b = logB[r] as Float64Array;
    const c = logC[r] as Float64Array;
    for (let j = 0; j < kb; j++) squares += ((b[j] as number) - (driftB[j] as number) - baselineCentre(r, j)) ** 2;
    for (let j = 0; j < kc; j++) squares += ((c[j] as number) - (driftC[j] as number) - (meanC[r] as number)) ** 2;
    return squares / (df * shrink);
  });
  const positive = variances.filter((value) => value > 0).length;
  const canModerate = positive >= MIN_ROWS_SUITE && !(kb === 2 && kc === 2 && count < MIN_ROWS_TWO_RUNS);
  const prior = canModerate ? fitVariancePrior(variances, df) : undefined;
  const posterior = variances.map((value) => (prior === undefined ? value : posteriorVariance(value, df, prior)));
  const rowDf = prior === undefined ? df : prior.d0 + df;

  const effects = meanC.map((value, r) => value - (meanB[r] as number));
  const medianOfEffects = count >= MIN_ROWS_SUITE ? median(effects) : 0;
  // The common shift is a median of `count` effects: its variance adds about π/(2·count) of a row's.
  const medianCost = count >= MIN_ROWS_SUITE ? 1 + Math.PI / (2 * count) : 1;
  const within = posterior.map((value) => value * (1 / kb + 1 / kc) * medianCost);

  // The typical row's within variance w̃: τ²'s fit and its df are taken at it.
  const typicalWithin = median(within);
  let betweenVariance = 0;
  // Each row's common shift: the median of the other rows' effects. The median's cost above is
  // that of a median the row is not part of; in it, the row's residual shrinks towards it.
  const everyRow = Array.from(effects, (_, r) => r);
  let centres = count >= MIN_ROWS_SUITE ? leaveOneOutMedians(effects, everyRow) : new Float64Array(count);
  let rowBetween: Float64Array = new Float64Array(count);
  let empiricalDf = Infinity;
  // Both sides from one job (interleaved, or back to back on one machine): no between-job spread
  // to estimate, and estimating it anyway on the rows under test lets changed rows inflate it.
  if (betweenJobs && count >= MIN_ROWS_BETWEEN_JOBS) {
    // τ² rests on a median: about as informative as a variance on 37% of the rows (the MAD's
    // efficiency at the normal), so its degrees of freedom are 0.37·(R − 1).
    empiricalDf = Math.max(1, MEDIAN_EFFICIENCY * (count - 1));
    const between = fitBetweenJobs(effects, within, typicalWithin, rowDf, true, medianCost, centres);
    betweenVariance = between.variance;
    centres = between.centres;
    rowBetween = between.rowVariances;
  }
  // τ̂² is the typical row's total variance less its within part, so it carries that total's
  // sampling variance, (w̃ + τ²)²·2/df: 4 df at 20 rows and 46 at 200 where τ is 2% (measured).
  // A row's w + τ² gets Welch–Satterthwaite's df taken at w̃, where τ̂² and its error are
  // measured (the row's own τ² kept): part of the out-of-sample judgement (docs/design.md).
  const satterthwaiteDf = (tau2: number): number =>
    (typicalWithin + tau2 * medianCost) ** 2 / (typicalWithin ** 2 / Math.min(rowDf, 1e6) + (typicalWithin + tau2) ** 2 / empiricalDf);
  // Unless w is moderated with few df (a weak prior: noise that differs 60-fold across rows):
  // there Satterthwaite is far too liberal in the tail (25% A/A false alarms at 200 rows × 2
  // runs), and the smaller df is kept.
  const satterthwaite = prior === undefined || rowDf >= MIN_SATTERTHWAITE_DF;
  const drafts = Array.from(effects, (value, r): RowTestDraft => {
    const tau2 = rowBetween[r] as number;
    // τ² is measured on effects net of a median too: it pays the median's cost as w does.
    const fixed = tau2 * medianCost;
    const variance = (within[r] as number) + fixed;
    const rowDegrees = tau2 === 0 ? rowDf : satterthwaite ? satterthwaiteDf(tau2) : Math.min(rowDf, empiricalDf);
    return rowTest(value - (centres[r] as number), variance, rowDegrees, posterior[r] ?? 0, fixed);
  });
  const typical = median(posterior.filter((value) => Number.isFinite(value)));
  // With the baseline's jobs, each row is also judged against its own job-to-job spread, and
  // keeps the more cautious of the two tests: its own history catches a benchmark far more
  // sensitive to the VM than the rest; the suite's model keeps the row's own runs, where an
  // outlying run of this job shows (the history alone: 9% A/A false alarms at 200 rows × 2 runs).
  const ownHistory = perRow ? judgedByOwnHistory({ effects, centres, jobMeans, jobRuns, posterior, rowDf, kb, kc, shrink, medianCost }) : undefined;
  const netDrafts =
    ownHistory === undefined ? drafts : drafts.map((draft, r) => (draft.p >= (ownHistory[r] as RowTestDraft).p ? draft : (ownHistory[r] as RowTestDraft)));
  // A row's variance about its own true effect (the median's cost is the netting's): the rows
  // split into groups where two neighbours lie further apart than these allow.
  const suiteSized = count >= MIN_ROWS_SUITE;
  const mixture =
    suiteSized &&
    splitsIntoGroups(
      effects,
      Float64Array.from(netDrafts, (draft) => draft.variance / medianCost),
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
  const judged = !betweenJobs || acrossJobs !== undefined || shiftPrior;
  const shiftLevel = acrossJobs !== undefined ? alpha : alpha / (count + 1);
  const netted = suiteSized && (!judged || (!mixture && !(shift.p < shiftLevel)));
  const shiftVariance: ShiftVariance | undefined =
    netted || !suiteSized ? undefined : shiftVarianceOf({ baseline: offB, current: offC }, acrossJobs, shiftPrior ? (jobEffectVariance ?? 0) : 0);
  const rowResults = netDrafts.map((draft, r) => {
    const raw = effects[r] as number;
    if (shiftVariance === undefined)
      return suiteSized ? { ...withInterval(draft, alpha), rawEffect: raw, netEffect: raw - (centres[r] as number) } : withInterval(draft, alpha);
    const judgedRaw = rawVariance(draft.variance / medianCost, draft.df, draft.fixedVariance / medianCost, shiftVariance);
    const test = rowTest(raw, judgedRaw.variance, judgedRaw.df, draft.runVariance, judgedRaw.fixed);
    return { ...withInterval(test, alpha), rawEffect: raw, netEffect: raw - (centres[r] as number) };
  });
  return {
    rows: rowResults,
    shift,
    baselineJobs: acrossJobs?.jobs ?? 0,
    prior,
    betweenJobSd: Math.sqrt(betweenVariance),
    rowSpreadJobs: perRow ? jobRuns.length : 0,
    machineShift: !betweenJobs && !mixture && Math.abs(medianOfEffects) > machineShiftOver ? medianOfEffects : null,
    netted,
    mixture,
    shiftPrior,
    driftRemoved,
    typicalRunVariance: Number.isFinite(typical) ? typical : 0,
    df: rowDf,
  };
}

interface OwnHistoryInput {
  readonly effects: Float64Array;
  /** Each row's common shift, as the suite's model took it: both tests judge the same effect. */
  readonly centres: Float64Array;
  /** Each row's mean of each baseline job's runs, drift removed. */
  readonly jobMeans: readonly Float64Array[];
  readonly jobRuns: readonly (readonly number[])[];
  /** Posterior within-job run variance of each row, and its df. */
  readonly posterior: readonly number[];
  readonly rowDf: number;
  readonly kb: number;
  readonly kc: number;
  readonly shrink: number;
  readonly medianCost: number;
}

/**
 * Each row judged against its own job-to-job spread in the pooled baseline: a prediction for one
 * more job. B_r, the variance of the row's J job means, estimates τ_r² + σ_r²·h (h: the mean of
 * 1/runs of a job), and is moderated across rows as the run variances are (Smyth 2004). The
 * current job's mean varies by τ_r² + σ_r²/kc and the baseline's by τ_r²·g + σ_r²/kb (g = Σ n_j²/kb²,
 * 1/J for equal jobs): se² = B̃_r (1 + g) + s̃²_r (1/kc + 1/kb − h (1 + g)), the last term kept only
 * when positive (this job averaging fewer runs than a baseline job), with Welch–Satterthwaite's df.
 * Its fixed variance is τ_r² (1 + g), τ_r² = (B̃_r − s̃²_r h)⁺.
 */
function judgedByOwnHistory(input: OwnHistoryInput): RowTestDraft[] {
  const { effects, centres, jobMeans, jobRuns, posterior, rowDf, kb, kc, shrink, medianCost } = input;
  const spreadDf = jobRuns.length - 1;
  const spreads = jobMeans.map((means) => {
    const average = mean(means);
    let squares = 0;
    for (let i = 0; i < means.length; i++) squares += ((means[i] as number) - average) ** 2;
    return squares / (spreadDf * shrink);
  });
  const positive = spreads.filter((value) => value > 0).length;
  const spreadPrior = positive >= MIN_ROWS_SUITE ? fitVariancePrior(spreads, spreadDf) : undefined;
  const spreadDegrees = Math.min(1e6, spreadPrior === undefined ? spreadDf : spreadPrior.d0 + spreadDf);
  const inverseRuns = mean(jobRuns.map((runs) => 1 / runs.length));
  const baselineShare = jobRuns.reduce((sum, runs) => sum + runs.length * runs.length, 0) / (kb * kb);
  const extraRuns = Math.max(0, 1 / kc + 1 / kb - inverseRuns * (1 + baselineShare));
  return Array.from(effects, (value, r): RowTestDraft => {
    const effect = value - (centres[r] as number);
    const raw = spreads[r] as number;
    // A row whose spread the prior does not explain (one benchmark among many far more sensitive
    // to the VM) keeps its own spread and df: shrunk, it would be the false alarm this test is for.
    const own = spreadPrior === undefined || varianceAbovePriorP(raw, spreadDf, spreadPrior) < SPREAD_OUTSIDE_PRIOR;
    const spread = own ? raw : posteriorVariance(raw, spreadDf, spreadPrior);
    const jobDegrees = own ? spreadDf : spreadDegrees;
    const between = spread * (1 + baselineShare) * medianCost;
    const runPart = (posterior[r] as number) * extraRuns * medianCost;
    const variance = between + runPart;
    // Of B̃_r, only τ_r² = B̃_r − s̃²_r·h is what more runs do not reduce (the runs-needed advice):
    // the rest is run noise, and a noisy row with a steady history must not read as undecidable.
    const fixed = Math.max(0, spread - (posterior[r] as number) * inverseRuns) * (1 + baselineShare) * medianCost;
    const degrees = runPart === 0 ? jobDegrees : (variance * variance) / ((between * between) / jobDegrees + (runPart * runPart) / Math.min(rowDf, 1e6));
    return rowTest(effect, variance, degrees, posterior[r] ?? 0, fixed);
  });
}

import { amean as mean } from '../stats/descriptive.js';
import type { VariancePrior } from '../stats/moderated.js';
import { leaveOneOutMedians, medianOf as median } from '../stats/selection.js';
import { welchTest, type TTestResult } from '../stats/welch.js';
import { fitBetweenJobs } from './between-jobs.js';
import { tailScale, withJobEffectTail } from './job-effect-tail.js';
import { jobShiftTest, judgedByOwnHistory, runsOfJobs } from './job-history.js';
import { rowBasis, judged, withJobEffect } from './shift-basis.js';
import { rowTest, type RowTestDraft, type SuiteRowResult } from './suite-row-test.js';
import { logsOf, MIN_ROWS_SUITE, withinRows, type SuiteLogs, type WithinRows } from './suite-runs.js';

export type { SuiteRowResult } from './suite-row-test.js';
export { MIN_JOBS_PER_ROW, MIN_ROWS_SUITE } from './suite-runs.js';

// The suite model (docs/design.md, "Verdict engine"): rows of one suite and unit are analysed
// together on the log scale. Machine-wide drift of each run is removed, each row's run-to-run
// variance borrows strength from the others (limma's moderated t), and the suite's common shift
// is tested on its own line. Where that shift is the machine's (within the spread of the runs in
// one job, of the baseline's jobs across jobs), each row is tested net of it, its common shift
// and between-job spread measured on the other rows (out of sample); where the shift is beyond
// it or the rows split into groups, each row is tested raw, the shift's uncertainty added to its
// own (shift-basis.ts). The rooms: the between-job spread τ² (between-jobs.ts), a baseline of
// several jobs (job-history.ts), the tail of fewer than five jobs (job-effect-tail.ts), a row's test
// (suite-row-test.ts).

/** Rows of one group: per-run values on the test scale (times, or reciprocals of rates), all > 0. */
export interface SuiteRowInput {
  readonly baseline: readonly number[];
  readonly current: readonly number[];
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
  /**
   * In one job, a common shift (log scale) beyond `machineShiftOver` that is not the median of rows
   * split into groups: the report warns of a busier machine; else null.
   */
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
  /** Against fewer than 5 baseline jobs, the scale of each row's heavy tail (log scale; job-effect-tail.ts); 0: none. */
  readonly tailScale: number;
}

/**
 * Across jobs τ² is fitted from 5 rows: left out below 20, another VM's effect read as changes
 * (A/A comparisons with one flagged at 5-15 rows: 6-47%; with τ² 0.5-5%).
 */
const MIN_ROWS_BETWEEN_JOBS = 5;
const MEDIAN_EFFICIENCY = 0.37;
/**
 * Baseline jobs from which the rows' own job-to-job spreads (4 df) hold heavy-tailed
 * sensitivities alone; with fewer, each row's p also gets the heavy tail (job-effect-tail.ts):
 * at 3 jobs (2 df) their own spreads left 15% of heavy-tailed 20-row A/A suites flagged, with the
 * tail 0-5% (docs/statistics.md).
 */
const MIN_JOBS_WITHOUT_TAIL = 5;
/** Moderated df below which a row's variance is not given Welch–Satterthwaite's df with τ² (see netRowTests). */
const MIN_SATTERTHWAITE_DF = 6;

/** How the sides were made: across jobs or not, the job of each baseline run, the job effect's prior. */
interface Design {
  readonly alpha: number;
  readonly betweenJobs: boolean;
  readonly baselineJobs: readonly number[] | undefined;
  readonly jobEffectVariance: number | undefined;
}

/** The suite's common shift with its test, and what it was judged against. */
interface CommonShift {
  readonly offsets: { readonly baseline: readonly number[]; readonly current: readonly number[] };
  /** The baseline's runs grouped by job, when it pools several jobs' runs (else none). */
  readonly jobRuns: readonly (readonly number[])[];
  readonly acrossJobs: ReturnType<typeof jobShiftTest>;
  readonly shiftPrior: boolean;
  readonly shift: TTestResult;
}

/** The common shift: the runs' suite offsets (from the baseline means, before drift removal), across runs, jobs or with the prior. */
function commonShift(logs: SuiteLogs, design: Design): CommonShift {
  const { logB, logC, meanB, kb, kc } = logs;
  const { alpha, betweenJobs, baselineJobs, jobEffectVariance } = design;
  const offsets = (side: readonly Float64Array[], runs: number): number[] =>
    Array.from({ length: runs }, (_, j) => median(side.map((values, r) => (values[j] as number) - (meanB[r] as number))));
  const offB = offsets(logB, kb);
  const offC = offsets(logC, kc);
  const moments = (values: number[]) => {
    const m = mean(values);
    return { mean: m, variance: values.length > 1 ? values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1) : 0, n: values.length };
  };
  const jobRuns = betweenJobs && baselineJobs !== undefined && baselineJobs.length === kb ? runsOfJobs(baselineJobs) : [];
  const acrossJobs = jobShiftTest(offB, jobRuns, offC, alpha);
  const runShift = welchTest(moments(offB), moments(offC), alpha);
  // One baseline job: nothing measures the machine's shift, a prior bounds it (docs/statistics.md).
  const shiftPrior = betweenJobs && acrossJobs === undefined && jobEffectVariance !== undefined && logB.length >= MIN_ROWS_SUITE;
  const shift = acrossJobs?.test ?? (shiftPrior ? withJobEffect(runShift, jobEffectVariance, alpha) : runShift);
  return { offsets: { baseline: offB, current: offC }, jobRuns, acrossJobs, shiftPrior, shift };
}

/** Each row's test net of the common shift (the other rows' median), with the between-job spread across jobs. */
interface NetRows {
  readonly drafts: readonly RowTestDraft[];
  readonly centres: Float64Array;
  readonly betweenVariance: number;
  readonly medianCost: number;
}

function netRowTests(effects: Float64Array, within: WithinRows, logs: SuiteLogs, betweenJobs: boolean): NetRows {
  const { posterior, rowDf, prior } = within;
  const count = effects.length;
  // The common shift is a median of `count` effects: its variance adds about π/(2·count) of a row's.
  const medianCost = count >= MIN_ROWS_SUITE ? 1 + Math.PI / (2 * count) : 1;
  const rowWithin = posterior.map((value) => value * (1 / logs.kb + 1 / logs.kc) * medianCost);
  // The typical row's within variance w̃: τ²'s fit and its df are taken at it.
  const typicalWithin = median(rowWithin);
  let betweenVariance = 0;
  // Each row's common shift: the median of the other rows' effects. The median's cost above is
  // that of a median the row is not part of; in it, the row's residual shrinks towards it.
  let centres =
    count >= MIN_ROWS_SUITE
      ? leaveOneOutMedians(
          effects,
          Array.from(effects, (_, r) => r),
        )
      : new Float64Array(count);
  let rowBetween: Float64Array = new Float64Array(count);
  let empiricalDf = Infinity;
  // Both sides from one job (interleaved, or back to back on one machine): no between-job spread
  // to estimate, and estimating it anyway on the rows under test lets changed rows inflate it.
  if (betweenJobs && count >= MIN_ROWS_BETWEEN_JOBS) {
    // τ² rests on a median: about as informative as a variance on 37% of the rows (the MAD's
    // efficiency at the normal), so its degrees of freedom are 0.37·(R − 1).
    empiricalDf = Math.max(1, MEDIAN_EFFICIENCY * (count - 1));
    const between = fitBetweenJobs(effects, rowWithin, { typicalWithin, rowDf, medianCost }, true, centres);
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
    const variance = (rowWithin[r] as number) + fixed;
    const rowDegrees = tau2 === 0 ? rowDf : satterthwaite ? satterthwaiteDf(tau2) : Math.min(rowDf, empiricalDf);
    return rowTest(value - (centres[r] as number), variance, rowDegrees, posterior[r] ?? 0, fixed);
  });
  return { drafts, centres, betweenVariance, medianCost };
}

/**
 * Fits the suite model to rows that all have `kb` ≥ 2 baseline and `kc` ≥ 2 current runs (a side
 * of one run is never tested: compare/row.ts), given in run order (run j of every row is the same
 * process). `alpha` sizes the intervals; `betweenJobs` (the sides come from different CI jobs) adds
 * the between-job spread τ² to every row; in one job, a common shift beyond `machineShiftOver` (log
 * scale) is reported as a busier machine (machineShift), and never given a between-job spread.
 * `baselineJobs`, the job of each baseline run, judges the shift against the baseline's jobs (2 or
 * more) and each row against its own job-to-job spread (MIN_JOBS_PER_ROW or more); with fewer
 * than MIN_JOBS_WITHOUT_TAIL, each row's p also has the heavy tail of job-effect-tail.ts. With one
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
  const logB = rows.map((row) => logsOf(row.baseline));
  const logC = rows.map((row) => logsOf(row.current));
  const meanB = Float64Array.from(logB, (values) => mean(values));
  const meanC = Float64Array.from(logC, (values) => mean(values));
  const logs: SuiteLogs = { logB, logC, meanB, meanC, kb: rows[0]?.baseline.length ?? 0, kc: rows[0]?.current.length ?? 0 };
  const common = commonShift(logs, { alpha, betweenJobs, baselineJobs, jobEffectVariance });
  const within = withinRows(logs, common.jobRuns);
  const effects = meanC.map((value, r) => value - (meanB[r] as number));
  const net = netRowTests(effects, within, logs, betweenJobs);
  const { centres, medianCost } = net;
  // With the baseline's jobs, each row is also judged against its own job-to-job spread, and
  // keeps the more cautious of the two tests: its own history catches a benchmark far more
  // sensitive to the VM than the rest; the suite's model keeps the row's own runs, where an
  // outlying run of this job shows (the history alone: 9% A/A false alarms at 200 rows × 2 runs).
  const { perRow, posterior, rowDf, shrink } = within;
  const ownHistory = perRow
    ? judgedByOwnHistory({
        effects,
        centres,
        jobMeans: within.jobMeans,
        jobRuns: common.jobRuns,
        posterior,
        rowDf,
        kb: logs.kb,
        kc: logs.kc,
        shrink,
        medianCost,
      })
    : undefined;
  const drafts =
    ownHistory === undefined
      ? net.drafts
      : net.drafts.map((draft, r) => (draft.p >= (ownHistory[r] as RowTestDraft).p ? draft : (ownHistory[r] as RowTestDraft)));
  const basis = rowBasis(effects, drafts, common, { alpha, betweenJobs, jobEffectVariance, rowDf, medianCost, suiteSized: count >= MIN_ROWS_SUITE });
  // Against fewer than MIN_JOBS_WITHOUT_TAIL baseline jobs every row's p gets the heavy tail of the rows' spread.
  const tailed = betweenJobs && common.jobRuns.length < MIN_JOBS_WITHOUT_TAIL && count >= MIN_ROWS_SUITE;
  const scale = tailed ? tailScale(effects.map((value, r) => value - (centres[r] as number))) : 0;
  const rowResults = drafts.map((draft, r) => {
    const raw = effects[r] as number;
    const netEffect = raw - (centres[r] as number);
    const result = judged(draft, raw, basis.shiftVariance, alpha, medianCost);
    const withTail = scale > 0 ? withJobEffectTail(result, alpha, scale) : result;
    return count >= MIN_ROWS_SUITE ? { ...withTail, rawEffect: raw, netEffect } : withTail;
  });
  const medianOfEffects = count >= MIN_ROWS_SUITE ? median(effects) : 0;
  const typical = median(posterior.filter((value) => Number.isFinite(value)));
  return {
    rows: rowResults,
    shift: common.shift,
    baselineJobs: common.acrossJobs?.jobs ?? 0,
    prior: within.prior,
    betweenJobSd: Math.sqrt(net.betweenVariance),
    rowSpreadJobs: perRow ? common.jobRuns.length : 0,
    machineShift: !betweenJobs && !basis.mixture && Math.abs(medianOfEffects) > machineShiftOver ? medianOfEffects : null,
    netted: basis.netted,
    mixture: basis.mixture,
    shiftPrior: common.shiftPrior,
    driftRemoved: within.driftRemoved,
    typicalRunVariance: Number.isFinite(typical) ? typical : 0,
    df: rowDf,
    tailScale: scale,
  };
}

import type { SuiteLine } from '../model/report.js';
import type { Better, Series } from '../model/series.js';
import { studentTQuantile } from '../stats/student-t.js';
import type { RowSettings } from './config.js';
import type { Policy } from './policy.js';
import { testedAcrossRuns, type RelativeChange, type RowTest } from './row.js';
import type { SideAnalysis } from './side.js';
import { fitSuite, MIN_JOBS_PER_ROW, MIN_ROWS_SUITE, type SuiteFit, type SuiteRowResult } from './suite-model.js';
import { adjustedLevel, decideVerdict, tInterval } from './verdict.js';
import { withJobEffect } from './shift-basis.js';
import { welchTest } from '../stats/welch.js';

/** What the suite stage needs of a row; it sets `test` and `suite` on the rows it analyses. */
export interface SuiteCandidate {
  readonly series: Series;
  readonly baseline: SideAnalysis | null;
  readonly current: SideAnalysis | null;
  test: RowTest | null;
  readonly settings: RowSettings;
  /** Neither side varies (allocations, sizes): compared as they are, never tested or drift-corrected. */
  readonly deterministic?: boolean;
  /** The job of each baseline run, when the baseline pools several jobs' runs (model/series.ts). */
  readonly baselineJobs?: readonly number[];
  /** Set when the sides measure different units (the baseline's, here): never compared. */
  readonly clash?: { readonly unit: string; readonly better: Better };
  suite?: SuiteRowResult;
}

export interface SuiteGroup<Row extends SuiteCandidate> {
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  readonly rows: readonly Row[];
  readonly baselineRuns: number;
  readonly currentRuns: number;
  readonly fit: SuiteFit;
}

/** Per-run values on the test scale: each run's robust centre, or the single run's mean. */
function runValues(side: SideAnalysis): readonly number[] {
  return side.stats.runs >= 2 ? side.values : [side.moments.mean];
}

const finitePositive = (value: number): boolean => Number.isFinite(value) && value > 0;

function eligible(row: SuiteCandidate): boolean {
  const { baseline, current } = row;
  if (row.test === null || row.clash !== undefined || baseline === null || current === null) return false;
  // One run on a side shows no run-to-run noise: such rows are not tested at all (docs/design.md).
  // Summary-only runs (cargo, Catch2) join too: the model reads one value a run, here the tool's
  // mean, and across jobs only the model sees another VM's shift.
  if (!testedAcrossRuns(baseline, current)) return false;
  // The log of a finite positive value is finite: inputs are checked to lie within 1e-150..1e150.
  return runValues(baseline).every(finitePositive) && runValues(current).every(finitePositive);
}

/** A row judged by the suite model: its result, and the same numbers as its test. */
function setSuiteTest(row: SuiteCandidate, result: SuiteRowResult, warnings: RowTest['warnings']): void {
  row.suite = result;
  row.test = {
    test: 'suite',
    result: { status: 'ok', diff: result.effect, se: result.se, t: result.se > 0 ? result.effect / result.se : 0, df: result.df, p: result.p, ci: result.ci },
    warnings,
  };
}

/** The normal quantile at which the job-effect bound holds: 95% of another job's effects lie within it. */
const BOUND_QUANTILE = 1.959963984540054;

/** The log-scale variance of another job's effect on a row, from the job-effect bound (relative). */
function jobEffectVariance(bound: number): number {
  return (Math.log1p(bound) / BOUND_QUANTILE) ** 2;
}

/** What the suite stage is told beyond the rows: the level, the design and the thresholds. */
export interface SuiteSettings {
  readonly alpha: number;
  /** The sides come from different CI jobs. */
  readonly betweenJobs: boolean;
  readonly noise: number;
  /** Keep a method's own test beside the model's (a method without a suite model, across jobs). */
  readonly keepOwnTest?: boolean;
  /** Across jobs with one baseline job: how far another VM moves a benchmark (relative); absent: unbounded. */
  readonly jobEffectBound?: number | undefined;
}

/** Fits the suite model to one group's rows and gives each row the model's test (beside its own with `keepOwnTest`: withMethodTest). */
function fitGroup<Row extends SuiteCandidate>(members: readonly Row[], settings: SuiteSettings): SuiteFit {
  const { alpha, betweenJobs, noise, jobEffectBound } = settings;
  const fit = fitSuite(
    members.map((row) => ({ baseline: runValues(row.baseline as SideAnalysis), current: runValues(row.current as SideAnalysis) })),
    alpha,
    betweenJobs,
    Math.log1p(noise),
    members[0]?.baselineJobs,
    jobEffectBound === undefined ? undefined : jobEffectVariance(jobEffectBound),
  );
  // Raw rows judged against the bound say so when undecided; so do rows the heavy tail of one
  // other job held back (job-effect-tail.ts): another VM may have moved them that far.
  const bound = fit.shiftPrior && !fit.netted ? jobEffectBound : undefined;
  members.forEach((row, i) => {
    const own = row.test;
    const result = fit.rows[i] as SuiteRowResult;
    const rowBound = bound ?? (fit.shiftPrior && result.tailVariance !== undefined ? jobEffectBound : undefined);
    setSuiteTest(row, rowBound === undefined ? result : { ...result, jobEffectBound: rowBound }, []);
    if (settings.keepOwnTest === true) withMethodTest(row, own);
  });
  return fit;
}

/**
 * A row of a group of 1-4 against one other job: Welch's test of the sides' log run values with
 * another job's effect N(0, v) added, v from the job-effect bound (docs/statistics.md, "Against
 * one other job"): a change far beyond the bound is decided, one inside it is not.
 */
function boundedRowTest(row: SuiteCandidate, alpha: number, bound: number): SuiteRowResult {
  const logs = (side: SideAnalysis): number[] => runValues(side).map((value) => Math.log(value));
  const moments = (values: readonly number[]) => {
    const m = values.reduce((sum, value) => sum + value, 0) / values.length;
    return { mean: m, variance: values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1), n: values.length };
  };
  const baseline = moments(logs(row.baseline as SideAnalysis));
  const current = moments(logs(row.current as SideAnalysis));
  const prior = jobEffectVariance(bound);
  const test = withJobEffect(welchTest(baseline, current, alpha), prior, alpha);
  const runVariance = (baseline.variance * (baseline.n - 1) + current.variance * (current.n - 1)) / (baseline.n + current.n - 2);
  return { effect: test.diff, se: test.se, df: test.df ?? 1e6, p: test.p, ci: test.ci, runVariance, fixedVariance: prior, jobEffectBound: bound };
}

/**
 * Groups the testable rows by metric, unit, direction and runs a side (wall time and system time
 * of one tool are different populations), and fits the suite model to each
 * group large enough for it (5 rows; 20 when each side has one run). Its rows get the model's test;
 * with `keepOwnTest` (a method without a suite model, across jobs) beside their own.
 */
export function analyseSuites<Row extends SuiteCandidate>(rows: readonly Row[], settings: SuiteSettings): SuiteGroup<Row>[] {
  const { alpha, betweenJobs, jobEffectBound } = settings;
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    if (!eligible(row) || row.baseline === null || row.current === null) continue;
    // Rows whose baseline runs came from other jobs group apart: run j must be one process in every row.
    const { metric, unit, better } = row.series;
    const runs = `${runValues(row.baseline).length}\u0000${runValues(row.current).length}`;
    const key = `${metric}\u0000${unit}\u0000${better}\u0000${runs}\u0000${row.baselineJobs?.join(',') ?? ''}`;
    const members = byKey.get(key);
    if (members === undefined) byKey.set(key, [row]);
    else members.push(row);
  }
  const groups: SuiteGroup<Row>[] = [];
  for (const members of byKey.values()) {
    const first = members[0] as Row;
    const kb = runValues(first.baseline as SideAnalysis).length;
    const kc = runValues(first.current as SideAnalysis).length;
    if (members.length < MIN_ROWS_SUITE) {
      // In one job a few rows keep their own tests. Across jobs nothing in so few rows tells
      // this VM's effect from a change (1-4 rows: 8-47% of A/A comparisons flagged one), but the
      // spread of several baseline jobs does: each row is judged against it, with no suite line.
      // Without it, Welch across runs cannot see another VM's shift (2-22% of A/A comparisons
      // flagged a row): each row is judged with another job's effect bounded by the job-effect
      // bound, or left undecided without one (docs/design.md).
      if (!betweenJobs) continue;
      if (new Set(first.baselineJobs ?? []).size >= MIN_JOBS_PER_ROW) fitGroup(members, settings);
      else if (jobEffectBound !== undefined) for (const row of members) setSuiteTest(row, boundedRowTest(row, alpha, jobEffectBound), []);
      else for (const row of members) row.test = { test: 'none', result: null, reason: { code: 'another-job', rows: members.length }, warnings: [] };
      continue;
    }
    const fit = fitGroup(members, settings);
    groups.push({ metric: first.series.metric, unit: first.series.unit, better: first.series.better, rows: members, baselineRuns: kb, currentRuns: kc, fit });
  }
  return groups;
}

/**
 * Across jobs a test without a suite model (the rank test, the bootstrap) cannot see another
 * VM's shift, and the suite model cannot see heavy tails: a row the model took keeps the larger
 * of the two p-values. Where the model alone would call the row significant, its standard error
 * is widened just enough that its t gives the method's p (at most alpha): the row's interval and
 * its adjusted p then tell one story, and rows both tests call unchanged keep the model's interval.
 */
function withMethodTest(row: SuiteCandidate, own: RowTest | null): void {
  const suite = row.suite;
  if (suite === undefined || own === null || row.test === null) return;
  // concat, not spreads: this runs for every row of a large suite.
  const warnings = own.warnings.length === 0 ? row.test.warnings : row.test.warnings.concat(own.warnings);
  const ownP = own.result?.p;
  if (ownP === undefined || !(ownP > suite.p)) {
    row.test = { ...row.test, warnings };
    return;
  }
  const target = Math.min(ownP, row.settings.alpha);
  let { se, ci } = suite;
  if (target > suite.p && suite.effect !== 0) {
    const t = studentTQuantile(1 - target / 2, Math.min(suite.df, 1e6));
    // A hair wider: at p = alpha the interval's end must not round to the far side of 0.
    if (t > 0) se = (Math.abs(suite.effect) / t) * (1 + 1e-6);
    ci = tInterval(suite.effect, se, suite.df, row.settings.alpha);
  }
  setSuiteTest(row, { ...suite, se, p: ownP, ci }, warnings);
}

/** A log-scale effect (of times, or of reciprocal rates) as a relative change, positive worse. */
export function logChange(better: Better, effect: number, ci: readonly [number, number] | null): RelativeChange {
  const map = (value: number): number => (better === 'higher' ? -Math.expm1(-value) : Math.expm1(value));
  return { change: map(effect), changeCI: ci === null ? null : [map(ci[0]), map(ci[1])], ratio: better === 'higher' ? Math.exp(-effect) : Math.exp(effect) };
}

const POWER_QUANTILE = 0.8;

/** The whole-suite line of a group: its common shift, verdict and what the model fitted. */
export function suiteLine(
  group: SuiteGroup<SuiteCandidate>,
  reference: number,
  pAdjusted: number | null,
  policy: Policy,
  family: number,
  betweenJobs: boolean,
  bound?: number,
): SuiteLine {
  const { fit } = group;
  const corrected = policy.correction === 'none' ? policy.alpha : policy.alpha / Math.max(1, family);
  const scale = (1 / group.baselineRuns + 1 / group.currentRuns) * (1 + Math.PI / (2 * group.rows.length));
  const spread = Math.sqrt(fit.typicalRunVariance * (group.baselineRuns + group.currentRuns > 2 ? scale : 0) + fit.betweenJobSd ** 2);
  const df = Math.min(Number.isFinite(fit.df) && fit.df > 0 ? fit.df : group.rows.length - 1, 1e6);
  const detectable = spread > 0 ? Math.expm1((studentTQuantile(1 - corrected / 2, df) + studentTQuantile(POWER_QUANTILE, df)) * spread) : null;
  const common = {
    reference,
    metric: group.metric,
    unit: group.unit,
    better: group.better,
    rows: group.rows.length,
    baselineRuns: group.baselineRuns,
    currentRuns: group.currentRuns,
    priorDf: fit.prior === undefined || !Number.isFinite(fit.prior.d0) ? null : fit.prior.d0,
    priorSd: fit.prior === undefined ? null : Math.sqrt(fit.prior.s0squared),
    betweenJobSd: fit.betweenJobSd,
    rowSpreadJobs: fit.rowSpreadJobs,
    detectable,
    rowsNetted: fit.netted,
    mixture: fit.mixture,
  };
  const shift = fit.shift;
  if (pAdjusted === null) {
    return {
      ...common,
      change: null,
      changeCI: null,
      pValue: null,
      pAdjusted: null,
      verdict: 'inconclusive',
      reason: { code: 'shift-untested' },
    };
  }
  const level = adjustedLevel(policy.alpha, shift.p, pAdjusted);
  const { change, changeCI } = logChange(group.better, shift.diff, shift.df === null ? shift.ci : tInterval(shift.diff, shift.se, shift.df, level));
  const verdict = changeCI === null ? 'inconclusive' : decideVerdict(pAdjusted < policy.alpha, changeCI, policy.noise);
  // Judged against the job-effect bound (one baseline job), a shift beyond it is the code's: it
  // stands as a verdict; one inside it may be the machine's, and the line says which bound.
  if (fit.shiftPrior && bound !== undefined)
    return {
      ...common,
      change,
      changeCI,
      pValue: shift.p,
      pAdjusted,
      verdict,
      reason: verdict === 'inconclusive' ? { code: 'machine-or-code', bound } : undefined,
    };
  // Judged against the spread of the baseline's own jobs, a shift beyond it is the code's (or a
  // machine unlike any the baseline ran on): it stands as a verdict.
  if (!betweenJobs || fit.baselineJobs >= 2 || (verdict !== 'regression' && verdict !== 'improvement'))
    return { ...common, change, changeCI, pValue: shift.p, pAdjusted, verdict, reason: undefined };
  // Across jobs the sides ran on different machines (or the same VM type on another day): a
  // shift of every benchmark is the code or the machine, and one job a side cannot say which.
  return { ...common, change, changeCI, pValue: shift.p, pAdjusted, verdict: 'inconclusive', reason: { code: 'machine-or-code' } };
}

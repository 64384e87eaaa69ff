import type { Warning } from '../model/warning.js';
import type { Comparison, Report, ReportDesign, SuiteLine } from '../model/report.js';
import type { SampleSet, Series } from '../model/series.js';
import { adjustPValues } from '../stats/correction.js';
import type { JobRunner } from '../stats/subselection-jobs.js';
import { certify } from './certify.js';
import type { PendingRow } from './comparison.js';
import { EMPTY_CONFIG, RowSettingsResolver, type BenchConfig } from './config.js';
import { finishRow, type RowLevels } from './finish-row.js';
import { countVerdicts, differentCpuModels, gateOfReport, sideLabel, type Acceptance, type LabelledSet } from './gate.js';
import { methodOf } from './methods/index.js';
import { checkOverlap } from './overlap.js';
import { pairedTestName, removeCommonShift } from './paired.js';
import { keyOf, pendingRows, testDeferred, type Analyse, type CurrentSide } from './pending-rows.js';
import type { Policy } from './policy.js';
import { formatsDifferWarning, oneGoProcessWarning } from './run-advice.js';
import { computeRunValues } from './run-values.js';
import { rowAtLook, type Look } from './sequential.js';
import { analyseSide, type SideAnalysis } from './side.js';
import { analyseSuites, suiteLine, type SuiteGroup } from './suite-stage.js';
import { findTailChanges, withTailChange } from './tail.js';

export { type LabelledSet } from './gate.js';

/** How the data were made, beyond the policy: `paired` when run i of each side was made together. */
export interface CompareOptions {
  readonly paired?: boolean;
  /**
   * Both sides were made in one job, on one machine (local baseline files, `benchgate run`,
   * `--same-job`): no between-job spread to allow for, and a whole-suite shift is the code's.
   * Otherwise (the safe default) the baseline comes from another job, as an artifact does.
   */
  readonly sameJob?: boolean;
  /** The PR carries the accept label: a failing gate passes, with who accepted it. */
  readonly accepted?: Acceptance | undefined;
  /** A helper thread for the per-run subselections, when the caller started one; else one thread. */
  readonly pool?: JobRunner | undefined;
  /**
   * One look of a `benchgate run` session: every row at the look's level, its p in terms of the
   * user's alpha, undecided rows inconclusive (sequential.ts). The policy's alpha is the level.
   */
  readonly look?: Look | undefined;
  /**
   * The level of the rows' marginal intervals (`changeCIMarginal`) when the policy's alpha is not
   * the user's: a look's share of it in `benchgate run`. Default: each row's alpha.
   */
  readonly marginalAlpha?: number | undefined;
  /**
   * The level a row's interval would be judged at with n runs a side, for the runs-needed advice,
   * when it depends on n (`benchgate run`: the level of the look with n pairs). Default: alpha
   * over the family, the level of a lone change.
   */
  readonly sizingLevel?: ((n: number) => number) | undefined;
}

/** What the comparison against every reference found, in the report's order. */
interface Findings {
  readonly comparisons: Comparison[];
  readonly suites: SuiteLine[];
  readonly machineShifts: Warning[];
}

/** What one reference's comparison is told. */
interface ReferenceContext {
  readonly current: CurrentSide;
  readonly resolver: RowSettingsResolver;
  readonly policy: Policy;
  readonly options: CompareOptions;
  readonly paired: boolean;
  readonly sameJob: boolean;
  readonly analyse: Analyse;
}

/**
 * Compares the current side with each reference system (docs/design.md, Verdict engine). Each reference is its own
 * family for the multiple-comparison adjustment, so adding a reference never changes the verdicts
 * against another. Rows follow the current side's order; rows only in a baseline come last.
 */
export function compareSampleSets(
  baselines: readonly LabelledSet[],
  current: LabelledSet,
  policy: Policy,
  config: BenchConfig = EMPTY_CONFIG,
  options: CompareOptions = {},
): Report {
  const paired = options.paired === true;
  // Pairs are made together, in one job.
  const sameJob = paired || options.sameJob === true;
  const resolver = new RowSettingsResolver(config, policy);
  const currentSet = resolver.apply(current.set);
  const baselineSets = baselines.map((baseline) => resolver.apply(baseline.set));
  const analyse = sideAnalyser(currentSet, baselineSets, policy, options.pool);
  const currentKeys = currentSet.series.map(keyOf);
  const currentSide: CurrentSide = {
    set: currentSet,
    keys: currentKeys,
    keySet: new Set(currentKeys),
    analyses: currentSet.series.map((series) => analyse(series, 'current')),
  };
  const context: ReferenceContext = { current: currentSide, resolver, policy, options, paired, sameJob, analyse };
  const findings: Findings = { comparisons: [], suites: [], machineShifts: [] };
  baselineSets.forEach((baselineSet, reference) => {
    // Another VM type moves benchmarks further than another VM of one type: the bound doubles.
    const cpusDiffer = differentCpuModels(baselines[reference]?.set.context?.runner, current.set.context?.runner);
    compareReference(baselineSet, reference, policy.jobEffectBound * (cpusDiffer ? 2 : 1), context, findings);
  });
  const report = reportOf(baselines, current, policy, options, sameJob, findings);
  const examples = currentSet.series.slice(0, 2).map((series) => `"${series.benchmark}" ${series.metric}`);
  const unused = resolver
    .unusedRules()
    .map(({ index, rule }): Warning => ({ code: 'unused-rule', rule: index + 1, benchmark: rule.benchmark, metric: rule.metric, examples }));
  const goProcess = oneGoProcessWarning(baselines, current);
  const formats = formatsDifferWarning(baselines, current);
  const overlap = checkOverlap(report, formats);
  const warnings = [
    ...(formats === undefined ? [] : [formats]),
    ...(goProcess === undefined ? [] : [goProcess]),
    ...overlap,
    ...findings.machineShifts,
    ...unused,
  ];
  return warnings.length === 0 ? report : { ...report, warnings };
}

/**
 * Analyses a side as its row needs it. With a helper thread, every run's subselection ahead on
 * both threads, the baselines analysed while the helper computes the current side's.
 */
function sideAnalyser(currentSet: SampleSet, baselineSets: readonly SampleSet[], policy: Policy, pool: JobRunner | undefined): Analyse {
  const baselineAnalyses = new Map<Series, SideAnalysis>();
  const runValues =
    pool === undefined
      ? undefined
      : computeRunValues(currentSet, baselineSets, policy.outliers, pool, (values) => {
          for (const set of baselineSets)
            for (const series of set.series) baselineAnalyses.set(series, analyseSide(series, 'baseline', policy.outliers, values.get(series)));
        });
  return (series, side) =>
    (side === 'baseline' ? baselineAnalyses.get(series) : undefined) ?? analyseSide(series, side, policy.outliers, runValues?.get(series));
}

/** The rows and suite lines against one reference, its machine shifts among the warnings. */
function compareReference(baselineSet: SampleSet, reference: number, jobEffectBound: number, context: ReferenceContext, into: Findings): void {
  const { policy, paired, sameJob, options } = context;
  const suite = methodOf(policy.test).suiteRole({ paired, sameJob });
  const rows = pendingRows(baselineSet, context.current, {
    resolver: context.resolver,
    policy,
    paired,
    analyse: context.analyse,
    suiteModel: suite === 'tests',
  });
  // A pair's machine shift is estimated per metric: allocations do not slow down with the machine.
  if (paired) for (const group of byMetric(rows)) removeCommonShift(group, policy.alpha, policy.test);
  // Beside the suite model, a method keeps its own test, and the row the more cautious of the two.
  const suiteSettings = { alpha: policy.alpha, betweenJobs: !sameJob, noise: policy.noise, keepOwnTest: suite === 'beside', jobEffectBound };
  const groups: SuiteGroup<PendingRow>[] = suite === 'none' ? [] : analyseSuites(rows, suiteSettings);
  testDeferred(rows, policy);
  for (const group of groups)
    if (group.fit.machineShift !== null)
      into.machineShifts.push({ code: 'machine-shift', metric: group.metric, change: Math.expm1(group.fit.machineShift), spread: group.fit.betweenJobSd });
  const families = adjustFamilies(rows, groups, policy);
  // Rows whose tail changed while their centre did not: a family of their own (compare/tail.ts).
  const tails = findTailChanges(rows, policy);
  const levels: RowLevels = { marginal: options.marginalAlpha, sizing: options.sizingLevel };
  for (const row of rows) {
    const finished = finishRow(row, families.byRow.get(row) ?? null, reference, policy, families.rows, levels);
    // A session's look only notes a tail: more pairs do not decide it, so it must not keep the
    // session going, and its fixed-level test is not the sequence's (interleaved/session.ts).
    const atLook = options.look === undefined ? finished : rowAtLook(finished, options.look, row.settings.noise);
    into.comparisons.push(withTailChange(atLook, tails.get(row), options.look !== undefined));
  }
  groups.forEach((group, i) => {
    const line = families.lines[i] as AdjustedLine;
    into.suites.push(suiteLine(group, reference, line.pAdjusted, policy, line.family, !sameJob, jobEffectBound));
  });
}

/** A suite line's adjusted p and the size of the family it was adjusted in. */
interface AdjustedLine {
  readonly pAdjusted: number | null;
  readonly family: number;
}

/**
 * The multiple-comparison adjustment of a reference. One family: the rows and the whole-suite
 * lines tested across runs. A line judged against the spread of the baseline's jobs has J − 1 df
 * and asks another question (this job against those jobs): the suite lines so judged are a family
 * of their own, or a 200-row suite could never show a +30% shift; the noise threshold keeps their
 * false alarms rare (docs/design.md).
 */
function adjustFamilies(
  rows: readonly PendingRow[],
  groups: readonly SuiteGroup<PendingRow>[],
  policy: Policy,
): { byRow: Map<PendingRow, number | null>; rows: number; lines: AdjustedLine[] } {
  const tested = rows.filter((row) => row.test?.result !== null && row.test?.result !== undefined);
  const shifts = groups.filter((group) => group.fit.baselineJobs < 2);
  const judgedByJobs = groups.filter((group) => group.fit.baselineJobs >= 2);
  const adjusted = adjustPValues([...tested.map((row) => row.test?.result?.p ?? 1), ...shifts.map((group) => group.fit.shift.p)], policy.correction);
  const adjustedByJobs = adjustPValues(
    judgedByJobs.map((group) => group.fit.shift.p),
    policy.correction,
  );
  const family = adjusted.length;
  const lines = groups.map((group): AdjustedLine => {
    const byJobs = judgedByJobs.indexOf(group);
    if (byJobs >= 0) return { pAdjusted: adjustedByJobs[byJobs] ?? null, family: judgedByJobs.length };
    const index = shifts.indexOf(group);
    return { pAdjusted: index < 0 ? null : (adjusted[tested.length + index] ?? null), family };
  });
  return { byRow: new Map(tested.map((row, i) => [row, adjusted[i] ?? null])), rows: family, lines };
}

/** Rows grouped by metric, unit and direction, in first-seen order. */
function byMetric(rows: readonly PendingRow[]): PendingRow[][] {
  const groups = new Map<string, PendingRow[]>();
  for (const row of rows) {
    const key = `${row.series.metric}\u0000${row.series.unit}\u0000${row.series.better}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  return [...groups.values()];
}

/** The report of what was found, with its gate and headline; its warnings are added after. */
function reportOf(
  baselines: readonly LabelledSet[],
  current: LabelledSet,
  policy: Policy,
  options: CompareOptions,
  sameJob: boolean,
  { comparisons, suites }: Findings,
): Report {
  const summary = countVerdicts(comparisons);
  const labels = baselines.map(sideLabel);
  const currentLabel = sideLabel(current);
  const { gate, gateReason, runnersDiffer } = gateOfReport(policy, { comparisons, suites, baselines: labels, current: currentLabel }, options.accepted);
  return {
    benchgate: 1,
    alpha: options.look?.alpha ?? policy.alpha,
    noise: policy.noise,
    correction: options.look?.correction ?? policy.correction,
    baseline: labels[0] ?? { label: 'none', runs: 0 },
    baselines: labels,
    current: currentLabel,
    summary,
    comparisons,
    suites,
    runnersDiffer,
    sameJob,
    gate,
    gateReason,
    warnings: [],
    ...(options.paired === true && { design: pairedDesign(current.set.runCount, policy, options.look) }),
    headline: certify(comparisons, suites, policy.certify),
  };
}

/** A paired report's design; a session's look adds that it was interleaved, its looks and why it stopped. */
function pairedDesign(pairs: number, policy: Policy, look: Look | undefined): ReportDesign {
  const design = { kind: 'paired' as const, pairs, test: pairedTestName(policy.test) };
  if (look === undefined) return design;
  return { ...design, interleaved: true, ...(look.stopped !== undefined && { stopped: look.stopped }), looks: look.looks };
}

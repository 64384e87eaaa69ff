import type { RowReason } from '../model/reason.js';
import type { Warning } from '../model/warning.js';
import type { Comparison, Report, ReportDesign, SuiteLine } from '../model/report.js';
import { seriesKey, type SampleSet, type Series } from '../model/series.js';
import { adjustPValues } from '../stats/correction.js';
import { seedFromString } from '../stats/rng.js';
import { EMPTY_CONFIG, RowSettingsResolver, type BenchConfig } from './config.js';
import { formatsDifferWarning, oneGoProcessWarning } from './run-advice.js';
import { finishRow, type PendingRow } from './finish-row.js';
import { countVerdicts, differentCpuModels, gateOfReport, sideLabel, type Acceptance, type LabelledSet } from './gate.js';
import { parseUnit } from '../units/unit.js';
import { checkOverlap } from './overlap.js';
import { methodOf } from './methods/index.js';
import type { Policy } from './policy.js';
import { pairedTest, pairedTestName, removeCommonShift } from './paired.js';
import { rowAtLook, type Look } from './sequential.js';
import { testedAcrossRuns, testRow, type RowTest } from './row.js';
import type { JobRunner } from '../stats/subselection-jobs.js';
import { computeRunValues } from './run-values.js';
import { certify } from './certify.js';
import { followBulk } from './run-centre.js';
import { analyseSide, type SideAnalysis } from './side.js';
import { analyseSuites, suiteLine, type SuiteGroup } from './suite-stage.js';
import { findTailChanges, withTailChange } from './tail.js';

export { countVerdicts, type LabelledSet } from './gate.js';

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

/** One side of a row analysed, with the subselections computed ahead when there are. */
type Analyse = (series: Series, side: 'baseline' | 'current') => SideAnalysis;

const keyOf = (series: Series): string => seriesKey(series.benchmark, series.metric);

/**
 * The current side, analysed once for every reference: its series' keys and analyses by index.
 * Each key is made once: 50,000 rows made and hashed six fresh keys each.
 */
interface CurrentSide {
  readonly set: SampleSet;
  readonly keys: readonly string[];
  readonly keySet: ReadonlySet<string>;
  readonly analyses: readonly SideAnalysis[];
}

/**
 * The test of a row the suite model may take, made only if it does not (testDeferred): the suite
 * model tests its rows itself, and Welch's test of each (an inverse incomplete beta at a
 * fractional df) was thrown away for 10,000 rows. A placeholder until then, never reported.
 */
interface DeferredTest extends RowTest {
  readonly deferred: true;
  readonly familySize: number;
}

const DEFERRED_TEST = { test: 'runs', result: null, warnings: [], deferred: true } as const;

/** The tests left to make once the suite model has taken its rows. */
function testDeferred(rows: readonly PendingRow[], policy: Policy): void {
  for (const row of rows) {
    const test = row.test as DeferredTest | null;
    if (test?.deferred !== true) continue;
    const key = keyOf(row.series);
    row.test = testRow(
      row.baseline as SideAnalysis,
      row.current as SideAnalysis,
      row.settings.alpha,
      policy.test,
      methodOf(policy.test).seeded ? seedFromString(`${policy.test}\u0000${key}`) : 0,
      test.familySize,
    );
  }
}

function pendingRows(
  baseline: SampleSet,
  current: CurrentSide,
  resolver: RowSettingsResolver,
  policy: Policy,
  paired: boolean,
  analyse: Analyse,
  suiteModel: boolean,
): PendingRow[] {
  const baselineKeys = baseline.series.map(keyOf);
  const baselineByKey = new Map<string, Series>();
  for (let i = 0; i < baseline.series.length; i++) baselineByKey.set(baselineKeys[i] as string, baseline.series[i] as Series);
  const rows: PendingRow[] = [];
  // Rows on both sides: the size of the correction's family, for the rank test's reachable p.
  const familySize = policy.correction === 'none' ? 1 : current.keys.filter((key) => baselineByKey.has(key)).length;
  for (let i = 0; i < current.set.series.length; i++) {
    const series = current.set.series[i] as Series;
    const key = current.keys[i] as string;
    const currentSide = current.analyses[i] ?? null;
    const baseSeries = baselineByKey.get(key);
    const settings = resolver.resolve(series.benchmark, series.metric);
    if (baseSeries === undefined) {
      rows.push({ series, baseline: null, current: currentSide, test: null, settings });
      continue;
    }
    if (baseSeries.unit !== series.unit || baseSeries.better !== series.better) {
      // Same names, different quantity: comparing them would be meaningless.
      const baseSide = analyse(baseSeries, 'baseline');
      const reason: RowReason = {
        code: 'unit-clash',
        baselineUnit: baseSeries.unit,
        baselineBetter: baseSeries.better,
        currentUnit: series.unit,
        currentBetter: series.better,
      };
      rows.push({
        series,
        baseline: baseSide,
        current: currentSide,
        test: { test: 'none', result: null, reason, warnings: [] },
        settings,
        clash: { unit: baseSeries.unit, better: baseSeries.better },
      });
      continue;
    }
    const analysed = analyse(baseSeries, 'baseline');
    // Both sides at their runs' medians when their runs' values lie off the bulk (run-centre.ts).
    const sides = currentSide === null ? { baseline: analysed, current: null } : followBulk(series.better === 'higher', analysed, currentSide);
    const baseSide = sides.baseline;
    const currentOfRow = sides.current;
    if (currentOfRow !== null && !settings.exact && isDeterministic(series, baseSeries, baseSide, currentOfRow)) {
      rows.push({ series, baseline: baseSide, current: currentOfRow, test: null, settings, deterministic: true });
      continue;
    }
    if (paired && currentOfRow !== null && !settings.exact) {
      const { test, suite } = pairedTest(baseSide, currentOfRow, settings.alpha, policy.test);
      rows.push({ series, baseline: baseSide, current: currentOfRow, test, settings, ...(suite !== undefined && { suite }) });
      continue;
    }
    // Exact metrics need no test: their centres are compared as they are.
    const jobs = baseSeries.jobs === undefined ? {} : { baselineJobs: baseSeries.jobs };
    const test =
      currentOfRow === null || settings.exact
        ? null
        : suiteModel && testedAcrossRuns(baseSide, currentOfRow)
          ? { ...DEFERRED_TEST, familySize }
          : testRow(
              baseSide,
              currentOfRow,
              settings.alpha,
              policy.test,
              methodOf(policy.test).seeded ? seedFromString(`${policy.test}\u0000${key}`) : 0,
              familySize,
            );
    rows.push({ series, baseline: baseSide, current: currentOfRow, test, settings, ...jobs });
  }
  for (let i = 0; i < baseline.series.length; i++) {
    const series = baseline.series[i] as Series;
    if (!current.keySet.has(baselineKeys[i] as string))
      rows.push({
        series,
        baseline: analyse(series, 'baseline'),
        current: null,
        test: null,
        settings: resolver.resolve(series.benchmark, series.metric),
      });
  }
  return rows;
}

/** A paired report's design; a session's look adds that it was interleaved, its looks and why it stopped. */
function pairedDesign(pairs: number, policy: Policy, look: Look | undefined): ReportDesign {
  const design = { kind: 'paired' as const, pairs, test: pairedTestName(policy.test) };
  if (look === undefined) return design;
  return { ...design, interleaved: true, ...(look.stopped !== undefined && { stopped: look.stopped }), looks: look.looks };
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

/** Every sample of the side equal (its runs' too): no spread at all, whatever the count. */
function constant(side: SideAnalysis): boolean {
  return side.problem === undefined && side.stats.sd === 0 && side.stats.min === side.stats.max;
}

/**
 * A metric that does not vary (allocations, bytes, instruction counts), or that its tool counts
 * exactly (Series.exact): compared as it is, with any number of runs. Times and rates are taken for deterministic only when each side has 2
 * samples or more, all equal: one sample of a time says nothing of its spread.
 */
function isDeterministic(series: Series, baseSeries: Series, baseline: SideAnalysis, current: SideAnalysis): boolean {
  // Counted without noise by its tool (valgrind): a few instructions' jitter between runs is no spread to test.
  if (series.exact === true && baseSeries.exact === true) return baseline.problem === undefined && current.problem === undefined;
  if (!constant(baseline) || !constant(current)) return false;
  const quantity = parseUnit(series.unit).quantity;
  if (quantity !== 'time' && quantity !== 'rate') return true;
  // A tool's summaries (cargo's integer ns/iter) can repeat exactly without the time being fixed.
  if (baseline.stats.summaryOnly || current.stats.summaryOnly) return false;
  return baseline.stats.samples >= 2 && current.stats.samples >= 2;
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
  // With a helper thread, every run's subselection ahead on both threads, the baselines analysed
  // while the helper computes the current side's; else each as its row needs it.
  const baselineAnalyses = new Map<Series, SideAnalysis>();
  const runValues =
    options.pool === undefined
      ? undefined
      : computeRunValues(currentSet, baselineSets, policy.outliers, options.pool, (values) => {
          for (const set of baselineSets)
            for (const series of set.series) baselineAnalyses.set(series, analyseSide(series, 'baseline', policy.outliers, values.get(series)));
        });
  const analyse: Analyse = (series, side) =>
    (side === 'baseline' ? baselineAnalyses.get(series) : undefined) ?? analyseSide(series, side, policy.outliers, runValues?.get(series));
  const currentKeys = currentSet.series.map(keyOf);
  const currentSide: CurrentSide = {
    set: currentSet,
    keys: currentKeys,
    keySet: new Set(currentKeys),
    analyses: currentSet.series.map((series) => analyse(series, 'current')),
  };
  const comparisons: Comparison[] = [];
  const suites: SuiteLine[] = [];
  const machineShifts: Warning[] = [];
  const levels = { marginal: options.marginalAlpha, sizing: options.sizingLevel };
  baselineSets.forEach((baselineSet, reference) => {
    // Paired rows are already net of the drift their pairs share: the suite model is not for them.
    const suiteModel = methodOf(policy.test).suiteModel && !paired;
    const rows = pendingRows(baselineSet, currentSide, resolver, policy, paired, analyse, suiteModel);
    // A pair's machine shift is estimated per metric: allocations do not slow down with the machine.
    if (paired) for (const group of byMetric(rows)) removeCommonShift(group, policy.alpha, policy.test);
    // Across jobs every test needs the suite model: only it sees another VM's shift. A method
    // without one keeps its own test beside it, and the row the more cautious of the two.
    const beside = !suiteModel && !paired && !sameJob;
    // Another VM type moves benchmarks further than another VM of one type: the bound doubles.
    const jobEffectBound = policy.jobEffectBound * (differentCpuModels(baselines[reference]?.set.context?.runner, current.set.context?.runner) ? 2 : 1);
    const suiteSettings = { alpha: policy.alpha, betweenJobs: !sameJob, noise: policy.noise, keepOwnTest: beside, jobEffectBound };
    const groups: SuiteGroup<PendingRow>[] = suiteModel || beside ? analyseSuites(rows, suiteSettings) : [];
    testDeferred(rows, policy);
    for (const group of groups)
      if (group.fit.machineShift !== null)
        machineShifts.push({ code: 'machine-shift', metric: group.metric, change: Math.expm1(group.fit.machineShift), spread: group.fit.betweenJobSd });
    const tested = rows.filter((row) => row.test?.result !== null && row.test?.result !== undefined);
    // One family: the rows and the whole-suite lines tested across runs. A line judged against
    // the spread of the baseline's jobs has J − 1 df and asks another question (this job against
    // those jobs): the suite lines so judged are a family of their own, or a 200-row suite could
    // never show a +30% shift; the noise threshold keeps their false alarms rare (docs/design.md).
    const shifts = groups.filter((group) => group.fit.baselineJobs < 2);
    const judgedByJobs = groups.filter((group) => group.fit.baselineJobs >= 2);
    const adjusted = adjustPValues([...tested.map((row) => row.test?.result?.p ?? 1), ...shifts.map((group) => group.fit.shift.p)], policy.correction);
    const adjustedByJobs = adjustPValues(
      judgedByJobs.map((group) => group.fit.shift.p),
      policy.correction,
    );
    const adjustedByRow = new Map(tested.map((row, i) => [row, adjusted[i] ?? null]));
    const family = adjusted.length;
    // Rows whose tail changed while their centre did not: a family of their own (compare/tail.ts).
    const tails = findTailChanges(rows, policy);
    for (const row of rows) {
      const finished = finishRow(row, adjustedByRow.get(row) ?? null, reference, policy, family, levels);
      // A session's look only notes a tail: more pairs do not decide it, so it must not keep the
      // session going, and its fixed-level test is not the sequence's (interleaved/session.ts).
      const atLook = options.look === undefined ? finished : rowAtLook(finished, options.look, row.settings.noise);
      comparisons.push(withTailChange(atLook, tails.get(row), options.look !== undefined));
    }
    for (const group of groups) {
      const byJobs = judgedByJobs.indexOf(group);
      if (byJobs >= 0) {
        suites.push(suiteLine(group, reference, adjustedByJobs[byJobs] ?? null, policy, judgedByJobs.length, !sameJob, jobEffectBound));
        continue;
      }
      const index = shifts.indexOf(group);
      suites.push(suiteLine(group, reference, index < 0 ? null : (adjusted[tested.length + index] ?? null), policy, family, !sameJob, jobEffectBound));
    }
  });
  const summary = countVerdicts(comparisons);
  const labels = baselines.map(sideLabel);
  const currentLabel = sideLabel(current);
  const { gate, gateReason, runnersDiffer } = gateOfReport(policy, { comparisons, suites, baselines: labels, current: currentLabel }, options.accepted);
  const report: Report = {
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
    ...(paired && { design: pairedDesign(current.set.runCount, policy, options.look) }),
    headline: certify(comparisons, suites, policy.certify),
  };
  const examples = currentSet.series.slice(0, 2).map((series) => `"${series.benchmark}" ${series.metric}`);
  const unused = resolver
    .unusedRules()
    .map(({ index, rule }): Warning => ({ code: 'unused-rule', rule: index + 1, benchmark: rule.benchmark, metric: rule.metric, examples }));
  const goProcess = oneGoProcessWarning(baselines, current);
  const formats = formatsDifferWarning(baselines, current);
  const overlap = checkOverlap(report, formats);
  const warnings = [...(formats === undefined ? [] : [formats]), ...(goProcess === undefined ? [] : [goProcess]), ...overlap, ...machineShifts, ...unused];
  return warnings.length === 0 ? report : { ...report, warnings };
}

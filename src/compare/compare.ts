import type { Comparison, Report, SampleSize, SideLabel, SuiteLine, TestKind, Verdict, VerdictCounts } from '../model/report.js';
import { suiteLine } from './suite-stage.js';
import { checkOverlap } from './overlap.js';
import { seedFromString } from '../stats/rng.js';
import { observationsToDetect } from '../stats/sample-size.js';
import { studentTQuantile } from '../stats/student-t.js';
import type { SampleSet, Series } from '../model/series.js';
import { adjustPValues } from '../stats/correction.js';
import { EMPTY_CONFIG, RowSettingsResolver, type BenchConfig, type RowSettings } from './config.js';
import type { Policy } from './policy.js';
import { fiellerChangeInterval, ONE_RUN_A_SIDE, relativeChange, testRow, type RowTest } from './row.js';
import { analyseSide, type SideAnalysis } from './side.js';
import { decideVerdict } from './verdict.js';
import { analyseSuites, logChange, type SuiteGroup } from './suite-stage.js';
import type { SuiteRowResult } from './suite-model.js';

/** One side as the report names it. */
export interface LabelledSet {
  readonly label: string;
  readonly set: SampleSet;
}

const seriesKey = (series: Series): string => `${series.benchmark}\u0000${series.metric}`;

interface PendingRow {
  readonly series: Series;
  readonly baseline: SideAnalysis | null;
  readonly current: SideAnalysis | null;
  test: RowTest | null;
  readonly settings: RowSettings;
  readonly comparable: boolean;
  /** Set when the suite model tested the row: its result is on the log scale. */
  suite?: SuiteRowResult;
}

function pendingRows(baseline: SampleSet, current: SampleSet, currentAnalyses: ReadonlyMap<string, SideAnalysis>, resolver: RowSettingsResolver, policy: Policy): PendingRow[] {
  const baselineByKey = new Map(baseline.series.map((series) => [seriesKey(series), series]));
  const rows: PendingRow[] = [];
  // Rows on both sides: the size of the correction's family, for the rank test's reachable p.
  const familySize = policy.correction === 'none' ? 1 : current.series.filter((series) => baselineByKey.has(seriesKey(series))).length;
  for (const series of current.series) {
    const key = seriesKey(series);
    const currentSide = currentAnalyses.get(key) ?? null;
    const baseSeries = baselineByKey.get(key);
    const settings = resolver.resolve(series.benchmark, series.metric);
    if (baseSeries === undefined) {
      rows.push({ series, baseline: null, current: currentSide, test: null, settings, comparable: true });
      continue;
    }
    if (baseSeries.unit !== series.unit || baseSeries.better !== series.better) {
      // Same names, different quantity: comparing them would be meaningless.
      const baseSide = analyseSide(baseSeries, 'baseline', policy.outliers);
      const reason = `the baseline measures ${baseSeries.unit || 'no unit'} (${baseSeries.better} is better) but the current runs ${series.unit || 'no unit'} (${series.better} is better)`;
      rows.push({ series, baseline: baseSide, current: currentSide, test: { test: 'none', result: null, reason, warnings: [] }, settings, comparable: false });
      continue;
    }
    const baseSide = analyseSide(baseSeries, 'baseline', policy.outliers);
    // Exact metrics need no test: their centres are compared as they are.
    const test = currentSide === null || settings.exact ? null : testRow(baseSide, currentSide, settings.alpha, policy.test, seedFromString(`bootstrap\u0000${key}`), familySize);
    rows.push({ series, baseline: baseSide, current: currentSide, test, settings, comparable: true });
  }
  const currentKeys = new Set(current.series.map(seriesKey));
  for (const series of baseline.series) {
    if (!currentKeys.has(seriesKey(series))) rows.push({ series, baseline: analyseSide(series, 'baseline', policy.outliers), current: null, test: null, settings: resolver.resolve(series.benchmark, series.metric), comparable: true });
  }
  return rows;
}

/** What a row's analysis decides; the rest of a Comparison comes from the series and its sides. */
type Outcome = Pick<Comparison, 'change' | 'changeCI' | 'ratio' | 'pValue' | 'pAdjusted' | 'test' | 'df' | 'significant' | 'verdict' | 'reason' | 'sampleSize' | 'warnings'>;

/** Every row built by this one literal, properties in one order: one hidden class for 250,000 rows. */
function comparison(row: PendingRow, reference: number, outcome: Outcome): Comparison {
  const { series, baseline, current } = row;
  return {
    benchmark: series.benchmark,
    metric: series.metric,
    unit: series.unit,
    better: series.better,
    centre: series.better === 'higher' ? 'hmean' : 'amean',
    reference,
    baseline: baseline?.stats ?? null,
    current: current?.stats ?? null,
    change: outcome.change,
    changeCI: outcome.changeCI,
    ratio: outcome.ratio,
    pValue: outcome.pValue,
    pAdjusted: outcome.pAdjusted,
    test: outcome.test,
    df: outcome.df,
    significant: outcome.significant,
    verdict: outcome.verdict,
    reason: outcome.reason,
    sampleSize: outcome.sampleSize,
    warnings: outcome.warnings,
  };
}

/**
 * Runs per side (samples, for single runs) that would detect a change of the noise threshold,
 * or of the observed change if larger, at alpha with power 0.8 (Pilot), from the variances seen.
 */
function sizeFor(baseline: SideAnalysis, current: SideAnalysis, test: TestKind, change: number | null, policy: Policy, suite: SuiteRowResult | undefined): SampleSize | null {
  const size = Math.max(policy.noise, Math.abs(change ?? 0));
  const perSide =
    suite === undefined
      ? observationsToDetect(baseline.moments.variance, current.moments.variance, size * Math.abs(baseline.moments.mean), policy.alpha)
      : observationsToDetect(suite.runVariance, suite.runVariance, Math.log1p(size), policy.alpha);
  if (perSide === undefined) return null;
  return { perSide, unit: test === 'samples' ? 'samples' : 'runs', change: size };
}

/**
 * An exact metric (allocations, instruction counts, binary size): the centres are compared as
 * they are, one sample suffices, and any change beyond the tolerance is real.
 */
function exactRow(row: PendingRow, reference: number, baseline: SideAnalysis, current: SideAnalysis, warnings: string[]): Comparison {
  const diff = current.moments.mean - baseline.moments.mean;
  const { change, ratio } = relativeChange(row.series.better, baseline.moments.mean, diff, null);
  const beyond = change === null ? diff !== 0 : Math.abs(change) > row.settings.tolerance;
  const worse = change === null ? diff > 0 : change > 0;
  const verdict: Verdict = !beyond ? 'unchanged' : worse ? 'regression' : 'improvement';
  return comparison(row, reference, {
    change, changeCI: change === null ? null : [change, change], ratio, pValue: null, pAdjusted: null, test: 'exact', df: null,
    significant: beyond, verdict, reason: undefined, sampleSize: null, warnings,
  });
}

/** Two runs on a side: which change the row could show at all (power 0.8), said next to it. */
function twoRunsWarning(baseline: SideAnalysis, current: SideAnalysis, relativeSe: number, df: number | null, alpha: number): string | undefined {
  if (Math.min(baseline.stats.runs, current.stats.runs) !== 2 || df === null || !(df > 0) || !(relativeSe > 0) || !Number.isFinite(relativeSe)) return undefined;
  const degrees = Math.min(df, 1e6);
  const smallest = (studentTQuantile(1 - alpha / 2, degrees) + studentTQuantile(0.8, degrees)) * relativeSe;
  return `2 runs on a side: only a change of about ±${(smallest * 100).toFixed(1)}% or more can be told from run-to-run noise here; give ≥ 3 runs a side`;
}

function finishRow(row: PendingRow, pAdjusted: number | null, reference: number, policy: Policy, family: number): Comparison {
  const { series, baseline, current, test } = row;
  const sideWarnings = [...(baseline?.warnings ?? []), ...(current?.warnings ?? [])];
  const untested = { changeCI: null, pValue: null, pAdjusted: null, df: null, significant: false, test: 'none' } as const;
  if (baseline === null || current === null) {
    const verdict: Verdict = baseline === null ? 'added' : 'removed';
    const reason = baseline === null ? 'not in the baseline' : 'not in the current runs';
    return comparison(row, reference, { ...untested, change: null, ratio: null, verdict, reason, sampleSize: null, warnings: sideWarnings });
  }
  if (row.settings.exact && baseline.problem === undefined && current.problem === undefined) return exactRow(row, reference, baseline, current, sideWarnings);
  const result = test?.result ?? null;
  if (test === null || result === null) {
    const point = baseline.problem === undefined && current.problem === undefined ? relativeChange(series.better, baseline.moments.mean, current.moments.mean - baseline.moments.mean, null) : null;
    return comparison(row, reference, {
      ...untested, change: point?.change ?? null, ratio: point?.ratio ?? null, verdict: 'inconclusive',
      reason: test?.reason ?? 'no test could be run', sampleSize: null, warnings: [...sideWarnings, ...(test?.warnings ?? [])],
    });
  }
  const warnings = [...sideWarnings, ...test.warnings];
  const twoRuns = twoRunsWarning(baseline, current, row.suite === undefined ? result.se / Math.abs(baseline.moments.mean) : row.suite.se, result.df, row.settings.alpha);
  if (twoRuns !== undefined) warnings.push(twoRuns);
  if (result.status === 'zero-variance-different') warnings.push('no variation on either side: the difference is treated as exact');
  const { alpha, noise } = row.settings;
  const rowByRow = row.suite === undefined ? relativeChange(series.better, baseline.moments.mean, result.diff, result.ci) : logChange(series.better, row.suite.effect, row.suite.ci);
  // Row by row, the change's interval is Fieller's (it holds its coverage at large changes).
  const fieller = row.suite === undefined && policy.test !== 'bootstrap' && result.status === 'ok' ? fiellerChangeInterval(series.better, baseline, current, test.test, result.df, alpha) : undefined;
  if (fieller === null) {
    return comparison(row, reference, {
      ...rowByRow, changeCI: null, pValue: result.p, pAdjusted: pAdjusted ?? result.p, test: test.test, df: result.df, significant: false, verdict: 'inconclusive',
      reason: 'the interval of the change is unbounded (Fieller): the baseline is too noisy to size a relative change', sampleSize: null, warnings: [...sideWarnings, ...test.warnings],
    });
  }
  const { change, ratio } = rowByRow;
  const changeCI = fieller ?? rowByRow.changeCI;
  const adjusted = pAdjusted ?? result.p;
  const significant = adjusted < alpha;
  let verdict: Verdict;
  if (changeCI === null) {
    // A zero baseline has no relative change; any significant move away from it is beyond any threshold.
    warnings.push('the baseline centre is 0, so the change has no relative size');
    verdict = !significant ? 'unchanged' : result.diff > 0 ? 'regression' : 'improvement';
  } else {
    verdict = decideVerdict(adjusted, changeCI, alpha, noise);
  }
  // Sized for a lone change among `family` tests: alpha / family (the first step of BH and Holm).
  const corrected = policy.correction === 'none' ? alpha : alpha / Math.max(1, family);
  if (row.suite !== undefined && baseline.stats.runs === 1 && current.stats.runs === 1 && (verdict === 'unchanged' || verdict === 'noise')) {
    // One run a side flags only what exceeds the suite's own spread; anything less is not known.
    return comparison(row, reference, { change, changeCI, ratio, pValue: result.p, pAdjusted: adjusted, test: test.test, df: result.df, significant, verdict: 'inconclusive', reason: ONE_RUN_A_SIDE, sampleSize: null, warnings });
  }
  const sampleSize = verdict === 'unchanged' || verdict === 'noise' ? sizeFor(baseline, current, test.test, change, { ...policy, alpha: corrected, noise }, row.suite) : null;
  return comparison(row, reference, { change, changeCI, ratio, pValue: result.p, pAdjusted: adjusted, test: test.test, df: result.df, significant, verdict, reason: undefined, sampleSize, warnings });
}

export function countVerdicts(comparisons: readonly Comparison[]): VerdictCounts {
  const counts: Record<Verdict, number> = { regression: 0, improvement: 0, unchanged: 0, noise: 0, inconclusive: 0, added: 0, removed: 0 };
  for (const row of comparisons) counts[row.verdict]++;
  return {
    rows: comparisons.length,
    regressions: counts.regression,
    improvements: counts.improvement,
    unchanged: counts.unchanged,
    noise: counts.noise,
    inconclusive: counts.inconclusive,
    added: counts.added,
    removed: counts.removed,
  };
}

/**
 * The machine part of a runner fingerprint ("ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node
 * v24.1.0" → all but the Node version): OS, CPU model and cores decide comparability.
 */
function machineOf(runner: string): string {
  return runner.replace(/,\s*Node v?[\d.]+\s*$/, '').trim();
}

function differentMachines(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && machineOf(a) !== machineOf(b);
}

/** The gate: regressions fail it (unless fail-on never); runners that differ act as configured. */
function decideGate(policy: Policy, regressions: number, runnersDiffer: boolean): { gate: 'pass' | 'fail'; gateReason: string | undefined } {
  if (runnersDiffer && policy.onRunnerMismatch === 'fail') return { gate: 'fail', gateReason: 'the baseline and the current runs come from different machines (on-runner-mismatch: fail)' };
  if (runnersDiffer && policy.onRunnerMismatch === 'neutral') return { gate: 'pass', gateReason: regressions > 0 ? 'regressions are not gated because the machines differ (on-runner-mismatch: neutral)' : undefined };
  return { gate: policy.failOn === 'regression' && regressions > 0 ? 'fail' : 'pass', gateReason: undefined };
}

function sideLabel({ label, set }: LabelledSet): SideLabel {
  return {
    label,
    runs: set.runCount,
    ...(set.context?.commit !== undefined && { commit: set.context.commit }),
    ...(set.context?.runner !== undefined && { runner: set.context.runner }),
  };
}

/**
 * Compares the current side with each reference system (SPEC 3). Each reference is its own
 * family for the multiple-comparison adjustment, so adding a reference never changes the verdicts
 * against another. Rows follow the current side's order; rows only in a baseline come last.
 */
export function compareSampleSets(baselines: readonly LabelledSet[], current: LabelledSet, policy: Policy, config: BenchConfig = EMPTY_CONFIG): Report {
  const resolver = new RowSettingsResolver(config, policy);
  const currentSet = resolver.apply(current.set);
  const currentAnalyses = new Map(currentSet.series.map((series) => [seriesKey(series), analyseSide(series, 'current', policy.outliers)]));
  const comparisons: Comparison[] = [];
  const suites: SuiteLine[] = [];
  baselines.forEach((baseline, reference) => {
    const rows = pendingRows(resolver.apply(baseline.set), currentSet, currentAnalyses, resolver, policy);
    const groups: SuiteGroup<PendingRow>[] = policy.test === 'welch' ? analyseSuites(rows, policy.alpha) : [];
    const tested = rows.filter((row) => row.test?.result !== null && row.test?.result !== undefined);
    const shifts = groups.filter((group) => group.fit.shift !== null);
    // One family: the rows and the whole-suite lines.
    const adjusted = adjustPValues([...tested.map((row) => row.test?.result?.p ?? 1), ...shifts.map((group) => group.fit.shift?.p ?? 1)], policy.correction);
    const adjustedByRow = new Map(tested.map((row, i) => [row, adjusted[i] ?? null]));
    const family = adjusted.length;
    for (const row of rows) comparisons.push(finishRow(row, adjustedByRow.get(row) ?? null, reference, policy, family));
    for (const group of groups) {
      const index = shifts.indexOf(group);
      suites.push(suiteLine(group, reference, index < 0 ? null : (adjusted[tested.length + index] ?? null), policy, family));
    }
  });
  const summary = countVerdicts(comparisons);
  const labels = baselines.map(sideLabel);
  const currentLabel = sideLabel(current);
  const runnersDiffer = labels.some((label) => differentMachines(label.runner, currentLabel.runner));
  const suiteRegressions = suites.filter((line) => line.verdict === 'regression').length;
  const { gate, gateReason } = decideGate(policy, summary.regressions + suiteRegressions, runnersDiffer);
  const report: Report = {
    benchgate: 1,
    alpha: policy.alpha,
    noise: policy.noise,
    correction: policy.correction,
    baseline: labels[0] ?? { label: 'none', runs: 0 },
    baselines: labels,
    current: currentLabel,
    summary,
    comparisons,
    suites,
    runnersDiffer,
    gate,
    gateReason,
    warnings: [],
  };
  const warnings = checkOverlap(report);
  return warnings.length === 0 ? report : { ...report, warnings };
}

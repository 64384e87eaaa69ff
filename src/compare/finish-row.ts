import type { Warning } from '../model/warning.js';
import type { Comparison, SampleSize, TestKind, Verdict } from '../model/report.js';
import { observationsToDetect } from '../stats/sample-size.js';
import { studentTQuantile } from '../stats/student-t.js';
import type { Policy } from './policy.js';
import { fiellerChangeInterval, ONE_RUN_A_SIDE, relativeChange } from './row.js';
import type { SideAnalysis } from './side.js';
import type { SuiteRowResult } from './suite-model.js';
import { logChange, type SuiteCandidate } from './suite-stage.js';
import { decideVerdict } from './verdict.js';

// A row's verdict from its test, after the multiple-comparison adjustment.

/** A row on its way to a Comparison: what the suite stage reads and fills in. */
export type PendingRow = SuiteCandidate;

/** What a row's analysis decides; the rest of a Comparison comes from the series and its sides. */
type Outcome = Pick<
  Comparison,
  'change' | 'changeCI' | 'ratio' | 'pValue' | 'pAdjusted' | 'test' | 'df' | 'significant' | 'verdict' | 'reason' | 'sampleSize' | 'warnings'
>;

/** Every row built by this one literal, properties in one order: one hidden class for 250,000 rows. */
function comparison(row: PendingRow, reference: number, outcome: Outcome): Comparison {
  const { series, baseline, current } = row;
  return {
    benchmark: series.benchmark,
    metric: series.metric,
    unit: series.unit,
    baselineUnit: row.clash?.unit,
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
function sizeFor(
  baseline: SideAnalysis,
  current: SideAnalysis,
  test: TestKind,
  change: number | null,
  policy: Policy,
  suite: SuiteRowResult | undefined,
): SampleSize | null {
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
function exactRow(row: PendingRow, reference: number, baseline: SideAnalysis, current: SideAnalysis, warnings: Warning[]): Comparison {
  const diff = current.moments.mean - baseline.moments.mean;
  const { change, ratio } = relativeChange(row.series.better, baseline.moments.mean, diff, null);
  const beyond = change === null ? diff !== 0 : Math.abs(change) > row.settings.tolerance;
  const worse = change === null ? diff > 0 : change > 0;
  const verdict: Verdict = !beyond ? 'unchanged' : worse ? 'regression' : 'improvement';
  return comparison(row, reference, {
    change,
    changeCI: change === null ? null : [change, change],
    ratio,
    pValue: null,
    pAdjusted: null,
    test: 'exact',
    df: null,
    significant: beyond,
    verdict,
    reason: undefined,
    sampleSize: null,
    warnings,
  });
}

/** Two runs on a side: which change the row could show at all (power 0.8), said next to it. */
function twoRunsWarning(baseline: SideAnalysis, current: SideAnalysis, relativeSe: number, df: number | null, alpha: number): Warning | undefined {
  if (Math.min(baseline.stats.runs, current.stats.runs) !== 2 || df === null || !(df > 0) || !(relativeSe > 0) || !Number.isFinite(relativeSe))
    return undefined;
  const degrees = Math.min(df, 1e6);
  const smallest = (studentTQuantile(1 - alpha / 2, degrees) + studentTQuantile(0.8, degrees)) * relativeSe;
  return { code: 'two-runs', detectable: smallest };
}

export function finishRow(row: PendingRow, pAdjusted: number | null, reference: number, policy: Policy, family: number): Comparison {
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
    const point =
      // A unit clash has no change: the two numbers are different quantities.
      baseline.problem === undefined && current.problem === undefined && row.clash === undefined
        ? relativeChange(series.better, baseline.moments.mean, current.moments.mean - baseline.moments.mean, null)
        : null;
    return comparison(row, reference, {
      ...untested,
      change: point?.change ?? null,
      ratio: point?.ratio ?? null,
      verdict: 'inconclusive',
      reason: test?.reason ?? 'no test could be run',
      sampleSize: null,
      warnings: [...sideWarnings, ...(test?.warnings ?? [])],
    });
  }
  if (
    !Number.isFinite(result.p) ||
    !Number.isFinite(result.diff) ||
    (result.status === 'ok' && !(Number.isFinite(result.ci[0]) && Number.isFinite(result.ci[1])))
  ) {
    // Never "unchanged" on numbers that could not be computed.
    return comparison(row, reference, {
      ...untested,
      change: null,
      ratio: null,
      verdict: 'inconclusive',
      reason: 'the statistics of this row are not finite numbers (values too extreme to compute with)',
      sampleSize: null,
      warnings: [...sideWarnings, ...test.warnings],
    });
  }
  const warnings = [...sideWarnings, ...test.warnings];
  const twoRuns = twoRunsWarning(
    baseline,
    current,
    row.suite === undefined ? result.se / Math.abs(baseline.moments.mean) : row.suite.se,
    result.df,
    row.settings.alpha,
  );
  if (twoRuns !== undefined) warnings.push(twoRuns);
  if (result.status === 'zero-variance-different') warnings.push({ code: 'exact-difference' });
  const { alpha, noise } = row.settings;
  const rowByRow =
    row.suite === undefined
      ? relativeChange(series.better, baseline.moments.mean, result.diff, result.ci)
      : logChange(series.better, row.suite.effect, row.suite.ci);
  // Row by row, the change's interval is Fieller's (it holds its coverage at large changes).
  const fieller =
    row.suite === undefined && policy.test !== 'bootstrap' && result.status === 'ok'
      ? fiellerChangeInterval(series.better, baseline, current, test.test, result.df, alpha)
      : undefined;
  if (fieller === null) {
    return comparison(row, reference, {
      ...rowByRow,
      changeCI: null,
      pValue: result.p,
      pAdjusted: pAdjusted ?? result.p,
      test: test.test,
      df: result.df,
      significant: false,
      verdict: 'inconclusive',
      reason: 'the interval of the change is unbounded (Fieller): the baseline is too noisy to size a relative change',
      sampleSize: null,
      warnings: [...sideWarnings, ...test.warnings],
    });
  }
  const { change, ratio } = rowByRow;
  const changeCI = fieller ?? rowByRow.changeCI;
  const adjusted = pAdjusted ?? result.p;
  const significant = adjusted < alpha;
  let verdict: Verdict;
  if (changeCI === null) {
    // A zero baseline has no relative change; any significant move away from it is beyond any threshold.
    warnings.push({ code: 'zero-baseline' });
    verdict = !significant ? 'unchanged' : result.diff > 0 ? 'regression' : 'improvement';
  } else {
    verdict = decideVerdict(adjusted, changeCI, alpha, noise);
  }
  // Sized for a lone change among `family` tests: alpha / family (the first step of BH and Holm).
  const corrected = policy.correction === 'none' ? alpha : alpha / Math.max(1, family);
  // One run a side flags only what exceeds the suite's own spread; anything less is not known.
  const unknown = row.suite !== undefined && baseline.stats.runs === 1 && current.stats.runs === 1 && (verdict === 'unchanged' || verdict === 'noise');
  const sampleSize =
    !unknown && (verdict === 'unchanged' || verdict === 'noise')
      ? sizeFor(baseline, current, test.test, change, { ...policy, alpha: corrected, noise }, row.suite)
      : null;
  return comparison(row, reference, {
    change,
    changeCI,
    ratio,
    pValue: result.p,
    pAdjusted: adjusted,
    test: test.test,
    df: result.df,
    significant,
    verdict: unknown ? 'inconclusive' : verdict,
    reason: unknown ? ONE_RUN_A_SIDE : undefined,
    sampleSize,
    warnings,
  });
}

import type { RowReason } from '../model/reason.js';
import type { Warning } from '../model/warning.js';
import type { Comparison, Verdict } from '../model/report.js';
import { studentTQuantile } from '../stats/student-t.js';
import type { TTestResult } from '../stats/welch.js';
import { comparison, untestedOutcome, type Outcome, type PendingRow, type TestedRow } from './comparison.js';
import { methodOf } from './methods/index.js';
import type { Policy } from './policy.js';
import { relativeChange } from './row.js';
import { marginalInterval, ratioInterval, shownChange } from './row-intervals.js';
import type { SideAnalysis } from './side.js';
import { sizeFor, sizingLevels } from './sizing.js';
import { adjustedLevel, decideVerdict } from './verdict.js';

// A row's verdict from its test, after the multiple-comparison adjustment.

/** Levels a row's analysis is told beyond the policy's (CompareOptions). */
export interface RowLevels {
  /** The level of the marginal interval: the user's alpha where the policy's is a look's share of it (`benchgate run`). */
  readonly marginal?: number | undefined;
  /** The level the verdict would use with n runs a side, for the runs-needed advice (`benchgate run`: that look's, for both verdicts). */
  readonly sizing?: ((n: number) => number) | undefined;
}

const NO_WARNINGS: readonly Warning[] = [];

export function finishRow(row: PendingRow, pAdjusted: number | null, reference: number, policy: Policy, family: number, levels: RowLevels = {}): Comparison {
  const { series, baseline, current, test } = row;
  // concat, not spreads: unoptimized code spreads through an iterator, an object a warning.
  const sideWarnings = (baseline?.warnings ?? NO_WARNINGS).concat(current?.warnings ?? NO_WARNINGS);
  if (baseline === null || current === null) {
    const verdict: Verdict = baseline === null ? 'added' : 'removed';
    const reason: RowReason = { code: baseline === null ? 'only-current' : 'only-baseline' };
    return comparison(row, reference, untestedOutcome(null, null, verdict, reason, sideWarnings));
  }
  if ((row.settings.exact || row.deterministic === true) && baseline.problem === undefined && current.problem === undefined)
    return exactRow(row, reference, baseline, current, sideWarnings);
  if (!isTested(row)) {
    const point =
      // A unit clash has no change: the two numbers are different quantities.
      baseline.problem === undefined && current.problem === undefined && row.clash === undefined
        ? relativeChange(series.better, baseline.moments.mean, current.moments.mean - baseline.moments.mean, null)
        : null;
    const warnings = sideWarnings.concat(test?.warnings ?? NO_WARNINGS);
    return comparison(
      row,
      reference,
      untestedOutcome(point?.change ?? null, point?.ratio ?? null, 'inconclusive', test?.reason ?? { code: 'no-test' }, warnings),
    );
  }
  // Never "unchanged" on numbers that could not be computed.
  if (!computed(row.test.result))
    return comparison(row, reference, untestedOutcome(null, null, 'inconclusive', { code: 'not-finite' }, sideWarnings.concat(row.test.warnings)));
  return comparison(row, reference, testedOutcome(row, pAdjusted, policy, family, levels, sideWarnings));
}

function isTested(row: PendingRow): row is TestedRow {
  return row.baseline !== null && row.current !== null && row.test !== null && row.test.result !== null;
}

/** A finite p and difference, and an interval with no NaN (a rank test's may be unbounded: ±Infinity, too few values for the level). */
function computed(result: TTestResult): boolean {
  if (!Number.isFinite(result.p) || !Number.isFinite(result.diff)) return false;
  return !(result.status === 'ok' && (Number.isNaN(result.ci[0]) || Number.isNaN(result.ci[1])));
}

/**
 * A tested row's verdict from its interval at the level of the verdict, which excludes 0 exactly
 * when the adjusted p is small (verdict.ts adjustedLevel).
 */
function testedOutcome(row: TestedRow, pAdjusted: number | null, policy: Policy, family: number, levels: RowLevels, sideWarnings: Warning[]): Outcome {
  const { baseline, current, test } = row;
  const { result } = test;
  const { alpha, noise } = row.settings;
  const warnings = sideWarnings.concat(test.warnings);
  const twoRuns = twoRunsWarning(baseline, current, row.suite === undefined ? result.se / Math.abs(baseline.moments.mean) : row.suite.se, result.df, alpha);
  if (twoRuns !== undefined) warnings.push(twoRuns);
  if (result.status === 'zero-variance-different') warnings.push({ code: 'exact-difference' });
  const adjusted = pAdjusted ?? result.p;
  const significant = adjusted < alpha;
  const level = adjustedLevel(alpha, result.p, adjusted);
  const method = methodOf(policy.test);
  const shown = shownChange(row, level, method);
  const ratio = ratioInterval(row, level, method);
  const changeCIMarginal = shown.changeCI === null ? null : marginalInterval(row, levels.marginal ?? alpha, method);
  const sizing = sizingLevels(alpha, policy, family, levels.sizing);
  const { change } = shown;
  const tested = { pValue: result.p, pAdjusted: adjusted, test: test.test, df: result.df };
  if (ratio === null) {
    const reason: RowReason = { code: 'unbounded-ratio' };
    const sampleSize = sizeFor(row, noise, sizing);
    return {
      change,
      changeCI: null,
      changeCIMarginal,
      ratio: shown.ratio,
      ...tested,
      significant: false,
      verdict: 'inconclusive',
      reason,
      sampleSize,
      warnings: sideWarnings.concat(test.warnings),
    };
  }
  const changeCI = ratio ?? shown.changeCI;
  let verdict: Verdict;
  if (changeCI === null) {
    // A zero baseline has no relative change; any significant move away from it is beyond any threshold.
    warnings.push({ code: 'zero-baseline' });
    verdict = !significant ? 'inconclusive' : result.diff > 0 ? 'regression' : 'improvement';
  } else {
    verdict = decideVerdict(significant, changeCI, noise);
  }
  const sampleSize = verdict === 'inconclusive' ? sizeFor(row, noise, sizing) : null;
  // "Cannot flag this row alone" is about a lone change; beside a row flagged with others it misleads.
  const shownWarnings = significant ? warnings.filter((warning) => warning.code !== 'rank-test-cannot-flag') : warnings;
  const reason: RowReason | undefined =
    verdict !== 'inconclusive'
      ? undefined
      : row.suite?.jobEffectBound === undefined
        ? { code: 'undecided', noise, bounded: changeCI !== null }
        : { code: 'job-effect-bound', bound: row.suite.jobEffectBound };
  return { change, changeCI, changeCIMarginal, ratio: shown.ratio, ...tested, significant, verdict, reason, sampleSize, warnings: shownWarnings };
}

/**
 * An exact metric (allocations, instruction counts, binary size): the centres are compared as
 * they are, one sample suffices, and any change beyond the tolerance is real.
 */
function exactRow(row: PendingRow, reference: number, baseline: SideAnalysis, current: SideAnalysis, warnings: Warning[]): Comparison {
  const diff = current.moments.mean - baseline.moments.mean;
  const { change, ratio } = relativeChange(row.series.better, baseline.moments.mean, diff, null);
  // A config's exact rule sets its own tolerance; a metric found not to vary uses the noise threshold.
  const tolerance = row.settings.exact ? row.settings.tolerance : row.settings.noise;
  const beyond = change === null ? diff !== 0 : Math.abs(change) > tolerance;
  const worse = change === null ? diff > 0 : change > 0;
  const verdict: Verdict = diff === 0 ? 'unchanged' : !beyond ? 'noise' : worse ? 'regression' : 'improvement';
  return comparison(row, reference, {
    change,
    changeCI: change === null ? null : [change, change],
    changeCIMarginal: change === null ? null : [change, change],
    ratio,
    pValue: null,
    pAdjusted: null,
    test: 'exact',
    df: null,
    significant: diff !== 0,
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

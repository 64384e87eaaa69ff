import type { RowReason } from '../model/reason.js';
import type { Warning } from '../model/warning.js';
import type { Comparison, SampleSize, Verdict } from '../model/report.js';
import { observationsToDecide } from '../stats/sample-size.js';
import { studentTQuantile } from '../stats/student-t.js';
import { methodOf } from './methods/index.js';
import type { Policy } from './policy.js';
import { fiellerChangeInterval, relativeChange } from './row.js';
import type { SideAnalysis } from './side.js';
import type { SuiteRowResult } from './suite-model.js';
import type { TTestResult } from '../stats/welch.js';
import { logChange, type SuiteCandidate } from './suite-stage.js';
import { seedFromString } from '../stats/rng.js';
import { seriesKey } from '../model/series.js';
import { adjustedLevel, decideVerdict, tInterval } from './verdict.js';

// A row's verdict from its test, after the multiple-comparison adjustment.

/** A row on its way to a Comparison: what the suite stage reads and fills in. */
export type PendingRow = SuiteCandidate;

/** What a row's analysis decides; the rest of a Comparison comes from the series and its sides. */
type Outcome = Pick<
  Comparison,
  | 'change'
  | 'changeCI'
  | 'changeCIMarginal'
  | 'ratio'
  | 'pValue'
  | 'pAdjusted'
  | 'test'
  | 'df'
  | 'significant'
  | 'verdict'
  | 'reason'
  | 'sampleSize'
  | 'warnings'
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
    runCentre: baseline?.runCentre,
    reference,
    baseline: baseline?.stats ?? null,
    current: current?.stats ?? null,
    change: outcome.change,
    changeCI: outcome.changeCI,
    changeCIMarginal: outcome.changeCIMarginal,
    ratio: outcome.ratio,
    changeRaw: row.suite?.rawEffect === undefined ? undefined : (logChange(series.better, row.suite.rawEffect, null).change ?? undefined),
    changeNet: row.suite?.netEffect === undefined ? undefined : (logChange(series.better, row.suite.netEffect, null).change ?? undefined),
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

/** The levels a row's verdict would use with n runs a side: to show it unchanged, and to show a change. */
export interface SizingLevels {
  readonly unchanged: (n: number) => number;
  readonly change: (n: number) => number;
}

/**
 * Runs a side (samples, for single runs) at which the row's interval would be decided against
 * ±noise, 4 times in 5 (docs/design.md, Verdict engine 5): with no change its interval at the
 * unchanged level would lie inside ±noise, with a change of twice the threshold its interval at
 * the change level beyond it. From the variance the row's interval rests on (se² of its runs,
 * scaled to n a side; the between-job τ², which runs do not reduce, kept), never from the
 * observed change: it settles as runs come in. Null when nothing varies, when the baseline is 0
 * (no relative change), or when τ² alone keeps the interval wider than ±noise: more runs alone
 * do not decide such a row.
 */
function sizeFor(row: PendingRow, noise: number, levels: SizingLevels): SampleSize | null {
  const { baseline, current, test, suite } = row;
  if (baseline === null || current === null || test === null) return null;
  const at = { unchangedLevel: levels.unchanged, changeLevel: levels.change };
  let perSide: number | undefined;
  if (suite === undefined) {
    perSide = observationsToDecide({
      spread: baseline.moments.variance + current.moments.variance,
      margin: noise * Math.abs(baseline.moments.mean),
      ...at,
      dfPerRun: 2,
    });
  } else {
    const fixed = suite.fixedVariance ?? 0;
    const paired = test.test === 'paired';
    // se² = spread · (1/kb + 1/kc) / 2 + τ²: the spread of n runs a side is se² of their mix, rescaled.
    const runs = 1 / baseline.stats.runs + 1 / current.stats.runs;
    const spread = (2 * Math.max(0, suite.se * suite.se - fixed)) / runs;
    perSide = observationsToDecide({ spread, fixed, margin: Math.log1p(noise), ...at, dfPerRun: paired ? 1 : 2 });
  }
  if (perSide === undefined) return null;
  return { perSide, unit: test.test === 'samples' ? 'samples' : 'runs', change: noise };
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

/**
 * A row-by-row test's interval of the difference at `level`: Welch's t interval (also the
 * interval shown beside the rank test's p), or the seeded bootstrap's percentile interval.
 */
function rowInterval(row: PendingRow, result: TTestResult, level: number, policy: Policy): readonly [number, number] {
  if (level === row.settings.alpha || result.status !== 'ok' || result.df === null) return result.ci;
  const method = methodOf(policy.test);
  if (method.ownInterval !== undefined && row.baseline !== null && row.current !== null)
    return method.ownInterval(
      row.baseline.values,
      row.current.values,
      level,
      seedFromString(`${method.id}\u0000${seriesKey(row.series.benchmark, row.series.metric)}`),
    );
  return tInterval(result.diff, result.se, result.df, level);
}

/** A suite-model or paired row's log-scale interval at `level` (the signed-rank's own interval stays at alpha). */
function suiteInterval(row: PendingRow, level: number, policy: Policy): readonly [number, number] {
  const suite = row.suite as SuiteRowResult;
  if (level === row.settings.alpha || (row.test?.test === 'paired' && methodOf(policy.test).paired === 'signed-rank')) return suite.ci;
  return tInterval(suite.effect, suite.se, suite.df, level);
}

/**
 * The row's marginal interval of the change at `level` (the user's alpha): the same model, df,
 * standard error and method as the shown interval, with no multiplicity adjustment (Fieller's
 * for Welch across runs, the bootstrap's own, the suite model's or the paired t's). Under
 * `--test mann-whitney` a paired row's interval is the signed rank's own at alpha, or the paired
 * t's at `level` when the test ran at another level (a look of `benchgate run`). Null where
 * there is none (a zero baseline, Fieller's unbounded).
 */
function marginalInterval(row: PendingRow, result: TTestResult, level: number, policy: Policy): readonly [number | null, number | null] | null {
  const { series, baseline, current, test, suite } = row;
  if (baseline === null || current === null || test === null) return null;
  if (suite !== undefined) {
    const rank = test.test === 'paired' && methodOf(policy.test).paired === 'signed-rank' && level === row.settings.alpha;
    return logChange(series.better, suite.effect, rank ? suite.ci : tInterval(suite.effect, suite.se, suite.df, level)).changeCI;
  }
  const interval = relativeChange(series.better, baseline.moments.mean, result.diff, rowInterval(row, result, level, policy)).changeCI;
  const fieller =
    methodOf(policy.test).ownInterval === undefined && result.status === 'ok'
      ? fiellerChangeInterval(series.better, baseline, current, test.test, result.df, level)
      : undefined;
  return fieller === undefined ? interval : fieller;
}

/** Why a tested row is not decided: the change its interval cannot rule out. */
function undecidedReason(changeCI: readonly [number | null, number | null] | null, noise: number): RowReason {
  return { code: 'undecided', noise, bounded: changeCI !== null };
}

const NO_WARNINGS: readonly Warning[] = [];

/**
 * The outcome of a row that was not tested: no interval, no p, and the rest as given. Spelled out,
 * not spread from a template: a spread in code V8 has not optimized yet made a slow object per row.
 */
function untestedOutcome(change: number | null, ratio: number | null, verdict: Verdict, reason: RowReason, warnings: Warning[]): Outcome {
  return {
    change,
    changeCI: null,
    changeCIMarginal: null,
    ratio,
    pValue: null,
    pAdjusted: null,
    test: 'none',
    df: null,
    significant: false,
    verdict,
    reason,
    sampleSize: null,
    warnings,
  };
}

/** Levels a row's analysis is told beyond the policy's (CompareOptions). */
export interface RowLevels {
  /** The level of the marginal interval: the user's alpha where the policy's is a look's share of it (`benchgate run`). */
  readonly marginal?: number | undefined;
  /** The level the verdict would use with n runs a side, for the runs-needed advice (`benchgate run`: that look's, for both verdicts). */
  readonly sizing?: ((n: number) => number) | undefined;
}

export function finishRow(row: PendingRow, pAdjusted: number | null, reference: number, policy: Policy, family: number, levels: RowLevels = {}): Comparison {
  const marginalAlpha = levels.marginal ?? row.settings.alpha;
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
  const result = test?.result ?? null;
  if (test === null || result === null) {
    const point =
      // A unit clash has no change: the two numbers are different quantities.
      baseline.problem === undefined && current.problem === undefined && row.clash === undefined
        ? relativeChange(series.better, baseline.moments.mean, current.moments.mean - baseline.moments.mean, null)
        : null;
    return comparison(
      row,
      reference,
      untestedOutcome(
        point?.change ?? null,
        point?.ratio ?? null,
        'inconclusive',
        test?.reason ?? { code: 'no-test' },
        sideWarnings.concat(test?.warnings ?? NO_WARNINGS),
      ),
    );
  }
  if (
    !Number.isFinite(result.p) ||
    !Number.isFinite(result.diff) ||
    // A rank test's interval may be unbounded (±Infinity: too few values for the level), never NaN.
    (result.status === 'ok' && (Number.isNaN(result.ci[0]) || Number.isNaN(result.ci[1])))
  ) {
    // Never "unchanged" on numbers that could not be computed.
    return comparison(row, reference, untestedOutcome(null, null, 'inconclusive', { code: 'not-finite' }, sideWarnings.concat(test.warnings)));
  }
  const warnings = sideWarnings.concat(test.warnings);
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
  const adjusted = pAdjusted ?? result.p;
  const significant = adjusted < alpha;
  // Every interval at the level of the verdict: it excludes 0 exactly when the adjusted p is small.
  const level = adjustedLevel(alpha, result.p, adjusted);
  const rowByRow =
    row.suite === undefined
      ? relativeChange(series.better, baseline.moments.mean, result.diff, rowInterval(row, result, level, policy))
      : logChange(series.better, row.suite.effect, suiteInterval(row, level, policy));
  // Row by row, the change's interval is Fieller's (it holds its coverage at large changes).
  const fieller =
    row.suite === undefined && methodOf(policy.test).ownInterval === undefined && result.status === 'ok'
      ? fiellerChangeInterval(series.better, baseline, current, test.test, result.df, level)
      : undefined;
  const changeCIMarginal = rowByRow.changeCI === null ? null : marginalInterval(row, result, marginalAlpha, policy);
  // An unchanged row is shown so at alpha (a row not selected keeps its level); a lone change among
  // `family` tests at alpha / family (the first step of BH and Holm; Bonferroni's), or alpha
  // without a correction. A sequential session judges both at its look's level.
  const corrected = policy.correction === 'none' ? alpha : alpha / Math.max(1, family);
  const sizing: SizingLevels =
    levels.sizing === undefined ? { unchanged: () => alpha, change: () => corrected } : { unchanged: levels.sizing, change: levels.sizing };
  if (fieller === null) {
    return comparison(row, reference, {
      ...rowByRow,
      changeCI: null,
      changeCIMarginal,
      pValue: result.p,
      pAdjusted: adjusted,
      test: test.test,
      df: result.df,
      significant: false,
      verdict: 'inconclusive',
      reason: { code: 'unbounded-ratio' },
      sampleSize: sizeFor(row, noise, sizing),
      warnings: sideWarnings.concat(test.warnings),
    });
  }
  const { change, ratio } = rowByRow;
  const changeCI = fieller ?? rowByRow.changeCI;
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
  return comparison(row, reference, {
    change,
    changeCI,
    changeCIMarginal,
    ratio,
    pValue: result.p,
    pAdjusted: adjusted,
    test: test.test,
    df: result.df,
    significant,
    verdict,
    reason:
      verdict !== 'inconclusive'
        ? undefined
        : row.suite?.jobEffectBound === undefined
          ? undecidedReason(changeCI, noise)
          : { code: 'job-effect-bound', bound: row.suite.jobEffectBound },
    sampleSize,
    warnings: shownWarnings,
  });
}

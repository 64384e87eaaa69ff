import { seriesKey } from '../model/series.js';
import type { TestedRow } from './comparison.js';
import { T_INTERVALS, type ChangeInterval, type LogEffectIntervals, type TestMethodSpec } from './methods/method.js';
import { relativeChange, type RelativeChange } from './row.js';
import { logChange } from './suite-stage.js';

// A tested row's intervals at a level other than its test's: the verdict's (after the
// multiple-comparison adjustment) and the marginal one (the user's alpha). Each method answers
// for its own (methods/).

/** A row-by-row test's interval of the difference at `level`: its test's own at alpha, else the method's. */
function differenceInterval(row: TestedRow, level: number, method: TestMethodSpec): readonly [number, number] {
  const { result } = row.test;
  if (level === row.settings.alpha || result.status !== 'ok' || result.df === null) return result.ci;
  const seed = method.rowSeed(seriesKey(row.series.benchmark, row.series.metric));
  return method.intervalAt(result, result.df, row.baseline, row.current, level, seed);
}

/** Where a row decided on its log ratio gets its intervals: its paired test's, or the suite model's t. */
function logEffectIntervals(row: TestedRow, method: TestMethodSpec): LogEffectIntervals {
  return row.test.test === 'paired' ? method.pairedIntervals : T_INTERVALS;
}

/** The change a tested row shows, with its interval of the difference (or of the log ratio) mapped, at the verdict's `level`. */
export function shownChange(row: TestedRow, level: number, method: TestMethodSpec): RelativeChange {
  const { series, baseline, suite } = row;
  if (suite === undefined) return relativeChange(series.better, baseline.moments.mean, row.test.result.diff, differenceInterval(row, level, method));
  return logChange(series.better, suite.effect, logEffectIntervals(row, method).shown(suite, level, row.settings.alpha));
}

/**
 * The method's interval of the change as a ratio at `level`, for a row tested row by row where it
 * has one (Welch's: Fieller's, which holds its coverage at large changes; null: unbounded).
 */
export function ratioInterval(row: TestedRow, level: number, method: TestMethodSpec): ChangeInterval | null | undefined {
  const { series, baseline, current, test } = row;
  if (row.suite !== undefined || test.result.status !== 'ok') return undefined;
  return method.ratioInterval(series.better, baseline, current, test.test, test.result.df, level);
}

/**
 * The row's marginal interval of the change at `level` (the user's alpha): the same model, df,
 * standard error and method as the shown interval, with no multiplicity adjustment (Fieller's
 * for Welch across runs, the bootstrap's own, the suite model's or the paired test's). Null
 * where there is none (a zero baseline, Fieller's unbounded).
 */
export function marginalInterval(row: TestedRow, level: number, method: TestMethodSpec): ChangeInterval | null {
  const { series, baseline, suite } = row;
  if (suite !== undefined) return logChange(series.better, suite.effect, logEffectIntervals(row, method).marginal(suite, level, row.settings.alpha)).changeCI;
  const interval = relativeChange(series.better, baseline.moments.mean, row.test.result.diff, differenceInterval(row, level, method)).changeCI;
  const ratio = ratioInterval(row, level, method);
  return ratio === undefined ? interval : ratio;
}

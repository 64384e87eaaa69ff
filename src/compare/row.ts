import type { RowReason } from '../model/reason.js';
import type { Warning } from '../model/warning.js';
import type { TestKind } from '../model/report.js';
import type { Better } from '../model/series.js';
import { welchTest, type TTestResult } from '../stats/welch.js';
import { methodOf, type TestMethod } from './methods/index.js';
import type { SideAnalysis } from './side.js';

/** A row's test before the multiple-comparison adjustment. */
export interface RowTest {
  readonly test: TestKind;
  /** Null when the row cannot be tested; `reason` says why. */
  readonly result: TTestResult | null;
  readonly reason?: RowReason;
  readonly warnings: readonly Warning[];
}

/** Welch's test of the row, refined by the method (methods/): its p, its warnings, its interval. */
export function testRow(baseline: SideAnalysis, current: SideAnalysis, alpha: number, method: TestMethod = 'welch', seed = 0, familySize = 1): RowTest {
  const welch = welchRow(baseline, current, alpha);
  if (welch.result === null) return welch;
  return methodOf(method).refine({ ...welch, result: welch.result }, baseline, current, alpha, seed, familySize);
}

/**
 * A side with one run gets no test of a time-like metric: the samples of one process understate
 * the run-to-run noise (one file against one flagged a row in 72% of real A/A pairs; 5 pooled
 * runs against 1 raised 41-54% false alarms), and a lone run's own mode switches are invisible.
 * Metrics that do not vary never come here (compare.ts compares them as they are).
 */
function oneRunReason(baseRuns: number, currentRuns: number): RowReason {
  return { code: 'one-run', baseline: baseRuns < 2, current: currentRuns < 2 };
}

/** Whether a row is tested across runs: no problem on either side, and 2 runs or more on each. */
export function testedAcrossRuns(baseline: SideAnalysis, current: SideAnalysis): boolean {
  return baseline.problem === undefined && current.problem === undefined && baseline.stats.runs >= 2 && current.stats.runs >= 2;
}

/** Welch's test across the per-run values of both sides, when each side has 2 runs or more. */
function welchRow(baseline: SideAnalysis, current: SideAnalysis, alpha: number): RowTest {
  if (testedAcrossRuns(baseline, current)) return { test: 'runs', result: welchTest(baseline.moments, current.moments, alpha), warnings: [] };
  const problem = baseline.problem ?? current.problem;
  if (problem !== undefined) return { test: 'none', result: null, reason: problem, warnings: [] };
  return { test: 'none', result: null, reason: oneRunReason(baseline.stats.runs, current.stats.runs), warnings: [] };
}

export interface RelativeChange {
  readonly change: number | null;
  readonly changeCI: readonly [number | null, number | null] | null;
  readonly ratio: number | null;
}

/**
 * The change of the centre relative to the baseline, positive means worse, with its interval
 * mapped from the test's interval of the difference (on 1/x for rates: change = d / (ȳ_b + d),
 * increasing in d, unbounded below where ȳ_b + d ≤ 0; an infinite end, unbounded).
 */
export function relativeChange(better: Better, baselineTestMean: number, diff: number, ci: readonly [number, number] | null): RelativeChange {
  if (better === 'higher') {
    const map = (d: number): number | null => (baselineTestMean + d > 0 && Number.isFinite(d) ? d / (baselineTestMean + d) : null);
    return {
      change: map(diff),
      changeCI: ci === null ? null : [map(ci[0]), map(ci[1])],
      ratio: baselineTestMean / (baselineTestMean + diff),
    };
  }
  if (baselineTestMean === 0) return { change: null, changeCI: null, ratio: null };
  const scale = Math.abs(baselineTestMean);
  // An end a rank test cannot bound (±Infinity) is an unbounded end: null.
  const end = (d: number): number | null => (Number.isFinite(d) ? d / scale : null);
  return {
    change: diff / scale,
    changeCI: ci === null ? null : [end(ci[0]), end(ci[1])],
    ratio: (baselineTestMean + diff) / baselineTestMean,
  };
}

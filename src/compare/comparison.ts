import type { RowReason } from '../model/reason.js';
import type { Warning } from '../model/warning.js';
import type { Comparison, Verdict } from '../model/report.js';
import type { TTestResult } from '../stats/welch.js';
import type { RowTest } from './row.js';
import type { SideAnalysis } from './side.js';
import { logChange, type SuiteCandidate } from './suite-stage.js';

// A row on its way to a Comparison, and the one literal that makes it one.

/** A row on its way to a Comparison: what the suite stage reads and fills in. */
export type PendingRow = SuiteCandidate;

/** A row with both sides and a test that gave a result: what finishRow decides a verdict for. */
export type TestedRow = PendingRow & {
  readonly baseline: SideAnalysis;
  readonly current: SideAnalysis;
  readonly test: RowTest & { readonly result: TTestResult };
};

/** What a row's analysis decides; the rest of a Comparison comes from the series and its sides. */
export type Outcome = Pick<
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
export function comparison(row: PendingRow, reference: number, outcome: Outcome): Comparison {
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

/**
 * The outcome of a row that was not tested: no interval, no p, and the rest as given. Spelled out,
 * not spread from a template: a spread in code V8 has not optimized yet made a slow object per row.
 */
export function untestedOutcome(change: number | null, ratio: number | null, verdict: Verdict, reason: RowReason, warnings: Warning[]): Outcome {
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

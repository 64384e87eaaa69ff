import type { TailChange } from './reason.js';

/** What a tool gave in a summary run: a mean, sd and n; a mean alone; its median alone (cargo bench). */
export type SummaryKind = 'mean-sd' | 'mean' | 'median';
export const SUMMARY_KINDS = ['mean-sd', 'mean', 'median'] as const satisfies readonly SummaryKind[];

/**
 * A fact the reader must know about a row or the whole report, made once where it is decided,
 * with its numbers; the renderers turn it into words (src/report/warning-text.ts). Code never
 * inspects the words.
 */
export type Warning =
  /**
   * Runs of a side that are a tool's summaries, not raw samples: `summaryRuns` of the side's
   * `runs`, each `summary` (absent when they differ). The three are absent from earlier reports.
   */
  | {
      readonly code: 'summary-only';
      readonly side: 'baseline' | 'current';
      readonly runs?: number;
      readonly summaryRuns?: number;
      readonly summary?: SummaryKind;
    }
  | { readonly code: 'bootstrap-too-few' }
  | { readonly code: 'rank-test-summary-only' }
  | {
      readonly code: 'rank-test-cannot-flag';
      readonly baselineValues: number;
      readonly currentValues: number;
      readonly smallestP: number;
      readonly threshold: number;
      readonly familySize: number;
      readonly runsNeeded: number;
    }
  | { readonly code: 'one-against-runs'; readonly single: 'baseline' | 'current'; readonly runs: number }
  | { readonly code: 'two-runs'; readonly detectable: number }
  | { readonly code: 'exact-difference' }
  | { readonly code: 'zero-baseline' }
  | { readonly code: 'one-run-suite-spread'; readonly suiteRows: number }
  | { readonly code: 'machine-shift'; readonly metric: string; readonly change: number; readonly spread: number }
  | { readonly code: 'unpaired-rows'; readonly added: number; readonly removed: number; readonly shared: number }
  | { readonly code: 'unused-rule'; readonly rule: number; readonly benchmark: string; readonly metric: string; readonly examples: readonly string[] }
  /** Sides of go test output that hold one process each: `-count N` gave samples of it, not runs. */
  | { readonly code: 'one-go-process'; readonly sides: readonly ('baseline' | 'current')[] }
  /** The sides were read as different tools' output (`--format auto`): the format of a baseline and of the current side. */
  | { readonly code: 'formats-differ'; readonly baseline: string; readonly current: string }
  /** Both sides compared at their runs' medians: `offBulk` of the row's `runs` had a subselection value off their bulk (compare/run-centre.ts). */
  | { readonly code: 'run-median'; readonly offBulk: number; readonly runs: number }
  /** A regression, an improvement or an undecided row whose tail changed too (compare/tail.ts; the reason of the same name when it undoes an unchanged row). */
  | TailChange;

export type WarningCode = Warning['code'];

/** Every code, for the reader of untrusted reports. */
export const WARNING_CODES: readonly WarningCode[] = [
  'summary-only',
  'bootstrap-too-few',
  'rank-test-summary-only',
  'rank-test-cannot-flag',
  'one-against-runs',
  'two-runs',
  'exact-difference',
  'zero-baseline',
  'one-run-suite-spread',
  'machine-shift',
  'unpaired-rows',
  'unused-rule',
  'one-go-process',
  'formats-differ',
  'tail-changed',
  'run-median',
];

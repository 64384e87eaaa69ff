import type { Better } from './series.js';

/**
 * Why a row (or a whole-suite line) has no verdict beyond its own, as a value: a code and its
 * numbers, decided where the engine decides it; report/reason-text.ts alone words it, as
 * report/warning-text.ts words the warnings.
 */
export type RowReason =
  /** Same names, different quantity: comparing them would be meaningless. */
  | {
      readonly code: 'unit-clash';
      readonly baselineUnit: string;
      readonly baselineBetter: Better;
      readonly currentUnit: string;
      readonly currentBetter: Better;
    }
  | { readonly code: 'only-current' }
  | { readonly code: 'only-baseline' }
  | { readonly code: 'no-test' }
  | { readonly code: 'not-finite' }
  /** Fieller's interval of the ratio is unbounded: the baseline is too noisy to size a relative change. */
  | { readonly code: 'unbounded-ratio' }
  /** The interval is not inside ±noise and not beyond it (or, `bounded` false, has no bounded end). */
  | { readonly code: 'undecided'; readonly noise: number; readonly bounded: boolean }
  /** A rate of 0 or less: the harmonic mean needs every value above 0. */
  | { readonly code: 'rate-not-positive'; readonly side: 'baseline' | 'current'; readonly min: number }
  /** One run with only a mean from its tool, no spread. */
  | { readonly code: 'mean-only'; readonly side: 'baseline' | 'current' }
  /** One run on a side shows no run-to-run noise. */
  | { readonly code: 'one-run'; readonly baseline: boolean; readonly current: boolean }
  | { readonly code: 'paired-summary-only' }
  | { readonly code: 'paired-run-counts'; readonly baselineRuns: number; readonly currentRuns: number }
  | { readonly code: 'paired-too-few' }
  | { readonly code: 'paired-not-finite' }
  /** Pairs without any change leave the signed-rank test no interval at alpha. */
  | { readonly code: 'rank-zero-pairs'; readonly zeros: number; readonly pairs: number; readonly alpha: number }
  /** Too few pairs for the signed-rank test to reach alpha: its smallest p is 2 / 2^n. */
  | { readonly code: 'rank-too-few'; readonly pairs: number; readonly alpha: number; readonly needed: number }
  /** A `benchgate run` session stopped with the row undecided. */
  | { readonly code: 'not-decided-after'; readonly pairs: number; readonly noise: number; readonly morePairs?: number }
  | { readonly code: 'shift-untested' }
  /**
   * Across jobs with one baseline job: a shift of every benchmark may be the machine's as well as
   * the code's; `bound`, when the shift was judged against the job-effect bound, is that bound.
   */
  | { readonly code: 'machine-or-code'; readonly bound?: number }
  /**
   * Across jobs with one baseline job, a row judged with the common shift left in (or a group of
   * 1-4 rows): another VM may move a benchmark by up to ±`bound` (the job-effect bound, doubled
   * when the CPU models differ), and the change is not beyond it.
   */
  | { readonly code: 'job-effect-bound'; readonly bound: number }
  /**
   * Across jobs, a group of fewer than 5 rows (one metric and unit) with fewer than 3 baseline jobs:
   * nothing measures how far another VM moves a benchmark, so no change can be told from it.
   */
  | { readonly code: 'another-job'; readonly rows: number }
  /**
   * The row's centre is decided within ±noise, but the share of its runs' samples beyond 3 IQR
   * changed (compare/tail.ts): the robust centre counts them at their fence, and the plain mean
   * moved by more than the noise threshold beside it. Shares are the means of the runs' shares;
   * changes are relative, positive worse; p is the tail test's, adjusted.
   */
  | TailChange;

/** What the tail test found of a row (compare/tail.ts): a reason when it undoes the row's verdict, a warning beside a change. */
export interface TailChange {
  readonly code: 'tail-changed';
  readonly baselineShare: number;
  readonly currentShare: number;
  readonly robustChange: number;
  readonly plainChange: number;
  readonly pAdjusted: number;
}

export type RowReasonCode = RowReason['code'];

/** Why the gate is what it is when it is not plainly the verdicts. */
export type GateReason =
  | { readonly code: 'accepted'; readonly what: 'regression' | 'regressions' | 'undecided' | 'gate'; readonly label: string; readonly by?: string }
  | { readonly code: 'runners-differ-fail' }
  | { readonly code: 'runners-differ-neutral' }
  | { readonly code: 'could-hide'; readonly rows: number };

/** What each reason holds besides its code (the report reader checks each field against it). */
export type ReasonField = 'number' | 'string' | 'unit' | 'boolean' | 'side' | 'better' | 'accepted' | 'number?' | 'string?';

export const ROW_REASON_FIELDS: { readonly [C in RowReasonCode]: Readonly<Record<string, ReasonField>> } = {
  'unit-clash': { baselineUnit: 'unit', baselineBetter: 'better', currentUnit: 'unit', currentBetter: 'better' },
  'only-current': {},
  'only-baseline': {},
  'no-test': {},
  'not-finite': {},
  'unbounded-ratio': {},
  undecided: { noise: 'number', bounded: 'boolean' },
  'rate-not-positive': { side: 'side', min: 'number' },
  'mean-only': { side: 'side' },
  'one-run': { baseline: 'boolean', current: 'boolean' },
  'paired-summary-only': {},
  'paired-run-counts': { baselineRuns: 'number', currentRuns: 'number' },
  'paired-too-few': {},
  'paired-not-finite': {},
  'rank-zero-pairs': { zeros: 'number', pairs: 'number', alpha: 'number' },
  'rank-too-few': { pairs: 'number', alpha: 'number', needed: 'number' },
  'not-decided-after': { pairs: 'number', noise: 'number', morePairs: 'number?' },
  'shift-untested': {},
  'machine-or-code': { bound: 'number?' },
  'job-effect-bound': { bound: 'number' },
  'another-job': { rows: 'number' },
  'tail-changed': { baselineShare: 'number', currentShare: 'number', robustChange: 'number', plainChange: 'number', pAdjusted: 'number' },
};

export const GATE_REASON_FIELDS: { readonly [C in GateReason['code']]: Readonly<Record<string, ReasonField>> } = {
  accepted: { what: 'accepted', label: 'string', by: 'string?' },
  'runners-differ-fail': {},
  'runners-differ-neutral': {},
  'could-hide': { rows: 'number' },
};

/** What a search for stored baselines (or a finished run's reports) skipped or chose, as a value; report/reason-text.ts words it. */
export type BaselineNote =
  | { readonly code: 'expired'; readonly artifact: string; readonly runId: number; readonly sha: string }
  | { readonly code: 'ancestry-limit'; readonly checks: number }
  /** Downloaded but gone (`gone`) or unusable, with the problem's own words. */
  | { readonly code: 'skipped'; readonly artifact: string; readonly runId: number; readonly sha: string; readonly gone: boolean; readonly problem: string }
  | { readonly code: 'unreadable'; readonly artifact: string; readonly runId: number; readonly sha: string; readonly problem: string }
  | { readonly code: 'ancestor'; readonly wanted: string; readonly used: string; readonly branch: string }
  | { readonly code: 'first-artifacts'; readonly runId: number; readonly read: number }
  | { readonly code: 'too-many-reports'; readonly runId: number; readonly found: number; readonly read: number };

import type { GateReason, RowReason } from './reason.js';
import type { Warning } from './warning.js';
import type { Better } from './series.js';

export const VERDICTS = ['regression', 'improvement', 'unchanged', 'noise', 'inconclusive', 'added', 'removed'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const CORRECTIONS = ['bh', 'holm', 'bonferroni', 'none'] as const;
export type Correction = (typeof CORRECTIONS)[number];

/**
 * How paired data were made: `compare --paired` (run i of each side made together), or a
 * `benchgate run` session (interleaved pairs in random order, looked at after every pair, with
 * why it stopped and how many looks its confidence sequence allowed).
 */
export interface ReportDesign {
  readonly kind: 'paired';
  readonly pairs: number;
  /** The test on the pairs' log ratios: the one-sample t, or Wilcoxon's signed rank (`--test mann-whitney`). */
  readonly test?: 't' | 'signed-rank';
  readonly interleaved?: boolean;
  readonly stopped?: string;
  readonly looks?: number;
}

/** Which of the three test situations of docs/design.md, Verdict engine decided a row. */
export type TestKind = 'runs' | 'samples' | 'one-vs-runs' | 'exact' | 'none' | 'suite' | 'paired';

export interface OutlierCounts {
  /** Tukey: beyond 1.5 IQR of the quartiles (per run), counted, not dropped. */
  readonly mild: number;
  /** Tukey: beyond 3 IQR. */
  readonly severe: number;
  /** Dropped by the opt-in MAD filter (`--outliers mad`); 0 otherwise. */
  readonly dropped: number;
}

/** What one side of a row looks like, in the metric's base unit. */
export interface SideStats {
  /** The n of the test: runs when the side has several, else samples. */
  readonly n: number;
  readonly runs: number;
  readonly samples: number;
  /** Amean for lower-is-better metrics, Hmean for rates (docs/design.md, Verdict engine). */
  readonly centre: number;
  /** Spread on the value scale: sd across runs, or across samples for a single run. */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
  readonly median: number;
  /** Absent when a sample is not positive (the geometric mean is undefined there). */
  readonly gmean?: number | undefined;
  readonly outliers: OutlierCounts;
  readonly summaryOnly: boolean;
}

/**
 * The runs-needed advice for a row that is not decided (docs/design.md, Verdict engine 5): runs
 * per side at which its interval would be decided against ±noise 4 times in 5 (inside it with
 * no change, beyond it with a change of twice the threshold), from its variance, never from the
 * observed change.
 */
export interface SampleSize {
  readonly perSide: number;
  readonly unit: 'runs' | 'samples';
  /** The threshold it is sized against: the row's noise threshold (before v3 reports: the change it was sized to detect). */
  readonly change: number;
}

export interface Comparison {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: string;
  /** The baseline's own unit, only when it differs from `unit` (a unit clash: never compared). */
  readonly baselineUnit?: string | undefined;
  readonly better: Better;
  readonly centre: 'amean' | 'hmean';
  /**
   * The runs' centre the sides' means are of when it is not each run's subselection value:
   * `median` when most runs had a second mode or a heavy tail (compare/run-centre.ts). Absent otherwise.
   */
  readonly runCentre?: 'median' | undefined;
  /** Index of the reference system (the `--baseline` occurrence) this row compares against. */
  readonly reference: number;
  readonly baseline: SideStats | null;
  readonly current: SideStats | null;
  /** Relative change of the centre, positive means worse; null when it is undefined (zero baseline, no data). */
  readonly change: number | null;
  /**
   * The interval of `change` the verdict used: at the level of the multiple-comparison adjustment
   * (docs/design.md, Verdict engine 4a), so it excludes 0 exactly when `pAdjusted` < alpha. An end
   * is null where the interval is unbounded.
   */
  readonly changeCI: readonly [number | null, number | null] | null;
  /**
   * The row's marginal (1 − alpha) interval of `change`: the same model, df, standard error and
   * method, with no multiplicity adjustment; it covers the row's true change 95% of the time at
   * alpha 0.05. Never shown in the tables (the reviewer sees `changeCI`); null where the row has
   * no interval.
   */
  readonly changeCIMarginal: readonly [number | null, number | null] | null;
  /**
   * The change the verdict judged as a ratio of the value (row by row current / baseline centre;
   * under the suite model and for pairs exp of the log-scale effect, net of what the model takes
   * out), for display.
   */
  readonly ratio: number | null;
  /**
   * Under the suite model: the row's change with the suite's common shift left in (`changeRaw`)
   * and net of it (`changeNet`, against the other rows' median), positive worse; `change` is the
   * one the verdict used (the suite line's `rowsNetted`). Absent on other rows.
   */
  readonly changeRaw?: number | undefined;
  readonly changeNet?: number | undefined;
  readonly pValue: number | null;
  readonly pAdjusted: number | null;
  readonly test: TestKind;
  readonly df: number | null;
  readonly significant: boolean;
  readonly verdict: Verdict;
  /** Why a row is inconclusive, added or removed (worded by report/reason-text.ts). */
  readonly reason?: RowReason | undefined;
  /** For inconclusive rows: how many runs a side would decide them; null when more runs alone would not (or nothing varies). */
  readonly sampleSize: SampleSize | null;
  readonly warnings: readonly Warning[];
}

/**
 * The whole-suite line of one reference and unit: the shift common to every row (log-scale
 * drift removed from the rows), tested across runs, and what the suite model fitted.
 */
export interface SuiteLine {
  readonly reference: number;
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  readonly rows: number;
  readonly baselineRuns: number;
  readonly currentRuns: number;
  /** Relative change common to the rows, positive means worse; null when it cannot be tested. */
  readonly change: number | null;
  readonly changeCI: readonly [number | null, number | null] | null;
  readonly pValue: number | null;
  readonly pAdjusted: number | null;
  readonly verdict: Verdict;
  readonly reason?: RowReason | undefined;
  /** limma's prior: degrees of freedom (null: not fitted; Infinity is written as null in JSON) and sd. */
  readonly priorDf: number | null;
  readonly priorSd: number | null;
  /** Spread of the rows' changes beyond their run-to-run noise (another job or machine), log scale. */
  readonly betweenJobSd: number;
  /** Baseline jobs over which each row's own job-to-job spread was measured (0: none; the rows were judged by the suite's alone). */
  readonly rowSpreadJobs: number;
  /** The smallest change of one row this suite detects with power 0.8 at the corrected alpha. */
  readonly detectable: number | null;
  /**
   * Whether the rows were judged net of this shift (it lies within the machine's measured spread:
   * the runs' drift in one job, the baseline jobs' spread across jobs) or raw (beyond it, or the
   * rows split into groups). Absent from reports of earlier versions (always net there).
   */
  readonly rowsNetted?: boolean | undefined;
  /** The rows' changes split into two groups (some changed, some not): the shift is their median, no machine's. */
  readonly mixture?: boolean | undefined;
}

export interface VerdictCounts {
  readonly rows: number;
  readonly regressions: number;
  readonly improvements: number;
  readonly unchanged: number;
  readonly noise: number;
  readonly inconclusive: number;
  readonly added: number;
  readonly removed: number;
}

export interface SideLabel {
  readonly label: string;
  readonly runs: number;
  readonly commit?: string;
  readonly runner?: string;
}

export interface Report {
  readonly benchgate: 1;
  readonly alpha: number;
  readonly noise: number;
  readonly correction: Correction;
  /** The first reference system; `baselines` lists all of them in `--baseline` order. */
  readonly baseline: SideLabel;
  readonly baselines: readonly SideLabel[];
  readonly current: SideLabel;
  readonly summary: VerdictCounts;
  readonly comparisons: readonly Comparison[];
  /** Whole-suite lines, one per reference and unit analysed by the suite model. */
  readonly suites: readonly SuiteLine[];
  /** The machines differ (OS, CPU model, core count) between a baseline and the current runs. */
  readonly runnersDiffer: boolean;
  /**
   * Both sides come from one job on one machine (local baseline files, `benchgate run`,
   * `--paired`, `--same-job`): no between-job spread, and the whole-suite line may gate. Otherwise
   * the baseline is another job's, and a shift of every benchmark is left undecided.
   */
  readonly sameJob: boolean;
  /** `fail` when a regression was found (or the runners differ under `fail`), else `pass`. */
  readonly gate: 'pass' | 'fail';
  /** Why the gate is what it is, when it is not plainly the verdicts. */
  readonly gateReason?: GateReason | undefined;
  /** How the data were made when it is not two independent sets of runs: `paired` (run i of each side made together). */
  readonly design?: ReportDesign | undefined;
  /** Report-wide warnings (most rows without a partner, a rule that matched nothing), shown in every face. */
  readonly warnings: readonly Warning[];
  /** What the headline certifies (compare/certify.ts); absent from reports of earlier versions. */
  readonly headline?: Headline | undefined;
}

/**
 * The headline's promise: the largest slowdown the comparison does not rule out over the rows that
 * matter (each row's and whole-suite line's interval at the verdict's level), and whether it is
 * within the limit (`--certify`).
 */
export interface Headline {
  /** The certify limit: the largest slowdown a ✔️ headline may leave open. */
  readonly limit: number;
  /** The largest slowdown not ruled out (0 when every row is faster); null when a row has no bounded interval or nothing was compared. */
  readonly bound: number | null;
  /** Every row that matters is bounded within `limit`, and at least one row was compared. */
  readonly certified: boolean;
  /** The rows (`benchmark metric`) or whole-suite lines that reach farthest beyond the limit, at most 3. */
  readonly open: readonly string[];
  /** How many rows and lines reach beyond the limit. */
  readonly openCount: number;
  /** Rows negligible beside their benchmark's main metric (under 5% of its centre): never in the bound. */
  readonly negligible: readonly string[];
}

/**
 * How far worse an undecided row or line could be: the upper end of its interval, Infinity when
 * it has no bounded interval; for a row undecided because its tail changed (`tail-changed`), the
 * plain mean's change when that is worse. The gate (fail-on undecided) and every face use this one rule.
 */
export function worstNotRuledOut(row: Pick<Comparison, 'changeCI' | 'reason'>): number {
  const end = row.changeCI?.[1] ?? Infinity;
  return row.reason?.code === 'tail-changed' ? Math.max(end, row.reason.plainChange) : end;
}

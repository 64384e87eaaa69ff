import type { Better, SampleSet } from '../model/series.js';
import type { IssueDecision } from './issue.js';
import type { HistoryWarning } from './warning.js';

// The history of a suite on its main branch: stored runs in commit order, their change points.

/** One stored run of the suite (a native file, as the action stores it), before grouping by commit. */
export interface HistoryRun {
  /** The commit measured; runs of one commit are one point. */
  readonly commit: string;
  /** ISO time of the run, when known (orders runs when no other order is given). */
  readonly date?: string;
  readonly runner?: string;
  /** Where it came from, for messages: a file name or "artifact X (run N)". */
  readonly source: string;
  readonly set: SampleSet;
}

/** A commit of the series, oldest first, with the runs pooled into it. */
export interface HistoryCommit {
  readonly commit: string;
  readonly date?: string;
  /** Runs (processes of the benchmark program) of this commit, over all its stored files. */
  readonly runs: number;
}

/** One benchmark's value at one commit: the mean of its runs' means (harmonic for rates), and their spread. */
export interface HistoryPoint {
  /** Index into HistoryReport.commits. */
  readonly at: number;
  readonly value: number;
  /** The smallest and largest run mean at this commit (equal to value for one run). */
  readonly low: number;
  readonly high: number;
  readonly runs: number;
}

/** A stretch of points with one level, between change points. */
export interface HistorySegment {
  /** Indices into the series' points: [start, end). */
  readonly start: number;
  readonly end: number;
  readonly mean: number;
}

export interface ChangePoint {
  /** Index into the series' points of the first point of the new level. */
  readonly index: number;
  /** The commit range the change lies in: the last commit measured before it, the first after. */
  readonly before: string;
  readonly after: string;
  /** Relative change of the level (after / before − 1), and its (1 − alpha) interval. */
  readonly change: number;
  readonly low: number;
  readonly high: number;
  readonly meanBefore: number;
  readonly meanAfter: number;
  /** Student's t p-value of the two neighbouring segments, times the positions it was chosen among. */
  readonly p: number;
  /** p after the suite-wide false-discovery-rate adjustment (Benjamini–Hochberg). */
  readonly pAdjusted: number;
  readonly direction: 'regression' | 'improvement';
  /** Still in force: the newest level is worse (or better) than the level before it by more than the noise threshold. */
  readonly standing: boolean;
  /** The id of the suite-wide event it belongs to, when most benchmarks changed at this commit. */
  readonly event?: number;
  /** It takes the level back (within the noise threshold) to where it was before the change before it: never standing. */
  readonly back?: true;
  /** One of the two changes of a spike or a dip: a level of 2 × minSegment commits or fewer that came and went. */
  readonly transient?: true;
}

/** How much a series measures slower or faster on one CPU model than on the suite's reference model, measured from the history. */
export interface CpuEffect {
  /** The CPU model of the runner fingerprint ("AMD EPYC 7763"). */
  readonly model: string;
  /** The suite's most common CPU model, which the points are taken at. */
  readonly reference: string;
  /** Relative offset: level on `model` / level on `reference` − 1, and its (1 − alpha) interval when the commits allow one. */
  readonly change: number;
  readonly low?: number;
  readonly high?: number;
  /** Commits on `model` compared with the reference runs around them. */
  readonly commits: number;
  /** Wilcoxon's signed-rank p of no offset. */
  readonly p: number;
  /** The model moves the benchmark: p < alpha and the offset passes the noise threshold. */
  readonly moves: boolean;
}

export interface HistorySeries {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  readonly points: readonly HistoryPoint[];
  /**
   * Indices of the points taken as outliers: further than 3 robust sds from the median of the
   * 2·minSegment − 1 points around them. The levels, changes and tests use that median in their
   * place; `points` keeps what was measured.
   */
  readonly outliers: readonly number[];
  readonly segments: readonly HistorySegment[];
  readonly changes: readonly ChangePoint[];
  /**
   * The offsets of the CPU models its runs were measured on, against the suite's most common one
   * (when the runs record two or more): `points` are taken at the reference model's speed.
   */
  readonly cpuEffects?: readonly CpuEffect[];
  /** Why no change could be looked for (too few commits), when so. */
  readonly inconclusive?: string;
}

/** Most benchmarks changed between the same two commits: one event (a runner image, a toolchain). */
export interface HistoryEvent {
  readonly id: number;
  readonly before: string;
  readonly after: string;
  /** Series that changed here, and series that could have (enough points on both sides). */
  readonly changed: number;
  readonly of: number;
  /** The median relative change of those series. */
  readonly medianChange: number;
}

export interface HistorySettings {
  readonly alpha: number;
  readonly noise: number;
  /** The fewest points a segment may have. */
  readonly minSegment: number;
  /** The share of the series that makes a shared change an event. */
  readonly eventShare: number;
}

export interface HistoryReport {
  readonly benchgateHistory: 1;
  readonly suite?: string;
  /** Every commit of the history, oldest first. */
  readonly commits: readonly HistoryCommit[];
  readonly series: readonly HistorySeries[];
  readonly events: readonly HistoryEvent[];
  readonly settings: HistorySettings;
  readonly summary: {
    readonly series: number;
    readonly changes: number;
    readonly regressions: number;
    readonly improvements: number;
    /** Regressions still in force (the newest level is still worse). */
    readonly standingRegressions: number;
  };
  /** What the reader must know: runs skipped, series left out, and why (worded in src/report/). */
  readonly warnings: readonly HistoryWarning[];
  /** The suite's issue after this analysis, when asked (`--issue-state`): what it lists, what it does, the state to carry on. */
  readonly issue?: IssueDecision;
}

// Types of `benchgate bisect`: what a comparison of two commits tells the planner, and what the
// hunt found (src/bisect/plan.ts makes it; src/report/bisect.ts renders it).

/** One benchmark's metric: the unit of a step. */
export interface BisectRow {
  readonly benchmark: string;
  readonly metric: string;
}

/** One row of a comparison of two commits: the relative change from the first to the second (positive: worse). */
export interface RowChange extends BisectRow {
  readonly change: number;
  /** The change's interval as the session's sequential test held it (an end is null where unbounded). */
  readonly low: number | null;
  readonly high: number | null;
}

/** A comparison the planner asks for: commit `from` (the baseline side) against commit `to`, indices into the commit list. */
export interface BisectRequest {
  readonly from: number;
  readonly to: number;
  /** The rows to judge, each with the change it must tell apart from none (`margin`); undefined: every row at the user's noise threshold. */
  readonly rows?: readonly (BisectRow & { readonly margin: number })[];
}

/** What one comparison found: its rows and the pairs it took. */
export interface BisectOutcome {
  readonly rows: readonly RowChange[];
  readonly pairs: number;
}

/** A comparison made, as the report lists it. */
export interface BisectComparison extends BisectOutcome {
  readonly from: number;
  readonly to: number;
}

/**
 * Where one row's level moved: after commit `before` and at or before commit `after` (indices).
 * `after` = `before` + 1 names the culprit; a wider range says why it is not narrower.
 */
export interface BisectStep extends BisectRow {
  readonly before: number;
  readonly after: number;
  /** The change from `before` to `after` as measured between them. */
  readonly change: number;
  readonly low: number | null;
  readonly high: number | null;
  /**
   * Why the range holds more than one commit: the halves could not be told from its ends, the
   * commits inside it could not be built or run (skipped), or the hunt stopped.
   */
  readonly why?: 'undecided' | 'vanished' | 'skipped' | 'stopped';
}

/** A row's level at a commit the hunt measured, relative to `good` (the product of the changes on the way to it). */
export interface BisectLevel extends BisectRow {
  readonly commit: number;
  readonly level: number;
}

/**
 * A commit the hunt could not use, as `git bisect skip`: its build or command failed. `reason`
 * names what failed and how, never its output or command line ("the build failed", "the command
 * exited with status 1"): it reaches the tracking issue's comment.
 */
export interface BisectSkip {
  readonly commit: number;
  readonly reason: string;
}

export interface BisectResult {
  /**
   * found: every step named or ranged; not-reproduced: good and bad do not differ; stopped: out of
   * time or Ctrl-C after good and bad were told apart; unanswered: stopped before they were;
   * failed: good or bad itself could not be built or run (`failed`).
   */
  readonly status: 'found' | 'not-reproduced' | 'stopped' | 'unanswered' | 'failed';
  /** The commits, good first and bad last. */
  readonly commits: readonly string[];
  /** The rows that moved from good to bad, with that change. */
  readonly moved: readonly RowChange[];
  /** Rows good and bad could not tell apart either way: not hunted, not blamed. */
  readonly undecided: readonly RowChange[];
  readonly steps: readonly BisectStep[];
  readonly levels: readonly BisectLevel[];
  readonly comparisons: readonly BisectComparison[];
  readonly pairs: number;
  /** Why it stopped early (the time limit, Ctrl-C). */
  readonly stopped?: string;
  /** The commits skipped, lowest first. */
  readonly skipped: readonly BisectSkip[];
  /** Good or bad failing: the hunt ends there with what it found. */
  readonly failed?: BisectSkip;
}

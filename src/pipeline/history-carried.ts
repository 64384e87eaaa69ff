import { appendRuns, boundedText, carriedRuns, emptyCarried, type CarriedHistory, type RunToCarry } from '../history/carried.js';
import { readCarried } from '../history/carried-read.js';
import type { HistoryRun } from '../history/model.js';
import type { HistoryWarning } from '../history/warning.js';

// mode: history's memory: the history an earlier run carried (an artifact), read, and carried on
// with the runs stored since.

/** What an earlier run carried: its text and the run that stored it, or none found. */
export interface PreviousCarried {
  readonly artifact: string;
  readonly found: { readonly runId: number; readonly text: string } | undefined;
}

export interface CarriedForward {
  /** The newest `window` runs of the whole history, oldest first: what this run analyses. */
  readonly runs: readonly HistoryRun[];
  /** The history to store for the next run (the earlier one with the fetched runs appended, trimmed). */
  readonly text: string;
  /** Runs and commits it remembers. */
  readonly remembered: { readonly runs: number; readonly commits: number };
  /** Why it started afresh, when it did. */
  readonly warning?: HistoryWarning;
}

/** The history an earlier run carried, read: or a fresh start with the typed warning that says why. */
export interface ReadCarried {
  /** An earlier run's history was found (read or not). */
  readonly found: boolean;
  readonly earlier: CarriedHistory;
  readonly warning?: HistoryWarning;
  /** The workflow runs whose points it holds: their baselines need no download. */
  readonly held: ReadonlySet<number>;
}

/** Reads what an earlier run carried (a typed warning and a fresh start when it is missing or unreadable). */
export function readPreviousCarried(previous: PreviousCarried, suite: string | undefined): ReadCarried {
  const reading = previous.found === undefined ? undefined : readCarried(previous.found.text);
  const warning: HistoryWarning | undefined =
    previous.found === undefined
      ? { code: 'carried-missing', artifact: previous.artifact }
      : reading !== undefined && 'problem' in reading
        ? { code: 'carried-unreadable', artifact: previous.artifact, runId: previous.found.runId, problem: reading.problem }
        : undefined;
  const earlier = reading !== undefined && 'history' in reading ? reading.history : emptyCarried(suite);
  const held = new Set(earlier.runs.flatMap((run) => (run.run === undefined ? [] : [run.run])));
  return { found: previous.found !== undefined, earlier, held, ...(warning !== undefined && { warning }) };
}

/**
 * mode: history's memory: the history an earlier run carried with the runs fetched now appended;
 * the newest `window` runs of it are analysed (`history-runs` limits what is analysed, never what is kept).
 */
export function carryForward(previous: ReadCarried, fetched: readonly RunToCarry[], window: number): CarriedForward {
  const { history: carried, text } = boundedText(appendRuns(previous.earlier, fetched));
  return {
    runs: carriedRuns(carried, window),
    text,
    remembered: { runs: carried.runs.length, commits: new Set(carried.runs.map((run) => run.commit)).size },
    ...(previous.warning !== undefined && { warning: previous.warning }),
  };
}

import type { BaselineNote } from './reason.js';

// What the gate has to say beside its table, as values: where the baseline came from, what was
// stored, where the plots are. Made where each is known (pipeline/gate.ts, the action's delivery);
// report/gate-notes.ts alone words them.

export type GateNote =
  /** This run's sides stored as the baseline artifact of the base branch. */
  | {
      readonly code: 'stored';
      readonly series: number;
      readonly runs: number;
      readonly commit: string;
      readonly artifact: string;
      readonly days: number;
    }
  /** The artifact exists already: a re-run, or another leg of the same name. */
  | { readonly code: 'not-stored'; readonly reason: string }
  /** Nothing to compare against, and why (the check passes). */
  | { readonly code: 'no-baseline'; readonly reason: string }
  /** A note of the baseline's search (an expired or skipped artifact, an ancestor used). */
  | { readonly code: 'search'; readonly note: BaselineNote }
  /** Several base-branch runs pooled into one baseline. */
  | { readonly code: 'pooled'; readonly runs: number; readonly workflowRuns: number; readonly commits: number }
  /** The base-branch run the (newest) baseline came from. */
  | { readonly code: 'baseline-run'; readonly runId: number; readonly runUrl: string; readonly commit: string; readonly ancestor: boolean }
  /** The HTML report uploaded as an artifact, with its download address. */
  | { readonly code: 'html-report'; readonly artifact: string; readonly url: string };

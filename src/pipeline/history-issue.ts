import { decideIssue, type IssueDecision } from '../history/issue.js';
import { stateLine, stateOfIssues, type IssueState } from '../history/issue-state.js';
import type { HistoryReport } from '../history/model.js';
import { historyIssueTitle, renderHistoryIssue, renderIssueClosing, type IssueWhere } from '../report/history-issue.js';

// The suite's one issue, as the action's history mode keeps it: the decision of this look and the
// texts of the write that carries it out (the shell in github/ makes the calls).

export type { IssueWhere } from '../report/history-issue.js';

/** GitHub's limit of an issue's body is 65,536 characters; some room for what it counts differently. */
const MAX_ISSUE_BODY_CHARS = 65_000;

/** The write that carries a decision out, with its texts; `create` takes the labels and assignees from the face. */
export type IssueChange =
  | { readonly kind: 'none'; readonly issue: number | undefined }
  | { readonly kind: 'create'; readonly title: string; readonly body: string }
  | { readonly kind: 'update'; readonly issue: number; readonly body: string }
  | { readonly kind: 'close'; readonly issue: number; readonly comment: string; readonly body: string };

/** The issue's body with the state the next look reads on its last line. */
export function historyIssueBody(
  marker: string,
  decision: Pick<IssueDecision, 'entries' | 'removed' | 'leftOut' | 'runnerNotes'> & { state: IssueState },
  where: IssueWhere,
): string {
  return renderHistoryIssue(marker, decision, where, stateLine(decision.state));
}

function issueChange(decision: IssueDecision, open: number | undefined, marker: string, where: IssueWhere): IssueChange {
  if (decision.action === 'open') return { kind: 'create', title: historyIssueTitle(where), body: historyIssueBody(marker, decision, where) };
  if (open === undefined || decision.action === 'none') return { kind: 'none', issue: open };
  if (decision.action === 'update') return { kind: 'update', issue: open, body: historyIssueBody(marker, decision, where) };
  return { kind: 'close', issue: open, comment: renderIssueClosing(decision.removed, where), body: historyIssueBody(marker, decision, where) };
}

/** This look and the one before it (the same runs without the newest commit's). */
export interface HistoryLooks {
  readonly report: HistoryReport;
  readonly before: HistoryReport | undefined;
}

/** The decision without an issue to read (a fork keeps none). */
export function issueDecisionWithoutIssue(looks: HistoryLooks): IssueDecision {
  return decideIssue(looks.report, looks.before, undefined, { alpha: looks.report.settings.alpha });
}

/**
 * The suite's issues as found (the marked ones, open or closed) → the decision and the write that
 * carries it out; entries that would make the body longer than GitHub takes are left out.
 */
export function planIssueChange(
  looks: HistoryLooks,
  found: Parameters<typeof stateOfIssues>[0],
  marker: string,
  where: IssueWhere,
): { readonly decision: IssueDecision; readonly change: IssueChange } {
  const { state, open } = stateOfIssues(found);
  const fits = (entries: IssueDecision['entries']): boolean =>
    historyIssueBody(marker, { entries, removed: [], state: { ...state, entries } }, where).length <= MAX_ISSUE_BODY_CHARS;
  const decision = decideIssue(looks.report, looks.before, state, { alpha: looks.report.settings.alpha }, fits);
  return { decision, change: issueChange(decision, open, marker, where) };
}

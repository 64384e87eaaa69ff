import type { BaselineNote } from '../model/reason.js';
import { logSafe } from './log-safe.js';
import { codeSpan, link, markup, type Markdown } from './markdown-escape.js';
import { baselineNoteText } from './reason-text.js';

// The words of the action's history mode: its log lines, the summary of a suite with nothing
// stored yet, and the summary's footer (the suite's issue, the uploaded report, the notes).

/** What GitHub did with the suite's issue, or why it refused (github/history-issue.ts answers it). */
export type HistoryIssueResult =
  { readonly done: 'none' | 'create' | 'update' | 'close'; readonly url: string | undefined } | { readonly refused: string; readonly found?: unknown };

/** The history report's upload: stored (with its id), not again (a rerun attempt), or failed. */
export type HistoryUploadResult =
  | { readonly stored: true; readonly id: number | undefined }
  | { readonly stored: false; readonly reason: string }
  | { readonly stored: false; readonly failed: true; readonly reason: string };

/** Why a fork keeps no issue (the summary's issue line and the log say it). */
export const FORK_KEEPS_NO_ISSUE = 'this repository is a fork; its history is in the job summary only';

/** The job summary when no baseline was ever stored and no history carried. */
export function noHistorySummary(title: string, reason: string): string {
  return markup`### ${title} history: nothing stored yet\n\nNo history: ${reason}.\n`.source;
}

export function noHistoryNotice(reason: string): string {
  return `benchgate: no history (${reason})`;
}

export function baselineNoteLogLine(note: BaselineNote): string {
  return `benchgate: ${logSafe(baselineNoteText(note))}`;
}

/** The error's message when every baseline downloaded was unreadable: the newest three notes. */
export function unreadableHistoryText(name: string, notes: readonly BaselineNote[]): string {
  return `baseline artifacts ${name} were downloaded but none could be read: ${notes.slice(-3).map(baselineNoteText).join('; ')}`;
}

export function carriedLogLine(remembered: { readonly runs: number; readonly commits: number }): string {
  return `benchgate: the history carried forward remembers ${remembered.runs} runs at ${remembered.commits} commits`;
}

export function historyLogLine(name: string, counts: { readonly runs: number; readonly commits: number; readonly changes: number }): string {
  return `benchgate: history of ${name}: ${counts.runs} runs at ${counts.commits} commits, ${counts.changes} change points`;
}

export function historyUploadFailedLine(reason: string): string {
  return `benchgate could not upload the history report: ${logSafe(reason)}`;
}

/** The log line about the suite's issue; undefined when nothing was written. */
export function historyIssueLogLine(outcome: HistoryIssueResult): string | undefined {
  if ('refused' in outcome) return `benchgate: no issue kept: ${outcome.refused}`;
  if (outcome.done === 'none') return undefined;
  return `benchgate: issue ${outcome.done === 'create' ? 'opened' : `${outcome.done}d`}: ${outcome.url ?? ''}`;
}

/** The summary's line about the issue. */
function issueLine(outcome: HistoryIssueResult): Markdown {
  if ('refused' in outcome) return markup`No issue kept: ${outcome.refused}.`;
  const issue = (text: string): Markdown => (outcome.url === undefined ? markup`${text}` : link(text, outcome.url));
  switch (outcome.done) {
    case 'none':
      return outcome.url === undefined
        ? markup`No issue: no confirmed change stands that an issue of this suite has not reported.`
        : markup`The ${issue('issue')} already lists the changes that stand; left as it is.`;
    case 'create':
      return markup`Opened an ${issue('issue')} about the changes that stand.`;
    case 'update':
      return markup`Updated the ${issue('issue')}: the changes that stand changed.`;
    case 'close':
      return markup`Closed the ${issue('issue')}: no change it listed stands any more.`;
  }
}

/** The summary's line about the uploaded report; none when the upload failed (a warning says so). */
function uploadLines(upload: HistoryUploadResult, artifact: string, runUrl: string, commits: number): Markdown[] {
  if ('failed' in upload) return [];
  // A rerun attempt: the first attempt's report stays.
  if (!upload.stored) return [markup`The history report was not uploaded again: ${upload.reason}.`];
  const what = markup`The history report and the history carried forward (${commits} commits)`;
  return [
    upload.id === undefined
      ? markup`${what}: the artifact ${codeSpan(artifact)}.`
      : markup`${what}: the artifact ${link(codeSpan(artifact), `${runUrl}/artifacts/${upload.id}`)} (a zip).`,
  ];
}

/** The history summary's footer: the issue's line, the baseline notes, the uploaded report. */
export interface HistoryFooter {
  readonly issue: HistoryIssueResult;
  readonly notes: readonly BaselineNote[];
  readonly upload: HistoryUploadResult;
  readonly artifact: string;
  readonly runUrl: string;
  readonly commits: number;
}

export function historyFooter(footer: HistoryFooter): Markdown[] {
  return [
    issueLine(footer.issue),
    ...footer.notes.map((note) => markup`Note: ${baselineNoteText(note)}.`),
    ...uploadLines(footer.upload, footer.artifact, footer.runUrl, footer.commits),
  ];
}

import type { BaselineNote } from '../model/reason.js';
import type { LogLine } from './action-log.js';
import { logSafe } from './log-safe.js';
import { link, markup, type Markdown } from './markdown-escape.js';
import { baselineNoteText } from './reason-text.js';

// The words of the action's other modes: calibrate's log line, comment's summary of what it
// posted, bisect's comment and summary.

/** What mode comment did with one report artifact of a finished run. */
export type PostedReport =
  | { readonly code: 'no-pull-request'; readonly artifact: string }
  | { readonly code: 'not-posted'; readonly artifact: string; readonly why: string }
  | { readonly code: 'posted'; readonly artifact: string; readonly action: string; readonly pullRequest: number; readonly url: string };

/** The finished run mode comment reads: its id and the head it ran at. */
export interface FinishedRun {
  readonly id: number;
  readonly headOwner: string;
  readonly headBranch: string;
  readonly headSha: string;
}

/** A run that no pull request started has nothing to comment on. */
export function notFromPullRequestLine(run: FinishedRun, event: string): string {
  return `benchgate: run ${run.id} was started by ${event || 'an unknown event'}, not a pull request: nothing to comment on`;
}

/** A run without a report artifact of ours. */
export function noReportLine(run: FinishedRun): string {
  return `benchgate: run ${run.id} has no benchgate report artifact`;
}

/** What became of one report artifact, as the log says it. */
export function postedLogLine(posted: PostedReport, run: FinishedRun): LogLine {
  switch (posted.code) {
    case 'no-pull-request':
      return {
        level: 'info',
        text: logSafe(`benchgate: no open pull request has ${run.headOwner}:${run.headBranch} at ${run.headSha.slice(0, 7)}; ${posted.artifact} is not posted`),
      };
    case 'not-posted':
      return { level: 'warning', text: `benchgate: ${posted.why}` };
    case 'posted':
      return { level: 'info', text: `benchgate: comment ${posted.action} on #${posted.pullRequest}: ${posted.url}` };
  }
}

/** The artifacts refused: a warning each, and the step's failure naming the first. */
export function refusedLines(refused: readonly string[]): { readonly warnings: readonly string[]; readonly failed?: string } {
  const warnings = refused.map((reason) => `benchgate: refused the report ${logSafe(reason)}`);
  if (refused.length === 0) return { warnings };
  const what = refused.length === 1 ? 'a report artifact was' : `${refused.length} report artifacts were`;
  return { warnings, failed: `benchgate: ${what} refused: ${logSafe(refused[0] ?? '')}` };
}

function postedLine(posted: PostedReport): string {
  switch (posted.code) {
    case 'no-pull-request':
      return `Not posted: ${posted.artifact} (no open pull request has this run's head).`;
    case 'not-posted':
      return `Not posted: ${posted.artifact} (${posted.why}).`;
    case 'posted':
      return `Comment ${posted.action} on #${posted.pullRequest} from ${posted.artifact}.`;
  }
}

/** Mode comment's job summary: each report posted or not, the notes of the listing, the artifacts refused. */
export function renderPostedSummary(runId: number, posted: readonly PostedReport[], notes: readonly BaselineNote[], refused: readonly string[]): string {
  const lines = [...posted.map(postedLine), ...notes.map((note) => `Note: ${baselineNoteText(note)}.`), ...refused.map((reason) => `Refused: ${reason}.`)];
  return [markup`### benchgate: the reports of run ${String(runId)}`, markup``, ...lines.map((line) => markup`- ${line}`), markup``]
    .map((line) => line.source)
    .join('\n');
}

/** Mode calibrate's line in the log. */
export function calibrationLine(calibration: { readonly suiteFalseAlarmRate: number; readonly splits: number; readonly suiteNoiseNeeded: number }): string {
  const rate = `${(calibration.suiteFalseAlarmRate * 100).toFixed(1)}%`;
  const noise = `${(calibration.suiteNoiseNeeded * 100).toFixed(2)}%`;
  return `benchgate: false alarms in ${rate} of ${calibration.splits} splits; a noise threshold of ${noise} keeps them under alpha`;
}

/** Mode bisect's comment on the suite's issue: the report, and the workflow run that made it. */
export function bisectCommentBody(report: Markdown, runUrl: string, suite: string): string {
  return markup`${report}\n${link('The workflow run', runUrl)} (suite ${suite}).\n`.source;
}

/** Mode bisect's line in the log: how the hunt ended, and where it was commented (or why not). */
export function bisectLogLine(status: string, posted: { readonly url: string | undefined; readonly skipped?: string }): string {
  return `benchgate bisect: ${status}; ${posted.url === undefined ? `not commented: ${logSafe(posted.skipped ?? '')}` : `comment: ${posted.url}`}`;
}

/** Mode bisect's job summary: the report, and where it was commented (or why not). */
export function bisectSummary(report: Markdown, posted: { readonly url: string | undefined; readonly skipped?: string }): string {
  const where = posted.url === undefined ? markup`Not commented: ${posted.skipped ?? ''}.` : markup`Commented on the suite's ${link('issue', posted.url)}.`;
  return markup`${report}\n${where}\n`.source;
}

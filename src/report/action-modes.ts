import type { BaselineNote } from '../model/reason.js';
import { link, markup, type Markdown } from './markdown-escape.js';
import { baselineNoteText } from './reason-text.js';

// The words of the action's other modes: calibrate's log line, comment's summary of what it
// posted, bisect's comment and summary.

/** What mode comment did with one report artifact of a finished run. */
export type PostedReport =
  | { readonly code: 'no-pull-request'; readonly artifact: string }
  | { readonly code: 'not-posted'; readonly artifact: string; readonly why: string }
  | { readonly code: 'posted'; readonly artifact: string; readonly action: string; readonly pullRequest: number };

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

/** Mode bisect's job summary: the report, and where it was commented (or why not). */
export function bisectSummary(report: Markdown, posted: { readonly url: string | undefined; readonly skipped?: string }): string {
  const where = posted.url === undefined ? markup`Not commented: ${posted.skipped ?? ''}.` : markup`Commented on the suite's ${link('issue', posted.url)}.`;
  return markup`${report}\n${where}\n`.source;
}

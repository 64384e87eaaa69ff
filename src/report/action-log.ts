import type { Report } from '../model/report.js';
import { logSafe } from './log-safe.js';
import { gateReasonText, rowReasonText } from './reason-text.js';
import { warningText } from './warning-text.js';

// The action's lines in the step's log and its annotations: every name from a PR's files made
// log-safe (log-safe.ts), so none can break a line or start a workflow command.

/** GitHub shows ten annotations of a kind a step; the summary has every warning. */
const MAX_ANNOTATIONS = 10;

/** A line of the step's log, at its level (a notice and a warning are annotations too). */
export interface LogLine {
  readonly level: 'info' | 'notice' | 'warning';
  readonly text: string;
}

/** What became of the PR's comment (github/comments.ts's result), as the log says it. */
export function commentLogLine(
  result: { readonly url: string; readonly action: string } | { readonly url: undefined; readonly skipped: string; readonly refused: boolean },
): LogLine {
  if (result.url !== undefined) return { level: 'info', text: `benchgate: comment ${result.action}: ${result.url}` };
  return result.refused ? { level: 'warning', text: `benchgate: ${result.skipped}` } : { level: 'info', text: `benchgate: no comment: ${result.skipped}` };
}

/** The PR's comment could not be written: the step goes on, the summary has the report. */
export function commentFailedLine(message: string): string {
  return `benchgate could not comment on the pull request: ${message}; the job summary has the report`;
}

/** A line of a `benchgate bisect` hunt's progress on the runner. */
export function bisectProgressLine(line: string): string {
  return `benchgate bisect: ${logSafe(line)}`;
}

/** A failed command's message, whole, a log line each (the runner masks the secrets it knows). */
export function commandFailureLines(message: string): readonly string[] {
  return message.split('\n').map((line) => `benchgate: ${logSafe(line)}`);
}

/** What others read of a failed command (the PR comment, the annotation): which side failed and how, never what it was given or printed. */
export function commandFailureText(summary: string): string {
  return `${summary}; the step's log has the command and its last stderr lines`;
}

/** An error that is no input's, no file's and no permission's: a bug, said as such. */
export function unexpectedErrorText(message: string): string {
  return `unexpected error: ${message}`;
}

/** How a step that met an error ends: failed, or (a baseline error under on-baseline-error: warn) warned and passed. */
export function errorEnding(message: string, passes: boolean): string {
  return passes ? `benchgate: ${message} (on-baseline-error: warn, so the check passes)` : `benchgate: ${message}`;
}

/** A file read, and the format it was read as. */
export function readAsLine(file: string, format: string): string {
  return `benchgate: read ${logSafe(file)} as ${format}`;
}

/** Every distinct warning of the report once, as the annotations GitHub shows. */
export function warningAnnotations(report: Report): readonly string[] {
  const distinct = [...new Set([...report.warnings, ...report.comparisons.flatMap((row) => row.warnings)].map(warningText))];
  return distinct.slice(0, MAX_ANNOTATIONS).map((warning) => `benchgate: ${logSafe(warning)}`);
}

/** The HTML report could not be uploaded: the comparison stands, its plots are missing. */
export function uploadFailedLine(reason: string): string {
  return `benchgate could not upload the HTML report: ${reason}`;
}

/** How the step ends: failed with the regressions named when the gate fails; warnings when the gate says why it passed, or passed undecided. */
export interface GateEnding {
  readonly failed?: string;
  readonly warnings: readonly string[];
}

function failureOf(report: Report): string {
  const regressed = report.comparisons.filter((row) => row.verdict === 'regression').map((row) => logSafe(`${row.benchmark} ${row.metric}`));
  const suiteWide = report.suites.filter((line) => line.verdict === 'regression').map((line) => `every ${line.metric} row`);
  const all = [...suiteWide, ...regressed];
  const what =
    all.length === 0 ? '' : `${all.length} significant regression${all.length === 1 ? '' : 's'}: ${all.slice(0, 10).join(', ')}${all.length > 10 ? ', …' : ''}`;
  return `benchgate: ${[what, report.gateReason === undefined ? '' : gateReasonText(report.gateReason)].filter((text) => text !== '').join('; ')}`;
}

/** The step's end in words (see GateEnding). */
export function gateEnding(report: Report): GateEnding {
  const warnings: string[] = [];
  if (report.gate !== 'fail' && report.gateReason !== undefined) warnings.push(`benchgate: ${gateReasonText(report.gateReason)}`);
  // A pass that did not decide every row says so where the check is read, not only in the comment.
  const undecided = report.summary.inconclusive;
  if (report.gate === 'pass' && undecided > 0) {
    const first = report.comparisons.find((row) => row.verdict === 'inconclusive');
    const why = first?.reason === undefined ? '' : ` (${logSafe(rowReasonText(first.reason))})`;
    warnings.push(`benchgate: ${undecided} of ${report.summary.rows} rows are inconclusive, so the check passes without knowing them${why}`);
  }
  return { ...(report.gate === 'fail' && { failed: failureOf(report) }), warnings };
}

/** A `benchgate run` session on the runner, ended. */
export function sessionEndLine(report: Report, seconds: number): string {
  return `benchgate run: ${report.design?.pairs ?? 0} pairs in ${seconds.toFixed(1)} s, stopped: ${report.design?.stopped ?? ''}`;
}

import type { Policy } from '../compare/policy.js';
import type { LegNames } from '../model/leg.js';
import type { Report } from '../model/report.js';
import { COMMENT_BUDGET_CHARS, renderMarkdown } from '../report/markdown.js';
import { readReport } from '../report/read-report.js';
import { gateOfRows } from './compare.js';

// mode comment's requests: a finished pull-request run's report artifact read as untrusted data,
// its gate decided again by this workflow's policy, and its comment rendered by our own renderer.

/** A report artifact's JSON, checked field by field, with this workflow's gate (a ParseError naming `file` when it is not one). */
export function readFinishedReport(text: string, file: string, policy: Policy): Report {
  return gateOfRows(readReport(text, file), policy, file);
}

/** The comment of a finished run's report, within a comment's budget. */
export function finishedRunComment(report: Report, names: LegNames): string {
  return renderMarkdown(report, { title: names.title, maxChars: COMMENT_BUDGET_CHARS, fullReport: "the pull request run's job summary and HTML report" });
}

import type { Report } from '../model/report.js';
import { CommentBody } from './comment-body.js';
import { codeSpan, markup, shorten, type Markdown } from './markdown-escape.js';
import { reportFacts, type ReportFacts } from './report-facts.js';
import { decidedPhrases } from './summary-line.js';

// The markdown faces: the PR comment and job summary (its body laid out in comment-body.ts), and
// the notices of a run without a verdict. Every line is made by `markup` (markdown-escape.ts).
export interface MarkdownOptions {
  readonly title?: string;
  /**
   * Lines for the footer: where the baseline came from, notes of the search. A string is text
   * (escaped); markdown made with `markup` keeps its markup (a link to the baseline's run).
   */
  readonly notes?: readonly (string | Markdown)[];
  /** Upper bound on the length in UTF-16 units (a PR comment: 65,000). */
  readonly maxChars?: number;
  /** Where what the budget leaves out can be read, for the line that says so (default: the JSON report). */
  readonly fullReport?: string;
}

/**
 * The markdown of a PR comment at most: GitHub refuses a comment over 65,536 characters; 65,000
 * leaves room for what it counts differently, less 100 for the marker line github/comments.ts
 * puts first. The action's comments keep it, and so does the CLI's --markdown by default, so
 * that `gh pr comment --body-file` takes it.
 */
export const COMMENT_BUDGET_CHARS = 65_000 - 100;

/** The verdict line a reviewer reads first: `❌ 1 regression · ✅ 2 improvements · 37 unchanged`. */
export function renderVerdictLine(report: Report, facts: ReportFacts = reportFacts(report)): string {
  const { certified, notKnown } = facts;
  // ✔️ when the headline certifies every benchmark within the limit; ❔ names what keeps it open.
  if (certified?.certified === true) return [`✔️ ${certified.text}`, ...facts.verdicts].join(' · ');
  if (certified !== undefined)
    return [`❔ no regression found; ${certified.text}${notKnown === '' ? '' : `; ${notKnown}`}`, ...decidedPhrases(report.summary)].join(' · ');
  const suiteWide = facts.headline.length > facts.verdicts.length;
  // A report of an earlier version, without a headline: ✔️ only when every row is decided.
  if (report.summary.regressions === 0 && !suiteWide && notKnown !== '')
    return ['❔ no regression found; ' + notKnown, ...decidedPhrases(report.summary)].join(' · ');
  const icon = report.summary.regressions > 0 || suiteWide ? '❌' : report.summary.improvements > 0 ? '✅' : '✔️';
  return `${icon} ${facts.headline.join(' · ')}`;
}

/**
 * Markdown for the PR comment and the job summary (docs/design.md, Reports): the verdict line,
 * the whole-suite lines, the regressions and improvements with a chart, every other row
 * collapsed and grouped by benchmark, the row warnings, then the footer (notes, report
 * warnings, settings and sides). Over `maxChars`, whole parts are left out, the least needed
 * first (never a string cut), and a line says how many and where they are.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const facts = reportFacts(report);
  const heading = markup`### ${shorten(options.title ?? 'benchgate')}: ${renderVerdictLine(report, facts)}`;
  const body = new CommentBody(report, { heading, facts, notes: options.notes ?? [], fullReport: options.fullReport });
  const kept = new Uint8Array(body.parts.length).fill(1);
  if (options.maxChars === undefined) return body.render(kept);
  const maxChars = options.maxChars;
  const ranked = body.ranked();
  const all = ranked.length;
  const keep = (count: number): string => {
    kept.fill(0);
    for (let i = 0; i < count; i++) kept[ranked[i] as number] = 1;
    return body.render(kept);
  };
  // The most parts that fit: each render is linear in the parts kept, and a part is escaped when
  // first kept, so the search gallops up from a few parts and bisects the last step: about twice
  // the parts that fit are made, not every row of a report of 20,000. The heading, the gate's
  // reason, the settings and the first baseline and current side are always there; shortened as
  // they are, and escaped (a character becomes at most 5), they take at most about 9,000
  // characters, far below the budgets the action uses.
  let low = 0;
  let high: number;
  for (let step = 1; ; step *= 2) {
    const next = Math.min(low + step, all);
    if (keep(next).length > maxChars) {
      high = next - 1;
      break;
    }
    low = next;
    if (low === all) return keep(all);
  }
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (keep(middle).length <= maxChars) low = middle;
    else high = middle - 1;
  }
  return keep(low);
}

/** The summary of a run that compared nothing: why, and what was stored. */
export function renderNoComparison(title: string, lines: readonly (string | Markdown)[]): string {
  return `${[markup`### ${shorten(title)}: no comparison`, ...lines.map((line) => markup`${line}`)].map((line) => line.source).join('\n\n')}\n`;
}

// A notice goes above the earlier report it folds away (github/comments.ts), which may fill the
// whole budget: 65,536 − 65,000 leaves about 500 characters, so a long message is shortened
// (the step's log has it whole).
const MAX_NOTICE_CHARS = 400;

/** The comment's head when the run ended in an error: the message, at which commit. */
export function renderErrorNotice(title: string, message: string, commit: string): string {
  return markup`### ${shorten(title)}: error\n\n${shorten(message, MAX_NOTICE_CHARS)} (at ${codeSpan(commit.slice(0, 7))}).`.source;
}

/** The comment's head when the run found no baseline: why, at which commit. */
export function renderNoBaselineNotice(title: string, reason: string, commit: string): string {
  return markup`### ${shorten(title)}: no baseline\n\nNo verdict for ${codeSpan(commit.slice(0, 7))}: ${shorten(reason, MAX_NOTICE_CHARS)}.`.source;
}

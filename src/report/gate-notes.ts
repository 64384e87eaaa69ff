import type { GateNote } from '../model/gate-note.js';
import type { Report } from '../model/report.js';
import { codeSpan, link, markup, type Markdown } from './markdown-escape.js';
import { renderMarkdown, renderNoComparison } from './markdown.js';
import { baselineNoteText } from './reason-text.js';

// The gate's notes in words: the footer lines of the summary and the comment, and the log lines
// of the steps that made them (model/gate-note.ts has the values).

const short = (sha: string): string => sha.slice(0, 7);

const storedWhat = (note: { readonly series: number; readonly runs: number }): string => `${note.series} series (${note.runs} runs)`;

/** A note as a footer line of the summary and the comment. */
export function gateNoteMarkdown(note: GateNote): Markdown {
  switch (note.code) {
    case 'stored': {
      const artifact = codeSpan(note.artifact);
      return markup`Stored ${storedWhat(note)} of ${codeSpan(short(note.commit))} as the baseline artifact ${artifact} (kept ${note.days} days).`;
    }
    case 'not-stored':
      return markup`Not stored again: ${note.reason} (a re-run, or another matrix leg: give each leg its own ${codeSpan('key')}).`;
    // Sentences of text alone are escaped whole, as one piece.
    case 'no-baseline':
      return markup`${`No baseline: ${note.reason}.`}`;
    case 'search':
      return markup`${`Note: ${baselineNoteText(note.note)}.`}`;
    case 'pooled': {
      const commits = `${note.commits} commit${note.commits === 1 ? '' : 's'}`;
      return markup`${`The baseline pools ${note.runs} runs from ${note.workflowRuns} base-branch workflow runs at ${commits}.`}`;
    }
    case 'baseline-run': {
      const ancestor = note.ancestor ? ' (an ancestor of the base commit)' : '';
      return markup`Baseline: ${link(`run ${note.runId}`, note.runUrl)} at ${codeSpan(short(note.commit))}${ancestor}.`;
    }
    case 'html-report':
      return markup`Plots of every row: the HTML report in the artifact ${link(codeSpan(note.artifact), note.url)} (a zip).`;
  }
}

/** A note as the step's log says it, when the log says it at all. */
export function gateNoteLog(note: GateNote): string | undefined {
  switch (note.code) {
    case 'stored':
      return `benchgate: stored ${storedWhat(note)} of ${short(note.commit)} as the baseline artifact ${note.artifact}`;
    case 'not-stored':
      return `benchgate: not stored again: ${note.reason}`;
    case 'no-baseline':
      return `benchgate: no baseline (${note.reason}); the check passes`;
    case 'search':
      return `benchgate: ${baselineNoteText(note.note)}`;
    case 'pooled':
    case 'baseline-run':
    case 'html-report':
      return undefined;
  }
}

/** What the gate's summary and comment say, each within its budget; the comment points to the summary and the HTML report for the rest. */
export function renderGateMarkdown(
  report: Report,
  title: string,
  notes: readonly GateNote[],
  budgets: { readonly summary: number; readonly comment: number },
): { readonly summary: string; readonly comment: string } {
  const lines = notes.map(gateNoteMarkdown);
  return {
    summary: renderMarkdown(report, { title, notes: lines, maxChars: budgets.summary }),
    comment: renderMarkdown(report, { title, notes: lines, maxChars: budgets.comment, fullReport: 'the job summary and the HTML report' }),
  };
}

/** The summary of a gate that compared nothing: what was stored and why there is no baseline. */
export function renderGateWithoutComparison(title: string, notes: readonly GateNote[]): string {
  return renderNoComparison(title, notes.map(gateNoteMarkdown));
}

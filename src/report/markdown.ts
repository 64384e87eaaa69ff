import { warningText } from './warning-text.js';
import { tableLines, type ReferenceCells, type TableLine } from './table-model.js';
import { sideTitles } from './side-titles.js';
import { suiteRegressions, suiteSentences } from './suite-lines.js';
import type { Comparison, Report, SideLabel } from '../model/report.js';
import { plural, valueChange } from './cells.js';
import { escapeMarkdownCell } from './markdown-escape.js';
import { chart } from './mermaid-chart.js';
import { decidedPhrases, outlierPhrase, settingsPhrase, undecidedPhrase, verdictPhrases } from './summary-line.js';

export interface MarkdownOptions {
  readonly title?: string;
  /** Lines for the footer: where the baseline came from, notes of the search. */
  readonly notes?: readonly string[];
  /** Upper bound on the length in UTF-16 units (a PR comment: 65,000). */
  readonly maxChars?: number;
}

type Line = TableLine;

const CHANGED = new Set(['regression', 'improvement']);
// Which lines go first when the budget forces lines out: what a reviewer must see first.
const IMPORTANCE: Readonly<Record<string, number>> = { regression: 0, improvement: 1, inconclusive: 2, noise: 3, added: 4, removed: 5, unchanged: 6 };

function importance(line: Line): number {
  return Math.min(...line.rows.map((row) => (row === undefined ? 9 : (IMPORTANCE[row.verdict] ?? 9))));
}

function isChanged(line: Line): boolean {
  return line.rows.some((row) => row !== undefined && CHANGED.has(row.verdict));
}

function changeWithInterval(cells: ReferenceCells | undefined): string {
  if (cells === undefined) return '';
  // Stars are escaped so markdown shows them instead of turning the cell italic.
  const text = cells.change.text.replace(/\*/g, '\\*');
  // An unchanged or inconclusive row says so; its interval would only add noise to the comment.
  const quiet = cells.row.verdict === 'unchanged' || cells.row.verdict === 'inconclusive';
  return cells.interval === undefined || quiet ? text : `${text} ${cells.interval}`;
}

/** The verdict in words, so the table reads without knowing what the stars mean. */
const VERDICT_WORDS: Readonly<Record<Comparison['verdict'], string>> = {
  regression: '❌ regression',
  improvement: '✅ improvement',
  unchanged: 'unchanged',
  noise: 'within noise',
  inconclusive: '❔ inconclusive',
  added: 'new',
  removed: 'gone',
};

/** Every row warning, numbered once for the whole comment: the table points to it, the notes below say it. */
type Footnotes = Map<string, { index: number; rows: number }>;

function footnoteMarks(line: Line, notes: Footnotes): string {
  const marks = new Set<number>();
  for (const cells of line.references) for (const warning of cells?.warnings ?? []) marks.add(notes.get(warning)?.index ?? 0);
  return [...marks]
    .filter((index) => index > 0)
    .map((index) => `<sup>${index}</sup>`)
    .join('');
}

function table(report: Report, lines: readonly Line[], notes: Footnotes): string[] {
  const several = report.baselines.length > 1;
  const titles = sideTitles(report);
  const header = [
    'Benchmark',
    'Metric',
    ...titles.baselines.map(escapeMarkdownCell),
    escapeMarkdownCell(titles.current),
    ...titles.baselines.map((title) => (several ? `vs ${escapeMarkdownCell(title)}` : 'Change [CI]')),
    ...(several ? [] : ['Verdict', 'p (adj.)']),
  ];
  const align = header.map((_, column) => (column < 2 ? ':--' : '--:'));
  const out = [`| ${header.join(' | ')} |`, `| ${align.join(' | ')} |`];
  for (const line of lines) {
    const only = line.references[0];
    const cells = [
      escapeMarkdownCell(line.name.text),
      escapeMarkdownCell(line.metric.text),
      ...line.references.map((reference) => reference?.centre.text ?? ''),
      line.current.text,
      ...line.references.map(changeWithInterval),
      ...(several ? [] : [only === undefined ? '' : VERDICT_WORDS[only.row.verdict], escapeMarkdownCell(only?.note.text ?? '')]),
    ];
    const marks = footnoteMarks(line, notes);
    if (marks !== '') cells[cells.length - 1] = `${cells[cells.length - 1] ?? ''} ${marks}`;
    out.push(`| ${cells.join(' | ')} |`);
  }
  return out;
}

function sideFooter(label: string, side: SideLabel): string {
  const parts = [`${label} ${escapeMarkdownCell(side.label)}: ${plural(side.runs, 'run')}`];
  if (side.commit !== undefined) parts.push(`commit \`${escapeMarkdownCell(side.commit.slice(0, 12))}\``);
  if (side.runner !== undefined) parts.push(`runner ${escapeMarkdownCell(side.runner)}`);
  return parts.join(', ');
}

function footer(report: Report, options: MarkdownOptions): string[] {
  const out: string[] = [];
  for (const note of options.notes ?? []) out.push(`${note}  `);
  if (report.runnersDiffer)
    out.push('⚠️ The baseline and the current runs come from different machines (OS, CPU model or cores); part of any change may be the machine.  ');
  if (report.gateReason !== undefined) out.push(`Gate: ${escapeMarkdownCell(report.gateReason)}.  `);
  for (const warning of report.warnings) out.push(`⚠️ ${escapeMarkdownCell(warningText(warning))}.  `);
  const sides = [...report.baselines.map((side) => sideFooter('baseline', side)), sideFooter('current', report.current)];
  const outliers = outlierPhrase(report);
  out.push(
    `<sub>${settingsPhrase(report)} · ${sides.join(' · ')}${outliers === undefined ? '' : ` · ${outliers}`} · \\*x%\\* significant, ~ no significant change, ? inconclusive</sub>`,
    '',
  );
  return out;
}

function render(report: Report, lines: readonly Line[], options: MarkdownOptions, omitted: number): string {
  const changed = lines
    .filter(isChanged)
    .sort((a, b) => importance(a) - importance(b) || Math.abs(valueChange(b.first) ?? 0) - Math.abs(valueChange(a.first) ?? 0) || a.order - b.order);
  // The rest grouped by benchmark (its first appearance), rows of one benchmark together.
  const firstSeen = new Map<string, number>();
  for (const line of lines) if (!firstSeen.has(line.first.benchmark)) firstSeen.set(line.first.benchmark, line.order);
  const others = lines
    .filter((line) => !isChanged(line))
    .sort((a, b) => (firstSeen.get(a.first.benchmark) ?? 0) - (firstSeen.get(b.first.benchmark) ?? 0) || a.order - b.order);
  // concat, not push(...rows): spreading 100,000 rows as arguments overflows the stack.
  let out = [`### ${escapeMarkdownCell(options.title ?? 'benchgate')}: ${renderVerdictLine(report)}`, ''];
  const suites = suiteSentences(report);
  if (suites.length > 0)
    out = out.concat(
      suites.map((sentence) => `${escapeMarkdownCell(sentence)}  `),
      '',
    );
  const notes: Footnotes = new Map();
  for (const line of [...changed, ...others]) {
    for (const warning of new Set(line.references.flatMap((cells) => cells?.warnings ?? []))) {
      const known = notes.get(warning);
      if (known === undefined) notes.set(warning, { index: notes.size + 1, rows: 1 });
      else known.rows++;
    }
  }
  if (changed.length > 0)
    out = out.concat(
      table(report, changed, notes),
      '',
      chart(
        report,
        changed.flatMap((line) => line.rows),
      ),
    );
  if (others.length > 0) {
    out = out.concat(
      `<details><summary>${plural(others.length, changed.length > 0 ? 'other row' : 'row')}</summary>`,
      '',
      table(report, others, notes),
      '',
      '</details>',
      '',
    );
  }
  if (notes.size > 0) {
    out = out.concat(
      [...notes].map(([text, { index, rows }]) => `<sup>${index}</sup> ${escapeMarkdownCell(text)} (${plural(rows, 'row')}).  `),
      '',
    );
  }
  if (omitted > 0) out.push(`${plural(omitted, 'row')} ${omitted === 1 ? 'is' : 'are'} left out here for size; the JSON report has every row.`, '');
  return out.concat(footer(report, options)).join('\n');
}

/** The verdict line a reviewer reads first: `❌ 1 regression · ✅ 2 improvements · 37 unchanged`. */
export function renderVerdictLine(report: Report): string {
  const suiteWide = suiteRegressions(report);
  const undecided = undecidedPhrase(report);
  // ✔️ only when every row is decided: undecided rows make the line say what they could hide.
  if (report.summary.regressions === 0 && suiteWide === 0 && undecided !== '')
    return ['❔ no regression found; ' + undecided, ...decidedPhrases(report.summary)].join(' · ');
  const icon = report.summary.regressions > 0 || suiteWide > 0 ? '❌' : report.summary.improvements > 0 ? '✅' : '✔️';
  const prefix = suiteWide > 0 ? ['whole suite slower'] : [];
  return `${icon} ${[...prefix, ...verdictPhrases(report.summary)].join(' · ')}`;
}

/**
 * Markdown for the PR comment and the job summary (docs/design.md, Reports): the verdict line, the regressions and
 * improvements with a chart, every other row collapsed and grouped by benchmark, then the
 * footer. Over `maxChars`, the least important lines are left out (never a string cut) and a
 * line says how many are only in the JSON report.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const lines = tableLines(report);
  const full = render(report, lines, options, 0);
  if (options.maxChars === undefined || full.length <= options.maxChars) return full;
  const ranked = [...lines].sort((a, b) => importance(a) - importance(b) || a.order - b.order);
  const keep = (count: number): string => render(report, ranked.slice(0, count), options, lines.length - count);
  // The largest number of lines that fits, by bisection: each render is linear in the lines kept.
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (keep(middle).length <= options.maxChars) low = middle;
    else high = middle - 1;
  }
  return keep(low);
}

/** The summary of a run that compared nothing: why, and what was stored. */
export function renderNoComparison(title: string, lines: readonly string[]): string {
  return `### ${escapeMarkdownCell(title)}: no comparison\n\n${lines.join('\n\n')}\n`;
}

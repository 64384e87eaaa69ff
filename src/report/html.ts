import type { Report, SideLabel } from '../model/report.js';
import type { SampleSet, Series } from '../model/series.js';
import { plural, valueChange } from './cells.js';
import { Footnotes } from './footnotes.js';
import { SCRIPT, STYLE } from './html-assets.js';
import { breakable, html, joinHtml, type Html } from './html-escape.js';
import { changePlot, pairPlot, stripPlot } from './html-plots.js';
import { reportFacts, type ReportFacts } from './report-facts.js';
import { sideTitles, type SideTitles } from './side-titles.js';
import { lineKey, readingOrder, tableLines, type ReferenceCells, type TableLine } from './table-model.js';

// The HTML report. Every piece of it is made by the `html` tag (html-escape.ts): the literal parts
// are our markup, every string put into them is escaped there; the table is laid out by the
// table model, and this file only formats it.

/** The samples behind a report, for the plots: the reference systems and the current side. */
export interface ReportSamples {
  readonly baselines: readonly SampleSet[];
  readonly current: SampleSet;
}

/** Rows with a plot at most (changed rows always come first); a page of 10,000 plots helps nobody. */
const MAX_PLOTTED_ROWS = 500;

function indexSeries(set: SampleSet): Map<string, Series> {
  return new Map(set.series.map((series) => [lineKey(series.benchmark, series.metric), series]));
}

function sortable(key: string, title: string): Html {
  return html`<th aria-sort="none"><button type="button" data-key="${key}">${title}</button></th>`;
}

/** One row against one reference: a line of the HTML table. */
interface Entry {
  readonly line: TableLine;
  readonly cells: ReferenceCells;
}

/** What every line of the table is drawn with: the samples, the reference names, the common change axis. */
interface TableContext {
  readonly report: Report;
  readonly baselines: readonly Map<string, Series>[];
  readonly current: Map<string, Series>;
  readonly referenceNames: readonly string[];
  readonly scale: number;
}

function tableRow({ line, cells }: Entry, marks: readonly number[], context: TableContext): Html {
  const row = cells.row;
  const several = context.report.baselines.length > 1;
  const reference = several ? html` <span class="muted">vs ${context.referenceNames[row.reference] ?? ''}</span>` : html``;
  const sups = marks.map((number) => html`<sup>${number}</sup>`);
  const interval = cells.interval === undefined ? html`` : html`<br><span class="muted">${cells.interval}</span>`;
  const base = context.baselines[row.reference]?.get(line.key);
  const current = context.current.get(line.key);
  const plot = html`${stripPlot(row, base, current)}${context.report.design === undefined ? html`` : pairPlot(base, current)}`;
  const data = html`data-name="${line.name.text}" data-change="${valueChange(row) ?? 0}" data-verdict="${row.verdict}" data-p="${row.pAdjusted ?? 1}"`;
  const name = html`<td class="name">${breakable(line.name.text)}${reference}</td>`;
  const change = html`<td class="num ${row.verdict}">${cells.change.text}${interval}</td>`;
  const centres = html`<td class="num">${cells.centre.text}</td><td class="num">${line.current.text}</td>`;
  const plots = html`<td class="plot">${plot}</td>${change}<td class="changeplot">${changePlot(row, context.scale)}</td>`;
  return html`<tr ${data}>${name}<td>${line.metric.text}</td>${centres}${plots}<td>${cells.verdict.text}${sups}</td><td class="num">${cells.p.text}</td></tr>`;
}

/** The table's head: the sortable columns, the sides' titles wrapping after their separators. */
function tableHead(baselineHeader: string, currentTitle: string): Html {
  const label = (title: string): Html => html`<th class="label">${breakable(title)}</th>`;
  const sides = html`${label(baselineHeader)}${label(currentTitle)}`;
  const verdict = html`${sortable('verdict', 'Verdict')}${sortable('p', 'p (adj.)')}`;
  const change = html`${sortable('change', 'Change [CI]')}<th>Change</th>`;
  return html`<thead><tr>${sortable('name', 'Benchmark')}<th>Metric</th>${sides}<th>Samples</th>${change}${verdict}</tr></thead>`;
}

/** Above the table: the headline, what it certifies, what is not known, the warnings that lead. */
function headline(title: string, facts: ReportFacts): Html {
  const certified = facts.certified;
  const promise = certified === undefined ? html`` : html`\n<p>${certified.certified ? '✔️ Certified' : '❔ Not certified'}: ${certified.text}.</p>`;
  const notKnown = facts.notKnown === '' ? html`` : html`\n<p>Not known: ${facts.notKnown}.</p>`;
  const leading = facts.leadingWarnings.map((text) => html`\n<p><strong>Warning:</strong> ${text}.</p>`);
  return html`<h1>${title}: ${facts.headline.join(' · ')}</h1>${promise}${notKnown}${leading}`;
}

/** How to read the page: the settings, the sides and their runs, what the plots show. */
function howToRead(report: Report, facts: ReportFacts, titles: SideTitles): Html {
  const runs = (side: SideLabel, name: string): string => `${name} (${plural(side.runs, 'run')})`;
  const baselines = report.baselines.map((side, i) => runs(side, titles.baselines[i] ?? side.label)).join(', ');
  const sides = html`Baseline ${baselines}; current ${runs(report.current, titles.current)}.`;
  const plots = html`Dots are samples (grey: baseline, colour: current; one row of dots per run), bars the centres, the axis below in the row's unit; \
the change axis runs from better (left) to worse (right).`;
  return html`<p class="muted">${facts.settings}. ${sides} ${plots} Sort with the column titles (a click, or Enter).</p>`;
}

/** The report-wide facts as a list: whole-suite lines, warnings, the gate's reason, outliers. */
function factList(facts: ReportFacts): Html {
  const items = [
    ...facts.suiteLines,
    ...facts.warnings.map(({ text }) => `Warning: ${text}.`),
    ...(facts.differentMachines === undefined ? [] : [`Warning: ${facts.differentMachines}.`]),
    ...(facts.gate === undefined ? [] : [`Gate: ${facts.gate}.`]),
    ...(facts.outliers === undefined ? [] : [`${facts.outliers}.`]),
  ];
  return items.length === 0 ? html`` : html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;
}

/** The rows' reasons and warnings, numbered as the verdict cells point to them. */
function noteList(footnotes: Footnotes): Html {
  if (footnotes.size === 0) return html``;
  return html`<ol class="muted">${footnotes.list().map(({ text, rows }) => html`<li>${text} (${plural(rows, 'row')})</li>`)}</ol>`;
}

/** A row's notes: its reason (the HTML has no note column) and its warnings. */
function notesOf(cells: ReferenceCells): string[] {
  return cells.reason === undefined ? [...cells.warnings] : [cells.reason, ...cells.warnings];
}

/** The table's rows in the table model's reading order, one per row against a reference, the first MAX_PLOTTED_ROWS. */
function shownEntries(report: Report): Entry[] {
  const { changed, others } = readingOrder(tableLines(report));
  const entries: Entry[] = [];
  for (const line of changed.concat(others)) {
    for (const cells of line.references) if (cells !== undefined && entries.length < MAX_PLOTTED_ROWS) entries.push({ line, cells });
  }
  return entries;
}

/**
 * A self-contained HTML report (docs/design.md, Reports): per row the samples of both sides as a strip plot, the
 * change with its interval, the verdict; sortable by change; no request leaves the page.
 */
export function renderHtml(report: Report, samples: ReportSamples, title = 'benchgate'): string {
  const facts = reportFacts(report);
  const shown = shownEntries(report);
  const titles = sideTitles(report);
  // One axis for every row, wide enough for the intervals too (capped: a +500% change would squash the rest).
  const ends = shown.flatMap(({ cells }) => [cells.row.change, ...(cells.row.changeCI ?? [])].map((value) => Math.abs(value ?? 0)));
  const context: TableContext = {
    report,
    baselines: samples.baselines.map(indexSeries),
    current: indexSeries(samples.current),
    referenceNames: titles.baselines,
    scale: Math.min(1, Math.max(0.05, ...ends)),
  };
  // A row's reason and warnings are notes below the table, marked in its verdict cell: the same
  // words on 200 rows are one note, not 200 cells of 9 lines.
  const footnotes = new Footnotes();
  const rows = shown.map((entry) => tableRow(entry, footnotes.mark(notesOf(entry.cells)), context));
  const left = report.comparisons.length - shown.length;
  const more = left > 0 ? html`<p class="muted">${plural(left, 'more row')} ${left === 1 ? 'is' : 'are'} only in the JSON report.</p>` : html``;
  const baselineHeader = titles.baselines.length === 1 ? (titles.baselines[0] ?? '') : 'Baseline';
  const head = html`<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style>`;
  return html`<!doctype html>
<html lang="en"><head>${head}</head>
<body>
${headline(title, facts)}
${howToRead(report, facts, titles)}
${factList(facts)}
<table>${tableHead(baselineHeader, titles.current)}
<tbody>
${joinHtml(rows, html`\n`)}
</tbody></table>
${noteList(footnotes)}
${more}
<script>${SCRIPT}</script>
</body></html>
`.source;
}

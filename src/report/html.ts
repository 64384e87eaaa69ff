import { leadsTheReport, warningText } from './warning-text.js';
import { gateReasonText, rowReasonText } from './reason-text.js';
import type { Comparison, Report } from '../model/report.js';
import type { SampleSet, Series } from '../model/series.js';
import { chooseScale, formatScaled } from '../units/scale.js';
import { formatPercent, plural, valueChange } from './cells.js';
import { lineKey, tableLines, type ReferenceCells } from './table-model.js';
import { sideTitles } from './side-titles.js';
import { showControls } from './visible-controls.js';
import { suiteRegressions, suiteSentences } from './suite-lines.js';
import { certifyPhrase, outlierPhrase, settingsPhrase, undecidedPhrase, verdictPhrases } from './summary-line.js';

/** The samples behind a report, for the plots: the reference systems and the current side. */
export interface ReportSamples {
  readonly baselines: readonly SampleSet[];
  readonly current: SampleSet;
}

/** Rows with a plot at most (changed rows always come first); a page of 10,000 plots helps nobody. */
export const MAX_PLOTTED_ROWS = 500;
/** Samples drawn per side and row at most, evenly thinned beyond. */
const MAX_POINTS = 200;

const WIDTH = 320;
const LANE = 22;
const CHANGE_WIDTH = 160;

/**
 * Text for HTML element content and quoted attribute values: the five characters that could end
 * either escaped, and control, bidi and invisible characters shown as escapes (visible-controls.ts).
 */
export function escapeHtml(text: string): string {
  return showControls(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function indexSeries(set: SampleSet): Map<string, Series> {
  return new Map(set.series.map((series) => [lineKey(series.benchmark, series.metric), series]));
}

/** Samples of a series by run (summary runs contribute their mean), thinned to MAX_POINTS. */
function points(series: Series | undefined): { run: number; value: number }[] {
  if (series === undefined) return [];
  const all = series.runs.flatMap((run, index) =>
    run.kind === 'samples' ? Array.from(run.samples, (value) => ({ run: index, value })) : [{ run: index, value: run.summary.mean }],
  );
  if (all.length <= MAX_POINTS) return all;
  const step = all.length / MAX_POINTS;
  return Array.from({ length: MAX_POINTS }, (_, i) => all[Math.floor(i * step)] as { run: number; value: number });
}

/** A strip plot: one lane per side, one dot per sample, runs stacked within a lane, the centre as a bar, an axis in the row's unit below. */
function stripPlot(row: Comparison, baseline: Series | undefined, current: Series | undefined): string {
  // A unit clash puts two quantities on one axis: no plot then.
  if (row.baselineUnit !== undefined) return '';
  const sides = [
    { name: 'baseline', points: points(baseline), centre: row.baseline?.centre, colour: '#6b7280' },
    { name: 'current', points: points(current), centre: row.current?.centre, colour: verdictColour(row, '#2563eb') },
  ];
  const values = sides.flatMap((side) => side.points.map((p) => p.value));
  if (values.length === 0) return '';
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    min -= Math.abs(min) * 0.01 || 1;
    max += Math.abs(max) * 0.01 || 1;
  }
  const x = (value: number): number => 8 + ((value - min) / (max - min)) * (WIDTH - 16);
  const parts: string[] = [];
  sides.forEach((side, lane) => {
    const top = 4 + lane * LANE;
    const runs = Math.max(1, ...side.points.map((p) => p.run + 1));
    parts.push(`<line x1="0" x2="${WIDTH}" y1="${top + LANE / 2 - 1}" y2="${top + LANE / 2 - 1}" class="lane"/>`);
    for (const point of side.points) {
      const y = top + 3 + ((point.run + 0.5) / runs) * (LANE - 8);
      parts.push(`<circle cx="${x(point.value).toFixed(1)}" cy="${y.toFixed(1)}" r="2" fill="${side.colour}" fill-opacity="0.55"/>`);
    }
    if (side.centre !== undefined) parts.push(`<rect x="${(x(side.centre) - 1).toFixed(1)}" y="${top}" width="2" height="${LANE - 4}" fill="${side.colour}"/>`);
  });
  // The axis: the lowest, middle and highest sample in the row's unit, on one scale.
  const axisY = 4 + 2 * LANE;
  const scale = chooseScale(row.unit, Math.abs((min + max) / 2));
  parts.push(`<line x1="8" x2="${WIDTH - 8}" y1="${axisY}" y2="${axisY}" class="axis"/>`);
  for (const tick of [min, (min + max) / 2, max]) {
    const at = x(tick).toFixed(1);
    parts.push(`<line x1="${at}" x2="${at}" y1="${axisY}" y2="${axisY + 3}" class="axis"/>`);
  }
  const height = axisY + 4;
  const label = (value: number): string => escapeHtml(formatScaled(value, scale));
  return `<svg class="strip" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="samples of ${escapeHtml(row.benchmark)} ${escapeHtml(row.metric)}">${parts.join('')}</svg>${axisLabels(label(min), label((min + max) / 2), label(max))}`;
}

/**
 * A plot's three axis labels (left, middle, right) below it, in HTML: the SVG is scaled to its
 * column, and text inside it scales with it (7 px in a narrow column); here it keeps the page's
 * 11 px at any width. Each argument is escaped HTML.
 */
function axisLabels(left: string, middle: string, right: string): string {
  return `<div class="ticks"><span>${left}</span><span>${middle}</span><span>${right}</span></div>`;
}

function verdictColour(row: Comparison, otherwise: string): string {
  return row.verdict === 'regression' ? '#dc2626' : row.verdict === 'improvement' ? '#16a34a' : otherwise;
}

/** Mean of each run (summary runs: their mean), in run order. */
function runMeans(series: Series | undefined): number[] {
  return (series?.runs ?? []).map((run) => (run.kind === 'samples' ? run.samples.reduce((a, b) => a + b, 0) / run.samples.length : run.summary.mean));
}

/**
 * For paired data: each pair's ratio current / baseline of the runs' means, in run (time)
 * order, around a line at 1; a drift of the machine shows as a trend, a changed pair as a dot
 * apart.
 */
function pairPlot(baseline: Series | undefined, current: Series | undefined): string {
  const b = runMeans(baseline);
  const c = runMeans(current);
  const ratios = c
    .slice(0, b.length)
    .map((value, i) => value / (b[i] as number))
    .filter((ratio) => Number.isFinite(ratio) && ratio > 0);
  if (ratios.length < 2) return '';
  const low = Math.min(1, ...ratios);
  const high = Math.max(1, ...ratios);
  const span = high - low || 0.01;
  const height = 36;
  const y = (ratio: number): number => 4 + (1 - (ratio - low) / span) * (height - 8);
  const x = (i: number): number => 8 + (i / (ratios.length - 1)) * (WIDTH - 16);
  const path = ratios.map((ratio, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(ratio).toFixed(1)}`).join('');
  const dots = ratios.map((ratio, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(ratio).toFixed(1)}" r="2" fill="#2563eb"/>`).join('');
  return `<svg class="pairs" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="ratio of each pair, in run order"><line x1="8" x2="${WIDTH - 8}" y1="${y(1).toFixed(1)}" y2="${y(1).toFixed(1)}" class="zero"/><path d="${path}" fill="none" stroke="#93c5fd"/>${dots}</svg>${axisLabels('pair 1', `current / baseline (${escapeHtml(low.toFixed(3))}–${escapeHtml(high.toFixed(3))})`, `pair ${ratios.length}`)}`;
}

/** A name that wraps only after its separators (`/`, `.`, `_`, `-`, `:`), never inside a word. */
export function breakable(name: string): string {
  return escapeHtml(name).replace(/([/._:-])(?=.)/g, '$1<wbr>');
}

/**
 * The change and its interval on a ±scale axis, zero in the middle, worse to the right for every
 * metric: a throughput that fell is as far right as a time that grew (the change is signed so
 * that positive is worse). The value moved is in the aria label and the cell beside it.
 */
function changePlot(row: Comparison, scale: number): string {
  const change = row.change;
  const interval = row.changeCI;
  const moved = valueChange(row);
  if (change === null || moved === null) return '';
  const width = CHANGE_WIDTH;
  const x = (value: number): number => Math.max(2, Math.min(width - 2, width / 2 + (value / scale) * (width / 2 - 4)));
  const [low, high] = interval ?? [change, change];
  const colour = verdictColour(row, '#6b7280');
  const label = `${Math.round(scale * 100)}%`;
  return `<svg class="change" viewBox="0 0 ${width} 20" role="img" aria-label="${escapeHtml(`${formatPercent(moved)}: ${change > 0 ? 'worse' : change < 0 ? 'better' : 'no change'}`)}"><line x1="${width / 2}" x2="${width / 2}" y1="0" y2="20" class="zero"/><line x1="${x(low ?? -scale).toFixed(1)}" x2="${x(high ?? scale).toFixed(1)}" y1="10" y2="10" stroke="${colour}" stroke-width="3"/><circle cx="${x(change).toFixed(1)}" cy="10" r="4" fill="${colour}"/></svg>${axisLabels(`${label} better`, '0', `${label} worse`)}`;
}

// One rule a line, joined without separators: the report carries it as written here.
const STYLE = [
  'body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#111827;max-width:1600px}',
  'h1{font-size:20px}',
  'table{border-collapse:collapse;width:100%}',
  'th,td{padding:4px 6px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:middle}',
  'th{background:#f9fafb;position:sticky;top:0;white-space:nowrap}',
  'th.label{white-space:normal;overflow-wrap:break-word;min-width:7em}',
  'th button{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;color:inherit;text-align:left}',
  'th button:focus-visible{outline:2px solid #2563eb}',
  'th[aria-sort=ascending] button::after{content:" ▲"}',
  'th[aria-sort=descending] button::after{content:" ▼"}',
  'td.name{overflow-wrap:break-word;min-width:9em;max-width:260px}',
  'td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}',
  'td.plot{min-width:200px;width:28%}',
  'td.changeplot{min-width:150px;width:12%}',
  'svg{display:block;width:100%;height:auto}',
  '.ticks{display:grid;grid-template-columns:1fr auto 1fr;gap:4px;font-size:11px;line-height:1.3;color:#6b7280}',
  '.ticks span:last-child{text-align:right}',
  '.regression{color:#dc2626;font-weight:600}',
  '.improvement{color:#16a34a;font-weight:600}',
  '.lane{stroke:#e5e7eb}',
  '.axis{stroke:#9ca3af}',
  '.zero{stroke:#9ca3af}',
  '.muted{color:#6b7280}',
  'sup{color:#6b7280}',
].join('');

// Sorting by a column's data values; header buttons take Enter and Space as clicks. No request, no library.
// Plain ES5 as the report carries it, a statement or a few a line.
const SCRIPT = [
  "document.querySelectorAll('th button[data-key]').forEach(function(button){button.addEventListener('click',function(){var th=button.parentNode;",
  "var body=document.querySelector('tbody');var key=button.getAttribute('data-key');",
  "var dir=th.getAttribute('aria-sort')==='ascending'?'descending':'ascending';",
  "document.querySelectorAll('th[aria-sort]').forEach(function(other){other.setAttribute('aria-sort','none')});",
  "th.setAttribute('aria-sort',dir);var rows=Array.prototype.slice.call(body.rows);",
  "rows.sort(function(a,b){var x=a.getAttribute('data-'+key),y=b.getAttribute('data-'+key);",
  'var nx=parseFloat(x),ny=parseFloat(y);var c=(isNaN(nx)||isNaN(ny))?String(x).localeCompare(String(y)):nx-ny;',
  "return dir==='ascending'?c:-c});rows.forEach(function(r){body.appendChild(r)})})});",
].join('');

function sortable(key: string, title: string): string {
  return `<th aria-sort="none"><button type="button" data-key="${key}">${escapeHtml(title)}</button></th>`;
}

/**
 * A self-contained HTML report (docs/design.md, Reports): per row the samples of both sides as a strip plot, the
 * change with its interval, the verdict; sortable by change; no request leaves the page.
 */
export function renderHtml(report: Report, samples: ReportSamples, title = 'benchgate'): string {
  const current = indexSeries(samples.current);
  const baselines = samples.baselines.map(indexSeries);
  // Every row against every reference, the changed ones first: one table row each, with its plots.
  const entries = tableLines(report).flatMap((line) => line.references.flatMap((cells) => (cells === undefined ? [] : [{ line, cells }])));
  const changed = (cells: ReferenceCells): number => Number(cells.row.verdict === 'regression' || cells.row.verdict === 'improvement');
  const shown = entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => changed(b.cells) - changed(a.cells) || a.index - b.index)
    .slice(0, MAX_PLOTTED_ROWS);
  const titles = sideTitles(report);
  // One axis for every row, wide enough for the intervals too (capped: a +500% change would squash the rest).
  const scale = Math.min(
    1,
    Math.max(0.05, ...shown.flatMap(({ cells }) => [cells.row.change, ...(cells.row.changeCI ?? [])].map((value) => Math.abs(value ?? 0)))),
  );
  // Row warnings as numbered notes below the table, marked in the verdict cell (as in the markdown).
  // A row's reason is a note too: the same words on 200 rows are one footnote, not 200 cells of 9 lines.
  const notes = new Map<string, { index: number; rows: number }>();
  const notesOf = (cells: ReferenceCells): string[] => [...(cells.row.reason === undefined ? [] : [rowReasonText(cells.row.reason)]), ...cells.warnings];
  for (const { cells } of shown)
    for (const note of notesOf(cells)) {
      const known = notes.get(note);
      if (known === undefined) notes.set(note, { index: notes.size + 1, rows: 1 });
      else known.rows++;
    }
  const rows = shown.map(({ line, cells }) => {
    const row = cells.row;
    const reference = report.baselines.length > 1 ? ` <span class="muted">vs ${escapeHtml(titles.baselines[row.reference] ?? '')}</span>` : '';
    const marks = notesOf(cells)
      .map((note) => `<sup>${notes.get(note)?.index ?? ''}</sup>`)
      .join('');
    const interval = cells.interval === undefined ? '' : `<br><span class="muted">${escapeHtml(cells.interval)}</span>`;
    const base = baselines[row.reference]?.get(line.key);
    const plot = `${stripPlot(row, base, current.get(line.key))}${report.design === undefined ? '' : pairPlot(base, current.get(line.key))}`;
    return `<tr data-name="${escapeHtml(line.name.text)}" data-change="${valueChange(row) ?? 0}" data-verdict="${row.verdict}" data-p="${row.pAdjusted ?? 1}"><td class="name">${breakable(line.name.text)}${reference}</td><td>${escapeHtml(line.metric.text)}</td><td class="num">${escapeHtml(cells.centre.text)}</td><td class="num">${escapeHtml(line.current.text)}</td><td class="plot">${plot}</td><td class="num ${row.verdict}">${escapeHtml(cells.change.text.replace(/\*/g, ''))}${interval}</td><td class="changeplot">${changePlot(row, scale)}</td><td>${escapeHtml(cells.verdict.text)}${marks}</td><td class="num">${escapeHtml(cells.p.text)}</td></tr>`;
  });
  const left = report.comparisons.length - shown.length;
  const runs = (side: { label: string; runs: number }, name: string): string => `${escapeHtml(name)} (${plural(side.runs, 'run')})`;
  const outliers = outlierPhrase(report);
  const facts = [
    ...suiteSentences(report),
    ...report.warnings.filter((warning) => !leadsTheReport(warning)).map((warning) => `Warning: ${warningText(warning)}.`),
    ...(report.runnersDiffer ? ['Warning: the baseline and the current runs come from different machines (OS, CPU model or cores).'] : []),
    ...(report.gateReason === undefined ? [] : [`Gate: ${gateReasonText(report.gateReason)}.`]),
    ...(outliers === undefined ? [] : [`${outliers}.`]),
  ];
  const baselineHeader = titles.baselines.length === 1 ? (titles.baselines[0] ?? '') : 'Baseline';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(title)}: ${escapeHtml([...(suiteRegressions(report) > 0 ? ['whole suite slower'] : []), ...verdictPhrases(report.summary)].join(' · '))}</h1>${certifyLine(report)}${undecidedPhrase(report) === '' ? '' : `\n<p>Not known: ${escapeHtml(undecidedPhrase(report))}.</p>`}${report.warnings
    .filter(leadsTheReport)
    .map((warning) => `\n<p><strong>Warning:</strong> ${escapeHtml(warningText(warning))}.</p>`)
    .join('')}
<p class="muted">${escapeHtml(settingsPhrase(report))}. Baseline ${report.baselines.map((b, i) => runs(b, titles.baselines[i] ?? b.label)).join(', ')}; current ${runs(report.current, titles.current)}. Dots are samples (grey: baseline, colour: current; one row of dots per run), bars the centres, the axis below in the row's unit; the change axis runs from better (left) to worse (right). Sort with the column titles (a click, or Enter).</p>
${facts.length === 0 ? '' : `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`}
<table><thead><tr>${sortable('name', 'Benchmark')}<th>Metric</th><th class="label">${breakable(baselineHeader)}</th><th class="label">${breakable(titles.current)}</th><th>Samples</th>${sortable('change', 'Change [CI]')}<th>Change</th>${sortable('verdict', 'Verdict')}${sortable('p', 'p (adj.)')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
${notes.size === 0 ? '' : `<ol class="muted">${[...notes].map(([text, { rows: count }]) => `<li>${escapeHtml(text)} (${plural(count, 'row')})</li>`).join('')}</ol>`}
${left > 0 ? `<p class="muted">${plural(left, 'more row')} ${left === 1 ? 'is' : 'are'} only in the JSON report.</p>` : ''}
<script>${SCRIPT}</script>
</body></html>
`;
}

/** The headline's promise as a paragraph (compare/certify.ts); empty with a regression or an earlier report. */
function certifyLine(report: Report): string {
  const certified = certifyPhrase(report);
  return certified === undefined ? '' : `\n<p>${certified.certified ? '✔️ Certified' : '❔ Not certified'}: ${escapeHtml(certified.text)}.</p>`;
}

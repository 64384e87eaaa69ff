import { sideTitles } from './side-titles.js';
import type { Comparison, Report } from '../model/report.js';
import type { SampleSet, Series } from '../model/series.js';
import { changeCell, formatCentres, formatInterval, formatPValue, valueChange, valueChangeInterval } from './cells.js';
import { renderVerdictLine } from './markdown.js';
import { settingsPhrase } from './summary-line.js';

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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function indexSeries(set: SampleSet): Map<string, Series> {
  return new Map(set.series.map((series) => [`${series.benchmark}\u0000${series.metric}`, series]));
}

/** Samples of a series by run (summary runs contribute their mean), thinned to MAX_POINTS. */
function points(series: Series | undefined): { run: number; value: number }[] {
  if (series === undefined) return [];
  const all = series.runs.flatMap((run, index) =>
    run.kind === 'samples' ? run.samples.map((value) => ({ run: index, value })) : [{ run: index, value: run.summary.mean }],
  );
  if (all.length <= MAX_POINTS) return all;
  const step = all.length / MAX_POINTS;
  return Array.from({ length: MAX_POINTS }, (_, i) => all[Math.floor(i * step)] as { run: number; value: number });
}

/** A strip plot: one lane per side, one dot per sample, runs stacked within a lane, the centre as a bar. */
function stripPlot(row: Comparison, baseline: Series | undefined, current: Series | undefined): string {
  const sides = [
    { name: 'baseline', points: points(baseline), centre: row.baseline?.centre, colour: '#6b7280' },
    {
      name: 'current',
      points: points(current),
      centre: row.current?.centre,
      colour: row.verdict === 'regression' ? '#dc2626' : row.verdict === 'improvement' ? '#16a34a' : '#2563eb',
    },
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
  return `<svg class="strip" width="${WIDTH}" height="${4 + 2 * LANE}" viewBox="0 0 ${WIDTH} ${4 + 2 * LANE}" role="img" aria-label="samples of ${escapeHtml(row.benchmark)} ${escapeHtml(row.metric)}">${parts.join('')}</svg>`;
}

/** The change and its interval on a ±scale axis, zero in the middle. */
function changePlot(row: Comparison, scale: number): string {
  const change = valueChange(row);
  const interval = valueChangeInterval(row);
  if (change === null) return '';
  const width = 160;
  const x = (value: number): number => Math.max(2, Math.min(width - 2, width / 2 + (value / scale) * (width / 2 - 4)));
  const [low, high] = interval ?? [change, change];
  const colour = row.verdict === 'regression' ? '#dc2626' : row.verdict === 'improvement' ? '#16a34a' : '#6b7280';
  return `<svg class="change" width="${width}" height="20" viewBox="0 0 ${width} 20"><line x1="${width / 2}" x2="${width / 2}" y1="0" y2="20" class="zero"/><line x1="${x(low ?? -scale).toFixed(1)}" x2="${x(high ?? scale).toFixed(1)}" y1="10" y2="10" stroke="${colour}" stroke-width="3"/><circle cx="${x(change).toFixed(1)}" cy="10" r="4" fill="${colour}"/></svg>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#111827}h1{font-size:20px}table{border-collapse:collapse}th,td{padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:middle}th{cursor:pointer;background:#f9fafb;position:sticky;top:0}td.num{text-align:right;font-variant-numeric:tabular-nums}.regression{color:#dc2626;font-weight:600}.improvement{color:#16a34a;font-weight:600}.lane{stroke:#e5e7eb}.zero{stroke:#9ca3af}.muted{color:#6b7280}`;

// Sorting by a column's data-sort values; the page makes no request and needs no library.
const SCRIPT = `document.querySelectorAll('th[data-key]').forEach(function(th){th.addEventListener('click',function(){var body=document.querySelector('tbody');var key=th.getAttribute('data-key');var dir=th.getAttribute('data-dir')==='asc'?'desc':'asc';th.setAttribute('data-dir',dir);var rows=Array.prototype.slice.call(body.rows);rows.sort(function(a,b){var x=a.getAttribute('data-'+key),y=b.getAttribute('data-'+key);var nx=parseFloat(x),ny=parseFloat(y);var c=(isNaN(nx)||isNaN(ny))?String(x).localeCompare(String(y)):nx-ny;return dir==='asc'?c:-c});rows.forEach(function(r){body.appendChild(r)})})});`;

/**
 * A self-contained HTML report (SPEC 4): per row the samples of both sides as a strip plot, the
 * change with its interval, the verdict; sortable by change; no request leaves the page.
 */
export function renderHtml(report: Report, samples: ReportSamples, title = 'benchgate'): string {
  const current = indexSeries(samples.current);
  const baselines = samples.baselines.map(indexSeries);
  const ranked = report.comparisons
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        Number(b.row.verdict === 'regression' || b.row.verdict === 'improvement') - Number(a.row.verdict === 'regression' || a.row.verdict === 'improvement') ||
        a.index - b.index,
    );
  const shown = ranked.slice(0, MAX_PLOTTED_ROWS);
  // One axis for every row, wide enough for the intervals too (capped: a +500% change would squash the rest).
  const scale = Math.min(
    1,
    Math.max(0.05, ...shown.flatMap(({ row }) => [valueChange(row), ...(valueChangeInterval(row) ?? [])].map((value) => Math.abs(value ?? 0)))),
  );
  const rows = shown.map(({ row }) => {
    const key = `${row.benchmark}\u0000${row.metric}`;
    const centres = formatCentres(row);
    const change = valueChange(row);
    const interval = valueChangeInterval(row);
    const reference = report.baselines.length > 1 ? ` <span class="muted">vs ${escapeHtml(report.baselines[row.reference]?.label ?? '')}</span>` : '';
    return `<tr data-name="${escapeHtml(row.benchmark)}" data-change="${change ?? 0}" data-verdict="${row.verdict}"><td>${escapeHtml(row.benchmark)}${reference}</td><td>${escapeHtml(row.metric)}</td><td class="num">${escapeHtml(centres.baseline)}</td><td class="num">${escapeHtml(centres.current)}</td><td>${stripPlot(row, baselines[row.reference]?.get(key), current.get(key))}</td><td class="num ${row.verdict}">${escapeHtml(changeCell(row))}${interval === null ? '' : ` <span class="muted">${escapeHtml(formatInterval(interval))}</span>`}</td><td>${changePlot(row, scale)}</td><td>${escapeHtml(row.verdict)}${row.reason === undefined ? '' : ` <span class="muted">(${escapeHtml(row.reason)})</span>`}</td><td class="num">${escapeHtml(formatPValue(row.pAdjusted))}</td></tr>`;
  });
  const left = report.comparisons.length - shown.length;
  const titles = sideTitles(report);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(title)}: ${escapeHtml(renderVerdictLine(report))}</h1>
<p class="muted">${escapeHtml(settingsPhrase(report))}. Baseline ${report.baselines.map((b) => `${escapeHtml(b.label)} (${b.runs} runs)`).join(', ')}; current ${escapeHtml(report.current.label)} (${report.current.runs} runs). Dots are samples (grey: baseline, colour: current; one row of dots per run), bars the centres. Click a column header to sort.</p>
<table><thead><tr><th data-key="name">Benchmark</th><th>Metric</th><th>${escapeHtml(titles.baselines.length === 1 ? (titles.baselines[0] ?? '') : 'Baseline')}</th><th>${escapeHtml(titles.current)}</th><th>Samples</th><th data-key="change">Change [CI]</th><th data-key="change">Change</th><th data-key="verdict">Verdict</th><th>p (adj.)</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
${left > 0 ? `<p class="muted">${left} more rows are only in the JSON report.</p>` : ''}
<script>${SCRIPT}</script>
</body></html>
`;
}

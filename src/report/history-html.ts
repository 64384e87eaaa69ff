import { historyWarningText } from './history-warning-text.js';
import type { ChangePoint, HistoryCommit, HistoryEvent, HistoryReport, HistorySeries } from '../history/model.js';
import { chooseScale, formatNumber, formatScaled, type DisplayScale } from '../units/scale.js';
import { formatInterval, formatPValue, formatPercent, plural } from './cells.js';
import { breakable, escapeHtml } from './html.js';

// The history view (issue 29): one chart per series over the main branch's commits, its levels and
// change points; one self-contained page, nothing loaded from anywhere. Sized for 1,000 series of
// 100 commits: a point costs two path commands and one table row, nothing more (docs/reports.md).

// The chart's coordinate system (the SVG scales to its card's width).
const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 72;
const RIGHT = 14;
/** Room above the plot for two rows of change labels. */
const TOP = 40;
const BOTTOM = 24;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
/** Label rows' baselines above the plot. */
const LABEL_ROWS = [14, 30];
/** About a label character's width at the labels' font size, for keeping labels apart. */
const LABEL_CHAR = 7;
/** The y axis spans at least this share of the values: a quiet series with 1% noise should look quiet. */
const MIN_SPAN = 0.08;

/** A coordinate with at most one decimal and no trailing ".0": the markup of 100,000 points adds up. */
function c(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A commit as people say it: 7 hex digits of a sha, anything else as it is. */
export function shortCommit(commit: string): string {
  return /^[0-9a-f]{8,}$/i.test(commit) ? commit.slice(0, 7) : commit;
}

/** 1, 2 or 5 times a power of ten: the nearest to `span / count`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) * power;
}

/** The change in words and numbers, as on the chart: "+10.2% [+9.0%, +11.4%]". */
function changeLabel(change: ChangePoint): string {
  return `${formatPercent(change.change, 1)} ${formatInterval([change.low, change.high], 1)}`;
}

/** The marks of a change's direction, the same on the chart and in the legend: a filled diamond, a hollow circle. */
function marker(direction: ChangePoint['direction'], x: number, y: number): string {
  return direction === 'regression' ? `<path class="mark" d="M${c(x)} ${c(y - 5)}l5 5-5 5-5-5z"/>` : `<circle class="mark" cx="${c(x)}" cy="${c(y)}" r="4.5"/>`;
}

/** A tick's value in the series' scale without the trailing zeros of four significant digits: "950 µs", "1.05 ms". */
function tickLabel(value: number, scale: DisplayScale): string {
  return formatScaled(value, scale)
    .replace(/^(-?\d+\.\d*?)0+(?=\D|$)/, '$1')
    .replace(/^(-?\d+)\.(?=\D|$)/, '$1');
}

interface Axis {
  readonly y: (value: number) => number;
  readonly ticks: readonly number[];
  readonly scale: DisplayScale;
}

function valueAxis(series: HistorySeries): Axis {
  const values = [...series.points.flatMap((point) => [point.low, point.high, point.value]), ...series.segments.map((segment) => segment.mean)];
  let low = Math.min(...values);
  let high = Math.max(...values);
  const middle = (low + high) / 2;
  const span = Math.max(high - low, Math.abs(middle) * MIN_SPAN) || 1;
  low = Math.min(low, middle - span / 2) - span * 0.06;
  high = Math.max(high, middle + span / 2) + span * 0.06;
  const step = niceStep(high - low, 4);
  const ticks: number[] = [];
  for (let k = Math.ceil(low / step); k * step <= high; k++) ticks.push(k * step);
  return {
    y: (value) => TOP + (1 - (value - low) / (high - low)) * PLOT_HEIGHT,
    ticks,
    scale: chooseScale(series.unit, Math.abs(middle)),
  };
}

/** Change labels in two rows above the plot, each in the first row where it clears the label before it. */
function changeLabels(changes: readonly { change: ChangePoint; x: number }[]): string {
  const ends = LABEL_ROWS.map(() => -Infinity);
  return changes
    .map(({ change, x }, i) => {
      const text = changeLabel(change);
      const width = text.length * LABEL_CHAR;
      const anchor = x - width / 2 < LEFT ? 'start' : x + width / 2 > WIDTH - RIGHT ? 'end' : 'middle';
      const start = anchor === 'start' ? x - 4 : anchor === 'end' ? x + 4 - width : x - width / 2;
      let row = ends.findIndex((end) => end + 8 <= start);
      if (row < 0) row = i % LABEL_ROWS.length;
      ends[row] = start + width;
      const at = anchor === 'start' ? x - 4 : anchor === 'end' ? x + 4 : x;
      return `<text class="${change.direction}" x="${c(at)}" y="${LABEL_ROWS[row] ?? 0}" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
    })
    .join('');
}

/**
 * One series' chart: a dot a commit (the mean of its runs) with a bar from its lowest to its highest
 * run, each level as a line across its commits, each change point as a line between its two
 * commits with its change and interval above. The dots' path holds exactly one `M` a point, in
 * point order: the page's script reads the positions back from it for the keyboard and the tooltip.
 */
function chart(series: HistorySeries, axis: Axis, commits: readonly HistoryCommit[], label: string): string {
  const points = series.points;
  const count = commits.length;
  const x = (at: number): number => (count <= 1 ? LEFT + PLOT_WIDTH / 2 : LEFT + (at / (count - 1)) * PLOT_WIDTH);
  const step = count <= 1 ? PLOT_WIDTH : PLOT_WIDTH / (count - 1);
  const parts: string[] = [];
  // The y axis: a grid line and a label in the series' unit a tick.
  parts.push(`<path class="grid" d="${axis.ticks.map((tick) => `M${LEFT} ${c(axis.y(tick))}H${WIDTH - RIGHT}`).join('')}"/>`);
  for (const tick of axis.ticks)
    parts.push(`<text x="${LEFT - 6}" y="${c(axis.y(tick) + 4)}" text-anchor="end">${escapeHtml(tickLabel(tick, axis.scale))}</text>`);
  // The x axis: the commits in order, the oldest and the newest named.
  const base = TOP + PLOT_HEIGHT;
  parts.push(`<path class="axis" d="M${LEFT} ${base}H${WIDTH - RIGHT}"/>`);
  const names =
    commits.length === 1
      ? [{ at: 0, anchor: 'middle' }]
      : [
          { at: 0, anchor: 'start' },
          { at: commits.length - 1, anchor: 'end' },
        ];
  for (const { at, anchor } of names)
    parts.push(`<text x="${c(x(at))}" y="${base + 16}" text-anchor="${anchor}">${escapeHtml(shortCommit(commits[at]?.commit ?? ''))}</text>`);
  if (commits.length > 2)
    parts.push(`<text x="${c(LEFT + PLOT_WIDTH / 2)}" y="${base + 16}" text-anchor="middle">${commits.length} commits, oldest first</text>`);
  // Levels: one line a segment, from half a step before its first commit to half a step after its last.
  const levels = series.segments.flatMap((segment) => {
    const first = points[segment.start];
    const last = points[segment.end - 1];
    if (first === undefined || last === undefined) return [];
    const from = Math.max(LEFT, x(first.at) - step / 2);
    const to = Math.min(WIDTH - RIGHT, x(last.at) + step / 2);
    return [`M${c(from)} ${c(axis.y(segment.mean))}H${c(to)}`];
  });
  if (levels.length > 0) parts.push(`<path class="level" d="${levels.join('')}"/>`);
  // Spread and dots: two paths for every point of the series.
  const spread = points.filter((point) => point.high > point.low).map((point) => `M${c(x(point.at))} ${c(axis.y(point.high))}V${c(axis.y(point.low))}`);
  if (spread.length > 0) parts.push(`<path class="spread" d="${spread.join('')}"/>`);
  const dot = Math.max(2.5, Math.min(6, step * 0.6));
  parts.push(`<path class="dots" stroke-width="${c(dot)}" d="${points.map((point) => `M${c(x(point.at))} ${c(axis.y(point.value))}h0`).join('')}"/>`);
  // Points set aside as outliers (a slow runner): ringed; the levels were found without them.
  const ring = dot / 2 + 2.5;
  const rings = series.outliers.flatMap((index) => {
    const point = points[index];
    return point === undefined
      ? []
      : [`M${c(x(point.at) - ring)} ${c(axis.y(point.value))}a${c(ring)} ${c(ring)} 0 1 0 ${c(2 * ring)} 0a${c(ring)} ${c(ring)} 0 1 0 ${c(-2 * ring)} 0`];
  });
  if (rings.length > 0) parts.push(`<path class="outlier" d="${rings.join('')}"/>`);
  // Change points: a line between the last commit before and the first after, marked on the axis.
  const changes = series.changes.flatMap((change) => {
    const before = points[change.index - 1];
    const after = points[change.index];
    return before === undefined || after === undefined ? [] : [{ change, x: (x(before.at) + x(after.at)) / 2 }];
  });
  for (const { change, x: at } of changes)
    parts.push(
      `<g class="${change.direction}${change.standing ? '' : ' past'}"><path class="cut" d="M${c(at)} ${TOP - 4}V${base}"/>${marker(change.direction, at, base)}</g>`,
    );
  parts.push(changeLabels(changes));
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" tabindex="0" role="img" aria-label="${escapeHtml(label)}">${parts.join('')}</svg>`;
}

/** A change in a sentence, for the card and the chart's label: "regression +10.2% [+9.0%, +11.4%] between abc1234 and def5678". */
function changePhrase(change: ChangePoint): string {
  return `${change.direction} ${changeLabel(change)} between ${shortCommit(change.before)} and ${shortCommit(change.after)}`;
}

function changeItem(change: ChangePoint, scale: DisplayScale, events: ReadonlyMap<number, HistoryEvent>): string {
  const mark = change.direction === 'regression' ? '◆' : '○';
  const event = change.event === undefined ? undefined : events.get(change.event);
  const levels = `${formatScaled(change.meanBefore, scale)} → ${formatScaled(change.meanAfter, scale)}`;
  const p = `p ${formatPValue(change.p)} (adjusted ${formatPValue(change.pAdjusted)})`;
  const standing = change.standing ? 'still in force' : 'no longer in force';
  return `<li><span class="${change.direction}">${mark} ${change.direction} ${escapeHtml(changeLabel(change))}</span> between <code>${escapeHtml(shortCommit(change.before))}</code> and <code>${escapeHtml(shortCommit(change.after))}</code>: <span class="nowrap">${escapeHtml(levels)}</span>, ${escapeHtml(`${p}, ${standing}`)}${event === undefined ? '' : ', <span class="muted">with most of the suite (a suite-wide event)</span>'}</li>`;
}

/** Where a series goes: standing regressions first, then any other change, then the quiet ones. */
function rank(series: HistorySeries): number {
  if (series.changes.some((change) => change.direction === 'regression' && change.standing)) return 0;
  return series.changes.length > 0 ? 1 : 2;
}

/** One series: its name, its changes in words, the chart, and its numbers as a table (what the tooltip reads). */
function card(series: HistorySeries, id: string, commits: readonly HistoryCommit[], events: ReadonlyMap<number, HistoryEvent>): string {
  const name = `${series.benchmark} ${series.metric}`;
  const points = series.points;
  const head = `<h2 id="${id}">${breakable(series.benchmark)} <span class="muted">${escapeHtml(series.metric)}</span></h2>`;
  const kind = rank(series) === 0 ? ' standing' : series.changes.length > 0 ? ' changed' : '';
  const open = `<section class="card${kind}" data-changed="${series.changes.length > 0 ? 1 : 0}" aria-labelledby="${id}">${head}`;
  if (points.length === 0) return `${open}<p class="muted">No commit measured this series.</p></section>`;
  const axis = valueAxis(series);
  const scale = axis.scale;
  const range = `${plural(points.length, 'commit')} from ${shortCommit(commits[points[0]?.at ?? 0]?.commit ?? '')} to ${shortCommit(commits[points.at(-1)?.at ?? 0]?.commit ?? '')}`;
  const said =
    series.changes.length > 0
      ? `${plural(series.changes.length, 'change point')}: ${series.changes.map(changePhrase).join('; ')}`
      : series.inconclusive === undefined
        ? `no change point, one level around ${formatScaled(series.segments[0]?.mean ?? points[0]?.value ?? 0, scale)}`
        : `no change looked for: ${series.inconclusive}`;
  const label = `${name}, ${range}, the newest ${formatScaled(points.at(-1)?.value ?? 0, scale)}: ${said}. Arrow keys step through the commits.`;
  const changes =
    series.changes.length > 0
      ? `<ul class="changes">${series.changes.map((change) => changeItem(change, scale, events)).join('')}</ul>`
      : `<p class="changes muted">${escapeHtml(series.inconclusive === undefined ? `No change point; newest ${formatScaled(points.at(-1)?.value ?? 0, scale)}.` : `No change looked for: ${series.inconclusive}.`)}</p>`;
  // A row a point, in point order (the script finds a point's row by its index); end tags left out, as HTML allows.
  const rows = points.map(
    (point) =>
      `<tr><td>${escapeHtml(shortCommit(commits[point.at]?.commit ?? ''))}<td>${escapeHtml(formatScaled(point.value, scale))}<td>${point.runs > 1 ? escapeHtml(`${formatNumber(point.low / scale.divisor)}–${formatScaled(point.high, scale)}`) : '—'}<td>${point.runs}`,
  );
  const table = `<details><summary>Data table</summary><table class="data"><thead><tr><th>Commit<th>Value<th>Spread of the runs<th>Runs</thead><tbody>${rows.join('')}</tbody></table></details>`;
  return `${open}${changes}${chart(series, axis, commits, label)}${table}</section>`;
}

// One rule a line, joined without separators: the page carries it as written here.
const STYLE = [
  'body{font:14px/1.45 system-ui,sans-serif;margin:16px;color:#111827;max-width:1600px}',
  'h1{font-size:21px;margin:0 0 4px}',
  'h2{font-size:15px;margin:0;overflow-wrap:break-word}',
  'code{font:12px ui-monospace,monospace}',
  'p{margin:6px 0}',
  '.muted{color:#6b7280}',
  '.regression{color:#b91c1c}',
  '.improvement{color:#15803d}',
  '.counts{display:flex;flex-wrap:wrap;gap:4px 22px;list-style:none;padding:0;margin:10px 0}',
  '.counts b{font-size:20px;font-variant-numeric:tabular-nums;margin-right:4px}',
  '.event{background:#fef3c7;border-left:4px solid #d97706;padding:6px 10px}',
  '.warnings{color:#92400e;padding-left:20px}',
  '.key svg{display:inline-block;vertical-align:middle;width:26px;height:14px}',
  '.controls{display:flex;flex-wrap:wrap;gap:8px 18px;align-items:center;margin:10px 0 14px}',
  '.controls label{font-weight:600}',
  'input:focus-visible,summary:focus-visible{outline:2px solid #2563eb;outline-offset:2px}',
  '.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(460px,1fr));gap:14px}',
  '.card{border:1px solid #e5e7eb;border-radius:8px;padding:10px 12px;min-width:0}',
  '.card.standing{border-left:5px solid #b91c1c}',
  '.card.changed{border-left:5px double #15803d}',
  '[hidden]{display:none!important}',
  '.changes{margin:4px 0;padding:0;list-style:none;font-size:13px}',
  '.changes .regression,.changes .improvement{font-weight:600}',
  '.nowrap{white-space:nowrap}',
  'svg.chart{display:block;width:100%;height:auto;margin-top:6px;border-radius:4px}',
  'svg.chart:focus{outline:none}',
  'svg.chart:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
  'svg text{font-size:12px;fill:#4b5563}',
  '.grid{stroke:#eef0f3}',
  '.axis{stroke:#9ca3af}',
  '.spread{stroke:#93c5fd;stroke-width:1.5}',
  '.dots{stroke:#2563eb;stroke-linecap:round;fill:none}',
  '.outlier{stroke:#b45309;stroke-width:1.5;fill:none}',
  '.level{stroke:#374151;stroke-width:2;fill:none;opacity:.8}',
  '.cut{stroke-width:1.6;fill:none}',
  'g.regression .cut{stroke:#b91c1c;stroke-dasharray:6 3}',
  'g.improvement .cut{stroke:#15803d;stroke-dasharray:1.5 3}',
  'g.regression .mark{fill:#b91c1c}',
  'g.improvement .mark{fill:#fff;stroke:#15803d;stroke-width:2}',
  'g.past{opacity:.55}',
  'text.regression{fill:#b91c1c;font-weight:600;font-size:12.5px}',
  'text.improvement{fill:#15803d;font-weight:600;font-size:12.5px}',
  '.cursor{fill:none;stroke:#111827;stroke-width:2}',
  '#tip{position:absolute;z-index:1;background:#111827;color:#fff;padding:5px 8px;border-radius:4px;font-size:12px;pointer-events:none;white-space:nowrap}',
  'details{margin-top:4px;font-size:12px}',
  'summary{cursor:pointer;color:#4b5563}',
  'table{border-collapse:collapse;margin:4px 0}',
  'th,td{padding:1px 10px 1px 0;text-align:left;border-bottom:1px solid #f3f4f6;font-variant-numeric:tabular-nums}',
].join('');

// The charts' keyboard and pointer, the tooltip, the "changed only" filter. Plain ES5 as the page
// carries it, a statement or a few a line; text reaches the page by textContent only, never as markup.
const SCRIPT = [
  "(function(){var tip=document.getElementById('tip');var active=null;var dates=Object.create(null);",
  "document.querySelectorAll('#commits tbody tr').forEach(function(r){dates[r.cells[1].textContent]=r.cells[3].textContent});",
  // The dots' path has one M a point, in point order: the positions for the cursor and the tooltip.
  "function points(svg){if(!svg.points){var p=[];svg.querySelector('path.dots').getAttribute('d').replace(/M(-?[0-9.]+) (-?[0-9.]+)/g,function(m,x,y){p.push([+x,+y])});svg.points=p}return svg.points}",
  "function hide(){tip.hidden=true;var cursor=active&&active.querySelector('.cursor');if(cursor)cursor.setAttribute('visibility','hidden');active=null}",
  "function show(svg,i){var p=points(svg);if(p.length===0)return;i=Math.max(0,Math.min(p.length-1,i));if(active!==svg)hide();active=svg;svg.setAttribute('data-i',i);",
  "var cursor=svg.querySelector('.cursor');if(!cursor){cursor=document.createElementNS(svg.namespaceURI,'circle');cursor.setAttribute('class','cursor');cursor.setAttribute('r','6');svg.appendChild(cursor)}",
  "cursor.setAttribute('cx',p[i][0]);cursor.setAttribute('cy',p[i][1]);cursor.removeAttribute('visibility');",
  "var cells=svg.parentNode.querySelector('table.data tbody').rows[i].cells;var commit=cells[0].textContent;var runs=cells[3].textContent;",
  "tip.textContent='';var head=document.createElement('strong');head.textContent=commit;tip.appendChild(head);",
  "if(dates[commit])tip.appendChild(document.createTextNode(' '+dates[commit]));tip.appendChild(document.createElement('br'));",
  "tip.appendChild(document.createTextNode(cells[1].textContent+(runs==='1'?'':' · spread '+cells[2].textContent)+' · '+runs+(runs==='1'?' run':' runs')));",
  'tip.hidden=false;var box=svg.getBoundingClientRect();var k=box.width/svg.viewBox.baseVal.width;var x=box.left+p[i][0]*k;var y=box.top+p[i][1]*k;',
  'var left=Math.max(4,Math.min(document.documentElement.clientWidth-tip.offsetWidth-4,x-tip.offsetWidth/2));var top=y-tip.offsetHeight-12;if(top<4)top=y+14;',
  "tip.style.left=(left+window.scrollX)+'px';tip.style.top=(top+window.scrollY)+'px'}",
  "function chartOf(target){return target&&target.closest?target.closest('svg.chart'):null}",
  "document.addEventListener('focusin',function(e){var svg=chartOf(e.target);if(svg===e.target)show(svg,+(svg.getAttribute('data-i')||0))});",
  "document.addEventListener('focusout',function(e){if(e.target===active)hide()});",
  "document.addEventListener('keydown',function(e){var svg=chartOf(e.target);if(svg!==e.target||svg===null)return;if(e.key==='Escape'){hide();return}",
  "var i=+(svg.getAttribute('data-i')||0);var to=e.key==='ArrowRight'?i+1:e.key==='ArrowLeft'?i-1:e.key==='Home'?0:e.key==='End'?points(svg).length-1:null;",
  'if(to===null)return;e.preventDefault();show(svg,to)});',
  // A pointer (a mouse moving, a finger's tap) shows the commit nearest to it.
  'function pointAt(e){var svg=chartOf(e.target);if(svg===null){if(active&&document.activeElement!==active)hide();return}',
  'var box=svg.getBoundingClientRect();var x=(e.clientX-box.left)*svg.viewBox.baseVal.width/box.width;var p=points(svg);var best=0;',
  'for(var j=1;j<p.length;j++)if(Math.abs(p[j][0]-x)<Math.abs(p[best][0]-x))best=j;show(svg,best)}',
  "document.addEventListener('pointermove',pointAt);document.addEventListener('pointerdown',pointAt);",
  "var only=document.getElementById('changed-only');var shown=document.getElementById('shown');",
  "function filter(){hide();var cards=document.querySelectorAll('section.card');var n=0;",
  "for(var j=0;j<cards.length;j++){var off=only.checked&&cards[j].getAttribute('data-changed')==='0';cards[j].hidden=off;if(!off)n++}",
  "shown.textContent=n+' of '+cards.length+' series shown'}",
  "only.addEventListener('change',filter);filter()})();",
].join('');

/** The legend's small pictures of the marks, drawn as on the charts. */
function key(direction: ChangePoint['direction']): string {
  return `<svg viewBox="0 0 26 14" aria-hidden="true"><g class="${direction}"><path class="cut" d="M13 0V14"/>${marker(direction, 13, 8)}</g></svg>`;
}

function commitRange(commits: readonly HistoryCommit[]): string {
  const first = commits[0];
  const last = commits.at(-1);
  if (first === undefined || last === undefined) return 'No commits.';
  const day = (commit: HistoryCommit): string => commit.date?.slice(0, 10) ?? '';
  const dates = first.date !== undefined && last.date !== undefined ? `, ${day(first)} to ${day(last)}` : '';
  const range =
    commits.length === 1
      ? `<code>${escapeHtml(shortCommit(first.commit))}</code>`
      : `<code>${escapeHtml(shortCommit(first.commit))}</code>..<code>${escapeHtml(shortCommit(last.commit))}</code>`;
  return `Commits ${range} (${escapeHtml(`${plural(commits.length, 'commit')}${dates}`)})`;
}

/** Every commit with its full id and date: the reader's list, and where the tooltip finds a commit's date. */
function commitTable(commits: readonly HistoryCommit[]): string {
  const rows = commits.map(
    (commit, i) =>
      `<tr><td>${i + 1}<td>${escapeHtml(shortCommit(commit.commit))}<td><code>${escapeHtml(commit.commit)}</code><td>${escapeHtml(commit.date?.slice(0, 10) ?? '')}<td>${commit.runs}`,
  );
  return `<details><summary>The ${plural(commits.length, 'commit')}</summary><table id="commits"><thead><tr><th>#<th>Commit<th>Id<th>Date<th>Runs</thead><tbody>${rows.join('')}</tbody></table></details>`;
}

function eventSentence(event: HistoryEvent): string {
  return `<p class="event"><strong>Most benchmarks changed between <code>${escapeHtml(shortCommit(event.before))}</code> and <code>${escapeHtml(shortCommit(event.after))}</code>:</strong> ${event.changed} of ${event.of}, median ${escapeHtml(formatPercent(event.medianChange, 1))} — a machine or toolchain change?</p>`;
}

const percent = (fraction: number): string => `${+(fraction * 100).toFixed(4)}%`;

/**
 * The history view (issue 29): a header with the commit range, the counts, the warnings and the
 * suite-wide events; then a card a series (standing regressions first, then other changes, then the
 * rest) with its chart, focusable and stepped through with the arrow keys, and its numbers as a
 * table. Self-contained: no request leaves the page.
 */
export function renderHistoryHtml(report: HistoryReport, title: string): string {
  const events = new Map(report.events.map((event) => [event.id, event]));
  const ordered = report.series.map((series, index) => ({ series, index })).sort((a, b) => rank(a.series) - rank(b.series) || a.index - b.index);
  const cards = ordered.map(({ series, index }) => card(series, `s${index}`, report.commits, events));
  const summary = report.summary;
  const counts = [
    `<li><b>${summary.series}</b>series</li>`,
    `<li><b>${summary.changes}</b>${summary.changes === 1 ? 'change point' : 'change points'}</li>`,
    `<li class="regression"><b>${summary.regressions}</b>◆ ${summary.regressions === 1 ? 'regression' : 'regressions'}</li>`,
    `<li class="improvement"><b>${summary.improvements}</b>○ ${summary.improvements === 1 ? 'improvement' : 'improvements'}</li>`,
    `<li class="regression"><b>${summary.standingRegressions}</b>${summary.standingRegressions === 1 ? 'regression' : 'regressions'} still in force</li>`,
  ];
  const settings = report.settings;
  const changed = report.series.filter((series) => series.changes.length > 0).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p>${commitRange(report.commits)}${report.suite === undefined ? '' : `, suite <strong>${escapeHtml(report.suite)}</strong>`}.</p>
<ul class="counts">${counts.join('')}</ul>
${report.events.map(eventSentence).join('\n')}
${report.warnings.length === 0 ? '' : `<ul class="warnings">${report.warnings.map((warning) => `<li><strong>Warning:</strong> ${escapeHtml(historyWarningText(warning))}</li>`).join('')}</ul>`}
<p class="muted key">A dot is a commit's value (the mean of its runs), its bar the lowest to the highest run; a grey line is a level between change points; ${key('regression')} a dashed line and a filled diamond: a regression, ${key('improvement')} a dotted line and a hollow circle: an improvement, labelled with the change and its interval; faded when no longer in force; a ringed dot is a commit far from its neighbours (a slow runner, most often), left out when the levels were found. The value axis does not start at 0. Tab to a chart and step through its commits with ← → (Home, End), or point at it.</p>
<p class="muted">${escapeHtml(`alpha ${settings.alpha} (Benjamini–Hochberg over the suite), noise threshold ±${percent(settings.noise)}, levels of at least ${plural(settings.minSegment, 'commit')}, a suite-wide event when at least ${percent(settings.eventShare)} of the series change between the same two commits`)}.</p>
${commitTable(report.commits)}
<div class="controls"><label><input type="checkbox" id="changed-only"> Changed only</label><span id="shown" class="muted" aria-live="polite">${report.series.length} of ${report.series.length} series shown</span><span class="muted">${plural(changed, 'series', 'series')} with a change point</span></div>
</header>
<main class="cards">
${cards.join('\n')}
</main>
<div id="tip" role="status" aria-live="polite" hidden></div>
<script>${SCRIPT}</script>
</body></html>
`;
}

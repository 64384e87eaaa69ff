import { historyWarningText } from './history-warning-text.js';
import type { ChangePoint, HistoryCommit, HistoryEvent, HistoryPoint, HistoryReport, HistorySeries, HistorySettings } from '../history/model.js';
import { formatNumber, formatScaled, type DisplayScale } from '../units/scale.js';
import { formatPValue, formatPercent, plural } from './cells.js';
import { breakable, html, joinHtml, type Html } from './html-escape.js';
import { HISTORY_SCRIPT, HISTORY_STYLE } from './history-html-assets.js';
import { chart, changeLabel, marker, shortCommit, valueAxis } from './history-chart.js';

export { shortCommit } from './history-chart.js';

// The history view (issue 29): one chart per series over the main branch's commits, its levels and
// change points; one self-contained page, nothing loaded from anywhere. Sized for 1,000 series of
// 100 commits: a point costs two path commands and one table row, nothing more (docs/reports.md).

/** A change in a sentence, for the card and the chart's label: "regression +10.2% [+9.0%, +11.4%] between abc1234 and def5678". */
function changePhrase(change: ChangePoint): string {
  return `${change.direction} ${changeLabel(change)} between ${shortCommit(change.before)} and ${shortCommit(change.after)}`;
}

function changeItem(change: ChangePoint, scale: DisplayScale, events: ReadonlyMap<number, HistoryEvent>): Html {
  const mark = change.direction === 'regression' ? '◆' : '○';
  const event = change.event === undefined ? undefined : events.get(change.event);
  const levels = `${formatScaled(change.meanBefore, scale)} → ${formatScaled(change.meanAfter, scale)}`;
  const p = `p ${formatPValue(change.p)} (adjusted ${formatPValue(change.pAdjusted)})`;
  const standing = change.standing ? 'still in force' : 'no longer in force';
  const between = html`<code>${shortCommit(change.before)}</code> and <code>${shortCommit(change.after)}</code>`;
  const inEvent = event === undefined ? html`` : html`, <span class="muted">with most of the suite (a suite-wide event)</span>`;
  const said = html`<span class="${change.direction}">${mark} ${change.direction} ${changeLabel(change)}</span> between ${between}`;
  return html`<li>${said}: <span class="nowrap">${levels}</span>, ${p}, ${standing}${inEvent}</li>`;
}

/** A point's lowest to highest run, in the series' scale; a dash for one run. */
function spreadOf(point: HistoryPoint, scale: DisplayScale): string {
  return point.runs > 1 ? `${formatNumber(point.low / scale.divisor)}–${formatScaled(point.high, scale)}` : '—';
}

/** Where a series goes: standing regressions first, then any other change, then the quiet ones. */
function rank(series: HistorySeries): number {
  if (series.changes.some((change) => change.direction === 'regression' && change.standing)) return 0;
  return series.changes.length > 0 ? 1 : 2;
}

/** One series: its name, its changes in words, the chart, and its numbers as a table (what the tooltip reads). */
function card(series: HistorySeries, id: string, commits: readonly HistoryCommit[], events: ReadonlyMap<number, HistoryEvent>): Html {
  const name = `${series.benchmark} ${series.metric}`;
  const points = series.points;
  const head = html`<h2 id="${id}">${breakable(series.benchmark)} <span class="muted">${series.metric}</span></h2>`;
  const kind = rank(series) === 0 ? ' standing' : series.changes.length > 0 ? ' changed' : '';
  const open = html`<section class="card${kind}" data-changed="${series.changes.length > 0 ? 1 : 0}" aria-labelledby="${id}">${head}`;
  if (points.length === 0) return html`${open}<p class="muted">No commit measured this series.</p></section>`;
  const axis = valueAxis(series);
  const scale = axis.scale;
  const commitAt = (point: HistoryPoint | undefined): string => shortCommit(commits[point?.at ?? 0]?.commit ?? '');
  const range = `${plural(points.length, 'commit')} from ${commitAt(points[0])} to ${commitAt(points.at(-1))}`;
  const said =
    series.changes.length > 0
      ? `${plural(series.changes.length, 'change point')}: ${series.changes.map(changePhrase).join('; ')}`
      : series.inconclusive === undefined
        ? `no change point, one level around ${formatScaled(series.segments[0]?.mean ?? points[0]?.value ?? 0, scale)}`
        : `no change looked for: ${series.inconclusive}`;
  const label = `${name}, ${range}, the newest ${formatScaled(points.at(-1)?.value ?? 0, scale)}: ${said}. Arrow keys step through the commits.`;
  const changes =
    series.changes.length > 0
      ? html`<ul class="changes">${series.changes.map((change) => changeItem(change, scale, events))}</ul>`
      : series.inconclusive === undefined
        ? html`<p class="changes muted">No change point; newest ${formatScaled(points.at(-1)?.value ?? 0, scale)}.</p>`
        : html`<p class="changes muted">No change looked for: ${series.inconclusive}.</p>`;
  // A row a point, in point order (the script finds a point's row by its index); end tags left out, as HTML allows.
  const rows = points.map(
    (point) =>
      html`<tr><td>${shortCommit(commits[point.at]?.commit ?? '')}<td>${formatScaled(point.value, scale)}<td>${spreadOf(point, scale)}<td>${point.runs}`,
  );
  const columns = html`<thead><tr><th>Commit<th>Value<th>Spread of the runs<th>Runs</thead>`;
  const table = html`<details><summary>Data table</summary><table class="data">${columns}<tbody>${rows}</tbody></table></details>`;
  return html`${open}${changes}${chart(series, axis, commits, label)}${table}</section>`;
}

/** The legend's small pictures of the marks, drawn as on the charts. */
function key(direction: ChangePoint['direction']): Html {
  return html`<svg viewBox="0 0 26 14" aria-hidden="true"><g class="${direction}"><path class="cut" d="M13 0V14"/>${marker(direction, 13, 8)}</g></svg>`;
}

function commitRange(commits: readonly HistoryCommit[]): Html {
  const first = commits[0];
  const last = commits.at(-1);
  if (first === undefined || last === undefined) return html`No commits.`;
  const day = (commit: HistoryCommit): string => commit.date?.slice(0, 10) ?? '';
  const dates = first.date !== undefined && last.date !== undefined ? `, ${day(first)} to ${day(last)}` : '';
  const range =
    commits.length === 1
      ? html`<code>${shortCommit(first.commit)}</code>`
      : html`<code>${shortCommit(first.commit)}</code>..<code>${shortCommit(last.commit)}</code>`;
  return html`Commits ${range} (${plural(commits.length, 'commit')}${dates})`;
}

/** Every commit with its full id and date: the reader's list, and where the tooltip finds a commit's date. */
function commitTable(commits: readonly HistoryCommit[]): Html {
  const rows = commits.map((commit, i) => {
    const id = html`<td>${shortCommit(commit.commit)}<td><code>${commit.commit}</code>`;
    return html`<tr><td>${i + 1}${id}<td>${commit.date?.slice(0, 10) ?? ''}<td>${commit.runs}`;
  });
  const table = html`<table id="commits"><thead><tr><th>#<th>Commit<th>Id<th>Date<th>Runs</thead><tbody>${rows}</tbody></table>`;
  return html`<details><summary>The ${plural(commits.length, 'commit')}</summary>${table}</details>`;
}

function eventSentence(event: HistoryEvent): Html {
  const between = html`<code>${shortCommit(event.before)}</code> and <code>${shortCommit(event.after)}</code>`;
  const counts = html`${event.changed} of ${event.of}, median ${formatPercent(event.medianChange, 1)}`;
  return html`<p class="event"><strong>Most benchmarks changed between ${between}:</strong> ${counts} — a machine or toolchain change?</p>`;
}

const percent = (fraction: number): string => `${+(fraction * 100).toFixed(4)}%`;

const HEAD_META = html`<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`;

/** How to read a chart: the marks, the levels, the outliers, the keys. */
function legend(): Html {
  return joinHtml([
    html`A dot is a commit's value (the mean of its runs), its bar the lowest to the highest run; a grey line is a level between change points; `,
    html`${key('regression')} a dashed line and a filled diamond: a regression, ${key('improvement')} a dotted line and a hollow circle: an improvement, `,
    html`labelled with the change and its interval; faded when no longer in force; `,
    html`a ringed dot is a commit far from its neighbours (a slow runner, most often), left out when the levels were found. `,
    html`The value axis does not start at 0. Tab to a chart and step through its commits with ← → (Home, End), or point at it.`,
  ]);
}

function settingsSentence(settings: HistorySettings): string {
  return (
    `alpha ${settings.alpha} (Benjamini–Hochberg over the suite), noise threshold ±${percent(settings.noise)}, ` +
    `levels of at least ${plural(settings.minSegment, 'commit')}, ` +
    `a suite-wide event when at least ${percent(settings.eventShare)} of the series change between the same two commits`
  );
}

/** The header's counts: series, change points, regressions, improvements, regressions that stand. */
function countList(summary: HistoryReport['summary']): Html {
  const word = (count: number, one: string, many: string): string => (count === 1 ? one : many);
  return html`<ul class="counts"><li><b>${summary.series}</b>series</li>\
<li><b>${summary.changes}</b>${word(summary.changes, 'change point', 'change points')}</li>\
<li class="regression"><b>${summary.regressions}</b>◆ ${word(summary.regressions, 'regression', 'regressions')}</li>\
<li class="improvement"><b>${summary.improvements}</b>○ ${word(summary.improvements, 'improvement', 'improvements')}</li>\
<li class="regression"><b>${summary.standingRegressions}</b>${word(summary.standingRegressions, 'regression', 'regressions')} still in force</li></ul>`;
}

/** The report's warnings as a list; nothing when there are none. */
function warningList(report: HistoryReport): Html {
  if (report.warnings.length === 0) return html``;
  return html`<ul class="warnings">${report.warnings.map((warning) => html`<li><strong>Warning:</strong> ${historyWarningText(warning)}</li>`)}</ul>`;
}

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
  const changed = report.series.filter((series) => series.changes.length > 0).length;
  const shown = html`<span id="shown" class="muted" aria-live="polite">${report.series.length} of ${report.series.length} series shown</span>\
<span class="muted">${plural(changed, 'series', 'series')} with a change point</span>`;
  const suite = report.suite === undefined ? html`` : html`, suite <strong>${report.suite}</strong>`;
  return html`<!doctype html>
<html lang="en"><head>${HEAD_META}<title>${title}</title><style>${HISTORY_STYLE}</style></head>
<body>
<header>
<h1>${title}</h1>
<p>${commitRange(report.commits)}${suite}.</p>
${countList(report.summary)}
${joinHtml(report.events.map(eventSentence), html`\n`)}
${warningList(report)}
<p class="muted key">${legend()}</p>
<p class="muted">${settingsSentence(report.settings)}.</p>
${commitTable(report.commits)}
<div class="controls"><label><input type="checkbox" id="changed-only"> Changed only</label>${shown}</div>
</header>
<main class="cards">
${joinHtml(cards, html`\n`)}
</main>
<div id="tip" role="status" aria-live="polite" hidden></div>
<script>${HISTORY_SCRIPT}</script>
</body></html>
`.source;
}

import type { ChangePoint, HistoryCommit, HistorySeries } from '../history/model.js';
import { chooseScale, formatScaled, type DisplayScale } from '../units/scale.js';
import { formatInterval, formatPercent } from './cells.js';
import { html, joinHtml, type Html } from './html-escape.js';

// One series' chart of the history view (src/report/history-html.ts): its points and their
// spread, its levels, its change points labelled above the plot; an SVG that scales to its card.

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
function c(value: number): number {
  return Math.round(value * 10) / 10;
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
export function changeLabel(change: ChangePoint): string {
  return `${formatPercent(change.change, 1)} ${formatInterval([change.low, change.high], 1)}`;
}

/** The marks of a change's direction, the same on the chart and in the legend: a filled diamond, a hollow circle. */
export function marker(direction: ChangePoint['direction'], x: number, y: number): Html {
  if (direction === 'regression') return html`<path class="mark" d="M${c(x)} ${c(y - 5)}l5 5-5 5-5-5z"/>`;
  return html`<circle class="mark" cx="${c(x)}" cy="${c(y)}" r="4.5"/>`;
}

/** A tick's value in the series' scale without the trailing zeros of four significant digits: "950 µs", "1.05 ms". */
function tickLabel(value: number, scale: DisplayScale): string {
  return formatScaled(value, scale)
    .replace(/^(-?\d+\.\d*?)0+(?=\D|$)/, '$1')
    .replace(/^(-?\d+)\.(?=\D|$)/, '$1');
}

export interface Axis {
  readonly y: (value: number) => number;
  readonly ticks: readonly number[];
  readonly scale: DisplayScale;
}

export function valueAxis(series: HistorySeries): Axis {
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
function changeLabels(changes: readonly { change: ChangePoint; x: number }[]): Html {
  const ends = LABEL_ROWS.map(() => -Infinity);
  return joinHtml(
    changes.map(({ change, x }, i) => {
      const text = changeLabel(change);
      const width = text.length * LABEL_CHAR;
      const anchor = x - width / 2 < LEFT ? 'start' : x + width / 2 > WIDTH - RIGHT ? 'end' : 'middle';
      const start = anchor === 'start' ? x - 4 : anchor === 'end' ? x + 4 - width : x - width / 2;
      let row = ends.findIndex((end) => end + 8 <= start);
      if (row < 0) row = i % LABEL_ROWS.length;
      ends[row] = start + width;
      const at = anchor === 'start' ? x - 4 : anchor === 'end' ? x + 4 : x;
      return html`<text class="${change.direction}" x="${c(at)}" y="${LABEL_ROWS[row] ?? 0}" text-anchor="${anchor}">${text}</text>`;
    }),
  );
}

/**
 * One series' chart: a dot a commit (the mean of its runs) with a bar from its lowest to its highest
 * run, each level as a line across its commits, each change point as a line between its two
 * commits with its change and interval above. The dots' path holds exactly one `M` a point, in
 * point order: the page's script reads the positions back from it for the keyboard and the tooltip.
 */
export function chart(series: HistorySeries, axis: Axis, commits: readonly HistoryCommit[], label: string): Html {
  const points = series.points;
  const count = commits.length;
  const x = (at: number): number => (count <= 1 ? LEFT + PLOT_WIDTH / 2 : LEFT + (at / (count - 1)) * PLOT_WIDTH);
  const step = count <= 1 ? PLOT_WIDTH : PLOT_WIDTH / (count - 1);
  const parts: Html[] = [];
  // The y axis: a grid line and a label in the series' unit a tick.
  parts.push(html`<path class="grid" d="${axis.ticks.map((tick) => `M${LEFT} ${c(axis.y(tick))}H${WIDTH - RIGHT}`).join('')}"/>`);
  for (const tick of axis.ticks) parts.push(html`<text x="${LEFT - 6}" y="${c(axis.y(tick) + 4)}" text-anchor="end">${tickLabel(tick, axis.scale)}</text>`);
  // The x axis: the commits in order, the oldest and the newest named.
  const base = TOP + PLOT_HEIGHT;
  parts.push(html`<path class="axis" d="M${LEFT} ${base}H${WIDTH - RIGHT}"/>`);
  const names =
    commits.length === 1
      ? [{ at: 0, anchor: 'middle' }]
      : [
          { at: 0, anchor: 'start' },
          { at: commits.length - 1, anchor: 'end' },
        ];
  for (const { at, anchor } of names)
    parts.push(html`<text x="${c(x(at))}" y="${base + 16}" text-anchor="${anchor}">${shortCommit(commits[at]?.commit ?? '')}</text>`);
  if (commits.length > 2)
    parts.push(html`<text x="${c(LEFT + PLOT_WIDTH / 2)}" y="${base + 16}" text-anchor="middle">${commits.length} commits, oldest first</text>`);
  // Levels: one line a segment, from half a step before its first commit to half a step after its last.
  const levels = series.segments.flatMap((segment) => {
    const first = points[segment.start];
    const last = points[segment.end - 1];
    if (first === undefined || last === undefined) return [];
    const from = Math.max(LEFT, x(first.at) - step / 2);
    const to = Math.min(WIDTH - RIGHT, x(last.at) + step / 2);
    return [`M${c(from)} ${c(axis.y(segment.mean))}H${c(to)}`];
  });
  if (levels.length > 0) parts.push(html`<path class="level" d="${levels.join('')}"/>`);
  // Spread and dots: two paths for every point of the series.
  const spread = points.filter((point) => point.high > point.low).map((point) => `M${c(x(point.at))} ${c(axis.y(point.high))}V${c(axis.y(point.low))}`);
  if (spread.length > 0) parts.push(html`<path class="spread" d="${spread.join('')}"/>`);
  const dot = Math.max(2.5, Math.min(6, step * 0.6));
  parts.push(html`<path class="dots" stroke-width="${c(dot)}" d="${points.map((point) => `M${c(x(point.at))} ${c(axis.y(point.value))}h0`).join('')}"/>`);
  // Points set aside as outliers (a slow runner): ringed; the levels were found without them.
  const ring = dot / 2 + 2.5;
  const rings = series.outliers.flatMap((index) => {
    const point = points[index];
    return point === undefined
      ? []
      : [`M${c(x(point.at) - ring)} ${c(axis.y(point.value))}a${c(ring)} ${c(ring)} 0 1 0 ${c(2 * ring)} 0a${c(ring)} ${c(ring)} 0 1 0 ${c(-2 * ring)} 0`];
  });
  if (rings.length > 0) parts.push(html`<path class="outlier" d="${rings.join('')}"/>`);
  // Change points: a line between the last commit before and the first after, marked on the axis.
  const changes = series.changes.flatMap((change) => {
    const before = points[change.index - 1];
    const after = points[change.index];
    return before === undefined || after === undefined ? [] : [{ change, x: (x(before.at) + x(after.at)) / 2 }];
  });
  for (const { change, x: at } of changes) {
    const cut = html`<path class="cut" d="M${c(at)} ${TOP - 4}V${base}"/>${marker(change.direction, at, base)}`;
    parts.push(html`<g class="${change.direction}${change.standing ? '' : ' past'}">${cut}</g>`);
  }
  parts.push(changeLabels(changes));
  return html`<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" tabindex="0" role="img" aria-label="${label}">${parts}</svg>`;
}

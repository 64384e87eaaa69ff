import type { Comparison } from '../model/report.js';
import type { Series } from '../model/series.js';
import { chooseScale, formatScaled } from '../units/scale.js';
import { formatPercent, valueChange } from './cells.js';
import { fixed, html, type Html } from './html-escape.js';

// The HTML report's plots, as SVG made by the `html` tag: a row's samples, its pairs in run
// order, its change on the report's common axis. Each is drawn from numbers; the only text in
// them (a row's name in an aria label, the axis labels) is escaped by the tag.

/** Samples drawn per side and row at most, evenly thinned beyond. */
const MAX_POINTS = 200;

const WIDTH = 320;
const LANE = 22;
const CHANGE_WIDTH = 160;

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

/**
 * A plot's three axis labels (left, middle, right) below it, in HTML: the SVG is scaled to its
 * column, and text inside it scales with it (7 px in a narrow column); here it keeps the page's
 * 11 px at any width.
 */
function axisLabels(left: string, middle: string, right: string): Html {
  return html`<div class="ticks"><span>${left}</span><span>${middle}</span><span>${right}</span></div>`;
}

const GREY = html`#6b7280`;
const BLUE = html`#2563eb`;
const RED = html`#dc2626`;
const GREEN = html`#16a34a`;

function verdictColour(row: Comparison, otherwise: Html): Html {
  return row.verdict === 'regression' ? RED : row.verdict === 'improvement' ? GREEN : otherwise;
}

interface Lane {
  readonly points: readonly { run: number; value: number }[];
  readonly centre: number | undefined;
  readonly colour: Html;
}

/** One side's lane: a line across, a dot per sample (runs stacked within the lane), the centre as a bar. */
function lane(side: Lane, index: number, x: (value: number) => number): Html[] {
  const top = 4 + index * LANE;
  const runs = Math.max(1, ...side.points.map((p) => p.run + 1));
  const middle = top + LANE / 2 - 1;
  const parts = [html`<line x1="0" x2="${WIDTH}" y1="${middle}" y2="${middle}" class="lane"/>`];
  for (const point of side.points) {
    const y = top + 3 + ((point.run + 0.5) / runs) * (LANE - 8);
    parts.push(html`<circle cx="${fixed(x(point.value), 1)}" cy="${fixed(y, 1)}" r="2" fill="${side.colour}" fill-opacity="0.55"/>`);
  }
  if (side.centre !== undefined) parts.push(html`<rect x="${fixed(x(side.centre) - 1, 1)}" y="${top}" width="2" height="${LANE - 4}" fill="${side.colour}"/>`);
  return parts;
}

/** A strip plot: one lane per side, one dot per sample, runs stacked within a lane, the centre as a bar, an axis in the row's unit below. */
export function stripPlot(row: Comparison, baseline: Series | undefined, current: Series | undefined): Html {
  // A unit clash puts two quantities on one axis: no plot then.
  if (row.baselineUnit !== undefined) return html``;
  const sides: Lane[] = [
    { points: points(baseline), centre: row.baseline?.centre, colour: GREY },
    { points: points(current), centre: row.current?.centre, colour: verdictColour(row, BLUE) },
  ];
  const values = sides.flatMap((side) => side.points.map((p) => p.value));
  if (values.length === 0) return html``;
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    min -= Math.abs(min) * 0.01 || 1;
    max += Math.abs(max) * 0.01 || 1;
  }
  const x = (value: number): number => 8 + ((value - min) / (max - min)) * (WIDTH - 16);
  const parts = sides.flatMap((side, index) => lane(side, index, x));
  // The axis: the lowest, middle and highest sample in the row's unit, on one scale.
  const axisY = 4 + 2 * LANE;
  const scale = chooseScale(row.unit, Math.abs((min + max) / 2));
  parts.push(html`<line x1="8" x2="${WIDTH - 8}" y1="${axisY}" y2="${axisY}" class="axis"/>`);
  for (const tick of [min, (min + max) / 2, max]) {
    const at = fixed(x(tick), 1);
    parts.push(html`<line x1="${at}" x2="${at}" y1="${axisY}" y2="${axisY + 3}" class="axis"/>`);
  }
  const label = (value: number): string => formatScaled(value, scale);
  const svg = html`<svg class="strip" viewBox="0 0 ${WIDTH} ${axisY + 4}" role="img" aria-label="samples of ${row.benchmark} ${row.metric}">${parts}</svg>`;
  return html`${svg}${axisLabels(label(min), label((min + max) / 2), label(max))}`;
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
export function pairPlot(baseline: Series | undefined, current: Series | undefined): Html {
  const b = runMeans(baseline);
  const ratios = runMeans(current)
    .slice(0, b.length)
    .map((value, i) => value / (b[i] as number))
    .filter((ratio) => Number.isFinite(ratio) && ratio > 0);
  if (ratios.length < 2) return html``;
  const low = Math.min(1, ...ratios);
  const high = Math.max(1, ...ratios);
  const span = high - low || 0.01;
  const height = 36;
  const y = (ratio: number): Html => fixed(4 + (1 - (ratio - low) / span) * (height - 8), 1);
  const x = (i: number): Html => fixed(8 + (i / (ratios.length - 1)) * (WIDTH - 16), 1);
  const path = ratios.map((ratio, i) => html`${i === 0 ? 'M' : 'L'}${x(i)},${y(ratio)}`);
  const dots = ratios.map((ratio, i) => html`<circle cx="${x(i)}" cy="${y(ratio)}" r="2" fill="#2563eb"/>`);
  const one = html`<line x1="8" x2="${WIDTH - 8}" y1="${y(1)}" y2="${y(1)}" class="zero"/>`;
  const label = 'ratio of each pair, in run order';
  const line = html`<path d="${path}" fill="none" stroke="#93c5fd"/>`;
  const svg = html`<svg class="pairs" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${label}">${one}${line}${dots}</svg>`;
  return html`${svg}${axisLabels('pair 1', `current / baseline (${low.toFixed(3)}–${high.toFixed(3)})`, `pair ${ratios.length}`)}`;
}

/**
 * The change and its interval on a ±scale axis, zero in the middle, worse to the right for every
 * metric: a throughput that fell is as far right as a time that grew (the change is signed so
 * that positive is worse). The value moved is in the aria label and the cell beside it.
 */
export function changePlot(row: Comparison, scale: number): Html {
  const change = row.change;
  const moved = valueChange(row);
  if (change === null || moved === null) return html``;
  const width = CHANGE_WIDTH;
  const x = (value: number): Html => fixed(Math.max(2, Math.min(width - 2, width / 2 + (value / scale) * (width / 2 - 4))), 1);
  const [low, high] = row.changeCI ?? [change, change];
  const colour = verdictColour(row, GREY);
  const label = `${Math.round(scale * 100)}%`;
  const direction = change > 0 ? 'worse' : change < 0 ? 'better' : 'no change';
  const zero = html`<line x1="${width / 2}" x2="${width / 2}" y1="0" y2="20" class="zero"/>`;
  const interval = html`<line x1="${x(low ?? -scale)}" x2="${x(high ?? scale)}" y1="10" y2="10" stroke="${colour}" stroke-width="3"/>`;
  const dot = html`<circle cx="${x(change)}" cy="10" r="4" fill="${colour}"/>`;
  const svg = html`<svg class="change" viewBox="0 0 ${width} 20" role="img" aria-label="${formatPercent(moved)}: ${direction}">${zero}${interval}${dot}</svg>`;
  return html`${svg}${axisLabels(`${label} better`, '0', `${label} worse`)}`;
}

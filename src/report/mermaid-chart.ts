import type { Comparison, Report } from '../model/report.js';
import { joinMarkdown, keepEnd, markup, mermaidText, shorten, type Markdown } from './markdown-escape.js';
import { sideTitles } from './side-titles.js';

/** Each chart shows at most this many bars: more would be unreadable. */
const MAX_CHART_BARS = 20;
/** A label keeps this many characters, its end: module paths come first, the end is the specific part. */
const MAX_LABEL_CHARS = 40;
/**
 * Characters of names the x axis holds side by side. Mermaid's chart is 700 px wide with a 14 px
 * font, about 620 px for the bars after the y axis; a wide letter (W, M) takes about 13 px, so
 * 46 of them fit in one bar's slot, 23 in each of two. Names that would not fit are numbered and
 * named in a legend below the chart: labels that could overlap are never drawn.
 */
const AXIS_CHARS = 46;
/** From this many bars on, always numbers: four names side by side collide at any length worth reading. */
const NUMBERED_FROM_BARS = 4;

/**
 * benchgate's own Mermaid settings for each chart, fixed literals (never built from names): the
 * bars in the verdict's colour (the red and green of the HTML report), each with its value.
 */
const LABELS = markup`"xyChart": {"showDataLabel": true, "showDataLabelOutsideBar": true}`;
const INIT: Readonly<Record<'regression' | 'improvement', Markdown>> = {
  regression: markup`%%{init: {${LABELS}, "themeVariables": {"xyChart": {"plotColorPalette": "#dc2626"}}}}%%`,
  improvement: markup`%%{init: {${LABELS}, "themeVariables": {"xyChart": {"plotColorPalette": "#16a34a"}}}}%%`,
};

type Changed = Comparison & { readonly change: number };

/** Whether the names fit side by side under their bars; else the bars are numbered. */
function namesFit(names: readonly string[]): boolean {
  return names.length < NUMBERED_FROM_BARS && names.every((name) => [...name].length <= AXIS_CHARS / names.length);
}

/**
 * Mermaid bar charts (GitHub renders them) of the changed rows: one of the regressions in % worse,
 * one of the improvements in % better. Mermaid's xychart draws every bar up from the bottom of
 * its axis, so one chart with negative values drew each improvement as a sliver and a dark bar
 * from the axis minimum up to 0 in front of every regression; here each chart's axis starts at
 * 0 and every bar's height is the size of its change, its value written above it.
 */
export function chart(report: Report, rows: readonly (Comparison | undefined)[]): Markdown[] {
  const changed = rows.filter((row): row is Changed => row !== undefined && row.change !== null);
  // With several references a row has a bar per reference: the reference's title tells them apart.
  const titles = report.baselines.length > 1 ? sideTitles(report).baselines : undefined;
  const label = (row: Comparison): string => `${row.benchmark} ${row.metric}${titles === undefined ? '' : ` vs ${titles[row.reference] ?? ''}`}`;
  const oneChart = (verdict: 'regression' | 'improvement', title: string, axis: string): Markdown[] => {
    const bars = changed.filter((row) => row.verdict === verdict).slice(0, MAX_CHART_BARS);
    if (bars.length === 0) return [];
    // Worse is positive for a regression, negative for an improvement: the bar is its size.
    const sizes = bars.map((row) => (Math.abs(row.change) * 100).toFixed(1));
    const top = Math.max(...sizes.map(Number));
    const names = bars.map((row) => keepEnd(label(row), MAX_LABEL_CHARS));
    const numbered = !namesFit(names);
    const labels = (numbered ? names.map((_, i) => String(i + 1)) : names).map((text) => markup`"${mermaidText(text)}"`);
    return [
      markup`\`\`\`mermaid`,
      INIT[verdict],
      markup`xychart-beta`,
      markup`  title "${mermaidText(title)}"`,
      markup`  x-axis [${joinMarkdown(labels, markup`, `)}]`,
      markup`  y-axis "${mermaidText(axis)}" 0 --> ${mermaidText(niceCeiling(top).toString())}`,
      markup`  bar [${mermaidText(sizes.join(', '))}]`,
      markup`\`\`\``,
      ...(numbered ? [legend(bars.map(label), sizes, axis)] : []),
      markup``,
    ];
  };
  return [...oneChart('regression', 'Regressions: % worse', '% worse'), ...oneChart('improvement', 'Improvements: % better', '% better')];
}

/** The numbered bars' names and values, one line below their chart. */
function legend(names: readonly string[], sizes: readonly string[], axis: string): Markdown {
  const entries = names.map((name, i) => markup`${i + 1}: ${shorten(name)}, ${sizes[i] ?? ''}${axis}`);
  return markup`${joinMarkdown(entries, markup` · `)}`;
}

/** A round top for the axis, at or above `value`: 1, 2 or 5 times a power of ten. */
function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

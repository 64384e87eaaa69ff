import type { Comparison, Report } from '../model/report.js';
import { joinMarkdown, keepEnd, markup, mermaidText, type Markdown } from './markdown-escape.js';
import { sideTitles } from './side-titles.js';

/** Each chart shows at most this many bars: more would be unreadable. */
const MAX_CHART_BARS = 20;
/** A label keeps this many characters, its end: module paths come first, the end is the specific part. */
const MAX_LABEL_CHARS = 40;

type Changed = Comparison & { readonly change: number };

/**
 * Mermaid bar charts (GitHub renders them) of the changed rows: one of the regressions in % worse,
 * one of the improvements in % better. Mermaid's xychart draws every bar up from the bottom of
 * its axis, so one chart with negative values drew each improvement as a sliver and a dark bar
 * from the axis minimum up to 0 in front of every regression; here each chart's axis starts at
 * 0 and every bar's height is the size of its change.
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
    const sizes = bars.map((row) => Math.abs(row.change * 100));
    const top = Math.max(...sizes);
    const labels = bars.map((row) => markup`"${mermaidText(keepEnd(label(row), MAX_LABEL_CHARS))}"`);
    return [
      markup`\`\`\`mermaid`,
      markup`xychart-beta`,
      markup`  title "${mermaidText(title)}"`,
      markup`  x-axis [${joinMarkdown(labels, markup`, `)}]`,
      markup`  y-axis "${mermaidText(axis)}" 0 --> ${mermaidText(niceCeiling(top).toString())}`,
      markup`  bar [${mermaidText(sizes.map((size) => size.toFixed(2)).join(', '))}]`,
      markup`\`\`\``,
      markup``,
    ];
  };
  return [...oneChart('regression', 'Regressions: % worse', '% worse'), ...oneChart('improvement', 'Improvements: % better', '% better')];
}

/** A round top for the axis, at or above `value`: 1, 2 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

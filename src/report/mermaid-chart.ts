import type { Comparison, Report } from '../model/report.js';
import { joinMarkdown, keepEnd, markup, mermaidText, type Markdown } from './markdown-escape.js';
import { sideTitles } from './side-titles.js';

/** The chart shows at most this many bars: more would be unreadable. */
const MAX_CHART_BARS = 20;
/** A label keeps this many characters, its end: module paths come first, the end is the specific part. */
const MAX_LABEL_CHARS = 40;

/** A Mermaid bar chart (GitHub renders it) of how the changed rows moved, in percent. */
export function chart(report: Report, rows: readonly (Comparison | undefined)[]): Markdown[] {
  const bars = rows
    .filter((row): row is Comparison => row !== undefined && (row.verdict === 'regression' || row.verdict === 'improvement'))
    .filter((row): row is Comparison & { change: number } => row.change !== null)
    .slice(0, MAX_CHART_BARS);
  if (bars.length === 0) return [];
  // With several references a row has a bar per reference: the reference's title tells them apart.
  const titles = report.baselines.length > 1 ? sideTitles(report).baselines : undefined;
  const labels = bars.map((row) => {
    const label = `${row.benchmark} ${row.metric}${titles === undefined ? '' : ` vs ${titles[row.reference] ?? ''}`}`;
    return markup`"${mermaidText(keepEnd(label, MAX_LABEL_CHARS))}"`;
  });
  // Worse is up, whatever the metric's direction: regressions and improvements are two series
  // (two colours), each 0 where the other has the bar.
  const series = (verdict: 'regression' | 'improvement') =>
    mermaidText(bars.map((row) => (row.verdict === verdict ? (row.change * 100).toFixed(2) : '0')).join(', '));
  return [
    markup`\`\`\`mermaid`,
    markup`xychart-beta`,
    markup`  title "Changed rows: worse is up (regressions), better is down (improvements)"`,
    markup`  x-axis [${joinMarkdown(labels, markup`, `)}]`,
    markup`  y-axis "% worse (negative: % better)"`,
    markup`  bar [${series('regression')}]`,
    markup`  bar [${series('improvement')}]`,
    markup`\`\`\``,
    markup``,
  ];
}

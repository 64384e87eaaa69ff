import type { Comparison, Report } from '../model/report.js';
import { changeCell, formatCentres, formatInterval, formatPValue, plural, valueChangeInterval } from './cells.js';
import { escapeMarkdownCell } from './markdown-escape.js';
import { settingsPhrase, verdictPhrases } from './summary-line.js';

const VERDICT_ICONS: Readonly<Record<string, string>> = { regression: '❌', improvement: '✅' };

function changeWithInterval(row: Comparison): string {
  // Stars are escaped so markdown shows them instead of turning the cell italic.
  const cell = changeCell(row).replace(/\*/g, '\\*');
  const interval = valueChangeInterval(row);
  return interval === null || row.verdict === 'unchanged' ? cell : `${cell} ${formatInterval(interval)}`;
}

function table(report: Report, rows: readonly Comparison[]): string[] {
  const several = report.baselines.length > 1;
  const header = ['Benchmark', 'Metric', ...(several ? ['Reference'] : []), 'Baseline', 'Current', 'Change [CI]', 'p (adj.)'];
  const align = [':--', ':--', ...(several ? [':--'] : []), '--:', '--:', '--:', '--:'];
  const lines = [`| ${header.join(' | ')} |`, `| ${align.join(' | ')} |`];
  for (const row of rows) {
    const centres = formatCentres(row);
    const reference = report.baselines[row.reference]?.label ?? '';
    const cells = [
      escapeMarkdownCell(row.benchmark),
      escapeMarkdownCell(row.metric),
      ...(several ? [escapeMarkdownCell(reference)] : []),
      centres.baseline,
      centres.current,
      changeWithInterval(row),
      row.verdict === 'inconclusive' ? escapeMarkdownCell(row.reason ?? '') : formatPValue(row.pAdjusted),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}

/** The verdict line a reviewer reads first: `❌ 1 regression · ✅ 2 improvements · 37 unchanged`. */
export function renderVerdictLine(report: Report): string {
  const phrases = verdictPhrases(report.summary);
  const icon = report.summary.regressions > 0 ? VERDICT_ICONS.regression : report.summary.improvements > 0 ? VERDICT_ICONS.improvement : '✔️';
  return `${icon ?? ''} ${phrases.join(' · ')}`;
}

export interface MarkdownOptions {
  readonly title?: string;
  /** Lines for the footer: where the baseline came from, notes of the search. */
  readonly notes?: readonly string[];
  /** Upper bound on the length in UTF-16 units (a PR comment: 65,000). */
  readonly maxChars?: number;
}

// Which rows go first when the budget forces rows out: changes a reviewer must see first.
const IMPORTANCE: Readonly<Record<string, number>> = { regression: 0, improvement: 1, inconclusive: 2, noise: 3, added: 4, removed: 5, unchanged: 6 };

function render(report: Report, kept: readonly Comparison[], options: MarkdownOptions, omitted: number): string {
  const changed = kept.filter((row) => row.verdict === 'regression' || row.verdict === 'improvement');
  const others = kept.filter((row) => row.verdict !== 'regression' && row.verdict !== 'improvement');
  // concat, not push(...rows): spreading 100,000 rows as arguments overflows the stack.
  let out = [`### ${escapeMarkdownCell(options.title ?? 'benchgate')}: ${renderVerdictLine(report)}`, ''];
  if (changed.length > 0) out = out.concat(table(report, changed), '');
  if (others.length > 0) {
    out = out.concat(`<details><summary>${plural(others.length, changed.length > 0 ? 'other row' : 'row')}</summary>`, '', table(report, others), '', '</details>', '');
  }
  if (omitted > 0) out.push(`${plural(omitted, 'row')} ${omitted === 1 ? 'is' : 'are'} only in the JSON report (the comment has a size limit).`, '');
  const sides = [...report.baselines.map((b) => `baseline ${escapeMarkdownCell(b.label)}: ${plural(b.runs, 'run')}`), `current ${escapeMarkdownCell(report.current.label)}: ${plural(report.current.runs, 'run')}`];
  for (const note of options.notes ?? []) out.push(`${note}  `);
  out.push(`<sub>${settingsPhrase(report)} · ${sides.join(' · ')} · \\*x%\\* significant, ~ no significant change, ? inconclusive</sub>`, '');
  return out.join('\n');
}

/**
 * Markdown for the PR comment and the job summary (SPEC 4): verdict, changes, the rest collapsed,
 * footer. Over `maxChars`, the least important rows are left out (never a string cut) and a line
 * says how many are only in the JSON report.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const full = render(report, report.comparisons, options, 0);
  if (options.maxChars === undefined || full.length <= options.maxChars) return full;
  const ranked = report.comparisons.map((row, index) => ({ row, index })).sort((a, b) => (IMPORTANCE[a.row.verdict] ?? 9) - (IMPORTANCE[b.row.verdict] ?? 9) || a.index - b.index);
  const keep = (count: number): string => {
    const chosen = ranked.slice(0, count).sort((a, b) => a.index - b.index).map(({ row }) => row);
    return render(report, chosen, options, report.comparisons.length - count);
  };
  // The largest number of rows that fits, by bisection: each render is linear in the rows kept.
  let low = 0;
  let high = report.comparisons.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (keep(middle).length <= options.maxChars) low = middle;
    else high = middle - 1;
  }
  return keep(low);
}

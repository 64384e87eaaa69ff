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

/** Markdown for the PR comment and the job summary (SPEC 4): verdict, changes, the rest collapsed, footer. */
export function renderMarkdown(report: Report, title = 'benchgate'): string {
  const changed = report.comparisons.filter((row) => row.verdict === 'regression' || row.verdict === 'improvement');
  const others = report.comparisons.filter((row) => row.verdict !== 'regression' && row.verdict !== 'improvement');
  // concat, not push(...rows): spreading 100,000 rows as arguments overflows the stack.
  let out = [`### ${escapeMarkdownCell(title)}: ${renderVerdictLine(report)}`, ''];
  if (changed.length > 0) out = out.concat(table(report, changed), '');
  if (others.length > 0) {
    out = out.concat(`<details><summary>${plural(others.length, changed.length > 0 ? 'other row' : 'row')}</summary>`, '', table(report, others), '', '</details>', '');
  }
  const sides = [...report.baselines.map((b) => `baseline ${escapeMarkdownCell(b.label)}: ${plural(b.runs, 'run')}`), `current ${escapeMarkdownCell(report.current.label)}: ${plural(report.current.runs, 'run')}`];
  out.push(`<sub>${settingsPhrase(report)} · ${sides.join(' · ')} · \\*x%\\* significant, ~ no significant change, ? inconclusive</sub>`, '');
  return out.join('\n');
}

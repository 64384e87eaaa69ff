import type { Comparison, Report } from '../model/report.js';
import { changeCell, formatCentres, formatPValue, plural } from './cells.js';
import { settingsPhrase, verdictPhrases } from './summary-line.js';

export interface TerminalOptions {
  /** ANSI colours: only when stdout is a TTY and NO_COLOR is unset (the CLI decides). */
  readonly colour: boolean;
}

/** Above this many lines the table lists only the rows that are not unchanged: nobody reads 250,000 lines. */
export const FULL_TABLE_MAX_LINES = 500;

const RED = '\u001b[31m';
const GREEN = '\u001b[32m';
const DIM = '\u001b[2m';
const RESET = '\u001b[0m';

/** Width in code points, so `µs` and `−` align; ASCII (most cells) skips the split. */
function displayWidth(text: string): number {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.length : [...text].length;
}

function pad(text: string, width: number, right = false): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? fill + text : text + fill;
}

function rowColour(row: Comparison): string {
  if (row.verdict === 'regression') return RED;
  if (row.verdict === 'improvement') return GREEN;
  if (row.verdict === 'unchanged' || row.verdict === 'noise') return DIM;
  return '';
}

/**
 * The CLI's table in mmtests' spirit: one line per benchmark and metric, one centre column per
 * reference system and the current side, then one change column per reference, significant
 * changes between stars and `~` for none (benchstat).
 */
export function renderTerminal(report: Report, options: TerminalOptions): string {
  const references = report.baselines.length;
  const keyed = new Map<string, Comparison[]>();
  for (const row of report.comparisons) {
    const key = `${row.benchmark}\u0000${row.metric}`;
    const cells = keyed.get(key) ?? [];
    cells[row.reference] = row;
    keyed.set(key, cells);
  }
  const header = ['benchmark', 'metric', ...report.baselines.map((b) => b.label), report.current.label, ...report.baselines.map((b) => (references > 1 ? `vs ${b.label}` : 'change')), ...(references === 1 ? ['p'] : [])];
  const lines: { cells: string[]; colour: string }[] = [];
  const listAll = keyed.size <= FULL_TABLE_MAX_LINES;
  let hidden = 0;
  for (const rows of keyed.values()) {
    const first = rows.find((row) => row !== undefined);
    if (first === undefined) continue;
    if (!listAll && rows.every((row) => row === undefined || row.verdict === 'unchanged')) {
      hidden++;
      continue;
    }
    const centres = report.baselines.map((_, i) => {
      const row = rows[i];
      return row === undefined ? '—' : formatCentres(row).baseline;
    });
    const current = formatCentres(first).current;
    const changes = report.baselines.map((_, i) => {
      const row = rows[i];
      return row === undefined ? '' : changeCell(row);
    });
    const worst = rows.find((row) => row?.verdict === 'regression') ?? rows.find((row) => row?.verdict === 'improvement') ?? first;
    lines.push({
      cells: [first.benchmark, first.metric, ...centres, current, ...changes, ...(references === 1 ? [formatPValue(first.pAdjusted)] : [])],
      colour: rowColour(worst),
    });
  }
  // A loop, not Math.max(...cells): a spread of 100,000 rows overflows the stack.
  const widths = header.map((title) => displayWidth(title));
  for (const line of lines) {
    line.cells.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, displayWidth(cell));
    });
  }
  const format = (cells: readonly string[]): string =>
    cells.map((cell, column) => pad(cell, widths[column] ?? 0, column >= 2)).join('  ').trimEnd();
  const out = [format(header)];
  for (const line of lines) {
    const text = format(line.cells);
    out.push(options.colour && line.colour !== '' ? `${line.colour}${text}${RESET}` : text);
  }
  out.push('');
  if (hidden > 0) out.push(`${hidden} unchanged lines are not listed; the JSON report (--json FILE) has every row.`);
  out.push(`${verdictPhrases(report.summary).join(', ')}.`);
  out.push(`${settingsPhrase(report)}; p is adjusted. *x%* significant change, ~ none, ? inconclusive.`);
  const runs = [...report.baselines.map((b) => `${b.label}: ${plural(b.runs, 'run')}`), `${report.current.label}: ${plural(report.current.runs, 'run')}`];
  out.push(runs.join('; '));
  const notes = new Map<string, number>();
  for (const row of report.comparisons) {
    for (const text of [...(row.verdict === 'inconclusive' && row.reason !== undefined ? [`inconclusive: ${row.reason}`] : []), ...row.warnings]) {
      notes.set(text, (notes.get(text) ?? 0) + 1);
    }
  }
  for (const [text, count] of notes) out.push(`note (${plural(count, 'row')}): ${text}`);
  return `${out.join('\n')}\n`;
}

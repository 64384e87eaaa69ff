import type { Comparison, Report } from '../model/report.js';
import { CHANGE_LEGEND, plural, starred } from './cells.js';
import { Footnotes } from './footnotes.js';
import { logSafe } from './log-safe.js';
import { rowReasonText } from './reason-text.js';
import { reportFacts, type ReportFacts } from './report-facts.js';
import { sideTitles } from './side-titles.js';
import { tableLines, type TableLine } from './table-model.js';
import { showControls } from './visible-controls.js';
import { warningText } from './warning-text.js';

export interface TerminalOptions {
  /** ANSI colours: only when stdout is a TTY and NO_COLOR is unset (the CLI decides). */
  readonly colour: boolean;
  /** Columns to fit in (the terminal's width); no limit when absent. */
  readonly width?: number;
}

/** Side labels longer than this become `baseline`/`current` in the header, spelt out below. */
const MAX_LABEL_CHARS = 14;
/** The benchmark column is never abbreviated below this. */
const MIN_NAME_CHARS = 16;

/** Shortens in the middle, keeping more of the end, where names differ most: `exa…BenchmarkSort-8`. */
function abbreviate(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  const head = Math.floor((width - 1) / 4);
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (width - 1 - head)).join('')}`;
}

/** Above this many lines the table lists only the rows that are not unchanged: nobody reads 250,000 lines. */
const FULL_TABLE_MAX_LINES = 500;

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

/** The table's columns: the benchmark and metric, a centre per reference and the current side, a change per reference, p with one reference. */
interface Columns {
  readonly header: readonly string[];
  /** The references' names in the header, spelt out below when they stand for a longer label. */
  readonly baselineNames: readonly string[];
  /** A p column no row fills gets no title either: a header over nothing reads as a missing value. */
  readonly p: boolean;
}

function columnsOf(report: Report, table: readonly TableLine[]): Columns {
  const several = report.baselines.length > 1;
  // Either every side keeps its label or every side is named by its role: a column titled by a
  // file name beside one titled "current" reads as two kinds of thing.
  const allFit = [...report.baselines, report.current].every((side) => displayWidth(showControls(side.label)) <= MAX_LABEL_CHARS);
  const titles = sideTitles(report, (label, fallback) => (allFit ? label : fallback));
  const p = !several && table.some((line) => (line.references[0]?.p.text ?? '') !== '');
  const changes = titles.baselines.map((name) => (several ? `vs ${name}` : 'change'));
  const header = ['benchmark', 'metric', ...titles.baselines, titles.current, ...changes, ...(p ? ['p'] : [])].map(showControls);
  return { header, baselineNames: titles.baselines, p };
}

interface ListedLine {
  readonly cells: string[];
  readonly colour: string;
}

/** The lines listed, as cells; over FULL_TABLE_MAX_LINES, the unchanged ones are counted instead. */
function listedLines(table: readonly TableLine[], columns: Columns): { readonly lines: ListedLine[]; readonly hidden: number } {
  const lines: ListedLine[] = [];
  const listAll = table.length <= FULL_TABLE_MAX_LINES;
  let hidden = 0;
  for (const line of table) {
    if (!listAll && line.rows.every((row) => row === undefined || row.verdict === 'unchanged')) {
      hidden++;
      continue;
    }
    // Pushed one by one, not spread from mapped arrays: 10,000 lines are listed when every row is undecided.
    const cells = [showControls(line.name.text), showControls(line.metric.text)];
    for (const reference of line.references) cells.push(reference?.centre.text ?? '—');
    cells.push(line.current.text);
    for (const reference of line.references) cells.push(reference === undefined ? '' : starred(reference.change));
    if (columns.p) cells.push(line.references[0]?.p.text ?? '');
    lines.push({ cells, colour: rowColour(line.worst) });
  }
  return { lines, hidden };
}

/** Each column's width; too wide for the terminal, the benchmark names (what is longest) are abbreviated. */
function fitColumns(header: readonly string[], lines: readonly ListedLine[], maxWidth = Number.POSITIVE_INFINITY): number[] {
  // A loop, not Math.max(...cells): a spread of 100,000 rows overflows the stack.
  const widths = header.map((title) => displayWidth(title));
  for (const line of lines) {
    for (let column = 0; column < line.cells.length; column++) {
      widths[column] = Math.max(widths[column] ?? 0, displayWidth(line.cells[column] ?? ''));
    }
  }
  const total = widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1);
  if (total > maxWidth && (widths[0] ?? 0) > MIN_NAME_CHARS) {
    const nameWidth = Math.max(MIN_NAME_CHARS, (widths[0] ?? 0) - (total - maxWidth));
    widths[0] = nameWidth;
    for (const line of lines) line.cells[0] = abbreviate(line.cells[0] ?? '', nameWidth);
  }
  return widths;
}

/** What the report says below the table: the counts, what is not known, the report-wide facts, the sides. */
function footer(report: Report, facts: ReportFacts, columns: Columns): string[] {
  const out = [`${facts.verdicts.join(', ')}.`];
  if (facts.certified !== undefined) out.push(`${facts.certified.certified ? 'Certified' : 'Not certified'}: ${facts.certified.text}.`);
  if (facts.notKnown !== '') out.push(`Not known: ${facts.notKnown}.`);
  out.push(...facts.suiteLines, `${facts.settings}; p is adjusted.`, `${CHANGE_LEGEND}.`);
  if (facts.outliers !== undefined) out.push(`${facts.outliers}.`);
  if (facts.differentMachines !== undefined) out.push(`warning: ${facts.differentMachines}.`);
  if (facts.gate !== undefined) out.push(`gate: ${facts.gate}.`);
  for (const { text } of facts.warnings) out.push(`warning: ${text}.`);
  const described = (name: string, label: string): string => (name === label ? label : `${name} = ${label}`);
  for (const [i, side] of report.baselines.entries()) out.push(`${described(columns.baselineNames[i] ?? '', side.label)}: ${plural(side.runs, 'run')}`);
  out.push(`${described(columns.header[2 + report.baselines.length] ?? '', report.current.label)}: ${plural(report.current.runs, 'run')}`);
  return out;
}

/** The rows' reasons (an undecided row's) and warnings, each once, with the rows it holds for (the first three), so a reader can find them. */
function notes(report: Report): string[] {
  const footnotes = new Footnotes();
  for (const row of report.comparisons) {
    const reason = row.verdict === 'inconclusive' && row.reason !== undefined ? [`inconclusive: ${rowReasonText(row.reason)}`] : [];
    footnotes.mark([...reason, ...row.warnings.map(warningText)], `${row.benchmark} ${row.metric}`);
  }
  return footnotes.list().map(({ text, rows, names }) => `note (${plural(rows, 'row')}: ${names.join(', ')}${rows > names.length ? ', …' : ''}): ${text}`);
}

/** The runs-needed advice, the rows that need the fewest runs first: those are worth running. */
function runsAdvice(report: Report): string[] {
  const undecided = report.comparisons.filter((row) => row.sampleSize !== null);
  if (undecided.length === 0) return [];
  const advice = [...undecided].sort((a, b) => (a.sampleSize?.perSide ?? 0) - (b.sampleSize?.perSide ?? 0)).slice(0, 5);
  // Each row is sized against its own threshold (a config's noise may differ from the report's).
  const threshold = (fraction: number): string => `±${+(fraction * 100).toFixed(4)}%`;
  const thresholds = new Set(advice.map((row) => row.sampleSize?.change ?? report.noise));
  const shared = thresholds.size === 1 ? [...thresholds][0] : undefined;
  const items = advice.map((row) => {
    const own = shared === undefined ? ` (${threshold(row.sampleSize?.change ?? report.noise)})` : '';
    return `${row.benchmark} ${row.metric} ≈${row.sampleSize?.perSide ?? ''} ${row.sampleSize?.unit ?? ''}${own}`;
  });
  const against = shared === undefined ? "each row's threshold" : threshold(shared);
  const more = undecided.length > advice.length ? `, … (${undecided.length} rows; see the JSON report)` : '';
  return [`to be decided against ${against} (4 times in 5), undecided rows need per side: ${items.join(', ')}${more}`];
}

/**
 * The CLI's table in mmtests' spirit: one line per benchmark and metric in the report's order,
 * one centre column per reference system and the current side, then one change column per
 * reference, significant changes between stars and `~` for none (benchstat).
 */
export function renderTerminal(report: Report, options: TerminalOptions): string {
  const table = tableLines(report);
  const facts = reportFacts(report);
  const columns = columnsOf(report, table);
  const { lines, hidden } = listedLines(table, columns);
  const widths = fitColumns(columns.header, lines, options.width);
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => pad(cell, widths[column] ?? 0, column >= 2))
      .join('  ')
      .trimEnd();
  // What to change in how the runs are made comes first: it decides how every row reads.
  const leading = facts.leadingWarnings.map((text) => `warning: ${text}.`);
  const out = leading.length === 0 ? [format(columns.header)] : [...leading, '', format(columns.header)];
  const colours = new Map<number, string>();
  for (const line of lines) {
    if (options.colour && line.colour !== '') colours.set(out.length, line.colour);
    out.push(format(line.cells));
  }
  out.push('');
  if (hidden > 0) out.push(`${hidden} unchanged lines are not listed; the JSON report (--json FILE) has every row.`);
  out.push(...footer(report, facts, columns), ...notes(report), ...runsAdvice(report));
  // Every line by the log rule, labels, warnings and notes included: no control reaches the
  // terminal and no line starts a workflow command; the colours are benchgate's own, added after.
  const shown = out.map((text, i) => {
    const safe = logSafe(text);
    const colour = colours.get(i);
    return colour === undefined ? safe : `${colour}${safe}${RESET}`;
  });
  return `${shown.join('\n')}\n`;
}

import { leadsTheReport, warningText } from './warning-text.js';
import { gateReasonText, rowReasonText } from './reason-text.js';
import { sideTitles } from './side-titles.js';
import { logSafe } from './log-safe.js';
import { showControls } from './visible-controls.js';
import { suiteSentences } from './suite-lines.js';
import type { Comparison, Report } from '../model/report.js';
import { CHANGE_LEGEND, plural } from './cells.js';
import { tableLines } from './table-model.js';
import { certifyPhrase, outlierPhrase, settingsPhrase, undecidedPhrase, verdictPhrases } from './summary-line.js';

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
  const table = tableLines(report);
  const several = references > 1;
  // Either every side keeps its label or every side is named by its role: a column titled by a
  // file name beside one titled "current" reads as two kinds of thing.
  const allFit = [...report.baselines, report.current].every((side) => displayWidth(showControls(side.label)) <= MAX_LABEL_CHARS);
  const shortLabel = (label: string, fallback: string): string => (allFit ? label : fallback);
  const titles = sideTitles(report, shortLabel);
  const baselineNames = titles.baselines;
  // A p column no row fills gets no title either: a header over nothing reads as a missing value.
  const pColumn = references === 1 && table.some((line) => (line.references[0]?.p.text ?? '') !== '');
  const header = [
    'benchmark',
    'metric',
    ...baselineNames,
    titles.current,
    ...baselineNames.map((name) => (several ? `vs ${name}` : 'change')),
    ...(pColumn ? ['p'] : []),
  ].map(showControls);
  const lines: { cells: string[]; colour: string }[] = [];
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
    for (const reference of line.references) cells.push(reference?.change.text ?? '');
    if (pColumn) cells.push(line.references[0]?.p.text ?? '');
    lines.push({ cells, colour: rowColour(line.worst) });
  }
  // A loop, not Math.max(...cells): a spread of 100,000 rows overflows the stack.
  const widths = header.map((title) => displayWidth(title));
  for (const line of lines) {
    for (let column = 0; column < line.cells.length; column++) {
      widths[column] = Math.max(widths[column] ?? 0, displayWidth(line.cells[column] ?? ''));
    }
  }
  // Too wide for the terminal: abbreviate the benchmark names, which are what is longest.
  const maxWidth = options.width ?? Number.POSITIVE_INFINITY;
  const total = widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1);
  if (total > maxWidth && (widths[0] ?? 0) > MIN_NAME_CHARS) {
    const nameWidth = Math.max(MIN_NAME_CHARS, (widths[0] ?? 0) - (total - maxWidth));
    widths[0] = nameWidth;
    for (const line of lines) line.cells[0] = abbreviate(line.cells[0] ?? '', nameWidth);
  }
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => pad(cell, widths[column] ?? 0, column >= 2))
      .join('  ')
      .trimEnd();
  // What to change in how the runs are made comes first: it decides how every row reads.
  const leading = report.warnings.filter(leadsTheReport);
  const out = leading.length === 0 ? [format(header)] : [...leading.map((warning) => `warning: ${warningText(warning)}.`), '', format(header)];
  const colours = new Map<number, string>();
  for (const line of lines) {
    if (options.colour && line.colour !== '') colours.set(out.length, line.colour);
    out.push(format(line.cells));
  }
  out.push('');
  if (hidden > 0) out.push(`${hidden} unchanged lines are not listed; the JSON report (--json FILE) has every row.`);
  out.push(`${verdictPhrases(report.summary).join(', ')}.`);
  const certified = certifyPhrase(report);
  if (certified !== undefined) out.push(`${certified.certified ? 'Certified' : 'Not certified'}: ${certified.text}.`);
  const notKnown = undecidedPhrase(report);
  if (notKnown !== '') out.push(`Not known: ${notKnown}.`);
  for (const sentence of suiteSentences(report)) out.push(sentence);
  out.push(`${settingsPhrase(report)}; p is adjusted.`, `${CHANGE_LEGEND}.`);
  const outliers = outlierPhrase(report);
  if (outliers !== undefined) out.push(`${outliers}.`);
  if (report.runnersDiffer) out.push('warning: the baseline and the current runs come from different machines (OS, CPU model or cores).');
  if (report.gateReason !== undefined) out.push(`gate: ${gateReasonText(report.gateReason)}.`);
  for (const warning of report.warnings) if (!leadsTheReport(warning)) out.push(`warning: ${warningText(warning)}.`);
  const described = (name: string, label: string): string => (name === label ? label : `${name} = ${label}`);
  for (const [i, b] of report.baselines.entries()) out.push(`${described(baselineNames[i] ?? '', b.label)}: ${plural(b.runs, 'run')}`);
  out.push(`${described(header[2 + references] ?? '', report.current.label)}: ${plural(report.current.runs, 'run')}`);
  // Each note names its rows (the first three), so a reader can find them in the table.
  const notes = new Map<string, string[]>();
  const note = (text: string, row: Comparison): void => {
    const rows = notes.get(text);
    const name = `${row.benchmark} ${row.metric}`;
    if (rows === undefined) notes.set(text, [name]);
    else rows.push(name);
  };
  for (const row of report.comparisons) {
    if (row.verdict === 'inconclusive' && row.reason !== undefined) note(`inconclusive: ${rowReasonText(row.reason)}`, row);
    for (const warning of row.warnings) note(warningText(warning), row);
  }
  for (const [text, rows] of notes) {
    out.push(`note (${plural(rows.length, 'row')}: ${rows.slice(0, 3).join(', ')}${rows.length > 3 ? ', …' : ''}): ${text}`);
  }
  const undecided = report.comparisons.filter((row) => row.sampleSize !== null);
  if (undecided.length > 0) {
    // The runs-needed advice, the rows that need the fewest runs first: those are worth running.
    const advice = [...undecided].sort((a, b) => (a.sampleSize?.perSide ?? 0) - (b.sampleSize?.perSide ?? 0)).slice(0, 5);
    // Each row is sized against its own threshold (a config's noise may differ from the report's).
    const threshold = (fraction: number): string => `±${+(fraction * 100).toFixed(4)}%`;
    const thresholds = new Set(advice.map((row) => row.sampleSize?.change ?? report.noise));
    const shared = thresholds.size === 1 ? [...thresholds][0] : undefined;
    const items = advice.map(
      (row) =>
        `${row.benchmark} ${row.metric} ≈${row.sampleSize?.perSide ?? ''} ${row.sampleSize?.unit ?? ''}${shared === undefined ? ` (${threshold(row.sampleSize?.change ?? report.noise)})` : ''}`,
    );
    out.push(
      `to be decided against ${shared === undefined ? "each row's threshold" : threshold(shared)} (4 times in 5), undecided rows need per side: ${items.join(', ')}${undecided.length > advice.length ? `, … (${undecided.length} rows; see the JSON report)` : ''}`,
    );
  }
  // Every line by the log rule, labels, warnings and notes included: no control reaches the
  // terminal and no line starts a workflow command; the colours are benchgate's own, added after.
  const shown = out.map((text, i) => {
    const safe = logSafe(text);
    const colour = colours.get(i);
    return colour === undefined ? safe : `${colour}${safe}${RESET}`;
  });
  return `${shown.join('\n')}\n`;
}

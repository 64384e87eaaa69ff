import type { Comparison, Report } from '../model/report.js';
import type { Warning } from '../model/warning.js';
import { warningText } from './warning-text.js';
import { gateReasonText, rowReasonText } from './reason-text.js';
import type { GateReason, RowReason } from '../model/reason.js';

const SIDE_FIELDS = ['n', 'runs', 'samples', 'centre', 'sd', 'min', 'max', 'median', 'gmean'] as const;
const ROW_FIELDS = ['change', 'ratio', 'changeRaw', 'changeNet', 'pValue', 'pAdjusted', 'df'] as const;
const SUITE_FIELDS = ['change', 'pValue', 'pAdjusted', 'priorDf', 'priorSd', 'betweenJobSd', 'rowSpreadJobs', 'detectable'] as const;

function isBad(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value);
}

function fail(value: unknown, where: string): never {
  throw new Error(`internal error: ${String(value)} in the report at ${where}`);
}

/**
 * Throws for the first of `fields` of `object` that holds NaN or ±Infinity, named
 * `list[index]part.field`: the path is made only then (a string per field would be 16 MB at 10,000 rows).
 */
function checkFields<T extends object>(object: T | null, fields: readonly (keyof T & string)[], list: string, index: number, part = ''): void {
  if (object === null) return;
  for (const field of fields) if (isBad(object[field])) fail(object[field], `${list}[${index}]${part}.${field}`);
}

/** As checkFields, for both ends of a change interval. */
function checkInterval(interval: readonly [number | null, number | null] | null | undefined, list: string, index: number, field = 'changeCI'): void {
  if (interval === null || interval === undefined) return;
  if (isBad(interval[0])) fail(interval[0], `${list}[${index}].${field}[0]`);
  if (isBad(interval[1])) fail(interval[1], `${list}[${index}].${field}[1]`);
}

/** JSON has no NaN or Infinity: one here is a bug in benchgate, never something to write as null. */
function checkRow(row: Comparison, index: number): void {
  checkFields(row.baseline, SIDE_FIELDS, 'comparisons', index, '.baseline');
  checkFields(row.current, SIDE_FIELDS, 'comparisons', index, '.current');
  checkFields(row, ROW_FIELDS, 'comparisons', index);
  checkInterval(row.changeCI, 'comparisons', index);
  checkInterval(row.changeCIMarginal, 'comparisons', index, 'changeCIMarginal');
}

/** A reason as the JSON keeps it: its code and numbers, and its words for a reader of the file. */
function reasonWithMessage<T extends RowReason | GateReason>(
  reason: T | undefined,
  words: (reason: T) => string,
): (T & { readonly message: string }) | undefined {
  return reason === undefined ? undefined : { ...reason, message: words(reason) };
}

function rowForJson(row: Comparison): object {
  if (row.warnings.length === 0 && row.reason === undefined) return row;
  return { ...row, reason: reasonWithMessage(row.reason, rowReasonText), warnings: row.warnings.map(withMessage) };
}

/** A warning as the JSON keeps it: its code and numbers, and its words for a reader of the file. */
function withMessage(warning: Warning): Warning & { readonly message: string } {
  return { ...warning, message: warningText(warning) };
}

/** Every number of the report checked before a byte of it is written (JSON has no NaN or Infinity). */
function checkReport(report: Report): void {
  report.comparisons.forEach(checkRow);
  report.suites.forEach((line, index) => {
    checkFields(line, SUITE_FIELDS, 'suites', index);
    checkInterval(line.changeCI, 'suites', index);
  });
  if (isBad(report.alpha)) fail(report.alpha, 'alpha');
  if (isBad(report.noise)) fail(report.noise, 'noise');
}

/** The header, indented, up to the opening of the comparisons' list. */
function openingOf(header: Omit<Report, 'comparisons'>): string {
  const head = JSON.stringify(
    {
      ...header,
      suites: header.suites.map((line) => (line.reason === undefined ? line : { ...line, reason: reasonWithMessage(line.reason, rowReasonText) })),
      gateReason: reasonWithMessage(header.gateReason, gateReasonText),
      warnings: header.warnings.map(withMessage),
    },
    null,
    2,
  );
  return `${head.slice(0, -2)},\n  "comparisons": [`;
}

/** One comparison's line, without the comma between lines. */
function rowLine(row: Comparison): string {
  return `    ${JSON.stringify(rowForJson(row))}`;
}

/**
 * The JSON report (docs/design.md, Reports), the contract other tools read: the header indented, then one
 * comparison per line, so that it stays greppable and diffable and a 250,000-row report does
 * not triple in size on indentation. Numbers are checked field by field first (a replacer
 * function costs a call per key: seconds on large reports).
 */
export function renderJson(report: Report): string {
  checkReport(report);
  const { comparisons, ...header } = report;
  const opening = openingOf(header);
  if (comparisons.length === 0) return `${opening}]\n}\n`;
  const rows = comparisons.map(rowLine);
  // One join makes the whole text, flat: the rows joined and then put between the head and the
  // tail made a string of parts, which writing copies whole (9.4 MB at 10,000 rows) before it can slice it.
  rows[0] = `${opening}\n${rows[0] ?? ''}`;
  rows[rows.length - 1] = `${rows[rows.length - 1] ?? ''}\n  ]\n}\n`;
  return rows.join(',\n');
}

/**
 * renderJson's text, byte for byte, handed to `sink` a piece at a time (the header, then each
 * comparison's line with the separator before it, then the end) and never made whole: the CLI
 * writes `--json FILE` through it, where the whole text of a large report (53 MB at a 100 MB go
 * input) was a string beside the report it was made from. Every number is checked before the
 * first piece, so a report with a NaN writes nothing. A piece never splits a surrogate pair.
 */
export function writeJson(report: Report, sink: (chunk: string) => void): void {
  checkReport(report);
  const { comparisons, ...header } = report;
  const opening = openingOf(header);
  if (comparisons.length === 0) {
    sink(`${opening}]\n}\n`);
    return;
  }
  sink(`${opening}\n`);
  for (let i = 0; i < comparisons.length; i++) sink(i === 0 ? rowLine(comparisons[i] as Comparison) : `,\n${rowLine(comparisons[i] as Comparison)}`);
  sink('\n  ]\n}\n');
}

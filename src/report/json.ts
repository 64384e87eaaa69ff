import type { Comparison, Report } from '../model/report.js';
import type { Warning } from '../model/warning.js';
import { warningText } from './warning-text.js';

const SIDE_FIELDS = ['n', 'runs', 'samples', 'centre', 'sd', 'min', 'max', 'median', 'gmean'] as const;
const ROW_FIELDS = ['change', 'ratio', 'pValue', 'pAdjusted', 'df'] as const;
const SUITE_FIELDS = ['change', 'pValue', 'pAdjusted', 'priorDf', 'priorSd', 'betweenJobSd', 'detectable'] as const;

function isBad(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value);
}

function fail(value: unknown, where: string): never {
  throw new Error(`internal error: ${String(value)} in the report at ${where}`);
}

/** Throws for the first of `fields` that holds NaN or ±Infinity, naming it under `where`. */
function checkFields<T extends object>(object: T, fields: readonly (keyof T & string)[], where: string): void {
  for (const field of fields) if (isBad(object[field])) fail(object[field], `${where}.${field}`);
}

/** Whether any of `fields`, or either end of `interval`, is NaN or ±Infinity: the cheap test every row passes. */
function anyBad<T extends object>(object: T, fields: readonly (keyof T & string)[], interval?: readonly [number | null, number | null] | null): boolean {
  for (const field of fields) if (isBad(object[field])) return true;
  return interval !== null && interval !== undefined && (isBad(interval[0]) || isBad(interval[1]));
}

function sideBad(side: Comparison['baseline']): boolean {
  return side !== null && anyBad(side, SIDE_FIELDS);
}

function checkInterval(interval: readonly [number | null, number | null] | null | undefined, where: string): void {
  if (interval === null || interval === undefined) return;
  if (isBad(interval[0])) fail(interval[0], `${where}[0]`);
  if (isBad(interval[1])) fail(interval[1], `${where}[1]`);
}

/**
 * JSON has no NaN or Infinity: one here is a bug in benchgate, never something to write as null.
 * A row is tested first and its paths are made only when it fails (a string per field was 16 MB
 * at 10,000 rows).
 */
function checkRow(row: Comparison, index: number): void {
  if (!sideBad(row.baseline) && !sideBad(row.current) && !anyBad(row, ROW_FIELDS, row.changeCI)) return;
  const where = `comparisons[${index}]`;
  if (row.baseline !== null) checkFields(row.baseline, SIDE_FIELDS, `${where}.baseline`);
  if (row.current !== null) checkFields(row.current, SIDE_FIELDS, `${where}.current`);
  checkFields(row, ROW_FIELDS, where);
  checkInterval(row.changeCI, `${where}.changeCI`);
}

/** A warning as the JSON keeps it: its code and numbers, and its words for a reader of the file. */
function withMessage(warning: Warning): Warning & { readonly message: string } {
  return { ...warning, message: warningText(warning) };
}

/**
 * The JSON report (docs/design.md, Reports), the contract other tools read: the header indented, then one
 * comparison per line, so that it stays greppable and diffable and a 250,000-row report does
 * not triple in size on indentation. Numbers are checked field by field first (a replacer
 * function costs a call per key: seconds on large reports).
 */
export function renderJson(report: Report): string {
  report.comparisons.forEach(checkRow);
  // A handful of suite lines: their paths are made as they are checked.
  report.suites.forEach((line, index) => {
    checkFields(line, SUITE_FIELDS, `suites[${index}]`);
    checkInterval(line.changeCI, `suites[${index}].changeCI`);
  });
  if (isBad(report.alpha)) fail(report.alpha, 'alpha');
  if (isBad(report.noise)) fail(report.noise, 'noise');
  const { comparisons, ...header } = report;
  const head = JSON.stringify({ ...header, warnings: header.warnings.map(withMessage) }, null, 2);
  const rows = comparisons.map((row) => `    ${JSON.stringify(row.warnings.length === 0 ? row : { ...row, warnings: row.warnings.map(withMessage) })}`);
  return `${head.slice(0, -2)},\n  "comparisons": [${rows.length === 0 ? ']' : `\n${rows.join(',\n')}\n  ]`}\n}\n`;
}

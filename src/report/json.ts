import type { Comparison, Report, SideStats } from '../model/report.js';
import type { Warning } from '../model/warning.js';
import { warningText } from './warning-text.js';

function checkFinite(value: number | null | undefined, where: string): void {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`internal error: ${String(value)} in the report at ${where}`);
}

function checkSide(side: SideStats | null, where: string): void {
  if (side === null) return;
  for (const key of ['n', 'runs', 'samples', 'centre', 'sd', 'min', 'max', 'median', 'gmean'] as const) checkFinite(side[key], `${where}.${key}`);
}

/** JSON has no NaN or Infinity: one here is a bug in benchgate, never something to write as null. */
function checkRow(row: Comparison, index: number): void {
  const where = `comparisons[${index}]`;
  checkSide(row.baseline, `${where}.baseline`);
  checkSide(row.current, `${where}.current`);
  for (const key of ['change', 'ratio', 'pValue', 'pAdjusted', 'df'] as const) checkFinite(row[key], `${where}.${key}`);
  checkFinite(row.changeCI?.[0], `${where}.changeCI[0]`);
  checkFinite(row.changeCI?.[1], `${where}.changeCI[1]`);
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
  report.suites.forEach((line, index) => {
    for (const key of ['change', 'pValue', 'pAdjusted', 'priorDf', 'priorSd', 'betweenJobSd', 'detectable'] as const)
      checkFinite(line[key], `suites[${index}].${key}`);
    checkFinite(line.changeCI?.[0], `suites[${index}].changeCI[0]`);
    checkFinite(line.changeCI?.[1], `suites[${index}].changeCI[1]`);
  });
  checkFinite(report.alpha, 'alpha');
  checkFinite(report.noise, 'noise');
  const { comparisons, ...header } = report;
  const head = JSON.stringify({ ...header, warnings: header.warnings.map(withMessage) }, null, 2);
  const rows = comparisons.map((row) => `    ${JSON.stringify(row.warnings.length === 0 ? row : { ...row, warnings: row.warnings.map(withMessage) })}`);
  return `${head.slice(0, -2)},\n  "comparisons": [${rows.length === 0 ? ']' : `\n${rows.join(',\n')}\n  ]`}\n}\n`;
}

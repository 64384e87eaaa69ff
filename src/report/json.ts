import type { Report } from '../model/report.js';

/**
 * The JSON report (SPEC 4), the contract other tools read. A non-finite number here is a bug in
 * benchgate, never something to write: JSON has no NaN or Infinity.
 */
export function renderJson(report: Report): string {
  return `${JSON.stringify(
    report,
    (key, value: unknown) => {
      if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`internal error: ${String(value)} in the report at "${key}"`);
      return value;
    },
    2,
  )}\n`;
}

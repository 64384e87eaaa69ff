import { ParseError } from '../errors.js';
import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import type { Series } from '../model/series.js';
import { isUnitLike, UNIT_EXPECTED } from '../units/unit.js';
import type { ParsedFile } from './parsed-file.js';

/**
 * Beyond this magnitude (in base units) squares and sums of samples could overflow to Infinity:
 * no real measurement is near it, so such a value is refused rather than compared.
 */
const MAX_MAGNITUDE = 1e150;
/** Below this magnitude (other than 0) reciprocals, as rates are tested on, would overflow. */
const MIN_MAGNITUDE = 1e-150;

/** Whether a sample passes every check at once: within [MIN_MAGNITUDE, MAX_MAGNITUDE] (NaN fails both comparisons). */
export function inSampleRange(value: number): boolean {
  return value >= MIN_MAGNITUDE && value <= MAX_MAGNITUDE;
}

function describe(series: Series): string {
  return `benchmark "${series.benchmark}" metric "${series.metric}"`;
}

function checkValue(value: number, series: Series, file: string, what: string): void {
  if (!Number.isFinite(value)) throw new ParseError({ file }, `${describe(series)}: ${what} is ${String(value)}, not a finite number`);
  if (value !== 0 && Math.abs(value) < MIN_MAGNITUDE)
    throw new ParseError({ file }, `${describe(series)}: ${what} ${value} (${series.unit || 'no unit'}) is too small to compare; check the unit`);
  if (Math.abs(value) > MAX_MAGNITUDE)
    throw new ParseError({ file }, `${describe(series)}: ${what} ${value} (${series.unit || 'no unit'}) is too large to compare; check the unit`);
  // Times and sizes cannot be negative; a negative one is a broken measurement.
  if (value < 0 && (series.unit === 's' || series.unit === 'B'))
    throw new ParseError({ file }, `${describe(series)}: ${what} ${value} ${series.unit} is negative`);
}

/**
 * Every number of a parsed file, checked where it enters (after unit scaling): finite, 0 or
 * between MIN_MAGNITUDE and MAX_MAGNITUDE, times and sizes not negative, summaries with n ≥ 1 and sd ≥ 0;
 * and every unit unit-like (units/unit.ts isUnitLike).
 */
export function checkValues(parsed: ParsedFile, file: string): void {
  for (const series of parsed.series) {
    if (!isUnitLike(series.unit))
      throw new ParseError({ file }, `${describe(series)}: unit ${JSON.stringify(series.unit.slice(0, 200))}: expected ${UNIT_EXPECTED}`);
    for (const run of series.runs) {
      if (run.kind === 'samples') {
        if (parsed.samplesInRange === true) continue;
        // Where the run's samples are, no view made (model/samples.ts).
        const samples = samplesArray(run);
        const start = samplesStart(run);
        for (let i = start, end = start + samplesCount(run); i < end; i++) {
          const value = samples[i] as number;
          if (inSampleRange(value)) continue;
          checkValue(value, series, file, 'a sample');
        }
        continue;
      }
      const { mean, sd, n } = run.summary;
      checkValue(mean, series, file, 'the mean');
      if (sd !== undefined) {
        checkValue(sd, series, file, 'the standard deviation');
        if (sd < 0) throw new ParseError({ file }, `${describe(series)}: the standard deviation ${sd} is negative`);
      }
      if (!Number.isInteger(n) || n < 1) throw new ParseError({ file }, `${describe(series)}: a summary of ${n} samples (expected a whole number, at least 1)`);
    }
  }
}

import { quantileSorted } from './descriptive.js';
import { tukeyCountsScratch, tukeyScratch } from './scratch.js';
import { sortInPlace } from './selection.js';

export interface TukeyCounts {
  readonly mild: number;
  readonly severe: number;
}

/** Fewer samples than this give no meaningful quartiles, so nothing is classified. */
const TUKEY_MIN_SAMPLES = 4;

/**
 * Criterion's Tukey classification of sorted[0, length) into out[at] (mild) and out[at + 1]
 * (severe): beyond 1.5·IQR from the quartiles is mild, beyond 3·IQR severe (type-7 quartiles).
 * Counted and reported, never removed. No object made: the helper thread's jobs
 * (stats/subselection-jobs.ts) count each run they sort.
 */
export function tukeyCountsSortedInto(sorted: ArrayLike<number>, length: number, out: Int32Array, at: number): void {
  let mild = 0;
  let severe = 0;
  if (length >= TUKEY_MIN_SAMPLES) {
    const q1 = quantileSorted(sorted, 0.25, length);
    const q3 = quantileSorted(sorted, 0.75, length);
    const iqr = q3 - q1;
    // The fences once, not per sample: unoptimized code boxes every number it computes.
    const severeLow = q1 - 3 * iqr;
    const severeHigh = q3 + 3 * iqr;
    const mildLow = q1 - 1.5 * iqr;
    const mildHigh = q3 + 1.5 * iqr;
    // Counts added every step (0 or 1), not increments in branches that rarely run: those have no
    // type feedback when V8 optimizes early, and the first outlier threw the optimized code away.
    for (let i = 0; i < length; i++) {
      const v = sorted[i] as number;
      const isSevere = v < severeLow || v > severeHigh;
      severe += isSevere ? 1 : 0;
      mild += !isSevere && (v < mildLow || v > mildHigh) ? 1 : 0;
    }
  }
  out[at] = mild;
  out[at + 1] = severe;
}

/** tukeyCountsSortedInto as an object. */
export function tukeyCountsSorted(sorted: ArrayLike<number>, length: number = sorted.length): TukeyCounts {
  const counts = tukeyCountsScratch.take(2);
  tukeyCountsSortedInto(sorted, length, counts, 0);
  return { mild: counts[0] as number, severe: counts[1] as number };
}

/** Tukey counts of unsorted values[from, from + length) (sorted in reusable scratch space, the input untouched). */
export function tukeyCounts(values: ArrayLike<number>, from = 0, length: number = values.length - from): TukeyCounts {
  if (length < TUKEY_MIN_SAMPLES) return { mild: 0, severe: 0 };
  const copy = tukeyScratch.take(length);
  for (let i = 0; i < length; i++) copy[i] = values[from + i] as number;
  sortInPlace(copy, length);
  return tukeyCountsSorted(copy, length);
}

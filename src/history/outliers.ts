import { medianInPlace } from '../stats/selection.js';

/** A point this many robust sds from the median of its window is an outlier (about 1 in 1,000 normal points). */
export const OUTLIER_SDS = 3;

/** The noise sd at a point is measured over this many neighbouring points (fewer in a shorter series). */
export const SCALE_POINTS = 21;

/** 1.4826·MAD / √2 of absolute differences: the sd of one point (a difference holds two points' noise). */
function sdOfDifferences(differences: Float64Array, length: number): number {
  return (1.4826 * medianInPlace(differences, length)) / Math.SQRT2;
}

/**
 * The series' noise sd, robust to outliers and to changes of level: the MAD of the differences of
 * neighbouring points (a level change moves one difference, an outlier two) scaled to a normal sd
 * (1.4826) and divided by √2.
 */
export function differenceSd(values: ArrayLike<number>): number {
  if (values.length < 2) return 0;
  const differences = new Float64Array(values.length - 1);
  for (let i = 1; i < values.length; i++) differences[i - 1] = Math.abs((values[i] as number) - (values[i - 1] as number));
  return sdOfDifferences(differences, differences.length);
}

/**
 * Hampel's identifier (Hampel 1974; Pearson 2002) with windows of 2·minSegment − 1 points: a
 * point more than OUTLIER_SDS robust sds from the median of its window is set to that median.
 * The sd is differenceSd's over the SCALE_POINTS points around it, so that where the noise grows
 * (a benchmark become flaky) its ordinary points are not taken for outliers. Windows are moved
 * inward at the ends, so each has its full size. Fewer than minSegment odd points in a row (one
 * or two slow-runner jobs) are the minority of each of their windows and are replaced; a level of
 * minSegment points or more is the majority of every window one of its points is in, so the
 * median lies within its values and no point of it moves by more than its own range. The series
 * itself when it is shorter than a window.
 */
export function replaceOutliers(values: ArrayLike<number>, minSegment: number): { values: Float64Array; outliers: number[] } {
  const cleaned = Float64Array.from(values);
  const outliers: number[] = [];
  const half = Math.max(1, minSegment - 1);
  const width = 2 * half + 1;
  const n = values.length;
  if (n < width) return { values: cleaned, outliers };
  const differences = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) differences[i - 1] = Math.abs((values[i] as number) - (values[i - 1] as number));
  const span = Math.min(n, SCALE_POINTS) - 1;
  const scratch = new Float64Array(span);
  const window = new Float64Array(width);
  for (let i = 0; i < n; i++) {
    // The differences among the SCALE_POINTS points around i (moved inward at the ends).
    const first = Math.min(Math.max(0, i - (span >> 1)), n - 1 - span);
    scratch.set(differences.subarray(first, first + span));
    const fence = OUTLIER_SDS * sdOfDifferences(scratch, span);
    const start = Math.min(Math.max(0, i - half), n - width);
    for (let k = 0; k < width; k++) window[k] = values[start + k] as number;
    const median = medianInPlace(window, width);
    if (Math.abs((values[i] as number) - median) > fence) {
      cleaned[i] = median;
      outliers.push(i);
    }
  }
  return { values: cleaned, outliers };
}

import { medianInPlace } from '../stats/selection.js';

/** A point this many robust sds from the median of its window is an outlier (about 1 in 1,000 normal points). */
export const OUTLIER_SDS = 3;

/**
 * The fence where no window ends at the point (the first 2·minSegment − 2 points: the window's
 * oldest end). There a point is judged by the points after it only; set to their median, it can
 * leave them a level tighter than the noise that no look with the commits before it saw (seed 411,
 * life 26 of the noise-change lives: a false regression after it). Slow jobs, 7 sds and more, are
 * still replaced.
 */
const OLDEST_END_OUTLIER_SDS = 4.5;

/** The noise sd at a point is measured over this many neighbouring points (fewer in a shorter series). */
const SCALE_POINTS = 21;

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

/** The median of values[start .. start + window.length), through the scratch `window`. */
function windowMedian(values: ArrayLike<number>, start: number, window: Float64Array): number {
  for (let k = 0; k < window.length; k++) window[k] = values[start + k] as number;
  return medianInPlace(window, window.length);
}

/**
 * Hampel's identifier (Hampel 1974; Pearson 2002) with windows of 2·minSegment − 1 points: a
 * point more than OUTLIER_SDS robust sds from the median of its window is set to that median.
 * The sd is differenceSd's over the SCALE_POINTS points around it, or over the window's points
 * when larger, so that where the noise grows (a benchmark become flaky, the sd doubled a few
 * commits ago) its ordinary points are not taken for outliers. Windows are moved
 * inward at the ends, so each has its full size. Fewer than minSegment odd points in a row (one
 * or two slow-runner jobs) are the minority of each of their windows and are replaced; a level of
 * minSegment points or more is the majority of every window one of its points is in, so the
 * median lies within its values and no point of it moves by more than its own range. A point is
 * also compared with the windows that end and that start at it (where they fit): the last point
 * before a step is near its own side's median, not an outlier of the centred window that reaches
 * across the step; and near such a window is near its minSegment points at the point too. Where no
 * window ends at the point (the oldest end) the fence is OLDEST_END_OUTLIER_SDS. The series itself
 * when it is shorter than a window.
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
  const edge = new Float64Array(half + 1);
  const nearSpan = Math.min(n - 1, 2 * width - 2);
  const near = new Float64Array(nearSpan);
  for (let i = 0; i < n; i++) {
    // The differences among the SCALE_POINTS points around i (moved inward at the ends), and
    // among the points of i's window: where the noise grew a few points ago, the wide scale is
    // still mostly the quiet part's.
    const first = Math.min(Math.max(0, i - (span >> 1)), n - 1 - span);
    scratch.set(differences.subarray(first, first + span));
    const start = Math.min(Math.max(0, i - half), n - width);
    const nearFirst = Math.min(Math.max(0, i - (nearSpan >> 1)), n - 1 - nearSpan);
    near.set(differences.subarray(nearFirst, nearFirst + nearSpan));
    const fence = (i < width - 1 ? OLDEST_END_OUTLIER_SDS : OUTLIER_SDS) * Math.max(sdOfDifferences(scratch, span), sdOfDifferences(near, nearSpan));
    const median = windowMedian(values, start, window);
    const value = values[i] as number;
    if (!(Math.abs(value - median) > fence)) continue;
    // A point at the edge of a level is far from a window that straddles the step (its median is
    // the nearest value of the other side) but near the window of its own side: the windows that
    // end and that start at the point, where they fit in the series, must find it far too. Near
    // such a window is near its first (last) minSegment points as well, a level's least length:
    // else the window reaches across a step a few points away, and a slow job 4 commits before a
    // step is near its median, the new level's.
    const nearOwnSide = (from: number): boolean =>
      !(Math.abs(value - windowMedian(values, from, window)) > fence) &&
      !(Math.abs(value - windowMedian(values, from < i ? i - edge.length + 1 : i, edge)) > fence);
    if (i - width + 1 >= 0 && nearOwnSide(i - width + 1)) continue;
    if (i + width <= n && nearOwnSide(i)) continue;
    cleaned[i] = median;
    outliers.push(i);
  }
  return { values: cleaned, outliers };
}

import { medianOf, selectInPlace } from '../stats/selection.js';
import { differenceSd } from './outliers.js';

// The suite's noise over its commits. Where the noise of a whole suite grows at a commit (a
// noisier runner image, a busier host), one series' few noisier points beside the quiet past
// are a tight cluster by chance as often as not, and a test whose spread is mostly the quiet
// past's takes them for a level: the profile tells each test how much noisier each point is.

/** Fewer series than this measure no profile: one series' own differences are what its test already has. */
const LEAST_SERIES = 10;

/**
 * A rise the profile reads as the suite's noise, over its usual level (the lower quartile over the
 * commits: where the noise doubled in half the window, its median is either level). A median of
 * about 200 differences (40 series, 5 commits) is off by 10% to 15% by chance, which moved each
 * test's p a little either way (a step of 7 sd under log-normal noise listed a commit late); a
 * doubled sd reads as 1.6 to 2.2.
 */
const NOTICEABLE = 1.35;

/** A series as the profile reads it: the commit of each point and the values (outliers replaced). */
export interface ProfiledSeries {
  readonly at: readonly number[];
  readonly values: ArrayLike<number>;
}

/**
 * The relative noise sd at each commit of the suite (1 where it is as usual), or undefined with
 * fewer than LEAST_SERIES series. At each commit, the median over series of the absolute
 * difference from the series' previous point in its own robust sd (differenceSd), of the points
 * as measured (outlier replacement trims a noise that grew a few commits ago); then the median of
 * those over the 2·⌊minSegment / 2⌋ + 1 commits around it (5 by default): one or two commits where every
 * series moves (a machine change, a stretch of jobs on a slower runner) do not move it, a noise
 * that grew for three commits or more does, and sharply enough that the few points after it are
 * measured at their noise. Divided by the lower quartile over the commits; 1 where under
 * NOTICEABLE (NaN, where no series has a difference, is not over it).
 */
export function suiteNoiseProfile(series: readonly ProfiledSeries[], commits: number, minSegment: number): Float64Array | undefined {
  const buckets = Array.from({ length: commits }, (): number[] => []);
  let measured = 0;
  for (const { at, values } of series) {
    const sd = differenceSd(values);
    if (!(sd > 0)) continue;
    measured++;
    for (let i = 1; i < values.length; i++) buckets[at[i] as number]?.push(Math.abs((values[i] as number) - (values[i - 1] as number)) / sd);
  }
  if (measured < LEAST_SERIES) return undefined;
  const atCommit = buckets.map((bucket) => (bucket.length === 0 ? Number.NaN : medianOf(bucket)));
  const half = Math.max(1, minSegment >> 1);
  const profile = new Float64Array(commits);
  for (let c = 0; c < commits; c++) {
    // Moved inward at the ends, so each has its full size: two commits of slower jobs at the newest end are not the most of three.
    const first = Math.max(0, Math.min(c - half, commits - 1 - 2 * half));
    const around = atCommit.slice(first, first + 2 * half + 1).filter((value) => !Number.isNaN(value));
    profile[c] = around.length === 0 ? Number.NaN : medianOf(around);
  }
  const known = profile.filter((value) => !Number.isNaN(value));
  const typical = known.length === 0 ? 0 : selectInPlace(known, known.length, known.length >> 2);
  if (!(typical > 0)) return undefined;
  return profile.map((value) => (value / typical >= NOTICEABLE ? value / typical : 1));
}

import type { Better } from '../model/series.js';
import { fiellerInterval } from '../stats/fieller.js';
import { differenceSd, OUTLIER_SDS } from './outliers.js';
import { medianInPlace } from '../stats/selection.js';
import { studentTQuantile } from '../stats/student-t.js';
import type { ChangePoint, HistoryCommit, HistoryPoint, HistorySegment, HistorySettings } from './model.js';
import { testStretches, type StretchTest } from './segment.js';

// One series' levels once its change points are chosen: the changes beyond the noise threshold,
// their sizes and intervals, and whether each still stands, takes the level back or is a spike.

/** A change point the suite-wide adjustment kept: its first point of the new level, and its p before and after. */
export interface KeptChange {
  readonly index: number;
  readonly p: number;
  readonly pAdjusted: number;
}

/**
 * The relative change after/before − 1 and its (1 − alpha) interval: Fieller's for the ratio, or
 * the difference's over the level before when the level is not clearly away from 0.
 */
function relativeChange(test: StretchTest, alpha: number): { change: number; low: number; high: number } {
  const quantile = studentTQuantile(1 - alpha / 2, test.df);
  const change = test.meanAfter / test.meanBefore - 1;
  const ratio = fiellerInterval(test.meanBefore, test.varianceBefore / test.countBefore, test.meanAfter, test.varianceAfter / test.countAfter, quantile);
  if (ratio !== null) return { change, low: ratio[0] - 1, high: ratio[1] - 1 };
  const halfWidth = (quantile * Math.sqrt(test.varianceBefore / test.countBefore + test.varianceAfter / test.countAfter)) / Math.abs(test.meanBefore);
  return { change, low: change - halfWidth, high: change + halfWidth };
}

const worse = (change: number, better: Better): boolean => (better === 'lower' ? change > 0 : change < 0);

/**
 * Which changes take the level back: change k is `back` when it goes the other way from change
 * k − 1 and its new level is within the noise threshold of the level before change k − 1, by the
 * levels' means or by the medians of their measured points. Both are `transient` when the level
 * between them lasted 2 × minSegment commits or fewer (a spike or a dip: a slow stretch of
 * runners, a reverted commit).
 */
function returningChanges(
  segments: readonly HistorySegment[],
  measured: readonly number[],
  better: Better,
  settings: HistorySettings,
): { back: boolean[]; transient: boolean[] } {
  const back: boolean[] = [];
  const transient: boolean[] = [];
  const returns = (levels: readonly number[], k: number): boolean => {
    const [earlier, between, after] = [levels[k - 1], levels[k], levels[k + 1]] as [number, number, number];
    const opposite = worse(between / earlier - 1, better) !== worse(after / between - 1, better);
    return opposite && Math.abs(after / earlier - 1) < settings.noise;
  };
  const means = segments.map((segment) => segment.mean);
  for (let k = 1; k + 1 < segments.length; k++) {
    if (!returns(means, k) && !returns(measured, k)) continue;
    back[k] = true;
    const between = segments[k] as HistorySegment;
    if (between.end - between.start <= 2 * settings.minSegment) transient[k - 1] = transient[k] = true;
  }
  return { back, transient };
}

/**
 * The median of each level's measured points. Outlier replacement near the series' ends takes
 * values from a window moved inward: the newest few points back at the old level beside an odd
 * newest job are set to the spike's level, and the level after a spike seems to stay away. The
 * points themselves, by their median, still show the way back.
 */
function measuredLevels(points: readonly HistoryPoint[], segments: readonly HistorySegment[]): number[] {
  return segments.map(({ start, end }) => {
    const values = Float64Array.from(points.slice(start, end), (point) => point.value);
    return medianInPlace(values, values.length);
  });
}

export function segmentsOf(values: Float64Array, changes: readonly number[]): HistorySegment[] {
  const bounds = [0, ...changes, values.length];
  const segments: HistorySegment[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const start = bounds[k] as number;
    const end = bounds[k + 1] as number;
    let sum = 0;
    for (let i = start; i < end; i++) sum += values[i] as number;
    segments.push({ start, end, mean: sum / (end - start) });
  }
  return segments;
}

/** The test of change k against its neighbouring changes (or the series' ends). */
function testAt(values: Float64Array, found: readonly KeptChange[], k: number): StretchTest {
  const start = found[k - 1]?.index ?? 0;
  const end = found[k + 1]?.index ?? values.length;
  return testStretches(values, start, (found[k] as KeptChange).index, end, 1);
}

/**
 * The changes beyond the noise threshold: those inside it are dropped one at a time, smallest
 * first, each time measured against the neighbours that are left.
 */
export function beyondNoise(values: Float64Array, kept: readonly KeptChange[], settings: HistorySettings): KeptChange[] {
  let found = [...kept];
  for (;;) {
    const sizes = found.map((_, k) => Math.abs(relativeChange(testAt(values, found, k), settings.alpha).change));
    let smallest = -1;
    sizes.forEach((size, k) => {
      if (size < settings.noise && (smallest < 0 || size < (sizes[smallest] as number))) smallest = k;
    });
    if (smallest < 0) return found;
    found = found.filter((_, k) => k !== smallest);
  }
}

/**
 * The first point that belongs to the level starting at `start` (ending at `end`): fewer than
 * minSegment points at its start beyond the level's other points by OUTLIER_SDS noise sds (the outlier fence's),
 * on the far side from the level before, belong to neither level (slow jobs just before a step:
 * seed 412, life 21 of the noise-change lives: three jobs 15% slow before a step of 9%, which
 * the segmentation took into the new level). The change lies in the range up to the first point
 * after them. Of the runs of such points, the longest that leaves 2 points or more of the level.
 */
export function firstOfLevel(
  points: readonly HistoryPoint[],
  level: { readonly start: number; readonly end: number; readonly upward: boolean },
  sd: number,
  minSegment: number,
): number {
  const { start, end, upward } = level;
  for (let odd = Math.min(minSegment - 1, end - start - 2); odd >= 1; odd--) {
    const rest = Float64Array.from(points.slice(start + odd, end), (point) => point.value);
    const median = medianInPlace(rest, rest.length);
    const beyond = (point: HistoryPoint): boolean => (upward ? point.value - median : median - point.value) > OUTLIER_SDS * sd;
    if (points.slice(start, start + odd).every(beyond)) return start + odd;
  }
  return start;
}

/** The series' change points: each with its commits, size, interval, direction and whether it stands, returns or is transient. */
export function changePointsOf(
  values: Float64Array,
  found: readonly KeptChange[],
  segments: readonly HistorySegment[],
  where: { readonly points: readonly HistoryPoint[]; readonly commits: readonly HistoryCommit[]; readonly better: Better },
  settings: HistorySettings,
): ChangePoint[] {
  const newest = (segments.at(-1) as HistorySegment).mean;
  const measured = measuredLevels(where.points, segments);
  const newestMeasured = measured.at(-1) as number;
  const returns = returningChanges(segments, measured, where.better, settings);
  const commitOf = (point: number): string => (where.commits[(where.points[point] as HistoryPoint).at] as HistoryCommit).commit;
  const sd = differenceSd(values);
  return found.map((change, k) => {
    const test = testAt(values, found, k);
    const size = relativeChange(test, settings.alpha);
    const regression = worse(size.change, where.better);
    const sinceBefore = newest / test.meanBefore - 1;
    // Standing by the levels' means and by their measured points' medians (see measuredLevels).
    const measuredSinceBefore = newestMeasured / (measured[k] as number) - 1;
    return {
      index: change.index,
      before: commitOf(change.index - 1),
      after: commitOf(
        firstOfLevel(
          where.points,
          { start: change.index, end: (segments[k + 1] as HistorySegment).end, upward: test.meanAfter > test.meanBefore },
          sd,
          settings.minSegment,
        ),
      ),
      ...size,
      meanBefore: test.meanBefore,
      meanAfter: test.meanAfter,
      p: change.p,
      pAdjusted: change.pAdjusted,
      direction: regression ? 'regression' : 'improvement',
      // A change that takes the level back where it was never stands: a recovery is not a regression.
      standing:
        returns.back[k] !== true &&
        [sinceBefore, measuredSinceBefore].every((since) => Math.abs(since) >= settings.noise && worse(since, where.better) === regression),
      ...(returns.back[k] === true && { back: true as const }),
      ...(returns.transient[k] === true && { transient: true as const }),
    };
  });
}

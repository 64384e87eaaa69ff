import { DEFAULT_SIGNIFICANCE } from '../model/significance.js';
import { adjustPValues } from '../stats/correction.js';
import { centre, collect, newestCommits, type Collected } from './collect.js';
import { cpuEffectsOf, referenceModel, type SeriesEffects } from './cpu-effect.js';
import { atReferenceSpeed, cpuModelWarnings, suiteOffsets, type SuiteOffset } from './cpu-adjust.js';
import { findEvents } from './events.js';
import { beyondNoise, changePointsOf, segmentsOf, type KeptChange } from './levels.js';
import type { CpuEffect, HistoryCommit, HistoryPoint, HistoryReport, HistoryRun, HistorySeries, HistorySettings } from './model.js';
import type { HistoryWarning } from './warning.js';
import { replaceOutliers } from './outliers.js';
import { segmentSeries, type StretchTest } from './segment.js';
import { suiteNoiseProfile } from './suite-noise.js';

export const DEFAULT_HISTORY_SETTINGS: HistorySettings = {
  ...DEFAULT_SIGNIFICANCE,
  // Four points a level: one to three odd commits (slow-runner jobs, which come in clusters by
  // chance: three of 2% within four commits in 3 of 1,000 series of 100) are never a level of their own.
  minSegment: 4,
  eventShare: 0.5,
};

/** A series ready to segment: its points (at the reference CPU model's speed), the values the levels are found in, its outliers. */
interface Prepared {
  readonly one: Collected;
  readonly points: HistoryPoint[];
  readonly values: Float64Array;
  readonly outliers: number[];
  readonly cpuEffects: readonly CpuEffect[];
}

/**
 * One point a commit: the centre of its run means, with each run on another CPU model taken at
 * the reference model's speed (a series' offset measured on few reference commits drawn toward
 * the suite's); the levels are found in the points with outliers replaced (fewer than minSegment
 * odd commits in a row: slow-runner jobs), the report keeps the points.
 */
function prepare(one: Collected, measured: SeriesEffects, suite: ReadonlyMap<string, SuiteOffset>, settings: HistorySettings): Prepared {
  const cpuEffects = measured.measured.map(({ effect }) => effect);
  const byCommit = atReferenceSpeed(one.byCommit, measured, suite);
  const points: HistoryPoint[] = [];
  for (const [at, means] of [...byCommit].sort((a, b) => a[0] - b[0])) {
    if (means.length === 0) continue;
    points.push({ at, value: centre(means, one.better), low: Math.min(...means), high: Math.max(...means), runs: means.length });
  }
  const { values, outliers } = replaceOutliers(
    points.map((point) => point.value),
    settings.minSegment,
  );
  return { one, points, values, outliers, cpuEffects };
}

/**
 * Each series' change points that hold after the suite-wide Benjamini–Hochberg adjustment. Every
 * test made counts in it, found or not: a suite of 1,000 quiet series makes 1,000 chances. Each
 * test weighs its points by the suite's noise where they lie (suiteNoiseProfile).
 */
function keptChanges(prepared: readonly Prepared[], settings: HistorySettings): Map<number, KeptChange[]> {
  const candidates: { series: number; index: number; p: number }[] = [];
  let testsMade = 0;
  const commits = 1 + Math.max(-1, ...prepared.map(({ points }) => points.at(-1)?.at ?? -1));
  const profile = suiteNoiseProfile(
    prepared.map(({ points }) => ({ at: points.map((point) => point.at), values: points.map((point) => point.value) })),
    commits,
    settings.minSegment,
  );
  prepared.forEach(({ points, values }, s) => {
    if (values.length < 2 * settings.minSegment) return;
    const scales = profile === undefined ? undefined : Float64Array.from(points, (point) => profile[point.at] as number);
    const segmentation = segmentSeries(values, settings.minSegment, settings.alpha, scales);
    testsMade += segmentation.testsMade;
    segmentation.changes.forEach((index, k) => candidates.push({ series: s, index, p: (segmentation.tests[k] as StretchTest).p }));
  });
  const adjusted = adjustPValues(
    [...candidates.map((candidate) => candidate.p), ...new Array<number>(Math.max(0, testsMade - candidates.length)).fill(1)],
    'bh',
  );
  const kept = new Map<number, KeptChange[]>();
  candidates.forEach((candidate, c) => {
    const pAdjusted = adjusted[c] as number;
    if (pAdjusted >= settings.alpha) return;
    const list = kept.get(candidate.series) ?? [];
    list.push({ index: candidate.index, p: candidate.p, pAdjusted });
    kept.set(candidate.series, list);
  });
  return kept;
}

/** A series of the report: its levels and changes (none, with the reason, when it has too few commits). */
function seriesOf(prepared: Prepared, kept: readonly KeptChange[], commits: readonly HistoryCommit[], settings: HistorySettings): HistorySeries {
  const { one, points, values, outliers, cpuEffects } = prepared;
  const base = {
    benchmark: one.benchmark,
    metric: one.metric,
    unit: one.unit,
    better: one.better,
    points,
    outliers,
    ...(cpuEffects.length > 0 && { cpuEffects }),
  };
  const needed = 2 * settings.minSegment;
  if (values.length < needed)
    return {
      ...base,
      segments: values.length === 0 ? [] : segmentsOf(values, []),
      changes: [],
      inconclusive: `${values.length} commit${values.length === 1 ? '' : 's'} measured; change points need ${needed}`,
    };
  const found = beyondNoise(values, kept, settings);
  const segments = segmentsOf(
    values,
    found.map((change) => change.index),
  );
  return { ...base, segments, changes: changePointsOf(values, found, segments, { points, commits, better: one.better }, settings) };
}

/** The series with each change of an event marked with its id. */
function withEvents(series: readonly HistorySeries[], commits: readonly HistoryCommit[], settings: HistorySettings): Pick<HistoryReport, 'series' | 'events'> {
  const { events, eventOf } = findEvents(series, commits, settings);
  const marked = series.map((one) =>
    one.changes.some((change) => eventOf.has(change))
      ? {
          ...one,
          changes: one.changes.map((change) => {
            const event = eventOf.get(change);
            return event === undefined ? change : { ...change, event };
          }),
        }
      : one,
  );
  return { series: marked, events };
}

function summaryOf(series: readonly HistorySeries[]): HistoryReport['summary'] {
  const all = series.flatMap((one) => one.changes);
  return {
    series: series.length,
    changes: all.length,
    regressions: all.filter((change) => change.direction === 'regression').length,
    improvements: all.filter((change) => change.direction === 'improvement').length,
    standingRegressions: all.filter((change) => change.direction === 'regression' && change.standing).length,
  };
}

/**
 * Change points of every series of a suite's history. `runs` are in commit order, oldest first;
 * runs of one commit are pooled into one point, a run on another CPU model than the suite's most
 * common one taken at that model's speed (the offset measured from the history). A change is
 * reported when E-divisive's segmentation finds it, Student's t of its neighbouring levels holds
 * after the suite-wide Benjamini–Hochberg adjustment, and it is larger than the noise threshold
 * (a change inside it is noise, as in the gate). Most series changing at one commit make one event.
 */
export function analyseHistory(runs: readonly HistoryRun[], settings: Partial<HistorySettings> = {}, suite?: string): HistoryReport {
  const chosen: HistorySettings = { ...DEFAULT_HISTORY_SETTINGS, ...settings };
  const warnings: HistoryWarning[] = [];
  const { commits, series: collected } = collect(newestCommits(runs, warnings), warnings);
  const reference = referenceModel(collected);
  const effects = collected.map((one) => cpuEffectsOf(one, reference, chosen));
  const offsets = suiteOffsets(effects);
  const prepared = collected.map((one, s) => prepare(one, effects[s] as SeriesEffects, offsets, chosen));
  const kept = keptChanges(prepared, chosen);
  const { series, events } = withEvents(
    prepared.map((one, s) => seriesOf(one, kept.get(s) ?? [], commits, chosen)),
    commits,
    chosen,
  );
  warnings.push(...cpuModelWarnings(prepared.map((one) => one.cpuEffects)));
  const inconclusive = series.filter((one) => one.inconclusive !== undefined).length;
  if (inconclusive > 0) warnings.push({ code: 'too-few-commits', series: inconclusive, needed: 2 * chosen.minSegment });
  return {
    benchgateHistory: 1,
    ...(suite !== undefined && { suite }),
    commits,
    series,
    events,
    settings: chosen,
    summary: summaryOf(series),
    warnings,
  };
}

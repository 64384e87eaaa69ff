import { DEFAULT_POLICY } from '../compare/policy.js';
import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import { seriesKey, type Better, type Run } from '../model/series.js';
import { adjustPValues } from '../stats/correction.js';
import { amean, hmean } from '../stats/descriptive.js';
import { medianInPlace } from '../stats/selection.js';
import { fiellerInterval } from '../stats/fieller.js';
import { studentTQuantile } from '../stats/student-t.js';
import type {
  ChangePoint,
  HistoryCommit,
  HistoryEvent,
  HistoryPoint,
  HistoryReport,
  HistoryRun,
  HistorySegment,
  HistorySeries,
  HistorySettings,
} from './model.js';
import type { HistoryWarning } from './warning.js';
import { replaceOutliers } from './outliers.js';
import { segmentSeries, testStretches, type StretchTest } from './segment.js';

export const DEFAULT_HISTORY_SETTINGS: HistorySettings = {
  alpha: DEFAULT_POLICY.alpha,
  noise: DEFAULT_POLICY.noise,
  // Four points a level: one to three odd commits (slow-runner jobs, which come in clusters by
  // chance: three of 2% within four commits in 3 of 1,000 series of 100) are never a level of their own.
  minSegment: 4,
  eventShare: 0.5,
};

/**
 * The newest commits analysed at most: the segmentation's table holds (n + 1)² numbers a series
 * (8 MB at 1,000), and a level's history beyond that is better read in pieces.
 */
export const MAX_HISTORY_COMMITS = 1000;

/** An event needs this many series, of as many benchmarks, at least, whatever the share: two benchmarks agreeing is not a machine change. */
const MIN_EVENT_SERIES = 3;

interface Collected {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  /** Run means by commit index. */
  readonly byCommit: Map<number, number[]>;
}

/** The arithmetic mean (times, sizes) or the harmonic mean (rates: mmtests' Hmean) of positive values. */
function centre(values: ArrayLike<number>, better: Better): number {
  return better === 'higher' ? hmean(values) : amean(values);
}

/** centre of a run's samples, read where they are (model/samples.ts: no view made). */
function runMean(run: Run, better: Better): number {
  if (run.kind === 'summary') return run.summary.mean;
  const values = samplesArray(run);
  const count = samplesCount(run);
  const from = samplesStart(run);
  return better === 'higher' ? hmean(values, count, from) : amean(values, count, from);
}

/** The runs of the newest MAX_HISTORY_COMMITS commits (all of them, mostly). */
function newestCommits(runs: readonly HistoryRun[], warnings: HistoryWarning[]): readonly HistoryRun[] {
  const distinct = [...new Set(runs.map((run) => run.commit))];
  if (distinct.length <= MAX_HISTORY_COMMITS) return runs;
  const kept = new Set(distinct.slice(-MAX_HISTORY_COMMITS));
  warnings.push({ code: 'commits-cut', kept: MAX_HISTORY_COMMITS, total: distinct.length });
  return runs.filter((run) => kept.has(run.commit));
}

/** The runs grouped by commit in first-seen order, and each series' run means by commit. */
function collect(runs: readonly HistoryRun[], warnings: HistoryWarning[]): { commits: HistoryCommit[]; series: Collected[] } {
  const commitIndex = new Map<string, number>();
  const commits: { commit: string; date?: string; runs: number }[] = [];
  const series = new Map<string, Collected>();
  let unusable = 0;
  for (const run of runs) {
    let at = commitIndex.get(run.commit);
    if (at === undefined) {
      at = commits.length;
      commitIndex.set(run.commit, at);
      commits.push({ commit: run.commit, ...(run.date !== undefined && { date: run.date }), runs: 0 });
    }
    const commit = commits[at] as { runs: number };
    // Runs as the rest of benchgate counts them: processes (a stored baseline holds several).
    commit.runs += Math.max(1, run.set.runCount);
    for (const one of run.set.series) {
      const key = seriesKey(one.benchmark, one.metric);
      let collected = series.get(key);
      if (collected === undefined) {
        collected = { benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, byCommit: new Map() };
        series.set(key, collected);
      }
      let means = collected.byCommit.get(at);
      if (means === undefined) {
        means = [];
        collected.byCommit.set(at, means);
      }
      for (const piece of one.runs) {
        const mean = runMean(piece, collected.better);
        // A rate's harmonic mean needs positive values; a time of 0 is a measurement we cannot scale a change by.
        if (Number.isFinite(mean) && mean > 0) means.push(mean);
        else unusable++;
      }
    }
  }
  if (unusable > 0) warnings.push({ code: 'unusable-runs', runs: unusable });
  return { commits, series: [...series.values()] };
}

function pointsOf(collected: Collected): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  for (const [at, means] of [...collected.byCommit].sort((a, b) => a[0] - b[0])) {
    if (means.length === 0) continue;
    points.push({ at, value: centre(means, collected.better), low: Math.min(...means), high: Math.max(...means), runs: means.length });
  }
  return points;
}

/** The relative change after/before − 1 and its (1 − alpha) interval: Fieller's for the ratio, or the difference's over the level before when the level is not clearly away from 0. */
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
 * k − 1 and its new level is within the noise threshold of the level before change k − 1. Both
 * are `transient` when the level between them lasted 2 × minSegment commits or fewer (a spike or
 * a dip: a slow stretch of runners, a reverted commit).
 */
function returningChanges(segments: readonly HistorySegment[], better: Better, settings: HistorySettings): { back: boolean[]; transient: boolean[] } {
  const back: boolean[] = [];
  const transient: boolean[] = [];
  for (let k = 1; k + 1 < segments.length; k++) {
    const [earlier, between, after] = [segments[k - 1], segments[k], segments[k + 1]] as [HistorySegment, HistorySegment, HistorySegment];
    const opposite = worse(between.mean / earlier.mean - 1, better) !== worse(after.mean / between.mean - 1, better);
    if (!opposite || Math.abs(after.mean / earlier.mean - 1) >= settings.noise) continue;
    back[k] = true;
    if (between.end - between.start <= 2 * settings.minSegment) transient[k - 1] = transient[k] = true;
  }
  return { back, transient };
}

interface Candidate {
  readonly series: number;
  readonly index: number;
  readonly p: number;
}

function segmentsOf(values: Float64Array, changes: readonly number[]): HistorySegment[] {
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

/**
 * Change points of every series of a suite's history. `runs` are in commit order, oldest first;
 * runs of one commit are pooled into one point. A change is reported when E-divisive's
 * segmentation finds it, Student's t of its neighbouring levels holds after the suite-wide
 * Benjamini–Hochberg adjustment, and it is larger than the noise threshold (a change inside it
 * is noise, as in the gate). Most series changing at one commit make one event.
 */
export function analyseHistory(runs: readonly HistoryRun[], settings: Partial<HistorySettings> = {}, suite?: string): HistoryReport {
  const chosen: HistorySettings = { ...DEFAULT_HISTORY_SETTINGS, ...settings };
  const warnings: HistoryWarning[] = [];
  const { commits, series: collected } = collect(newestCommits(runs, warnings), warnings);
  const needed = 2 * chosen.minSegment;

  // The levels are found in the points with outliers replaced (fewer than minSegment odd commits
  // in a row: slow-runner jobs); the report keeps the points as measured.
  const prepared = collected.map((one) => {
    const points = pointsOf(one);
    const { values, outliers } = replaceOutliers(
      points.map((point) => point.value),
      chosen.minSegment,
    );
    return { one, points, values, outliers };
  });
  // Every test made counts in the adjustment, found or not: a suite of 1,000 quiet series makes 1,000 chances.
  const candidates: Candidate[] = [];
  let testsMade = 0;
  prepared.forEach(({ values }, s) => {
    if (values.length < needed) return;
    const segmentation = segmentSeries(values, chosen.minSegment, chosen.alpha);
    testsMade += segmentation.testsMade;
    segmentation.changes.forEach((index, k) => candidates.push({ series: s, index, p: (segmentation.tests[k] as StretchTest).p }));
  });
  const adjusted = adjustPValues(
    [...candidates.map((candidate) => candidate.p), ...new Array<number>(Math.max(0, testsMade - candidates.length)).fill(1)],
    'bh',
  );
  const kept = new Map<number, { index: number; p: number; pAdjusted: number }[]>();
  candidates.forEach((candidate, c) => {
    const pAdjusted = adjusted[c] as number;
    if (pAdjusted >= chosen.alpha) return;
    const list = kept.get(candidate.series) ?? [];
    list.push({ index: candidate.index, p: candidate.p, pAdjusted });
    kept.set(candidate.series, list);
  });

  const series: HistorySeries[] = prepared.map(({ one, points, values, outliers }, s) => {
    const base = { benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, points, outliers };
    if (values.length < needed)
      return {
        ...base,
        segments: values.length === 0 ? [] : segmentsOf(values, []),
        changes: [],
        inconclusive: `${values.length} commit${values.length === 1 ? '' : 's'} measured; change points need ${needed}`,
      };
    // Changes inside the noise threshold are dropped one at a time, smallest first, each time
    // measured against the neighbours that are left.
    let found = [...(kept.get(s) ?? [])];
    for (;;) {
      const measured = found.map((change, k) => {
        const start = found[k - 1]?.index ?? 0;
        const end = found[k + 1]?.index ?? values.length;
        return relativeChange(testStretches(values, start, change.index, end, 1), chosen.alpha);
      });
      let smallest = -1;
      measured.forEach((size, k) => {
        if (Math.abs(size.change) < chosen.noise && (smallest < 0 || Math.abs(size.change) < Math.abs((measured[smallest] as { change: number }).change)))
          smallest = k;
      });
      if (smallest < 0) break;
      found = found.filter((_, k) => k !== smallest);
    }
    const segments = segmentsOf(
      values,
      found.map((change) => change.index),
    );
    const newest = (segments.at(-1) as HistorySegment).mean;
    const returns = returningChanges(segments, one.better, chosen);
    const changes: ChangePoint[] = found.map((change, k) => {
      const start = found[k - 1]?.index ?? 0;
      const end = found[k + 1]?.index ?? values.length;
      const test = testStretches(values, start, change.index, end, 1);
      const size = relativeChange(test, chosen.alpha);
      const regression = worse(size.change, one.better);
      const sinceBefore = newest / test.meanBefore - 1;
      return {
        index: change.index,
        before: (commits[(points[change.index - 1] as HistoryPoint).at] as HistoryCommit).commit,
        after: (commits[(points[change.index] as HistoryPoint).at] as HistoryCommit).commit,
        ...size,
        meanBefore: test.meanBefore,
        meanAfter: test.meanAfter,
        p: change.p,
        pAdjusted: change.pAdjusted,
        direction: regression ? 'regression' : 'improvement',
        // A change that takes the level back where it was never stands: a recovery is not a regression.
        standing: returns.back[k] !== true && Math.abs(sinceBefore) >= chosen.noise && worse(sinceBefore, one.better) === regression,
        ...(returns.back[k] === true && { back: true as const }),
        ...(returns.transient[k] === true && { transient: true as const }),
      };
    });
    return { ...base, segments, changes };
  });

  const { events, eventOf } = findEvents(series, commits, chosen);
  const withEvents = series.map((one) =>
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
  const all = withEvents.flatMap((one) => one.changes);
  const inconclusive = withEvents.filter((one) => one.inconclusive !== undefined).length;
  if (inconclusive > 0) warnings.push({ code: 'too-few-commits', series: inconclusive, needed });
  return {
    benchgateHistory: 1,
    ...(suite !== undefined && { suite }),
    commits,
    series: withEvents,
    events,
    settings: chosen,
    summary: {
      series: withEvents.length,
      changes: all.length,
      regressions: all.filter((change) => change.direction === 'regression').length,
      improvements: all.filter((change) => change.direction === 'improvement').length,
      standingRegressions: all.filter((change) => change.direction === 'regression' && change.standing).length,
    },
    warnings,
  };
}

/**
 * Suite-wide events: a gap between two neighbouring commits inside the range of at least
 * `eventShare` of the series that could have changed there (3 at least). A change's range is its
 * last commit measured before and first after; a series measured at fewer commits has a wider
 * one, and still counts at every gap it spans. The gaps most changes share are taken first; each
 * change belongs to one event at most. Returns the events and, per series, each change's event.
 */
function findEvents(
  series: readonly HistorySeries[],
  commits: readonly HistoryCommit[],
  settings: HistorySettings,
): { events: HistoryEvent[]; eventOf: Map<ChangePoint, number> } {
  const commitAt = new Map(commits.map((commit, at) => [commit.commit, at]));
  const spans = series.flatMap((one) =>
    one.changes.map((change) => ({ change, benchmark: one.benchmark, from: commitAt.get(change.before) ?? -1, to: commitAt.get(change.after) ?? -1 })),
  );
  const events: HistoryEvent[] = [];
  const eventOf = new Map<ChangePoint, number>();
  // Gap g lies between commits g and g + 1; the changes left spanning each gap, counted through
  // a difference array: O(changes + commits) a round, not their product.
  const counts = new Int32Array(commits.length + 1);
  for (;;) {
    counts.fill(0);
    for (const span of spans)
      if (!eventOf.has(span.change) && span.from >= 0 && span.to > span.from) {
        counts[span.from] = (counts[span.from] as number) + 1;
        counts[span.to] = (counts[span.to] as number) - 1;
      }
    let gap = -1;
    let most = MIN_EVENT_SERIES - 1;
    for (let g = 0, running = 0; g + 1 < commits.length; g++) {
      running += counts[g] as number;
      if (running > most) {
        most = running;
        gap = g;
      }
    }
    if (gap < 0) break;
    const members = spans.filter((span) => !eventOf.has(span.change) && span.from <= gap && gap < span.to);
    // The series that could have changed here: with room for a level on either side of the gap.
    const of = series.filter(
      (one) =>
        one.points.filter((point) => point.at <= gap).length >= settings.minSegment &&
        one.points.filter((point) => point.at > gap).length >= settings.minSegment,
    ).length;
    // One benchmark's metrics moving together (time, B/op, allocs/op) are its own change, however
    // many: a machine's change reaches several benchmarks.
    if (members.length < settings.eventShare * of || new Set(members.map((member) => member.benchmark)).size < MIN_EVENT_SERIES) {
      // Not an event here; the next best gap may be (its members are other changes, or fewer).
      for (const { change } of members) eventOf.set(change, 0);
      continue;
    }
    const medianChange = medianInPlace(
      Float64Array.from(members, ({ change }) => change.change),
      members.length,
    );
    const id = events.length + 1;
    events.push({
      id,
      before: (commits[gap] as HistoryCommit).commit,
      after: (commits[gap + 1] as HistoryCommit).commit,
      changed: members.length,
      of,
      medianChange,
    });
    for (const { change } of members) eventOf.set(change, id);
  }
  // 0 marked the changes of gaps that were not events.
  for (const [change, id] of eventOf) if (id === 0) eventOf.delete(change);
  return { events, eventOf };
}

import { signedRankTest } from '../stats/signed-rank.js';
import { medianOf } from '../stats/selection.js';
import { centre, type Collected } from './collect.js';
import type { Better } from '../model/series.js';
import type { CpuEffect, HistorySettings } from './model.js';
import { replaceOutliers } from './outliers.js';
import { segmentSeries } from './segment.js';

// The runner is a variable (issue 42): a hosted runner label lands jobs on more than one CPU model,
// and four jobs in a row on the slower one look like a level of their own. Each series' offset on
// every CPU model is measured from the history itself, against the suite's most common model, and
// its runs on that model are taken at the reference model's speed before the levels are looked
// for. A run of jobs on another CPU model is then never a change of the code.

/** Reference-model commits a commit is compared with, the nearest first: two levels' worth, so that an odd job among them moves nothing. */
const NEIGHBOURS = (settings: HistorySettings): number => 2 * settings.minSegment;
/** Commits away at most that a neighbour may lie: beyond it, the level may have changed since. */
const MAX_REACH = 30;
/** Commits of a model compared at least before its runs are adjusted: fewer are left to the outlier rule. */
const MIN_COMPARED = 3;
/** The signed-rank interval is exact up to 200 differences: the newest are used. */
const MAX_COMPARED = 200;

/** The suite's reference CPU model: the one with the most runs (ties by name); undefined when fewer than two are recorded. */
export function referenceModel(series: readonly Collected[]): string | undefined {
  const runs = new Map<string, number>();
  for (const one of series)
    for (const means of one.byCommit.values()) for (const { cpu } of means) if (cpu !== undefined) runs.set(cpu, (runs.get(cpu) ?? 0) + 1);
  if (runs.size < 2) return undefined;
  return [...runs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** The runs of the `count` reference commits nearest to `at` (either side, within MAX_REACH and within [from, to]), and how many commits they are. */
function nearestRuns(referenceAt: ReadonlyMap<number, number[]>, at: number, count: number, from: number, to: number): { runs: number[]; commits: number } {
  const near: number[] = [];
  let commits = 0;
  for (let distance = 0; distance <= MAX_REACH && commits < count; distance++)
    for (const c of distance === 0 ? [at] : [at - distance, at + distance]) {
      const values = referenceAt.get(c);
      if (values === undefined || c < from || c > to) continue;
      near.push(...values);
      commits++;
    }
  return { runs: near, commits };
}

/**
 * The levels of one model's own points (outliers replaced, segmented as the series will be): each
 * as the commits [from, to] it spans, oldest first. A commit of another model is compared only
 * with the reference runs of its own level: a machine or code change a few commits away moved the
 * reference runs beyond it, and ratios across it made the offset a third of a machine change off
 * (seed 312, the third bimodal life: five slow jobs 3 to 7 commits before a +6% machine change
 * were left half slow, a level of their own). The model's own levels bound it too: a step the
 * reference runs have not reached yet (five slow jobs in a row from the step on, seed 312, the
 * thirteenth bimodal life) is a change of the code, not of the offset.
 */
function ownLevels(runsAt: ReadonlyMap<number, number[]>, better: Better, settings: HistorySettings): { from: number; to: number }[] {
  const commits = [...runsAt.keys()].sort((a, b) => a - b);
  if (commits.length < 2 * settings.minSegment) return [{ from: -Infinity, to: Infinity }];
  const { values, outliers } = replaceOutliers(
    commits.map((at) => centre(runsAt.get(at) as number[], better)),
    settings.minSegment,
  );
  const { changes } = segmentSeries(values, settings.minSegment, settings.alpha);
  const starts = [0, ...changes];
  // An outlier at a level's inner edge could be either level's (a job 15% slow between the old
  // level and a step, seed 312, the thirty-sixth bimodal life): the level starts (ends) at its
  // first (last) ordinary commit, and the commits between are between the levels.
  const odd = new Set(outliers);
  const inner = (index: number, end: number, step: number): number => {
    let at = index;
    while (odd.has(at) && at + step !== end) at += step;
    return commits[at] as number;
  };
  return starts.map((start, k) => {
    const end = k === starts.length - 1 ? commits.length : (starts[k + 1] as number);
    return { from: k === 0 ? -Infinity : inner(start, end, 1), to: k === starts.length - 1 ? Infinity : inner(end - 1, start - 1, -1) };
  });
}

/** The reference level a commit lies in: undefined when it lies between two (which side it belongs to is unknown). */
function levelOf(levels: readonly { from: number; to: number }[], at: number): { from: number; to: number } | undefined {
  const last = levels.findIndex((level) => at <= level.to);
  const level = levels[last];
  if (level === undefined) return undefined;
  return at >= level.from ? level : undefined;
}

/** A series' run means by CPU model, then by commit (runs without a recorded model left out). */
function runsByModel(series: Collected): Map<string, Map<number, number[]>> {
  const byModel = new Map<string, Map<number, number[]>>();
  for (const [at, means] of series.byCommit)
    for (const { value, cpu } of means) {
      if (cpu === undefined) continue;
      const runsAt = byModel.get(cpu) ?? new Map<number, number[]>();
      byModel.set(cpu, runsAt);
      const list = runsAt.get(at) ?? [];
      list.push(value);
      runsAt.set(at, list);
    }
  return byModel;
}

/** The reference model's runs and levels in one series: every other model is compared with them. */
interface ReferenceRuns {
  readonly runsAt: ReadonlyMap<number, number[]>;
  readonly levels: readonly { from: number; to: number }[];
}

/** log(level on the model / level on the reference) at each commit of the model with reference runs near it, oldest first. */
function logRatios(
  modelAt: ReadonlyMap<number, number[]>,
  reference: ReferenceRuns,
  better: Better,
  settings: HistorySettings,
): { ratios: number[]; references: number; between: number[]; comparedAt: number[] } {
  const { runsAt: referenceAt, levels } = reference;
  const modelLevels = ownLevels(modelAt, better, settings);
  const ratios: number[] = [];
  const comparedAt: number[] = [];
  const between: number[] = [];
  let references = 0;
  for (const [at, values] of [...modelAt].sort((a, b) => a[0] - b[0])) {
    const level = levelOf(levels, at);
    const modelLevel = levelOf(modelLevels, at);
    if (level === undefined) between.push(at);
    if (level === undefined || modelLevel === undefined) continue;
    const from = Math.max(level.from, modelLevel.from);
    const to = Math.min(level.to, modelLevel.to);
    const near = nearestRuns(referenceAt, at, NEIGHBOURS(settings), from, to);
    // Two runs at least: one is as likely a slow job as the level. Where the model's own level cuts
    // the reference level, a level's worth of reference commits: two odd jobs among three beside
    // a model's level made its offset 0 (seed 311, the eighth quiet bimodal life, newest commit 21).
    const cut = from !== level.from || to !== level.to;
    if (near.runs.length < 2 || (cut && near.commits < settings.minSegment)) continue;
    ratios.push(Math.log(centre(values, better) / medianOf(near.runs)));
    comparedAt.push(at);
    references = Math.max(references, near.commits);
  }
  return { ratios: ratios.slice(-MAX_COMPARED), references, between, comparedAt: comparedAt.slice(-MAX_COMPARED) };
}

/**
 * Each CPU model's offset in one series against `reference`: the median of the log ratios of its
 * commits to the reference runs around them (a change of the code between them shifts a few
 * ratios, not the median), with the signed-rank interval and p. The median, not the
 * Hodges–Lehmann estimate: a window often holds a handful of the model's commits, and two odd
 * slow jobs among six (a third, past Hodges–Lehmann's 29% breakdown) doubled the offset, so its
 * ordinary commits were taken far below their level. It `moves` the benchmark when p < alpha and
 * the offset passes the noise threshold.
 */
export function cpuEffectsOf(series: Collected, reference: string | undefined, settings: HistorySettings): SeriesEffects {
  const effects: MeasuredEffect[] = [];
  const betweenLevels = new Map<string, ReadonlySet<number>>();
  const better = series.better;
  if (reference === undefined) return { measured: effects, betweenLevels, better };
  const byModel = runsByModel(series);
  const referenceAt = byModel.get(reference) ?? new Map<number, number[]>();
  const referenceRuns: ReferenceRuns = { runsAt: referenceAt, levels: ownLevels(referenceAt, series.better, settings) };
  // A commit from here on has fewer than minSegment reference commits after it: ahead of the reference runs.
  const aheadFrom = [...referenceAt.keys()].sort((a, b) => a - b).at(-settings.minSegment) ?? -Infinity;
  for (const model of [...byModel.keys()].filter((one) => one !== reference).sort()) {
    const { ratios, references, between, comparedAt } = logRatios(byModel.get(model) as Map<number, number[]>, referenceRuns, series.better, settings);
    if (ratios.length < MIN_COMPARED && between.length > 0 && between.length <= NEIGHBOURS(settings)) betweenLevels.set(model, new Set(between));
    if (ratios.length < MIN_COMPARED) continue;
    const test = signedRankTest(ratios, settings.alpha);
    const change = Math.exp(medianOf(ratios)) - 1;
    const effect: CpuEffect = {
      model,
      reference,
      change,
      // An end no order statistic reaches (a few commits) is left out, never written as infinity.
      ...(Number.isFinite(test.ci[0]) && Number.isFinite(test.ci[1]) && { low: Math.exp(test.ci[0]) - 1, high: Math.exp(test.ci[1]) - 1 }),
      commits: ratios.length,
      p: test.p,
      moves: test.p < settings.alpha && Math.abs(change) >= settings.noise,
    };
    const ahead = comparedAt.filter((at) => at >= aheadFrom).length;
    effects.push({ effect, thin: references < NEIGHBOURS(settings), ahead: 2 * ahead >= comparedAt.length });
  }
  return { measured: effects, betweenLevels, better };
}

/**
 * A series' measured offsets, and for each model it has no offset on, its commits that lie between
 * two levels of the reference runs (never compared). Those alone are taken at the suite's median
 * offset: four slow jobs in a row between two levels stayed slow and read with the step after them
 * as one change, 4 commits early (seed 312, the sixth bimodal life); eight around an odd job at the
 * step, 3 commits early (the thirty-sixth). Two levels' worth at most: ten slow jobs of a series
 * 3.5% slower before a spike, taken at the suite's 6%, were a level of their own 2.5% low and the
 * spike's way back stood above it (seed 312, the thirteenth). The
 * model's other commits stay as they are: the suite's median on all of them listed a spike as
 * standing (seed 312, the twentieth).
 */
export interface SeriesEffects {
  readonly measured: readonly MeasuredEffect[];
  readonly betweenLevels: ReadonlyMap<string, ReadonlySet<number>>;
  readonly better: Better;
}

/** A series' offset on a model; whether its commits met fewer reference commits than NEIGHBOURS (every one of them); whether
 * half of them or more lie ahead of the reference runs, fewer than minSegment reference commits after each: a step just before
 * them is no level of the reference runs yet, and their ratios, half the median's, hold it as well as the offset. */
export interface MeasuredEffect {
  readonly effect: CpuEffect;
  readonly thin: boolean;
  readonly ahead: boolean;
}

import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import type { Better, Run, SampleSet, Series } from '../model/series.js';
import { amean, hmean } from '../stats/descriptive.js';
import type { HistoryRun } from './model.js';

// The history a suite carries from run to run (mode: history stores it, the next run reads it):
// every stored run it has seen, each with its commit, date, runner and, per series, the means of
// its runs (never the raw samples). Compact: runners once in a table, a series' points as
// [run index, mean, mean...] with 7 significant digits. `history-runs` limits what is analysed,
// never what is kept here; MAX_CARRIED_COMMITS and MAX_CARRIED_CHARS bound it.

export const CARRIED_VERSION = 1;
/** Commits kept at most, the newest: twice what one analysis reads (MAX_HISTORY_COMMITS). */
const MAX_CARRIED_COMMITS = 2000;
/** Characters of the serialised history at most (the artifact's JSON); the oldest runs go first. */
const MAX_CARRIED_CHARS = 64 * 1024 * 1024;

/** One stored run the history has seen. */
export interface CarriedRun {
  readonly commit: string;
  readonly date?: string;
  /** Index into CarriedHistory.runners. */
  readonly runner?: number;
  /** The workflow run that stored it (the key that finds it again among fetched runs). */
  readonly run?: number;
  /** Processes of the benchmark program in it (SampleSet.runCount). */
  readonly count: number;
}

export interface CarriedSeries {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  /** Oldest first: [index into runs, mean of each process of that run...]. */
  readonly points: readonly (readonly number[])[];
}

export interface CarriedHistory {
  readonly benchgateCarriedHistory: typeof CARRIED_VERSION;
  readonly suite?: string;
  readonly runners: readonly string[];
  readonly runs: readonly CarriedRun[];
  readonly series: readonly CarriedSeries[];
}

/** A run to append: a HistoryRun and, in the action, the workflow run that stored it. */
export interface RunToCarry {
  readonly run: HistoryRun;
  readonly runId?: number;
}

export const emptyCarried = (suite?: string): CarriedHistory => ({
  benchgateCarriedHistory: CARRIED_VERSION,
  ...(suite !== undefined && { suite }),
  runners: [],
  runs: [],
  series: [],
});

const compact = (value: number): number => Number(value.toPrecision(7));

/** One process's mean: arithmetic for times and sizes, harmonic for rates (as analyse.ts pools them). */
function processMean(run: Run, better: Better): number {
  if (run.kind === 'summary') return run.summary.mean;
  const values = samplesArray(run);
  const count = samplesCount(run);
  const from = samplesStart(run);
  return better === 'higher' ? hmean(values, count, from) : amean(values, count, from);
}

const seriesId = (benchmark: string, metric: string): string => JSON.stringify([benchmark, metric]);

/**
 * The carried history with `added` appended: a run already held (the same workflow run, or for
 * runs without one the same commit and date) is not added twice. Runs stay in their order, the
 * new after the old; then trimmed to the bounds.
 */
export function appendRuns(carried: CarriedHistory, added: readonly RunToCarry[]): CarriedHistory {
  const runners = [...carried.runners];
  const runs = [...carried.runs];
  const series = new Map(carried.series.map((one) => [seriesId(one.benchmark, one.metric), { ...one, points: [...one.points] }]));
  const held = new Set(carried.runs.map((run) => (run.run !== undefined ? `run ${run.run}` : `${run.commit} ${run.date ?? ''}`)));
  for (const { run, runId } of added) {
    const key = runId !== undefined ? `run ${runId}` : `${run.commit} ${run.date ?? ''}`;
    if (held.has(key)) continue;
    held.add(key);
    let runner: number | undefined;
    if (run.runner !== undefined) {
      runner = runners.indexOf(run.runner);
      if (runner < 0) runner = runners.push(run.runner) - 1;
    }
    const index = runs.length;
    runs.push({
      commit: run.commit,
      ...(run.date !== undefined && { date: run.date }),
      ...(runner !== undefined && { runner }),
      ...(runId !== undefined && { run: runId }),
      count: Math.max(1, run.set.runCount),
    });
    for (const one of run.set.series) {
      const id = seriesId(one.benchmark, one.metric);
      let kept = series.get(id);
      if (kept === undefined) {
        kept = { benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, points: [] };
        series.set(id, kept);
      }
      // JSON holds no NaN or infinity: such a run is left out here as the analysis leaves it out.
      const means = one.runs.map((piece) => processMean(piece, one.better)).filter(Number.isFinite);
      if (means.length > 0) kept.points.push([index, ...means.map(compact)]);
    }
  }
  const suite = carried.suite ?? added.find((one) => one.run.set.suite !== undefined)?.run.set.suite;
  return trimCommits(
    inRunOrder({ benchgateCarriedHistory: CARRIED_VERSION, ...(suite !== undefined && { suite }), runners, runs, series: [...series.values()] }),
  );
}

/**
 * The runs in the order of their workflow runs (the order GitHub creates them, which the
 * baselines are read in): a run that finished after a newer one stored its history is put back
 * in its place. Runs without an id (not the action's) stay as they were added.
 */
function inRunOrder(history: CarriedHistory): CarriedHistory {
  const { runs } = history;
  if (runs.some((run) => run.run === undefined) || runs.every((run, i) => i === 0 || (run.run as number) >= (runs[i - 1]?.run as number))) return history;
  const order = runs.map((_, i) => i).sort((a, b) => (runs[a]?.run as number) - (runs[b]?.run as number) || a - b);
  const position: number[] = [];
  order.forEach((old, i) => (position[old] = i));
  return {
    ...history,
    runs: order.map((old) => runs[old] as CarriedRun),
    series: history.series.map((one) => ({
      ...one,
      points: one.points.map(([at, ...means]) => [position[at as number] as number, ...means]).sort((a, b) => (a[0] as number) - (b[0] as number)),
    })),
  };
}

/** The history without its runs before `from`: indices renumbered, series and runners no run uses dropped. */
function dropOldest(carried: CarriedHistory, from: number): CarriedHistory {
  if (from <= 0) return carried;
  const kept = carried.runs.slice(from);
  const usedRunners = [...new Set(kept.flatMap((run) => (run.runner === undefined ? [] : [run.runner])))].sort((a, b) => a - b);
  const runnerIndex = new Map(usedRunners.map((old, index) => [old, index]));
  const runs = kept.map(({ runner, ...run }) => ({ ...run, ...(runner !== undefined && { runner: runnerIndex.get(runner) as number }) }));
  const series = carried.series
    .map((one) => ({ ...one, points: one.points.filter((point) => (point[0] as number) >= from).map(([at, ...means]) => [(at as number) - from, ...means]) }))
    .filter((one) => one.points.length > 0);
  return { ...carried, runners: usedRunners.map((old) => carried.runners[old] as string), runs, series };
}

/** The history of the newest `maxCommits` commits at most. */
export function trimCommits(carried: CarriedHistory, maxCommits = MAX_CARRIED_COMMITS): CarriedHistory {
  const commits = [...new Set(carried.runs.map((run) => run.commit))];
  if (commits.length <= maxCommits) return carried;
  const oldestKept = commits[commits.length - maxCommits] as string;
  return dropOldest(
    carried,
    carried.runs.findIndex((run) => run.commit === oldestKept),
  );
}

/** The history as it is stored, within `maxChars` characters: the oldest runs go first. */
export function boundedText(carried: CarriedHistory, maxChars = MAX_CARRIED_CHARS): { readonly history: CarriedHistory; readonly text: string } {
  let history = carried;
  let text = serialiseCarried(history);
  while (text.length > maxChars && history.runs.length > 1) {
    // Runs are about the same size: drop the share beyond the bound, and a tenth more to end the loop soon.
    const excess = Math.ceil(history.runs.length * (1 - maxChars / text.length) * 1.1);
    history = dropOldest(history, Math.min(history.runs.length - 1, Math.max(1, excess)));
    text = serialiseCarried(history);
  }
  return { history, text };
}

export function serialiseCarried(carried: CarriedHistory): string {
  return JSON.stringify(carried);
}

/** The newest `count` runs of the history (all of them by default) as runs to analyse, oldest first. */
export function carriedRuns(carried: CarriedHistory, count = carried.runs.length, source = 'the carried history'): HistoryRun[] {
  const from = Math.max(0, carried.runs.length - count);
  const seriesOf: Series[][] = carried.runs.slice(from).map(() => []);
  for (const one of carried.series) {
    for (const [at, ...means] of one.points) {
      if ((at as number) < from) continue;
      const runs: Run[] = means.map((mean) => ({ kind: 'summary', summary: { mean, n: 1 } }));
      seriesOf[(at as number) - from]?.push({ benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, runs });
    }
  }
  return carried.runs.slice(from).map((run, i) => {
    const runner = run.runner === undefined ? undefined : carried.runners[run.runner];
    const set: SampleSet = {
      ...(carried.suite !== undefined && { suite: carried.suite }),
      context: { commit: run.commit, ...(run.date !== undefined && { date: run.date }), ...(runner !== undefined && { runner }) },
      runCount: run.count,
      series: seriesOf[i] as Series[],
    };
    return {
      commit: run.commit,
      ...(run.date !== undefined && { date: run.date }),
      ...(runner !== undefined && { runner }),
      source: run.run === undefined ? `${source}, run ${from + i + 1}` : `${source}, workflow run ${run.run}`,
      set,
    };
  });
}

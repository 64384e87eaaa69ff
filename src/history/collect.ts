import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import { seriesKey, type Better, type Run } from '../model/series.js';
import { amean, hmean } from '../stats/descriptive.js';
import { cpuModelOf } from '../model/runner.js';
import type { HistoryCommit, HistoryRun } from './model.js';
import type { HistoryWarning } from './warning.js';

// The stored runs gathered into commits and series: each series' run means by commit, each with
// the CPU model of the job that measured it (the runner is a variable: src/history/cpu-effect.ts).

/**
 * The newest commits analysed at most: the segmentation's table holds (n + 1)² numbers a series
 * (8 MB at 1,000), and a level's history beyond that is better read in pieces.
 */
const MAX_HISTORY_COMMITS = 1000;

/** One run's mean, and the CPU model its job ran on when the run records its runner. */
export interface RunMean {
  readonly value: number;
  readonly cpu?: string;
}

export interface Collected {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  /** Run means by commit index. */
  readonly byCommit: Map<number, RunMean[]>;
}

/** The arithmetic mean (times, sizes) or the harmonic mean (rates: mmtests' Hmean) of positive values. */
export function centre(values: ArrayLike<number>, better: Better): number {
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
export function newestCommits(runs: readonly HistoryRun[], warnings: HistoryWarning[]): readonly HistoryRun[] {
  const distinct = [...new Set(runs.map((run) => run.commit))];
  if (distinct.length <= MAX_HISTORY_COMMITS) return runs;
  const kept = new Set(distinct.slice(-MAX_HISTORY_COMMITS));
  warnings.push({ code: 'commits-cut', kept: MAX_HISTORY_COMMITS, total: distinct.length });
  return runs.filter((run) => kept.has(run.commit));
}

/** The list of `key` in `map`, made empty when missing. */
function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (list === undefined) {
    list = [];
    map.set(key, list);
  }
  return list;
}

/** The runs grouped by commit in first-seen order, and each series' run means by commit. */
export function collect(runs: readonly HistoryRun[], warnings: HistoryWarning[]): { commits: HistoryCommit[]; series: Collected[] } {
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
    const runner = run.runner ?? run.set.context?.runner;
    const cpu = runner === undefined ? undefined : cpuModelOf(runner);
    for (const one of run.set.series) {
      const key = seriesKey(one.benchmark, one.metric);
      let collected = series.get(key);
      if (collected === undefined) {
        collected = { benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, byCommit: new Map() };
        series.set(key, collected);
      }
      const means = listIn(collected.byCommit, at);
      for (const piece of one.runs) {
        const value = runMean(piece, collected.better);
        // A rate's harmonic mean needs positive values; a time of 0 is a measurement we cannot scale a change by.
        if (Number.isFinite(value) && value > 0) means.push(cpu === undefined ? { value } : { value, cpu });
        else unusable++;
      }
    }
  }
  if (unusable > 0) warnings.push({ code: 'unusable-runs', runs: unusable });
  return { commits, series: [...series.values()] };
}

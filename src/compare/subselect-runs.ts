import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import { seriesKey, type Run, type Series } from '../model/series.js';
import type { OutlierMode } from './policy.js';
import { madFilter } from '../stats/mad-filter.js';
import { seedFromString } from '../stats/rng.js';
import { runTailsScratch, runTukeyScratch } from '../stats/scratch.js';
import { SUBSELECTION_DRAWS, subselectionMedianMeanAt, TAIL_STRIDE } from '../stats/subselection.js';
import type { RunShares } from '../stats/tail-share.js';

// The runs of a side that get mmtests' subselection value (stats/subselection.ts): which runs,
// their seeds, the values computed on this thread when no helper thread did
// (compare/run-values.ts), and what a side reads of them (values, tails, medians).

/** A side's runs' medians on the test scale, and the runs whose subselection value lies off their bulk (OFF_BULK_SPREADS). */
export interface SideBulk {
  readonly medians: readonly number[];
  readonly offBulk: number;
}

/**
 * A side's tails: per run, the share of its samples counted at a fence (beyond 3 IQR), with the
 * runs' mean number of samples (RunShares); and the mean of its runs' plain means, on the test scale.
 */
export interface SideTail extends RunShares {
  readonly plainMean: number;
}

/** The seed of one run's subselections: from the series' names and the run's position only. */
export function runSeed(benchmark: string, metric: string, runIndex: number): number {
  return seedOfRun(seriesSeed(benchmark, metric), runIndex);
}

/** A series' seed, from which each of its runs' (seedOfRun) is made: hashed once for all its runs. */
export function seriesSeed(benchmark: string, metric: string): number {
  return seedFromString(seriesKey(benchmark, metric));
}

/** runSeed from the series' seed (seriesSeed). */
export function seedOfRun(seriesSeed: number, runIndex: number): number {
  return (seriesSeed + Math.imul(runIndex + 1, 0x9e3779b9)) >>> 0;
}

/** A series as perfcmp's MAD filter left it (outlier mode `mad`), with how many samples it dropped of each run. */
export interface MadFiltered {
  readonly series: Series;
  readonly dropped: readonly number[];
}

/** Applies perfcmp's MAD filter run by run (outlier mode `mad`); the counts of what it dropped stay with each run. */
export function madFilterRuns(series: Series): MadFiltered {
  const dropped: number[] = [];
  const runs = series.runs.map((run): Run => {
    if (run.kind !== 'samples') {
      dropped.push(0);
      return run;
    }
    const filtered = madFilter(Array.from(run.samples));
    dropped.push(filtered.dropped);
    return { kind: 'samples', samples: Float64Array.from(filtered.kept) };
  });
  return { series: { ...series, runs }, dropped };
}

const NO_RUNS: { readonly runs: readonly Run[] } = { runs: [] };

/**
 * The runs of a series whose values analyseSide gets by subselection, on the test scale: every
 * run of samples when the series has several runs, after the outlier filter, unless a rate has
 * a value at or below 0 (its analysis ends before). Empty when none is needed. With the filter,
 * also what it left, for analyseSide to take (PrecomputedRuns.filtered) rather than filter again.
 */
export function runsToSubselect(original: Series, outlierMode: OutlierMode): { readonly runs: readonly Run[]; readonly filtered?: MadFiltered } {
  if (original.runs.length < 2) return NO_RUNS;
  const filtered = outlierMode === 'mad' ? madFilterRuns(original) : undefined;
  const series = filtered?.series ?? original;
  if (series.better === 'higher' && !series.runs.every((run) => run.kind !== 'samples' || allPositive(run))) return NO_RUNS;
  return filtered === undefined ? { runs: series.runs } : { runs: series.runs, filtered };
}

/** Whether every sample of a run is above 0, read where the samples are (no view made). */
function allPositive(run: Extract<Run, { kind: 'samples' }>): boolean {
  const values = samplesArray(run);
  const start = samplesStart(run);
  for (let i = start, end = start + samplesCount(run); i < end; i++) if (!((values[i] as number) > 0)) return false;
  return true;
}

/**
 * What the subselection jobs found for a series' runs (compare/run-values.ts): each run's value by
 * run index, and the Tukey counts of its runs of samples, job by job from firstJob (mild at
 * 2·job, severe at 2·job + 1; -1 at 2·job where the job did not count them).
 */
export interface PrecomputedRuns {
  readonly values: readonly (number | undefined)[];
  readonly tukey: Int32Array;
  /** Each job's share of samples at a fence, plain mean, median and off-bulk flag, from TAIL_STRIDE·job (stats/subselection-jobs.ts). */
  readonly tails: Float64Array;
  readonly firstJob: number;
  /** In outlier mode `mad`: the series as the filter left it (runsToSubselect), which the values are of. */
  readonly filtered?: MadFiltered | undefined;
}

/**
 * What the helper thread's jobs find for a series' runs (compare/run-values.ts), computed here
 * when no helper did, job by job alike: a run's Tukey counts come from the sort its subselection
 * makes (counting them apart sorted every run a second time), except where the subselection does
 * not sort (a rate, a run under 5 samples, a constant run: -1, and analyseSide counts them); the
 * series' seed is hashed once, not once a run. Undefined when the series needs no subselection.
 */
export function subselectHere(original: Series, outlierMode: OutlierMode): PrecomputedRuns | undefined {
  const { runs, filtered } = runsToSubselect(original, outlierMode);
  if (runs.length === 0) return undefined;
  const series = filtered?.series ?? original;
  const rate = series.better === 'higher';
  // On loan from scratch.ts until the next call: analyseSide reads them before.
  const tukey = runTukeyScratch.take(2 * runs.length);
  const tails = runTailsScratch.take(TAIL_STRIDE * runs.length);
  const seed = seriesSeed(series.benchmark, series.metric);
  const values = new Array<number | undefined>(runs.length);
  let job = 0;
  for (let index = 0; index < runs.length; index++) {
    const run = runs[index] as Run;
    if (run.kind !== 'samples') continue;
    const start = samplesStart(run);
    values[index] = subselectionMedianMeanAt(
      samplesArray(run),
      start,
      start + samplesCount(run),
      seedOfRun(seed, index),
      SUBSELECTION_DRAWS,
      rate,
      tukey,
      2 * job,
      tails,
      TAIL_STRIDE * job,
    );
    job++;
  }
  return { values, tukey, tails, firstJob: 0, filtered };
}

/**
 * Every run's value on the test scale (its summary's mean or its subselection value, which the
 * jobs computed: computeRunValues or subselectHere) into perRun, and the side's tails when every
 * run is of samples with fences (5 samples or more), else undefined. `samples`: the side's samples.
 */
export function readRunValues(
  series: Series,
  rate: boolean,
  computed: PrecomputedRuns,
  perRun: number[],
  samples: number,
): { tail: SideTail | undefined; bulk: SideBulk | undefined } {
  const runs = series.runs.length;
  let shares: number[] | undefined = new Array<number>(runs);
  let medians: number[] | undefined = new Array<number>(runs);
  let offBulk = 0;
  let plain = 0;
  const { values, tails } = computed;
  let job = computed.firstJob;
  for (let index = 0; index < runs; index++) {
    const run = series.runs[index] as Run;
    if (run.kind === 'summary') {
      perRun[index] = rate ? 1 / run.summary.mean : run.summary.mean;
      shares = undefined;
      medians = undefined;
      continue;
    }
    perRun[index] = values[index] as number;
    const at = TAIL_STRIDE * job;
    const share = tails[at] as number;
    plain += tails[at + 1] as number;
    if (medians !== undefined) medians[index] = tails[at + 2] as number;
    offBulk += tails[at + 3] as number;
    job++;
    if (shares !== undefined) {
      if (Number.isNaN(share)) shares = undefined;
      else shares[index] = share;
    }
  }
  return {
    tail: shares === undefined ? undefined : { shares, samplesPerRun: samples / runs, plainMean: plain / runs },
    bulk: medians === undefined ? undefined : { medians, offBulk },
  };
}

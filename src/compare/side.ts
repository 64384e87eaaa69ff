import type { RowReason } from '../model/reason.js';
import type { SummaryKind, Warning } from '../model/warning.js';
import type { OutlierCounts, SideStats } from '../model/report.js';
import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import { seriesKey, type Run, type SampleSummary, type Series } from '../model/series.js';
import type { OutlierMode } from './policy.js';
import { amean, gmean, sampleVariance } from '../stats/descriptive.js';
import { madFilter } from '../stats/mad-filter.js';
import { tukeyCounts, tukeyCountsSorted } from '../stats/outliers.js';
import { seedFromString } from '../stats/rng.js';
import { medianByBuckets, medianInPlace, medianSorted, sortInPlace } from '../stats/selection.js';
import { SUBSELECTION_DRAWS, subselectionMedianMeanAt, TAIL_STRIDE } from '../stats/subselection.js';
import type { RunShares } from '../stats/tail-share.js';
import type { Moments } from '../stats/welch.js';

/**
 * One side of a row, ready to test. `moments` are on the test scale: the values themselves for
 * lower-is-better metrics, their reciprocals for rates, so that the arithmetic mean there is the
 * Amean or the Hmean (docs/design.md, Verdict engine: rates are tested on 1/x, consistent with the Hmean).
 */
export interface SideAnalysis {
  readonly stats: SideStats;
  readonly moments: Moments;
  /** The values the moments come from (per-run values, or samples of a single run), for rank tests. */
  readonly values: readonly number[];
  /** Why this side cannot be tested at all (a rate of 0 or less). */
  readonly problem?: RowReason;
  readonly warnings: readonly Warning[];
  /** What the tail test reads (compare/tail.ts), when the side's values are 2 runs' or more subselection values with fences. */
  readonly tail?: SideTail | undefined;
  /** Its runs' medians and how many runs' values lie off their bulk, when every run is of samples (2 runs or more). */
  readonly bulk?: SideBulk | undefined;
  /** The runs' centre the values are: the subselection value (absent), or the runs' medians (compare/run-centre.ts). */
  readonly runCentre?: 'median' | undefined;
}

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

const NONE_DROPPED: readonly number[] = [];

/** Rates are tested on their reciprocals (1/x is its own inverse). */
const reciprocal = (value: number): number => 1 / value;

/** A series as perfcmp's MAD filter left it (outlier mode `mad`), with how many samples it dropped of each run. */
export interface MadFiltered {
  readonly series: Series;
  readonly dropped: readonly number[];
}

/** Applies perfcmp's MAD filter run by run (outlier mode `mad`); the counts of what it dropped stay with each run. */
function madFilterRuns(series: Series): MadFiltered {
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

/** What every return of analyseSide states alike; each adds its n, centre and spread (sideStats). */
interface SideShape {
  readonly runs: number;
  readonly samples: number;
  readonly min: number;
  readonly max: number;
  readonly median: number;
  readonly gmean: number | undefined;
  readonly outliers: OutlierCounts;
  readonly summaryOnly: boolean;
}

/** One object shape for every side (gmean undefined rather than absent): V8 keeps such objects fast, which JSON.stringify of 250,000 rows notices. */
function sideStats(shape: SideShape, n: number, centre: number, sd: number): SideStats {
  const { runs, samples, min, max, median, gmean, outliers, summaryOnly } = shape;
  return { n, runs, samples, centre, sd, min, max, median, gmean, outliers, summaryOnly };
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

// subselectHere's results, read by analyseSide before the next call.
let hereTukey = new Int32Array(64);
let hereTails = new Float64Array(64);

/**
 * What the helper thread's jobs find for a series' runs (compare/run-values.ts), computed here
 * when no helper did, job by job alike: a run's Tukey counts come from the sort its subselection
 * makes (counting them apart sorted every run a second time), except where the subselection does
 * not sort (a rate, a run under 5 samples, a constant run: -1, and analyseSide counts them); the
 * series' seed is hashed once, not once a run. Undefined when the series needs no subselection.
 */
function subselectHere(original: Series, outlierMode: OutlierMode): PrecomputedRuns | undefined {
  const { runs, filtered } = runsToSubselect(original, outlierMode);
  if (runs.length === 0) return undefined;
  const series = filtered?.series ?? original;
  const rate = series.better === 'higher';
  if (hereTukey.length < 2 * runs.length) hereTukey = new Int32Array(2 * runs.length);
  if (hereTails.length < TAIL_STRIDE * runs.length) hereTails = new Float64Array(TAIL_STRIDE * runs.length);
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
      hereTukey,
      2 * job,
      hereTails,
      TAIL_STRIDE * job,
    );
    job++;
  }
  return { values, tukey: hereTukey, tails: hereTails, firstJob: 0, filtered };
}

/**
 * Every run's value on the test scale (its summary's mean or its subselection value, which the
 * jobs computed: computeRunValues or subselectHere) into perRun, and the side's tails when every
 * run is of samples with fences (5 samples or more), else undefined. `samples`: the side's samples.
 */
function runValues(
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

let pooledScratch = new Float64Array(256);

/** What a tool gave in a summary run, for the words of its warning. */
function summaryKind(summary: SampleSummary): SummaryKind {
  if (summary.median === true) return 'median';
  return summary.sd === undefined ? 'mean' : 'mean-sd';
}

/**
 * The statistics of one side of a row. `computed`, when given, holds the runs' subselection
 * values already computed (computeRunValues, on two threads); without it they are computed here.
 */
export function analyseSide(original: Series, side: 'baseline' | 'current', outlierMode: OutlierMode = 'report', computed?: PrecomputedRuns): SideAnalysis {
  const precomputed = computed ?? subselectHere(original, outlierMode);
  const filtered = outlierMode === 'mad' ? (precomputed?.filtered ?? madFilterRuns(original)) : undefined;
  const series = filtered?.series ?? original;
  const dropped = filtered?.dropped ?? NONE_DROPPED;
  const rate = series.better === 'higher';
  const warnings: Warning[] = [];
  let pooledLength = 0;
  for (let index = 0; index < series.runs.length; index++) {
    const run = series.runs[index] as Run;
    pooledLength += run.kind === 'samples' ? samplesCount(run) : 1;
  }
  // Scratch space read to pooledLength, not a new buffer or a view: a Float64Array of more than
  // 8 values is a buffer of its own outside the heap, 100,000 of them in a suite of 50,000 rows.
  if (pooledScratch.length < pooledLength) pooledScratch = new Float64Array(Math.max(pooledLength, 2 * pooledScratch.length));
  const pooled = pooledScratch;
  let filled = 0;
  let mild = 0;
  let severe = 0;
  let droppedCount = 0;
  let samples = 0;
  let summaryRuns = 0;
  // What the tool gave in every summary run alike, null once two differ.
  let gave: SummaryKind | null | undefined;
  // The jobs' Tukey counts, where they sorted a run anyway: one sort a run, not two.
  const tukey = precomputed?.tukey;
  let job = precomputed?.firstJob ?? 0;
  // A single run of samples whose counts no job made is sorted once below, for its counts and its median alike.
  const singleRun = series.runs.length === 1 && series.runs[0]?.kind === 'samples' && !(tukey !== undefined && (tukey[2 * job] as number) >= 0);
  // Index loops, no iterators: this runs for 100,000 sides in a large suite.
  for (let index = 0; index < series.runs.length; index++) {
    const run = series.runs[index] as Run;
    if (run.kind === 'samples') {
      // Where the run's samples are (model/samples.ts): no view made.
      const values = samplesArray(run);
      const start = samplesStart(run);
      const count = samplesCount(run);
      if (tukey !== undefined && (tukey[2 * job] as number) >= 0) {
        mild += tukey[2 * job] as number;
        severe += tukey[2 * job + 1] as number;
      } else if (!singleRun) {
        const counts = tukeyCounts(values, start, count);
        mild += counts.mild;
        severe += counts.severe;
      }
      job++;
      droppedCount += dropped[index] ?? 0;
      for (let i = start; i < start + count; i++) pooled[filled++] = values[i] as number;
      samples += count;
    } else {
      summaryRuns++;
      const kind = summaryKind(run.summary);
      gave = gave === undefined || gave === kind ? kind : null;
      pooled[filled++] = run.summary.mean;
      samples += run.summary.n;
    }
  }
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < pooledLength; i++) {
    const value = pooled[i] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const geometric = gmean(pooled, pooledLength);
  // Last: selection reorders the pooled values, which a rate not above 0 then averages in that
  // order; else by buckets (the same value, twice as fast for the 100 samples of 5 runs of 20).
  let median: number;
  if (singleRun && !(rate && !(min > 0))) {
    sortInPlace(pooled, pooledLength);
    const counts = tukeyCountsSorted(pooled, pooledLength);
    mild += counts.mild;
    severe += counts.severe;
    median = medianSorted(pooled, pooledLength);
  } else {
    if (singleRun) {
      const counts = tukeyCounts(pooled, 0, pooledLength);
      mild += counts.mild;
      severe += counts.severe;
    }
    median = rate && !(min > 0) ? medianInPlace(pooled, pooledLength) : medianByBuckets(pooled, pooledLength);
  }
  const outliers: OutlierCounts = { mild, severe, dropped: droppedCount };
  const runs = series.runs.length;
  const summaryOnly = summaryRuns > 0;
  const shape: SideShape = { runs, samples, min, max, median, gmean: geometric, outliers, summaryOnly };
  if (summaryOnly) warnings.push({ code: 'summary-only', side, runs, summaryRuns, ...(gave !== undefined && gave !== null && { summary: gave }) });

  if (rate && !(min > 0)) {
    const problem: RowReason = { code: 'rate-not-positive', side, min };
    return {
      stats: sideStats(shape, runs, amean(pooled, pooledLength), 0),
      moments: { mean: 0, variance: 0, n: 0 },
      values: [],
      problem,
      warnings,
    };
  }

  const first = series.runs[0];
  if (series.runs.length === 1 && first !== undefined) {
    if (first.kind === 'summary') {
      const { mean, sd, n } = first.summary;
      if (sd === undefined) {
        const problem: RowReason = { code: 'mean-only', side };
        return {
          stats: sideStats(shape, 1, mean, 0),
          moments: { mean: rate ? 1 / mean : mean, variance: 0, n: 1 },
          values: [],
          problem,
          warnings,
        };
      }
      // A rate's summary gives no reciprocals; the delta method maps (mean, sd) to the 1/x scale.
      const moments = rate ? { mean: 1 / mean, variance: (sd / (mean * mean)) ** 2, n } : { mean, variance: sd * sd, n };
      return { stats: sideStats(shape, n, mean, sd), moments, values: [], warnings };
    }
    // A list, for the rank tests (which take lists): made for one-run sides only, read where the
    // samples are (no view, no iterator).
    const samples = samplesArray(first);
    const start = samplesStart(first);
    const testValues = new Array<number>(samplesCount(first));
    for (let i = 0; i < testValues.length; i++) testValues[i] = rate ? 1 / (samples[start + i] as number) : (samples[start + i] as number);
    const mean = amean(testValues);
    const moments = { mean, variance: sampleVariance(testValues, mean), n: testValues.length };
    // The samples' sd is the test values' but for a rate.
    const sd = rate ? Math.sqrt(sampleVariance(first.samples)) : Math.sqrt(moments.variance);
    return {
      stats: sideStats(shape, moments.n, rate ? 1 / mean : mean, sd),
      moments,
      values: testValues,
      warnings,
    };
  }

  // An index loop into an array of its final length: 100,000 sides in a large suite.
  const perRun = new Array<number>(runs);
  // A side of 2 runs or more that got here has its runs' values: from the jobs, or subselectHere
  // (runsToSubselect leaves out only the rates not above 0, which returned above).
  const { tail, bulk } = runValues(series, rate, precomputed as PrecomputedRuns, perRun, samples);
  const mean = amean(perRun);
  const moments = { mean, variance: sampleVariance(perRun, mean), n: perRun.length };
  const perRunScale = rate ? perRun.map(reciprocal) : perRun;
  return {
    stats: sideStats(shape, moments.n, rate ? 1 / mean : mean, Math.sqrt(sampleVariance(perRunScale))),
    moments,
    values: perRun,
    warnings,
    tail,
    bulk,
  };
}

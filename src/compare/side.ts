import type { RowReason } from '../model/reason.js';
import type { SummaryKind, Warning } from '../model/warning.js';
import type { OutlierCounts, SideStats } from '../model/report.js';
import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import type { Run, SampleSummary, Series } from '../model/series.js';
import type { OutlierMode } from './policy.js';
import { amean, gmean, sampleVariance } from '../stats/descriptive.js';
import { tukeyCounts, tukeyCountsSorted } from '../stats/outliers.js';
import { pooledScratch } from '../stats/scratch.js';
import { medianByBuckets, medianInPlace, medianSorted, sortInPlace } from '../stats/selection.js';
import type { Moments } from '../stats/welch.js';
import { madFilterRuns, readRunValues, subselectHere, type PrecomputedRuns, type SideBulk, type SideTail } from './subselect-runs.js';

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

const NONE_DROPPED: readonly number[] = [];

/** Rates are tested on their reciprocals (1/x is its own inverse). */
const reciprocal = (value: number): number => 1 / value;

/**
 * The statistics of one side of a row. `computed`, when given, holds the runs' subselection
 * values already computed (computeRunValues, on two threads); without it they are computed here.
 */
export function analyseSide(original: Series, side: 'baseline' | 'current', outlierMode: OutlierMode = 'report', computed?: PrecomputedRuns): SideAnalysis {
  const precomputed = computed ?? subselectHere(original, outlierMode);
  const filtered = outlierMode === 'mad' ? (precomputed?.filtered ?? madFilterRuns(original)) : undefined;
  const series = filtered?.series ?? original;
  const rate = series.better === 'higher';
  const pool = poolRuns(series, precomputed, filtered?.dropped ?? NONE_DROPPED);
  const shape = describePool(pool, series.runs.length, rate);
  const warnings: Warning[] = [];
  if (shape.summaryOnly) warnings.push(summaryOnlyWarning(side, shape.runs, pool));
  if (rate && !(shape.min > 0)) {
    const problem: RowReason = { code: 'rate-not-positive', side, min: shape.min };
    // The pooled values in the order the median left them.
    return { stats: sideStats(shape, shape.runs, amean(pool.values, pool.length), 0), moments: { mean: 0, variance: 0, n: 0 }, values: [], problem, warnings };
  }
  const first = series.runs[0];
  if (series.runs.length === 1 && first !== undefined)
    return first.kind === 'summary' ? summarySide(first.summary, shape, rate, side, warnings) : samplesSide(first, shape, rate, warnings);
  // A side of 2 runs or more that got here has its runs' values: from the jobs, or subselectHere
  // (runsToSubselect leaves out only the rates not above 0, which returned above).
  return perRunSide(series, rate, precomputed as PrecomputedRuns, shape, warnings);
}

/** Every sample of a side's runs (a summary run: its mean), in scratch memory, and what its runs tell on the way. */
interface Pool {
  /** On loan from stats/scratch.ts, read to `length`: a Float64Array of more than 8 values is a buffer of its own outside the heap. */
  readonly values: Float64Array;
  readonly length: number;
  readonly samples: number;
  /** The runs' Tukey counts, but a single run's that no job counted (describePool counts it). */
  readonly mild: number;
  readonly severe: number;
  readonly dropped: number;
  readonly summaryRuns: number;
  /** What the tool gave in every summary run alike, null once two differ. */
  readonly gave: SummaryKind | null | undefined;
  /** A single run of samples whose counts no job made: sorted once (describePool), for its counts and its median alike. */
  readonly singleRun: boolean;
}

/** The pool of a side's runs: their samples, and their Tukey counts from the jobs where they sorted a run anyway (one sort a run, not two). */
function poolRuns(series: Series, precomputed: PrecomputedRuns | undefined, dropped: readonly number[]): Pool {
  let length = 0;
  for (let index = 0; index < series.runs.length; index++) {
    const run = series.runs[index] as Run;
    length += run.kind === 'samples' ? samplesCount(run) : 1;
  }
  const pooled = pooledScratch.take(length);
  const tukey = precomputed?.tukey;
  let job = precomputed?.firstJob ?? 0;
  const singleRun = series.runs.length === 1 && series.runs[0]?.kind === 'samples' && !(tukey !== undefined && (tukey[2 * job] as number) >= 0);
  let filled = 0;
  let mild = 0;
  let severe = 0;
  let droppedCount = 0;
  let samples = 0;
  let summaryRuns = 0;
  let gave: SummaryKind | null | undefined;
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
  return { values: pooled, length, samples, mild, severe, dropped: droppedCount, summaryRuns, gave, singleRun };
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

/** The pool's range, geometric mean and median, and a single run's Tukey counts from the sort its median makes. */
function describePool(pool: Pool, runs: number, rate: boolean): SideShape {
  const { values, length } = pool;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < length; i++) {
    const value = values[i] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const geometric = gmean(values, length);
  let { mild, severe } = pool;
  // Last: selection reorders the pooled values, which a rate not above 0 then averages in that
  // order; else by buckets (the same value, twice as fast for the 100 samples of 5 runs of 20).
  let median: number;
  if (pool.singleRun && !(rate && !(min > 0))) {
    sortInPlace(values, length);
    const counts = tukeyCountsSorted(values, length);
    mild += counts.mild;
    severe += counts.severe;
    median = medianSorted(values, length);
  } else {
    if (pool.singleRun) {
      const counts = tukeyCounts(values, 0, length);
      mild += counts.mild;
      severe += counts.severe;
    }
    median = rate && !(min > 0) ? medianInPlace(values, length) : medianByBuckets(values, length);
  }
  const outliers: OutlierCounts = { mild, severe, dropped: pool.dropped };
  return { runs, samples: pool.samples, min, max, median, gmean: geometric, outliers, summaryOnly: pool.summaryRuns > 0 };
}

/** One object shape for every side (gmean undefined rather than absent): V8 keeps such objects fast, which JSON.stringify of 250,000 rows notices. */
function sideStats(shape: SideShape, n: number, centre: number, sd: number): SideStats {
  const { runs, samples, min, max, median, gmean, outliers, summaryOnly } = shape;
  return { n, runs, samples, centre, sd, min, max, median, gmean, outliers, summaryOnly };
}

/** What a tool gave in a summary run, for the words of its warning. */
function summaryKind(summary: SampleSummary): SummaryKind {
  if (summary.median === true) return 'median';
  return summary.sd === undefined ? 'mean' : 'mean-sd';
}

function summaryOnlyWarning(side: 'baseline' | 'current', runs: number, pool: Pool): Warning {
  const { summaryRuns, gave } = pool;
  return { code: 'summary-only', side, runs, summaryRuns, ...(gave !== undefined && gave !== null && { summary: gave }) };
}

/** A side of one summary run: its mean and sd as the tool gave them. */
function summarySide(summary: SampleSummary, shape: SideShape, rate: boolean, side: 'baseline' | 'current', warnings: Warning[]): SideAnalysis {
  const { mean, sd, n } = summary;
  if (sd === undefined) {
    const problem: RowReason = { code: 'mean-only', side };
    return { stats: sideStats(shape, 1, mean, 0), moments: { mean: rate ? 1 / mean : mean, variance: 0, n: 1 }, values: [], problem, warnings };
  }
  // A rate's summary gives no reciprocals; the delta method maps (mean, sd) to the 1/x scale.
  const moments = rate ? { mean: 1 / mean, variance: (sd / (mean * mean)) ** 2, n } : { mean, variance: sd * sd, n };
  return { stats: sideStats(shape, n, mean, sd), moments, values: [], warnings };
}

/** A side of one run of samples: the samples are its values. */
function samplesSide(run: Extract<Run, { kind: 'samples' }>, shape: SideShape, rate: boolean, warnings: Warning[]): SideAnalysis {
  // A list, for the rank tests (which take lists): made for one-run sides only, read where the
  // samples are (no view, no iterator).
  const samples = samplesArray(run);
  const start = samplesStart(run);
  const testValues = new Array<number>(samplesCount(run));
  for (let i = 0; i < testValues.length; i++) testValues[i] = rate ? 1 / (samples[start + i] as number) : (samples[start + i] as number);
  const mean = amean(testValues);
  const moments = { mean, variance: sampleVariance(testValues, mean), n: testValues.length };
  // The samples' sd is the test values' but for a rate.
  const sd = rate ? Math.sqrt(sampleVariance(run.samples)) : Math.sqrt(moments.variance);
  return { stats: sideStats(shape, moments.n, rate ? 1 / mean : mean, sd), moments, values: testValues, warnings };
}

/** A side of 2 runs or more: each run's value (its subselection value, or a summary's mean) is one value. */
function perRunSide(series: Series, rate: boolean, computed: PrecomputedRuns, shape: SideShape, warnings: Warning[]): SideAnalysis {
  // An index loop into an array of its final length: 100,000 sides in a large suite.
  const perRun = new Array<number>(shape.runs);
  const { tail, bulk } = readRunValues(series, rate, computed, perRun, shape.samples);
  const mean = amean(perRun);
  const moments = { mean, variance: sampleVariance(perRun, mean), n: perRun.length };
  const perRunScale = rate ? perRun.map(reciprocal) : perRun;
  const sd = Math.sqrt(sampleVariance(perRunScale));
  return { stats: sideStats(shape, moments.n, rate ? 1 / mean : mean, sd), moments, values: perRun, warnings, tail, bulk };
}

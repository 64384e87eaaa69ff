import { seriesKey, type Run, type SampleSet, type Series } from '../model/series.js';
import { seedFromString } from '../stats/rng.js';
import { allocateJobs, type JobRunner, type SharedJobs } from '../stats/subselection-jobs.js';
import type { OutlierMode } from './policy.js';
import { runsToSubselect, seedOfRun } from './side.js';

/** Copies a run's samples to packed[offset...], rates as reciprocals; returns the next offset. Small, so that V8 optimises it early. */
function copySamples(values: readonly number[], packed: Float64Array, offset: number, rate: boolean): number {
  let at = offset;
  if (rate) for (let i = 0; i < values.length; i++) packed[at++] = 1 / (values[i] as number);
  else for (let i = 0; i < values.length; i++) packed[at++] = values[i] as number;
  return at;
}

/** The subselection jobs of some sample sets, handed to a JobRunner and not yet collected. */
interface StartedRunValues {
  readonly shared: SharedJobs;
  readonly work: readonly { readonly series: Series; readonly runs: readonly Run[] }[];
}

/**
 * Packs every run's subselection job for the series of these sets and hands them to `pool`,
 * whose helper may start on them at once.
 * The samples are copied once, straight into the shared buffers, rates as their reciprocals.
 */
function startRunValues(sets: readonly SampleSet[], outlierMode: OutlierMode, pool: JobRunner): StartedRunValues {
  const work: { series: Series; runs: readonly Run[] }[] = [];
  let jobs = 0;
  let samples = 0;
  for (const set of sets)
    for (let s = 0; s < set.series.length; s++) {
      const series = set.series[s] as Series;
      const runs = runsToSubselect(series, outlierMode);
      if (runs.length === 0) continue;
      work.push({ series, runs });
      for (let r = 0; r < runs.length; r++) {
        const run = runs[r] as Run;
        if (run.kind === 'samples') {
          jobs++;
          samples += run.samples.length;
        }
      }
    }
  const shared = allocateJobs(jobs, samples);
  let job = 0;
  let offset = 0;
  const { values: packed, offsets, seeds } = shared;
  // Index loops throughout: this packs 100,000 runs and more, and for-of made an iterator's results.
  for (let w = 0; w < work.length; w++) {
    const { series, runs } = work[w] as (typeof work)[number];
    const rate = series.better === 'higher';
    const seriesSeed = seedFromString(seriesKey(series.benchmark, series.metric));
    for (let index = 0; index < runs.length; index++) {
      const run = runs[index] as Run;
      if (run.kind !== 'samples') continue;
      offsets[job] = offset;
      seeds[job] = seedOfRun(seriesSeed, index) | 0;
      offset = copySamples(run.samples, packed, offset, rate);
      job++;
    }
  }
  shared.offsets[jobs] = offset;
  pool.start(shared);
  return { shared, work };
}

/**
 * Waits for started jobs (computing what the helper has not taken) and adds their values to
 * `into`: series → values by run index (undefined where analyseSide computes a run's value otherwise).
 */
function finishRunValues(started: StartedRunValues, pool: JobRunner, into: Map<Series, (number | undefined)[]>): void {
  const { shared, work } = started;
  pool.finish(shared);
  let job = 0;
  for (let w = 0; w < work.length; w++) {
    const { series, runs } = work[w] as (typeof work)[number];
    const perRun = new Array<number | undefined>(runs.length);
    for (let index = 0; index < runs.length; index++) if ((runs[index] as Run).kind === 'samples') perRun[index] = shared.results[job++];
    into.set(series, perRun);
  }
}

/**
 * Every run's subselection value of the current side and the baselines (series → values by run
 * index), computed on two threads (stats/subselection-jobs.ts, threads/subselection-pool.ts).
 * The baselines' jobs go first and both threads take them; then, while the helper computes the
 * current side's, `baselinesReady` runs here with the baselines' values in (the caller analyses
 * them), and both threads finish what is left.
 */
export function computeRunValues(
  current: SampleSet,
  baselines: readonly SampleSet[],
  outlierMode: OutlierMode,
  pool: JobRunner,
  baselinesReady: (values: ReadonlyMap<Series, readonly (number | undefined)[]>) => void,
): Map<Series, (number | undefined)[]> {
  const values = new Map<Series, (number | undefined)[]>();
  const baselineJobs = startRunValues(baselines, outlierMode, pool);
  const currentJobs = startRunValues([current], outlierMode, pool);
  finishRunValues(baselineJobs, pool, values);
  baselinesReady(values);
  finishRunValues(currentJobs, pool, values);
  return values;
}

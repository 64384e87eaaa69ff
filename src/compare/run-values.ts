import { seriesKey, type Run, type SampleSet, type Series } from '../model/series.js';
import { seedFromString } from '../stats/rng.js';
import { allocateJobs, type JobRunner } from '../stats/subselection-jobs.js';
import type { OutlierMode } from './policy.js';
import { runsToSubselect, seedOfRun } from './side.js';

/** Copies a run's samples to packed[offset...], rates as reciprocals; returns the next offset. Small, so that V8 optimises it early. */
function copySamples(values: readonly number[], packed: Float64Array, offset: number, rate: boolean): number {
  let at = offset;
  if (rate) for (let i = 0; i < values.length; i++) packed[at++] = 1 / (values[i] as number);
  else for (let i = 0; i < values.length; i++) packed[at++] = values[i] as number;
  return at;
}

/**
 * Every run's subselection value for the series of these sets, computed at once so that a
 * helper thread can share the work (stats/subselection-jobs.ts, threads/subselection-pool.ts):
 * series → values by run index (undefined where analyseSide computes a run's value otherwise).
 * The samples are copied once, straight into the shared buffers, rates as their reciprocals.
 */
export function precomputeRunValues(sets: readonly SampleSet[], outlierMode: OutlierMode, pool: JobRunner): Map<Series, (number | undefined)[]> {
  const work: { series: Series; runs: ReturnType<typeof runsToSubselect> }[] = [];
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
  pool.compute(shared);
  const bySeries = new Map<Series, (number | undefined)[]>();
  job = 0;
  for (let w = 0; w < work.length; w++) {
    const { series, runs } = work[w] as (typeof work)[number];
    const perRun = new Array<number | undefined>(runs.length);
    for (let index = 0; index < runs.length; index++) if ((runs[index] as Run).kind === 'samples') perRun[index] = shared.results[job++];
    bySeries.set(series, perRun);
  }
  return bySeries;
}

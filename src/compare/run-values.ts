import { seriesKey, type Run, type SampleSet, type Series } from '../model/series.js';
import { seedFromString } from '../stats/rng.js';
import { allocateJobs, type JobRunner, type SharedJobs } from '../stats/subselection-jobs.js';
import type { OutlierMode } from './policy.js';
import { runsToSubselect, seedOfRun } from './side.js';

/** The subselection jobs of some sample sets, handed to a JobRunner and not yet collected. */
interface StartedRunValues {
  readonly shared: SharedJobs;
  readonly work: readonly { readonly series: Series; readonly runs: readonly Run[] }[];
}

/**
 * Where jobs find their samples: the SharedArrayBuffers the runs' samples are views of (the
 * sides' sample memory, model/samples.ts), by index, and one of copies for samples held in other
 * memory (a run the MAD filter made, a test's arrays).
 */
class Sources {
  readonly views: Float64Array[] = [];
  private readonly index = new Map<ArrayBufferLike, number>();
  private lastBuffer: ArrayBufferLike | undefined;
  private lastIndex = -1;

  /** The index of the shared memory `samples` are in, or -1 when they must be copied. */
  of(samples: Float64Array): number {
    const buffer = samples.buffer;
    if (buffer === this.lastBuffer) return this.lastIndex;
    if (!(buffer instanceof SharedArrayBuffer)) return -1;
    let found = this.index.get(buffer);
    if (found === undefined) {
      found = this.views.length;
      this.views.push(new Float64Array(buffer));
      this.index.set(buffer, found);
    }
    this.lastBuffer = buffer;
    this.lastIndex = found;
    return found;
  }
}

/**
 * Every run's subselection job for the series of these sets, handed to `pool`, whose helper may
 * start on them at once. A job points at its run's samples where they are (rates read as
 * reciprocals there): nothing is copied but samples outside shared memory.
 */
function startRunValues(sets: readonly SampleSet[], outlierMode: OutlierMode, pool: JobRunner): StartedRunValues {
  const work: { series: Series; runs: readonly Run[] }[] = [];
  const sources = new Sources();
  let jobs = 0;
  let samples = 0;
  let copied = 0;
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
          if (sources.of(run.samples) < 0) copied += run.samples.length;
        }
      }
    }
  const copies = copied === 0 ? undefined : new Float64Array(new SharedArrayBuffer(8 * copied));
  const copiesIndex = sources.views.length;
  const shared = allocateJobs(jobs, samples, copies === undefined ? sources.views : [...sources.views, copies]);
  let job = 0;
  let offset = 0;
  const { source, starts, ends, reciprocal, seeds } = shared;
  // Index loops throughout: this packs 100,000 runs and more, and for-of made an iterator's results.
  for (let w = 0; w < work.length; w++) {
    const { series, runs } = work[w] as (typeof work)[number];
    const rate = series.better === 'higher' ? 1 : 0;
    const seriesSeed = seedFromString(seriesKey(series.benchmark, series.metric));
    for (let index = 0; index < runs.length; index++) {
      const run = runs[index] as Run;
      if (run.kind !== 'samples') continue;
      const values = run.samples;
      const at = sources.of(values);
      if (at >= 0) {
        source[job] = at;
        starts[job] = values.byteOffset / 8;
      } else {
        (copies as Float64Array).set(values, offset);
        source[job] = copiesIndex;
        starts[job] = offset;
        offset += values.length;
      }
      ends[job] = (starts[job] as number) + values.length;
      reciprocal[job] = rate;
      seeds[job] = seedOfRun(seriesSeed, index) | 0;
      job++;
    }
  }
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

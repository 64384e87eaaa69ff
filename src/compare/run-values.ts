import { samplesArray, samplesCount, samplesStart } from '../model/samples.js';
import type { Run, SampleSet, Series } from '../model/series.js';
import { allocateJobs, type JobRunner, type SharedJobs } from '../stats/subselection-jobs.js';
import type { OutlierMode } from './policy.js';
import { runsToSubselect, seedOfRun, seriesSeed, type MadFiltered, type PrecomputedRuns } from './subselect-runs.js';

type SamplesRun = Extract<Run, { kind: 'samples' }>;

/** The subselection jobs of some sample sets, handed to a JobRunner and not yet collected. */
interface StartedRunValues {
  readonly shared: SharedJobs;
  readonly work: readonly { readonly series: Series; readonly runs: readonly Run[]; readonly filtered?: MadFiltered | undefined }[];
}

/**
 * Where jobs find their samples: the chunks of sample memory the runs are in (model/samples.ts,
 * views of whole SharedArrayBuffers), by index, and one of copies for samples held elsewhere (a
 * run the MAD filter made, a test's arrays).
 */
class Sources {
  readonly views: Float64Array[] = [];
  private readonly index = new Map<Float64Array, number>();
  private last: Float64Array | undefined;
  private lastIndex = -1;

  /** The index of the shared memory a run's samples are in (samplesArray), or -1 when they must be copied. */
  of(run: SamplesRun): number {
    const array = samplesArray(run);
    if (array === this.last) return this.lastIndex;
    let found = this.index.get(array);
    if (found === undefined) {
      if (!(array.buffer instanceof SharedArrayBuffer) || array.byteOffset !== 0 || array.byteLength !== array.buffer.byteLength) return -1;
      found = this.views.length;
      this.views.push(array);
      this.index.set(array, found);
    }
    this.last = array;
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
  const work: { series: Series; runs: readonly Run[]; filtered?: MadFiltered | undefined }[] = [];
  const sources = new Sources();
  let jobs = 0;
  let samples = 0;
  let copied = 0;
  for (const set of sets)
    for (let s = 0; s < set.series.length; s++) {
      const series = set.series[s] as Series;
      const { runs, filtered } = runsToSubselect(series, outlierMode);
      if (runs.length === 0) continue;
      work.push({ series, runs, filtered });
      for (let r = 0; r < runs.length; r++) {
        const run = runs[r] as Run;
        if (run.kind === 'samples') {
          const count = samplesCount(run);
          jobs++;
          samples += count;
          if (sources.of(run) < 0) copied += count;
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
    const seed = seriesSeed(series.benchmark, series.metric);
    for (let index = 0; index < runs.length; index++) {
      const run = runs[index] as Run;
      if (run.kind !== 'samples') continue;
      const at = sources.of(run);
      const count = samplesCount(run);
      if (at >= 0) {
        source[job] = at;
        starts[job] = samplesStart(run);
      } else {
        (copies as Float64Array).set(run.samples, offset);
        source[job] = copiesIndex;
        starts[job] = offset;
        offset += count;
      }
      ends[job] = (starts[job] as number) + count;
      reciprocal[job] = rate;
      seeds[job] = seedOfRun(seed, index) | 0;
      job++;
    }
  }
  pool.start(shared);
  return { shared, work };
}

/**
 * Waits for started jobs (computing what the helper has not taken) and adds what they found to
 * `into`: series → its runs' values by run index (undefined where analyseSide computes a run's
 * value otherwise), their Tukey counts and their tails (PrecomputedRuns).
 */
function finishRunValues(started: StartedRunValues, pool: JobRunner, into: Map<Series, PrecomputedRuns>): void {
  const { shared, work } = started;
  pool.finish(shared);
  let job = 0;
  for (let w = 0; w < work.length; w++) {
    const { series, runs, filtered } = work[w] as (typeof work)[number];
    const firstJob = job;
    const perRun = new Array<number | undefined>(runs.length);
    for (let index = 0; index < runs.length; index++) if ((runs[index] as Run).kind === 'samples') perRun[index] = shared.results[job++];
    into.set(series, { values: perRun, tukey: shared.tukey, tails: shared.tails, firstJob, filtered });
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
  baselinesReady: (values: ReadonlyMap<Series, PrecomputedRuns>) => void,
): Map<Series, PrecomputedRuns> {
  const values = new Map<Series, PrecomputedRuns>();
  const baselineJobs = startRunValues(baselines, outlierMode, pool);
  const currentJobs = startRunValues([current], outlierMode, pool);
  finishRunValues(baselineJobs, pool, values);
  baselinesReady(values);
  finishRunValues(currentJobs, pool, values);
  return values;
}

import { mulberry32 } from '../../src/stats/rng.js';
import { allocateJobs, type SharedJobs } from '../../src/stats/subselection-jobs.js';
import { subselectionMedianMean } from '../../src/stats/subselection.js';

/**
 * `count` runs of 10 to 30 samples around 1, and their seeds, as jobs: the runs lie in two shared
 * buffers (as a side's sample memory does, in chunks), every third is a rate's (its value on 1/x);
 * `expected` is each run's subselectionMedianMean.
 */
export function jobsOf(count: number, seed: number): { shared: SharedJobs; expected: number[] } {
  const next = mulberry32(seed);
  const runs = Array.from({ length: count }, () => Float64Array.from({ length: 10 + Math.floor(next() * 21) }, () => 1 + 0.05 * next()));
  const seeds = runs.map((_, i) => Math.imul(i + 1, 0x9e3779b9) >>> 0);
  const total = runs.reduce((sum, run) => sum + run.length, 0);
  const sources = [new Float64Array(new SharedArrayBuffer(8 * total)), new Float64Array(new SharedArrayBuffer(8 * total))];
  const shared = allocateJobs(count, total, sources);
  let offset = 0;
  runs.forEach((run, j) => {
    shared.source[j] = j % 2;
    shared.starts[j] = offset;
    shared.ends[j] = offset + run.length;
    shared.reciprocal[j] = j % 3 === 0 ? 1 : 0;
    shared.seeds[j] = seeds[j] as number;
    (sources[j % 2] as Float64Array).set(run, offset);
    offset += run.length;
  });
  const expected = runs.map((run, j) => subselectionMedianMean(j % 3 === 0 ? run.map((value) => 1 / value) : run, seeds[j] as number));
  return { shared, expected };
}

import { analyseHistory } from '../../src/history/analyse.js';
import type { HistoryRun, HistorySettings } from '../../src/history/model.js';
import { replaceOutliers } from '../../src/history/outliers.js';
import type { Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

// Simulated main-branch histories as CI runners make them, for the change-point engine
// (src/history/). Each commit is measured in one job: its runs (1 to 5) share the job's runner
// (a commit effect) and scatter a little around it; now and then a whole job lands on a slow
// runner (an outlier commit). Series are independent of one another. `npm run simulate -- history`
// prints the precision/recall table of docs/design.md from these, beside strucchange's.

export interface HistoryNoise {
  /** The relative sd of a one-run commit's point: its commit effect and its run's own noise together. */
  readonly sd: number;
  /** The share of the point's variance that is the commit (job, runner) effect its runs share. */
  readonly commitShare: number;
  /** Share of commits whose job ran on a slow runner, and how much slower. */
  readonly outlierRate: number;
  readonly outlierFactor: number;
  /** Runs per commit, drawn uniformly per commit (the same for every series of the suite). */
  readonly minRuns: number;
  readonly maxRuns: number;
  /** The shape of the noise (each draw scaled to sd 1): normal by default, log-normal (σ = 1: skewed, a long right tail) or Student's t with 3 df. */
  readonly shape?: 'normal' | 'lognormal' | 't3';
  /**
   * A runner label with two CPU models: a commit's job lands on the slower one in stretches
   * (`share` of commits, `meanStretch` commits in a row on average), which measures each series
   * 3% to 9% slower (drawn per series); every run records its runner fingerprint.
   */
  readonly cpu?: { readonly share: number; readonly meanStretch: number };
}

const FAST_RUNNER = 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.11.1';
const SLOW_RUNNER = 'ubuntu-24.04 x64, Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz (4 cores), Node v24.11.1';

/** A noise draw of sd 1 and mean 0 of the given shape. */
function draw(random: () => number, shape: HistoryNoise['shape']): number {
  const z = gaussian(random);
  if (shape === 'lognormal') return (Math.exp(z) - Math.exp(0.5)) / Math.sqrt((Math.E - 1) * Math.E);
  if (shape === 't3') {
    const chi = gaussian(random) ** 2 + gaussian(random) ** 2 + gaussian(random) ** 2;
    return z / Math.sqrt(chi / 3) / Math.sqrt(3);
  }
  return z;
}

/** Which commits' jobs ran on the slower CPU model (a two-state chain: stretches of `meanStretch` on average), and each series' slowdown there. */
function slowJobs(cpu: NonNullable<HistoryNoise['cpu']>, commits: number, series: number, seed: number): { slow: boolean[]; slowdown: number[] } {
  const random = mulberry32(seed ^ 0x5eed);
  const leave = 1 / cpu.meanStretch;
  const enter = (cpu.share * leave) / (1 - cpu.share);
  const slow: boolean[] = [];
  let now = false;
  for (let c = 0; c < commits; c++) {
    now = now ? random() >= leave : random() < enter;
    slow.push(now);
  }
  return { slow, slowdown: Array.from({ length: series }, () => 1.03 + 0.06 * random()) };
}

/**
 * Noise like shared CI runners': a one-run commit's point has sd 1% (0.8% the job's runner, 0.6%
 * the run's own), a five-run commit's 0.82%; 2% of commits are 15% slow (a slow runner for the
 * whole job); 1 to 5 runs a commit.
 */
export const CI_NOISE: HistoryNoise = { sd: 0.01, commitShare: 0.64, outlierRate: 0.02, outlierFactor: 1.15, minRuns: 1, maxRuns: 5 };

/** One series of a simulated suite: its true level, its noise scale, and the changes planted in it. */
export interface PlannedHistory {
  /** The level at commit c (1 = the first level). */
  readonly level: (commit: number) => number;
  /** A multiplier of the noise sd at commit c (a variance change); default 1. */
  readonly scale?: (commit: number) => number;
  /**
   * The planted changes, each the index range of points where a reported change finds it: [i, i]
   * for a step whose new level starts at point i; the ramp's points for a drift.
   */
  readonly planted: readonly (readonly [number, number])[];
}

/** The runs of a suite of `plans` over `commits` commits, seeded. */
export function simulateHistory(plans: readonly PlannedHistory[], commits: number, noise: HistoryNoise, seed: number): HistoryRun[] {
  const random = mulberry32(seed);
  const commitSd = noise.sd * Math.sqrt(noise.commitShare);
  const runSd = noise.sd * Math.sqrt(1 - noise.commitShare);
  const runs: HistoryRun[] = [];
  const jobs = noise.cpu === undefined ? undefined : slowJobs(noise.cpu, commits, plans.length, seed);
  for (let c = 0; c < commits; c++) {
    const count = noise.minRuns + Math.floor(random() * (noise.maxRuns - noise.minRuns + 1));
    const slow = jobs?.slow[c] === true;
    // Each series' commit effect (its job's runner), outlier jobs included.
    const effects = plans.map((plan, s) => {
      const scale = plan.scale?.(c) ?? 1;
      const outlier = random() < noise.outlierRate ? noise.outlierFactor : 1;
      const cpu = slow ? (jobs?.slowdown[s] ?? 1) : 1;
      return { level: plan.level(c) * outlier * cpu * (1 + scale * commitSd * draw(random, noise.shape)), sd: scale * runSd };
    });
    const runner = jobs === undefined ? undefined : slow ? SLOW_RUNNER : FAST_RUNNER;
    for (let r = 0; r < count; r++) {
      const series: Series[] = effects.map((effect, s) => ({
        benchmark: `b${s}`,
        metric: 'time',
        unit: 's',
        better: 'lower',
        runs: [{ kind: 'samples', samples: Float64Array.of(1e-6 * effect.level * (1 + effect.sd * draw(random, noise.shape))) }],
      }));
      runs.push({
        commit: `c${c}`,
        source: `run ${c}.${r}`,
        ...(runner !== undefined && { runner }),
        set: { runCount: 1, series, ...(runner !== undefined && { context: { runner } }) },
      });
    }
  }
  return runs;
}

/** What one method reported on one series: the first indices of the new levels. */
export interface Reported {
  /** The commit means as measured. */
  readonly values: Float64Array;
  /** The same with the points analyseHistory took for outliers set to its replacements (undefined: none). */
  readonly cleaned?: Float64Array;
  readonly changes: readonly number[];
}

/** A suite through analyseHistory: each series' points (the commit means it analysed) and reported changes. */
export function analyseSimulated(runs: readonly HistoryRun[], settings: Partial<HistorySettings> = {}): Reported[] {
  const report = analyseHistory(runs, settings);
  return report.series.map((series) => {
    const values = Float64Array.from(series.points, (point) => point.value);
    return {
      values,
      ...(series.outliers.length > 0 && { cleaned: replaceOutliers(values, report.settings.minSegment).values }),
      changes: series.changes.map((change) => change.index),
    };
  });
}

/** Counts of one method over some series: planted changes found, changes reported, and reported at a planted one. */
export interface Tally {
  planted: number;
  found: number;
  reported: number;
  correct: number;
  series: number;
}

export const emptyTally = (): Tally => ({ planted: 0, found: 0, reported: 0, correct: 0, series: 0 });

/**
 * Adds one series to a tally: a planted change is found when a change is reported within
 * `tolerance` points of its range; a reported change is correct when it lies so near a planted
 * one. (With segments of 3 points or more, two reported changes cannot both lie within ±1 of one
 * step.)
 */
export function score(tally: Tally, planted: readonly (readonly [number, number])[], changes: readonly number[], tolerance = 1): void {
  const near = (index: number, [first, last]: readonly [number, number]): boolean => index >= first - tolerance && index <= last + tolerance;
  tally.series++;
  tally.planted += planted.length;
  tally.found += planted.filter((range) => changes.some((index) => near(index, range))).length;
  tally.reported += changes.length;
  tally.correct += changes.filter((index) => planted.some((range) => near(index, range))).length;
}

/** A step of relative `size` whose new level starts at point `at`. */
export const step = (at: number, size: number): PlannedHistory => ({ level: (c) => (c >= at ? 1 + size : 1), planted: [[at, at]] });

/** A drift of `perCommit` a commit over `commits` commits from point `at` on (then flat). */
export const drift = (at: number, perCommit: number, commits: number): PlannedHistory => ({
  level: (c) => 1 + perCommit * Math.min(commits, Math.max(0, c - at + 1)),
  planted: [[at, at + commits - 1]],
});

/** Steps of the given relative sizes, each from the level before, at the given points. */
export const steps = (changes: readonly (readonly [number, number])[]): PlannedHistory => ({
  level: (c) => changes.reduce((level, [at, size]) => (c >= at ? level * (1 + size) : level), 1),
  planted: changes.map(([at]) => [at, at] as const),
});

/** No change of level; the noise sd multiplied by `factor` from point `at` on. */
export const varianceChange = (at: number, factor: number): PlannedHistory => ({ level: () => 1, scale: (c) => (c >= at ? factor : 1), planted: [] });

export const flat: PlannedHistory = { level: () => 1, planted: [] };

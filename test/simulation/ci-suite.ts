import { compareSampleSets, type CompareOptions } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type Policy } from '../../src/compare/policy.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';

// Simulated CI suites as they come out of shared cloud runners: every run (process) of a side
// has a machine-wide drift shared by all its benchmarks, each benchmark has its own run-to-run
// noise (some quiet, some loud), samples within a run scatter less, and a few samples are
// outliers. Optionally one benchmark is planted slower on the current side.

export interface Scenario {
  readonly rows: number;
  readonly runs: number;
  /** sd of the machine-wide drift of a run, log scale. */
  readonly drift: number;
  /** Median sd of a benchmark's run-to-run noise, log scale; benchmarks spread around it. */
  readonly runNoise: number;
  readonly samples: number;
  /** sd of log(run noise) across benchmarks: how much quieter or louder benchmarks are than the median. */
  readonly noiseSpread: number;
  /** Share of samples that are 1.5× outliers. */
  readonly outlierRate: number;
  /** Relative slowdown of benchmark 0 on the current side (0 for A/A). */
  readonly planted: number;
  /** Relative slowdown of every benchmark on the current side (default 0). */
  readonly everyRow?: number;
  /** sd of a benchmark × machine effect on the current side (a baseline from another VM), log scale. */
  readonly interaction?: number;
  /** Both sides ran in one job (the engine is told so: no between-job spread); default: another job's baseline. */
  readonly sameJob?: boolean;
}

/**
 * Calibrated so that the row-by-row Welch engine of 0.1.0 finds a +10% change of one row in 2%
 * of 200-row suites with 3 runs a side and 34% with 5, as measured on CI-like data before.
 */
export const REALISTIC: Omit<Scenario, 'rows' | 'runs' | 'planted'> = { drift: 0.02, runNoise: 0.015, samples: 5, noiseSpread: 0.3, outlierRate: 0.005 };

function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function makeSide(scenario: Scenario, random: () => number, centres: number[], noises: number[], slowdown: (row: number) => number): SampleSet {
  const drifts = Array.from({ length: scenario.runs }, () => scenario.drift * gaussian(random));
  const series: Series[] = centres.map((centre, row) => ({
    benchmark: `bench${row}`,
    metric: 'time',
    unit: 's',
    better: 'lower',
    runs: drifts.map((drift) => {
      const runCentre = centre * slowdown(row) * Math.exp(drift + (noises[row] as number) * gaussian(random));
      return {
        kind: 'samples' as const,
        samples: Array.from({ length: scenario.samples }, () => runCentre * Math.exp(0.01 * gaussian(random)) * (random() < scenario.outlierRate ? 1.5 : 1)),
      };
    }),
  }));
  return { runCount: scenario.runs, series };
}

/** The engine's report on one simulated suite. */
export function simulatedReport(scenario: Scenario, seed: number, policy: Policy = DEFAULT_POLICY, options: CompareOptions = {}) {
  const random = mulberry32(seed);
  const centres = Array.from({ length: scenario.rows }, () => 1e-6 * Math.exp(6 * random()));
  const noises = Array.from({ length: scenario.rows }, () => scenario.runNoise * Math.exp(scenario.noiseSpread * gaussian(random)));
  const baseline = makeSide(scenario, random, centres, noises, () => 1);
  const machine = centres.map(() => Math.exp((scenario.interaction ?? 0) * gaussian(random)));
  const current = makeSide(
    scenario,
    random,
    centres,
    noises,
    (row) => (machine[row] as number) * (1 + (scenario.everyRow ?? 0)) * (row === 0 ? 1 + scenario.planted : 1),
  );
  return compareSampleSets([{ label: 'base', set: baseline }], { label: 'head', set: current }, policy, undefined, {
    sameJob: scenario.sameJob === true,
    ...options,
  });
}

/** One simulated suite compared by the real engine: whether anything was flagged, and whether the planted row was. */
export function simulateSuite(scenario: Scenario, seed: number, policy: Policy = DEFAULT_POLICY): { falseAlarm: boolean; found: boolean } {
  const report = simulatedReport(scenario, seed, policy);
  const flagged = (verdict: string): boolean => verdict === 'regression' || verdict === 'improvement';
  const falseRows = report.comparisons.some((row) => flagged(row.verdict) && !(scenario.planted !== 0 && row.benchmark === 'bench0'));
  const falseSuite = scenario.planted === 0 && report.suites.some((line) => flagged(line.verdict));
  return { falseAlarm: falseRows || falseSuite, found: report.comparisons.some((row) => row.benchmark === 'bench0' && row.verdict === 'regression') };
}

/** Share of `trials` suites with a false alarm (A/A) and share that found the planted change. */
export function rates(scenario: Omit<Scenario, 'planted'>, trials: number, planted: number, firstSeed = 1): { falseAlarms: number; power: number } {
  let falseAlarms = 0;
  let found = 0;
  for (let trial = 0; trial < trials; trial++) {
    if (simulateSuite({ ...scenario, planted: 0 }, firstSeed + 2 * trial).falseAlarm) falseAlarms++;
    if (simulateSuite({ ...scenario, planted }, firstSeed + 2 * trial + 1).found) found++;
  }
  return { falseAlarms: falseAlarms / trials, power: found / trials };
}

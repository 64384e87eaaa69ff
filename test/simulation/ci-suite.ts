import { compareSampleSets, type CompareOptions } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type Policy } from '../../src/compare/policy.js';
import type { Comparison } from '../../src/model/report.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

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
  /**
   * AR(1) coefficient of the machine drift from run to run, through the baseline's runs and then
   * the current side's (runs made back to back); 0 (default): independent drift per run.
   */
  readonly ar1?: number;
  /** sd of a shift of every benchmark of the current job (another VM, another day), log scale. */
  readonly jobShift?: number;
  /** Share of rows planted `planted` slower (default: row 0 only). */
  readonly plantedShare?: number;
  /**
   * The baseline pools this many other jobs of `runs` runs each (base-branch artifacts), each job
   * shifted by its own `jobShift` draw, and the engine is told which run came from which job.
   */
  readonly baselineJobs?: number;
  /**
   * sd of log(a benchmark's sensitivity to the machine) across benchmarks: each benchmark's
   * benchmark × machine effect has sd `interaction` × exp(this × z), so a few benchmarks react to
   * another VM far more than the rest (default 0: all alike).
   */
  readonly sensitivitySpread?: number;
  /** How many times slower an outlier is (default 1.5). */
  readonly outlierFactor?: number;
  /** Each run draws its own outlier rate, uniform in 0..2·outlierRate (real runs' tails vary: 1.7-11% in one A/A pair); default: one rate. */
  readonly outlierRateVaries?: boolean;
  /** The planted rows' outlier rate on the current side is this many times the baseline's, their centre unchanged (compare/tail.ts); with planted 0. */
  readonly plantedTail?: number;
}

/**
 * Calibrated so that the row-by-row Welch engine of 0.1.0 finds a +10% change of one row in 2%
 * of 200-row suites with 3 runs a side and 34% with 5, as measured on CI-like data before.
 */
export const REALISTIC: Omit<Scenario, 'rows' | 'runs' | 'planted'> = { drift: 0.02, runNoise: 0.015, samples: 5, noiseSpread: 0.3, outlierRate: 0.005 };

/** The machine drift of each run: independent, or AR(1) through both sides' runs made back to back. */
function drifts(scenario: Scenario, random: () => number): { baseline: number[]; current: number[]; jobs?: number[] } {
  const jobCount = scenario.baselineJobs;
  if (jobCount !== undefined) {
    // Every job on its own VM: a shift of its own, drift run by run within it.
    const jobShift = (): number => (scenario.jobShift ?? 0) * gaussian(random);
    const baseline: number[] = [];
    const jobs: number[] = [];
    for (let job = 0; job < jobCount; job++) {
      const shift = jobShift();
      for (let j = 0; j < scenario.runs; j++) {
        baseline.push(shift + scenario.drift * gaussian(random));
        jobs.push(job);
      }
    }
    const shift = jobShift();
    return { baseline, current: Array.from({ length: scenario.runs }, () => shift + scenario.drift * gaussian(random)), jobs };
  }
  const rho = scenario.ar1 ?? 0;
  const series: number[] = [];
  let previous = scenario.drift * gaussian(random);
  for (let j = 0; j < 2 * scenario.runs; j++) {
    if (j > 0) previous = rho * previous + Math.sqrt(1 - rho * rho) * scenario.drift * gaussian(random);
    series.push(previous);
  }
  const shift = (scenario.jobShift ?? 0) * gaussian(random);
  return { baseline: series.slice(0, scenario.runs), current: series.slice(scenario.runs).map((drift) => drift + shift) };
}

function makeSide(
  scenario: Scenario,
  random: () => number,
  centres: number[],
  noises: number[],
  runDrifts: number[],
  slowdown: (row: number, run: number) => number,
  jobs?: readonly number[],
  tail: (row: number) => number = () => 1,
): SampleSet {
  const factor = scenario.outlierFactor ?? 1.5;
  const series: Series[] = centres.map((centre, row) => ({
    benchmark: `bench${row}`,
    metric: 'time',
    unit: 's',
    better: 'lower',
    runs: runDrifts.map((drift, run) => {
      const runCentre = centre * slowdown(row, run) * Math.exp(drift + (noises[row] as number) * gaussian(random));
      // Drawn only when asked for, so that the scenarios without it keep their seeded draws.
      const rate = scenario.outlierRate * tail(row) * (scenario.outlierRateVaries === true ? 2 * random() : 1);
      return {
        kind: 'samples' as const,
        samples: Float64Array.from({ length: scenario.samples }, () => runCentre * Math.exp(0.01 * gaussian(random)) * (random() < rate ? factor : 1)),
      };
    }),
    ...(jobs !== undefined && { jobs }),
  }));
  return { runCount: runDrifts.length, series };
}

/** Whether row `row` of the scenario is planted slower. */
export function isPlanted(scenario: Scenario, row: number): boolean {
  if (scenario.planted === 0 && scenario.plantedTail === undefined) return false;
  return scenario.plantedShare === undefined ? row === 0 : row < Math.round(scenario.plantedShare * scenario.rows);
}

/** The engine's report on one simulated suite. */
export function simulatedReport(scenario: Scenario, seed: number, policy: Policy = DEFAULT_POLICY, options: CompareOptions = {}) {
  const random = mulberry32(seed);
  const centres = Array.from({ length: scenario.rows }, () => 1e-6 * Math.exp(6 * random()));
  const noises = Array.from({ length: scenario.rows }, () => scenario.runNoise * Math.exp(scenario.noiseSpread * gaussian(random)));
  const runDrifts = drifts(scenario, random);
  const spread = scenario.sensitivitySpread ?? 0;
  // Draws only when asked for, so that the scenarios without it keep their seeded draws.
  const sensitivity = centres.map(() => (spread > 0 ? Math.exp(spread * gaussian(random)) : 1));
  const machineOf = (): number[] => sensitivity.map((s) => Math.exp((scenario.interaction ?? 0) * s * gaussian(random)));
  // Pooled baseline jobs ran on VMs of their own: each has its benchmark × machine effects too.
  const jobMachines =
    scenario.baselineJobs !== undefined && scenario.interaction !== undefined ? Array.from({ length: scenario.baselineJobs }, machineOf) : undefined;
  const jobs = runDrifts.jobs;
  const baseline = makeSide(
    scenario,
    random,
    centres,
    noises,
    runDrifts.baseline,
    (row, run) => (jobMachines === undefined || jobs === undefined ? 1 : ((jobMachines[jobs[run] as number] as number[])[row] as number)),
    jobs,
  );
  const machine = machineOf();
  const current = makeSide(
    scenario,
    random,
    centres,
    noises,
    runDrifts.current,
    (row) => (machine[row] as number) * (1 + (scenario.everyRow ?? 0)) * (isPlanted(scenario, row) ? 1 + scenario.planted : 1),
    undefined,
    (row) => (scenario.plantedTail !== undefined && isPlanted(scenario, row) ? scenario.plantedTail : 1),
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
  const falseRows = report.comparisons.some((row) => flagged(row.verdict) && !isPlanted(scenario, Number(row.benchmark.slice(5))));
  const falseSuite = scenario.planted === 0 && report.suites.some((line) => flagged(line.verdict));
  return { falseAlarm: falseRows || falseSuite, found: report.comparisons.some((row) => row.benchmark === 'bench0' && row.verdict === 'regression') };
}

/** Share of `trials` A/A suites with a false alarm (the even seeds from `firstSeed`, as `rates` draws them). */
export function falseAlarmRate(scenario: Omit<Scenario, 'planted'>, trials: number, firstSeed = 1): number {
  let falseAlarms = 0;
  for (let trial = 0; trial < trials; trial++) if (simulateSuite({ ...scenario, planted: 0 }, firstSeed + 2 * trial).falseAlarm) falseAlarms++;
  return falseAlarms / trials;
}

/** Share of `trials` suites that found the planted change (the odd seeds from `firstSeed`, as `rates` draws them). */
export function powerRate(scenario: Omit<Scenario, 'planted'>, trials: number, planted: number, firstSeed = 1): number {
  let found = 0;
  for (let trial = 0; trial < trials; trial++) if (simulateSuite({ ...scenario, planted }, firstSeed + 2 * trial + 1).found) found++;
  return found / trials;
}

/** A share with its standard error (binomial, over independent trials). */
export interface Share {
  readonly value: number;
  readonly se: number;
}

const share = (count: number, total: number): Share => {
  const value = total === 0 ? 0 : count / total;
  return { value, se: total === 0 ? 0 : Math.sqrt((value * (1 - value)) / total) };
};

/** What `trials` A/A and `trials` A/B suites of a scenario show (npm run simulate). */
export interface Measured {
  /** A/A suites in which any row or whole-suite line was flagged (regression or improvement). */
  readonly falseAlarms: Share;
  /** Planted rows (A/B suites) found as regressions. */
  readonly power: Share;
  /** A/A rows whose interval of the change holds 0 (the true change), over rows with one. */
  readonly coverage: Share;
  /** A/A rows shown unchanged. */
  readonly unchanged: Share;
  /** Planted rows (A/B) whose interval holds the planted change: the coverage where the truth is not 0. */
  readonly plantedCoverage: Share;
  /** A/A rows whose marginal interval (`changeCIMarginal`, 1 − alpha, unadjusted) holds 0. */
  readonly marginalCoverage: Share;
  /** Planted rows (A/B) whose marginal interval holds the planted change. */
  readonly plantedMarginalCoverage: Share;
  /** Rows not planted in the A/B suites whose marginal interval holds 0. */
  readonly abNullMarginalCoverage: Share;
  /**
   * The shown intervals' false coverage rate (Benjamini & Yekutieli 2005): per suite, the share of
   * rows selected by the correction (p_adj < alpha) whose shown interval misses the true change (0
   * when none is selected), averaged over the A/A suites and over the A/B suites; BY bound it by alpha.
   */
  readonly fcrAA: Share;
  readonly fcrAB: Share;
}

/** Whether an interval (both ends bounded) holds `truth`; undefined when it has an unbounded end or none. */
function holds(interval: Comparison['changeCI'], truth: number): boolean | undefined {
  const [low, high] = interval ?? [null, null];
  if (low === null || high === null) return undefined;
  return low <= truth && high >= truth;
}

/** A count of successes among trials, and the share with its standard error. */
class Tally {
  hits = 0;
  total = 0;
  add(hit: boolean | undefined): void {
    if (hit === undefined) return;
    this.total++;
    if (hit) this.hits++;
  }
  get share(): Share {
    return share(this.hits, this.total);
  }
}

/** The mean of per-suite shares, with the standard error of that mean over the suites. */
function meanShare(values: readonly number[]): Share {
  if (values.length === 0) return { value: 0, se: 0 };
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.length < 2 ? 0 : values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return { value: mean, se: Math.sqrt(variance / values.length) };
}

/** The false-coverage proportion of one suite's shown intervals: misses among the selected rows. */
function falseCoverage(rows: readonly Comparison[], truth: (row: Comparison) => number, alpha: number): number {
  const selected = rows.filter((row) => row.test !== 'exact' && row.pAdjusted !== null && row.pAdjusted < alpha);
  if (selected.length === 0) return 0;
  return selected.filter((row) => holds(row.changeCI, truth(row)) !== true).length / selected.length;
}

export function measure(scenario: Omit<Scenario, 'planted'>, trials: number, planted: number, firstSeed = 1): Measured {
  let alarms = 0;
  let found = 0;
  let plantedRows = 0;
  let covered = 0;
  let intervals = 0;
  let unchanged = 0;
  let rows = 0;
  let plantedCovered = 0;
  let plantedIntervals = 0;
  const marginal = new Tally();
  const plantedMarginal = new Tally();
  const abNullMarginal = new Tally();
  const fcrAA: number[] = [];
  const fcrAB: number[] = [];
  const plantedOf = (row: Comparison): boolean => isPlanted({ ...scenario, planted }, Number(row.benchmark.slice(5)));
  for (let trial = 0; trial < trials; trial++) {
    const aa = simulatedReport({ ...scenario, planted: 0 }, firstSeed + 2 * trial);
    fcrAA.push(falseCoverage(aa.comparisons, () => 0, aa.alpha));
    for (const row of aa.comparisons) if (row.test !== 'exact') marginal.add(holds(row.changeCIMarginal, 0));
    const flagged = (verdict: string): boolean => verdict === 'regression' || verdict === 'improvement';
    if (aa.comparisons.some((row) => flagged(row.verdict)) || aa.suites.some((line) => flagged(line.verdict))) alarms++;
    for (const row of aa.comparisons) {
      rows++;
      if (row.verdict === 'unchanged') unchanged++;
      const [low, high] = row.changeCI ?? [null, null];
      if (row.test === 'exact' || low === null || high === null) continue;
      intervals++;
      if (low <= 0 && high >= 0) covered++;
    }
    if (planted === 0) continue;
    const ab = simulatedReport({ ...scenario, planted }, firstSeed + 2 * trial + 1);
    fcrAB.push(falseCoverage(ab.comparisons, (row) => (plantedOf(row) ? planted : 0), ab.alpha));
    for (const row of ab.comparisons) {
      if (row.test === 'exact') continue;
      if (plantedOf(row)) plantedMarginal.add(holds(row.changeCIMarginal, planted));
      else abNullMarginal.add(holds(row.changeCIMarginal, 0));
    }
    for (const row of ab.comparisons) {
      if (!plantedOf(row)) continue;
      plantedRows++;
      if (row.verdict === 'regression') found++;
      const [low, high] = row.changeCI ?? [null, null];
      if (low === null || high === null) continue;
      plantedIntervals++;
      if (low <= planted && high >= planted) plantedCovered++;
    }
  }
  return {
    falseAlarms: share(alarms, trials),
    power: share(found, plantedRows),
    coverage: share(covered, intervals),
    unchanged: share(unchanged, rows),
    plantedCoverage: share(plantedCovered, plantedIntervals),
    marginalCoverage: marginal.share,
    plantedMarginalCoverage: plantedMarginal.share,
    abNullMarginalCoverage: abNullMarginal.share,
    fcrAA: meanShare(fcrAA),
    fcrAB: meanShare(fcrAB),
  };
}

import { amean as mean } from '../stats/descriptive.js';
import { fitVariancePrior, posteriorVariance, type VariancePrior } from '../stats/moderated.js';
import { medianInPlace } from '../stats/selection.js';

// The rows' runs in the suite model (suite-model.ts): on the log scale, each run's machine-wide
// drift removed, and each row's run-to-run noise within its jobs moderated over the rows.

export const MIN_ROWS_SUITE = 5;
/** Rows needed to fit the prior when each side has 2 runs (df 2 per row says little). */
const MIN_ROWS_TWO_RUNS = 50;
/** Baseline jobs needed to measure each row's own job-to-job spread (2 df); below, one τ² for the suite. */
export const MIN_JOBS_PER_ROW = 3;

/** The logarithms of a row's run values, by an index loop (Float64Array.from of an array walks its iterator, an object a value). */
export function logsOf(values: readonly number[]): Float64Array {
  const logs = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) logs[i] = Math.log(values[i] as number);
  return logs;
}

/** The rows on the log scale: each side's runs and their means, and the runs a side. */
export interface SuiteLogs {
  readonly logB: readonly Float64Array[];
  readonly logC: readonly Float64Array[];
  readonly meanB: Float64Array;
  readonly meanC: Float64Array;
  readonly kb: number;
  readonly kc: number;
}

/** Per-run drift of one side: the median over rows of each run's deviation from the row's mean, centred. */
function sideDrift(logs: readonly Float64Array[], means: Float64Array, runs: number): Float64Array {
  const drift = new Float64Array(runs);
  const deviations = new Float64Array(logs.length);
  for (let j = 0; j < runs; j++) {
    for (let r = 0; r < logs.length; r++) deviations[r] = ((logs[r] as Float64Array)[j] as number) - (means[r] as number);
    drift[j] = medianInPlace(deviations, deviations.length);
  }
  const centre = mean(drift);
  for (let j = 0; j < runs; j++) drift[j] = (drift[j] as number) - centre;
  return drift;
}

/** Each row's run-to-run noise within its jobs: drift removed, moderated over the rows. */
export interface WithinRows {
  readonly driftRemoved: boolean;
  /** Each row's own job-to-job spread is measured (MIN_JOBS_PER_ROW baseline jobs or more). */
  readonly perRow: boolean;
  /** With perRow, each row's mean of each baseline job's runs, drift removed. */
  readonly jobMeans: readonly Float64Array[];
  /** The share of a row's residual variance drift removal left. */
  readonly shrink: number;
  readonly prior: VariancePrior | undefined;
  readonly posterior: readonly number[];
  readonly rowDf: number;
}

export function withinRows(logs: SuiteLogs, jobRuns: readonly (readonly number[])[]): WithinRows {
  const { logB, logC, meanB, meanC, kb, kc } = logs;
  const count = logB.length;
  const driftRemoved = count >= MIN_ROWS_SUITE;
  const driftB = driftRemoved ? sideDrift(logB, meanB, kb) : new Float64Array(kb);
  const driftC = driftRemoved ? sideDrift(logC, meanC, kc) : new Float64Array(kc);
  // When the baseline pools several jobs (base-branch artifacts), each row's own spread from job
  // to job is measured on them: a benchmark that reacts to another VM 5x more than the rest shows
  // it in its history, where one τ² for the suite would flag it (A/A false alarms 45-99% at 200
  // rows with sensitivities 7-fold apart). Changed rows do not enter it: it is the baseline's.
  const perRow = jobRuns.length >= MIN_JOBS_PER_ROW;
  const jobMeans = perRow
    ? logB.map((b) => Float64Array.from(jobRuns, (runs) => mean(Float64Array.from(runs, (j) => (b[j] as number) - (driftB[j] as number)))))
    : [];
  // Residual variance of each row, pooled over the sides (baseline runs about their job's mean when
  // per row); drift removal used up about 1/count of it.
  const df = kb + kc - 2 - (perRow ? jobRuns.length - 1 : 0);
  const shrink = driftRemoved ? 1 - 1 / count : 1;
  const jobOfRun = new Int32Array(kb);
  jobRuns.forEach((runs, job) => runs.forEach((run) => (jobOfRun[run] = job)));
  const baselineCentre = (r: number, j: number): number => (perRow ? ((jobMeans[r] as Float64Array)[jobOfRun[j] as number] as number) : (meanB[r] as number));
  const variances = logB.map((b, r) => {
    let squares = 0;
    const c = logC[r] as Float64Array;
    for (let j = 0; j < kb; j++) squares += ((b[j] as number) - (driftB[j] as number) - baselineCentre(r, j)) ** 2;
    for (let j = 0; j < kc; j++) squares += ((c[j] as number) - (driftC[j] as number) - (meanC[r] as number)) ** 2;
    return squares / (df * shrink);
  });
  const positive = variances.filter((value) => value > 0).length;
  const canModerate = positive >= MIN_ROWS_SUITE && !(kb === 2 && kc === 2 && count < MIN_ROWS_TWO_RUNS);
  const prior = canModerate ? fitVariancePrior(variances, df) : undefined;
  const posterior = variances.map((value) => (prior === undefined ? value : posteriorVariance(value, df, prior)));
  return { driftRemoved, perRow, jobMeans, shrink, prior, posterior, rowDf: prior === undefined ? df : prior.d0 + df };
}

import { amean as mean } from '../stats/descriptive.js';
import { fitVariancePrior, posteriorVariance, varianceAbovePriorP } from '../stats/moderated.js';
import { studentTQuantile, studentTTwoSidedP } from '../stats/student-t.js';
import type { TTestResult } from '../stats/welch.js';
import { rowTest, type RowTestDraft } from './suite-row-test.js';

// A baseline pooled from several CI jobs (suite-model.ts): the suite's common shift judged
// against the spread of the jobs' own shifts, and each row against its own job-to-job spread.

/** Rows needed to moderate the rows' job-to-job spreads. */
const MIN_ROWS_MODERATED = 5;
/** Below this chance under the prior, a row's job-to-job spread is its own, not moderated (see judgedByOwnHistory). */
const SPREAD_OUTSIDE_PRIOR = 0.01;

/** The baseline's run indexes grouped by job, in order of first appearance. */
export function runsOfJobs(jobs: readonly number[]): number[][] {
  const byJob = new Map<number, number[]>();
  jobs.forEach((job, run) => {
    const runs = byJob.get(job);
    if (runs === undefined) byJob.set(job, [run]);
    else runs.push(run);
  });
  return [...byJob.values()];
}

/**
 * The current job's suite offset against the offsets of the baseline's jobs (each the mean of its
 * runs' offsets): a prediction interval for one more job, t with J − 1 df. The current job's
 * runs add their own noise where it averages fewer runs than a baseline job does.
 */
export function jobShiftTest(
  baselineOffsets: readonly number[],
  jobRuns: readonly (readonly number[])[],
  currentOffsets: readonly number[],
  alpha: number,
): { test: TTestResult; jobs: number; fixed: number } | undefined {
  const count = jobRuns.length;
  if (count < 2) return undefined;
  const byJob = jobRuns.map((runs) => runs.map((run) => baselineOffsets[run] as number));
  const jobMeans = byJob.map((list) => mean(list));
  const centre = mean(jobMeans);
  const between = jobMeans.reduce((sum, value) => sum + (value - centre) ** 2, 0) / (count - 1);
  let withinSquares = 0;
  for (const list of byJob) {
    const m = mean(list);
    for (const value of list) withinSquares += (value - m) ** 2;
  }
  const withinDf = baselineOffsets.length - count;
  const runsPerJob = baselineOffsets.length / count;
  const extra = withinDf > 0 ? Math.max(0, (withinSquares / withinDf) * (1 / currentOffsets.length - 1 / runsPerJob)) : 0;
  const diff = mean(currentOffsets) - centre;
  const se = Math.sqrt(between * (1 + 1 / count) + extra);
  const df = count - 1;
  if (!(se > 0))
    return {
      test: { status: 'ok', diff, se: 0, t: diff === 0 ? 0 : Math.sign(diff) * Infinity, df: null, p: diff === 0 ? 1 : 0, ci: [diff, diff] },
      jobs: count,
      fixed: 0,
    };
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return {
    test: { status: 'ok', diff, se, t: diff / se, df, p: studentTTwoSidedP(diff / se, df), ci: [diff - half, diff + half] },
    jobs: count,
    fixed: between * (1 + 1 / count),
  };
}

export interface OwnHistoryInput {
  readonly effects: Float64Array;
  /** Each row's common shift, as the suite's model took it: both tests judge the same effect. */
  readonly centres: Float64Array;
  /** Each row's mean of each baseline job's runs, drift removed. */
  readonly jobMeans: readonly Float64Array[];
  readonly jobRuns: readonly (readonly number[])[];
  /** Posterior within-job run variance of each row, and its df. */
  readonly posterior: readonly number[];
  readonly rowDf: number;
  readonly kb: number;
  readonly kc: number;
  readonly shrink: number;
  readonly medianCost: number;
}

/**
 * Each row judged against its own job-to-job spread in the pooled baseline: a prediction for one
 * more job. B_r, the variance of the row's J job means, estimates τ_r² + σ_r²·h (h: the mean of
 * 1/runs of a job), and is moderated across rows as the run variances are (Smyth 2004). The
 * current job's mean varies by τ_r² + σ_r²/kc and the baseline's by τ_r²·g + σ_r²/kb (g = Σ n_j²/kb²,
 * 1/J for equal jobs): se² = B̃_r (1 + g) + s̃²_r (1/kc + 1/kb − h (1 + g)), the last term kept only
 * when positive (this job averaging fewer runs than a baseline job), with Welch–Satterthwaite's df.
 * Its fixed variance is τ_r² (1 + g), τ_r² = (B̃_r − s̃²_r h)⁺.
 */
export function judgedByOwnHistory(input: OwnHistoryInput): RowTestDraft[] {
  const { effects, centres, jobMeans, jobRuns, posterior, rowDf, kb, kc, shrink, medianCost } = input;
  const spreadDf = jobRuns.length - 1;
  const spreads = jobMeans.map((means) => {
    const average = mean(means);
    let squares = 0;
    for (let i = 0; i < means.length; i++) squares += ((means[i] as number) - average) ** 2;
    return squares / (spreadDf * shrink);
  });
  const positive = spreads.filter((value) => value > 0).length;
  const spreadPrior = positive >= MIN_ROWS_MODERATED ? fitVariancePrior(spreads, spreadDf) : undefined;
  const spreadDegrees = Math.min(1e6, spreadPrior === undefined ? spreadDf : spreadPrior.d0 + spreadDf);
  const inverseRuns = mean(jobRuns.map((runs) => 1 / runs.length));
  const baselineShare = jobRuns.reduce((sum, runs) => sum + runs.length * runs.length, 0) / (kb * kb);
  const extraRuns = Math.max(0, 1 / kc + 1 / kb - inverseRuns * (1 + baselineShare));
  return Array.from(effects, (value, r): RowTestDraft => {
    const effect = value - (centres[r] as number);
    const raw = spreads[r] as number;
    // A row whose spread the prior does not explain (one benchmark among many far more sensitive
    // to the VM) keeps its own spread and df: shrunk, it would be the false alarm this test is for.
    const own = spreadPrior === undefined || varianceAbovePriorP(raw, spreadDf, spreadPrior) < SPREAD_OUTSIDE_PRIOR;
    const spread = own ? raw : posteriorVariance(raw, spreadDf, spreadPrior);
    const jobDegrees = own ? spreadDf : spreadDegrees;
    const between = spread * (1 + baselineShare) * medianCost;
    const runPart = (posterior[r] as number) * extraRuns * medianCost;
    const variance = between + runPart;
    // Of B̃_r, only τ_r² = B̃_r − s̃²_r·h is what more runs do not reduce (the runs-needed advice):
    // the rest is run noise, and a noisy row with a steady history must not read as undecidable.
    const fixed = Math.max(0, spread - (posterior[r] as number) * inverseRuns) * (1 + baselineShare) * medianCost;
    const degrees = runPart === 0 ? jobDegrees : (variance * variance) / ((between * between) / jobDegrees + (runPart * runPart) / Math.min(rowDf, 1e6));
    return rowTest(effect, variance, degrees, posterior[r] ?? 0, fixed);
  });
}

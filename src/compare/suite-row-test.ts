import { studentTQuantile, studentTTwoSidedP } from '../stats/student-t.js';

// One row's test in the suite model (suite-model.ts): its effect, variance and df, the p they
// give, and the interval of the test the row keeps.

export interface SuiteRowResult {
  /** log(current / baseline) of the row, raw or net of the suite's common shift (the other rows' median): see SuiteFit.netted. */
  readonly effect: number;
  /** The row's log(current / baseline) with the common shift left in, and net of it (the other rows' median), where both exist. */
  readonly rawEffect?: number;
  readonly netEffect?: number;
  readonly se: number;
  readonly df: number;
  readonly p: number;
  /** (1 − alpha) interval of `effect`. */
  readonly ci: readonly [number, number];
  /** Posterior run-to-run variance of one run on the log scale (for the runs-needed advice). */
  readonly runVariance: number;
  /**
   * The part of se² that more runs do not reduce: the between-job variance τ² fitted without the
   * row (0 or absent in one job); judged by its own history, the row's τ_r² (its job-to-job spread
   * less its runs' part).
   */
  readonly fixedVariance?: number;
  /** Against one or two baseline jobs, the variance the heavy tail added to se² (part of fixedVariance; job-effect-tail.ts). */
  readonly tailVariance?: number;
  /** Across jobs with one baseline job, a row judged raw against the job-effect bound (relative): an undecided row names it. */
  readonly jobEffectBound?: number;
}

/** A row's t test before its interval: the p decides between two tests, the interval is the winner's. */
export interface RowTestDraft {
  readonly effect: number;
  readonly variance: number;
  /** Capped at 1e6. */
  readonly df: number;
  readonly p: number;
  readonly runVariance: number;
  readonly fixedVariance: number;
}

/** A row's t test from its effect, variance and df; with no spread, decided by the effect alone. */
export function rowTest(effect: number, variance: number, df: number, runVariance: number, fixedVariance: number): RowTestDraft {
  const degrees = Math.min(df, 1e6);
  const se = Math.sqrt(variance);
  const p = se > 0 && Number.isFinite(degrees) ? studentTTwoSidedP(effect / se, degrees) : effect === 0 ? 1 : 0;
  return { effect, variance, df: degrees, p, runVariance, fixedVariance };
}

/** The test's (1 − alpha) interval: one quantile a row, made only for the test the row keeps. */
export function withInterval(draft: RowTestDraft, alpha: number): SuiteRowResult {
  const { effect, variance, df, p, runVariance, fixedVariance } = draft;
  const se = Math.sqrt(variance);
  if (!(se > 0) || !Number.isFinite(df)) return { effect, se: 0, df: 0, p, ci: [effect, effect], runVariance };
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return { effect, se, df, p, ci: [effect - half, effect + half], runVariance, fixedVariance };
}

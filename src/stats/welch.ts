import { studentTQuantile, studentTTwoSidedP } from './student-t.js';

/** A sample reduced to what a t-test needs: mean, sample variance (n − 1) and size. */
export interface Moments {
  readonly mean: number;
  readonly variance: number;
  readonly n: number;
}

export type TTestStatus = 'ok' | 'zero-variance-equal' | 'zero-variance-different';

export interface TTestResult {
  readonly status: TTestStatus;
  /** candidate mean − baseline mean */
  readonly diff: number;
  readonly se: number;
  /** ±Infinity for zero-variance-different, 0 for zero-variance-equal; never NaN. */
  readonly t: number;
  /** Degrees of freedom; null when the variance is zero on both sides. */
  readonly df: number | null;
  readonly p: number;
  /** (1 − alpha) interval of `diff`. */
  readonly ci: readonly [number, number];
}

function degenerate(diff: number): TTestResult {
  // se = 0: no spread to weigh the difference against. Equal means: nothing changed (p = 1).
  // Different means: a deterministic change, as allocations 10 → 11 (docs/design.md, Numerical notes).
  return diff === 0
    ? { status: 'zero-variance-equal', diff: 0, se: 0, t: 0, df: null, p: 1, ci: [0, 0] }
    : { status: 'zero-variance-different', diff, se: 0, t: diff > 0 ? Infinity : -Infinity, df: null, p: 0, ci: [diff, diff] };
}

function tTest(diff: number, se: number, df: number, alpha: number): TTestResult {
  const t = diff / se;
  const halfWidth = studentTQuantile(1 - alpha / 2, df) * se;
  return { status: 'ok', diff, se, t, df, p: studentTTwoSidedP(t, df), ci: [diff - halfWidth, diff + halfWidth] };
}

/**
 * Two-sided Welch t-test of candidate against baseline with the unrounded Welch–Satterthwaite
 * df (as SciPy's `ttest_ind(equal_var=False)`, Pilot's code and Criterion). Both n ≥ 2.
 */
export function welchTest(baseline: Moments, candidate: Moments, alpha: number): TTestResult {
  const { diff, se2, df } = welchTerms(baseline, candidate);
  if (!(se2 > 0)) return degenerate(diff);
  return tTest(diff, Math.sqrt(se2), df, alpha);
}

/**
 * Welch's difference, its squared standard error and the Welch–Satterthwaite df, for a test
 * that needs no interval (whose t quantile costs); se2 is 0 when neither side varies.
 */
export function welchTerms(baseline: Moments, candidate: Moments): { readonly diff: number; readonly se2: number; readonly df: number } {
  const diff = candidate.mean - baseline.mean;
  const termB = baseline.variance / baseline.n;
  const termC = candidate.variance / candidate.n;
  const se2 = termB + termC;
  if (!(se2 > 0)) return { diff, se2: 0, df: Infinity };
  // Welch–Satterthwaite on shares of se², so that variances of 1e257 do not square to Infinity.
  const shareB = termB / se2;
  const shareC = termC / se2;
  return { diff, se2, df: 1 / ((shareB * shareB) / (baseline.n - 1) + (shareC * shareC) / (candidate.n - 1)) };
}

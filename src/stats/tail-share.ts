import { studentTTwoSidedP } from './student-t.js';
import { amean, sampleVariance } from './descriptive.js';
import { welchTerms, type Moments } from './welch.js';

/**
 * Moments of per-run shares (fractions of a run's samples, 0..1) on the angular scale
 * asin(√share): the variance of a binomial share, p(1 − p)/n, depends on p; on this scale it is
 * about 1/(4n) whatever p, so a side whose tail is heavier is not also judged noisier for it.
 * The variance is never taken below that binomial 1/(4n), n the runs' mean samples: a run's share
 * varies at least by sampling, and runs with 0 or 1 slow sample of 20 each would otherwise show
 * none (0 against 5% in every run was p = 0: 65% of 200-row heavy-tailed A/A suites flagged a row
 * at 3 runs of 20 samples; docs/design.md, Verdict engine 1a).
 */
export function angularMoments(shares: readonly number[], samplesPerRun: number): Moments {
  const angles = shares.map((share) => Math.asin(Math.sqrt(share)));
  const mean = amean(angles);
  return { mean, variance: Math.max(sampleVariance(angles, mean), 1 / (4 * samplesPerRun)), n: angles.length };
}

/** Per-run shares of one side and the mean number of samples of its runs. */
export interface RunShares {
  readonly shares: readonly number[];
  readonly samplesPerRun: number;
}

/** The tail test's statistic: t (current − baseline on the angular scale), Welch–Satterthwaite's df and the two-sided p. */
export interface TailShareResult {
  readonly t: number;
  readonly df: number;
  readonly p: number;
}

/**
 * Welch's two-sided test of two sides' per-run shares of samples beyond Tukey's severe fences,
 * on the angular scale with the binomial floor (angularMoments): runs are the independent unit,
 * as in the row's own test. Both sides need 2 runs or more. Only p is read: no interval, whose
 * inverse incomplete beta (welch.ts) would cost every tested row.
 */
export function tailShareTest(baseline: RunShares, current: RunShares): TailShareResult {
  // The floor keeps se² above 0.
  const { diff, se2, df } = welchTerms(angularMoments(baseline.shares, baseline.samplesPerRun), angularMoments(current.shares, current.samplesPerRun));
  const t = diff / Math.sqrt(se2);
  return { t, df, p: studentTTwoSidedP(t, df) };
}

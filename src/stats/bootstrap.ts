import { amean, quantileSorted, sampleVariance } from './descriptive.js';
import { mulberry32 } from './rng.js';

/** Criterion's default is 100,000 resamples; 10,000 keeps a p resolution of 1e-4 at a tenth of the cost. */
const BOOTSTRAP_RESAMPLES = 10_000;

export interface BootstrapResult {
  /** Welch's t of the data. */
  readonly t: number;
  /** 2·min(hits, N − hits)/N over the finite t* of the null resamples (Criterion's p). */
  readonly p: number;
  /** Percentile interval (1 − alpha) of mean(candidate) − mean(baseline) from independent resamples of each side. */
  readonly ci: readonly [number, number];
  /** The smallest level at which that percentile interval excludes 0: its p, which agrees with it at every level. */
  readonly percentileP: number;
  readonly resamples: number;
}

function welchT(b: Float64Array, c: Float64Array): number {
  const mb = amean(b);
  const mc = amean(c);
  const se = Math.sqrt(sampleVariance(b, mb) / b.length + sampleVariance(c, mc) / c.length);
  return (mc - mb) / se;
}

/**
 * Criterion's bootstrap test, seeded: the observed Welch t against t* of resamples of the pooled
 * data (the "mixed bootstrap": draw n_c + n_b with replacement from both sides together, the
 * first n_c are the candidate), and a percentile interval of the difference of means from
 * resampling each side on its own. Draws are mulberry32(seed) floats, index ⌊u·n⌋, in the order
 * the Python reference (test/stats/reference/gen_bootstrap.py) replays.
 */
export function bootstrapTest(
  baseline: readonly number[],
  candidate: readonly number[],
  alpha: number,
  seed: number,
  resamples: number = BOOTSTRAP_RESAMPLES,
): BootstrapResult {
  const nb = baseline.length;
  const nc = candidate.length;
  const t = welchT(Float64Array.from(baseline), Float64Array.from(candidate));
  const random = mulberry32(seed);
  const pool = [...candidate, ...baseline];
  const pseudoC = new Float64Array(nc);
  const pseudoB = new Float64Array(nb);
  let hits = 0;
  let finite = 0;
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < nc; i++) pseudoC[i] = pool[Math.floor(random() * pool.length)] as number;
    for (let i = 0; i < nb; i++) pseudoB[i] = pool[Math.floor(random() * pool.length)] as number;
    const tStar = welchT(pseudoB, pseudoC);
    // Criterion drops non-finite t* (its "HACK": tiny samples can draw constant halves).
    if (!Number.isFinite(tStar)) continue;
    finite++;
    if (tStar < t) hits++;
  }
  const p = finite === 0 ? 1 : (2 * Math.min(hits, finite - hits)) / finite;
  const diffs = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sumC = 0;
    for (let i = 0; i < nc; i++) sumC += candidate[Math.floor(random() * nc)] as number;
    let sumB = 0;
    for (let i = 0; i < nb; i++) sumB += baseline[Math.floor(random() * nb)] as number;
    diffs[r] = sumC / nc - sumB / nb;
  }
  diffs.sort();
  return { t, p, ci: [quantileSorted(diffs, alpha / 2), quantileSorted(diffs, 1 - alpha / 2)], percentileP: percentileP(diffs), resamples };
}

/**
 * The p of a percentile interval: its lower end quantileSorted(a/2) is above 0 exactly when a/2 is
 * above the probability at which the (linearly interpolated) quantile leaves 0, its upper end
 * below 0 when 1 − a/2 is under the one at which it reaches 0; p is twice the smaller share.
 */
function percentileP(sorted: Float64Array): number {
  const n = sorted.length;
  if (n < 2) return 1;
  let below = -1;
  while (below + 1 < n && (sorted[below + 1] as number) <= 0) below++;
  let above = n;
  while (above - 1 >= 0 && (sorted[above - 1] as number) >= 0) above--;
  const crossing = (i: number): number => (i + (0 - (sorted[i] as number)) / ((sorted[i + 1] as number) - (sorted[i] as number))) / (n - 1);
  const qBelow = below < 0 ? 0 : below === n - 1 ? 1 : crossing(below);
  const qAbove = above >= n ? 1 : above === 0 ? 0 : crossing(above - 1);
  return Math.min(1, 2 * Math.min(qBelow, 1 - qAbove));
}

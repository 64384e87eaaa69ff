import { normalQuantile, studentTQuantile } from './student-t.js';

/** The usual target: a change of the given size is found four times in five. */
const DEFAULT_POWER = 0.8;

/**
 * How many observations per side (runs, or samples for single runs) a two-sided Welch test at
 * `alpha` needs to detect a difference `difference` with probability `power`, given the
 * observed variances (Pilot's question; docs/design.md, Numerical notes). Equal n per side: the
 * least whole n ≥ 2 with n ≥ (t_{1−α/2} + t_{power})² (s_b² + s_c²) / d² at df = 2n − 2.
 * Undefined when nothing varies or d is 0.
 *
 * The right side falls as n grows, so that n is the ceiling of the fixed point Pilot iterates
 * to; searched over whole n instead, every quantile has a whole df and is shared by the rows
 * of a suite through studentTQuantile's memo (a fractional df per row and iteration cost 20
 * inverse incomplete betas a row).
 */
export function observationsToDetect(
  varianceB: number,
  varianceC: number,
  difference: number,
  alpha: number,
  power: number = DEFAULT_POWER,
): number | undefined {
  const spread = varianceB + varianceC;
  const d = Math.abs(difference);
  if (!(spread > 0) || !(d > 0)) return undefined;
  const scale = spread / (d * d);
  const enough = (n: number): boolean => {
    const t = studentTQuantile(1 - alpha / 2, 2 * n - 2) + studentTQuantile(power, 2 * n - 2);
    return t * t * scale <= n;
  };
  // t quantiles exceed the normal ones, so no n below the normal answer is enough.
  const z = normalQuantile(1 - alpha / 2) + normalQuantile(power);
  return smallestEnough(Math.max(2, Math.ceil(z * z * scale - 1e-9)), enough, Infinity);
}

/**
 * The least whole n ≥ `start` for which `enough` holds, `enough` false below some n and true from
 * it on: doubling from `start`, then halving the last step; undefined when the doubling passes
 * `max` or `start` is not finite.
 */
function smallestEnough(start: number, enough: (n: number) => boolean, max: number): number | undefined {
  if (!Number.isFinite(start)) return undefined;
  let low = start;
  let high = low;
  while (!enough(high)) {
    if (high > max) return undefined;
    low = high + 1;
    high *= 2;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}

/** What observationsToDecide sizes: an interval's spread, the threshold it is judged against, its levels. */
export interface DecideSizing {
  /**
   * Variance of the difference times the runs a side: se² = spread / n + fixed with n runs a side
   * (s_b² + s_c² for two sides of independent runs, the variance of a pair's difference for pairs).
   */
  readonly spread: number;
  /** The part of se² that more runs do not reduce (a between-job variance τ²); default 0. */
  readonly fixed?: number;
  /** The threshold: the interval decides when it lies inside ±margin or beyond it. */
  readonly margin: number;
  /**
   * The level of the interval that shows a row unchanged, and the level of the one that shows a
   * change; functions of n, never rising as n grows, when they depend on the runs (the look of a
   * sequential session that would have n pairs).
   */
  readonly unchangedLevel: number | ((n: number) => number);
  readonly changeLevel: number | ((n: number) => number);
  /** Degrees of freedom of n runs a side: dfPerRun · (n − 1) (2 for two sides of runs, 1 for pairs). */
  readonly dfPerRun: number;
  readonly power?: number;
}

/** Past this many runs a side the answer is "more runs will not do": the search stops. */
const MAX_OBSERVATIONS = 2 ** 40;

const asFunction = (level: number | ((n: number) => number)): ((n: number) => number) => (typeof level === 'number' ? () => level : level);

/**
 * Runs a side at which a row's interval is decided against ±margin (docs/design.md, Verdict
 * engine 5), `power` of the time, whatever the observed change: a row with no change shows its
 * (1 − unchangedLevel) interval inside ±margin (an equivalence test's sample size with the true
 * difference 0: two one-sided tests, hence power's two-sided quantile; Chow, Shao & Wang 2008,
 * §3.2), and a row changed by 2·margin shows its (1 − changeLevel) interval beyond +margin. The
 * least whole n ≥ 2 with
 *
 *   q(n)² · (spread / n + fixed) ≤ margin²,   ν = dfPerRun · (n − 1),
 *   q(n) = max(t_{1−u/2, ν} + t_{1−(1−power)/2, ν},  t_{1−c/2, ν} + t_{power, ν})   (u, c: the levels at n).
 *
 * It rests on the variance, never on the observed change, so it settles as runs come in instead
 * of moving with the point estimate. Undefined when nothing varies, or when the fixed part alone
 * keeps the interval wider than the threshold (more runs do not decide such a row).
 */
export function observationsToDecide(sizing: DecideSizing): number | undefined {
  const { spread, margin, dfPerRun } = sizing;
  const fixed = sizing.fixed ?? 0;
  const power = sizing.power ?? DEFAULT_POWER;
  const unchanged = asFunction(sizing.unchangedLevel);
  const change = asFunction(sizing.changeLevel);
  if (!(spread > 0) || !(margin > 0) || !(fixed >= 0)) return undefined;
  const quantile = (probability: number, df: number): number => (df > 1e7 ? normalQuantile(probability) : studentTQuantile(probability, df));
  const q = (n: number, df: number): number =>
    Math.max(quantile(1 - unchanged(n) / 2, df) + quantile(1 - (1 - power) / 2, df), quantile(1 - change(n) / 2, df) + quantile(power, df));
  const enough = (n: number): boolean => {
    const factor = q(n, dfPerRun * (n - 1));
    return factor * factor * (spread / n + fixed) <= margin * margin;
  };
  // Normal quantiles at the levels of n = 2 (the largest) are below every t's: no n under that answer is enough.
  const z = q(2, Infinity);
  const room = margin * margin - z * z * fixed;
  if (!(room > 0)) return undefined;
  return smallestEnough(Math.max(2, Math.ceil((z * z * spread) / room - 1e-9)), enough, MAX_OBSERVATIONS);
}

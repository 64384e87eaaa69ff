import { normalQuantile, studentTQuantile } from './student-t.js';

/** The usual target: a change of the given size is found four times in five. */
export const DEFAULT_POWER = 0.8;

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
  let low = Math.max(2, Math.ceil(z * z * scale - 1e-9));
  if (!Number.isFinite(low)) return undefined;
  let high = low;
  while (!enough(high)) {
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

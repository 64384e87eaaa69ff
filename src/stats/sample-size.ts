import { normalQuantile, studentTQuantile } from './student-t.js';

/** The usual target: a change of the given size is found four times in five. */
export const DEFAULT_POWER = 0.8;

/**
 * How many observations per side (runs, or samples for single runs) a two-sided Welch test at
 * `alpha` needs to detect a difference `difference` with probability `power`, given the
 * observed variances (Pilot's question; docs/design.md, Numerical notes; with ceil instead of Pilot's
 * truncation). Equal n per side: n = (t_{1−α/2} + t_{power})² (s_b² + s_c²) / d², iterated
 * with df = 2n − 2 from the normal approximation. Undefined when nothing varies or d is 0.
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
  const z = normalQuantile(1 - alpha / 2) + normalQuantile(power);
  let n = Math.max(2, (z * z * spread) / (d * d));
  for (let i = 0; i < 20; i++) {
    const df = Math.max(1, 2 * n - 2);
    const t = studentTQuantile(1 - alpha / 2, df) + studentTQuantile(power, df);
    const next = Math.max(2, (t * t * spread) / (d * d));
    if (Math.abs(next - n) < 1e-9) break;
    n = next;
  }
  return Math.ceil(n - 1e-9);
}

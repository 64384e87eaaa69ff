import type { Verdict } from '../model/report.js';

/**
 * Criterion's rule after the multiple-comparison adjustment: not significant is `unchanged`;
 * significant with the whole interval of the change beyond +noise is a regression, beyond −noise
 * an improvement; anything else significant is `noise`. A null bound is unbounded.
 */
export function decideVerdict(pAdjusted: number, changeCI: readonly [number | null, number | null], alpha: number, noise: number): Verdict {
  if (!(pAdjusted < alpha)) return 'unchanged';
  const [low, high] = changeCI;
  if (low !== null && low > noise) return 'regression';
  if (high !== null && high < -noise) return 'improvement';
  return 'noise';
}

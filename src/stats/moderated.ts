import jStat from 'jstat';
import { digamma, trigamma, trigammaInverse } from './polygamma.js';

/** The scaled inverse-chi-square prior of the row variances: d0 degrees of freedom around s0². */
export interface VariancePrior {
  /** Prior degrees of freedom; Infinity when the variances agree with one common value. */
  readonly d0: number;
  readonly s0squared: number;
}

/**
 * limma's `fitFDist` without covariate (Smyth 2004, §6.2): moments of log s² matched to the
 * scaled F distribution. `df` is the residual degrees of freedom of every variance (> 0).
 */
export function fitVariancePrior(variances: readonly number[], df: number): VariancePrior | undefined {
  const finite = variances.filter((value) => Number.isFinite(value) && value > -1e-15).map((value) => Math.max(value, 0));
  const n = finite.length;
  if (n < 2 || !(df > 0)) return undefined;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = n % 2 === 1 ? (sorted[(n - 1) / 2] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
  const floor = 1e-5 * (middle === 0 ? 1 : middle);
  const shift = -digamma(df / 2) + Math.log(df / 2);
  let sum = 0;
  let floored = 0;
  const e = finite.map((value) => {
    const kept = Math.max(value, floor);
    floored += kept;
    const term = Math.log(kept) + shift;
    sum += term;
    return term;
  });
  const emean = sum / n;
  let squares = 0;
  for (const term of e) squares += (term - emean) ** 2;
  const evar = squares / (n - 1) - trigamma(df / 2);
  if (evar > 0) {
    const d0 = 2 * trigammaInverse(evar);
    return { d0, s0squared: Math.exp(emean + digamma(d0 / 2) - Math.log(d0 / 2)) };
  }
  // limma ≥ 3.50: the plain mean of the (floored) variances when they agree beyond sampling noise.
  return { d0: Infinity, s0squared: floored / n };
}

/** limma's `squeezeVar`: the posterior variance (d0 s0² + df s²) / (d0 + df). */
export function posteriorVariance(variance: number, df: number, prior: VariancePrior): number {
  if (!Number.isFinite(prior.d0)) return prior.s0squared;
  return (prior.d0 * prior.s0squared + df * variance) / (prior.d0 + df);
}

/**
 * How far a variance lies above the prior: P(F(df, d0) > s²/s0²), the chance that a variance with
 * `df` df drawn from the prior is at least this large (χ²_df/df when d0 is infinite). Small for a
 * row whose variance the prior does not explain (limma's robust fit gives such rows less prior).
 */
export function varianceAbovePriorP(variance: number, df: number, prior: VariancePrior): number {
  if (!(prior.s0squared > 0)) return variance > 0 ? 0 : 1;
  const ratio = variance / prior.s0squared;
  if (!(ratio > 0)) return 1;
  if (!Number.isFinite(prior.d0)) return Math.min(1, Math.max(0, 1 - jStat.lowRegGamma(df / 2, (df * ratio) / 2)));
  const p = jStat.ibeta(prior.d0 / (prior.d0 + df * ratio), prior.d0 / 2, df / 2);
  return Math.min(1, Math.max(0, p));
}

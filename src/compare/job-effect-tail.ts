import { medianInPlace } from '../stats/selection.js';
import { studentTQuantile } from '../stats/student-t.js';
import type { SuiteRowResult } from './suite-row-test.js';

// Against fewer than five baseline jobs nothing measures well how far another VM moves one
// benchmark, and benchmarks differ in how much they react to it (memory-bound rows far more than
// cache-resident ones): a heavy-tailed spread that one normal τ² for the suite cannot hold (A/A
// suites of 200 rows against one job flagged a row in 100% of cases). So a row's p keeps its t
// test's body up to alpha and has a Cauchy tail beyond it, on the scale of the rows' own spread
// (docs/statistics.md, "Another VM's effect, benchmark by benchmark").

/** The MAD's factor to a normal sd. */
const MAD_TO_SD = 1.4826;
/** The normal's 97.5% quantile: the tail's scale is the half-width of 95% of the rows' spread. */
const Z_975 = 1.959963984540054;

/** z₀.₉₇₅ × the MAD-based sd of the rows' effects net of the common shift (their runs' noise in it). */
export function tailScale(netEffects: ArrayLike<number>): number {
  const values = Float64Array.from({ length: netEffects.length }, (_, i) => netEffects[i] as number);
  const centre = medianInPlace(values.slice(), values.length);
  for (let i = 0; i < values.length; i++) values[i] = Math.abs((values[i] as number) - centre);
  return Z_975 * MAD_TO_SD * medianInPlace(values, values.length);
}

/**
 * A row's p with the tail: max(p, α·s/(|e| − e₀ + s)), e₀ the effect at which its t test reaches
 * α and s the tail's scale. Equal to the t test's p up to α (so the marginal intervals keep their
 * coverage), and falling as 1/|e| beyond: a row must lie about 20 scales out to reach α/20.
 */
export function tailP(effect: number, se: number, df: number, p: number, alpha: number, scale: number): number {
  const reach = studentTQuantile(1 - alpha / 2, df) * se;
  const beyond = Math.abs(effect) - reach;
  if (!(p < alpha) || !(beyond > 0) || !(scale > 0)) return p;
  return Math.max(p, (alpha * scale) / (beyond + scale));
}

/**
 * The row with the tail's p, its standard error widened so that its t gives that p at its df:
 * then its interval at any level (the verdict's adjusted one too) excludes 0 exactly when the p
 * is under the level. The widening is variance more runs do not remove.
 */
export function withJobEffectTail(row: SuiteRowResult, alpha: number, scale: number): SuiteRowResult {
  const df = row.df > 0 ? row.df : 1e6;
  const p = tailP(row.effect, row.se, df, row.p, alpha, scale);
  if (!(p > row.p)) return row;
  const se = Math.abs(row.effect) / studentTQuantile(1 - p / 2, df);
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  const widened = se * se - row.se * row.se;
  return { ...row, se, df, p, ci: [row.effect - half, row.effect + half], fixedVariance: (row.fixedVariance ?? 0) + widened, tailVariance: widened };
}

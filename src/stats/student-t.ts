import jStat from 'jstat';

/**
 * Two-sided p-value of Student's t with (possibly fractional) df: I_{df/(df+t²)}(df/2, 1/2).
 * The incomplete-beta form never computes 1 − cdf, which underflows to 0 for large |t|
 * (`2*(1-cdf)` returns 0 from t ≈ 8.4 at df = 1000; docs/design.md, Numerical notes).
 */
export function studentTTwoSidedP(t: number, df: number): number {
  if (t === 0) return 1;
  if (!Number.isFinite(t)) return 0;
  const p = jStat.ibeta(df / (df + t * t), df / 2, 0.5);
  return Math.min(1, Math.max(0, p));
}

// Rows of a suite share their degrees of freedom and levels: one quantile serves them all
// (jStat's inverse incomplete beta costs microseconds; 10,000 rows asked for the same one).
// Keyed by the numbers themselves: a string key per lookup cost more than the lookup.
const QUANTILE_CACHE_LIMIT = 4096;
let cachedQuantiles = 0;
const quantileCache = new Map<number, Map<number, number>>();
const normalCache = new Map<number, number>();

/**
 * The quantile of Student's t at probability `probability`, memoised per (probability, df) for
 * whole df (a Welch–Satterthwaite df is fractional and almost never repeats: a key per row only
 * filled and cleared the memo).
 */
export function studentTQuantile(probability: number, df: number): number {
  if (!Number.isInteger(df)) return jStat.studentt.inv(probability, df);
  let byDf = quantileCache.get(probability);
  let quantile = byDf?.get(df);
  if (quantile === undefined) {
    quantile = jStat.studentt.inv(probability, df);
    if (cachedQuantiles >= QUANTILE_CACHE_LIMIT) {
      quantileCache.clear();
      cachedQuantiles = 0;
      byDf = undefined;
    }
    if (byDf === undefined) {
      byDf = new Map();
      quantileCache.set(probability, byDf);
    }
    byDf.set(df, quantile);
    cachedQuantiles++;
  }
  return quantile;
}

/** The standard normal quantile, memoised: the sample-size estimate asks for the same two on every row. */
export function normalQuantile(probability: number): number {
  let quantile = normalCache.get(probability);
  if (quantile === undefined) {
    quantile = jStat.normal.inv(probability, 0, 1);
    if (normalCache.size >= QUANTILE_CACHE_LIMIT) normalCache.clear();
    normalCache.set(probability, quantile);
  }
  return quantile;
}

/** The standard normal distribution function. */
export function normalCdf(x: number): number {
  return jStat.normal.cdf(x, 0, 1);
}

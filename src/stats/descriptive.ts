/** Arithmetic mean of values[from, from + length). Callers guarantee at least one value. */
export function amean(values: ArrayLike<number>, length: number = values.length, from = 0): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += values[from + i] as number;
  return sum / length;
}

/** Harmonic mean n / Σ(1/x) of values[from, from + length); every value must be positive. */
export function hmean(values: ArrayLike<number>, length: number = values.length, from = 0): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += 1 / (values[from + i] as number);
  return length / sum;
}

/** Geometric mean of values[0, length) through logarithms (a direct product overflows); undefined unless every value is positive. */
export function gmean(values: ArrayLike<number>, length: number = values.length): number | undefined {
  let sumLog = 0;
  for (let i = 0; i < length; i++) {
    const v = values[i] as number;
    if (!(v > 0)) return undefined;
    sumLog += Math.log(v);
  }
  return Math.exp(sumLog / length);
}

/**
 * Sample variance (n − 1 denominator), two-pass: a one-pass Σx² − n·x̄² loses every digit on
 * values like 1.2e9 ns with a sub-unit spread (reference case `large-magnitude-ns`).
 * 0 for fewer than two values.
 */
export function sampleVariance(values: ArrayLike<number>, mean: number = amean(values)): number {
  const n = values.length;
  if (n < 2) return 0;
  let sumSq = 0;
  let sumDev = 0;
  for (let i = 0; i < n; i++) {
    const dev = (values[i] as number) - mean;
    sumSq += dev * dev;
    sumDev += dev;
  }
  // The correction term removes the rounding error left in `mean` (corrected two-pass algorithm).
  return Math.max(0, (sumSq - (sumDev * sumDev) / n) / (n - 1));
}

/** Quantile of sorted[0, length) with linear interpolation (type 7, numpy's default, as Criterion). */
export function quantileSorted(sorted: ArrayLike<number>, probability: number, length: number = sorted.length): number {
  const rank = probability * (length - 1);
  const low = Math.floor(rank);
  const high = Math.min(low + 1, length - 1);
  const lowValue = sorted[low] as number;
  return lowValue + (rank - low) * ((sorted[high] as number) - lowValue);
}

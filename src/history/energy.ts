// E-divisive's divergence (Matteson & James 2014, with α = 1): the energy distance of two
// samples as U-statistics, scaled by mn/(m+n) so that splits of unequal sizes compare fairly.

/** Σ over i < k of |x_i − x_k| for values[start..end), the within-sample sum. */
export function pairwiseSum(values: ArrayLike<number>, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) {
    const x = values[i] as number;
    for (let k = i + 1; k < end; k++) sum += Math.abs(x - (values[k] as number));
  }
  return sum;
}

/** Σ |x − y| over x in values[aStart..aEnd), y in values[bStart..bEnd): the between-sample sum. */
function crossSum(values: ArrayLike<number>, aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  let sum = 0;
  for (let i = aStart; i < aEnd; i++) {
    const x = values[i] as number;
    for (let k = bStart; k < bEnd; k++) sum += Math.abs(x - (values[k] as number));
  }
  return sum;
}

/** Q̂ = mn/(m+n) · Ê from the three sums of a split into m left and n right values (m, n ≥ 2). */
function divergence(within: number, between: number, withinRight: number, m: number, n: number): number {
  const energy = (2 * between) / (m * n) - within / ((m * (m - 1)) / 2) - withinRight / ((n * (n - 1)) / 2);
  return ((m * n) / (m + n)) * energy;
}

/** Q̂ of the split of values[start..end) at `split` (left: start..split, right: split..end), each side ≥ 2 values. */
export function splitDivergence(values: ArrayLike<number>, start: number, split: number, end: number): number {
  return divergence(pairwiseSum(values, start, split), crossSum(values, start, split, split, end), pairwiseSum(values, split, end), split - start, end - split);
}

export interface Split {
  /** The first index of the right side: the change. */
  readonly index: number;
  /** The end of the right side (E-divisive's κ): a level may end before the stretch does. */
  readonly end: number;
  readonly divergence: number;
}

/**
 * Within-sums of every stretch of a series, for O(1) divergences: within(a, b) = Σ over
 * a ≤ i < k < b of |x_i − x_k|. Filled row by row from the end, O(n²) time and memory
 * ((n + 1)² numbers: 8 MB at 1,000 commits).
 */
export class WithinSums {
  private readonly sums: Float64Array;
  private readonly width: number;

  constructor(values: ArrayLike<number>) {
    const n = values.length;
    this.width = n + 1;
    this.sums = new Float64Array(this.width * this.width);
    // within(a, b) = within(a + 1, b) + Σ over a < k < b of |x_a − x_k|.
    for (let a = n - 1; a >= 0; a--) {
      const x = values[a] as number;
      let fromA = 0;
      const row = a * this.width;
      const next = row + this.width;
      for (let b = a + 2; b <= n; b++) {
        fromA += Math.abs(x - (values[b - 1] as number));
        this.sums[row + b] = (this.sums[next + b] as number) + fromA;
      }
    }
  }

  within(start: number, end: number): number {
    return this.sums[start * this.width + end] as number;
  }
}

/** The (split, end) pairs bestSplit looks at in a stretch of `length`: the count its test is corrected by. */
export function splitPairs(length: number, minSegment: number): number {
  const k = length - 2 * Math.max(2, minSegment) + 1;
  return k <= 0 ? 0 : (k * (k + 1)) / 2;
}

/**
 * E-divisive's best split of the stretch [start, end): the change τ and the end κ of the level
 * after it that maximise Q̂ of [start, τ) against [τ, κ), each side at least `minSegment` (≥ 2)
 * values; the first of equals. Looking at κ < end finds a level that comes and goes (a
 * regression fixed a few commits later), which one split against the whole rest misses.
 * Undefined when the stretch is too short or has no spread at all.
 */
export function bestSplit(sums: WithinSums, start: number, end: number, minSegment: number): Split | undefined {
  const least = Math.max(2, minSegment);
  let best: Split | undefined;
  for (let split = start + least; split <= end - least; split++) {
    const m = split - start;
    const withinLeft = sums.within(start, split);
    const leftPairs = (m * (m - 1)) / 2;
    for (let stop = split + least; stop <= end; stop++) {
      const n = stop - split;
      const withinRight = sums.within(split, stop);
      const between = sums.within(start, stop) - withinLeft - withinRight;
      const q = ((m * n) / (m + n)) * ((2 * between) / (m * n) - withinLeft / leftPairs - withinRight / ((n * (n - 1)) / 2));
      if (q > (best?.divergence ?? 0)) best = { index: split, end: stop, divergence: q };
    }
  }
  return best;
}

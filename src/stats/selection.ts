import { bucketCountsScratch, bucketedScratch, bucketOfScratch } from './scratch.js';

/**
 * Order statistics without a full sort. V8's TypedArray#sort costs about 20 µs for 100 values
 * (measured on the 2-core reference machine), and the per-run summary needs a median per run.
 */

/** Puts the k-th smallest of a[0..length) at index k (Hoare's quickselect); reorders `a`. */
export function selectInPlace(a: Float64Array, length: number, k: number): number {
  let low = 0;
  let high = length - 1;
  while (high > low) {
    const pivot = a[(low + high) >> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = a[i] as number;
        a[i] = a[j] as number;
        a[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return a[k] as number;
}

/** Median of a[0..length) (mean of the two middle values for even lengths); reorders `a`. */
export function medianInPlace(a: Float64Array, length: number): number {
  const k = (length - 1) >> 1;
  const middle = selectInPlace(a, length, k);
  if (length % 2 === 1) return middle;
  // After selection everything right of k is ≥ a[k]; the next order statistic is their minimum.
  let next = Infinity;
  for (let i = k + 1; i < length; i++) if ((a[i] as number) < next) next = a[i] as number;
  return (middle + next) / 2;
}

/** The median of `values`, on a copy. */
export function medianOf(values: ArrayLike<number>): number {
  // Copied by an index loop: Float64Array.from of an array walks its iterator.
  const copy = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) copy[i] = values[i] as number;
  return medianInPlace(copy, copy.length);
}

/**
 * Sorts a[0..length) ascending: insertion sort for the short runs benchmarks have, else the
 * built-in sort (through a view: the only case that makes one, 100,000 runs of 20 made none).
 */
export function sortInPlace(a: Float64Array, length: number): void {
  if (length > 48) {
    a.subarray(0, length).sort();
    return;
  }
  for (let i = 1; i < length; i++) {
    const value = a[i] as number;
    let j = i - 1;
    while (j >= 0 && (a[j] as number) > value) {
      a[j + 1] = a[j] as number;
      j--;
    }
    a[j + 1] = value;
  }
}

/**
 * For each index in `members`, the median of the other members' `values`; every other index gets
 * the members' median (with fewer than two members, every index does). One sort: the others'
 * values in order are the sorted values with the member's rank skipped, so each median is read at
 * the middle of that order (of tied values, any copy skipped leaves the same order).
 */
export function leaveOneOutMedians(values: ArrayLike<number>, members: readonly number[]): Float64Array {
  const count = members.length;
  const sorted = new Float64Array(count);
  for (let i = 0; i < count; i++) sorted[i] = values[members[i] as number] as number;
  sortInPlace(sorted, count);
  const medians = new Float64Array(values.length).fill(sortedMedian(sorted, count, count));
  if (count < 2) return medians;
  for (const member of members) {
    const value = values[member] as number;
    // The first rank of the member's value (binary search).
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    medians[member] = sortedMedian(sorted, count - 1, low);
  }
  return medians;
}

/** The median of sorted[0, length) (mean of the two middle values for even lengths). */
export function medianSorted(sorted: Float64Array, length: number): number {
  return sortedMedian(sorted, length, length);
}

/** The median of `length` sorted values read from `sorted` with the value at rank `skipped` left out (none when beyond). */
function sortedMedian(sorted: Float64Array, length: number, skipped: number): number {
  const at = (rank: number): number => sorted[rank < skipped ? rank : rank + 1] as number;
  return length % 2 === 1 ? at((length - 1) >> 1) : (at(length / 2 - 1) + at(length / 2)) / 2;
}

const BUCKETS = 128;

/**
 * The median by buckets first: each value's bucket is ⌊(x − min)·B/(max − min)⌋, a
 * non-decreasing function of x in floating point as well, so every value of a lower bucket is
 * below every value of a higher one and the middle order statistics are those of the bucket that
 * holds their rank, selected among its few values. For the 100 subselection means of a run: the
 * quickselect's comparisons are a coin toss each (mispredicted branches), and it was half of a
 * run's subselection time; this takes two passes that hardly branch. Exactly medianInPlace's value
 * (the same two order statistics, averaged alike), so it falls back to medianInPlace where equal
 * values could differ: a zero (0 and −0 compare equal, and which of them is picked is the
 * quickselect's order), NaN, or a spread too narrow for the scale to be finite. Reorders `a`
 * only then.
 */
export function medianByBuckets(a: Float64Array, length: number): number {
  let min = a[0] as number;
  let max = min;
  let exact = min !== 0 && min === min;
  for (let i = 1; i < length; i++) {
    const v = a[i] as number;
    if (v < min) min = v;
    else if (v > max) max = v;
    // A zero or NaN.
    if (!(v !== 0 && v === v)) exact = false;
  }
  const scale = BUCKETS / (max - min);
  if (!exact || min === max || !(scale < Infinity)) return medianInPlace(a, length);
  const counts = bucketCountsScratch.take(BUCKETS);
  const buckets = bucketOfScratch.take(length);
  counts.fill(0);
  for (let i = 0; i < length; i++) {
    let b = (((a[i] as number) - min) * scale) | 0;
    if (b >= BUCKETS) b = BUCKETS - 1;
    buckets[i] = b;
    counts[b] = (counts[b] as number) + 1;
  }
  const k = (length - 1) >> 1;
  let below = 0;
  let bucket = 0;
  while (below + (counts[bucket] as number) <= k) below += counts[bucket++] as number;
  const picked = bucketedScratch.take(length);
  let m = 0;
  for (let i = 0; i < length; i++) if (buckets[i] === bucket) picked[m++] = a[i] as number;
  const rank = k - below;
  const middle = selectInPlace(picked, m, rank);
  if (length % 2 === 1) return middle;
  // The next order statistic: the least value right of the rank in this bucket, else the least of the next bucket with any.
  let next = Infinity;
  for (let i = rank + 1; i < m; i++) if ((picked[i] as number) < next) next = picked[i] as number;
  if (rank + 1 >= m) {
    let following = bucket + 1;
    while ((counts[following] as number) === 0) following++;
    for (let i = 0; i < length; i++) if (buckets[i] === following && (a[i] as number) < next) next = a[i] as number;
  }
  return (middle + next) / 2;
}

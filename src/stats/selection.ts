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

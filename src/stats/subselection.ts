import { quantileSorted } from './descriptive.js';
import { tukeyCountsSortedInto } from './outliers.js';
import { medianByBuckets, sortInPlace } from './selection.js';

/** mmtests' documented advanced mode: 100 subselections of 80% (its code has used 1000, with replacement; see notes). */
export const SUBSELECTION_DRAWS = 100;
/** Runs with fewer samples than this use their plain mean: 80% of 4 leaves too little to resample. */
export const SUBSELECTION_MIN_SAMPLES = 5;
/** Slots of a run in `tails`: its share at a fence, its plain mean, its median, whether its value is off its bulk (1 or 0). */
export const TAIL_STRIDE = 4;
/**
 * A run's value is off its bulk when it lies farther from the median than this many times the
 * run's core spread (its median absolute deviation, at least a tenth of its IQR), from 10 samples
 * on: a normal run of 10 samples is off its bulk 2.3% of the time, of 20 0.15%, of 50 never; an
 * exponential one 12%, 6%, 1%; one whose second mode holds a quarter to a half of the samples
 * (GC rounds) nearly always (test/compare/run-centre.test.ts).
 */
export const OFF_BULK_SPREADS = 2;
/** Runs with fewer samples are never off their bulk: their 40th to 60th percentiles are too few samples apart to measure a core. */
const OFF_BULK_MIN_SAMPLES = 10;
/** Up to this many samples an index needs only 16 random bits. */
const SIXTEEN_BIT_LIMIT = 65536;

// Scratch space reused across calls: allocating three typed arrays per run cost more than the
// draws themselves on 100,000 runs.
let scratchDeviations = new Float64Array(64);
let scratchOrder = new Int32Array(64);
let scratchMeans = new Float64Array(SUBSELECTION_DRAWS);
let scratchReciprocals = new Float64Array(64);

/**
 * The median absolute deviation from `median` of sorted[0, n), unscaled: the distances grow
 * outwards from the median on both sides, so merging the two runs of them finds the middle ones
 * in O(n).
 */
export function medianDeviationSorted(sorted: ArrayLike<number>, n: number, median: number): number {
  let left = 0;
  while (left + 1 < n && (sorted[left + 1] as number) <= median) left++;
  let right = left + 1;
  const lowRank = (n - 1) >> 1;
  const highRank = n >> 1;
  let low = 0;
  for (let rank = 0; rank <= highRank; rank++) {
    const toLeft = left >= 0 ? median - (sorted[left] as number) : Infinity;
    const toRight = right < n ? (sorted[right] as number) - median : Infinity;
    const distance = toLeft <= toRight ? toLeft : toRight;
    if (toLeft <= toRight) left--;
    else right++;
    if (rank === lowRank) low = distance;
    if (rank === highRank) return (low + distance) / 2;
  }
  return low;
}

/**
 * The robust value of one run (mmtests' "advanced" mode): the median of the means of `draws`
 * random subselections of 80% of the run's samples, drawn without replacement.
 *
 * Works on the test scale (x for times, 1/x for rates), where the arithmetic mean is the right
 * centre for both. Each subselection keeps ⌊4n/5⌋ samples; the n − ⌊4n/5⌋ it drops are picked by
 * a partial Fisher–Yates shuffle (continuing the same permutation across draws), and its mean is
 * the run's total minus the dropped samples: O(n + draws·n/5) instead of O(draws·n).
 * Deviations from the run mean are summed so that values like 1.2e9 ns keep their digits.
 *
 * Randomness: mulberry32 (rng.ts) seeded with `seed`, inlined because a closure call per draw
 * doubled the time. Up to 65,536 samples each 32-bit output gives two indices, high half first,
 * as floor(h·m / 2^16): uniform up to a bias below m/65,536 (3e-4 for 20 samples), far under the
 * resolution of a median of 100 means. Larger runs use floor(u/2^32 · m) with one output each.
 */
export function subselectionMedianMean(values: ArrayLike<number>, seed: number, draws: number = SUBSELECTION_DRAWS): number {
  return subselectionMedianMeanAt(values, 0, values.length, seed, draws);
}

/**
 * subselectionMedianMean of values[start, end), or of their reciprocals (a rate's samples, read
 * where they are stored: the helper thread's jobs read the sides' sample memory itself, and a
 * view per job was 100,000 objects for nothing). With `tukey`, also the run's Tukey counts
 * (stats/outliers.ts) into tukey[at] (mild) and tukey[at + 1] (severe) when the samples are
 * sorted here anyway (5 samples or more, not all equal, not reciprocals), else -1 there. With
 * `tails`, also what the tail test reads (compare/tail.ts): at tails[tailAt] the share of the
 * run's samples that count at a fence (beyond 3 IQR, on the test scale; 0 for a constant run,
 * NaN under 5 samples, where nothing is clamped), at tails[tailAt + 1] the run's plain mean, at
 * tails[tailAt + 2] its median and at tails[tailAt + 3] 1 when its value is off its bulk
 * (OFF_BULK_SPREADS: a second mode or a heavy skew pulled it between the modes), else 0.
 */
export function subselectionMedianMeanAt(
  samples: ArrayLike<number>,
  from: number,
  end: number,
  seed: number,
  draws: number = SUBSELECTION_DRAWS,
  reciprocal = false,
  tukey?: Int32Array,
  at = 0,
  tails?: Float64Array,
  tailAt = 0,
): number {
  if (tukey !== undefined) tukey[at] = -1;
  const n = end - from;
  let values = samples;
  let start = from;
  if (reciprocal) {
    if (scratchReciprocals.length < n) scratchReciprocals = new Float64Array(n);
    const copy = scratchReciprocals;
    for (let i = 0; i < n; i++) copy[i] = 1 / (samples[from + i] as number);
    values = copy;
    start = 0;
  }
  let sum = 0;
  for (let i = start; i < start + n; i++) sum += values[i] as number;
  const shift = sum / n;
  if (tails !== undefined) {
    tails[tailAt] = n < SUBSELECTION_MIN_SAMPLES ? NaN : 0;
    tails[tailAt + 1] = shift;
    tails[tailAt + 2] = shift;
    tails[tailAt + 3] = 0;
  }
  if (n < SUBSELECTION_MIN_SAMPLES) return shift;
  // A constant run (B/op, allocs/op) has every subselection mean equal to its value: no draws.
  const first = values[start] as number;
  let constant = true;
  for (let i = start + 1; i < start + n && constant; i++) constant = values[i] === first;
  if (constant) {
    if (tails !== undefined) tails[tailAt + 2] = first;
    return first;
  }
  const keep = Math.floor((4 * n) / 5);
  const drop = n - keep;
  if (scratchDeviations.length < n) {
    scratchDeviations = new Float64Array(n);
    scratchOrder = new Int32Array(n);
  }
  // A sample beyond Tukey's severe fences (3 IQR from the quartiles: a GC pause, a scheduler
  // hiccup) counts at its fence: kept, but no longer able to move the run's value on its own.
  // With 5 samples one such sample is in 4 of the 5 subselections, so the median of their means
  // was not robust to it. Well-behaved runs have none (a normal sample lies beyond them once in
  // 400,000), so their value is mmtests' as before (docs/design.md, Verdict engine).
  const sorted = scratchDeviations;
  for (let i = 0; i < n; i++) sorted[i] = values[start + i] as number;
  sortInPlace(sorted, n);
  if (tukey !== undefined && !reciprocal) tukeyCountsSortedInto(sorted, n, tukey, at);
  const q1 = quantileSorted(sorted, 0.25, n);
  const q3 = quantileSorted(sorted, 0.75, n);
  const lowFence = q1 - 3 * (q3 - q1);
  const highFence = q3 + 3 * (q3 - q1);
  // Read before the deviations overwrite the sorted samples.
  const median = quantileSorted(sorted, 0.5, n);
  const bulkLimit = OFF_BULK_SPREADS * Math.max(medianDeviationSorted(sorted, n, median), (q3 - q1) / 10);
  if (tails !== undefined) tails[tailAt + 2] = median;
  if (scratchMeans.length < draws) scratchMeans = new Float64Array(draws);
  // Locals, not the module bindings, in the hot loop: V8 reloads mutable module variables.
  const deviations = scratchDeviations;
  const order = scratchOrder;
  const means = scratchMeans;
  let total = 0;
  // Counted without a branch of its own: an increment that runs only for a rare sample beyond
  // the fences has no type feedback when V8 optimizes this function early, and its first such
  // sample threw the optimized code away (twice in a go 100 x 20 comparison, each a return to
  // the interpreter).
  let beyond = 0;
  for (let i = 0; i < n; i++) {
    const value = values[start + i] as number;
    const deviation = (value < lowFence ? lowFence : value > highFence ? highFence : value) - shift;
    beyond += value < lowFence || value > highFence ? 1 : 0;
    deviations[i] = deviation;
    total += deviation;
    order[i] = i;
  }
  if (tails !== undefined) {
    // Divided where it is stored, as a float64 element: as a division of two small integers, 0
    // most times, V8 compiled it as an integer division and threw the optimized code away at the
    // first fraction ("lost precision", "not int32": 8 ms of Node 20's go 100 x 20).
    tails[tailAt] = beyond;
    tails[tailAt] /= n;
  }
  const sixteenBits = n <= SIXTEEN_BIT_LIMIT;
  let state = seed | 0;
  if (sixteenBits && drop % 2 === 0) {
    // The same draws as the loop below, two indices an output with no index left over for the
    // next draw (an even number a draw): without its branch per index, 9% less time a run of 20.
    for (let draw = 0; draw < draws; draw++) {
      let dropped = 0;
      for (let i = 0; i < drop; i += 2) {
        state = (state + 0x6d2b79f5) | 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 15), z | 1);
        z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
        const word = (z ^ (z >>> 14)) >>> 0;
        const j = i + (((word >>> 16) * (n - i)) >>> 16);
        const picked = order[j] as number;
        order[j] = order[i] as number;
        order[i] = picked;
        dropped += deviations[picked] as number;
        const k = i + 1 + (((word & 0xffff) * (n - i - 1)) >>> 16);
        const paired = order[k] as number;
        order[k] = order[i + 1] as number;
        order[i + 1] = paired;
        dropped += deviations[paired] as number;
      }
      means[draw] = shift + (total - dropped) / keep;
    }
    const value = medianByBuckets(means, draws);
    if (tails !== undefined) tails[tailAt + 3] = n >= OFF_BULK_MIN_SAMPLES && bulkLimit > 0 && Math.abs(value - median) > bulkLimit ? 1 : 0;
    return value;
  }
  let spare = -1;
  for (let draw = 0; draw < draws; draw++) {
    let dropped = 0;
    for (let i = 0; i < drop; i++) {
      let j: number;
      if (spare >= 0) {
        j = i + ((spare * (n - i)) >>> 16);
        spare = -1;
      } else {
        state = (state + 0x6d2b79f5) | 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 15), z | 1);
        z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
        const word = (z ^ (z >>> 14)) >>> 0;
        if (sixteenBits) {
          j = i + (((word >>> 16) * (n - i)) >>> 16);
          spare = word & 0xffff;
        } else {
          j = i + Math.floor((word / 4294967296) * (n - i));
        }
      }
      const picked = order[j] as number;
      order[j] = order[i] as number;
      order[i] = picked;
      dropped += deviations[picked] as number;
    }
    means[draw] = shift + (total - dropped) / keep;
  }
  const value = medianByBuckets(means, draws);
  if (tails !== undefined) tails[tailAt + 3] = n >= OFF_BULK_MIN_SAMPLES && bulkLimit > 0 && Math.abs(value - median) > bulkLimit ? 1 : 0;
  return value;
}

import { quantileSorted } from './descriptive.js';
import { tukeyCountsSortedInto } from './outliers.js';
import { deviationsScratch, meansScratch, orderScratch, reciprocalsScratch } from './scratch.js';
import { medianByBuckets, sortInPlace } from './selection.js';

/** mmtests' documented advanced mode: 100 subselections of 80% (its code has used 1000, with replacement; see notes). */
export const SUBSELECTION_DRAWS = 100;
/** Runs with fewer samples than this use their plain mean: 80% of 4 leaves too little to resample. */
const SUBSELECTION_MIN_SAMPLES = 5;
/** Slots of a run in `tails`: its share at a fence, its plain mean, its median, whether its value is off its bulk (1 or 0). */
export const TAIL_STRIDE = 4;
/**
 * A run's value is off its bulk when it lies farther from the median than this many times the
 * run's core spread (its median absolute deviation, at least a tenth of its IQR), from 10 samples
 * on: a normal run of 10 samples is off its bulk 2.3% of the time, of 20 0.15%, of 50 never; an
 * exponential one 12%, 6%, 1%; one whose second mode holds a quarter to a half of the samples
 * (GC rounds) nearly always (test/compare/run-centre.test.ts).
 */
const OFF_BULK_SPREADS = 2;
/** Runs with fewer samples are never off their bulk: their 40th to 60th percentiles are too few samples apart to measure a core. */
const OFF_BULK_MIN_SAMPLES = 10;
/** Up to this many samples an index needs only 16 random bits. */
const SIXTEEN_BIT_LIMIT = 65536;

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
 * Randomness: mulberry32 (rng.ts) seeded with `seed`. Up to 65,536 samples each 32-bit output
 * gives two indices, high half first, as floor(h·m / 2^16): uniform up to a bias below m/65,536
 * (3e-4 for 20 samples), far under the resolution of a median of 100 means. Larger runs use
 * floor(u/2^32 · m) with one output each.
 */
export function subselectionMedianMean(values: ArrayLike<number>, seed: number, draws: number = SUBSELECTION_DRAWS): number {
  return subselectionMedianMeanAt(values, 0, values.length, seed, draws);
}

/**
 * subselectionMedianMean of values[start, end), or of their reciprocals (a rate's samples, read
 * where they are stored: the helper thread's jobs read the sides' sample memory itself, and a
 * view per job would be 100,000 objects for nothing). With `tukey`, also the run's Tukey counts
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
  const values = reciprocal ? reciprocalsOf(samples, from, n) : samples;
  const start = reciprocal ? 0 : from;
  const mean = meanOf(values, start, n);
  if (tails !== undefined) plainTails(tails, tailAt, n, mean);
  if (n < SUBSELECTION_MIN_SAMPLES) return mean;
  // A constant run (B/op, allocs/op) has every subselection mean equal to its value: no draws.
  if (isConstant(values, start, n)) {
    if (tails !== undefined) tails[tailAt + 2] = values[start] as number;
    return values[start] as number;
  }
  const sorted = sortedCopy(values, start, n);
  if (tukey !== undefined && !reciprocal) tukeyCountsSortedInto(sorted, n, tukey, at);
  const q1 = quantileSorted(sorted, 0.25, n);
  const q3 = quantileSorted(sorted, 0.75, n);
  const median = quantileSorted(sorted, 0.5, n);
  const bulkLimit = OFF_BULK_SPREADS * Math.max(medianDeviationSorted(sorted, n, median), (q3 - q1) / 10);
  if (tails !== undefined) tails[tailAt + 2] = median;
  // Into the sorted copy's room: every statistic of the sorted samples is read above.
  const deviations = fencedDeviations(values, start, n, q1 - 3 * (q3 - q1), q3 + 3 * (q3 - q1), mean, sorted, tails, tailAt);
  const value = medianByBuckets(subselectionMeans(deviations, n, mean, draws, seed), draws);
  if (tails !== undefined) tails[tailAt + 3] = n >= OFF_BULK_MIN_SAMPLES && bulkLimit > 0 && Math.abs(value - median) > bulkLimit ? 1 : 0;
  return value;
}

/** The reciprocals of samples[from, from + n), on loan from scratch.ts. */
function reciprocalsOf(samples: ArrayLike<number>, from: number, n: number): Float64Array {
  const reciprocals = reciprocalsScratch.take(n);
  for (let i = 0; i < n; i++) reciprocals[i] = 1 / (samples[from + i] as number);
  return reciprocals;
}

function meanOf(values: ArrayLike<number>, start: number, n: number): number {
  let sum = 0;
  for (let i = start; i < start + n; i++) sum += values[i] as number;
  return sum / n;
}

/** The tails of a run that is not subselected (under 5 samples: no share, NaN) or before it is. */
function plainTails(tails: Float64Array, tailAt: number, n: number, mean: number): void {
  tails[tailAt] = n < SUBSELECTION_MIN_SAMPLES ? NaN : 0;
  tails[tailAt + 1] = mean;
  tails[tailAt + 2] = mean;
  tails[tailAt + 3] = 0;
}

function isConstant(values: ArrayLike<number>, start: number, n: number): boolean {
  const first = values[start] as number;
  for (let i = start + 1; i < start + n; i++) if (values[i] !== first) return false;
  return true;
}

/** values[start, start + n) sorted, on loan from scratch.ts. */
function sortedCopy(values: ArrayLike<number>, start: number, n: number): Float64Array {
  const sorted = deviationsScratch.take(n);
  for (let i = 0; i < n; i++) sorted[i] = values[start + i] as number;
  sortInPlace(sorted, n);
  return sorted;
}

/**
 * Each sample's deviation from the run's mean into `into`, a sample beyond Tukey's far fences
 * (3 IQR from the quartiles: a GC pause, a scheduler hiccup) counted at its fence: kept, but unable
 * to move the run's value on its own. With 5 samples one such sample is in 4 of the 5
 * subselections, and the median of their means would follow it. Well-behaved runs have none (a
 * normal sample lies beyond them once in 400,000): their value is mmtests' (docs/design.md,
 * Verdict engine). With `tails`, the share of samples at a fence into tails[tailAt].
 */
function fencedDeviations(
  values: ArrayLike<number>,
  start: number,
  n: number,
  lowFence: number,
  highFence: number,
  mean: number,
  into: Float64Array,
  tails: Float64Array | undefined,
  tailAt: number,
): Float64Array {
  // Counted without a branch of its own: an increment that runs only for a rare sample beyond the
  // fences has no type feedback when V8 optimizes this function early, and its first such sample
  // threw the optimized code away (twice in a go 100 x 20 comparison, each a return to the
  // interpreter).
  let beyond = 0;
  for (let i = 0; i < n; i++) {
    const value = values[start + i] as number;
    into[i] = (value < lowFence ? lowFence : value > highFence ? highFence : value) - mean;
    beyond += value < lowFence || value > highFence ? 1 : 0;
  }
  if (tails !== undefined) {
    // Divided where it is stored, as a float64 element: as a division of two small integers, 0
    // most times, V8 compiles it as an integer division and throws the optimized code away at the
    // first fraction ("lost precision", "not int32": 8 ms of Node 20's go 100 x 20).
    tails[tailAt] = beyond;
    tails[tailAt] /= n;
  }
  return into;
}

/**
 * The means of `draws` subselections of ⌊4n/5⌋ of a run's n samples, from their deviations from
 * the run's `mean`, on loan from scratch.ts: each the run's total deviation less the deviations
 * of the n − ⌊4n/5⌋ samples it leaves out, picked by a partial Fisher–Yates shuffle of `order`
 * that continues from one draw to the next. Up to 65,536 samples each 32-bit output gives two
 * indices, high half first, as floor(h·m / 2^16); larger runs use floor(u/2^32 · m), one output
 * each. The draws' loops stay in this one function: in functions of their own they took up to a
 * fifth longer (perf, 200,000 runs of 20).
 */
function subselectionMeans(deviations: Float64Array, n: number, mean: number, draws: number, seed: number): Float64Array {
  const keep = Math.floor((4 * n) / 5);
  const drop = n - keep;
  const order = orderScratch.take(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += deviations[i] as number;
    order[i] = i;
  }
  const means = meansScratch.take(draws);
  const sixteenBits = n <= SIXTEEN_BIT_LIMIT;
  let state = seed | 0;
  if (sixteenBits && drop % 2 === 0) {
    // The same draws as the loop below, two indices an output with no index left over for the
    // next draw (an even number a draw): without its branch per index, 9% less time a run of 20.
    for (let draw = 0; draw < draws; draw++) {
      let dropped = 0;
      for (let i = 0; i < drop; i += 2) {
        state = (state + 0x6d2b79f5) | 0;
        const word = mulberryOutput(state);
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
      means[draw] = mean + (total - dropped) / keep;
    }
    return means;
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
        const word = mulberryOutput(state);
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
    means[draw] = mean + (total - dropped) / keep;
  }
  return means;
}

/**
 * mulberry32's output (stats/rng.ts) at a state the caller advanced: a function V8 inlines into
 * the draws, where the generator's closure, called once a draw, doubled their time.
 */
function mulberryOutput(state: number): number {
  let z = state;
  z = Math.imul(z ^ (z >>> 15), z | 1);
  z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
  return (z ^ (z >>> 14)) >>> 0;
}

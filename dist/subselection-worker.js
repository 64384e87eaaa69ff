"use strict";

// src/threads/subselection-worker.ts
var import_node_worker_threads = require("node:worker_threads");

// src/stats/descriptive.ts
function quantileSorted(sorted, probability, length = sorted.length) {
  const rank = probability * (length - 1);
  const low = Math.floor(rank);
  const high = Math.min(low + 1, length - 1);
  const lowValue = sorted[low];
  return lowValue + (rank - low) * (sorted[high] - lowValue);
}

// src/stats/scratch.ts
var Scratch = class {
  constructor(make, initialLength) {
    this.make = make;
    this.array = new make(initialLength);
  }
  make;
  array;
  /** Room for `length` values or more; what is in it is the last borrower's. */
  take(length) {
    if (this.array.length < length) this.array = new this.make(Math.max(length, 2 * this.array.length));
    return this.array;
  }
};
var reciprocalsScratch = new Scratch(Float64Array, 64);
var deviationsScratch = new Scratch(Float64Array, 64);
var orderScratch = new Scratch(Int32Array, 64);
var meansScratch = new Scratch(Float64Array, 128);
var bucketCountsScratch = new Scratch(Int32Array, 128);
var bucketOfScratch = new Scratch(Uint8Array, 256);
var bucketedScratch = new Scratch(Float64Array, 256);
var tukeyScratch = new Scratch(Float64Array, 64);
var tukeyCountsScratch = new Scratch(Int32Array, 2);
var pooledScratch = new Scratch(Float64Array, 256);
var runTukeyScratch = new Scratch(Int32Array, 64);
var runTailsScratch = new Scratch(Float64Array, 64);

// src/stats/selection.ts
function selectInPlace(a, length, k) {
  let low = 0;
  let high = length - 1;
  while (high > low) {
    const pivot = a[low + high >> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const swap = a[i];
        a[i] = a[j];
        a[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return a[k];
}
function medianInPlace(a, length) {
  const k = length - 1 >> 1;
  const middle = selectInPlace(a, length, k);
  if (length % 2 === 1) return middle;
  let next = Infinity;
  for (let i = k + 1; i < length; i++) if (a[i] < next) next = a[i];
  return (middle + next) / 2;
}
function sortInPlace(a, length) {
  if (length > 48) {
    a.subarray(0, length).sort();
    return;
  }
  for (let i = 1; i < length; i++) {
    const value = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > value) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = value;
  }
}
var BUCKETS = 128;
function medianByBuckets(a, length) {
  let min = a[0];
  let max = min;
  let exact = min !== 0 && min === min;
  for (let i = 1; i < length; i++) {
    const v = a[i];
    if (v < min) min = v;
    else if (v > max) max = v;
    if (!(v !== 0 && v === v)) exact = false;
  }
  const scale = BUCKETS / (max - min);
  if (!exact || min === max || !(scale < Infinity)) return medianInPlace(a, length);
  const counts = bucketCountsScratch.take(BUCKETS);
  const buckets = bucketOfScratch.take(length);
  counts.fill(0);
  for (let i = 0; i < length; i++) {
    let b = (a[i] - min) * scale | 0;
    if (b >= BUCKETS) b = BUCKETS - 1;
    buckets[i] = b;
    counts[b] = counts[b] + 1;
  }
  const k = length - 1 >> 1;
  let below = 0;
  let bucket = 0;
  while (below + counts[bucket] <= k) below += counts[bucket++];
  const picked = bucketedScratch.take(length);
  let m = 0;
  for (let i = 0; i < length; i++) if (buckets[i] === bucket) picked[m++] = a[i];
  const rank = k - below;
  const middle = selectInPlace(picked, m, rank);
  if (length % 2 === 1) return middle;
  let next = Infinity;
  for (let i = rank + 1; i < m; i++) if (picked[i] < next) next = picked[i];
  if (rank + 1 >= m) {
    let following = bucket + 1;
    while (counts[following] === 0) following++;
    for (let i = 0; i < length; i++) if (buckets[i] === following && a[i] < next) next = a[i];
  }
  return (middle + next) / 2;
}

// src/stats/outliers.ts
var TUKEY_MIN_SAMPLES = 4;
function tukeyCountsSortedInto(sorted, length, out, at) {
  let mild = 0;
  let severe = 0;
  if (length >= TUKEY_MIN_SAMPLES) {
    const q1 = quantileSorted(sorted, 0.25, length);
    const q3 = quantileSorted(sorted, 0.75, length);
    const iqr = q3 - q1;
    const severeLow = q1 - 3 * iqr;
    const severeHigh = q3 + 3 * iqr;
    const mildLow = q1 - 1.5 * iqr;
    const mildHigh = q3 + 1.5 * iqr;
    for (let i = 0; i < length; i++) {
      const v = sorted[i];
      const isSevere = v < severeLow || v > severeHigh;
      severe += isSevere ? 1 : 0;
      mild += !isSevere && (v < mildLow || v > mildHigh) ? 1 : 0;
    }
  }
  out[at] = mild;
  out[at + 1] = severe;
}

// src/stats/subselection.ts
var SUBSELECTION_DRAWS = 100;
var SUBSELECTION_MIN_SAMPLES = 5;
var TAIL_STRIDE = 4;
var OFF_BULK_SPREADS = 2;
var OFF_BULK_MIN_SAMPLES = 10;
var SIXTEEN_BIT_LIMIT = 65536;
function medianDeviationSorted(sorted, n, median) {
  let left = 0;
  while (left + 1 < n && sorted[left + 1] <= median) left++;
  let right = left + 1;
  const lowRank = n - 1 >> 1;
  const highRank = n >> 1;
  let low = 0;
  for (let rank = 0; rank <= highRank; rank++) {
    const toLeft = left >= 0 ? median - sorted[left] : Infinity;
    const toRight = right < n ? sorted[right] - median : Infinity;
    const distance = toLeft <= toRight ? toLeft : toRight;
    if (toLeft <= toRight) left--;
    else right++;
    if (rank === lowRank) low = distance;
    if (rank === highRank) return (low + distance) / 2;
  }
  return low;
}
function subselectionMedianMeanAt(samples, from, end, seed, draws = SUBSELECTION_DRAWS, reciprocal = false, tukey, at = 0, tails, tailAt = 0) {
  if (tukey !== void 0) tukey[at] = -1;
  const n = end - from;
  const values = reciprocal ? reciprocalsOf(samples, from, n) : samples;
  const start = reciprocal ? 0 : from;
  const mean = meanOf(values, start, n);
  if (tails !== void 0) plainTails(tails, tailAt, n, mean);
  if (n < SUBSELECTION_MIN_SAMPLES) return mean;
  if (isConstant(values, start, n)) {
    if (tails !== void 0) tails[tailAt + 2] = values[start];
    return values[start];
  }
  const sorted = sortedCopy(values, start, n);
  if (tukey !== void 0 && !reciprocal) tukeyCountsSortedInto(sorted, n, tukey, at);
  const q1 = quantileSorted(sorted, 0.25, n);
  const q3 = quantileSorted(sorted, 0.75, n);
  const median = quantileSorted(sorted, 0.5, n);
  const bulkLimit = OFF_BULK_SPREADS * Math.max(medianDeviationSorted(sorted, n, median), (q3 - q1) / 10);
  if (tails !== void 0) tails[tailAt + 2] = median;
  const deviations = fencedDeviations(values, start, n, q1 - 3 * (q3 - q1), q3 + 3 * (q3 - q1), mean, sorted, tails, tailAt);
  const value = medianByBuckets(subselectionMeans(deviations, n, mean, draws, seed), draws);
  if (tails !== void 0) tails[tailAt + 3] = n >= OFF_BULK_MIN_SAMPLES && bulkLimit > 0 && Math.abs(value - median) > bulkLimit ? 1 : 0;
  return value;
}
function reciprocalsOf(samples, from, n) {
  const reciprocals = reciprocalsScratch.take(n);
  for (let i = 0; i < n; i++) reciprocals[i] = 1 / samples[from + i];
  return reciprocals;
}
function meanOf(values, start, n) {
  let sum = 0;
  for (let i = start; i < start + n; i++) sum += values[i];
  return sum / n;
}
function plainTails(tails, tailAt, n, mean) {
  tails[tailAt] = n < SUBSELECTION_MIN_SAMPLES ? NaN : 0;
  tails[tailAt + 1] = mean;
  tails[tailAt + 2] = mean;
  tails[tailAt + 3] = 0;
}
function isConstant(values, start, n) {
  const first = values[start];
  for (let i = start + 1; i < start + n; i++) if (values[i] !== first) return false;
  return true;
}
function sortedCopy(values, start, n) {
  const sorted = deviationsScratch.take(n);
  for (let i = 0; i < n; i++) sorted[i] = values[start + i];
  sortInPlace(sorted, n);
  return sorted;
}
function fencedDeviations(values, start, n, lowFence, highFence, mean, into, tails, tailAt) {
  let beyond = 0;
  for (let i = 0; i < n; i++) {
    const value = values[start + i];
    into[i] = (value < lowFence ? lowFence : value > highFence ? highFence : value) - mean;
    beyond += value < lowFence || value > highFence ? 1 : 0;
  }
  if (tails !== void 0) {
    tails[tailAt] = beyond;
    tails[tailAt] /= n;
  }
  return into;
}
function subselectionMeans(deviations, n, mean, draws, seed) {
  const keep = Math.floor(4 * n / 5);
  const drop = n - keep;
  const order = orderScratch.take(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += deviations[i];
    order[i] = i;
  }
  const means = meansScratch.take(draws);
  const sixteenBits = n <= SIXTEEN_BIT_LIMIT;
  let state = seed | 0;
  if (sixteenBits && drop % 2 === 0) {
    for (let draw = 0; draw < draws; draw++) {
      let dropped = 0;
      for (let i = 0; i < drop; i += 2) {
        state = state + 1831565813 | 0;
        const word = mulberryOutput(state);
        const j = i + ((word >>> 16) * (n - i) >>> 16);
        const picked = order[j];
        order[j] = order[i];
        order[i] = picked;
        dropped += deviations[picked];
        const k = i + 1 + ((word & 65535) * (n - i - 1) >>> 16);
        const paired = order[k];
        order[k] = order[i + 1];
        order[i + 1] = paired;
        dropped += deviations[paired];
      }
      means[draw] = mean + (total - dropped) / keep;
    }
    return means;
  }
  let spare = -1;
  for (let draw = 0; draw < draws; draw++) {
    let dropped = 0;
    for (let i = 0; i < drop; i++) {
      let j;
      if (spare >= 0) {
        j = i + (spare * (n - i) >>> 16);
        spare = -1;
      } else {
        state = state + 1831565813 | 0;
        const word = mulberryOutput(state);
        if (sixteenBits) {
          j = i + ((word >>> 16) * (n - i) >>> 16);
          spare = word & 65535;
        } else {
          j = i + Math.floor(word / 4294967296 * (n - i));
        }
      }
      const picked = order[j];
      order[j] = order[i];
      order[i] = picked;
      dropped += deviations[picked];
    }
    means[draw] = mean + (total - dropped) / keep;
  }
  return means;
}
function mulberryOutput(state) {
  let z = state;
  z = Math.imul(z ^ z >>> 15, z | 1);
  z ^= z + Math.imul(z ^ z >>> 7, z | 61);
  return (z ^ z >>> 14) >>> 0;
}

// src/stats/subselection-jobs.ts
var NEXT = 0;
var DONE = 1;
var CHUNKS = 2;
var CHUNK_SIZE = 3;
function computeChunk(shared, chunk) {
  const size = shared.control[CHUNK_SIZE];
  const jobs = shared.seeds.length;
  const { sources, source, starts, ends, reciprocal, seeds, results, tukey, tails } = shared;
  for (let job = chunk * size, last = Math.min(jobs, (chunk + 1) * size); job < last; job++) {
    results[job] = subselectionMedianMeanAt(
      sources[source[job]],
      starts[job],
      ends[job],
      seeds[job],
      SUBSELECTION_DRAWS,
      reciprocal[job] === 1,
      tukey,
      2 * job,
      tails,
      TAIL_STRIDE * job
    );
  }
}
function drainChunks(shared, mark) {
  const chunks = shared.control[CHUNKS];
  for (; ; ) {
    const chunk = Atomics.add(shared.control, NEXT, 1);
    if (chunk >= chunks) return;
    computeChunk(shared, chunk);
    Atomics.store(shared.chunkDone, chunk, mark);
    Atomics.add(shared.control, DONE, 1);
    Atomics.notify(shared.control, DONE);
  }
}

// src/threads/subselection-worker.ts
import_node_worker_threads.parentPort?.on("message", (shared) => drainChunks(shared, 2));

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
var bucketCounts = new Int32Array(BUCKETS);
var bucketOf = new Uint8Array(256);
var bucketed = new Float64Array(256);
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
  if (bucketOf.length < length) {
    bucketOf = new Uint8Array(length);
    bucketed = new Float64Array(length);
  }
  const counts = bucketCounts;
  const buckets = bucketOf;
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
  const picked = bucketed;
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
var countsScratch = new Int32Array(2);
var scratch = new Float64Array(64);

// src/stats/subselection.ts
var SUBSELECTION_DRAWS = 100;
var SUBSELECTION_MIN_SAMPLES = 5;
var TAIL_STRIDE = 4;
var OFF_BULK_SPREADS = 2;
var OFF_BULK_MIN_SAMPLES = 10;
var SIXTEEN_BIT_LIMIT = 65536;
var scratchDeviations = new Float64Array(64);
var scratchOrder = new Int32Array(64);
var scratchMeans = new Float64Array(SUBSELECTION_DRAWS);
var scratchReciprocals = new Float64Array(64);
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
  let values = samples;
  let start = from;
  if (reciprocal) {
    if (scratchReciprocals.length < n) scratchReciprocals = new Float64Array(n);
    const copy = scratchReciprocals;
    for (let i = 0; i < n; i++) copy[i] = 1 / samples[from + i];
    values = copy;
    start = 0;
  }
  let sum = 0;
  for (let i = start; i < start + n; i++) sum += values[i];
  const shift = sum / n;
  if (tails !== void 0) {
    tails[tailAt] = n < SUBSELECTION_MIN_SAMPLES ? NaN : 0;
    tails[tailAt + 1] = shift;
    tails[tailAt + 2] = shift;
    tails[tailAt + 3] = 0;
  }
  if (n < SUBSELECTION_MIN_SAMPLES) return shift;
  const first = values[start];
  let constant = true;
  for (let i = start + 1; i < start + n && constant; i++) constant = values[i] === first;
  if (constant) {
    if (tails !== void 0) tails[tailAt + 2] = first;
    return first;
  }
  const keep = Math.floor(4 * n / 5);
  const drop = n - keep;
  if (scratchDeviations.length < n) {
    scratchDeviations = new Float64Array(n);
    scratchOrder = new Int32Array(n);
  }
  const sorted = scratchDeviations;
  for (let i = 0; i < n; i++) sorted[i] = values[start + i];
  sortInPlace(sorted, n);
  if (tukey !== void 0 && !reciprocal) tukeyCountsSortedInto(sorted, n, tukey, at);
  const q1 = quantileSorted(sorted, 0.25, n);
  const q3 = quantileSorted(sorted, 0.75, n);
  const lowFence = q1 - 3 * (q3 - q1);
  const highFence = q3 + 3 * (q3 - q1);
  const median = quantileSorted(sorted, 0.5, n);
  const bulkLimit = OFF_BULK_SPREADS * Math.max(medianDeviationSorted(sorted, n, median), (q3 - q1) / 10);
  if (tails !== void 0) tails[tailAt + 2] = median;
  if (scratchMeans.length < draws) scratchMeans = new Float64Array(draws);
  const deviations = scratchDeviations;
  const order = scratchOrder;
  const means = scratchMeans;
  let total = 0;
  let beyond = 0;
  for (let i = 0; i < n; i++) {
    const value2 = values[start + i];
    const deviation = (value2 < lowFence ? lowFence : value2 > highFence ? highFence : value2) - shift;
    beyond += value2 < lowFence || value2 > highFence ? 1 : 0;
    deviations[i] = deviation;
    total += deviation;
    order[i] = i;
  }
  if (tails !== void 0) {
    tails[tailAt] = beyond;
    tails[tailAt] /= n;
  }
  const sixteenBits = n <= SIXTEEN_BIT_LIMIT;
  let state = seed | 0;
  if (sixteenBits && drop % 2 === 0) {
    for (let draw = 0; draw < draws; draw++) {
      let dropped = 0;
      for (let i = 0; i < drop; i += 2) {
        state = state + 1831565813 | 0;
        let z = state;
        z = Math.imul(z ^ z >>> 15, z | 1);
        z ^= z + Math.imul(z ^ z >>> 7, z | 61);
        const word = (z ^ z >>> 14) >>> 0;
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
      means[draw] = shift + (total - dropped) / keep;
    }
    const value2 = medianByBuckets(means, draws);
    if (tails !== void 0) tails[tailAt + 3] = n >= OFF_BULK_MIN_SAMPLES && bulkLimit > 0 && Math.abs(value2 - median) > bulkLimit ? 1 : 0;
    return value2;
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
        let z = state;
        z = Math.imul(z ^ z >>> 15, z | 1);
        z ^= z + Math.imul(z ^ z >>> 7, z | 61);
        const word = (z ^ z >>> 14) >>> 0;
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
    means[draw] = shift + (total - dropped) / keep;
  }
  const value = medianByBuckets(means, draws);
  if (tails !== void 0) tails[tailAt + 3] = n >= OFF_BULK_MIN_SAMPLES && bulkLimit > 0 && Math.abs(value - median) > bulkLimit ? 1 : 0;
  return value;
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

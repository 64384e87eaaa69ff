// The engine case's subselections alone (issue 30): subselectionMedianMeanAt over 200,000 runs of
// 20 samples (the case's two sides of 10,000 benchmarks x 5 runs), once compiled, on one thread:
// the CPU that mmtests' advanced mode costs before anything else of a comparison. Bundled from
// src/ and run by bench/subselections.mjs: `node bench/subselections.mjs`.
import { subselectionMedianMeanAt, TAIL_STRIDE } from '../src/stats/subselection.js';
import { mulberry32 } from '../src/stats/rng.js';

const RUNS = 200_000;
const SAMPLES = 20;
const next = mulberry32(5);
const samples = Float64Array.from({ length: RUNS * SAMPLES }, () => 1e-5 * (1 + 0.02 * (next() + next() + next() - 1.5)));
const tukey = new Int32Array(2 * RUNS);
const tails = new Float64Array(TAIL_STRIDE * RUNS);
let best = Number.POSITIVE_INFINITY;
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  for (let run = 0; run < RUNS; run++)
    subselectionMedianMeanAt(samples, run * SAMPLES, (run + 1) * SAMPLES, Math.imul(run + 1, 0x9e3779b9), 100, false, tukey, 2 * run, tails, TAIL_STRIDE * run);
  best = Math.min(best, performance.now() - started);
}
console.log(
  `subselections alone (Node ${process.version}): ${RUNS.toLocaleString('en')} runs of ${SAMPLES} samples in ${best.toFixed(0)} ms on one thread, best of 3 (${((best / RUNS) * 1000).toFixed(2)} µs a run); shared perfectly on 2 cores at least ${(best / 2).toFixed(0)} ms`,
);

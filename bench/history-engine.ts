import { analyseHistory } from '../src/history/analyse.js';
import type { HistoryRun } from '../src/history/model.js';
import type { Series } from '../src/model/series.js';
import { mulberry32 } from '../src/stats/rng.js';

// analyseHistory alone, in one process (bundled and run by bench/history.mjs): BENCHMARKS series
// over COMMITS commits of RUNS runs of 5 samples each, 1 in 20 series with a +10% step at a
// random commit. Prints the median and the fastest of REPEATS analyses (generation excluded).
const [benchmarks = 1000, commits = 100, runs = 5, repeats = 3] = process.argv.slice(2).map(Number);

function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const random = mulberry32(29);
const steps = Array.from({ length: benchmarks }, (_, b) => (b % 20 === 0 ? 4 + Math.floor(random() * (commits - 8)) : commits));
const history: HistoryRun[] = [];
for (let c = 0; c < commits; c++)
  for (let r = 0; r < runs; r++) {
    const series: Series[] = steps.map((step, b) => {
      const level = (1 + (b % 97)) * 1e-6 * (c >= step ? 1.1 : 1) * (1 + 0.01 * gaussian(random));
      return {
        benchmark: `suite/group${b % 100}/bench${b}`,
        metric: 'time',
        unit: 's',
        better: 'lower',
        runs: [{ kind: 'samples', samples: Float64Array.from({ length: 5 }, () => level * (1 + 0.005 * gaussian(random))) }],
      };
    });
    history.push({ commit: `c${c}`, source: `run ${c}.${r}`, set: { runCount: 1, series } });
  }

const times: number[] = [];
let changes = 0;
for (let i = 0; i < repeats; i++) {
  const started = performance.now();
  changes = analyseHistory(history).summary.changes;
  times.push((performance.now() - started) / 1000);
}
times.sort((a, b) => a - b);
console.log(
  `analyseHistory, ${benchmarks} benchmarks x ${commits} commits x ${runs} runs (in process, median of ${repeats}): ${(times[repeats >> 1] as number).toFixed(2)} s, fastest ${(times[0] as number).toFixed(2)} s; ${changes} changes (planted: ${steps.filter((step) => step < commits).length})`,
);

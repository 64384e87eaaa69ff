import { appendRuns, boundedText, carriedRuns, emptyCarried, serialiseCarried, type RunToCarry } from '../src/history/carried.js';
import { readCarried } from '../src/history/carried-read.js';
import type { Series } from '../src/model/series.js';
import { mulberry32 } from '../src/stats/rng.js';

// The history mode: history carries (issue 42, item 1), at COMMITS commits x SERIES series x RUNS
// process means a commit: its size, and what a run of the action does with it: read it back
// (JSON.parse and the checks), take the newest 100 runs to analyse, append its own run, write it.
// Goal: 1,000 x 500 fits (the 64M-character bound) and loads in under a second. Bundled and run
// by bench/history.mjs; node bench/history.mjs runs it (args: COMMITS SERIES RUNS).
const [commits = 1000, seriesCount = 500, runs = 3, repeats = 3] = process.argv.slice(2).map(Number);

const random = mulberry32(42);
const runOf = (c: number): RunToCarry => {
  const series: Series[] = Array.from({ length: seriesCount }, (_, s) => ({
    benchmark: `suite/group${s % 50}/benchmark-with-a-realistic-name-${s}`,
    metric: 'time',
    unit: 's',
    better: 'lower',
    runs: Array.from({ length: runs }, () => ({ kind: 'summary', summary: { mean: (1 + (s % 97)) * 1e-6 * (1 + 0.01 * (random() - 0.5)), n: 20 } })),
  }));
  return {
    run: {
      commit: `${c.toString(16).padStart(8, '0')}${'0'.repeat(32)}`,
      date: new Date(Date.UTC(2024, 0, 1) + c * 3_600_000).toISOString(),
      runner: c % 3 === 0 ? 'ubuntu-24.04 x64, Intel Xeon Platinum 8370C (4 cores)' : 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores)',
      source: `run ${c}`,
      set: { runCount: runs, series },
    },
    runId: 1_000_000 + c,
  };
};
const text = serialiseCarried(
  appendRuns(
    emptyCarried('bench'),
    Array.from({ length: commits }, (_, c) => runOf(c)),
  ),
);
const next = runOf(commits);

const loads: number[] = [];
const cycles: number[] = [];
for (let i = 0; i < repeats; i++) {
  const started = performance.now();
  const reading = readCarried(text);
  if ('problem' in reading) throw new Error(reading.problem);
  const window = carriedRuns(reading.history, 100);
  const loaded = performance.now();
  const written = boundedText(appendRuns(reading.history, [next])).text;
  cycles.push((performance.now() - started) / 1000);
  loads.push((loaded - started) / 1000);
  if (window.length !== 100 || written.length <= text.length) throw new Error('the bench read the wrong history');
}
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] as number;
console.log(
  `carried history, ${commits} commits x ${seriesCount} series x ${runs} run means: ${(text.length / 1e6).toFixed(1)} MB of JSON (bound 67.1 MB); load and the newest 100 runs ${median(loads).toFixed(2)} s, with the append and the write ${median(cycles).toFixed(2)} s (median of ${repeats}); goal: load under 1 s`,
);

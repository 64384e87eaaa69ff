// The history engine (issue 29): analyseHistory in one process on 1,000 benchmarks x 100 commits
// x 5 runs, then the whole CLI (benchgate history) on the same shape as native files, one file a
// run (500 files). Both are bundled from src/ here, so they measure the source as it is (no
// npm run build needed). Goal: seconds. Run: node bench/history.mjs (npm run bench runs it too);
// node bench/history.mjs BENCHMARKS COMMITS RUNS for another shape.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleFromSource } from './bundle.mjs';
import { random } from './random.mjs';

const [benchmarks = 1000, commits = 100, runs = 5] = process.argv.slice(2).map(Number);
const REPEATS = 3;
const root = mkdtempSync(join(tmpdir(), 'benchgate-bench-history-'));

try {
  await Promise.all([
    bundleFromSource('bench/history-engine.ts', join(root, 'engine.mjs')),
    // The tool itself (src/cli/main.ts), run as a module: the real entry runs it through its code cache.
    bundleFromSource('src/cli/main.ts', join(root, 'cli.js')),
    bundleFromSource('src/threads/subselection-worker.ts', join(root, 'subselection-worker.js')),
  ]);
  spawnSync(process.execPath, [join(root, 'engine.mjs'), String(benchmarks), String(commits), String(runs), String(REPEATS)], { stdio: 'inherit' });
  // The history mode: history carries forward (issue 42): 1,000 commits x 500 series, loaded in under a second.
  await bundleFromSource('bench/history-carried.ts', join(root, 'carried.mjs'));
  spawnSync(process.execPath, [join(root, 'carried.mjs')], { stdio: 'inherit' });

  // Native files: one a run, each with every benchmark's 5 samples, the commit and date in its context.
  const dir = join(root, 'runs');
  mkdirSync(dir);
  const next = random(7);
  for (let c = 0; c < commits; c++)
    for (let r = 0; r < runs; r++) {
      const list = [];
      for (let b = 0; b < benchmarks; b++) {
        const level = (1 + (b % 97)) * (b % 20 === 0 && c >= commits / 2 ? 1.1 : 1) * (1 + 0.02 * (next() - 0.5));
        list.push({
          name: `suite/group${b % 100}/bench${b}`,
          metrics: [{ name: 'time', unit: 'us', runs: [Array.from({ length: 5 }, () => +(level * (1 + 0.01 * (next() - 0.5))).toPrecision(6))] }],
        });
      }
      const context = { commit: `${c.toString(16).padStart(7, '0')}`, date: new Date(Date.UTC(2026, 0, 1, 0, c, r)).toISOString() };
      writeFileSync(join(dir, `run-${c}-${r}.json`), JSON.stringify({ benchgate: 1, context, benchmarks: list }));
    }
  const rusageFile = join(root, 'rusage.json');
  const results = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      ['-r', './bench/rusage.cjs', join(root, 'cli.js'), 'history', join(dir, '*.json'), '--json', join(root, 'report.json')],
      {
        env: { ...process.env, BENCHGATE_RUSAGE_FILE: rusageFile },
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`benchgate history exited ${result.status}: ${result.stderr}`);
    results.push({ seconds: (performance.now() - started) / 1000, peakMB: JSON.parse(readFileSync(rusageFile, 'utf8')).maxRSS / 1024 });
  }
  const seconds = results.map((one) => one.seconds).sort((a, b) => a - b);
  const report = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8'));
  console.log(
    `benchgate history (whole process, ${commits * runs} native files of ${benchmarks} benchmarks, median of ${REPEATS}): ${seconds[REPEATS >> 1].toFixed(2)} s, peak RSS ${Math.max(...results.map((one) => one.peakMB)).toFixed(0)} MB; ${report.summary.changes} changes (planted: ${Math.ceil(benchmarks / 20)}); goal: seconds`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}

// The go grid against benchstat (issue 30): benchmarks x runs a side, one `go test -bench` file a
// run, compared by the bundled CLI (dist/cli.js) as a whole process, in interleaved rounds with
// `node -e 0` and the read floor (a node process that only reads the same files) of the same round,
// and benchstat when a `benchstat` binary is on PATH (else the issue's reference times, measured
// on the 2-core reference machine with benchstat built by Go 1.19). Then the growth exponent
// between 10,000 x 20 and 20,000 x 20.
//
// Run by `npm run bench` (bench/run.mjs), or alone after `npm run build`: `node bench/grid.mjs`.
// BENCHGATE_GRID_ROUNDS (default 3) sets the rounds; BENCHGATE_GRID_CELLS picks cells, e.g.
// `100x1,10000x20` (default: all); BENCHGATE_GRID_CLI times another build's CLI (a copy of an
// earlier dist/, to set it against this one in the same minutes).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { random } from './random.mjs';

/**
 * The cells of issue 30's table, with benchstat's time there (seconds; `go test -count` 10, 11 at
 * 10,000 x 5): 20,000 x 20 has none (benchstat "stays linear"), and peak memory only at 10,000 x 20.
 */
export const CELLS = [
  { benchmarks: 100, runs: 1, count: 10, benchstat: 0.014 },
  { benchmarks: 100, runs: 20, count: 10, benchstat: 0.05 },
  { benchmarks: 1000, runs: 1, count: 10, benchstat: 0.095 },
  { benchmarks: 1000, runs: 5, count: 10, benchstat: 0.62 },
  { benchmarks: 1000, runs: 20, count: 10, benchstat: 0.465 },
  { benchmarks: 10000, runs: 1, count: 10, benchstat: 1.15 },
  { benchmarks: 10000, runs: 5, count: 11, benchstat: 2.01 },
  { benchmarks: 10000, runs: 20, count: 10, benchstat: 4.84, benchstatMB: 350 },
  { benchmarks: 20000, runs: 20, count: 10 },
];

/** `runs` files of `go test -bench -count {count}` output for `benchmarks` benchmarks (ns/op only). */
export function goRuns(dir, benchmarks, runs, seed, slowdown, count = 10) {
  mkdirSync(dir, { recursive: true });
  const next = random(seed);
  for (let run = 0; run < runs; run++) {
    const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/bench', 'cpu: synthetic'];
    for (let b = 0; b < benchmarks; b++) {
      const ns = (100 + (b % 900)) * (b % 500 === 0 ? slowdown : 1);
      for (let i = 0; i < count; i++)
        lines.push(`BenchmarkGroup${b % 50}/case${b}-8   \t${1000 + (b % 7)}\t${(ns * (1 + 0.02 * (next() - 0.5))).toFixed(1)} ns/op`);
    }
    lines.push('PASS');
    writeFileSync(join(dir, `run${String(run).padStart(2, '0')}.txt`), `${lines.join('\n')}\n`);
  }
}

/** A `benchstat` on PATH, or undefined. */
function findBenchstat() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const path = join(dir, 'benchstat');
    if (dir !== '' && existsSync(path)) return path;
  }
  return undefined;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Wall seconds of a process, and its own peak RSS in MB when it preloads bench/rusage.cjs. */
function timed(command, args, rusage = false) {
  const rusageFile = join(tmpdir(), `benchgate-grid-rusage-${process.pid}.json`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    env: rusage ? { ...process.env, BENCHGATE_RUSAGE_FILE: rusageFile } : process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  if (!rusage) return { seconds };
  const usage = JSON.parse(readFileSync(rusageFile, 'utf8'));
  rmSync(rusageFile);
  return { seconds, peakMB: usage.maxRSS / 1024 };
}

const ms = (seconds) => (seconds < 1 ? `${(seconds * 1000).toFixed(0)} ms` : `${seconds.toFixed(2)} s`);
const label = (cell) => `${cell.benchmarks.toLocaleString('en')} x ${cell.runs}${cell.count === 10 ? '' : ` (-count ${cell.count})`}`;

/**
 * Measures the grid's cells (all, or those of BENCHGATE_GRID_CELLS) and prints the table; returns
 * the medians by cell. Inputs are generated seeded into `root`, a cell at a time.
 */
export function runGrid(root, { rounds = Number(process.env.BENCHGATE_GRID_ROUNDS ?? 3), pick = process.env.BENCHGATE_GRID_CELLS } = {}) {
  const wanted = pick === undefined || pick === '' ? undefined : new Set(pick.split(',').map((cell) => cell.trim()));
  const cells = CELLS.filter((cell) => wanted === undefined || wanted.has(`${cell.benchmarks}x${cell.runs}`));
  const node = process.execPath;
  const cli = process.env.BENCHGATE_GRID_CLI ?? 'dist/cli.js';
  const benchstat = findBenchstat();
  console.log(
    `go grid vs benchstat (issue 30): ${cli}, Node ${process.version}, ${rounds} interleaved rounds a cell, medians; one file a run a side, -count 10; ` +
      `"- node" = benchgate less \`node -e 0\` of the same round; floor = a node process that reads the same files; ` +
      (benchstat === undefined
        ? 'benchstat: no binary on PATH, so the reference times of issue 30 (2-core reference machine, Go 1.19 build)'
        : `benchstat: ${benchstat}, run in the same rounds on the same text (a side's runs in one file); ref = issue 30's times`),
  );
  const header = ['cell', 'input', 'benchgate', 'node -e 0', '- node', 'floor', 'peak RSS', 'benchstat ref', 'ratio', '- node ratio'];
  if (benchstat !== undefined) header.push('benchstat live', 'live ratio');
  console.log(`  | ${header.join(' | ')} |`);
  console.log(`  |${header.map(() => '---').join('|')}|`);
  const results = new Map();
  for (const cell of cells) {
    const dir = join(root, `grid-${cell.benchmarks}-${cell.runs}`);
    goRuns(join(dir, 'base'), cell.benchmarks, cell.runs, 5, 1, cell.count);
    goRuns(join(dir, 'head'), cell.benchmarks, cell.runs, 6, 1.2, cell.count);
    const sides = ['base', 'head'].map((side) => join(dir, side));
    let bytes = 0;
    for (const side of sides) for (let run = 0; run < cell.runs; run++) bytes += statSync(join(side, `run${String(run).padStart(2, '0')}.txt`)).size;
    if (benchstat !== undefined)
      for (const side of sides) {
        const parts = [];
        for (let run = 0; run < cell.runs; run++) parts.push(readFileSync(join(side, `run${String(run).padStart(2, '0')}.txt`)));
        writeFileSync(`${side}.txt`, Buffer.concat(parts));
      }
    const floorScript = `const fs=require('fs'),p=require('path');let n=0;for(const d of ${JSON.stringify(sides)})for(const f of fs.readdirSync(d))n+=fs.readFileSync(p.join(d,f),'utf8').length;`;
    const steps = {
      nodeAlone: () => timed(node, ['-e', '0']),
      benchgate: () =>
        timed(node, ['-r', './bench/rusage.cjs', cli, 'compare', '--baseline', join(sides[0], '*.txt'), '--current', join(sides[1], '*.txt')], true),
      floor: () => timed(node, ['-e', floorScript]),
      ...(benchstat !== undefined && { benchstat: () => timed(benchstat, [`${sides[0]}.txt`, `${sides[1]}.txt`]) }),
    };
    const names = Object.keys(steps);
    const measured = Object.fromEntries(names.map((name) => [name, []]));
    for (let round = 0; round < rounds; round++)
      // Each round starts at another step, so that no step always follows the same one.
      for (let k = 0; k < names.length; k++) {
        const name = names[(k + round) % names.length];
        measured[name].push(steps[name]());
      }
    const seconds = (name) => median(measured[name].map((m) => m.seconds));
    const result = {
      benchgate: seconds('benchgate'),
      nodeAlone: seconds('nodeAlone'),
      lessNode: median(measured.benchgate.map((m, i) => m.seconds - measured.nodeAlone[i].seconds)),
      floor: seconds('floor'),
      peakMB: Math.max(...measured.benchgate.map((m) => m.peakMB)),
      ...(benchstat !== undefined && { benchstat: seconds('benchstat') }),
    };
    results.set(`${cell.benchmarks}x${cell.runs}`, result);
    const row = [
      label(cell),
      `${(bytes / 1e6).toFixed(1)} MB`,
      ms(result.benchgate),
      ms(result.nodeAlone),
      ms(result.lessNode),
      ms(result.floor),
      `${result.peakMB.toFixed(0)} MB${cell.benchstatMB === undefined ? '' : ` (benchstat ${cell.benchstatMB})`}`,
      cell.benchstat === undefined ? '-' : ms(cell.benchstat),
      cell.benchstat === undefined ? '-' : (result.benchgate / cell.benchstat).toFixed(2),
      cell.benchstat === undefined ? '-' : (result.lessNode / cell.benchstat).toFixed(2),
    ];
    if (benchstat !== undefined) row.push(ms(result.benchstat), (result.benchgate / result.benchstat).toFixed(2));
    console.log(`  | ${row.join(' | ')} |`);
    rmSync(dir, { recursive: true, force: true });
  }
  const small = results.get('10000x20');
  const large = results.get('20000x20');
  if (small !== undefined && large !== undefined) {
    const ratio = large.benchgate / small.benchgate;
    console.log(
      `  growth 10,000 x 20 -> 20,000 x 20: ${ratio.toFixed(2)}x the time (goal <= 2.1x), exponent ${(Math.log(ratio) / Math.log(2)).toFixed(2)} ` +
        `(less node -e 0: ${(Math.log(large.lessNode / small.lessNode) / Math.log(2)).toFixed(2)}; 1 is linear)`,
    );
  }
  return results;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(tmpdir(), `benchgate-grid-${process.pid}`);
  try {
    runGrid(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

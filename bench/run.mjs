// npm run bench: times the bundled CLI as a whole process on a large synthetic suite and prints
// wall time and peak memory. Goals (issue 2): compare under 1.5 s and under 300 MB on the 2-core
// reference machine. Rerun: npm run build && npm run bench
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const BENCHMARKS = 10_000;
const RUNS = 5;
const SAMPLES = 20;
const REPEATS = 3;

// A fixed generator so every machine measures the same input.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

function writeSide(dir, seed, slowdown) {
  mkdirSync(dir, { recursive: true });
  const next = random(seed);
  for (let run = 0; run < RUNS; run++) {
    const benchmarks = [];
    for (let b = 0; b < BENCHMARKS; b++) {
      const centre = (1 + (b % 97)) * 1e-6 * (b % 500 === 0 ? slowdown : 1) * (1 + 0.01 * (next() - 0.5));
      const samples = Array.from({ length: SAMPLES }, () => +(centre * (1 + 0.02 * (next() + next() + next() - 1.5))).toPrecision(6));
      benchmarks.push({ name: `suite/group${b % 100}/bench${b}`, metrics: [{ name: 'time', unit: 's', runs: [samples] }] });
    }
    writeFileSync(join(dir, `run${run}.json`), JSON.stringify({ benchgate: 1, benchmarks }));
  }
}

function measure(args) {
  const rusageFile = join(tmpdir(), `benchgate-rusage-${process.pid}.json`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', './bench/rusage.mjs', 'dist/cli.js', ...args], {
    env: { ...process.env, BENCHGATE_RUSAGE_FILE: rusageFile },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0 && result.status !== 1) throw new Error(`benchgate exited ${result.status}: ${result.stderr}`);
  const usage = JSON.parse(readFileSync(rusageFile, 'utf8'));
  rmSync(rusageFile);
  return { seconds, peakMB: usage.maxRSS / 1024 };
}

const root = join(tmpdir(), `benchgate-bench-${process.pid}`);
try {
  console.log(`generating ${BENCHMARKS} benchmarks x ${RUNS} runs x ${SAMPLES} samples per side ...`);
  writeSide(join(root, 'base'), 1, 1);
  writeSide(join(root, 'head'), 2, 1.1);
  const args = ['compare', '--baseline', join(root, 'base', '*.json'), '--current', join(root, 'head', '*.json'), '--json', join(root, 'report.json')];
  const runs = Array.from({ length: REPEATS }, () => measure(args));
  const times = runs.map((r) => r.seconds).sort((a, b) => a - b);
  const peak = Math.max(...runs.map((r) => r.peakMB));
  const report = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8'));
  console.log(`machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  console.log(`compare (whole process, ${REPEATS} repeats): median ${times[Math.floor(REPEATS / 2)].toFixed(3)} s, min ${times[0].toFixed(3)} s; peak RSS ${peak.toFixed(0)} MB`);
  console.log(`  rows ${report.summary.rows}, regressions ${report.summary.regressions} (planted: ${BENCHMARKS / 500}); goal < 1.5 s and < 300 MB`);
} finally {
  if (!process.env.BENCHGATE_KEEP) rmSync(root, { recursive: true, force: true }); else console.log(`kept ${root}`);
}

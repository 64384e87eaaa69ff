// Writes examples/history/run-01.json … run-30.json: a suite's stored main-branch runs, one native
// file a commit (one a day), for `benchgate history` and the picture in docs/images/history.png.
// Deterministic: a seeded PRNG (mulberry32), no Math.random, no clock; running it again writes the
// same bytes. Planted: a +10% regression step in render/table and compress/zstd from commit 20 on,
// a −8% improvement in sort/100k from commit 12 on; everything else only noise (~1%).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMITS = 30;
const RUNS = 3;
const SAMPLES = 10;
const NOISE = 0.01;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'history');

/** mulberry32: 32 bits of state, enough for an example. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(29);

/** A standard normal deviate (Box–Muller). */
function normal() {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A fake 40-hex commit id. */
function sha() {
  let text = '';
  for (let i = 0; i < 5; i++)
    text += Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  return text;
}

// name, unit, centre in that unit, and the level from a commit on (1-based): [commit, factor].
const BENCHMARKS = [
  { name: 'parse/small', metric: 'time', unit: 'ns', centre: 12_400, steps: [] },
  { name: 'parse/large', metric: 'time', unit: 'ns', centre: 1_850_000, steps: [] },
  { name: 'render/table', metric: 'time', unit: 'ns', centre: 340_000, steps: [[20, 1.1]] },
  { name: 'compress/zstd', metric: 'time', unit: 'ns', centre: 4_200_000, steps: [[20, 1.1]] },
  { name: 'sort/100k', metric: 'time', unit: 'ns', centre: 7_900_000, steps: [[12, 0.92]] },
  { name: 'hash/sha256', metric: 'time', unit: 'ns', centre: 96_000, steps: [] },
  { name: 'checksum/crc32', metric: 'throughput', unit: 'MB/s', centre: 1_900, steps: [] },
];

/** Four significant digits: the files stay small and still carry the noise. */
const round = (value) => Number(value.toPrecision(4));

/** The native document, sample arrays on one line each. */
function render(document) {
  return `${JSON.stringify(document, null, 2).replace(/\[\s+(-?[\d.e+-]+(?:,\s+-?[\d.e+-]+)*)\s+\]/g, (_, list) => `[${list.split(/,\s+/).join(', ')}]`)}\n`;
}

mkdirSync(OUT, { recursive: true });
const start = Date.UTC(2026, 0, 5, 6, 0, 0);
for (let commit = 1; commit <= COMMITS; commit++) {
  const benchmarks = BENCHMARKS.map((benchmark) => {
    const level = benchmark.steps.reduce((centre, [from, factor]) => (commit >= from ? centre * factor : centre), benchmark.centre);
    const runs = Array.from({ length: RUNS }, () => {
      // A run's own offset (the machine that day), then the samples around it.
      const run = level * (1 + (NOISE / 2) * normal());
      return Array.from({ length: SAMPLES }, () => round(run * (1 + NOISE * normal())));
    });
    return { name: benchmark.name, metrics: [{ name: benchmark.metric, unit: benchmark.unit, runs }] };
  });
  const document = {
    benchgate: 1,
    suite: 'example',
    context: {
      commit: sha(),
      ref: 'refs/heads/main',
      runner: 'ubuntu-24.04 (4 cores)',
      date: new Date(start + (commit - 1) * 86_400_000).toISOString(),
    },
    benchmarks,
  };
  writeFileSync(join(OUT, `run-${String(commit).padStart(2, '0')}.json`), render(document));
}

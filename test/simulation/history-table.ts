import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_HISTORY_SETTINGS } from '../../src/history/analyse.js';
import { seedFromString } from '../../src/stats/rng.js';
import {
  analyseSimulated,
  CI_NOISE,
  drift,
  emptyTally,
  flat,
  score,
  simulateHistory,
  step,
  steps,
  varianceChange,
  type HistoryNoise,
  type PlannedHistory,
  type Tally,
} from './history.js';

// `npm run simulate -- history`: recall, precision and false change points of the history engine
// (analyseHistory, default settings) on simulated CI histories (test/simulation/history.ts), and of
// strucchange::breakpoints(y ~ 1, h = 3) with BIC on the same series (the commit means the engine
// analysed, written to CSV and segmented by test/simulation/history-strucchange.R) when Rscript
// is on the PATH. Seeded: the same table every time. About 15 minutes with R on 2 cores.
//
// SIM_HISTORY_SUITES: mixed suites per cell (default 10, each 20 planted series + 180 without a
// change; 100 + 100 for the sd doubling); SIM_HISTORY_NULL: null suites of 100, 500 and 1,000 series per length, as a multiple
// (default 1: 10 × 100 + 2 × 500 + 1 × 1,000 = 3,000 series per length, 12,000 in all);
// SIM_HISTORY_R=0 skips strucchange; SIM_HISTORY_TABLES=steps,sigma,special,null picks tables.

const env = (name: string, fallback: string): string => process.env[name] ?? fallback;
const SUITES = Number(env('SIM_HISTORY_SUITES', '10'));
const NULL_SCALE = Number(env('SIM_HISTORY_NULL', '1'));
const WITH_R = env('SIM_HISTORY_R', '1') !== '0';
const TABLES = env('SIM_HISTORY_TABLES', 'steps,sigma,special,null').split(',');
const PLANTED_PER_SUITE = 20;
const SUITE_SIZE = 200;
const LENGTHS = [20, 30, 50, 100];
const AFTER = [2, 5, 10];

interface Cell {
  readonly table: string;
  readonly key: string;
  readonly length: number;
  readonly noise: HistoryNoise;
  readonly plan: PlannedHistory;
  /** How many of the suite's series carry the plan (the rest are flat); all of them for null suites. */
  readonly planted: number;
  readonly size: number;
  readonly suites: number;
}

const cells: Cell[] = [];
const mixed = (table: string, key: string, length: number, noise: HistoryNoise, plan: PlannedHistory, planted = PLANTED_PER_SUITE): void => {
  cells.push({ table, key, length, noise, plan, planted, size: SUITE_SIZE, suites: SUITES });
};
const NOISE_2 = { ...CI_NOISE, sd: 0.02 };
for (const length of LENGTHS)
  for (const after of AFTER) {
    for (const size of [0.02, 0.03, 0.05, 0.1, 0.2]) mixed('steps', `${size}|${after}`, length, CI_NOISE, step(length - after, size));
    for (const sigmas of [1, 2, 3, 5]) mixed('sigma', `${sigmas}|${after}`, length, NOISE_2, step(length - after, sigmas * NOISE_2.sd));
  }
for (const length of [30, 50, 100]) {
  const middle = Math.floor(length / 2);
  mixed('special', 'drift +0.5% a commit over 10 commits', length, CI_NOISE, drift(middle - 5, 0.005, 10));
  // Half the suite, for a finer count of false changes (1,000 series a length).
  mixed('special', 'sd doubling, no change of level', length, CI_NOISE, varianceChange(middle, 2), SUITE_SIZE / 2);
  const quarter = Math.floor(length / 4);
  mixed(
    'special',
    'three steps: +5%, −5%, +10%',
    length,
    CI_NOISE,
    steps([
      [quarter, 0.05],
      [2 * quarter, -0.05 / 1.05],
      [3 * quarter, 0.1],
    ]),
  );
  mixed(
    'special',
    'three steps of 3σ: +3%, +3%, −3%',
    length,
    CI_NOISE,
    steps([
      [quarter, 0.03],
      [2 * quarter, 0.03],
      [3 * quarter, -0.03],
    ]),
  );
}
for (const length of LENGTHS)
  for (const [size, count] of [
    [100, 10],
    [500, 2],
    [1000, 1],
  ] as const)
    cells.push({
      table: 'null',
      key: `${size}`,
      length,
      noise: CI_NOISE,
      plan: flat,
      planted: size,
      size,
      suites: Math.max(1, Math.round(count * NULL_SCALE)),
    });

const chosen = cells.filter((cell) => TABLES.includes(cell.table));
const dir = mkdtempSync(join(tmpdir(), 'benchgate-history-sim-'));
const csv: string[] = [];
const engine = new Map<Cell, Tally>();
/** Series without a change in the mixed suites: the engine's false change points where 10% of the suite changed. */
const mixedNull = emptyTally();
const started = Date.now();
chosen.forEach((cell, c) => {
  const tally = emptyTally();
  for (let k = 0; k < cell.suites; k++) {
    const plans = Array.from({ length: cell.size }, (_, s) => (s < cell.planted ? cell.plan : flat));
    const seed = seedFromString(`${cell.table}|${cell.key}|${cell.length}|${cell.size}|${k}`);
    const reported = analyseSimulated(simulateHistory(plans, cell.length, cell.noise, seed));
    reported.forEach((series, s) => {
      if (s >= cell.planted) {
        score(mixedNull, [], series.changes);
        return;
      }
      score(tally, cell.plan.planted, series.changes);
      const line = (values: Float64Array): string => Array.from(values, (value) => value.toPrecision(10)).join(',');
      csv.push(`${c}:${k}:${s},${line(series.values)}`);
      // The same points with benchgate's outliers replaced, for strucchange on equal terms.
      if (series.cleaned !== undefined) csv.push(`${c}:${k}:${s}:clean,${line(series.cleaned)}`);
    });
  }
  engine.set(cell, tally);
});
const engineSeconds = (Date.now() - started) / 1000;

// strucchange on the same points, when R is there.
const strucchange = new Map<Cell, Tally>();
/** strucchange on the points with benchgate's outliers replaced (Hampel's identifier, as the engine does). */
const strucchangeClean = new Map<Cell, Tally>();
let rNote = 'strucchange: not run (SIM_HISTORY_R=0)';
if (WITH_R) {
  const input = join(dir, 'series.csv');
  const output = join(dir, 'breaks.csv');
  writeFileSync(input, `${csv.join('\n')}\n`);
  const rStarted = Date.now();
  const result = spawnSync('Rscript', ['test/simulation/history-strucchange.R', input, output], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (result.status !== 0)
    rNote = `strucchange: not run (Rscript: ${result.error?.message ?? result.stderr.trim().split('\n').at(-1) ?? `exit ${result.status}`})`;
  else {
    const breaks = new Map<string, number[]>();
    for (const line of readFileSync(output, 'utf8').split('\n')) {
      if (line === '') continue;
      const [id, list = ''] = line.split(',');
      breaks.set(id as string, list === '' ? [] : list.split(';').map(Number));
    }
    chosen.forEach((cell, c) => {
      const tally = emptyTally();
      const clean = emptyTally();
      for (let k = 0; k < cell.suites; k++)
        for (let s = 0; s < cell.planted; s++) {
          const id = `${c}:${k}:${s}`;
          score(tally, cell.plan.planted, breaks.get(id) ?? []);
          score(clean, cell.plan.planted, breaks.get(`${id}:clean`) ?? breaks.get(id) ?? []);
        }
      strucchange.set(cell, tally);
      strucchangeClean.set(cell, clean);
    });
    rNote = `strucchange: ${csv.length} series in ${((Date.now() - rStarted) / 1000).toFixed(0)} s`;
  }
}
rmSync(dir, { recursive: true, force: true });

const percent = (count: number, total: number): string => (total === 0 ? '—' : `${((100 * count) / total).toFixed(1)}%`);
/** benchgate / strucchange / strucchange on the points with the outliers replaced. */
const pair = (cell: Cell | undefined, value: (tally: Tally) => string): string => {
  if (cell === undefined) return '';
  const theirs = strucchange.get(cell);
  const clean = strucchangeClean.get(cell);
  return `${value(engine.get(cell) as Tally)} / ${theirs === undefined ? '—' : value(theirs)} / ${clean === undefined ? '—' : value(clean)}`;
};
const METHODS = "benchgate / strucchange / strucchange on the points with benchgate's outliers replaced";
const recall = (tally: Tally): string => percent(tally.found, tally.planted);
const precision = (tally: Tally): string => percent(tally.correct, tally.reported);
const perThousand = (tally: Tally): string => ((1000 * tally.reported) / tally.series).toFixed(1);
const find = (table: string, key: string, length: number): Cell | undefined =>
  chosen.find((cell) => cell.table === table && cell.key === key && cell.length === length);

function stepTable(table: string, title: string, sizes: readonly number[], label: (size: number) => string): void {
  if (!TABLES.includes(table)) return;
  for (const [what, value] of [
    ['recall', recall],
    ['precision', precision],
  ] as const) {
    console.log(`\n${title}: ${what}, ${METHODS}\n`);
    console.log(`| step | points after | ${LENGTHS.map((length) => `${length} commits`).join(' | ')} |`);
    console.log(`|---|---:|${LENGTHS.map(() => '---:').join('|')}|`);
    for (const size of sizes)
      for (const after of AFTER)
        console.log(`| ${label(size)} | ${after} | ${LENGTHS.map((length) => pair(find(table, `${size}|${after}`, length), value)).join(' | ')} |`);
  }
}

console.log(
  `History change points, simulated (seeded): ${SUITES} suites of ${SUITE_SIZE} series a cell, ${PLANTED_PER_SUITE} of them with the change and the rest without; ${rNote}; benchgate ${engineSeconds.toFixed(0)} s.`,
);
stepTable('steps', 'Steps, noise sd 1% a one-run commit', [0.02, 0.03, 0.05, 0.1, 0.2], (size) => `+${size * 100}%`);
stepTable('sigma', 'Steps in units of the noise sd σ = 2% (a one-run commit)', [1, 2, 3, 5], (sigmas) => `${sigmas}σ (+${sigmas * 2}%)`);
if (TABLES.includes('special')) {
  console.log(`\nOther changes, noise sd 1%: recall / precision / changes reported a series\n`);
  console.log('| scenario | commits | benchgate | strucchange | strucchange, outliers replaced |');
  console.log('|---|---:|---:|---:|---:|');
  for (const cell of chosen.filter((one) => one.table === 'special')) {
    const describe = (tally: Tally | undefined): string =>
      tally === undefined
        ? '—'
        : cell.plan.planted.length === 0
          ? `${perThousand(tally)} changes per 1,000 series`
          : `${recall(tally)} / ${precision(tally)} / ${(tally.reported / tally.series).toFixed(2)}`;
    console.log(
      `| ${cell.key} | ${cell.length} | ${describe(engine.get(cell))} | ${describe(strucchange.get(cell))} | ${describe(strucchangeClean.get(cell))} |`,
    );
  }
}
if (TABLES.includes('null')) {
  console.log(`\nSeries without a change (noise sd 1%): false change points per 1,000 series, ${METHODS}\n`);
  console.log(`| suite size | suites per length | ${LENGTHS.map((length) => `${length} commits`).join(' | ')} |`);
  console.log(`|---:|---:|${LENGTHS.map(() => '---:').join('|')}|`);
  const all = { engine: emptyTally(), theirs: emptyTally(), clean: emptyTally() };
  for (const size of [100, 500, 1000]) {
    const row = LENGTHS.map((length) => find('null', `${size}`, length));
    console.log(`| ${size} | ${row[0]?.suites ?? 0} | ${row.map((cell) => pair(cell, perThousand)).join(' | ')} |`);
    for (const cell of row) {
      if (cell === undefined) continue;
      for (const [target, source] of [
        [all.engine, engine.get(cell)],
        [all.theirs, strucchange.get(cell)],
        [all.clean, strucchangeClean.get(cell)],
      ] as const) {
        if (source === undefined) continue;
        target.series += source.series;
        target.reported += source.reported;
      }
    }
  }
  console.log(
    `\nIn all ${all.engine.series} series without a change: ${perThousand(all.engine)} false change points per 1,000 (benchgate), ${all.theirs.series === 0 ? '—' : perThousand(all.theirs)} (strucchange), ${all.clean.series === 0 ? '—' : perThousand(all.clean)} (strucchange, outliers replaced).`,
  );
}
// The issue's targets: recall ≥ 90% for steps of 3σ or more with 5 points or more after the change
// (σ is 1% in the steps table, 2% in the sigma table), ≤ 1 false change point per 1,000 series without one.
const target = (tallies: Map<Cell, Tally>): string => {
  const cellsOf = chosen.filter((cell) => {
    const [size = '0', after = '0'] = cell.key.split('|');
    const sigmas = cell.table === 'steps' ? Number(size) / CI_NOISE.sd : cell.table === 'sigma' ? Number(size) : 0;
    return sigmas >= 3 - 1e-9 && Number(after) >= 5;
  });
  const sum = emptyTally();
  let worst: { cell: Cell; share: number } | undefined;
  for (const cell of cellsOf) {
    const tally = tallies.get(cell);
    if (tally === undefined) continue;
    sum.planted += tally.planted;
    sum.found += tally.found;
    const share = tally.found / tally.planted;
    if (worst === undefined || share < worst.share) worst = { cell, share };
  }
  if (worst === undefined) return '—';
  const [size, after] = worst.cell.key.split('|');
  return `${percent(sum.found, sum.planted)} (the lowest cell ${percent(worst.share, 1)}: ${worst.cell.table} ${size}, ${after} after, ${worst.cell.length} commits)`;
};
if (TABLES.includes('steps') || TABLES.includes('sigma'))
  console.log(
    `\nSteps of 3σ or more with 5 points or more after them, found: benchgate ${target(engine)}; strucchange ${target(strucchange)}; strucchange with the outliers replaced ${target(strucchangeClean)}.`,
  );
if (mixedNull.series > 0)
  console.log(
    `In the mixed suites, the ${mixedNull.series} series without a change (10% of the suite changed): ${perThousand(mixedNull)} false change points per 1,000 (benchgate).`,
  );
console.log(
  `\nNoise: a one-run commit's point has sd σ (the job's runner 0.8σ, the run's own 0.6σ); 1 to 5 runs a commit; ${CI_NOISE.outlierRate * 100}% of commits ×${CI_NOISE.outlierFactor} (a slow runner). Found: a change reported within ±1 point of the planted one (a drift: of its ramp). Precision: reported changes in planted series that are within ±1 of a planted one. benchgate: analyseHistory, alpha ${DEFAULT_HISTORY_SETTINGS.alpha}, noise ${DEFAULT_HISTORY_SETTINGS.noise * 100}%, min segment ${DEFAULT_HISTORY_SETTINGS.minSegment}; strucchange: breakpoints(y ~ 1, h = 3, breaks = 8), number of breaks by BIC.`,
);

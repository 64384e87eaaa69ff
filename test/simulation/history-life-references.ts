import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseHistory } from '../../src/history/analyse.js';
import { replaceOutliers } from '../../src/history/outliers.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { LIFE_NOISES, simulatedLife, withoutRunner, type LifeNoise, type PlannedLife } from './history-life.js';

// `npm run simulate -- history-references`: the lives of `npm run simulate -- history-life`
// (issue 42's noises) analysed whole, by benchgate (analyseHistory, the runner recorded) and by
// PELT (changepoint's cpt.meanvar and cpt.mean, MBIC) and strucchange's BIC breakpoints on the same
// series (the commit means as measured, written to CSV and segmented by scripts/history-references.R).
// The first 10 series of each life: 2 with steps (or drifts), 2 with spikes of 1 to 4 commits and
// 6 flat in the lives with changes; 10 flat in those without. Seeded. SIM_REF_LIVES lives of each
// kind a noise (5 by default: 600 series, about 5 minutes of R on 2 cores).

const LIVES = Number(process.env.SIM_REF_LIVES ?? 5);
const SERIES = 10;
const REFERENCES = ['pelt-meanvar', 'pelt-mean', 'strucchange'] as const;
/** Each reference on the points as measured, and on the points with benchgate's outliers replaced (`+clean`). */
const METHODS = ['benchgate', ...REFERENCES, ...REFERENCES.map((method) => `${method}+clean`)];

interface Scored {
  series: number;
  falseChanges: number;
  steps: number;
  stepsFound: number;
}

interface Segmented {
  readonly id: string;
  readonly kind: LifeNoise;
  readonly life: PlannedLife;
  readonly benchmark: string;
  /** The commit of each point. */
  readonly commits: readonly number[];
  readonly values: readonly number[];
  /** The same with the points benchgate takes for outliers replaced by the median around them. */
  readonly cleaned: readonly number[];
  readonly benchgate: readonly number[];
}

const commitOf = (name: string): number => Number(name.slice(1));

function lives(): Segmented[] {
  const all: Segmented[] = [];
  (Object.keys(LIFE_NOISES) as LifeNoise[]).forEach((kind, k) => {
    for (const changes of [false, true]) {
      const seed = 31 + 100 * k + (changes ? 1 : 0);
      const random = mulberry32(seed);
      for (let n = 0; n < LIVES; n++) {
        const { life, runs } = simulatedLife(changes, random, seed * 1000 + n, kind);
        const ours = analyseHistory(runs);
        const measured = analyseHistory(runs.map(withoutRunner));
        for (let s = 0; s < SERIES; s++) {
          const series = measured.series[s];
          const found = ours.series[s];
          if (series === undefined || found === undefined) continue;
          all.push({
            id: `${kind}-${changes ? 'c' : 'q'}${n}-${s}`,
            kind,
            life,
            benchmark: series.benchmark,
            commits: series.points.map((point) => commitOf(measured.commits[point.at]?.commit ?? 'c0')),
            values: series.points.map((point) => point.value),
            cleaned: Array.from(
              replaceOutliers(
                Float64Array.from(series.points, (point) => point.value),
                measured.settings.minSegment,
              ).values,
            ),
            benchgate: found.changes.map((change) => commitOf(change.after)),
          });
        }
      }
    }
  });
  return all;
}

function score(tally: Scored, one: Segmented, changes: readonly number[]): void {
  const { life, benchmark } = one;
  const steps = life.steps.filter((step) => step.benchmark === benchmark);
  const onStep = (commit: number): boolean => steps.some((step) => commit >= step.from - 1 && commit <= step.at + 1);
  const onOther = (commit: number): boolean =>
    (life.machine !== undefined && Math.abs(commit - life.machine) <= 1) ||
    life.spikes.some((spike) => spike.benchmark === benchmark && commit >= spike.from - 1 && commit <= spike.to + 2);
  tally.series++;
  tally.steps += steps.length;
  tally.stepsFound += steps.filter((step) => changes.some((commit) => commit >= step.from - 1 && commit <= step.at + 1)).length;
  tally.falseChanges += changes.filter((commit) => !onStep(commit) && !onOther(commit)).length;
}

/** The references' change points by series id and method, as commits. */
function references(all: readonly Segmented[]): Map<string, number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-references-'));
  try {
    const input = join(dir, 'series.csv');
    const output = join(dir, 'breaks.csv');
    const line = (id: string, values: readonly number[]): string => [id, ...values.map((value) => value.toPrecision(9))].join(',');
    writeFileSync(input, `${all.flatMap((one) => [line(one.id, one.values), line(`${one.id}+clean`, one.cleaned)]).join('\n')}\n`);
    const run = spawnSync('Rscript', ['scripts/history-references.R', input, output], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (run.status !== 0) throw new Error(`Rscript scripts/history-references.R failed (${run.status ?? run.signal})`);
    const byId = new Map(all.flatMap((one) => [[one.id, one] as const, [`${one.id}+clean`, one] as const]));
    const found = new Map<string, number[]>();
    for (const line of readFileSync(output, 'utf8')
      .split('\n')
      .filter((text) => text !== '')) {
      const [id = '', method = '', breaks = ''] = line.split(',');
      const commits = byId.get(id)?.commits ?? [];
      found.set(
        id.endsWith('+clean') ? `${id.slice(0, -'+clean'.length)} ${method}+clean` : `${id} ${method}`,
        breaks === '' ? [] : breaks.split(';').map((index) => commits[Number(index)] ?? -1),
      );
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const all = lives();
const found = references(all);
const kinds = Object.keys(LIFE_NOISES) as LifeNoise[];
const tallies = new Map<string, Scored>();
for (const one of all)
  for (const method of METHODS) {
    const key = `${one.kind} ${method}`;
    const tally = tallies.get(key) ?? { series: 0, falseChanges: 0, steps: 0, stepsFound: 0 };
    score(tally, one, method === 'benchgate' ? one.benchgate : (found.get(`${one.id} ${method}`) ?? []));
    tallies.set(key, tally);
  }
const cell = (kind: LifeNoise, pick: (tally: Scored) => string): string =>
  METHODS.map((method) => pick(tallies.get(`${kind} ${method}`) as Scored)).join(' / ');
console.log(`Methods: ${METHODS.join(' / ')}; ${LIVES} lives with changes and ${LIVES} without a noise, ${SERIES} series each.\n`);
console.log('| noise | steps found (±1 commit) | false change points per 1,000 series |');
console.log('|---|---|---|');
for (const kind of kinds)
  console.log(
    `| ${kind} | ${cell(kind, (tally) => `${tally.stepsFound}/${tally.steps}`)} | ${cell(kind, (tally) => ((1000 * tally.falseChanges) / tally.series).toFixed(0))} |`,
  );

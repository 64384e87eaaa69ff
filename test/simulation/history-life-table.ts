import { LIFE_NOISES, simulateLives, type LifeNoise, type LifeTally } from './history-life.js';

// `npm run simulate -- history-life`: the table of docs/history.md, "The issue over a suite's life",
// a column per noise of issue 42. SIM_LIVES sets the suites of each kind and noise (30 by default:
// about 2 minutes a noise on one core); SIM_LIFE_NOISES picks noises (ci,lognormal,t3,bimodal-cpu,noise-change,drift).
// Each noise keeps its seeds when picked alone (its place in LIFE_NOISES), so a table can be made in parts.
const suites = Number(process.env.SIM_LIVES ?? 30);
const count = Number.isInteger(suites) && suites > 0 ? suites : 30;
const kinds = (process.env.SIM_LIFE_NOISES ?? Object.keys(LIFE_NOISES).join(',')).split(',') as LifeNoise[];

const percent = (part: number, whole: number): string => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
const perThousand = (part: number, whole: number): string => (whole === 0 ? '—' : ((1000 * part) / whole).toFixed(1));

const rows: [string, (none: LifeTally, some: LifeTally, kind: LifeNoise) => string][] = [
  ['suites without a change that ever got an open issue', (none) => `${none.everOpened} of ${none.suites} (${percent(none.everOpened, none.suites)})`],
  ['false entries listed, suites without a change', (none) => `${none.falseEntries}`],
  ['steps of 3-10 sd listed within 5 commits after them', (_, some) => `${some.stepsListedIn5} of ${some.steps} (${percent(some.stepsListedIn5, some.steps)})`],
  [
    'steps of 1.5-3 sd (after the sd doubled) listed within 5 commits',
    (_, some) => (some.smallSteps === 0 ? '—' : `${some.smallStepsListedIn5} of ${some.smallSteps} (${percent(some.smallStepsListedIn5, some.smallSteps)})`),
  ],
  ['spikes of 1-4 commits listed as standing regressions', (_, some) => `${some.spikesListedStanding} of ${some.spikes}`],
  ['machine changes (+6%, every series) listed as one event entry', (_, some) => `${some.machineOneEntry} of ${some.machines}`],
  ['false entries listed, suites with changes', (_, some) => `${some.falseEntries}`],
  ['whole life: false change points per 1,000 series, no change', (none) => perThousand(none.falseChanges, none.series)],
  [
    'whole life: the same without the runner recorded',
    (none, _, kind) => (kind === 'bimodal-cpu' ? perThousand(none.falseChangesWithoutRunner, none.series) : '—'),
  ],
];

const tallies = kinds.map((kind) => {
  const k = Object.keys(LIFE_NOISES).indexOf(kind);
  const started = Date.now();
  const none = simulateLives(count, false, 11 + 100 * k, kind);
  const some = simulateLives(count, true, 12 + 100 * k, kind);
  console.error(`${kind}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { none, some };
});
console.log(`| what (${count} suites of each kind a noise) | ${kinds.join(' | ')} |`);
console.log(`|---|${kinds.map(() => '---:').join('|')}|`);
for (const [what, cell] of rows) console.log(`| ${what} | ${tallies.map(({ none, some }, k) => cell(none, some, kinds[k] as LifeNoise)).join(' | ')} |`);

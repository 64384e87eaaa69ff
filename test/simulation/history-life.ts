import { analyseHistory } from '../../src/history/analyse.js';
import { decideIssue, type IssueDecision } from '../../src/history/issue.js';
import type { IssueEntry, IssueState } from '../../src/history/issue-state.js';
import type { HistoryRun } from '../../src/history/model.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { CI_NOISE, simulateHistory, type PlannedHistory } from './history.js';

// The action's life (`npm run simulate -- history-life`): a suite's history analysed after every
// commit as `mode: history` does (the newest 30 runs, the look before them, the state the issue
// carried), with suites without any change and suites with steps, spikes and machine changes.
// Prints the figures of docs/history.md, "The issue over a suite's life". Seeded.

const WINDOW = 30;

interface PlannedLife {
  readonly plans: PlannedHistory[];
  /** Steps (benchmark, first commit of the new level) that should be listed within 5 commits. */
  readonly steps: { benchmark: string; at: number }[];
  /** Spikes (benchmark, first and last commit) that must never be listed as standing. */
  readonly spikes: { benchmark: string; from: number; to: number }[];
  /** A machine change: every series moves at this commit. */
  readonly machine?: number;
}

export interface LifeTally {
  suites: number;
  everOpened: number;
  steps: number;
  stepsListedIn5: number;
  spikes: number;
  spikesListedStanding: number;
  machines: number;
  machineOneEntry: number;
  falseEntries: number;
}

const emptyLife = (): LifeTally => ({
  suites: 0,
  everOpened: 0,
  steps: 0,
  stepsListedIn5: 0,
  spikes: 0,
  spikesListedStanding: 0,
  machines: 0,
  machineOneEntry: 0,
  falseEntries: 0,
});

/** A suite of `series` series over `commits` commits; with `changes`, a step or two, a spike or two and maybe a machine change. */
function plannedLife(series: number, commits: number, changes: boolean, random: () => number): PlannedLife {
  const steps: PlannedLife['steps'] = [];
  const spikes: PlannedLife['spikes'] = [];
  const machine = changes && random() < 0.4 ? 40 + Math.floor(random() * (commits - 60)) : undefined;
  const shift = machine === undefined ? 1 : 1.06;
  const plans: PlannedHistory[] = Array.from({ length: series }, (_, s) => {
    const benchmark = `b${s}`;
    let level = (c: number): number => (machine !== undefined && c >= machine ? shift : 1);
    if (changes && s < 2) {
      // A step of 3 to 10 sd (sd 1%) somewhere after the first window.
      const at = 35 + Math.floor(random() * (commits - 50));
      const size = 0.03 + random() * 0.07;
      const before = level;
      level = (c) => before(c) * (c >= at ? 1 + size : 1);
      steps.push({ benchmark, at });
    } else if (changes && s < 4) {
      // Away from the machine change: a spike across it is a step of the machine's size, rightly listed.
      let from = 35 + Math.floor(random() * (commits - 50));
      if (machine !== undefined && Math.abs(from - machine) < 10) from = machine + 10 < commits - 10 ? machine + 10 : machine - 14;
      const to = from + 1 + Math.floor(random() * 4) - 1;
      const before = level;
      level = (c) => before(c) * (c >= from && c <= to ? 1.1 : 1);
      spikes.push({ benchmark, from, to });
    }
    return { level, planted: [] };
  });
  return { plans, steps, spikes, ...(machine !== undefined && { machine }) };
}

/** Every commit of a life: the analysis the action makes after it, with the issue's state carried on. */
function live(runs: readonly HistoryRun[], commits: number, each: (decision: IssueDecision, newest: number) => void): void {
  const byCommit = Array.from({ length: commits }, (): HistoryRun[] => []);
  for (const run of runs) byCommit[Number(run.commit.slice(1))]?.push(run);
  let state: IssueState | undefined;
  for (let newest = 1; newest < commits; newest++) {
    const window = byCommit.slice(Math.max(0, newest + 1 - WINDOW), newest + 1).flat();
    const previous = byCommit.slice(Math.max(0, newest + 1 - WINDOW), newest).flat();
    const report = analyseHistory(window);
    const decision = decideIssue(report, analyseHistory(previous), state, { alpha: report.settings.alpha });
    state = decision.state;
    each(decision, newest);
  }
}

const at = (commit: string): number => Number(commit.slice(1));

function tallyLife(tally: LifeTally, life: PlannedLife, runs: readonly HistoryRun[], commits: number): void {
  tally.suites++;
  let opened = false;
  const firstListed = new Map<string, number>();
  const listedEver: IssueEntry[] = [];
  live(runs, commits, (decision, newest) => {
    if (decision.action === 'open') opened = true;
    for (const entry of decision.entries) {
      const key = JSON.stringify([entry.kind, entry.benchmark, entry.before]);
      if (!firstListed.has(key)) {
        firstListed.set(key, newest);
        listedEver.push(entry);
      }
    }
  });
  if (life.steps.length === 0 && life.spikes.length === 0 && life.machine === undefined && opened) tally.everOpened++;
  const near = (entry: IssueEntry, commit: number): boolean => Math.abs(at(entry.after) - commit) <= 1;
  for (const step of life.steps) {
    tally.steps++;
    const entry = listedEver.find((one) => one.kind === 'regression' && one.benchmark === step.benchmark && near(one, step.at));
    const when = entry === undefined ? undefined : firstListed.get(JSON.stringify([entry.kind, entry.benchmark, entry.before]));
    if (when !== undefined && when <= step.at + 5) tally.stepsListedIn5++;
  }
  for (const spike of life.spikes) {
    tally.spikes++;
    if (
      listedEver.some(
        (one) => one.kind === 'regression' && one.benchmark === spike.benchmark && at(one.after) >= spike.from - 1 && at(one.after) <= spike.to + 1,
      )
    )
      tally.spikesListedStanding++;
  }
  if (life.machine !== undefined) {
    tally.machines++;
    const machine = life.machine;
    const atMachine = listedEver.filter((one) => near(one, machine) && !life.steps.some((step) => step.benchmark === one.benchmark));
    if (atMachine.length === 1 && atMachine[0]?.kind === 'event') tally.machineOneEntry++;
  }
  const planned = (entry: IssueEntry): boolean =>
    (life.machine !== undefined && near(entry, life.machine)) ||
    life.steps.some((step) => step.benchmark === entry.benchmark && near(entry, step.at)) ||
    life.spikes.some((spike) => spike.benchmark === entry.benchmark);
  tally.falseEntries += listedEver.filter((entry) => entry.kind !== 'transient' && !planned(entry)).length;
}

/** `suites` lives with changes or without, seeded: each 40 series over 100 to 200 commits. */
export function simulateLives(suites: number, changes: boolean, seed: number): LifeTally {
  const tally = emptyLife();
  const random = mulberry32(seed);
  for (let k = 0; k < suites; k++) {
    const commits = 100 + Math.floor(random() * 101);
    const life = plannedLife(40, commits, changes, random);
    const runs = simulateHistory(life.plans, commits, CI_NOISE, seed * 1000 + k);
    tallyLife(tally, life, runs, commits);
  }
  return tally;
}

const percent = (part: number, whole: number): string => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);

/** The table of docs/history.md. */
export function lifeTable(suites: number): string {
  const none = simulateLives(suites, false, 11);
  const some = simulateLives(suites, true, 12);
  return [
    `| what | measured |`,
    `|---|---:|`,
    `| suites without a change that ever got an open issue | ${none.everOpened} of ${none.suites} (${percent(none.everOpened, none.suites)}) |`,
    `| false entries listed, suites without a change | ${none.falseEntries} in ${none.suites} suites |`,
    `| steps of 3-10 sd (3-10%) listed within 5 commits after them | ${some.stepsListedIn5} of ${some.steps} (${percent(some.stepsListedIn5, some.steps)}) |`,
    `| spikes of 1-4 commits listed as standing regressions | ${some.spikesListedStanding} of ${some.spikes} |`,
    `| machine changes (+6%, every series) listed as one event entry | ${some.machineOneEntry} of ${some.machines} |`,
    `| false entries listed, suites with changes | ${some.falseEntries} in ${some.suites} suites |`,
  ].join('\n');
}

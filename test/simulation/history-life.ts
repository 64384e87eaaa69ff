import { analyseHistory } from '../../src/history/analyse.js';
import { decideIssue, type IssueDecision } from '../../src/history/issue.js';
import type { IssueEntry, IssueState } from '../../src/history/issue-state.js';
import type { HistoryReport, HistoryRun } from '../../src/history/model.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { CI_NOISE, simulateHistory, type HistoryNoise, type PlannedHistory } from './history.js';

// The action's life (`npm run simulate -- history-life`): a suite's history analysed after every
// commit as `mode: history` does (the newest 30 runs, the look before them, the state the issue
// carried), with suites without any change and suites with steps, spikes and machine changes.
// Prints the figures of docs/history.md, "The issue over a suite's life". Seeded.

const WINDOW = 30;

export interface PlannedLife {
  readonly plans: PlannedHistory[];
  /**
   * Steps (benchmark, first commit of the new level; a drift's from its first commit to its last) that should be listed within 5
   * commits, and their size in sds of a one-run point's noise where they are (a step after the sd doubled is half as many).
   */
  readonly steps: { benchmark: string; from: number; at: number; sds: number }[];
  /** Spikes (benchmark, first and last commit) that must never be listed as standing. */
  readonly spikes: { benchmark: string; from: number; to: number }[];
  /** A machine change: every series moves at this commit. */
  readonly machine?: number;
}

export interface LifeTally {
  suites: number;
  everOpened: number;
  /** Steps of 3 sd or more where they are, and of those listed within 5 commits; the smaller ones (after the sd doubled) apart. */
  steps: number;
  stepsListedIn5: number;
  smallSteps: number;
  smallStepsListedIn5: number;
  spikes: number;
  spikesListedStanding: number;
  machines: number;
  machineOneEntry: number;
  falseEntries: number;
  /** The whole life analysed at once (analyseHistory of every commit): series, their change points away from any planted change, and without the runner recorded. */
  series: number;
  falseChanges: number;
  falseChangesWithoutRunner: number;
}

const emptyLife = (): LifeTally => ({
  suites: 0,
  everOpened: 0,
  steps: 0,
  stepsListedIn5: 0,
  smallSteps: 0,
  smallStepsListedIn5: 0,
  spikes: 0,
  spikesListedStanding: 0,
  machines: 0,
  machineOneEntry: 0,
  falseEntries: 0,
  series: 0,
  falseChanges: 0,
  falseChangesWithoutRunner: 0,
});

/** The noises of issue 42's lives: shared CI runners (normal, 2% slow jobs), log-normal, Student's t (3 df), a runner of two CPU models (recorded), the sd doubling, and drifts for steps. */
export const LIFE_NOISES = {
  ci: CI_NOISE,
  lognormal: { ...CI_NOISE, shape: 'lognormal' },
  t3: { ...CI_NOISE, shape: 't3' },
  'bimodal-cpu': { ...CI_NOISE, cpu: { share: 0.2, meanStretch: 3 } },
  'noise-change': CI_NOISE,
  drift: CI_NOISE,
} as const satisfies Record<string, HistoryNoise>;

export type LifeNoise = keyof typeof LIFE_NOISES;

/**
 * A suite of `series` series over `commits` commits; with `changes`, a step or two, a spike or
 * two and maybe a machine change. `noise-change`: every series' sd doubles at a commit of the
 * suite, changes or not; `drift`: the steps are drifts over 10 commits, listed within 5 commits of their end.
 */
function plannedLife(series: number, commits: number, changes: boolean, random: () => number, kind: LifeNoise = 'ci'): PlannedLife {
  const steps: PlannedLife['steps'] = [];
  const spikes: PlannedLife['spikes'] = [];
  const machine = changes && random() < 0.4 ? 40 + Math.floor(random() * (commits - 60)) : undefined;
  const shift = machine === undefined ? 1 : 1.06;
  const doubling = kind === 'noise-change' ? 30 + Math.floor(random() * (commits - 40)) : undefined;
  const plans: PlannedHistory[] = Array.from({ length: series }, (_, s) => {
    const benchmark = `b${s}`;
    let level = (c: number): number => (machine !== undefined && c >= machine ? shift : 1);
    if (changes && s < 2) {
      // A step (or a drift over 10 commits) of 3 to 10 sd (sd 1%) somewhere after the first window.
      const at = 35 + Math.floor(random() * (commits - 50));
      const size = 0.03 + random() * 0.07;
      const before = level;
      level = kind === 'drift' ? (c) => before(c) * (1 + (size * Math.min(10, Math.max(0, c - at + 1))) / 10) : (c) => before(c) * (c >= at ? 1 + size : 1);
      steps.push({
        benchmark,
        from: at,
        at: kind === 'drift' ? at + 9 : at,
        sds: size / (LIFE_NOISES[kind].sd * (doubling !== undefined && at >= doubling ? 2 : 1)),
      });
    } else if (changes && s < 4) {
      // Away from the machine change: a spike across it is a step of the machine's size, rightly listed.
      let from = 35 + Math.floor(random() * (commits - 50));
      if (machine !== undefined && Math.abs(from - machine) < 10) from = machine + 10 < commits - 10 ? machine + 10 : machine - 14;
      const to = from + 1 + Math.floor(random() * 4) - 1;
      const before = level;
      level = (c) => before(c) * (c >= from && c <= to ? 1.1 : 1);
      spikes.push({ benchmark, from, to });
    }
    return { level, ...(doubling !== undefined && { scale: (c: number) => (c >= doubling ? 2 : 1) }), planted: [] };
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
  // A step fewer than min-segment (4) commits from the machine change leaves no level between them to be found: its series moved
  // beyond the event at one of the two, and is listed there by itself.
  const besideMachine = (step: PlannedLife['steps'][number]): boolean => life.machine !== undefined && Math.abs(step.from - life.machine) < 4;
  const onStep = (entry: IssueEntry, step: PlannedLife['steps'][number]): boolean =>
    entry.benchmark === step.benchmark &&
    ((at(entry.after) >= step.from - 1 && at(entry.after) <= step.at + 1) || (besideMachine(step) && near(entry, life.machine as number)));
  for (const step of life.steps) {
    const entry = listedEver.find((one) => one.kind === 'regression' && onStep(one, step));
    const when = entry === undefined ? undefined : firstListed.get(JSON.stringify([entry.kind, entry.benchmark, entry.before]));
    const listed = when !== undefined && when <= step.at + 5 ? 1 : 0;
    if (step.sds >= 3) {
      tally.steps++;
      tally.stepsListedIn5 += listed;
    } else {
      tally.smallSteps++;
      tally.smallStepsListedIn5 += listed;
    }
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
    life.steps.some((step) => onStep(entry, step)) ||
    life.spikes.some((spike) => spike.benchmark === entry.benchmark);
  tally.falseEntries += listedEver.filter((entry) => entry.kind !== 'transient' && !planned(entry)).length;
}

/** Change points of the whole life analysed at once, away from any planted change (±1 commit; a spike's commits; the machine's). */
function tallyWholeLife(tally: LifeTally, life: PlannedLife, runs: readonly HistoryRun[], kind: LifeNoise): void {
  const planted = (benchmark: string, commit: number): boolean =>
    (life.machine !== undefined && Math.abs(commit - life.machine) <= 1) ||
    life.steps.some((step) => step.benchmark === benchmark && commit >= step.from - 1 && commit <= step.at + 1) ||
    life.spikes.some((spike) => spike.benchmark === benchmark && commit >= spike.from - 1 && commit <= spike.to + 2);
  const falseChanges = (report: HistoryReport): number =>
    report.series.reduce((sum, series) => sum + series.changes.filter((change) => !planted(series.benchmark, at(change.after))).length, 0);
  const report = analyseHistory(runs);
  tally.series += report.series.length;
  tally.falseChanges += falseChanges(report);
  if (kind === 'bimodal-cpu') tally.falseChangesWithoutRunner += falseChanges(analyseHistory(runs.map(withoutRunner)));
}

export const withoutRunner = (run: HistoryRun): HistoryRun => {
  const { runner, ...rest } = run;
  void runner;
  return { ...rest, set: { runCount: run.set.runCount, series: run.set.series } };
};

/** A life of `kind`: its plan and runs, seeded. */
export function simulatedLife(
  changes: boolean,
  random: () => number,
  seed: number,
  kind: LifeNoise,
): { life: PlannedLife; runs: HistoryRun[]; commits: number } {
  const commits = 100 + Math.floor(random() * 101);
  const life = plannedLife(40, commits, changes, random, kind);
  return { life, runs: simulateHistory(life.plans, commits, LIFE_NOISES[kind], seed), commits };
}

/** `suites` lives with changes or without, seeded: each 40 series over 100 to 200 commits, of the noise `kind`. */
export function simulateLives(suites: number, changes: boolean, seed: number, kind: LifeNoise = 'ci'): LifeTally {
  const tally = emptyLife();
  const random = mulberry32(seed);
  for (let k = 0; k < suites; k++) {
    const { life, runs, commits } = simulatedLife(changes, random, seed * 1000 + k, kind);
    tallyLife(tally, life, runs, commits);
    tallyWholeLife(tally, life, runs, kind);
  }
  return tally;
}

import type { GateReason } from '../model/reason.js';
import { cpuModelOf } from '../model/runner.js';
import { worstNotRuledOut, type Comparison, type Report, type SideLabel, type SuiteLine, type VerdictCounts, type Verdict } from '../model/report.js';
import type { SampleSet } from '../model/series.js';
import type { Policy } from './policy.js';

/** One side as the report names it. */
export interface LabelledSet {
  readonly label: string;
  readonly set: SampleSet;
  /** Which format each file was read as and whose output it is, when the side was read from files (load-side.ts). */
  readonly formats?: readonly { readonly file: string; readonly format: string; readonly tool?: string }[];
}

export function countVerdicts(comparisons: readonly Comparison[]): VerdictCounts {
  const counts: Record<Verdict, number> = { regression: 0, improvement: 0, unchanged: 0, noise: 0, inconclusive: 0, added: 0, removed: 0 };
  for (const row of comparisons) counts[row.verdict]++;
  return {
    rows: comparisons.length,
    regressions: counts.regression,
    improvements: counts.improvement,
    unchanged: counts.unchanged,
    noise: counts.noise,
    inconclusive: counts.inconclusive,
    added: counts.added,
    removed: counts.removed,
  };
}

/**
 * The machine part of a runner fingerprint ("ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node
 * v24.1.0" → all but the Node version): OS, CPU model and cores decide comparability.
 */
function machineOf(runner: string): string {
  return runner.replace(/,\s*Node v?[\d.]+\s*$/, '').trim();
}

function differentMachines(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && machineOf(a) !== machineOf(b);
}

/** Whether two runner fingerprints name different CPU models (another VM type moves benchmarks further: the job-effect bound doubles). */
export function differentCpuModels(a: string | undefined, b: string | undefined): boolean {
  const first = a === undefined ? undefined : cpuModelOf(a);
  const second = b === undefined ? undefined : cpuModelOf(b);
  return first !== undefined && second !== undefined && first !== second;
}

/** What the gate weighs: regressions (rows and whole-suite lines), and undecided rows that could hide one. */
export interface GateCounts {
  readonly regressions: number;
  /** Inconclusive rows and lines whose interval reaches beyond +noise (or is unbounded, or was not tested). */
  readonly couldHide: number;
}

/** Counts a report's regressions and the undecided rows and lines that could hide one above the noise threshold. */
function gateCounts(comparisons: readonly Comparison[], suites: readonly SuiteLine[], noise: number): GateCounts {
  let regressions = 0;
  let couldHide = 0;
  for (const row of [...comparisons, ...suites]) {
    if (row.verdict === 'regression') regressions++;
    else if (row.verdict === 'inconclusive' && worstNotRuledOut(row) > noise) couldHide++;
  }
  return { regressions, couldHide };
}

/** A PR's accept label, present when the PR carries it: a failing gate passes, naming who accepted it. */
export interface Acceptance {
  readonly label: string;
  /** Who added the label, when GitHub says. */
  readonly by: string | undefined;
}

type GateDecision = { gate: 'pass' | 'fail'; gateReason: GateReason | undefined };

/**
 * The gate of finished rows and whole-suite lines, with the machines of the sides compared: one
 * decision for a report being made and for one read back (a fork's, whose own claim is not taken).
 */
export function gateOfReport(
  policy: Policy,
  report: Pick<Report, 'comparisons' | 'suites' | 'baselines' | 'current'>,
  accepted?: Acceptance,
): GateDecision & { readonly runnersDiffer: boolean } {
  const runnersDiffer = report.baselines.some((side) => differentMachines(side.runner, report.current.runner));
  return { ...decideGate(policy, gateCounts(report.comparisons, report.suites, policy.noise), runnersDiffer, accepted), runnersDiffer };
}

/**
 * The gate: regressions fail it, and with fail-on undecided so does a row that could hide one
 * (never with fail-on never); runners that differ act as configured; the PR's accept label
 * turns any failing decision into a pass with the reason.
 */
function decideGate(policy: Policy, counts: GateCounts, runnersDiffer: boolean, accepted?: Acceptance): GateDecision {
  const decision = gateOf(policy, counts, runnersDiffer);
  if (decision.gate === 'pass' || accepted === undefined) return decision;
  const what =
    counts.regressions > 0
      ? counts.regressions === 1
        ? 'regression'
        : 'regressions'
      : counts.couldHide > 0 && policy.failOn === 'undecided'
        ? 'undecided'
        : 'gate';
  return { gate: 'pass', gateReason: { code: 'accepted', what, label: accepted.label, ...(accepted.by !== undefined && { by: accepted.by }) } };
}

function gateOf(policy: Policy, counts: GateCounts, runnersDiffer: boolean): GateDecision {
  const { regressions, couldHide } = counts;
  if (runnersDiffer && policy.onRunnerMismatch === 'fail') return { gate: 'fail', gateReason: { code: 'runners-differ-fail' } };
  if (runnersDiffer && policy.onRunnerMismatch === 'neutral')
    return { gate: 'pass', gateReason: regressions > 0 ? { code: 'runners-differ-neutral' } : undefined };
  if (policy.failOn === 'never' || regressions > 0) return { gate: policy.failOn !== 'never' && regressions > 0 ? 'fail' : 'pass', gateReason: undefined };
  if (policy.failOn === 'undecided' && couldHide > 0)
    return {
      gate: 'fail',
      gateReason: { code: 'could-hide', rows: couldHide },
    };
  return { gate: 'pass', gateReason: undefined };
}

export function sideLabel({ label, set }: LabelledSet): SideLabel {
  return {
    label,
    runs: set.runCount,
    ...(set.context?.commit !== undefined && { commit: set.context.commit }),
    ...(set.context?.runner !== undefined && { runner: set.context.runner }),
  };
}

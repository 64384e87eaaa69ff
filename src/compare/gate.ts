import type { Comparison, SideLabel, VerdictCounts, Verdict } from '../model/report.js';
import type { SampleSet } from '../model/series.js';
import type { Policy } from './policy.js';

/** One side as the report names it. */
export interface LabelledSet {
  readonly label: string;
  readonly set: SampleSet;
  /** Which format each file was read as, when the side was read from files (load-side.ts). */
  readonly formats?: readonly { readonly file: string; readonly format: string }[];
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

export function differentMachines(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && machineOf(a) !== machineOf(b);
}

/** The gate: regressions fail it (unless fail-on never); runners that differ act as configured. */
export function decideGate(policy: Policy, regressions: number, runnersDiffer: boolean): { gate: 'pass' | 'fail'; gateReason: string | undefined } {
  if (runnersDiffer && policy.onRunnerMismatch === 'fail')
    return { gate: 'fail', gateReason: 'the baseline and the current runs come from different machines (on-runner-mismatch: fail)' };
  if (runnersDiffer && policy.onRunnerMismatch === 'neutral')
    return { gate: 'pass', gateReason: regressions > 0 ? 'regressions are not gated because the machines differ (on-runner-mismatch: neutral)' : undefined };
  return { gate: policy.failOn === 'regression' && regressions > 0 ? 'fail' : 'pass', gateReason: undefined };
}

export function sideLabel({ label, set }: LabelledSet): SideLabel {
  return {
    label,
    runs: set.runCount,
    ...(set.context?.commit !== undefined && { commit: set.context.commit }),
    ...(set.context?.runner !== undefined && { runner: set.context.runner }),
  };
}

import type { BaselineNote, GateReason, RowReason, TailChange } from '../model/reason.js';
import { formatPercent, plural } from './cells.js';

/** Runners that differ, in the words of the gate's reason and of every face's warning (report-facts.ts). */
export const DIFFERENT_MACHINES = 'the baseline and the current runs come from different machines';

/** The cure of a baseline from another job. */
const POOL_OR_ONE_JOB = 'pool several base-branch runs (baseline-runs), or compare in one job (local baseline files, baseline-command, or benchgate run)';

const percent = (fraction: number): string => `±${+(fraction * 100).toFixed(4)}%`;

/** A share of samples, as "5.0%". */
const share = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/**
 * A changed tail in words (the reason `tail-changed` and the warning of the same name). Under 120
 * characters: a markdown cell shortens longer text in its middle.
 */
export function tailChangeText(tail: Omit<TailChange, 'code'>): string {
  const centres = `robust centre ${formatPercent(tail.robustChange, 1)} (at the fence), plain mean ${formatPercent(tail.plainChange, 1)}`;
  return `beyond 3 IQR: ${share(tail.baselineShare)} → ${share(tail.currentShare)} of a run; ${centres}`;
}

/** The words of a row's reason (every face and the JSON report say the same). */
export function rowReasonText(reason: RowReason): string {
  switch (reason.code) {
    case 'unit-clash':
      return (
        `the baseline measures ${reason.baselineUnit || 'no unit'} (${reason.baselineBetter} is better) ` +
        `but the current runs ${reason.currentUnit || 'no unit'} (${reason.currentBetter} is better)`
      );
    case 'only-current':
      return 'not in the baseline';
    case 'only-baseline':
      return 'not in the current runs';
    case 'no-test':
      return 'no test could be run';
    case 'not-finite':
      return 'the statistics of this row are not finite numbers (values too extreme to compute with)';
    case 'unbounded-ratio':
      return 'the interval of the change is unbounded (Fieller): the baseline is too noisy to size a relative change';
    case 'undecided':
      return reason.bounded
        ? `the interval of the change is not inside ${percent(reason.noise)} and not beyond it`
        : `the interval of the change is unbounded: it cannot be sized against ${percent(reason.noise)}`;
    case 'rate-not-positive':
      return `the ${reason.side} side has a rate of ${reason.min} (the harmonic mean of rates needs every value above 0)`;
    case 'mean-only':
      return `the ${reason.side} side has one run with one value from its tool (a mean or median), no spread; give each side several runs`;
    case 'one-run': {
      const side = reason.baseline && reason.current ? 'each side has' : reason.baseline ? 'the baseline has' : 'the current side has';
      // Under 120 characters: a markdown cell shortens longer text in its middle.
      return `${side} one run, which shows no run-to-run noise: make ≥ 3 runs a side, each a separate process`;
    }
    case 'paired-summary-only':
      return 'a summary-only side has no runs to pair';
    case 'paired-run-counts':
      return `--paired needs as many runs on both sides, in run order; this row has ${reason.baselineRuns} and ${reason.currentRuns}`;
    case 'paired-too-few':
      return '--paired needs at least 2 pairs of runs (3 or more to find anything but large changes)';
    case 'paired-not-finite':
      return 'a run centre is 0 or not finite: no ratio to pair';
    case 'rank-zero-pairs':
      return `${reason.zeros} of ${reason.pairs} pairs have no change at all: the signed-rank test has no interval at ${reason.alpha}; use --test welch`;
    case 'rank-too-few':
      return (
        `the signed-rank test of ${reason.pairs} pairs cannot reach p < ${+reason.alpha.toPrecision(3)} ` +
        `(its smallest p is ${+(2 / 2 ** reason.pairs).toPrecision(3)}): needs ≥ ${reason.needed} pairs`
      );
    case 'not-decided-after':
      return (
        `not decided after ${reason.pairs} pairs: the interval of the change reaches beyond ${percent(reason.noise)}` +
        (reason.morePairs === undefined ? '' : `; needs about ${plural(reason.morePairs, 'more pair')}`)
      );
    case 'shift-untested':
      return 'the common shift could not be tested';
    case 'another-job':
      // Under 120 characters: a markdown cell shortens longer text in its middle.
      return `${plural(reason.rows, 'row')} of this metric against another job: a VM's effect is unmeasured; pool ≥ 3 jobs (convert --commit), or --same-job`;
    case 'tail-changed':
      return tailChangeText(reason);
    case 'machine-or-code':
      if (reason.bound !== undefined)
        return (
          `the baseline comes from one other job: a shift of every benchmark within ${percent(reason.bound)} (the job-effect bound) ` +
          `may be the machine as well as the code; ${POOL_OR_ONE_JOB}`
        );
      return (
        'the baseline comes from another job, with no spread of several baseline jobs to judge it against: ' +
        `a shift of every benchmark may be the machine as well as the code; ${POOL_OR_ONE_JOB}`
      );
    case 'job-effect-bound':
      // Under 120 characters: a markdown cell shortens longer text in its middle.
      return `within another job's VM effect (${percent(reason.bound)}, job-effect-bound): pool ≥ 5 jobs or --same-job`;
  }
}

const ACCEPTED: Readonly<Record<Extract<GateReason, { code: 'accepted' }>['what'], string>> = {
  regression: 'the regression was',
  regressions: 'the regressions were',
  undecided: 'the undecided rows were',
  gate: 'the failing gate was',
};

/** The words of the gate's reason. */
export function gateReasonText(reason: GateReason): string {
  switch (reason.code) {
    case 'accepted':
      return `${ACCEPTED[reason.what]} accepted with the label "${reason.label}"${reason.by === undefined ? '' : ` by ${reason.by}`}`;
    case 'runners-differ-fail':
      return `${DIFFERENT_MACHINES} (on-runner-mismatch: fail)`;
    case 'runners-differ-neutral':
      return 'regressions are not gated because the machines differ (on-runner-mismatch: neutral)';
    case 'could-hide':
      return `${plural(reason.rows, 'undecided row')} could hide a regression above the noise threshold (fail-on: undecided)`;
  }
}

const short = (sha: string): string => sha.slice(0, 7);

/** The words of a note about the stored baselines (or a finished run's reports). */
export function baselineNoteText(note: BaselineNote): string {
  switch (note.code) {
    case 'expired':
      return `the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}) has expired`;
    case 'ancestry-limit':
      return `stopped after ${note.checks} ancestry checks of older runs`;
    case 'skipped':
      return (
        `skipped the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}): ` +
        (note.gone ? `it ${note.problem}` : `it could not be used: ${note.problem}`)
      );
    case 'unreadable':
      return `skipped the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}): it could not be read: ${note.problem}`;
    case 'ancestor':
      return `no usable baseline at ${short(note.wanted)}; using ${short(note.used)}, an ancestor on ${note.branch}`;
    case 'first-artifacts':
      return `read the first ${note.read} artifacts of run ${note.runId} only`;
    case 'too-many-reports':
      return `run ${note.runId} has ${note.found} report artifacts; the first ${note.read} by name were read, the other ${note.found - note.read} were not`;
  }
}

/** A baseline error as the step shows it: its message, then the newest three notes it carries. */
export function baselineErrorText(error: { readonly message: string; readonly notes?: readonly BaselineNote[] | undefined }): string {
  return error.notes === undefined ? error.message : `${error.message}: ${error.notes.slice(-3).map(baselineNoteText).join('; ')}`;
}

import { DEFAULT_POLICY, type Policy } from '../compare/policy.js';
import { InputError } from '../errors.js';
import { inputDeclaration } from '../options.js';
import { parseFormatId, parsePolicy } from '../settings.js';

/** Every input of action.yml, in its order, as src/options.ts declares them. */
export { INPUT_NAMES } from '../options.js';
export type InputName = string;

export const COMMENT_MODES = ['always', 'on-change', 'on-regression', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export const UPLOAD_MODES = ['auto', 'always', 'never'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

export const ACTION_MODES = ['compare', 'calibrate', 'comment', 'history'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

/** The action's inputs, parsed once and validated. */
export interface ActionInputs {
  /**
   * `compare` (the gate), `calibrate` (A/A false-alarm rates of the settings on these runs),
   * `comment` (post a fork PR's report from a workflow_run workflow) or `history` (change points
   * over the base branch's stored baselines, kept in one issue per suite).
   */
  readonly mode: ActionMode;
  readonly files: readonly string[];
  readonly format: string;
  readonly suite: string;
  /** mode: comment: the suites whose report artifacts may be posted (one per line); empty: `suite` alone. */
  readonly suites: readonly string[];
  /** `auto` (the base branch's artifact) or globs of local baseline files (same-job A/B). */
  readonly baseline: 'auto' | readonly string[];
  /** How many base-branch workflow runs to pool as the baseline (history as the baseline). */
  readonly baselineRuns: number;
  /** Both set: the action runs them interleaved on the runner (benchgate run) instead of reading files. */
  readonly commands: { readonly baseline: string; readonly current: string } | undefined;
  readonly policy: Policy;
  /** Path of the per-benchmark configuration file, if any. */
  readonly config: string | undefined;
  /** A PR label that turns a failing gate into a pass (the regressions stay listed). */
  readonly acceptLabel: string;
  readonly comment: CommentMode;
  readonly upload: UploadMode;
  /** Tells matrix legs apart in artifact names and comments; empty: from the job's matrix name. */
  readonly key: string;
  /** Days the baseline artifact is kept (1-90; the repository's setting may cap it). */
  readonly retentionDays: number;
  /** A baseline that exists but cannot be used: `fail` the step (default) or `warn` and pass. */
  readonly onBaselineError: 'fail' | 'warn';
  /** mode: history: how many of the newest base-branch runs' baselines are read. */
  readonly historyRuns: number;
  /** mode: history: the labels and assignees the suite's issue is created with. */
  readonly issueLabels: readonly string[];
  readonly issueAssignees: readonly string[];
  readonly token: string;
}

// Artifact names may not contain these (actions/toolkit artifact name validation).
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/;

/** Globs, one per line (or several on one line separated by spaces where no line breaks are used). */
function globList(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return lines.length === 1 ? (lines[0] as string).split(/\s+/) : lines;
}

/** Names separated by commas or line breaks (labels may hold blanks). */
function nameList(text: string): string[] {
  return text
    .split(/[,\r\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function oneOf<T extends string>(value: string, allowed: readonly T[], input: InputName): T {
  if (!(allowed as readonly string[]).includes(value)) throw new InputError(`input ${input}: expected one of ${allowed.join(', ')}; got "${value}"`);
  return value as T;
}

/**
 * Reads every input through `get` (core.getInput in the action, a map in tests). Throws one
 * InputError naming the input, the value and what is accepted.
 */
export function parseInputs(get: (name: InputName) => string): ActionInputs {
  // An empty input takes the declared default (src/options.ts), as action.yml's would.
  const value = (name: InputName): string => {
    const text = get(name).trim();
    return text === '' ? (inputDeclaration(name).default ?? '') : text;
  };
  const mode = oneOf(value('mode'), ACTION_MODES, 'mode');
  const files = globList(get('files'));
  const baselineCommand = get('baseline-command').trim();
  const currentCommand = get('current-command').trim();
  if ((baselineCommand === '') !== (currentCommand === ''))
    throw new InputError('inputs baseline-command and current-command: give both (benchgate runs them interleaved on the runner) or neither');
  const commands = baselineCommand === '' ? undefined : { baseline: baselineCommand, current: currentCommand };
  // mode: comment reads a finished run's report artifact, mode: history stored baselines, not
  // files; commands make their own.
  if (files.length === 0 && mode !== 'comment' && mode !== 'history' && commands === undefined)
    throw new InputError('input files: required; give the benchmark output files of this job (globs, one per line)');
  const suite = value('suite');
  if (ARTIFACT_NAME_FORBIDDEN.test(suite))
    throw new InputError(`input suite: "${suite}" cannot be part of an artifact name; avoid " : < > | * ? \\ / and line breaks`);
  // One per line: a suite name may hold spaces.
  const suites = get('suites')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const name of suites)
    if (ARTIFACT_NAME_FORBIDDEN.test(name))
      throw new InputError(`input suites: "${name}" cannot be part of an artifact name; avoid " : < > | * ? \\ / and line breaks`);
  const baselineText = value('baseline');
  const baselineRunsText = value('baseline-runs');
  const baselineRuns = Number(baselineRunsText);
  if (!Number.isInteger(baselineRuns) || baselineRuns < 1 || baselineRuns > 20)
    throw new InputError(`input baseline-runs: expected a whole number from 1 to 20; got "${baselineRunsText}"`);
  const historyRunsText = value('history-runs');
  const historyRuns = Number(historyRunsText);
  if (!Number.isInteger(historyRuns) || historyRuns < 1 || historyRuns > 100)
    throw new InputError(`input history-runs: expected a whole number from 1 to 100; got "${historyRunsText}"`);
  const retentionText = value('retention-days');
  const retentionDays = Number(retentionText);
  if (!Number.isInteger(retentionDays) || retentionDays < 1 || retentionDays > 90)
    throw new InputError(`input retention-days: expected a whole number from 1 to 90; got "${retentionText}"`);
  const key = get('key').trim();
  if (ARTIFACT_NAME_FORBIDDEN.test(key))
    throw new InputError(`input key: "${key}" cannot be part of an artifact name; avoid " : < > | * ? \\ / and line breaks`);
  const alpha = get('alpha').trim();
  const noise = get('noise-threshold').trim();
  const correction = get('correction').trim();
  const failOn = get('fail-on').trim();
  const outliers = get('outliers').trim();
  const onRunnerMismatch = get('on-runner-mismatch').trim();
  const test = get('test').trim();
  return {
    mode,
    files,
    format: parseFormatId(value('format'), 'input format'),
    suite,
    suites: suites.length === 0 ? [suite] : suites,
    baseline: baselineText === 'auto' ? 'auto' : globList(baselineText),
    baselineRuns,
    commands,
    policy: parsePolicy(
      {
        alpha: alpha || undefined,
        noise: noise || undefined,
        correction: correction || undefined,
        failOn: failOn || undefined,
        outliers: outliers || undefined,
        onRunnerMismatch: onRunnerMismatch || undefined,
        test: test || undefined,
      },
      {
        alpha: 'input alpha',
        noise: 'input noise-threshold',
        correction: 'input correction',
        failOn: 'input fail-on',
        outliers: 'input outliers',
        onRunnerMismatch: 'input on-runner-mismatch',
        test: 'input test',
      },
      DEFAULT_POLICY,
    ),
    config: get('config').trim() || undefined,
    acceptLabel: value('accept-label'),
    comment: oneOf(value('comment'), COMMENT_MODES, 'comment'),
    upload: oneOf(value('upload'), UPLOAD_MODES, 'upload'),
    key,
    retentionDays,
    onBaselineError: oneOf(value('on-baseline-error'), ['fail', 'warn'] as const, 'on-baseline-error'),
    historyRuns,
    issueLabels: nameList(value('issue-labels')),
    issueAssignees: nameList(get('issue-assignees')).map((login) => login.replace(/^@/, '')),
    token: get('github-token').trim(),
  };
}

import type { Policy } from '../pipeline.js';
import { InputError } from '../errors.js';
import { buildSettings, policyOf, type OptionDeclaration, type Settings } from '../options.js';
import type { ActionMode, CommentMode, UploadMode } from '../settings.js';

/** Every input of action.yml, in its order, as src/options.ts declares them. */
export { INPUT_NAMES } from '../options.js';
export { type ActionMode, type CommentMode, type UploadMode } from '../settings.js';
export type InputName = string;

/** The action's inputs, parsed once and validated. */
export interface ActionSettings {
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
  /** Variables the commands see although they are the action's own (interleaved/command-env.ts). */
  readonly commandEnv: readonly string[];
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
  /** mode: bisect: the commits, the command run in each commit's worktree and the build before it. */
  readonly bisect: { readonly good: string; readonly bad: string; readonly command: string; readonly build: string | undefined } | undefined;
}

/**
 * The action's settings from its inputs, read through `get` (core.getInput in the action, a map
 * in tests) and parsed by the declarations of src/options.ts: an empty input takes the declared
 * default, as action.yml's would. Throws one InputError naming the input, the value and what is
 * accepted.
 */
export function readInputSettings(get: (name: InputName) => string): Settings {
  const given = (declaration: OptionDeclaration) => {
    if (declaration.input === undefined) return undefined;
    const text = get(declaration.input);
    return text.trim() === '' ? undefined : { text };
  };
  return buildSettings(given, (declaration) => `input ${declaration.input ?? declaration.cli ?? ''}`);
}

/** The action's inputs: its settings, checked against one another. */
export function readActionSettings(get: (name: InputName) => string): ActionSettings {
  const settings = readInputSettings(get);
  const files = settings.files ?? [];
  if ((settings.baselineCommand === undefined) !== (settings.currentCommand === undefined))
    throw new InputError('inputs baseline-command and current-command: give both (benchgate runs them interleaved on the runner) or neither');
  const commands =
    settings.baselineCommand === undefined || settings.currentCommand === undefined
      ? undefined
      : { baseline: settings.baselineCommand, current: settings.currentCommand };
  // mode: comment reads a finished run's report artifact, mode: history stored baselines, not
  // files; commands make their own.
  if (files.length === 0 && !['comment', 'history', 'bisect'].includes(settings.mode) && commands === undefined)
    throw new InputError('input files: required; give the benchmark output files of this job (globs, one per line)');
  const suites = settings.suites ?? [];
  return {
    mode: settings.mode,
    files,
    format: settings.format,
    suite: settings.suite,
    suites: suites.length === 0 ? [settings.suite] : suites,
    baseline: settings.baselineSource,
    baselineRuns: settings.baselineRuns,
    commands,
    commandEnv: settings.commandEnv,
    policy: policyOf(settings),
    config: settings.config,
    acceptLabel: settings.acceptLabel,
    comment: settings.comment,
    upload: settings.upload,
    key: settings.key ?? '',
    retentionDays: settings.retentionDays,
    onBaselineError: settings.onBaselineError,
    historyRuns: settings.historyRuns,
    issueLabels: settings.issueLabels,
    issueAssignees: settings.issueAssignees ?? [],
    token: settings.token ?? '',
    bisect: bisectInputs(settings),
  };
}

/** mode: bisect's inputs: good, bad and bisect-command required; none of them read by the other modes. */
function bisectInputs(settings: Settings): ActionSettings['bisect'] {
  if (settings.mode !== 'bisect') return undefined;
  const required = (value: string | undefined, input: string, what: string): string => {
    if (value === undefined || value.trim() === '') throw new InputError(`input ${input}: required with mode bisect (${what})`);
    return value;
  };
  return {
    good: required(settings.good, 'good', 'a commit before the change'),
    bad: required(settings.bad, 'bad', 'a commit after the change'),
    command: required(settings.command, 'bisect-command', "the command that runs a commit's benchmarks once"),
    build: settings.build,
  };
}

import { METHODS, TESTS } from './compare/methods/index.js';
import { DEFAULT_POLICY, RUNNER_MISMATCH_MODES, RUN_CORRECTION, type Policy } from './compare/policy.js';
import { DEFAULT_HISTORY_SETTINGS } from './history/analyse.js';
import {
  ACTION_MODES,
  artifactName,
  COMMENT_MODES,
  globList,
  MAX_MIN_SEGMENT,
  nameList,
  oneOf,
  parseAlpha,
  parseCorrection,
  parseDirections,
  parseDuration,
  parseFailOn,
  parseFormatId,
  parseNoise,
  parseOrder,
  parseRef,
  parseRunner,
  parseCommit,
  parseIsoDate,
  parseOutlierMode,
  sideName,
  suiteList,
  UPLOAD_MODES,
  variableNames,
  wholeNumber,
  parseMarkdownBudget,
} from './settings.js';
import { COMMENT_BUDGET_CHARS } from './report/markdown.js';

export type Command = 'compare' | 'calibrate' | 'convert' | 'run' | 'history' | 'bisect';

/** A setting's text (a CLI option's value, an action input) to its value; `name` names it in errors (`--alpha`, `input alpha`). */
export type TextParser<T> = (text: string, name: string) => T;
/** Every occurrence of a repeatable or variadic CLI option, each with its values, to the setting's value. */
export type GroupsParser<T> = (groups: readonly (readonly string[])[], name: string) => T;

/**
 * One setting, declared once: the CLI's option (parsed by node:util parseArgs, listed by
 * `--help`), the action's input that carries the same setting, its default, its parser and its
 * help. Both faces build one typed `Settings` from this table (readSettings); a test checks that
 * action.yml and the README's tables say the same.
 */
export interface OptionDeclaration {
  /** The CLI's `--name`; absent for an action input only. */
  readonly cli?: string;
  /** The action input of the same setting; absent for a CLI option only. */
  readonly input?: string;
  readonly short?: string;
  /** `flag` takes no value; `variadic` takes every argument up to the next option (files, globs). */
  readonly kind: 'flag' | 'single' | 'repeatable' | 'variadic';
  /** The value's placeholder in `--help` (`N`, `FILE`). */
  readonly value?: string;
  /** The default as the user would write it, parsed like a given value; absent when there is none. */
  readonly default?: string;
  /** A command whose default differs from `default`. */
  readonly defaultFor?: Partial<Record<Command, string>>;
  readonly commands: readonly Command[];
  /** The help of `--help`: lines of at most 60 characters. */
  readonly help: readonly string[];
  /** The value of a single option, and of every action input (an input is one text). */
  readonly parse?: TextParser<unknown>;
  /** The value of a repeatable or variadic CLI option from all its occurrences (none given: []). */
  readonly parseGroups?: GroupsParser<unknown>;
}

/** Keeps each declaration's own types (its parsers' results, whether it has a default) for Settings. */
const declare = <const D extends OptionDeclaration>(declaration: D): D => declaration;

const text: TextParser<string> = (value) => value;
const trimmed: TextParser<string> = (value) => value.trim();
const files: GroupsParser<string[]> = (groups) => groups.flat();

const REPORTING: readonly Command[] = ['compare', 'calibrate'];

/** Every setting, keyed by its name in Settings, in the order action.yml, the README and `--help` list them. */
export const DECLARATIONS = {
  mode: declare({
    input: 'mode',
    kind: 'single',
    default: 'compare',
    commands: [],
    help: ['compare, calibrate, comment, history or bisect'],
    parse: (value, name) => oneOf(value, ACTION_MODES, name),
  }),
  files: declare({
    input: 'files',
    kind: 'variadic',
    commands: [],
    help: ["this job's benchmark output, one file per run"],
    parse: (value) => globList(value),
  }),
  format: declare({
    cli: 'format',
    input: 'format',
    kind: 'single',
    value: 'ID',
    default: 'auto',
    commands: ['compare', 'calibrate', 'convert', 'run', 'history', 'bisect'],
    help: ['input format, detected from the content (auto) or one of the', 'formats below'],
    parse: parseFormatId,
  }),
  baselines: declare({
    cli: 'baseline',
    kind: 'variadic',
    value: 'FILE|GLOB...',
    commands: ['compare'],
    help: ['baseline runs; give --baseline again for another reference', 'system (one column each, every one compared with --current)'],
    parseGroups: (groups) => groups.map((group) => [...group]),
  }),
  current: declare({ cli: 'current', kind: 'variadic', value: 'FILE|GLOB...', commands: ['compare'], help: ['current runs'], parseGroups: files }),
  suite: declare({
    input: 'suite',
    kind: 'single',
    default: 'default',
    commands: [],
    help: ['names the baseline artifact and the comment'],
    parse: artifactName,
  }),
  suites: declare({
    input: 'suites',
    kind: 'single',
    commands: [],
    help: ['mode comment: the suites whose reports it posts (default: suite)'],
    parse: suiteList,
  }),
  baselineSource: declare({
    input: 'baseline',
    kind: 'variadic',
    default: 'auto',
    commands: [],
    help: ["auto (the base branch's artifact) or local baseline files"],
    parse: (value): 'auto' | string[] => (value.trim() === 'auto' ? 'auto' : globList(value)),
  }),
  baselineRuns: declare({
    input: 'baseline-runs',
    kind: 'single',
    default: '5',
    commands: [],
    help: ['base-branch runs pooled as the baseline'],
    parse: wholeNumber(1, 20),
  }),
  baselineCommand: declare({
    input: 'baseline-command',
    kind: 'single',
    commands: [],
    help: ['runs the baseline build once (with current-command: benchgate run on the runner)'],
    parse: trimmed,
  }),
  currentCommand: declare({ input: 'current-command', kind: 'single', commands: [], help: ['runs the current build once'], parse: trimmed }),
  commandEnv: declare({
    cli: 'command-env',
    input: 'command-env',
    kind: 'repeatable',
    value: 'NAME',
    commands: ['run', 'bisect'],
    help: [
      'pass this variable to the commands although benchgate keeps',
      'it from them (INPUT_*, GITHUB_TOKEN, GH_TOKEN, the runtime',
      'tokens: docs/design.md, Security boundaries); repeatable',
    ],
    parse: variableNames,
    parseGroups: (groups, name) => variableNames(groups.flat().join(' '), name),
  }),
  alpha: declare({
    cli: 'alpha',
    input: 'alpha',
    kind: 'single',
    value: 'N',
    default: String(DEFAULT_POLICY.alpha),
    commands: ['compare', 'calibrate', 'run', 'history', 'bisect'],
    help: ['significance level, applied to the adjusted p-values'],
    parse: parseAlpha,
  }),
  noise: declare({
    cli: 'noise',
    input: 'noise-threshold',
    kind: 'single',
    value: 'N',
    default: `${DEFAULT_POLICY.noise * 100}%`,
    commands: ['compare', 'calibrate', 'run', 'history', 'bisect'],
    help: ['noise threshold: significant changes smaller than this are', 'noise, never regressions; 2% or 0.02'],
    parse: parseNoise,
  }),
  certify: declare({
    cli: 'certify',
    input: 'certify-limit',
    kind: 'single',
    value: 'N',
    default: `${DEFAULT_POLICY.certify * 100}%`,
    commands: ['compare', 'run'],
    help: ['the headline shows ✔️ when every benchmark is shown within', '+N (its interval rules out more); 5% or 0.05'],
    parse: parseNoise,
  }),
  correction: declare({
    cli: 'correction',
    input: 'correction',
    kind: 'single',
    value: 'NAME',
    default: DEFAULT_POLICY.correction,
    defaultFor: { run: RUN_CORRECTION, bisect: RUN_CORRECTION },
    commands: [...REPORTING, 'run', 'bisect'],
    help: ['multiple-comparison adjustment: bh (Benjamini-Hochberg),', 'holm, bonferroni, none (benchgate run: bonferroni or none)'],
    parse: parseCorrection,
  }),
  failOn: declare({
    cli: 'fail-on',
    input: 'fail-on',
    kind: 'single',
    value: 'WHEN',
    default: DEFAULT_POLICY.failOn,
    commands: ['compare', 'run'],
    help: ['regression (exit 1 on a regression), undecided (also when an', 'inconclusive row could hide one above the noise threshold) or', 'never'],
    parse: parseFailOn,
  }),
  test: declare({
    cli: 'test',
    input: 'test',
    kind: 'single',
    value: 'NAME',
    default: DEFAULT_POLICY.test,
    commands: [...REPORTING, 'run', 'bisect'],
    help: [
      ...TESTS.map((id) => METHODS[id].help),
      'pairs (--paired, run): welch tests them by the paired t,',
      "mann-whitney by signed rank (its interval is Welch's)",
    ],
    parse: (value, name) => oneOf(value, TESTS, name),
  }),
  outliers: declare({
    cli: 'outliers',
    input: 'outliers',
    kind: 'single',
    value: 'MODE',
    default: DEFAULT_POLICY.outliers,
    commands: [...REPORTING, 'run', 'bisect'],
    help: ['report (Tukey outliers counted, never dropped) or mad', "(perfcmp's filter drops |x - median| >= 5 MAD; counts reported)"],
    parse: parseOutlierMode,
  }),
  paired: declare({
    cli: 'paired',
    kind: 'flag',
    commands: ['compare'],
    help: ['run i of the baseline and run i of the current side were made', "together (same-job A/B, interleaved): test the pairs' ratios"],
  }),
  sameJob: declare({
    cli: 'same-job',
    kind: 'flag',
    commands: ['compare'],
    help: [
      'both sides ran in one job on one machine (back to back or',
      'interleaved): no between-job spread, and a shift of every',
      'benchmark is a change (default: the baseline is another job)',
    ],
  }),
  better: declare({
    cli: 'better',
    kind: 'repeatable',
    value: 'METRIC=DIR',
    commands: ['compare', 'run', 'bisect'],
    help: ['which way is better for a metric, lower or higher, overriding', 'what its unit says (repeatable): --better score=higher'],
    parseGroups: (groups, name) => parseDirections(groups.flat(), name),
  }),
  onRunnerMismatch: declare({
    cli: 'on-runner-mismatch',
    input: 'on-runner-mismatch',
    kind: 'single',
    value: 'WHAT',
    default: DEFAULT_POLICY.onRunnerMismatch,
    commands: ['compare'],
    help: ["when the baseline's machine (OS, CPU, cores) differs from the", 'current one: warn, neutral (never fail) or fail'],
    parse: (value, name) => oneOf(value, RUNNER_MISMATCH_MODES, name),
  }),
  jobEffectBound: declare({
    cli: 'job-effect-bound',
    input: 'job-effect-bound',
    kind: 'single',
    value: 'N',
    default: `${DEFAULT_POLICY.jobEffectBound * 100}%`,
    commands: ['compare'],
    help: ['across jobs with one baseline job: how far another VM moves a', 'benchmark (doubled when the CPU models differ); 25% or 0.25'],
    parse: parseNoise,
  }),
  config: declare({
    cli: 'config',
    input: 'config',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'calibrate', 'run', 'bisect'],
    help: ['per-benchmark settings: JSON rules with globs over benchmark', 'and metric names setting better, noise, alpha, exact, ignore'],
    parse: trimmed,
  }),
  baselineLabels: declare({
    cli: 'baseline-label',
    kind: 'repeatable',
    value: 'NAME',
    commands: ['compare', 'run'],
    help: [
      "the baseline's name in the reports' column titles (default:",
      'ref@commit from native files, else the folder of its files);',
      'with several --baseline, once each, in the same order',
    ],
    parseGroups: (groups) => groups.flat().map(sideName),
  }),
  currentLabel: declare({
    cli: 'current-label',
    kind: 'single',
    value: 'NAME',
    commands: ['compare', 'run'],
    help: ["the current side's name (same default)"],
    parse: sideName,
  }),
  splits: declare({
    cli: 'splits',
    kind: 'single',
    value: 'N',
    default: '200',
    commands: ['calibrate'],
    help: ['random splits of the runs into two halves'],
    parse: wholeNumber(1, 100000),
  }),
  json: declare({
    cli: 'json',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'calibrate', 'run', 'history', 'bisect'],
    help: ["write the JSON report ('-' for stdout, replacing the table)"],
    parse: text,
  }),
  markdown: declare({
    cli: 'markdown',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'run', 'history', 'bisect'],
    help: ["write the markdown report ('-' for stdout, replacing the table)"],
    parse: text,
  }),
  markdownBudget: declare({
    cli: 'markdown-budget',
    kind: 'single',
    value: 'N|none',
    default: String(COMMENT_BUDGET_CHARS),
    commands: ['compare', 'run', 'history'],
    help: [
      "--markdown's characters at most: a PR comment's by default,",
      'so gh pr comment takes it (the least needed parts left out,',
      'said so); none: no limit',
    ],
    parse: parseMarkdownBudget,
  }),
  html: declare({
    cli: 'html',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'run', 'history'],
    help: ['write a self-contained HTML report with a plot of every row', "(history: a chart of every series; '-' for stdout)"],
    parse: text,
  }),
  suiteName: declare({
    cli: 'suite',
    kind: 'single',
    value: 'NAME',
    commands: ['convert', 'history'],
    help: ['suite name to record in the output (history: its title)'],
    parse: text,
  }),
  output: declare({ cli: 'output', short: 'o', kind: 'single', value: 'FILE', commands: ['convert'], help: ['where to write (default: stdout)'], parse: text }),
  commit: declare({
    cli: 'commit',
    kind: 'single',
    value: 'SHA',
    commands: ['convert'],
    help: ['record the commit the runs measured (7 to 40 hex digits)'],
    parse: parseCommit,
  }),
  ref: declare({
    cli: 'ref',
    kind: 'single',
    value: 'REF',
    commands: ['convert'],
    help: ['record the branch or tag (main, refs/heads/main)'],
    parse: parseRef,
  }),
  runner: declare({
    cli: 'runner',
    kind: 'single',
    value: 'TEXT',
    commands: ['convert'],
    help: ['record the machine (OS, CPU, cores); compare weighs a', "baseline's against the current one's (--on-runner-mismatch)"],
    parse: parseRunner,
  }),
  date: declare({
    cli: 'date',
    kind: 'single',
    value: 'ISO-8601',
    commands: ['convert'],
    help: ['record when the runs were made, ISO 8601 (git log -1', '--format=%cI), kept in UTC'],
    parse: parseIsoDate,
  }),
  acceptLabel: declare({
    input: 'accept-label',
    kind: 'single',
    default: 'regression-accepted',
    commands: [],
    help: ['a PR label that turns a failing gate into a pass'],
    parse: trimmed,
  }),
  comment: declare({
    input: 'comment',
    kind: 'single',
    default: 'always',
    commands: [],
    help: ['when to create the comment'],
    parse: (value, name) => oneOf(value, COMMENT_MODES, name),
  }),
  upload: declare({
    input: 'upload',
    kind: 'single',
    default: 'auto',
    commands: [],
    help: ['when to store the baseline'],
    parse: (value, name) => oneOf(value, UPLOAD_MODES, name),
  }),
  key: declare({ input: 'key', kind: 'single', commands: [], help: ['what tells matrix legs apart'], parse: artifactName }),
  retentionDays: declare({
    input: 'retention-days',
    kind: 'single',
    default: '90',
    commands: [],
    help: ['days the baseline artifact is kept'],
    parse: wholeNumber(1, 90),
  }),
  onBaselineError: declare({
    input: 'on-baseline-error',
    kind: 'single',
    default: 'fail',
    commands: [],
    help: ['fail or warn when no baseline artifact can be used'],
    parse: (value, name) => oneOf(value, ['fail', 'warn'] as const, name),
  }),
  historyRuns: declare({
    input: 'history-runs',
    kind: 'single',
    default: '30',
    commands: [],
    help: ['mode history: the newest base-branch runs read'],
    parse: wholeNumber(1, 100),
  }),
  issueLabels: declare({
    input: 'issue-labels',
    kind: 'single',
    default: 'performance',
    commands: [],
    help: ["mode history: the labels of the suite's issue"],
    parse: nameList,
  }),
  issueAssignees: declare({
    input: 'issue-assignees',
    kind: 'single',
    commands: [],
    help: ["mode history: who the suite's issue is assigned to"],
    parse: (value) => nameList(value).map((login) => login.replace(/^@/, '')),
  }),
  token: declare({
    input: 'github-token',
    kind: 'single',
    default: '${{ github.token }}',
    commands: [],
    help: ['the token for the GitHub API'],
    parse: trimmed,
  }),
  baselineCmd: declare({
    cli: 'baseline-cmd',
    kind: 'single',
    value: 'CMD',
    commands: ['run'],
    help: ['the command that runs the baseline build once (through the', 'shell, in this directory); {out} in it is a fresh file to read'],
    parse: text,
  }),
  currentCmd: declare({
    cli: 'current-cmd',
    kind: 'single',
    value: 'CMD',
    commands: ['run'],
    help: ['the command that runs the current build once'],
    parse: text,
  }),
  warmup: declare({
    cli: 'warmup',
    kind: 'single',
    value: 'N',
    default: '1',
    commands: ['run', 'bisect'],
    help: ['warm-up runs of each side first, discarded'],
    parse: wholeNumber(0, 100),
  }),
  minRuns: declare({
    cli: 'min-runs',
    kind: 'single',
    value: 'N',
    default: '3',
    commands: ['run', 'bisect'],
    help: ['pairs before the first look'],
    parse: wholeNumber(2, 1000),
  }),
  maxRuns: declare({
    cli: 'max-runs',
    kind: 'single',
    value: 'N',
    default: '30',
    commands: ['run', 'bisect'],
    help: ['pairs at most'], // Its lower bound is --min-runs, checked against it by the command.
    parse: wholeNumber(1, 1000),
  }),
  maxTime: declare({
    cli: 'max-time',
    kind: 'single',
    value: 'DURATION',
    default: '15m',
    defaultFor: { bisect: '1h' },
    commands: ['run', 'bisect'],
    help: ['time at most (90s, 15m, 1h); checked after every pair'],
    parse: parseDuration,
  }),
  seed: declare({
    cli: 'seed',
    kind: 'single',
    value: 'N',
    default: '1',
    commands: ['run', 'bisect'],
    help: ['seed of the random order within pairs'],
    parse: wholeNumber(0, 2 ** 31 - 1),
  }),
  saveBaseline: declare({
    cli: 'save-baseline',
    kind: 'single',
    value: 'FILE',
    commands: ['run'],
    help: ["write the baseline's runs as native JSON"],
    parse: text,
  }),
  saveCurrent: declare({
    cli: 'save-current',
    kind: 'single',
    value: 'FILE',
    commands: ['run'],
    help: ["write the current side's runs as native JSON"],
    parse: text,
  }),
  order: declare({
    cli: 'order',
    kind: 'single',
    value: 'HOW',
    commands: ['history'],
    help: [
      'how the files follow each other: time (the dates native files',
      'record; the default when all have one) or name (file names in',
      'natural order: run-2 before run-10; the default otherwise)',
    ],
    parse: parseOrder,
  }),
  commits: declare({
    cli: 'commits',
    kind: 'single',
    value: 'FILE',
    commands: ['history'],
    help: [
      'the commits oldest first, one a line (git rev-list --reverse',
      "main > FILE): orders the files by their commit, a native file's",
      'own or one named in its file name',
    ],
    parse: text,
  }),
  issueState: declare({
    cli: 'issue-state',
    kind: 'single',
    value: 'FILE',
    commands: ['history'],
    help: [
      "the state the suite's issue carried (a history report's issue.state,",
      'or none): the JSON report gets an issue object, what the issue',
      'lists now and does, with the state for the next call',
    ],
    parse: text,
  }),
  minSegment: declare({
    cli: 'min-segment',
    kind: 'single',
    value: 'N',
    default: String(DEFAULT_HISTORY_SETTINGS.minSegment),
    commands: ['history'],
    help: ['the fewest commits a level may have: a change needs N commits', 'measured on each side of it'],
    parse: wholeNumber(2, MAX_MIN_SEGMENT),
  }),
  good: declare({
    cli: 'good',
    input: 'good',
    kind: 'single',
    value: 'REV',
    commands: ['bisect'],
    help: ['the commit before the change (any git revision)'],
    parse: trimmed,
  }),
  bad: declare({ cli: 'bad', input: 'bad', kind: 'single', value: 'REV', commands: ['bisect'], help: ['the commit after the change'], parse: trimmed }),
  command: declare({
    cli: 'command',
    input: 'bisect-command',
    kind: 'single',
    value: 'CMD',
    commands: ['bisect'],
    help: ["runs a commit's benchmarks once (through the shell, in the", "commit's worktree); {out} in it is a fresh file to read"],
    parse: text,
  }),
  build: declare({
    cli: 'build',
    input: 'build-command',
    kind: 'single',
    value: 'CMD',
    commands: ['bisect'],
    help: ['builds a commit once, in its worktree, before its first run'],
    parse: text,
  }),
  benchmarks: declare({
    cli: 'benchmark',
    kind: 'variadic',
    value: 'NAME|GLOB...',
    commands: ['bisect'],
    help: ['the benchmarks whose change is hunted (default: all); a', 'change in any other is never blamed'],
    parseGroups: files,
  }),
  firstParent: declare({
    cli: 'first-parent',
    kind: 'flag',
    commands: ['bisect'],
    help: ["follow only a merge's first parent (git bisect --first-parent)"],
  }),
  help: declare({ cli: 'help', short: 'h', kind: 'flag', commands: ['compare', 'calibrate', 'convert', 'run', 'history', 'bisect'], help: ['show this help'] }),
} as const;

/** The declarations as a list, in their order. */
export const OPTIONS: readonly OptionDeclaration[] = Object.values(DECLARATIONS);

/** The action's inputs, in the order action.yml and the README list them. */
export const INPUT_NAMES = OPTIONS.flatMap((option) => (option.input === undefined ? [] : [option.input]));

/** The declaration of an action input (every name in INPUT_NAMES has one). */
export function inputDeclaration(name: string): OptionDeclaration {
  const found = OPTIONS.find((option) => option.input === name);
  if (found === undefined) throw new Error(`no declaration of the input ${name}`);
  return found;
}

/** The options of one command: its files first, then the rest in declaration order. */
export function commandOptions(command: Command): readonly OptionDeclaration[] {
  const options = OPTIONS.filter((option) => option.cli !== undefined && option.commands.includes(command));
  // The files first, as a user reads a usage line.
  return [...options.filter((option) => option.kind === 'variadic'), ...options.filter((option) => option.kind !== 'variadic')];
}

type ValueOf<D> = D extends { readonly kind: 'flag' }
  ? boolean
  : D extends { readonly parseGroups: GroupsParser<infer T> }
    ? T
    : D extends { readonly parse: TextParser<infer T> }
      ? D extends { readonly default: string }
        ? T
        : T | undefined
      : never;

/** Every setting, typed: what the user asked for (or the default), as both faces read it. */
export type Settings = { readonly [K in keyof typeof DECLARATIONS]: ValueOf<(typeof DECLARATIONS)[K]> };

/** A setting as a face found it: its text, every occurrence of a repeatable or variadic option, a flag given; undefined: not given. */
export type GivenSetting = { readonly text: string } | { readonly groups: readonly (readonly string[])[] } | { readonly flag: true } | undefined;

/**
 * The settings from what a face was given: each declaration's value parsed by its own parser,
 * else its default (the command's own if it has one) parsed the same way. A default that is a
 * workflow expression (`${{ github.token }}`) is the runner's to fill in, not ours.
 */
export function buildSettings(
  given: (declaration: OptionDeclaration) => GivenSetting,
  nameOf: (declaration: OptionDeclaration) => string,
  command?: Command,
): Settings {
  const settings: Record<string, unknown> = {};
  for (const [key, declaration] of Object.entries(DECLARATIONS) as [string, OptionDeclaration][]) {
    const found = given(declaration);
    const name = nameOf(declaration);
    if (declaration.kind === 'flag') {
      settings[key] = found !== undefined;
      continue;
    }
    if (found !== undefined && 'groups' in found && declaration.parseGroups !== undefined) {
      settings[key] = declaration.parseGroups(found.groups, name);
      continue;
    }
    const text = found !== undefined && 'text' in found ? found.text : undefined;
    const fallback = (command === undefined ? undefined : declaration.defaultFor?.[command]) ?? declaration.default;
    if (text !== undefined) settings[key] = declaration.parse?.(text, name);
    else if (declaration.parseGroups !== undefined) settings[key] = declaration.parseGroups([], name);
    else if (fallback !== undefined && !fallback.startsWith('${{')) settings[key] = declaration.parse?.(fallback, name);
    else settings[key] = undefined;
  }
  return settings as Settings;
}

/** Every setting at its default (a command's own where it has one), for a face that offers no option of it. */
export function defaultSettings(command?: Command): Settings {
  return buildSettings(
    () => undefined,
    (declaration) => declaration.cli ?? declaration.input ?? '',
    command,
  );
}

/** The settings that decide verdicts, as the engine takes them. */
export function policyOf(settings: Settings): Policy {
  return {
    alpha: settings.alpha,
    noise: settings.noise,
    certify: settings.certify,
    correction: settings.correction,
    failOn: settings.failOn,
    outliers: settings.outliers,
    onRunnerMismatch: settings.onRunnerMismatch,
    test: settings.test,
    jobEffectBound: settings.jobEffectBound,
  };
}

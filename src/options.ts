import { METHODS, TESTS } from './compare/methods/index.js';
import { DEFAULT_POLICY, RUN_CORRECTION } from './compare/policy.js';

export type Command = 'compare' | 'calibrate' | 'convert' | 'run' | 'history';

/**
 * One setting, declared once: the CLI's option (parsed by node:util parseArgs, listed by
 * `--help`), the action's input that carries the same setting, its default and its help. A test
 * checks that action.yml and the README's tables say the same.
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
  /** The default as the user would write it; absent when there is none. */
  readonly default?: string;
  /** A command whose default differs from `default`. */
  readonly defaultFor?: Partial<Record<Command, string>>;
  readonly commands: readonly Command[];
  /** The help of `--help`: lines of at most 60 characters. */
  readonly help: readonly string[];
}

const REPORTING: readonly Command[] = ['compare', 'calibrate'];

export const OPTIONS: readonly OptionDeclaration[] = [
  { input: 'mode', kind: 'single', default: 'compare', commands: [], help: ['compare, calibrate, comment or history'] },
  { input: 'files', kind: 'variadic', commands: [], help: ["this job's benchmark output, one file per run"] },
  {
    cli: 'format',
    input: 'format',
    kind: 'single',
    value: 'ID',
    default: 'auto',
    commands: ['compare', 'calibrate', 'convert', 'run', 'history'],
    help: ['input format, detected from the content (auto) or one of the', 'formats below'],
  },
  {
    cli: 'baseline',
    kind: 'variadic',
    value: 'FILE|GLOB...',
    commands: ['compare'],
    help: ['baseline runs; give --baseline again for another reference', 'system (one column each, every one compared with --current)'],
  },
  { cli: 'current', kind: 'variadic', value: 'FILE|GLOB...', commands: ['compare'], help: ['current runs'] },
  { input: 'suite', kind: 'single', default: 'default', commands: [], help: ['names the baseline artifact and the comment'] },
  { input: 'suites', kind: 'single', commands: [], help: ['mode comment: the suites whose reports it posts (default: suite)'] },
  { input: 'baseline', kind: 'variadic', default: 'auto', commands: [], help: ["auto (the base branch's artifact) or local baseline files"] },
  { input: 'baseline-runs', kind: 'single', default: '5', commands: [], help: ['base-branch runs pooled as the baseline'] },
  { input: 'baseline-command', kind: 'single', commands: [], help: ['runs the baseline build once (with current-command: benchgate run on the runner)'] },
  { input: 'current-command', kind: 'single', commands: [], help: ['runs the current build once'] },
  {
    cli: 'alpha',
    input: 'alpha',
    kind: 'single',
    value: 'N',
    default: String(DEFAULT_POLICY.alpha),
    commands: ['compare', 'calibrate', 'run', 'history'],
    help: ['significance level, applied to the adjusted p-values'],
  },
  {
    cli: 'noise',
    input: 'noise-threshold',
    kind: 'single',
    value: 'N',
    default: `${DEFAULT_POLICY.noise * 100}%`,
    commands: ['compare', 'calibrate', 'run', 'history'],
    help: ['noise threshold: significant changes smaller than this are', 'noise, never regressions; 2% or 0.02'],
  },
  {
    cli: 'correction',
    input: 'correction',
    kind: 'single',
    value: 'NAME',
    default: DEFAULT_POLICY.correction,
    defaultFor: { run: RUN_CORRECTION },
    commands: [...REPORTING, 'run'],
    help: ['multiple-comparison adjustment: bh (Benjamini-Hochberg),', 'holm, bonferroni, none (run: bonferroni or none)'],
  },
  {
    cli: 'fail-on',
    input: 'fail-on',
    kind: 'single',
    value: 'WHEN',
    default: DEFAULT_POLICY.failOn,
    commands: ['compare', 'run'],
    help: ['regression (exit 1 on a regression), undecided (also when an', 'inconclusive row could hide one above the noise threshold) or', 'never'],
  },
  {
    cli: 'test',
    input: 'test',
    kind: 'single',
    value: 'NAME',
    default: DEFAULT_POLICY.test,
    commands: [...REPORTING, 'run'],
    help: [
      ...TESTS.map((id) => METHODS[id].help),
      'paired (run, --paired): the t, or the signed-rank test for',
      "mann-whitney; the rank test's interval is Welch's",
    ],
  },
  {
    cli: 'outliers',
    input: 'outliers',
    kind: 'single',
    value: 'MODE',
    default: DEFAULT_POLICY.outliers,
    commands: REPORTING,
    help: ['report (Tukey outliers counted, never dropped) or mad', "(perfcmp's filter drops |x - median| >= 5 MAD; counts reported)"],
  },
  {
    cli: 'paired',
    kind: 'flag',
    commands: ['compare'],
    help: ['run i of the baseline and run i of the current side were made', "together (same-job A/B, interleaved): test the pairs' ratios"],
  },
  {
    cli: 'same-job',
    kind: 'flag',
    commands: ['compare'],
    help: [
      'both sides ran in one job on one machine (back to back or',
      'interleaved): no between-job spread, and a shift of every',
      'benchmark is a change (default: the baseline is another job)',
    ],
  },
  {
    cli: 'better',
    kind: 'repeatable',
    value: 'METRIC=DIR',
    commands: ['compare'],
    help: ['which way is better for a metric, lower or higher, overriding', 'what its unit says (repeatable): --better score=higher'],
  },
  {
    cli: 'on-runner-mismatch',
    input: 'on-runner-mismatch',
    kind: 'single',
    value: 'WHAT',
    default: DEFAULT_POLICY.onRunnerMismatch,
    commands: ['compare'],
    help: ["when the baseline's machine (OS, CPU, cores) differs from the", 'current one: warn, neutral (never fail) or fail'],
  },
  {
    cli: 'config',
    input: 'config',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'calibrate', 'run'],
    help: ['per-benchmark settings: JSON rules with globs over benchmark', 'and metric names setting better, noise, alpha, exact, ignore'],
  },
  {
    cli: 'baseline-label',
    kind: 'repeatable',
    value: 'NAME',
    commands: ['compare'],
    help: [
      "the baseline's name in the reports' column titles (default:",
      'ref@commit from native files, else the folder of its files);',
      'give it once per --baseline, in the same order',
    ],
  },
  { cli: 'current-label', kind: 'single', value: 'NAME', commands: ['compare'], help: ["the current side's name (same default)"] },
  { cli: 'splits', kind: 'single', value: 'N', default: '200', commands: ['calibrate'], help: ['random splits of the runs into two halves'] },
  {
    cli: 'json',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'calibrate', 'run', 'history'],
    help: ["write the JSON report ('-' for stdout, replacing the table)"],
  },
  {
    cli: 'markdown',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'run', 'history'],
    help: ["write the markdown report ('-' for stdout, replacing the table)"],
  },
  {
    cli: 'html',
    kind: 'single',
    value: 'FILE',
    commands: ['compare', 'run', 'history'],
    help: ['write a self-contained HTML report with a plot of every row', "(history: a chart of every series; '-' for stdout)"],
  },
  {
    cli: 'suite',
    kind: 'single',
    value: 'NAME',
    commands: ['convert', 'history'],
    help: ['suite name to record in the output (history: its title)'],
  },
  { cli: 'output', short: 'o', kind: 'single', value: 'FILE', commands: ['convert'], help: ['where to write (default: stdout)'] },
  { input: 'accept-label', kind: 'single', default: 'regression-accepted', commands: [], help: ['a PR label that turns a failing gate into a pass'] },
  { input: 'comment', kind: 'single', default: 'always', commands: [], help: ['when to create the comment'] },
  { input: 'upload', kind: 'single', default: 'auto', commands: [], help: ['when to store the baseline'] },
  { input: 'key', kind: 'single', commands: [], help: ['what tells matrix legs apart'] },
  { input: 'retention-days', kind: 'single', default: '90', commands: [], help: ['days the baseline artifact is kept'] },
  { input: 'on-baseline-error', kind: 'single', default: 'fail', commands: [], help: ['fail or warn when no baseline artifact can be used'] },
  { input: 'history-runs', kind: 'single', default: '30', commands: [], help: ['mode history: the newest base-branch runs read'] },
  { input: 'issue-labels', kind: 'single', default: 'performance', commands: [], help: ["mode history: the labels of the suite's issue"] },
  { input: 'issue-assignees', kind: 'single', commands: [], help: ["mode history: who the suite's issue is assigned to"] },
  { input: 'github-token', kind: 'single', default: '${{ github.token }}', commands: [], help: ['the token for the GitHub API'] },
  {
    cli: 'baseline-cmd',
    kind: 'single',
    value: 'CMD',
    commands: ['run'],
    help: ['the command that runs the baseline build once (through the', 'shell, in this directory); {out} in it is a fresh file to read'],
  },
  { cli: 'current-cmd', kind: 'single', value: 'CMD', commands: ['run'], help: ['the command that runs the current build once'] },
  { cli: 'warmup', kind: 'single', value: 'N', default: '1', commands: ['run'], help: ['warm-up runs of each side first, discarded'] },
  { cli: 'min-runs', kind: 'single', value: 'N', default: '3', commands: ['run'], help: ['pairs before the first look'] },
  { cli: 'max-runs', kind: 'single', value: 'N', default: '30', commands: ['run'], help: ['pairs at most'] },
  { cli: 'max-time', kind: 'single', value: 'DURATION', default: '15m', commands: ['run'], help: ['time at most (90s, 15m, 1h); checked after every pair'] },
  { cli: 'seed', kind: 'single', value: 'N', default: '1', commands: ['run'], help: ['seed of the random order within pairs'] },
  { cli: 'save-baseline', kind: 'single', value: 'FILE', commands: ['run'], help: ["write the baseline's runs as native JSON"] },
  { cli: 'save-current', kind: 'single', value: 'FILE', commands: ['run'], help: ["write the current side's runs as native JSON"] },
  {
    cli: 'order',
    kind: 'single',
    value: 'HOW',
    commands: ['history'],
    help: [
      'how the files follow each other: time (the dates native files',
      'record; the default when all have one) or name (file names in',
      'natural order: run-2 before run-10; the default otherwise)',
    ],
  },
  {
    cli: 'commits',
    kind: 'single',
    value: 'FILE',
    commands: ['history'],
    help: [
      'the commits oldest first, one a line (git rev-list --reverse',
      "main > FILE): orders the files by their commit, a native file's",
      'own or one named in its file name',
    ],
  },
  {
    cli: 'min-segment',
    kind: 'single',
    value: 'N',
    default: '4',
    commands: ['history'],
    help: ['the fewest commits a level may have: a change needs N commits', 'measured on each side of it'],
  },
  { cli: 'help', short: 'h', kind: 'flag', commands: ['compare', 'calibrate', 'convert', 'run', 'history'], help: ['show this help'] },
];

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

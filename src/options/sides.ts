import { ACTION_MODES, artifactName, globList, oneOf, parseFormatId, suiteList, variableNames, wholeNumber } from '../settings.js';
import { declare, trimmed, files } from './declaration.js';

// What is compared: the action's mode, the files of each side, the suite, the baseline and the commands that make the runs.

export const SIDE_OPTIONS = {
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
} as const;

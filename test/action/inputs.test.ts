import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionsHelp } from '../../src/cli/args.js';
import { INPUT_NAMES, readActionSettings, type InputName } from '../../src/action/inputs.js';
import { inputDeclaration, OPTIONS } from '../../src/options.js';

const actionYml = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

function section(yml: string, name: 'inputs' | 'outputs'): string[] {
  const body = yml.split(new RegExp(`^${name}:$`, 'm'))[1]?.split(/^\S/m)[0] ?? '';
  return [...body.matchAll(/^ {2}([a-z][a-z-]*):$/gm)].map((match) => match[1] as string);
}

function readmeTable(heading: string): string[] {
  const body = readme.split(`### ${heading}\n`)[1]?.split('\n### ')[0] ?? '';
  return [...body.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1] as string);
}

describe("the action's documented interface", () => {
  it('lists the same inputs in action.yml, src/action/inputs.ts and the README', () => {
    expect(section(actionYml, 'inputs')).toEqual([...INPUT_NAMES]);
    expect(readmeTable('Inputs')).toEqual([...INPUT_NAMES]);
  });

  it('gives every input the default its declaration gives, in action.yml and in the README', () => {
    const body = actionYml.split(/^inputs:$/m)[1]?.split(/^\S/m)[0] ?? '';
    const ymlDefaults = new Map(
      body.split(/^ {2}(?=[a-z])/m).flatMap((block) => {
        const name = /^([a-z-]+):/.exec(block)?.[1];
        const value = /^ {4}default: (.*)$/m.exec(block)?.[1];
        return name === undefined ? [] : [[name, value === undefined || value === "''" ? undefined : value.replace(/^'(.*)'$/, '$1')] as const];
      }),
    );
    const readmeRows = readme.split('### Inputs\n')[1]?.split('\n### ')[0] ?? '';
    for (const name of INPUT_NAMES) {
      const declared = inputDeclaration(name).default;
      expect([name, ymlDefaults.get(name)]).toEqual([name, declared]);
      const cell = new RegExp(`^\\| \`${name}\` \\| ([^|]*) \\|`, 'm').exec(readmeRows)?.[1];
      if (declared !== undefined) expect([name, cell]).toEqual([name, `\`${declared}\``]);
    }
  });

  it('documents every CLI option of every command in the README and in --help', () => {
    const cliReference = readme.split('## CLI reference\n')[1]?.split('\n## ')[0] ?? '';
    for (const option of OPTIONS) {
      if (option.cli === undefined || option.cli === 'help') continue;
      expect([option.cli, cliReference.includes(`\`--${option.cli}`)]).toEqual([option.cli, true]);
      for (const command of option.commands) expect([command, optionsHelp(command)]).toEqual([command, expect.stringContaining(`--${option.cli}`)]);
    }
  });

  it('lists the same outputs in action.yml and the README, in one table with every verdict', () => {
    const outputs = section(actionYml, 'outputs');
    expect(outputs).toEqual([
      'verdict',
      'regressions',
      'improvements',
      'inconclusive',
      'undecided',
      'report',
      'comment-url',
      'baseline-sha',
      'false-alarm-rate',
      'noise-needed',
      'change-points',
      'history-json',
    ]);
    expect(readmeTable('Verdict and outputs')).toEqual(outputs);
    // The verdict's values: its own row and the rows below it whose first cell is empty.
    const rows = (readme.split('### Verdict and outputs\n')[1]?.split('\n### ')[0] ?? '')
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim()));
    const first = rows.findIndex((cells) => cells[0] === '`verdict`');
    const after = rows.slice(first + 1).findIndex((cells) => cells[0] !== '');
    const values = rows.slice(first, first + 1 + after).map((cells) => (cells[1] ?? '').replace(/`/g, ''));
    const described = /^ {2}verdict:\n {4}description: (.*)\.$/m.exec(actionYml)?.[1] ?? '';
    expect(values).toEqual(['pass', 'fail', 'no-baseline', 'error']);
    expect(described.split(/, | or /)).toEqual(values);
  });
});

describe('readActionSettings', () => {
  const get =
    (values: Partial<Record<InputName, string>>) =>
    (name: InputName): string =>
      values[name] ?? '';

  it('applies the defaults', () => {
    expect(readActionSettings(get({ files: 'out/*.json' }))).toEqual({
      mode: 'compare',
      files: ['out/*.json'],
      format: 'auto',
      suite: 'default',
      suites: ['default'],
      baseline: 'auto',
      baselineRuns: 5,
      commandEnv: [],
      policy: {
        alpha: 0.05,
        noise: 0.02,
        certify: 0.05,
        correction: 'bh',
        failOn: 'regression',
        outliers: 'report',
        onRunnerMismatch: 'warn',
        test: 'welch',
        jobEffectBound: 0.25,
      },
      config: undefined,
      acceptLabel: 'regression-accepted',
      comment: 'always',
      upload: 'auto',
      key: '',
      retentionDays: 90,
      onBaselineError: 'fail',
      historyRuns: 30,
      issueLabels: ['performance'],
      issueAssignees: [],
      token: '',
    });
  });

  it('reads the names of command-env separated by commas, blanks or lines, and refuses a value in it', () => {
    expect(readActionSettings(get({ files: 'a', 'command-env': 'GITHUB_TOKEN, BENCH_KEY\nINPUT_GITHUB-TOKEN' })).commandEnv).toEqual([
      'GITHUB_TOKEN',
      'BENCH_KEY',
      'INPUT_GITHUB-TOKEN',
    ]);
    expect(() => readActionSettings(get({ files: 'a', 'command-env': 'BENCH_KEY=s3cret' }))).toThrow(
      /^input command-env: expected names of environment variables, such as GITHUB_TOKEN \(the value is the step's own\); got "BENCH_KEY=…"$/,
    );
  });

  it('reads globs one per line, and local baseline files', () => {
    const inputs = readActionSettings(get({ files: 'a/*.txt\n# comment\nb/*.txt\n', baseline: 'base-*.txt', 'noise-threshold': '5%' }));
    expect(inputs.files).toEqual(['a/*.txt', 'b/*.txt']);
    expect(inputs.baseline).toEqual(['base-*.txt']);
    expect(inputs.policy.noise).toBe(0.05);
    expect(readActionSettings(get({ files: 'a/*.txt', 'certify-limit': '3%' })).policy.certify).toBe(0.03);
  });

  it('reads the suites of mode comment one per line, names with blanks included', () => {
    expect(readActionSettings(get({ mode: 'comment', suites: 'default\n# the database\nMy Suite\n' })).suites).toEqual(['default', 'My Suite']);
    expect(readActionSettings(get({ mode: 'comment', suite: 'perf' })).suites).toEqual(['perf']);
  });

  it('needs no files in mode history, and reads its labels and assignees separated by commas or lines', () => {
    const inputs = readActionSettings(
      get({ mode: 'history', 'history-runs': '100', 'issue-labels': 'performance, needs triage\nbench', 'issue-assignees': '@octocat,\nhubot' }),
    );
    expect(inputs).toMatchObject({
      mode: 'history',
      files: [],
      historyRuns: 100,
      issueLabels: ['performance', 'needs triage', 'bench'],
      issueAssignees: ['octocat', 'hubot'],
    });
  });

  it.each([
    [{}, /^input files: required/],
    [{ mode: 'history', 'history-runs': '0' }, /^input history-runs: expected a whole number from 1 to 100; got "0"$/],
    [{ mode: 'history', 'history-runs': '101' }, /^input history-runs: expected a whole number from 1 to 100; got "101"$/],
    [{ mode: 'history', 'history-runs': '2.5' }, /^input history-runs: expected a whole number from 1 to 100; got "2.5"$/],
    [{ mode: 'histories' }, /^input mode: expected one of compare, calibrate, comment, history, bisect; got "histories" \(did you mean "history"\?\)$/],
    [{ files: 'x', suite: 'a/b' }, /^input suite: "a\/b" cannot be part of an artifact name/],
    [{ files: 'x', key: 'a:b' }, /^input key: "a:b" cannot be part of an artifact name/],
    [{ mode: 'comment', suites: 'default\nperf/db' }, /^input suites: "perf\/db" cannot be part of an artifact name/],
    [{ files: 'x', 'retention-days': '365' }, /^input retention-days: expected a whole number from 1 to 90; got "365"/],
    [{ files: 'x', comment: 'sometimes' }, /^input comment: expected one of always, on-change, on-regression, never; got "sometimes"$/],
    [{ files: 'x', alpha: '5%' }, /^input alpha: expected a significance level/],
    [{ files: 'x', format: 'xml' }, /^input format: expected one of auto, benchgate/],
  ])('rejects %o naming the input', (values, message) => {
    expect(() => readActionSettings(get(values as Partial<Record<InputName, string>>))).toThrow(message);
  });
});

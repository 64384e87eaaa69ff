import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, RUN_CORRECTION } from '../src/compare/policy.js';
import { DEFAULT_HISTORY_SETTINGS } from '../src/history/analyse.js';
import { DECLARATIONS, defaultSettings, OPTIONS, policyOf } from '../src/options.js';
import { parseCommandLine, settingsFromArgs } from '../src/cli/args.js';
import { readInputSettings } from '../src/action/inputs.js';

// Each setting declares its parser and its default once (src/options.ts); the CLI and the action
// build one typed Settings from that table (issue 27, item 4).

const nothingGiven = defaultSettings;

describe('the settings table', () => {
  it('gives every setting that takes a value a parser of its kind', () => {
    for (const declaration of OPTIONS) {
      const name = declaration.cli ?? declaration.input ?? '';
      if (declaration.kind === 'flag') expect([name, declaration.parse, declaration.parseGroups]).toEqual([name, undefined, undefined]);
      // An action input is one text; a CLI option that repeats or takes many values gets them all.
      if (declaration.input !== undefined || declaration.kind === 'single') expect([name, typeof declaration.parse]).toEqual([name, 'function']);
      if (declaration.cli !== undefined && (declaration.kind === 'repeatable' || declaration.kind === 'variadic'))
        expect([name, typeof declaration.parseGroups]).toEqual([name, 'function']);
    }
  });

  it("parses every declared default with the setting's own parser, to the engine's defaults", () => {
    const settings = nothingGiven();
    expect(policyOf(settings)).toEqual(DEFAULT_POLICY);
    expect(policyOf(nothingGiven('run')).correction).toBe(RUN_CORRECTION);
    expect(settings.minSegment).toBe(DEFAULT_HISTORY_SETTINGS.minSegment);
    expect(settings).toMatchObject({ format: 'auto', splits: 200, warmup: 1, minRuns: 3, maxRuns: 30, maxTime: 900, seed: 1, baselineRuns: 5 });
    // Not given, a flag is off and a list is empty; an option with no default is undefined.
    expect(settings).toMatchObject({ paired: false, sameJob: false, baselines: [], current: [], better: [], baselineLabels: [] });
    expect(settings.json).toBeUndefined();
    // The token's default is a workflow expression, the runner's to fill in.
    expect(settings.token).toBeUndefined();
    expect(Object.keys(settings)).toEqual(Object.keys(DECLARATIONS));
  });

  it('reads the same setting alike from the command line and from the action, each naming it its own way', () => {
    const cli = settingsFromArgs(
      parseCommandLine(['--alpha', '0.01', '--noise', '5%', '--test', 'mann-whitney', '--baseline', 'a', 'b', '--current', 'c'], 'compare'),
      'compare',
    );
    const action = readInputSettings((name) => ({ alpha: '0.01', 'noise-threshold': '5%', test: 'mann-whitney' })[name] ?? '');
    expect(policyOf(cli)).toEqual(policyOf(action));
    expect(policyOf(cli)).toMatchObject({ alpha: 0.01, noise: 0.05, test: 'mann-whitney' });
    expect(cli.baselines).toEqual([['a', 'b']]);
    expect(() => settingsFromArgs(parseCommandLine(['--alpha', '2'], 'compare'), 'compare')).toThrow(/^--alpha: expected a significance level/);
    expect(() => readInputSettings((name) => (name === 'alpha' ? '2' : ''))).toThrow(/^input alpha: expected a significance level/);
    expect(() => settingsFromArgs(parseCommandLine(['--max-time', 'soon'], 'run'), 'run')).toThrow(
      '--max-time: expected a duration such as 90s, 15m or 1h; got "soon"',
    );
  });
});

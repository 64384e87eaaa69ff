import { messageOf } from '../helpers/error-message.js';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.js';
import { InputError } from '../../src/errors.js';
import { runSourceCli } from '../helpers/run-cli.js';

const errorOf = (argv: readonly string[]): string => messageOf(() => parseCommandLine(argv, 'compare'), InputError);

describe('parseCommandLine (node:util parseArgs and the declared options)', () => {
  it('gives a variadic option every argument up to the next option, each occurrence apart', () => {
    const parsed = parseCommandLine(['--baseline', 'a.json', 'b.json', '--baseline=c.json', 'd.json', '--current', 'e.json', '--json', '-'], 'compare');
    expect(parsed.options.get('baseline')).toEqual([
      ['a.json', 'b.json'],
      ['c.json', 'd.json'],
    ]);
    expect(parsed.options.get('current')).toEqual([['e.json']]);
    expect(parsed.options.get('json')).toEqual([['-']]);
    expect(parsed.positionals).toEqual([]);
  });

  it('keeps arguments after -- and after a single-valued option as positionals', () => {
    const parsed = parseCommandLine(['--alpha', '0.01', 'stray', '--current', 'x', '--', '--not-an-option'], 'compare');
    expect(parsed.positionals).toEqual(['stray', '--not-an-option']);
    expect(parsed.options.get('current')).toEqual([['x']]);
  });

  it('names the option at fault', () => {
    expect(errorOf(['--colour'])).toBe('unknown option "--colour"; see benchgate help compare');
    expect(errorOf(['--alpha', '0.1', '--alpha', '0.2'])).toBe('--alpha is given twice');
    expect(errorOf(['--alpha'])).toBe('--alpha needs a value');
    expect(errorOf(['--help=yes'])).toBe('--help takes no value');
    // A value after a dash: never a suggestion that is refused in turn (--noise=-1 was), but the
    // value's own problem, or the --name=VALUE that passes it.
    expect(errorOf(['--alpha', '-1'])).toBe('--alpha: expected a significance level between 0 and 1 (exclusive), such as 0.05; got "-1"');
    expect(errorOf(['--noise', '-2%'])).toBe('--noise: expected a relative change such as 2% or 0.02 (at least 0, below 100%); got "-2%"');
    expect(errorOf(['--baseline-label', '-main'])).toBe('--baseline-label: a value that starts with "-" goes after "=": --baseline-label=-main');
    expect(parseCommandLine(['--baseline-label=-main'], 'compare').options.get('baseline-label')).toEqual([['-main']]);
    expect(errorOf(['--noise', '--fail-on', 'never'])).toBe('--noise needs a value (found the option "--fail-on" after it)');
    expect(() => parseCommandLine(['-o', '-x.json'], 'convert')).toThrow('--output: a value that starts with "-" goes after "=": --output=-x.json');
    // A repeatable option may come again; convert's options are not compare's.
    expect(parseCommandLine(['--better', 'a=higher', '--better', 'b=lower'], 'compare').options.get('better')).toEqual([['a=higher'], ['b=lower']]);
    expect(() => parseCommandLine(['--splits', '3'], 'compare')).toThrow('unknown option "--splits"; see benchgate help compare');
  });
});

describe('CLI manners', () => {
  it('suggests the option, command or value meant by a typo', () => {
    expect(runSourceCli(['compare', '--basline', 'x'])).toMatchObject({
      status: 2,
      stderr: 'benchgate: unknown option "--basline" (did you mean "--baseline"?); see benchgate help compare\n',
    });
    expect(runSourceCli(['comapre']).stderr).toMatch(/^benchgate: unknown command "comapre" \(did you mean "compare"\?\)/);
    expect(runSourceCli(['compare', '--format', 'gogle-benchmark', '--baseline', 'a', '--current', 'b']).stderr).toMatch(
      /got "gogle-benchmark" \(did you mean "google-benchmark"\?\)\n$/,
    );
    // A word that begins one value only: that value (pytest-benchmark), none when it begins several.
    expect(runSourceCli(['compare', '--format', 'pytest', '--baseline', 'a', '--current', 'b']).stderr).toMatch(
      /got "pytest" \(did you mean "pytest-benchmark"\?\)\n$/,
    );
    expect(runSourceCli(['compare', '--format', 'bench', '--baseline', 'a', '--current', 'b']).stderr).toMatch(/got "bench"\n$/);
    // Nothing near enough: no guess.
    expect(runSourceCli(['compare', '--zzzzzz', 'x']).stderr).toBe('benchgate: unknown option "--zzzzzz"; see benchgate help compare\n');
    // Names every object has are no commands.
    expect(runSourceCli(['help', 'toString'])).toMatchObject({ status: 2, stdout: '' });
    expect(runSourceCli(['constructor']).stderr).toMatch(/^benchgate: unknown command "constructor"/);
  });

  it("prints a command's help for benchgate help COMMAND", () => {
    const help = runSourceCli(['help', 'compare']);
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(runSourceCli(['compare', '--help']).stdout);
    expect(runSourceCli(['help', 'comprae'])).toMatchObject({ status: 2, stderr: expect.stringMatching(/did you mean "compare"/) as string });
  });

  it('tells Google Benchmark users whose console or CSV output it got to write JSON', () => {
    for (const file of ['run.txt', 'run.csv']) {
      const path = `test/fixtures/google-benchmark-other/${file}`;
      const result = runSourceCli(['compare', '--baseline', path, '--current', path]);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(
        /this is Google Benchmark's (console|CSV) output.*--benchmark_format=json, or --benchmark_out=FILE --benchmark_out_format=json/,
      );
    }
  });
});

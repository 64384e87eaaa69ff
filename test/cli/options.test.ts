import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.js';
import { InputError } from '../../src/errors.js';
import { runSourceCli } from '../helpers/run-cli.js';

function errorOf(argv: readonly string[]): string {
  try {
    parseCommandLine(argv, 'compare');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected a usage error');
}

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
    expect(errorOf(['--alpha', '-1'])).toBe('--alpha: a value that starts with "-" goes after "=", as in --alpha=-1');
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

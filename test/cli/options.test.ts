import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli-options.js';
import { InputError } from '../../src/errors.js';

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
    expect(errorOf(['--colour'])).toBe('unknown option "--colour"; see --help');
    expect(errorOf(['--alpha', '0.1', '--alpha', '0.2'])).toBe('--alpha is given twice');
    expect(errorOf(['--alpha'])).toBe('--alpha needs a value');
    expect(errorOf(['--help=yes'])).toBe('--help takes no value');
    expect(errorOf(['--alpha', '-1'])).toBe('--alpha: a value that starts with "-" goes after "=", as in --alpha=-1');
    // A repeatable option may come again; convert's options are not compare's.
    expect(parseCommandLine(['--better', 'a=higher', '--better', 'b=lower'], 'compare').options.get('better')).toEqual([['a=higher'], ['b=lower']]);
    expect(() => parseCommandLine(['--splits', '3'], 'compare')).toThrow('unknown option "--splits"; see --help');
  });
});

import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/commands.js';
import type { Io } from '../src/cli/io.js';
import { CommandError, InputError, ParseError, UserError } from '../src/errors.js';
import { BaselineError, PermissionError } from '../src/github/errors.js';

// One user-error base (as benchstat has one user-error type): the faces catch "a user's error"
// once, and say it in one line; any other error is a bug, said as such.

describe('a user error', () => {
  it('is the base of every error a user can fix: a file, an option, a command, the permissions, the baseline', () => {
    const errors = [
      new ParseError({ file: 'a.json', line: 3 }, 'expected a number'),
      new InputError('--alpha: expected a number'),
      new CommandError('the current command failed', 'current: exit 1'),
      new PermissionError('the token may not read Actions data'),
      new BaselineError('no baseline artifact could be read'),
    ];
    expect(errors.map((error) => [error.name, error instanceof UserError])).toEqual([
      ['ParseError', true],
      ['InputError', true],
      ['CommandError', true],
      ['PermissionError', true],
      ['BaselineError', true],
    ]);
    expect(errors[0]?.message).toBe('a.json:3: expected a number');
  });

  it('is said by the CLI in one line with exit 2', () => {
    const stderr: string[] = [];
    const io: Io = { stdout: () => undefined, stderr: (line) => stderr.push(line), colour: false, columns: undefined };
    const code = runCli(['compare', '--current', 'x.json'], io);
    expect(code).toBe(2);
    expect(stderr).toEqual(['benchgate: compare: --baseline is required (the files of the baseline runs)\n']);
  });
});

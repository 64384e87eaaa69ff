import { expect } from 'vitest';
import type { Executor } from '../../src/interleaved/session.js';
import type { Report } from '../../src/model/report.js';
import { runCli } from '../../src/cli/commands.js';

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI from `src/` in this process, with captured stdout and stderr (no terminal). */
export function runSourceCli(args: readonly string[]): CliResult {
  let stdout = '';
  let stderr = '';
  const status = runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    colour: false,
    columns: undefined,
  });
  if (typeof status !== 'number') throw new Error(`benchgate ${args[0] ?? ''} answers asynchronously: use runSourceCliAsync`);
  return { status, stdout, stderr };
}

/** As runSourceCli, for `benchgate run`, whose commands run asynchronously; `interrupted` plays Ctrl-C; `env` is the environment its commands start from. */
export async function runSourceCliAsync(
  args: readonly string[],
  interrupted: () => boolean = () => false,
  executor?: Executor,
  env?: Readonly<Record<string, string | undefined>>,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const status = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    colour: false,
    columns: undefined,
    interrupted,
    ...(executor !== undefined && { executor }),
    ...(env !== undefined && { env }),
  });
  return { status, stdout, stderr };
}

/** A command of the CLI from `src/` with `--json -` added: its status and the report it printed, with nothing on stderr. */
export function runSourceCliJson(args: readonly string[]): { status: number | null; report: Report; json: string } {
  const result = runSourceCli([...args, '--json', '-']);
  expect(result.stderr).toBe('');
  return { status: result.status, report: JSON.parse(result.stdout) as Report, json: result.stdout };
}

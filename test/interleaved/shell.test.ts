import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandEnvironment, isWithheld } from '../../src/interleaved/command-env.js';
import { shellExecutor } from '../../src/interleaved/session.js';
import { shellWord } from '../../src/interleaved/shell-word.js';
import { runSourceCliAsync } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// What the shell executor gives a command (issue 39, items 1 and 6): an `{out}` path that stays
// one word whatever the temporary directory holds, and an environment without the action's
// tokens. Real processes through /bin/sh.

const posix = process.platform !== 'win32';

describe('{out} in the shell', () => {
  it.runIf(posix)('stays one word for a temporary directory holding a quote, blanks, $, backticks and a line break (a real shell run)', async () => {
    const cwd = scratchDir('shell-cwd');
    const tempRoot = join(scratchDir('shell-tmp'), "it's a $HOME `touch pwned` $(touch pwned2) dir\nline 2 '\\''");
    mkdirSync(tempRoot);
    const executor = shellExecutor(commandEnvironment(process.env, []), tempRoot);
    // The command writes the path it was given into that very path: the text is the path, unmangled.
    const result = await executor.run('printf %s {out} > {out}', cwd);
    expect(result.status, result.stderr).toBe(0);
    expect(result.out).toMatch(/\/out$/);
    expect(result.out?.startsWith(join(tempRoot, 'benchgate-run-'))).toBe(true);
    // Nothing in the path ran: no file made by a command substitution, in cwd or in the directory.
    expect(readdirSync(cwd)).toEqual([]);
    expect(readdirSync(tempRoot)).toEqual([]);
    expect(existsSync(join(cwd, 'pwned'))).toBe(false);
  });

  it.runIf(posix)("holds inside the command's own quotes when the temporary directory needs none (a real shell run)", async () => {
    const executor = shellExecutor(commandEnvironment(process.env, []), scratchDir('shell-plain'));
    for (const command of ['printf %s ok > "{out}"', "printf %s ok > '{out}'", 'printf %s ok > {out}']) {
      const result = await executor.run(command, scratchDir('shell-cwd'));
      expect([result.status, result.out, result.stderr]).toEqual([0, 'ok', '']);
    }
  });

  it("puts a plain path in bare, else quotes a POSIX word in single quotes, a quote as '\\'', and a cmd.exe word in double quotes, refusing what cmd.exe cannot quote", () => {
    expect(shellWord('/tmp/benchgate-run-Ab1/out', 'linux')).toBe('/tmp/benchgate-run-Ab1/out');
    expect(shellWord('C:\\Users\\RUNNER~1\\AppData\\Local\\Temp\\benchgate-run-x\\out', 'win32')).toBe(
      'C:\\Users\\RUNNER~1\\AppData\\Local\\Temp\\benchgate-run-x\\out',
    );
    expect(shellWord("/tmp/it's/out", 'linux')).toBe(`'/tmp/it'\\''s/out'`);
    expect(shellWord('/tmp/~x/out', 'linux')).toBe("'/tmp/~x/out'");
    expect(shellWord('/tmp/$HOME `x`\n/out', 'darwin')).toBe("'/tmp/$HOME `x`\n/out'");
    expect(shellWord('C:\\Users\\A B\\Temp\\out', 'win32')).toBe('"C:\\Users\\A B\\Temp\\out"');
    expect(() => shellWord('C:\\100%PATH%\\out', 'win32')).toThrow(/^\{out\}: the temporary directory .* holds " or %, which cmd\.exe cannot quote; set TEMP/);
  });
});

describe("the commands' environment", () => {
  const runner = {
    PATH: process.env.PATH,
    'INPUT_GITHUB-TOKEN': 'ghs_inputtoken0000000000000000000000000',
    INPUT_FILES: 'out/*.json',
    ACTIONS_RUNTIME_TOKEN: 'eyJhbGciOiJSUzI1NiJ9.runtime.signature',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://pipelines.example/oidc',
    ACTIONS_RESULTS_URL: 'https://results.example/',
    GITHUB_TOKEN: 'ghp_steptoken00000000000000000000000000',
    gh_token: 'ghp_lowercase0000000000000000000000000',
    GITHUB_SHA: 'aaaa000000000000000000000000000000000001',
    BENCH_SETTING: 'fast',
  };

  it("keeps the action's inputs and the runner's tokens from the commands, in any case, but what command-env names", () => {
    expect(Object.keys(commandEnvironment(runner, [])).sort()).toEqual(['BENCH_SETTING', 'GITHUB_SHA', 'PATH']);
    expect(Object.keys(commandEnvironment(runner, ['github_token'])).sort()).toEqual(['BENCH_SETTING', 'GITHUB_SHA', 'GITHUB_TOKEN', 'PATH']);
    expect(['input_x', 'Actions_Runtime_Token', 'GH_TOKEN'].every(isWithheld)).toBe(true);
    expect(['GITHUB_SHA', 'GITHUB_WORKSPACE', 'RUNNER_TEMP', 'ACTIONS_STEP_DEBUG'].some(isWithheld)).toBe(false);
  });

  it.runIf(existsSync('/proc/self/environ'))("starts the shell with that environment: its own environ holds none of the action's tokens", async () => {
    const executor = shellExecutor(commandEnvironment(runner, ['GITHUB_TOKEN']));
    // The shell's own environment as the kernel holds it, names a shell would not export included.
    const result = await executor.run(`tr '\\0' '\\n' < /proc/$$/environ`, scratchDir('shell-env'));
    expect(result.status, result.stderr).toBe(0);
    const names = result.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['BENCH_SETTING', 'GITHUB_SHA', 'GITHUB_TOKEN']));
    for (const name of ['INPUT_GITHUB-TOKEN', 'INPUT_FILES', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'ACTIONS_RESULTS_URL', 'gh_token'])
      expect(names).not.toContain(name);
    for (const secret of [runner['INPUT_GITHUB-TOKEN'], runner.ACTIONS_RUNTIME_TOKEN, runner.gh_token]) expect(result.stdout).not.toContain(secret);
  });

  it.runIf(existsSync('/proc/self/environ'))('keeps them from benchgate run too, but the --command-env names', async () => {
    const dump = join(scratchDir('run-env'), 'environ.txt');
    const tool = `"${process.execPath}" test/interleaved/fake-tool.mjs`;
    const result = await runSourceCliAsync(
      ['run', '--baseline-cmd', `tr '\\0' '\\n' < /proc/$$/environ > '${dump}'; ${tool}`, '--current-cmd', tool, '--command-env', 'gh_token', '--json', '-'],
      () => false,
      undefined,
      runner,
    );
    expect(result.status, result.stderr).toBe(0);
    const names = readFileSync(dump, 'utf8')
      .split('\n')
      .map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['BENCH_SETTING', 'gh_token']));
    for (const name of ['INPUT_GITHUB-TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'GITHUB_TOKEN']) expect(names).not.toContain(name);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_SHA, HEAD_SHA, MERGE_SHA, useFakeGitHub } from '../helpers/action-fixture.js';
import { BOT, OWNER, REPO, REPOSITORY_ID } from '../helpers/fake-github.js';
import { prepareActionRun, runAction, type ActionEnvironment } from '../helpers/run-action.js';
import { scratchDir } from '../helpers/scratch.js';

// baseline-command and current-command against the fake GitHub (issue 39, item 1): the commands
// get no token of the action's, and a failing one reaches the PR comment only as its side and
// exit status: never its command line, never what it printed.

const github = useFakeGitHub();
const TOOL = `"${process.execPath}" test/interleaved/fake-tool.mjs`;
// Token-shaped, as a step's `env:` secret and a command's own output would hold one.
const STEP_SECRET = 'ghp_StepSecret0123456789abcdefghijklmnopq';
const PRINTED_TOKEN = 'ghp_Printed0123456789abcdefghijklmnopqrst';
const INPUT_TOKEN = 'ghs_InputToken0123456789abcdefghijklmnop';
// The shell's own environment as the kernel holds it: names no shell would export included.
const DUMP_ENVIRON = `tr '\\0' '\\n' < /proc/$$/environ`;

function pullRequest(inputs: Record<string, string>, env: Record<string, string> = {}): ActionEnvironment {
  return {
    apiUrl: github.fake.url,
    eventName: 'pull_request',
    event: {
      action: 'synchronize',
      number: 42,
      pull_request: {
        number: 42,
        labels: [],
        head: { sha: HEAD_SHA, ref: 'feature', repo: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}` } },
        base: { sha: BASE_SHA, ref: 'main', repo: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}` } },
      },
      repository: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main' },
    },
    sha: MERGE_SHA,
    ref: 'refs/pull/42/merge',
    inputs: { 'github-token': INPUT_TOKEN, ...inputs },
    env: { BENCH_SECRET: STEP_SECRET, ...env },
  };
}

describe.runIf(existsSync('/proc/self/environ'))('the commands of the action', () => {
  it('reports a failing current-command that prints a token and its environment as its side and exit status only', async () => {
    github.fake.state.comments = [{ id: 9, body: '<!-- benchgate:default -->\n### benchgate default: ✔️ 3 unchanged', user: BOT }];
    const command = `${DUMP_ENVIRON} >&2; env >&2; echo "API_TOKEN=$BENCH_SECRET" >&2; echo ${PRINTED_TOKEN} >&2; exit 3`;
    const environment = pullRequest({ 'baseline-command': TOOL, 'current-command': command });
    const result = await runAction(environment);
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    const comment = github.fake.state.comments[0]?.body ?? '';
    expect(comment).toMatch(
      /^<!-- benchgate:default -->\n### benchgate default: error\n\nthe current command exited with status 3 \(warm-up 1\); the step's log has the command and its last stderr lines \(at `aaaa000`\)\./,
    );
    expect(comment).not.toMatch(/ghp_|ghs_/);
    expect(comment).not.toContain('exit 3');
    expect(comment).not.toContain('environ');
    // No value of the environment the action ran with (the runner's, the step's, this process's).
    const values = Object.values({ ...process.env, ...prepareActionRun(environment).env }).filter((value) => value !== undefined && value.length >= 12);
    expect(values.length).toBeGreaterThan(10);
    for (const value of values) expect(comment).not.toContain(value);
    // The log has it whole, a line at a time, and the annotation only what the comment says.
    expect(result.stdout).toContain(`benchgate:   ${PRINTED_TOKEN}`);
    expect(result.stdout).toMatch(/^::error::benchgate: the current command exited with status 3 \(warm-up 1\); the step's log has/m);
    expect(result.stdout).not.toMatch(/^::error::.*ghp_/m);
  });

  it("starts the commands without the action's inputs and tokens, but those command-env names", async () => {
    const dump = join(scratchDir('command-env'), 'environ.txt');
    const result = await runAction(
      pullRequest(
        { 'baseline-command': TOOL, 'current-command': `${DUMP_ENVIRON} > '${dump}'; ALL=1.5 ${TOOL}`, 'command-env': 'GITHUB_TOKEN' },
        { GITHUB_TOKEN: 'ghs_PassedOnPurpose0123456789abcdefghij', GH_TOKEN: 'ghs_KeptFromTheCommands0123456789abcd' },
      ),
    );
    expect(result.status, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    const names = readFileSync(dump, 'utf8')
      .split('\n')
      .map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['BENCH_SECRET', 'GITHUB_TOKEN', 'GITHUB_SHA', 'PATH']));
    for (const name of ['INPUT_GITHUB-TOKEN', 'INPUT_CURRENT-COMMAND', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL', 'GH_TOKEN'])
      expect(names).not.toContain(name);
    expect(readFileSync(dump, 'utf8')).not.toContain(INPUT_TOKEN);
    // The runner's token is masked in the log too, should a command read it from elsewhere.
    expect(result.stdout).toMatch(/^::add-mask::eyJ/m);
  });
});

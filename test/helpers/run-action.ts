import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiPacing } from '../../src/github/pacing.js';
import { OWNER, REPO } from './fake-github.js';
import { scratchDir } from './scratch.js';

/**
 * The client's waits in tests: a unit of 1 ms (a 5xx retried after 1, 4, 9 ms; a retry-after of
 * 1 s waited as 1 ms) and writes not spaced, so that tests check the waits without sitting
 * through GitHub's seconds.
 */
const TEST_PACING: ApiPacing = { waitUnitMs: 1, spaceWrites: false };

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
  /** More runner variables (RUNNER_NAME, GITHUB_RUN_ATTEMPT, ...). */
  readonly env?: Readonly<Record<string, string>>;
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

export interface Prepared {
  readonly env: NodeJS.ProcessEnv;
  readonly outputPath: string;
  readonly summaryPath: string;
}

/** The runner's files and variables for one run of the action (its event, GITHUB_OUTPUT, the summary, INPUT_*). */
export function prepareActionRun(environment: ActionEnvironment): Prepared {
  const dir = scratchDir('action');
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
  Object.assign(env, environment.env ?? {});
  return { env, outputPath, summaryPath };
}

/** What a run left: its status, output, the outputs it set and its summary. */
export function collectActionRun(prepared: Prepared, status: number | null, stdout: string, stderr: string): ActionRun {
  return { status, stdout, stderr, outputs: parseOutputs(readFileSync(prepared.outputPath, 'utf8')), summary: readFileSync(prepared.summaryPath, 'utf8') };
}

/**
 * Runs `run()` of src/main.ts in this process with the variables the runner sets, stdout
 * captured and the process environment restored afterwards. Tests in one file run one at a time.
 */
export async function runAction(environment: ActionEnvironment, pacing: ApiPacing = TEST_PACING): Promise<ActionRun> {
  const prepared = prepareActionRun(environment);
  const savedEnv = { ...process.env };
  const savedExitCode = process.exitCode;
  const write = process.stdout.write.bind(process.stdout);
  let stdout = '';
  for (const name of Object.keys(process.env))
    if (name.startsWith('INPUT_') || name.startsWith('GITHUB_') || name.startsWith('ACTIONS_') || name.startsWith('RUNNER_')) delete process.env[name];
  Object.assign(process.env, prepared.env);
  process.exitCode = undefined;
  process.stdout.write = (chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  };
  let status: number;
  try {
    const { run } = await import('../../src/main.js');
    await run(pacing);
    status = Number(process.exitCode ?? 0);
  } finally {
    process.stdout.write = write;
    process.exitCode = savedExitCode;
    for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
    Object.assign(process.env, savedEnv);
  }
  return collectActionRun(prepared, status, stdout, '');
}

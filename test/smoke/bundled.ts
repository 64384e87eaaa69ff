import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { collectActionRun, prepareActionRun, type ActionEnvironment, type ActionRun } from '../helpers/run-action.js';
import type { CliResult } from '../helpers/run-cli.js';

// The committed bundles run as users and the Actions runner run them: only test/smoke/ does
// this; every other test runs src/ in-process, so a change there is tested without a rebuild.

/**
 * Node 24 (the action's runtime) for the bundle's smoke tests: `.ci/run` installs it into a
 * temporary prefix and names it in BENCHGATE_NODE24; elsewhere the smoke tests use this Node.
 */
export const NODE24 = process.env.BENCHGATE_NODE24 ?? '';
export const ACTION_NODE = NODE24 !== '' && existsSync(NODE24) ? NODE24 : process.execPath;

/** Runs the committed bundle `dist/cli.js` as users do: a separate Node process in the repo root. */
export function runBundledCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const result = spawnSync(process.execPath, ['dist/cli.js', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs dist/index.mjs exactly as the Actions runner does: a child process with INPUT_* and GITHUB_* variables. */
export function runBundledAction(environment: ActionEnvironment): Promise<ActionRun> {
  const prepared = prepareActionRun(environment);
  return new Promise((resolve, reject) => {
    const child = spawn(ACTION_NODE, [join(REPO_ROOT, 'dist/index.mjs')], { cwd: REPO_ROOT, env: prepared.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      resolve(collectActionRun(prepared, status, stdout, stderr));
    });
  });
}

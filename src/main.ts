import * as core from '@actions/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEventPayload, setOutputs } from './action/io.js';
import { runGate } from './action/gate-mode.js';
import { keepHistory } from './action/history.js';
import { commentFinishedRun } from './action/modes.js';
import { bisectOnRunner } from './action/bisect-mode.js';
import { logCommandFailure } from './action/run-commands.js';
import { CommandError, errorMessage, UserError } from './errors.js';
import { readActionContext } from './github/context.js';
import { BaselineError } from './github/errors.js';
import { GITHUB_PACING, type ApiPacing } from './github/pacing.js';
import type { GitHubSession } from './github/session.js';
import { readActionSettings, type ActionSettings } from './action/inputs.js';
import { baselineErrorText, errorEnding, unexpectedErrorText } from './pipeline.js';

/**
 * The action: its inputs and context read, then one mode: `compare` (the gate, and `calibrate`),
 * `comment` (a finished fork run's reports), `history` (change points and the suite's issue),
 * `bisect` (the commit of a change, commented on that issue).
 * An error fails the step with its reason, after the PR's earlier comment is marked stale.
 * `pacing` is GitHub's own but in tests, which check the waits without sitting through them.
 */
export async function run(pacing: ApiPacing = GITHUB_PACING): Promise<void> {
  let onError: ((message: string) => Promise<void>) | undefined;
  let onBaselineError: ActionSettings['onBaselineError'] = 'fail';
  try {
    const inputs = readActionSettings((name) => core.getInput(name));
    // Masked in every later line of the log, whoever prints it (the runner replaces it with ***).
    if (inputs.token !== '') core.setSecret(inputs.token);
    onBaselineError = inputs.onBaselineError;
    const context = readActionContext(process.env, readEventPayload(process.env.GITHUB_EVENT_PATH));
    const workDir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'benchgate-'));
    let session: GitHubSession | undefined;
    const github = async (): Promise<GitHubSession> => {
      session ??= new (await import('./github/session.js')).GitHubSession(inputs.token, context, workDir, pacing);
      return session;
    };
    if (inputs.mode === 'comment') return await commentFinishedRun(inputs, context, await github());
    if (inputs.mode === 'history') return await keepHistory(inputs, context, await github(), workDir);
    if (inputs.mode === 'bisect') return await bisectOnRunner(inputs, context, github, process.env.GITHUB_WORKSPACE ?? process.cwd(), workDir);
    return await runGate(inputs, context, github, workDir, (handler) => (onError = handler));
  } catch (error) {
    // A later step can react to `verdict`: it is set on every path, `error` here; unless writing
    // the outputs is what failed (no file at GITHUB_OUTPUT), whose reason the step then fails with.
    try {
      setOutputs('error', undefined, '', '', '');
    } catch {
      // The error being reported says what went wrong.
    }
    // A command's line and output go to the log alone: a comment is read where no mask applies.
    const message =
      error instanceof CommandError
        ? logCommandFailure(error)
        : error instanceof BaselineError
          ? baselineErrorText(error)
          : error instanceof UserError
            ? error.message
            : unexpectedErrorText(errorMessage(error));
    await onError?.(message).catch(() => undefined);
    const passes = error instanceof BaselineError && onBaselineError === 'warn';
    if (passes) core.warning(errorEnding(message, passes));
    else core.setFailed(errorEnding(message, passes));
  }
}

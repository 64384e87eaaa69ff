import * as core from '@actions/core';
import { errorMessage } from '../errors.js';
import type { ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import type { ActionSettings } from './inputs.js';
import { commentFailedLine, commentLogLine, type Acceptance } from '../pipeline.js';
import { writeLog } from './io.js';

// What the action does with a finished report on GitHub: the accept label, the one comment.

/** The PR's accept label and who added it, when the PR carries it: an input of the gate (compare/gate.ts). */
export async function acceptanceOf(inputs: ActionSettings, context: ActionContext, github: () => Promise<GitHubSession>): Promise<Acceptance | undefined> {
  const pr = context.pullRequest;
  if (pr === undefined || !pr.labels.includes(inputs.acceptLabel)) return undefined;
  return { label: inputs.acceptLabel, by: await (await github()).acceptedBy(pr.number, inputs.acceptLabel) };
}

/** The one comment of this suite and leg: written, or marked stale when this run has no verdict. */
export async function publishComment(
  session: GitHubSession,
  inputs: ActionSettings,
  context: ActionContext,
  key: string,
  what: { body: string; mayCreate: boolean } | { stale: string },
): Promise<string> {
  const pr = context.pullRequest;
  if (pr === undefined || inputs.comment === 'never') return '';
  try {
    const result =
      'stale' in what
        ? await session.markStale(pr.number, inputs.suite, key, what.stale)
        : await session.comment(pr.number, inputs.suite, key, what.body, what.mayCreate);
    writeLog(commentLogLine(result));
    return result.url ?? '';
  } catch (error) {
    core.warning(commentFailedLine(errorMessage(error)));
    return '';
  }
}

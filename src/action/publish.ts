import * as core from '@actions/core';
import { errorMessage } from '../errors.js';
import type { ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import type { ActionSettings } from './inputs.js';
import type { GateNote } from '../model/gate-note.js';
import type { LegNames } from '../model/leg.js';
import { commentFailedLine, commentLogLine, gateNoteLines, uploadFailedLine, type Acceptance, type GateOutcome, type StampedCurrent } from '../pipeline.js';
import { writeLog } from './io.js';

// What the action does on GitHub around the gate: the accept label, the baseline artifact stored,
// the report artifact uploaded, the one comment.

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

/** On a base-branch run: the current runs stored as the baseline artifact; the note that says so. */
export async function storeBaseline(
  github: GitHubSession,
  names: LegNames,
  current: StampedCurrent,
  inputs: ActionSettings,
  commit: string,
): Promise<GateNote> {
  const result = await github.storeBaseline(names.baselineArtifact, current.native, inputs.retentionDays);
  const note: GateNote = result.stored
    ? { code: 'stored', series: current.series, runs: current.runs, commit, artifact: names.baselineArtifact, days: inputs.retentionDays }
    : { code: 'not-stored', reason: result.reason };
  for (const line of gateNoteLines([note])) core.info(line);
  return note;
}

/** The HTML and JSON reports uploaded as the report artifact; the note with its address, when GitHub gives one. */
export async function uploadReport(github: GitHubSession, artifact: NonNullable<GateOutcome['reportArtifact']>, context: ActionContext): Promise<GateNote[]> {
  const html = await github.uploadReport(artifact.name, artifact.files).catch((error: unknown) => ({ stored: false as const, reason: errorMessage(error) }));
  if (!html.stored) core.warning(uploadFailedLine(html.reason));
  if (!html.stored || html.id === undefined) return [];
  const url = `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}/artifacts/${html.id}`;
  return [{ code: 'html-report', artifact: artifact.name, url }];
}

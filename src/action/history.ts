import * as core from '@actions/core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SUMMARY_CHARS, setOutputs, writeSummary } from './io.js';
import { errorMessage } from '../errors.js';
import type { ActionContext } from '../github/context.js';
import { BaselineError } from '../github/errors.js';
import type { GitHubSession } from '../github/session.js';
import { legNames } from '../model/leg.js';
import type { ActionSettings } from './inputs.js';
import { historyBranch, historyEnding, keptHistory, readPreviousCarried, type HistoryKept, type IssuePlan } from '../pipeline.js';

// mode: history, in a push or schedule workflow of the base branch: the suite's history (carried
// from run to run, with the stored baselines of the newest runs added), its change points in the
// job summary and an artifact, and the one issue of the suite about the regressions that stand.
// The request (pipeline/history-mode.ts) decides all of it; this file delivers it.

/** Uploads the history report with the history carried forward (a failure is the ending's warning). */
async function uploadReport(session: GitHubSession, kept: HistoryKept, retentionDays: number) {
  return session
    .uploadHistory(kept.artifact.name, kept.artifact.files, retentionDays)
    .catch((error: unknown) => ({ stored: false as const, failed: true as const, reason: errorMessage(error) }));
}

/** Keeps the suite's issue as planned (none in a fork): what GitHub did, and the decision made of the issues it found. */
async function keepSuiteIssue(session: GitHubSession, plan: IssuePlan) {
  if (plan.kind === 'fork') return { issue: plan.result, decision: plan.decision };
  let planned: ReturnType<typeof plan.decide> | undefined;
  const issue = await session.keepHistoryIssue(plan.marker, (found) => (planned = plan.decide(found)).change);
  return { issue, decision: planned?.decision };
}

/**
 * mode: history: reads the history the previous run carried and the suite's baseline artifacts
 * of the newest `history-runs` runs of this workflow on the branch it does not hold, analyses the
 * newest `history-runs` runs of the whole, writes the change points to the job summary and an
 * artifact (with the history carried forward), and keeps the suite's one issue. The step passes
 * whatever the history shows (the issue is the signal); GitHub refusing the issue (a fork, no
 * `issues: write`, issues disabled) is said in the summary.
 */
export async function keepHistory(inputs: ActionSettings, context: ActionContext, session: GitHubSession, workDir: string): Promise<void> {
  const repositoryUrl = `${context.serverUrl}/${context.owner}/${context.repo}`;
  const run = {
    tokenGiven: inputs.token !== '',
    eventName: context.eventName,
    ref: context.ref,
    fork: context.fork,
    repositoryUrl,
    runUrl: `${repositoryUrl}/actions/runs/${context.runId}`,
  };
  const branch = historyBranch(run);
  const names = legNames(inputs.suite, await session.legKey(inputs.key));
  const search = await session.searchHistory({ carried: names.historyArtifact, baselines: names.baselineArtifact }, branch, inputs.historyRuns);
  const previous = await session.fetchCarried(names.historyArtifact, search.carried);
  const read = readPreviousCarried({ artifact: names.historyArtifact, found: previous.found }, inputs.suite);
  const fetched = await session.fetchHistory(names.baselineArtifact, branch, search.baselines, inputs.historyRuns, read.held);
  const outcome = keptHistory({
    names,
    branch,
    settings: {
      suite: inputs.suite,
      alpha: inputs.policy.alpha,
      noise: inputs.policy.noise,
      window: inputs.historyRuns,
      issueLabels: inputs.issueLabels,
      issueAssignees: inputs.issueAssignees,
    },
    run,
    carried: { read, notes: previous.notes },
    stored: typeof fetched === 'string' ? fetched : { baselines: fetched.stored, notes: fetched.notes },
    summaryChars: MAX_SUMMARY_CHARS,
  });
  if (outcome.kind === 'nothing-stored') {
    writeSummary(outcome.summary);
    core.notice(outcome.notice);
    setOutputs('no-baseline', undefined, '', '', '');
    return;
  }
  for (const line of outcome.log) core.info(line);
  if (outcome.kind === 'unreadable') throw new BaselineError(outcome.message);

  const jsonPath = join(workDir, 'history.json');
  writeFileSync(jsonPath, outcome.artifact.files.json);
  const upload = await uploadReport(session, outcome, inputs.retentionDays);
  const ending = historyEnding(outcome, { upload, ...(await keepSuiteIssue(session, outcome.issue)) });
  for (const line of ending.log) (line.level === 'warning' ? core.warning : core.info)(line.text);
  writeSummary(ending.summary);
  setOutputs('pass', undefined, '', '', '', { changePoints: ending.changePoints, json: jsonPath, ...outcome.standing });
}

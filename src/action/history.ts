import * as core from '@actions/core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SUMMARY_CHARS, setOutputs, writeSummary } from './io.js';
import { errorMessage, InputError, ParseError } from '../errors.js';
import type { ActionContext } from '../github/context.js';
import { BaselineError } from '../github/errors.js';
import type { FetchedHistory } from '../github/fetch-baseline.js';
import type { IssueOutcome, IssueWrite } from '../github/history-issue.js';
import type { GitHubSession } from '../github/session.js';
import type { BaselineNote } from '../model/reason.js';
import type { ActionSettings } from './inputs.js';
import {
  baselineNoteLogLine,
  carriedLogLine,
  carryForward,
  FORK_KEEPS_NO_ISSUE,
  historyFooter,
  historyIssueLogLine,
  historyLogLine,
  historyOfRuns,
  historyUploadFailedLine,
  issueDecisionWithoutIssue,
  issueMarker,
  noHistoryNotice,
  noHistorySummary,
  planIssueChange,
  previousLook,
  readPreviousCarried,
  readStoredSet,
  renderHistoryFaces,
  unreadableHistoryText,
  type CarriedForward,
  type HistoryLooks,
  type HistoryRun,
  type IssueDecision,
  type IssueWhere,
  type RunToCarry,
} from '../pipeline.js';

// mode: history, in a push or schedule workflow of the base branch: the suite's history (carried
// from run to run, with the stored baselines of the newest runs added), its change points in the
// job summary and an artifact, and the one issue of the suite about the regressions that stand.

/** The branch whose history is read: this run's, which must be a base-branch run's (the runs that store baselines). */
function historyBranch(context: ActionContext): string {
  if (!['push', 'schedule', 'workflow_dispatch'].includes(context.eventName) || !context.ref.startsWith('refs/heads/'))
    throw new InputError(
      'input mode: history reads the baselines the base branch stores; run it on push, schedule or workflow_dispatch of that branch ' +
        `(this run: ${context.eventName || 'unknown event'} on ${context.ref || 'no ref'})`,
    );
  return context.ref.slice('refs/heads/'.length);
}

/**
 * The downloaded baselines as runs, oldest first (the search lists the newest first). One that
 * does not parse is skipped with a note, as a download that fails is.
 */
function historyRuns(fetched: FetchedHistory, name: string, notes: BaselineNote[]): RunToCarry[] {
  const runs: RunToCarry[] = [];
  for (const { artifact, source } of [...fetched.stored].reverse()) {
    try {
      const set = readStoredSet(source);
      const date = set.context?.date ?? artifact.runCreatedAt;
      const run: HistoryRun = {
        commit: artifact.headSha,
        ...(date !== undefined && { date }),
        ...(set.context?.runner !== undefined && { runner: set.context.runner }),
        source: source.name,
        set,
      };
      runs.push({ run, runId: artifact.runId });
    } catch (error) {
      if (!(error instanceof ParseError || error instanceof InputError)) throw error;
      notes.push({ code: 'unreadable', artifact: name, runId: artifact.runId, sha: artifact.headSha, problem: error.message });
    }
  }
  return runs;
}

/** The names of the suite's history: its baseline artifact, its history artifact, its title. */
interface HistoryNames {
  readonly branch: string;
  readonly key: string;
  readonly name: string;
  readonly artifact: string;
  readonly title: string;
}

async function historyNames(inputs: ActionSettings, context: ActionContext, session: GitHubSession): Promise<HistoryNames> {
  const branch = historyBranch(context);
  const key = await session.legKey(inputs.key);
  const suffix = key === '' ? '' : `-${key}`;
  return {
    branch,
    key,
    name: `benchgate-${inputs.suite}${suffix}`,
    artifact: `benchgate-history-${inputs.suite}${suffix}`,
    title: `benchgate ${inputs.suite}${key === '' ? '' : ` (${key})`}`,
  };
}

/**
 * The history an earlier run carried with the baselines stored since appended (only those of runs
 * it does not hold are downloaded); undefined when nothing was ever stored (said in the summary).
 */
async function historyToAnalyse(
  inputs: ActionSettings,
  names: HistoryNames,
  session: GitHubSession,
  notes: BaselineNote[],
): Promise<CarriedForward | undefined> {
  const previous = await session.fetchCarried(names.artifact, names.branch);
  const read = readPreviousCarried({ artifact: names.artifact, found: previous.found }, inputs.suite);
  const fetched = await session.fetchHistory(names.name, names.branch, inputs.historyRuns, read.held);
  if (typeof fetched === 'string' && previous.found === undefined) {
    writeSummary(noHistorySummary(names.title, fetched));
    core.notice(noHistoryNotice(fetched));
    setOutputs('no-baseline', undefined, '', '', '');
    return undefined;
  }
  notes.push(...previous.notes, ...(typeof fetched === 'string' ? [] : fetched.notes));
  const added = typeof fetched === 'string' ? [] : historyRuns(fetched, names.name, notes);
  for (const note of notes) core.info(baselineNoteLogLine(note));
  const carried = carryForward(read, added, inputs.historyRuns);
  if (carried.runs.length === 0) throw new BaselineError(unreadableHistoryText(names.name, notes));
  core.info(carriedLogLine(carried.remembered));
  return carried;
}

/** Uploads the history report and the history carried forward (a warning when it fails). */
async function uploadReport(
  inputs: ActionSettings,
  names: HistoryNames,
  session: GitHubSession,
  files: { readonly json: string; readonly markdown: string; readonly html: string },
  carried: CarriedForward,
): Promise<Awaited<ReturnType<GitHubSession['uploadHistory']>> | { stored: false; failed: true; reason: string }> {
  const uploaded = await session
    .uploadHistory(names.artifact, { ...files, carried: carried.text }, inputs.retentionDays)
    .catch((error: unknown) => ({ stored: false as const, failed: true as const, reason: errorMessage(error) }));
  if ('failed' in uploaded) core.warning(historyUploadFailedLine(uploaded.reason));
  return uploaded;
}

/** Keeps the suite's issue (none in a fork): what GitHub did, and the decision. */
async function keepSuiteIssue(
  inputs: ActionSettings,
  context: ActionContext,
  session: GitHubSession,
  names: HistoryNames,
  looks: HistoryLooks,
  where: IssueWhere,
): Promise<{ outcome: IssueOutcome; decision: IssueDecision | undefined }> {
  if (context.fork)
    return {
      outcome: { refused: FORK_KEEPS_NO_ISSUE, found: undefined },
      decision: issueDecisionWithoutIssue(looks),
    };
  const marker = issueMarker(inputs.suite, names.key);
  let decision: IssueDecision | undefined;
  const outcome = await session.keepHistoryIssue(marker, (found): IssueWrite => {
    const planned = planIssueChange(looks, found, marker, where);
    decision = planned.decision;
    const { change } = planned;
    return change.kind === 'create' ? { ...change, labels: inputs.issueLabels, assignees: inputs.issueAssignees } : change;
  });
  return { outcome, decision };
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
  if (inputs.token === '')
    throw new InputError(
      `input github-token: mode history reads the stored baselines through GitHub's API; give a token with "actions: read" (the default, github.token)`,
    );
  const names = await historyNames(inputs, context, session);
  const notes: BaselineNote[] = [];
  const carried = await historyToAnalyse(inputs, names, session, notes);
  if (carried === undefined) return;
  const { runs } = carried;
  const settings = { alpha: inputs.policy.alpha, noise: inputs.policy.noise };
  const analysed = historyOfRuns(runs, settings, inputs.suite);
  const report = carried.warning === undefined ? analysed : { ...analysed, warnings: [carried.warning, ...analysed.warnings] };
  const commitUrl = (sha: string): string => `${context.serverUrl}/${context.owner}/${context.repo}/commit/${sha}`;
  const markdownOptions = { title: `${names.title} history`, commitUrl, maxChars: MAX_SUMMARY_CHARS };
  const faces = renderHistoryFaces(report, { json: true, markdown: [markdownOptions], html: { title: `${names.title} history` } });
  const json = faces.json ?? '';
  const jsonPath = join(workDir, 'history.json');
  writeFileSync(jsonPath, json);
  core.info(historyLogLine(names.name, { runs: runs.length, commits: report.commits.length, changes: report.summary.changes }));

  const repositoryUrl = `${context.serverUrl}/${context.owner}/${context.repo}`;
  const runUrl = `${repositoryUrl}/actions/runs/${context.runId}`;
  const files = { json, markdown: faces.markdown[0] ?? '', html: faces.html ?? '' };
  const upload = await uploadReport(inputs, names, session, files, carried);
  // The look before this one, as `benchgate history --issue-state` takes it: the same runs without the newest commit's.
  const looks = { report, before: previousLook(runs, settings, inputs.suite) };
  const where: IssueWhere = { title: names.title, branch: names.branch, repositoryUrl, runUrl, artifact: names.artifact, level: 1 - report.settings.alpha };
  const { outcome, decision } = await keepSuiteIssue(inputs, context, session, names, looks, where);
  // A fork keeps no issue by design; GitHub refusing one is a setting to fix.
  const issueLog = historyIssueLogLine(outcome);
  if (issueLog !== undefined) ('refused' in outcome && !context.fork ? core.warning : core.info)(issueLog);
  const footer = historyFooter({ issue: outcome, notes, upload, artifact: names.artifact, runUrl, commits: carried.remembered.commits });

  writeSummary(renderHistoryFaces(report, { markdown: [{ ...markdownOptions, notes: footer }] }).markdown[0] ?? '');
  const standing = (direction: 'regression' | 'improvement'): number =>
    report.series.reduce((sum, series) => sum + series.changes.filter((change) => change.direction === direction && change.standing).length, 0);
  setOutputs('pass', undefined, '', '', '', {
    changePoints: decision?.added ?? 0,
    json: jsonPath,
    regressions: standing('regression'),
    improvements: standing('improvement'),
  });
}

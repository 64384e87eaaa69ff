import * as core from '@actions/core';
import { setOutputs, writeLog, writeSummary } from './io.js';
import { InputError, ParseError } from '../errors.js';
import type { ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import { legNames } from '../model/leg.js';
import type { ActionSettings } from './inputs.js';
import type { Report } from '../model/report.js';
import {
  calibrateRuns,
  calibrationLine,
  finishedRunComment,
  gateNoteLines,
  noReportLine,
  notFromPullRequestLine,
  postedLogLine,
  readFinishedReport,
  refusedLines,
  renderPostedSummary,
  type BenchConfig,
  type LoadedSide,
  type PostedReport,
} from '../pipeline.js';
import { defaultSettings } from '../options.js';

// The action's modes other than the gate: calibrate and comment.

/** mode: calibrate: A/A false-alarm rates of the settings on runs of one build, in the summary and outputs. */
export function runCalibration(inputs: ActionSettings, side: LoadedSide, config: BenchConfig): void {
  const { calibration, rendered } = calibrateRuns(
    {
      files: { set: side.set, option: 'input files' },
      format: inputs.format,
      policy: inputs.policy,
      config,
      splits: defaultSettings('calibrate').splits,
      faces: { markdown: { title: legNames(inputs.suite, '').title } },
    },
    { readFiles: () => [] },
  );
  writeSummary(rendered.markdown ?? '');
  core.setOutput('false-alarm-rate', String(calibration.suiteFalseAlarmRate));
  core.setOutput('noise-needed', String(calibration.suiteNoiseNeeded));
  core.info(calibrationLine(calibration));
}

/** One report of a finished run commented on its pull request (none found: not posted). */
async function postReport(
  session: GitHubSession,
  pullRequest: number | undefined,
  item: { readonly artifact: string; readonly suite: string; readonly key: string },
  report: Report,
  mayCreate: boolean,
): Promise<PostedReport> {
  if (pullRequest === undefined) return { code: 'no-pull-request', artifact: item.artifact };
  const result = await session.comment(pullRequest, item.suite, item.key, finishedRunComment(report, legNames(item.suite, item.key)), mayCreate);
  return result.url === undefined
    ? { code: 'not-posted', artifact: item.artifact, why: result.skipped }
    : { code: 'posted', artifact: item.artifact, action: result.action, pullRequest, url: result.url };
}

/**
 * mode: comment, in a workflow_run workflow: posts the reports of a finished pull-request run
 * (a fork's, whose own token could not comment). Only its report artifacts are read, as
 * untrusted data: named by GitHub's listing for an allowed suite, bounded in size, checked field
 * by field, rendered by our own escaping renderer; no code of the fork runs here. A refused
 * artifact is listed and fails the step after the others are posted.
 */
export async function commentFinishedRun(inputs: ActionSettings, context: ActionContext, session: GitHubSession): Promise<void> {
  const run = context.workflowRun;
  if (run === undefined)
    throw new InputError('input mode: comment runs in a workflow started by workflow_run (see the README recipe for pull requests from forks)');
  if (run.event !== 'pull_request') {
    core.info(notFromPullRequestLine(run, run.event));
    setOutputs('pass', undefined, '', '', '');
    return;
  }
  const found = await session.reportsOfFinishedRun(inputs.suites);
  const refused = [...found.refused];
  const posted: PostedReport[] = [];
  if (found.reports.length + refused.length === 0) core.info(noReportLine(run));
  let url = '';
  let worst: 'pass' | 'fail' = 'pass';
  for (const item of found.reports) {
    const file = `artifact ${item.artifact} of run ${run.id}`;
    let report: Report;
    try {
      // The comment shows this workflow's gate and its reason, never the ones the run wrote.
      report = readFinishedReport(item.reportJson, file, inputs.policy);
      if (report.gate === 'fail') worst = 'fail';
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      refused.push(error.message);
      continue;
    }
    const outcome = await postReport(session, found.pullRequest, item, report, inputs.comment !== 'never');
    writeLog(postedLogLine(outcome, run));
    posted.push(outcome);
    if (outcome.code === 'posted') url = outcome.url;
  }
  for (const line of gateNoteLines(found.notes.map((note) => ({ code: 'search', note })))) core.notice(line);
  const ending = refusedLines(refused);
  for (const line of ending.warnings) core.warning(line);
  writeSummary(renderPostedSummary(run.id, posted, found.notes, refused));
  // The verdict is this workflow's reading of the rows; the PR run's own check carries its gate.
  setOutputs(refused.length > 0 ? 'error' : worst, undefined, '', url, '');
  if (ending.failed !== undefined) core.setFailed(ending.failed);
}

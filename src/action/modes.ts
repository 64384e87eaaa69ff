import * as core from '@actions/core';
import { setOutputs, writeSummary } from './io.js';
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
  logSafe,
  readFinishedReport,
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
    core.info(`benchgate: run ${run.id} was started by ${run.event || 'an unknown event'}, not a pull request: nothing to comment on`);
    setOutputs('pass', undefined, '', '', '');
    return;
  }
  const found = await session.reportsOfFinishedRun(inputs.suites);
  const refused = [...found.refused];
  const posted: PostedReport[] = [];
  if (found.reports.length + refused.length === 0) core.info(`benchgate: run ${run.id} has no benchgate report artifact`);
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
    if (found.pullRequest === undefined) {
      core.info(
        logSafe(`benchgate: no open pull request has ${run.headOwner}:${run.headBranch} at ${run.headSha.slice(0, 7)}; ${item.artifact} is not posted`),
      );
      posted.push({ code: 'no-pull-request', artifact: item.artifact });
      continue;
    }
    const body = finishedRunComment(report, legNames(item.suite, item.key));
    const result = await session.comment(found.pullRequest, item.suite, item.key, body, inputs.comment !== 'never');
    if (result.url === undefined) {
      core.warning(`benchgate: ${result.skipped}`);
      posted.push({ code: 'not-posted', artifact: item.artifact, why: result.skipped });
    } else {
      url = result.url;
      core.info(`benchgate: comment ${result.action} on #${found.pullRequest}: ${result.url}`);
      posted.push({ code: 'posted', artifact: item.artifact, action: result.action, pullRequest: found.pullRequest });
    }
  }
  for (const line of gateNoteLines(found.notes.map((note) => ({ code: 'search', note })))) core.notice(line);
  for (const reason of refused) core.warning(`benchgate: refused the report ${logSafe(reason)}`);
  writeSummary(renderPostedSummary(run.id, posted, found.notes, refused));
  // The verdict is this workflow's reading of the rows; the PR run's own check carries its gate.
  setOutputs(refused.length > 0 ? 'error' : worst, undefined, '', url, '');
  if (refused.length > 0)
    core.setFailed(
      `benchgate: ${refused.length === 1 ? 'a report artifact was' : `${refused.length} report artifacts were`} refused: ${logSafe(refused[0] ?? '')}`,
    );
}

import * as core from '@actions/core';
import { setOutputs, writeSummary } from '../action-io.js';
import { calibrate, MIN_CALIBRATION_RUNS, runsOf } from '../compare/calibrate.js';
import type { BenchConfig } from '../compare/config.js';
import type { LoadedSide } from '../compare/load-side.js';
import { InputError } from '../errors.js';
import type { ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import type { ActionInputs } from '../inputs.js';
import { renderCalibrationMarkdown } from '../report/calibration.js';
import { renderMarkdown } from '../report/markdown.js';
import { readReport } from '../report/read-report.js';

// The action's modes other than the gate: calibrate and comment.

export const MAX_COMMENT_CHARS = 65_000;

/** mode: calibrate: A/A false-alarm rates of the settings on runs of one build, in the summary and outputs. */
export function runCalibration(inputs: ActionInputs, side: LoadedSide, config: BenchConfig): void {
  const runs = runsOf(side.set);
  if (runs < MIN_CALIBRATION_RUNS) throw new InputError(`input files: calibration needs at least ${MIN_CALIBRATION_RUNS} runs of one build; found ${runs}`);
  const calibration = calibrate(side.set, inputs.policy, config, 200);
  writeSummary(renderCalibrationMarkdown(calibration, `benchgate ${inputs.suite}`));
  core.setOutput('false-alarm-rate', String(calibration.suiteFalseAlarmRate));
  core.setOutput('noise-needed', String(calibration.suiteNoiseNeeded));
  core.info(
    `benchgate: false alarms in ${(calibration.suiteFalseAlarmRate * 100).toFixed(1)}% of ${calibration.splits} splits; a noise threshold of ${(calibration.suiteNoiseNeeded * 100).toFixed(2)}% keeps them under alpha`,
  );
}

/**
 * mode: comment, in a workflow_run workflow: posts the reports of a finished pull-request run
 * (a fork's, whose own token could not comment). Only its report artifacts are read, as
 * untrusted data: checked field by field, rendered by our own escaping renderer; no code of
 * the fork runs here.
 */
export async function commentFinishedRun(inputs: ActionInputs, context: ActionContext, session: GitHubSession): Promise<void> {
  const run = context.workflowRun;
  if (run === undefined)
    throw new InputError('input mode: comment runs in a workflow started by workflow_run (see the README recipe for pull requests from forks)');
  if (run.event !== 'pull_request') {
    core.info(`benchgate: run ${run.id} was started by ${run.event || 'an unknown event'}, not a pull request: nothing to comment on`);
    setOutputs('pass', undefined, '', '', '');
    return;
  }
  const reports = await session.reportsOfFinishedRun();
  if (reports.length === 0) core.info(`benchgate: run ${run.id} has no benchgate report artifact`);
  let url = '';
  let worst: 'pass' | 'fail' = 'pass';
  for (const found of reports) {
    const report = readReport(found.reportJson, `artifact ${found.artifact} of run ${run.id}`);
    if (report.gate === 'fail') worst = 'fail';
    if (found.pullRequest === undefined) {
      core.info(`benchgate: no open pull request has ${run.headOwner}:${run.headBranch} at ${run.headSha.slice(0, 7)}; ${found.artifact} is not posted`);
      continue;
    }
    const title = `benchgate ${found.suite}${found.key === '' ? '' : ` (${found.key})`}`;
    const result = await session.comment(
      found.pullRequest,
      found.suite,
      found.key,
      renderMarkdown(report, { title, maxChars: MAX_COMMENT_CHARS - 100, fullReport: "the pull request run's job summary and HTML report" }),
      inputs.comment !== 'never',
    );
    if (result.url === undefined) core.warning(`benchgate: ${result.skipped}`);
    else {
      url = result.url;
      core.info(`benchgate: comment ${result.action} on #${found.pullRequest}: ${result.url}`);
    }
  }
  // The PR run's own check carries the gate; this one reports what it posted.
  setOutputs(worst, undefined, '', url, '');
}

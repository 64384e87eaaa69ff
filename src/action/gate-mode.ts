import * as core from '@actions/core';
import { join } from 'node:path';
import { MAX_SUMMARY_CHARS, runnerFingerprint, setOutputs, writeSummary } from './io.js';
import { writeTextFile } from '../fs/write-output.js';
import { MACHINE_PORT } from '../fs/machine-port.js';
import { isBaseBranchRun, type ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import { legNames } from '../model/leg.js';
import type { ActionSettings } from './inputs.js';
import { gate, gateErrorNotice, gateMarkdown, gateWithoutBaseline, planGate, readConfig, readLines, readSide, stampCurrent } from '../pipeline.js';
import { runCalibration } from './modes.js';
import { acceptanceOf, publishComment, storeBaseline, uploadReport } from './publish.js';
import { resolveBaseline } from './resolve-baseline.js';
import { runOnRunner } from './run-commands.js';

/** The current runs' name in the reports: the PR and commit, or the branch and commit. */
function currentLabel(context: ActionContext): string {
  const short = context.sha.slice(0, 7);
  return context.pullRequest !== undefined ? `#${context.pullRequest.number}@${short}` : `${context.ref.replace(/^refs\/heads\//, '')}@${short}`;
}

/**
 * mode: compare (and calibrate): store the baseline on base-branch runs; compare on pull requests
 * and merge queues (or against local baseline files); write the summary, the one sticky comment
 * and the outputs; then fail the step only when the gate says so. `onError` is handed what marks
 * the PR's earlier comment stale when this run fails, once it is known.
 */
export async function runGate(
  inputs: ActionSettings,
  context: ActionContext,
  github: () => Promise<GitHubSession>,
  workDir: string,
  onError: (handler: (message: string) => Promise<void>) => void,
): Promise<void> {
  // Known before any file is read: an error in the files or the config marks the PR's earlier
  // comment as stale too, not only an error after the comparison.
  const { storing, fetching, commenting, publishing } = planGate(
    {
      mode: inputs.mode === 'calibrate' ? 'calibrate' : 'compare',
      upload: inputs.upload,
      comment: inputs.comment,
      localBaseline: inputs.commands !== undefined || inputs.baseline !== 'auto',
    },
    { baseBranchRun: isBaseBranchRun(context), pullRequest: context.pullRequest !== undefined, mergeGroup: context.mergeGroup !== undefined },
  );
  const key = inputs.key !== '' || storing || fetching || commenting ? await (await github()).legKey(inputs.key) : '';
  const names = legNames(inputs.suite, key);
  const comment = async (what: Parameters<typeof publishComment>[4]) => (commenting ? publishComment(await github(), inputs, context, key, what) : '');
  if (commenting) onError(async (message) => void (await comment({ stale: gateErrorNotice(names, message, context.sha) })));
  // Read and checked once, before anything is stored: a bad file fails the step early.
  const config = readConfig(inputs.config, 'input config', MACHINE_PORT);
  // With commands, the runs are made here, interleaved (benchgate run), and the report with them.
  // The PR's accept label is an input of the gate, looked up only when the PR carries it.
  const accepted = await acceptanceOf(inputs, context, github);
  const made = inputs.commands === undefined ? undefined : await runOnRunner(inputs, config, context, accepted);
  const read = made?.current ?? readSide({ files: { patterns: inputs.files, option: 'input files' }, format: inputs.format }, MACHINE_PORT);
  for (const line of readLines(read)) core.info(line);
  if (inputs.mode === 'calibrate') return runCalibration(inputs, read, config);
  const stamp = { commit: context.sha, ref: context.ref, runner: runnerFingerprint(), date: new Date().toISOString() };
  const current = stampCurrent(read, { suite: inputs.suite, context: stamp, label: currentLabel(context) });
  const stored = storing ? [await storeBaseline(await github(), names, current, inputs, context.sha)] : [];

  const baseline = made?.baseline ?? (await resolveBaseline(inputs, fetching, names.baselineArtifact, github));
  if (typeof baseline === 'string') {
    const without = gateWithoutBaseline(names, baseline, stored, context.sha);
    writeSummary(without.summary);
    if (fetching) core.notice(without.notice);
    setOutputs('no-baseline', undefined, '', await comment({ stale: without.stale }), '');
    return;
  }
  const outcome = gate(
    {
      names,
      current: current.side,
      baseline,
      policy: inputs.policy,
      config,
      accepted,
      made: made?.report,
      publishing,
      comment: commenting ? inputs.comment : undefined,
      notes: stored,
    },
    MACHINE_PORT,
  );
  for (const line of outcome.annotations) core.warning(line);
  const reportPath = join(workDir, 'report.json');
  writeTextFile(reportPath, outcome.json, 'report.json');
  const uploaded = outcome.reportArtifact === undefined ? [] : await uploadReport(await github(), outcome.reportArtifact, context);
  const { summary, comment: body } = gateMarkdown(outcome, names.title, uploaded, MAX_SUMMARY_CHARS);
  writeSummary(summary);
  const commentUrl = outcome.comment === undefined ? '' : await comment({ body, mayCreate: outcome.comment.mayCreate });
  setOutputs(outcome.outputs.verdict, outcome.report, reportPath, commentUrl, outcome.outputs.baselineSha);
  if (outcome.ending.failed !== undefined) core.setFailed(outcome.ending.failed);
  for (const line of outcome.ending.warnings) core.warning(line);
}

import * as core from '@actions/core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SUMMARY_CHARS, runnerFingerprint, setOutputs, writeSummary } from './io.js';
import type { LoadedSide } from '../load/load-side.js';
import { errorMessage } from '../errors.js';

import { readInputFiles } from '../fs/read-inputs.js';
import { isBaseBranchRun, type ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import type { ActionSettings } from './inputs.js';
import { compareWithPort, readConfig, readSide, renderFaces, renderNative, type PipelinePort } from '../pipeline.js';
import { logSafe } from '../report/log-safe.js';
import { COMMENT_BUDGET_CHARS, renderErrorNotice, renderNoBaselineNotice, renderNoComparison } from '../report/markdown.js';
import { codeSpan, link, markup, type Markdown } from '../report/markdown-escape.js';
import { warningText } from '../report/warning-text.js';
import { SubselectionPool } from '../threads/subselection-pool.js';
import { runCalibration } from './modes.js';
import { acceptanceOf, baselineLine, publishComment, reportGate } from './publish.js';
import { resolveBaseline } from './resolve-baseline.js';
import { runOnRunner } from './run-commands.js';

const PORT: PipelinePort = { readFiles: readInputFiles, startPool: () => new SubselectionPool() };

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
  const gating = inputs.mode !== 'calibrate';
  const storing = gating && (inputs.upload === 'always' || (inputs.upload === 'auto' && isBaseBranchRun(context)));
  const fetching =
    gating && inputs.commands === undefined && inputs.baseline === 'auto' && (context.pullRequest !== undefined || context.mergeGroup !== undefined);
  const commenting = gating && context.pullRequest !== undefined && inputs.comment !== 'never';
  const key = inputs.key !== '' || storing || fetching || commenting ? await (await github()).legKey(inputs.key) : '';
  const name = `benchgate-${inputs.suite}${key === '' ? '' : `-${key}`}`;
  const title = `benchgate ${inputs.suite}${key === '' ? '' : ` (${key})`}`;
  if (commenting)
    onError(async (message) => void (await publishComment(await github(), inputs, context, key, { stale: renderErrorNotice(title, message, context.sha) })));
  // Read and checked once, before anything is stored: a bad file fails the step early.
  const config = readConfig(inputs.config, 'input config', PORT);
  // With commands, the runs are made here, interleaved (benchgate run), and the report with them.
  // The PR's accept label is an input of the gate, looked up only when the PR carries it.
  const accepted = await acceptanceOf(inputs, context, github);
  const made = inputs.commands === undefined ? undefined : await runOnRunner(inputs, config, context, accepted);
  const current = made?.current ?? readSide({ files: { patterns: inputs.files, option: 'input files' }, format: inputs.format }, PORT);
  for (const { file, format } of current.formats) core.info(`benchgate: read ${logSafe(file)} as ${format}`);
  if (inputs.mode === 'calibrate') return runCalibration(inputs, current, config);

  const contextFields = { commit: context.sha, ref: context.ref, runner: runnerFingerprint(), date: new Date().toISOString() };
  const currentSet = { ...current.set, suite: inputs.suite, context: contextFields };
  const label =
    context.pullRequest !== undefined
      ? `#${context.pullRequest.number}@${context.sha.slice(0, 7)}`
      : `${context.ref.replace(/^refs\/heads\//, '')}@${context.sha.slice(0, 7)}`;
  const currentSide: LoadedSide = { ...current, set: currentSet, label, labelGiven: true };

  const stored: Markdown[] = [];
  if (storing) {
    const result = await (await github()).storeBaseline(name, renderNative(currentSet), inputs.retentionDays);
    const what = `${currentSet.series.length} series (${currentSet.runCount} runs)`;
    stored.push(
      result.stored
        ? markup`Stored ${what} of ${codeSpan(context.sha.slice(0, 7))} as the baseline artifact ${codeSpan(name)} (kept ${inputs.retentionDays} days).`
        : markup`Not stored again: ${result.reason} (a re-run, or another matrix leg: give each leg its own ${codeSpan('key')}).`,
    );
    core.info(
      `benchgate: ${result.stored ? `stored ${what} of ${context.sha.slice(0, 7)} as the baseline artifact ${name}` : `not stored again: ${result.reason}`}`,
    );
  }

  const baseline = made?.baseline ?? (await resolveBaseline(inputs, fetching, name, github));
  if (typeof baseline === 'string') {
    writeSummary(renderNoComparison(title, [...stored, `No baseline: ${baseline}.`]));
    if (fetching) core.notice(`benchgate: no baseline (${baseline}); the check passes`);
    const url = commenting ? await publishComment(await github(), inputs, context, key, { stale: renderNoBaselineNotice(title, baseline, context.sha) }) : '';
    setOutputs('no-baseline', undefined, '', url, '');
    return;
  }

  // Local baseline files were made in this job, on this machine; an artifact in another job.
  const sameJob = baseline.artifact === undefined;
  const report = made?.report ?? compareWithPort([baseline.side], currentSide, inputs.policy, config, PORT, { sameJob, accepted }, 'input files');
  // Every distinct warning once as an annotation (GitHub shows ten a step; the summary has all).
  const distinct = [...new Set([...report.warnings, ...report.comparisons.flatMap((row) => row.warnings)].map(warningText))];
  for (const warning of distinct.slice(0, 10)) core.warning(`benchgate: ${logSafe(warning)}`);
  const publishing = fetching || storing || commenting;
  const faces = renderFaces(report, [baseline.side], currentSide, { json: true, ...(publishing && { html: { title } }) });
  const reportPath = join(workDir, 'report.json');
  writeFileSync(reportPath, faces.json ?? '');
  const notes: (string | Markdown)[] = [...stored, ...baseline.notes, ...(baseline.artifact === undefined ? [] : [baselineLine(baseline.artifact)])];
  if (publishing) {
    const reportName = `benchgate-report-${inputs.suite}${key === '' ? '' : `-${key}`}`;
    const files = { html: faces.html ?? '', json: faces.json ?? '', suite: inputs.suite, key };
    const html = await (await github()).uploadReport(reportName, files).catch((error: unknown) => ({ stored: false as const, reason: errorMessage(error) }));
    if (!html.stored) core.warning(`benchgate could not upload the HTML report: ${html.reason}`);
    else if (html.id !== undefined)
      notes.push(
        markup`Plots of every row: the HTML report in the artifact ${link(codeSpan(reportName), `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}/artifacts/${html.id}`)} (a zip).`,
      );
  }
  // The summary and the comment: one markdown each, within GitHub's limits.
  const [summary, body] = renderFaces(report, [baseline.side], currentSide, {
    markdown: [
      { title, notes, maxChars: MAX_SUMMARY_CHARS },
      { title, notes, maxChars: COMMENT_BUDGET_CHARS, fullReport: 'the job summary and the HTML report' },
    ],
  }).markdown;
  writeSummary(summary ?? '');
  let commentUrl = '';
  if (commenting) {
    const changes = report.summary.regressions + report.summary.improvements;
    const mayCreate =
      inputs.comment === 'always' || (inputs.comment === 'on-change' && changes > 0) || (inputs.comment === 'on-regression' && report.summary.regressions > 0);
    commentUrl = await publishComment(await github(), inputs, context, key, { body: body ?? '', mayCreate });
  }
  setOutputs(report.gate === 'fail' ? 'fail' : 'pass', report, reportPath, commentUrl, baseline.artifact?.headSha ?? baseline.side.set.context?.commit ?? '');
  reportGate(report);
}

import * as core from '@actions/core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEventPayload, runnerFingerprint, setOutputs, writeSummary } from './action-io.js';
import { calibrate, MIN_CALIBRATION_RUNS, runsOf } from './compare/calibrate.js';
import { compareSampleSets } from './compare/compare.js';
import type { BenchConfig } from './compare/config.js';
import { loadSide, type LoadedSide } from './compare/load-side.js';
import { errorMessage, InputError, ParseError } from './errors.js';
import { renderNative } from './formats/native.js';
import { readInputFiles } from './fs/read-inputs.js';
import type { BaselineArtifact } from './github/baseline.js';
import { isBaseBranchRun, readActionContext, type ActionContext } from './github/context.js';
import { BaselineError, PermissionError } from './github/errors.js';
import type { GitHubSession } from './github/session.js';
import { parseInputs, type ActionInputs } from './inputs.js';
import type { Report } from './model/report.js';
import { renderCalibrationMarkdown } from './report/calibration.js';
import { renderHtml } from './report/html.js';
import { renderJson } from './report/json.js';
import { logSafe } from './report/log-safe.js';
import { renderMarkdown, renderNoComparison } from './report/markdown.js';
import { readReport } from './report/read-report.js';
import { readConfigOption } from './settings.js';

// GitHub's limits: a comment body of 65,536 characters, a step summary of 1 MiB. A character is
// at most 3 bytes of UTF-8, so 330,000 characters stay under the 1,000,000 bytes we allow.
const MAX_COMMENT_CHARS = 65_000;
const MAX_SUMMARY_CHARS = 330_000;

/** mode: calibrate: A/A false-alarm rates of the settings on runs of one build, in the summary and outputs. */
function runCalibration(inputs: ActionInputs, side: LoadedSide, config: BenchConfig): void {
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

/** A failing gate on a PR that carries the accept label passes; the report says who accepted it. */
async function applyAcceptance(report: Report, inputs: ActionInputs, context: ActionContext, github: () => Promise<GitHubSession>): Promise<Report> {
  const pr = context.pullRequest;
  if (report.gate !== 'fail' || report.summary.regressions === 0 || pr === undefined || !pr.labels.includes(inputs.acceptLabel)) return report;
  const by = await (await github()).acceptedBy(pr.number, inputs.acceptLabel);
  const reason = `${report.summary.regressions === 1 ? 'the regression was' : 'the regressions were'} accepted with the label "${inputs.acceptLabel}"${by === undefined ? '' : ` by ${by}`}`;
  return { ...report, gate: 'pass', gateReason: reason };
}

/** The one comment of this suite and leg: written, or marked stale when this run has no verdict. */
async function publishComment(
  session: GitHubSession,
  inputs: ActionInputs,
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
    if (result.url === undefined) {
      if (result.refused) core.warning(`benchgate: ${result.skipped}`);
      else core.info(`benchgate: no comment: ${result.skipped}`);
      return '';
    }
    core.info(`benchgate: comment ${result.action}: ${result.url}`);
    return result.url;
  } catch (error) {
    core.warning(`benchgate could not comment on the pull request: ${errorMessage(error)}; the job summary has the report`);
    return '';
  }
}

/**
 * mode: comment, in a workflow_run workflow: posts the reports of a finished pull-request run
 * (a fork's, whose own token could not comment). Only its report artifacts are read, as
 * untrusted data: checked field by field, rendered by our own escaping renderer; no code of
 * the fork runs here.
 */
async function commentFinishedRun(inputs: ActionInputs, context: ActionContext, session: GitHubSession): Promise<void> {
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
      renderMarkdown(report, { title, maxChars: MAX_COMMENT_CHARS - 100 }),
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

function baselineLine(artifact: BaselineArtifact): string {
  return `Baseline: [run ${artifact.runId}](${artifact.runUrl}) at \`${artifact.headSha.slice(0, 7)}\`${artifact.match === 'ancestor' ? ' (an ancestor of the base commit)' : ''}.`;
}

/**
 * The action: store the baseline on base-branch runs; compare on pull requests and merge queues
 * (or against local baseline files); write the summary, the one sticky comment and the outputs;
 * then fail the step only when the gate says so. Nothing GitHub-side can flip the verdict.
 */
export async function run(): Promise<void> {
  let onError: ((message: string) => Promise<void>) | undefined;
  let onBaselineError: ActionInputs['onBaselineError'] = 'fail';
  try {
    const inputs = parseInputs((name) => core.getInput(name));
    onBaselineError = inputs.onBaselineError;
    const context = readActionContext(process.env, readEventPayload(process.env.GITHUB_EVENT_PATH));
    const workDir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'benchgate-'));
    let session: GitHubSession | undefined;
    const github = async (): Promise<GitHubSession> => {
      session ??= new (await import('./github/session.js')).GitHubSession(inputs.token, context, workDir);
      return session;
    };
    if (inputs.mode === 'comment') return await commentFinishedRun(inputs, context, await github());
    // Read and checked once, before anything is stored: a bad file fails the step early.
    const config = readConfigOption(inputs.config, 'input config');
    const current = loadSide(readInputFiles(inputs.files, 'input files'), inputs.format);
    for (const { file, format } of current.formats) core.info(`benchgate: read ${logSafe(file)} as ${format}`);
    if (inputs.mode === 'calibrate') return runCalibration(inputs, current, config);

    const storing = inputs.upload === 'always' || (inputs.upload === 'auto' && isBaseBranchRun(context));
    const fetching = inputs.baseline === 'auto' && (context.pullRequest !== undefined || context.mergeGroup !== undefined);
    const commenting = context.pullRequest !== undefined && inputs.comment !== 'never';
    const key = inputs.key !== '' || storing || fetching || commenting ? await (await github()).legKey(inputs.key) : '';
    const name = `benchgate-${inputs.suite}${key === '' ? '' : `-${key}`}`;
    const title = `benchgate ${inputs.suite}${key === '' ? '' : ` (${key})`}`;
    if (commenting)
      onError = async (message) =>
        void (await publishComment(await github(), inputs, context, key, { stale: `### ${title}: error\n\n${message} (at \`${context.sha.slice(0, 7)}\`).` }));

    const contextFields = { commit: context.sha, ref: context.ref, runner: runnerFingerprint(), date: new Date().toISOString() };
    const currentSet = { ...current.set, suite: inputs.suite, context: contextFields };
    const label =
      context.pullRequest !== undefined
        ? `#${context.pullRequest.number}@${context.sha.slice(0, 7)}`
        : `${context.ref.replace(/^refs\/heads\//, '')}@${context.sha.slice(0, 7)}`;
    const currentSide: LoadedSide = { ...current, set: currentSet, label };

    const stored: string[] = [];
    if (storing) {
      const result = await (await github()).storeBaseline(name, renderNative(currentSet), inputs.retentionDays);
      stored.push(
        result.stored
          ? `Stored ${currentSet.series.length} series (${currentSet.runCount} runs) of ${context.sha.slice(0, 7)} as the baseline artifact \`${name}\` (kept ${inputs.retentionDays} days).`
          : `Not stored again: ${result.reason} (a re-run, or another matrix leg: give each leg its own \`key\`).`,
      );
      core.info(`benchgate: ${stored[0] ?? ''}`);
    }

    let baseline: { side: LoadedSide; artifact: BaselineArtifact | undefined; notes: readonly string[] } | string;
    if (inputs.baseline !== 'auto')
      baseline = { side: loadSide(readInputFiles(inputs.baseline, 'input baseline'), inputs.format), artifact: undefined, notes: [] };
    else if (!fetching) baseline = 'a base-branch run stores the baseline; pull requests and merge queues compare against it';
    else {
      const fetched = await (await github()).fetchBaseline(name, inputs.baselineRuns);
      if (typeof fetched === 'string') baseline = fetched;
      else {
        for (const note of fetched.notes) core.info(`benchgate: ${note}`);
        const side = loadSide(fetched.sources, 'benchgate');
        const commits = new Set(fetched.artifacts.map((artifact) => artifact.headSha)).size;
        const pooled =
          fetched.artifacts.length > 1
            ? [
                `The baseline pools ${side.set.runCount} runs from ${fetched.artifacts.length} base-branch workflow runs at ${commits} commit${commits === 1 ? '' : 's'}.`,
              ]
            : [];
        baseline = { side, artifact: fetched.artifacts[0], notes: [...fetched.notes.map((note) => `Note: ${note}.`), ...pooled] };
      }
    }

    if (typeof baseline === 'string') {
      writeSummary(renderNoComparison(title, [...stored, `No baseline: ${baseline}.`]));
      if (fetching) core.notice(`benchgate: no baseline (${baseline}); the check passes`);
      const url = commenting
        ? await publishComment(await github(), inputs, context, key, {
            stale: `### ${title}: no baseline\n\nNo verdict for \`${context.sha.slice(0, 7)}\`: ${baseline}.`,
          })
        : '';
      setOutputs('no-baseline', undefined, '', url, '');
      return;
    }

    const report = await applyAcceptance(compareSampleSets([baseline.side], currentSide, inputs.policy, config), inputs, context, github);
    // Every distinct warning once as an annotation (GitHub shows ten a step; the summary has all).
    const distinct = [...new Set([...report.warnings, ...report.comparisons.flatMap((row) => row.warnings)])];
    for (const warning of distinct.slice(0, 10)) core.warning(`benchgate: ${logSafe(warning)}`);
    const reportPath = join(workDir, 'report.json');
    writeFileSync(reportPath, renderJson(report));
    const notes = [...stored, ...baseline.notes, ...(baseline.artifact === undefined ? [] : [baselineLine(baseline.artifact)])];
    if (fetching || storing || commenting) {
      const reportName = `benchgate-report-${inputs.suite}${key === '' ? '' : `-${key}`}`;
      const files = {
        html: renderHtml(report, { baselines: [baseline.side.set], current: currentSet }, title),
        json: renderJson(report),
        suite: inputs.suite,
        key,
      };
      const html = await (await github()).uploadReport(reportName, files).catch((error: unknown) => ({ stored: false as const, reason: errorMessage(error) }));
      if (!html.stored) core.warning(`benchgate could not upload the HTML report: ${html.reason}`);
      else if (html.id !== undefined)
        notes.push(
          `Plots of every row: the HTML report in the artifact [\`${reportName}\`](${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}/artifacts/${html.id}) (a zip).`,
        );
    }
    writeSummary(renderMarkdown(report, { title, notes, maxChars: MAX_SUMMARY_CHARS }));
    let commentUrl = '';
    if (commenting) {
      const changes = report.summary.regressions + report.summary.improvements;
      const mayCreate =
        inputs.comment === 'always' ||
        (inputs.comment === 'on-change' && changes > 0) ||
        (inputs.comment === 'on-regression' && report.summary.regressions > 0);
      commentUrl = await publishComment(await github(), inputs, context, key, {
        body: renderMarkdown(report, { title, notes, maxChars: MAX_COMMENT_CHARS - 100 }),
        mayCreate,
      });
    }
    setOutputs(report.gate === 'fail' ? 'fail' : 'pass', report, reportPath, commentUrl, baseline.artifact?.headSha ?? baseline.side.set.context?.commit ?? '');
    if (report.gate === 'fail') {
      const regressed = report.comparisons.filter((row) => row.verdict === 'regression').map((row) => logSafe(`${row.benchmark} ${row.metric}`));
      const suiteWide = report.suites.filter((line) => line.verdict === 'regression').map((line) => `every ${line.metric} row`);
      const all = [...suiteWide, ...regressed];
      const what =
        all.length === 0
          ? ''
          : `${all.length} significant regression${all.length === 1 ? '' : 's'}: ${all.slice(0, 10).join(', ')}${all.length > 10 ? ', …' : ''}`;
      core.setFailed(`benchgate: ${[what, report.gateReason ?? ''].filter((text) => text !== '').join('; ')}`);
    } else if (report.gateReason !== undefined) {
      core.warning(`benchgate: ${report.gateReason}`);
    }
  } catch (error) {
    // A later step can react to `verdict`: it is set on every path, `error` here.
    setOutputs('error', undefined, '', '', '');
    const known = error instanceof InputError || error instanceof ParseError || error instanceof PermissionError || error instanceof BaselineError;
    const message = known ? error.message : `unexpected error: ${errorMessage(error)}`;
    await onError?.(message).catch(() => undefined);
    if (error instanceof BaselineError && onBaselineError === 'warn') core.warning(`benchgate: ${message} (on-baseline-error: warn, so the check passes)`);
    else core.setFailed(`benchgate: ${message}`);
  }
}

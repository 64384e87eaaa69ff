import * as core from '@actions/core';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, type } from 'node:os';
import { join } from 'node:path';
import { calibrate, MIN_CALIBRATION_RUNS, runsOf } from './compare/calibrate.js';
import { compareSampleSets } from './compare/compare.js';
import type { BenchConfig } from './compare/config.js';
import { loadSide, type LoadedSide } from './compare/load-side.js';
import { errorMessage, InputError, ParseError } from './errors.js';
import { renderNative } from './formats/native.js';
import { readInputFiles } from './fs/read-inputs.js';
import type { BaselineArtifact } from './github/baseline.js';
import { PermissionError } from './github/errors.js';
import { isBaseBranchRun, readActionContext, type ActionContext } from './github/context.js';
import { parseInputs, type ActionInputs } from './inputs.js';
import { readConfigOption } from './settings.js';
import type { Report } from './model/report.js';
import { renderCalibrationMarkdown } from './report/calibration.js';
import { renderHtml } from './report/html.js';
import { renderJson } from './report/json.js';
import { renderMarkdown, renderNoComparison } from './report/markdown.js';
import { logSafe } from './report/log-safe.js';

// GitHub's limits: a comment body of 65,536 characters, a step summary of 1 MiB (notes §4.2).
const MAX_COMMENT_CHARS = 65_000;
// A character is at most 3 bytes of UTF-8 (surrogate pairs: 4 bytes for 2 units), so 330,000
// characters stay under the 1,000,000 bytes we allow ourselves.
const MAX_SUMMARY_CHARS = 330_000;

/** OS, CPU model, cores and Node version: two runs are comparable only on alike runners. */
function runnerFingerprint(): string {
  const cpu = cpus();
  const image = process.env.ImageOS ?? process.env.RUNNER_OS ?? `${type()} ${release()}`;
  return `${image} ${process.arch}, ${cpu[0]?.model.trim() ?? 'unknown CPU'} (${cpu.length} cores), Node ${process.version}`;
}

/** The webhook payload of the run; read here so that Octokit loads only when GitHub is called. */
function readEventPayload(path: string | undefined): unknown {
  if (path === undefined || path === '') return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    core.warning(`benchgate could not read the event payload ${path}: ${errorMessage(error)}`);
    return {};
  }
}

interface Baseline {
  readonly side: LoadedSide;
  readonly artifact: BaselineArtifact | undefined;
  readonly notes: readonly string[];
}

/** The baseline of a PR run: the base branch's artifact, or the reason there is none. */
async function fetchBaseline(inputs: ActionInputs, context: ActionContext, workDir: string): Promise<Baseline | string> {
  const pr = context.pullRequest;
  if (pr === undefined) return 'this run is neither a pull request nor given local baseline files';
  const [{ downloadArtifactOfRun }, { createClient }, { baselineCommit, findBaseline }] = await Promise.all([import('./github/artifacts.js'), import('./github/client.js'), import('./github/baseline.js')]);
  const client = createClient(inputs.token);
  const name = `benchgate-${inputs.suite}`;
  try {
    const target = await baselineCommit(client, context);
    const search = await findBaseline(client, context, name, target, pr.baseRef, inputs.baselineRuns);
    for (const note of search.notes) core.info(note);
    if (search.found === undefined) return search.reason;
    const sources = [];
    for (const artifact of search.found) {
      const directory = join(workDir, `baseline-${artifact.runId}`);
      mkdirSync(directory, { recursive: true });
      await downloadArtifactOfRun(context, inputs.token, artifact.artifactId, artifact.runId, directory, artifact.digest);
      sources.push({ name: `artifact ${name} (run ${artifact.runId})`, text: readFileSync(join(directory, 'benchgate.json'), 'utf8') });
    }
    const side = loadSide(sources, 'benchgate');
    const commits = new Set(search.found.map((artifact) => artifact.headSha)).size;
    const pooled = search.found.length > 1 ? [`The baseline pools ${side.set.runCount} runs from ${search.found.length} base-branch workflow runs at ${commits} commit${commits === 1 ? '' : 's'}.`] : [];
    return { side, artifact: search.found[0], notes: [...search.notes, ...pooled] };
  } catch (error) {
    if (error instanceof PermissionError) throw error;
    return `the baseline could not be fetched: ${errorMessage(error)}`;
  }
}

function setOutputs(verdict: 'pass' | 'fail' | 'no-baseline', report: Report | undefined, reportPath: string, commentUrl: string, baselineSha: string): void {
  core.setOutput('verdict', verdict);
  core.setOutput('regressions', String(report?.summary.regressions ?? 0));
  core.setOutput('improvements', String(report?.summary.improvements ?? 0));
  core.setOutput('inconclusive', String(report?.summary.inconclusive ?? 0));
  core.setOutput('report', reportPath);
  core.setOutput('comment-url', commentUrl);
  core.setOutput('baseline-sha', baselineSha);
}

/** mode: calibrate: A/A false-alarm rates of the settings on runs of one build, in the summary and outputs. */
function runCalibration(inputs: ActionInputs, side: LoadedSide, config: BenchConfig): void {
  const runs = runsOf(side.set);
  if (runs < MIN_CALIBRATION_RUNS) throw new InputError(`input files: calibration needs at least ${MIN_CALIBRATION_RUNS} runs of one build; found ${runs}`);
  const calibration = calibrate(side.set, inputs.policy, config, 200);
  writeSummary(renderCalibrationMarkdown(calibration, `benchgate ${inputs.suite}`));
  core.setOutput('false-alarm-rate', String(calibration.suiteFalseAlarmRate));
  core.setOutput('noise-needed', String(calibration.suiteNoiseNeeded));
  core.info(`benchgate: false alarms in ${(calibration.suiteFalseAlarmRate * 100).toFixed(1)}% of ${calibration.splits} splits; a noise threshold of ${(calibration.suiteNoiseNeeded * 100).toFixed(2)}% keeps them under alpha`);
}

/**
 * A failing gate on a PR that carries the accept label passes; the report keeps every regression
 * and says who accepted them (the label's author, from the PR's events).
 */
async function applyAcceptance(report: Report, inputs: ActionInputs, context: ActionContext): Promise<Report> {
  const pr = context.pullRequest;
  if (report.gate !== 'fail' || report.summary.regressions === 0 || pr === undefined || !pr.labels.includes(inputs.acceptLabel)) return report;
  const [{ createClient }, { labelAddedBy }] = await Promise.all([import('./github/client.js'), import('./github/labels.js')]);
  const by = await labelAddedBy(createClient(inputs.token), context, pr.number, inputs.acceptLabel);
  const reason = `${report.summary.regressions === 1 ? 'the regression was' : 'the regressions were'} accepted with the label "${inputs.acceptLabel}"${by === undefined ? '' : ` by ${by}`}`;
  return { ...report, gate: 'pass', gateReason: reason };
}

/** The HTML report as an artifact of this run; a failure is a warning, never a verdict change. */
async function uploadHtmlReport(html: string, name: string, workDir: string): Promise<void> {
  try {
    const directory = join(workDir, 'html');
    mkdirSync(directory, { recursive: true });
    const file = join(directory, 'report.html');
    writeFileSync(file, html);
    const { uploadArtifactFile } = await import('./github/artifacts.js');
    await uploadArtifactFile(name, file, directory);
    core.info(`benchgate: HTML report uploaded as the artifact ${name}`);
  } catch (error) {
    core.warning(`benchgate could not upload the HTML report: ${errorMessage(error)}`);
  }
}

// Appended directly: core.summary caches the file's path for the life of the process.
function writeSummary(markdown: string): void {
  try {
    const path = process.env.GITHUB_STEP_SUMMARY;
    if (path === undefined || path === '') throw new Error('GITHUB_STEP_SUMMARY is not set');
    appendFileSync(path, `${markdown}\n`);
  } catch (error) {
    core.warning(`benchgate could not write the job summary: ${errorMessage(error)}`);
  }
}

/**
 * The action: store the baseline on base-branch runs; compare on pull requests (or against
 * local baseline files); write the summary, the one sticky comment and the outputs; then fail
 * the step only when the gate says so. Nothing GitHub-side can flip the verdict.
 */
export async function run(): Promise<void> {
  try {
    const inputs = parseInputs((name) => core.getInput(name));
    const context = readActionContext(process.env, readEventPayload(process.env.GITHUB_EVENT_PATH));
    const workDir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'benchgate-'));
    // Read and checked once, before anything is stored: a bad file fails the step early.
    const config = readConfigOption(inputs.config, 'input config');
    const current = loadSide(readInputFiles(inputs.files, 'input files'), inputs.format);
    for (const { file, format } of current.formats) core.info(`benchgate: read ${logSafe(file)} as ${format}`);
    if (inputs.mode === 'calibrate') {
      runCalibration(inputs, current, config);
      return;
    }
    const contextFields = { commit: context.sha, ref: context.ref, runner: runnerFingerprint(), date: new Date().toISOString() };
    const currentSet = { ...current.set, suite: inputs.suite, context: contextFields };
    const currentSide: LoadedSide = { ...current, set: currentSet, label: context.pullRequest !== undefined ? `#${context.pullRequest.number}@${context.sha.slice(0, 7)}` : `${context.ref.replace(/^refs\/heads\//, '')}@${context.sha.slice(0, 7)}` };

    const stored: string[] = [];
    if (inputs.upload === 'always' || (inputs.upload === 'auto' && isBaseBranchRun(context))) {
      const { uploadArtifactFile } = await import('./github/artifacts.js');
      const uploadDir = join(workDir, 'upload');
      mkdirSync(uploadDir, { recursive: true });
      writeFileSync(join(uploadDir, 'benchgate.json'), renderNative(currentSet));
      const name = `benchgate-${inputs.suite}`;
      await uploadArtifactFile(name, join(uploadDir, 'benchgate.json'), uploadDir);
      stored.push(`Stored ${currentSet.series.length} series (${currentSet.runCount} runs) of ${context.sha.slice(0, 7)} as the baseline artifact \`${name}\`.`);
      core.info(stored[0] ?? '');
    }

    const baseline: Baseline | string =
      inputs.baseline === 'auto'
        ? context.pullRequest === undefined
          ? 'a base-branch run stores the baseline; pull requests compare against it'
          : await fetchBaseline(inputs, context, workDir)
        : { side: loadSide(readInputFiles(inputs.baseline, 'input baseline'), inputs.format), artifact: undefined, notes: [] };

    if (typeof baseline === 'string') {
      const text = renderNoComparison(`benchgate ${inputs.suite}`, [...stored, `No baseline: ${baseline}.`]);
      if (context.pullRequest !== undefined) core.notice(`benchgate: no baseline (${baseline}); the check passes`);
      writeSummary(text);
      setOutputs('no-baseline', undefined, '', '', '');
      return;
    }

    const compared = compareSampleSets([baseline.side], currentSide, inputs.policy, config);
    const report = await applyAcceptance(compared, inputs, context);
    const reportPath = join(workDir, 'report.json');
    writeFileSync(reportPath, renderJson(report));
    const artifact = baseline.artifact;
    const notes = [
      ...stored,
      ...baseline.notes.filter((note) => note.startsWith('The baseline pools')),
      ...(artifact === undefined ? [] : [`Baseline: [run ${artifact.runId}](${artifact.runUrl}) at \`${artifact.headSha.slice(0, 7)}\`${artifact.match === 'ancestor' ? ' (an ancestor of the base commit)' : ''}.`]),
      ...(report.baseline.runner !== undefined && report.current.runner !== undefined && report.baseline.runner !== report.current.runner
        ? [`⚠️ The runners differ: baseline on ${report.baseline.runner}, current on ${report.current.runner}.`]
        : []),
    ];
    writeSummary(renderMarkdown(report, { title: `benchgate ${inputs.suite}`, notes, maxChars: MAX_SUMMARY_CHARS }));
    await uploadHtmlReport(renderHtml(report, { baselines: [baseline.side.set], current: currentSet }, `benchgate ${inputs.suite}`), `benchgate-report-${inputs.suite}`, workDir);

    let commentUrl = '';
    const pr = context.pullRequest;
    if (pr !== undefined && inputs.comment !== 'never') {
      const changes = report.summary.regressions + report.summary.improvements;
      const mayCreate = inputs.comment === 'always' || (inputs.comment === 'on-change' && changes > 0) || (inputs.comment === 'on-regression' && report.summary.regressions > 0);
      try {
        const body = renderMarkdown(report, { title: `benchgate ${inputs.suite}`, notes, maxChars: MAX_COMMENT_CHARS - 100 });
        const [{ createClient }, { upsertComment }] = await Promise.all([import('./github/client.js'), import('./github/comments.js')]);
        const result = await upsertComment(createClient(inputs.token), context, pr.number, inputs.suite, body, mayCreate);
        if (result.url === undefined) {
          if (result.skipped.startsWith('GitHub refused')) core.warning(`benchgate: ${result.skipped}`);
          else core.info(`benchgate: no comment: ${result.skipped}`);
        } else {
          commentUrl = result.url;
          core.info(`benchgate: comment ${result.action}: ${result.url}`);
        }
      } catch (error) {
        core.warning(`benchgate could not comment on the pull request: ${errorMessage(error)}; the job summary has the report`);
      }
    }

    setOutputs(report.gate === 'fail' ? 'fail' : 'pass', report, reportPath, commentUrl, artifact?.headSha ?? baseline.side.set.context?.commit ?? '');
    if (report.gate === 'fail') {
      const regressed = report.comparisons.filter((row) => row.verdict === 'regression').map((row) => `${row.benchmark} ${row.metric}`);
      const what = regressed.length === 0 ? '' : `${regressed.length} significant regression${regressed.length === 1 ? '' : 's'}: ${regressed.slice(0, 10).join(', ')}${regressed.length > 10 ? ', …' : ''}`;
      core.setFailed(`benchgate: ${[what, report.gateReason ?? ''].filter((text) => text !== '').join('; ')}`);
    } else if (report.gateReason !== undefined) {
      core.warning(`benchgate: ${report.gateReason}`);
    }
  } catch (error) {
    // A later step can react to `verdict`: it is set on every path, `error` here.
    core.setOutput('verdict', 'error');
    if (error instanceof InputError || error instanceof ParseError || error instanceof PermissionError) core.setFailed(`benchgate: ${error.message}`);
    else core.setFailed(`benchgate: unexpected error: ${errorMessage(error)}`);
  }
}

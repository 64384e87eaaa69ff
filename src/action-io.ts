import * as core from '@actions/core';
import { appendFileSync, readFileSync } from 'node:fs';
import { cpus, release, type } from 'node:os';
import { errorMessage } from './errors.js';
import type { Report } from './model/report.js';
import { undecidedOf } from './report/summary-line.js';

// The action's side effects on the runner that are not GitHub API calls: the event payload,
// the job summary, the step outputs, the machine's fingerprint.

export type ActionVerdict = 'pass' | 'fail' | 'no-baseline' | 'error';

/** OS, CPU model, cores and Node version: two runs are comparable only on alike runners. */
export function runnerFingerprint(): string {
  const cpu = cpus();
  const image = process.env.ImageOS ?? process.env.RUNNER_OS ?? `${type()} ${release()}`;
  return `${image} ${process.arch}, ${cpu[0]?.model.trim() ?? 'unknown CPU'} (${cpu.length} cores), Node ${process.version}`;
}

/** The webhook payload of the run; read here so that Octokit loads only when GitHub is called. */
export function readEventPayload(path: string | undefined): unknown {
  if (path === undefined || path === '') return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    core.warning(`benchgate could not read the event payload ${path}: ${errorMessage(error)}`);
    return {};
  }
}

// Appended directly: core.summary caches the file's path for the life of the process.
export function writeSummary(markdown: string): void {
  try {
    const path = process.env.GITHUB_STEP_SUMMARY;
    if (path === undefined || path === '') throw new Error('GITHUB_STEP_SUMMARY is not set');
    appendFileSync(path, `${markdown}\n`);
  } catch (error) {
    core.warning(`benchgate could not write the job summary: ${errorMessage(error)}`);
  }
}

/** Every output on every path, so a later step can always react to `verdict`. */
export function setOutputs(verdict: ActionVerdict, report: Report | undefined, reportPath: string, commentUrl: string, baselineSha: string): void {
  core.setOutput('verdict', verdict);
  core.setOutput('regressions', String(report?.summary.regressions ?? 0));
  core.setOutput('improvements', String(report?.summary.improvements ?? 0));
  core.setOutput('inconclusive', String(report?.summary.inconclusive ?? 0));
  core.setOutput('undecided', String(report === undefined ? 0 : undecidedOf(report).couldHide));
  core.setOutput('report', reportPath);
  core.setOutput('comment-url', commentUrl);
  core.setOutput('baseline-sha', baselineSha);
}

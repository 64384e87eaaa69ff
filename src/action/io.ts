import * as core from '@actions/core';
import { appendFileSync, readFileSync } from 'node:fs';
import { cpus, release, type } from 'node:os';
import { errorMessage } from '../errors.js';
import type { Report } from '../model/report.js';
import { outputCounts, type LogLine } from '../pipeline.js';

// The action's side effects on the runner that are not GitHub API calls: the event payload,
// the job summary, the step outputs, the machine's fingerprint.

export type ActionVerdict = 'pass' | 'fail' | 'no-baseline' | 'error';

// GitHub's limit of a step summary is 1 MiB. A character is at most 3 bytes of UTF-8, so
// 330,000 characters stay under the 1,000,000 bytes we allow.
export const MAX_SUMMARY_CHARS = 330_000;

/** mode: history's own outputs, and its counts in place of a comparison's. */
export interface HistoryOutputs {
  /** Change points the suite's issues did not list yet. */
  readonly changePoints: number;
  /** Path of the JSON history report. */
  readonly json: string;
  /** Regressions and improvements still in force. */
  readonly regressions: number;
  readonly improvements: number;
}

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

/** A line of the step's log at its level: a notice and a warning are annotations too. */
export function writeLog(line: LogLine): void {
  if (line.level === 'warning') core.warning(line.text);
  else if (line.level === 'notice') core.notice(line.text);
  else core.info(line.text);
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
export function setOutputs(
  verdict: ActionVerdict,
  report: Report | undefined,
  reportPath: string,
  commentUrl: string,
  baselineSha: string,
  history?: HistoryOutputs,
): void {
  const counts = outputCounts(report);
  core.setOutput('verdict', verdict);
  core.setOutput('regressions', String(history?.regressions ?? counts.regressions));
  core.setOutput('improvements', String(history?.improvements ?? counts.improvements));
  core.setOutput('inconclusive', String(counts.inconclusive));
  core.setOutput('undecided', String(counts.undecided));
  core.setOutput('report', reportPath);
  core.setOutput('comment-url', commentUrl);
  core.setOutput('baseline-sha', baselineSha);
  core.setOutput('change-points', String(history?.changePoints ?? 0));
  core.setOutput('history-json', history?.json ?? '');
}

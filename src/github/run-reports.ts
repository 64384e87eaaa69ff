import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { downloadArtifactOfRun, MAX_ARTIFACT_BYTES, MAX_ARTIFACT_ENTRIES, type ArtifactLimits } from './artifacts.js';
import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';
import { sanitizeKey } from './leg-key.js';

export const REPORT_FILE = 'report.json';
export const COMMENT_FILE = 'comment.json';
export const REPORT_ARTIFACT_PREFIX = 'benchgate-report-';
/**
 * Only report.json and comment.json are extracted (the HTML report is for people). The JSON
 * report of 10,000 rows has 9.4 MB; one of 1.5 GB took 1.75 GB of memory and failed to read.
 */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;
const REPORT_LIMITS: ArtifactLimits = {
  maxZipBytes: MAX_ARTIFACT_BYTES,
  maxEntries: MAX_ARTIFACT_ENTRIES,
  maxBytes: MAX_REPORT_BYTES,
  only: new Set([REPORT_FILE, COMMENT_FILE]),
};

/** One report of a finished PR run, as untrusted text, and the open PR it belongs to. */
export interface FinishedRunReport {
  readonly artifact: string;
  readonly suite: string;
  readonly key: string;
  readonly reportJson: string;
  readonly pullRequest: number | undefined;
}

/**
 * The report artifacts of the run a workflow_run event reports on. The PR is found from the
 * run's head owner, branch and sha with the pulls API, never from the artifact (a fork writes
 * it). Suite and key are reduced to artifact-name characters before they name a comment.
 */
export async function reportsOfRun(client: GitHubClient, token: string, context: ActionContext, workDir: string): Promise<FinishedRunReport[]> {
  const run = context.workflowRun;
  if (run === undefined) return [];
  const { owner, repo } = context;
  const { data } = await client.rest.actions.listWorkflowRunArtifacts({ owner, repo, run_id: run.id, per_page: 100 });
  const artifacts = data.artifacts.filter((artifact) => artifact.name.startsWith(REPORT_ARTIFACT_PREFIX) && !artifact.expired);
  if (artifacts.length === 0) return [];
  const { data: pulls } = await client.rest.pulls.list({ owner, repo, state: 'open', head: `${run.headOwner}:${run.headBranch}`, per_page: 100 });
  const pullRequest = pulls.find((pull) => pull.head.sha === run.headSha)?.number;
  const reports: FinishedRunReport[] = [];
  for (const artifact of artifacts) {
    const directory = join(workDir, `run-report-${artifact.id}`);
    await downloadArtifactOfRun(
      context,
      token,
      { id: artifact.id, runId: run.id, digest: artifact.digest ?? undefined, sizeInBytes: artifact.size_in_bytes },
      directory,
      REPORT_LIMITS,
    );
    const reportPath = join(directory, REPORT_FILE);
    if (!existsSync(reportPath)) continue;
    let meta: unknown = {};
    try {
      meta = JSON.parse(readFileSync(join(directory, COMMENT_FILE), 'utf8'));
    } catch {
      // No or unreadable comment.json: the default suite, no key.
    }
    const field = (name: string): string => {
      const value = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)[name] : undefined;
      return typeof value === 'string' ? sanitizeKey(value) : '';
    };
    reports.push({ artifact: artifact.name, suite: field('suite') || 'default', key: field('key'), reportJson: readFileSync(reportPath, 'utf8'), pullRequest });
  }
  return reports;
}

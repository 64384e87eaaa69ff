import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { downloadArtifactOfRun } from './artifacts.js';
import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';
import { sanitizeKey } from './leg-key.js';

export const REPORT_FILE = 'report.json';
export const COMMENT_FILE = 'comment.json';
export const REPORT_ARTIFACT_PREFIX = 'benchgate-report-';

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
    mkdirSync(directory, { recursive: true });
    await downloadArtifactOfRun(context, token, artifact.id, run.id, directory, artifact.digest ?? undefined);
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

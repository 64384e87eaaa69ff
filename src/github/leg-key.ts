import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';

/** Artifact names and comment markers keep to these characters. */
export function sanitizeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * What tells this matrix leg apart, stable from push to push: the matrix part of the job's
 * display name ("bench (ubuntu-24.04, 3.12)" → "ubuntu-24.04-3.12"), found through the jobs API
 * by this job's runner. Empty for a job without a matrix, or when the API cannot tell.
 */
export async function matrixKey(client: GitHubClient, context: ActionContext): Promise<string> {
  if (context.runnerName === '') return '';
  try {
    const { data } = await client.rest.actions.listJobsForWorkflowRunAttempt({
      owner: context.owner,
      repo: context.repo,
      run_id: context.runId,
      attempt_number: context.runAttempt,
      per_page: 100,
    });
    const job =
      data.jobs.find((candidate) => candidate.runner_name === context.runnerName && candidate.status === 'in_progress') ??
      data.jobs.find((candidate) => candidate.runner_name === context.runnerName);
    const matrix = /\((.*)\)\s*$/.exec(job?.name ?? '');
    return matrix === null ? '' : sanitizeKey(matrix[1] ?? '');
  } catch {
    return '';
  }
}

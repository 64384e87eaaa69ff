import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';

/**
 * Artifact names and comment markers keep to these characters. The dashes at the ends are cut by
 * a scan: a pattern `-+$` retried every dash of a run, O(n²) (`a`, 80,000 dashes and `a` took
 * 27 s), and keys are read from artifact names a fork chooses.
 */
export function sanitizeKey(text: string): string {
  const key = text.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  let start = 0;
  let end = key.length;
  while (start < end && key[start] === '-') start++;
  // Cut to 60 before the end's dashes are trimmed: a key read back is its own key (run-reports.ts).
  end = Math.min(end, start + 60);
  while (end > start && key[end - 1] === '-') end--;
  return key.slice(start, end);
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
    // From the first `(` to a `)` at the end, found by index: a pattern `\((.*)\)\s*$` is O(n²) on a run of `(`.
    const name = (job?.name ?? '').trimEnd();
    const open = name.indexOf('(');
    return open < 0 || !name.endsWith(')') ? '' : sanitizeKey(name.slice(open + 1, -1));
  } catch {
    return '';
  }
}

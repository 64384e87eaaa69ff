import type { GitHubClient } from './client.js';
import { statusOf } from './errors.js';
import type { ActionContext } from './context.js';

export type CommentResult = { readonly url: string; readonly action: 'created' | 'updated' | 'unchanged' } | { readonly url: undefined; readonly skipped: string };

/** The hidden first line that makes a comment ours, per suite: `<!-- benchgate:SUITE -->`. */
export function commentMarker(suite: string): string {
  return `<!-- benchgate:${suite} -->`;
}

/** The login the token acts as (github-actions[bot] for GITHUB_TOKEN); REST /user fails for app tokens. */
async function tokenLogin(client: GitHubClient): Promise<string> {
  try {
    const result = await client.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    return result.viewer.login;
  } catch {
    return 'github-actions[bot]';
  }
}

/**
 * Creates or updates the one comment of this suite on the PR: found by its marker among the
 * comments of the token's own user (paginated: long PRs have hundreds), so a human pasting the
 * marker is never edited. A body that did not change is not written again.
 */
export async function upsertComment(client: GitHubClient, context: ActionContext, issueNumber: number, suite: string, body: string, mayCreate: boolean): Promise<CommentResult> {
  const { owner, repo } = context;
  const marker = commentMarker(suite);
  const login = await tokenLogin(client);
  const ours: { id: number; body: string; html_url: string }[] = [];
  for await (const page of client.paginate.iterator(client.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 })) {
    for (const comment of page.data) {
      if (comment.user?.login === login && (comment.body ?? '').startsWith(marker)) ours.push({ id: comment.id, body: comment.body ?? '', html_url: comment.html_url });
    }
  }
  const full = `${marker}\n${body}`;
  try {
    const existing = ours[0];
    if (existing === undefined) {
      if (!mayCreate) return { url: undefined, skipped: 'nothing to report under the comment setting' };
      const { data } = await client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: full });
      return { url: data.html_url, action: 'created' };
    }
    if (existing.body === full) return { url: existing.html_url, action: 'unchanged' };
    const { data } = await client.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: full });
    return { url: data.html_url, action: 'updated' };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 401 || status === 404) {
      return { url: undefined, skipped: `GitHub refused the comment (HTTP ${status}): the token is read-only here, as in pull requests from forks; the job summary has the report. See the README for the workflow_run recipe.` };
    }
    throw error;
  }
}

import type { GitHubClient } from './client.js';
import { statusOf } from './errors.js';
import type { ActionContext } from './context.js';

export type CommentResult =
  | { readonly url: string; readonly action: 'created' | 'updated' | 'unchanged' }
  | { readonly url: undefined; readonly skipped: string; readonly refused: boolean };

/** The hidden first line that makes a comment ours, per suite and matrix leg: `<!-- benchgate:SUITE[:KEY] -->`. */
export function commentMarker(suite: string, key = ''): string {
  return `<!-- benchgate:${suite}${key === '' ? '' : `:${key}`} -->`;
}

const STALE_HEADING = '<details><summary>The earlier report (from an earlier commit)</summary>';

/** Asked once per client: GraphQL calls wait in Octokit's write queue, 1 s apart, and mode: comment may post 20 reports. */
const logins = new WeakMap<GitHubClient, Promise<string>>();

/** The login the token acts as (github-actions[bot] for GITHUB_TOKEN); REST /user fails for app tokens. */
export function tokenLogin(client: GitHubClient): Promise<string> {
  let login = logins.get(client);
  if (login === undefined) {
    login = client
      .graphql<{ viewer: { login: string } }>('query { viewer { login } }')
      .then((result) => result.viewer.login)
      .catch(() => 'github-actions[bot]');
    logins.set(client, login);
  }
  return login;
}

interface OurComment {
  readonly id: number;
  readonly body: string;
  readonly url: string;
}

/** Our comments with this marker, oldest first (the token's own user only: a pasted marker is never ours). */
async function ourComments(client: GitHubClient, context: ActionContext, issueNumber: number, marker: string, login: string): Promise<OurComment[]> {
  const ours: OurComment[] = [];
  for await (const page of client.paginate.iterator(client.rest.issues.listComments, {
    owner: context.owner,
    repo: context.repo,
    issue_number: issueNumber,
    per_page: 100,
  })) {
    for (const comment of page.data) {
      if (comment.user?.login === login && (comment.body ?? '').startsWith(`${marker}\n`))
        ours.push({ id: comment.id, body: comment.body ?? '', url: comment.html_url });
    }
  }
  return ours.sort((a, b) => a.id - b.id);
}

/** What kind of 403 (or 401/404) GitHub gave, from its answer: the fix differs. */
function refusal(error: unknown, fromFork: boolean): string {
  const status = statusOf(error);
  const raw = (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;
  const message = typeof raw === 'string' ? raw : '';
  if (/locked/i.test(message)) return `GitHub refused the comment (HTTP ${status}): the pull request is locked; the job summary has the report`;
  if (fromFork)
    return (
      `GitHub refused the comment (HTTP ${status}): the token is read-only in pull requests from forks; the job summary has the report. ` +
      'See the README for the workflow_run recipe.'
    );
  if (status === 404) return `GitHub refused the comment (HTTP 404): the pull request or the comment is gone, or the token cannot see it`;
  return `GitHub refused the comment (HTTP ${status}): the token lacks "pull-requests: write" (${message || 'no message'}); the job summary has the report`;
}

/**
 * Creates or updates the one comment of this suite and leg on the PR. A body that did not change
 * is not written again. Two runs racing may both create one: the newer is then deleted and the
 * older updated, so there is one comment in the end.
 */
export async function upsertComment(
  client: GitHubClient,
  context: ActionContext,
  issueNumber: number,
  marker: string,
  body: string,
  mayCreate: boolean,
): Promise<CommentResult> {
  const { owner, repo } = context;
  const login = await tokenLogin(client);
  const full = `${marker}\n${body}`;
  const fromFork = context.pullRequest?.fromFork ?? false;
  try {
    const existing = (await ourComments(client, context, issueNumber, marker, login))[0];
    if (existing === undefined) {
      if (!mayCreate) return { url: undefined, skipped: 'nothing to report under the comment setting', refused: false };
      const { data } = await client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: full });
      const [oldest, ...newer] = await ourComments(client, context, issueNumber, marker, login);
      if (oldest === undefined || oldest.id === data.id) return { url: data.html_url, action: 'created' };
      for (const duplicate of newer) await client.rest.issues.deleteComment({ owner, repo, comment_id: duplicate.id });
      const { data: kept } = await client.rest.issues.updateComment({ owner, repo, comment_id: oldest.id, body: full });
      return { url: kept.html_url, action: 'updated' };
    }
    if (existing.body === full) return { url: existing.url, action: 'unchanged' };
    const { data } = await client.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: full });
    return { url: data.html_url, action: 'updated' };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 401 || status === 404) return { url: undefined, skipped: refusal(error, fromFork), refused: true };
    throw error;
  }
}

/**
 * This run has no verdict (no baseline, or an error): an existing comment must not keep
 * reporting an older one as if it were current. Its report is folded under a heading that says
 * it is from an earlier commit, below the reason. Never creates a comment.
 */
export async function markCommentStale(
  client: GitHubClient,
  context: ActionContext,
  issueNumber: number,
  marker: string,
  heading: string,
): Promise<CommentResult> {
  const login = await tokenLogin(client);
  try {
    const existing = (await ourComments(client, context, issueNumber, marker, login))[0];
    if (existing === undefined) return { url: undefined, skipped: 'no earlier comment to update', refused: false };
    const previous = existing.body.slice(marker.length + 1);
    const earlier = previous.includes(STALE_HEADING) ? previous.slice(previous.indexOf(STALE_HEADING)) : `${STALE_HEADING}\n\n${previous}\n\n</details>`;
    const full = `${marker}\n${heading}\n\n${earlier}`;
    if (full === existing.body) return { url: existing.url, action: 'unchanged' };
    const { data } = await client.rest.issues.updateComment({ owner: context.owner, repo: context.repo, comment_id: existing.id, body: full });
    return { url: data.html_url, action: 'updated' };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 401 || status === 404)
      return { url: undefined, skipped: refusal(error, context.pullRequest?.fromFork ?? false), refused: true };
    throw error;
  }
}

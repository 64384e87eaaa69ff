import type { GitHubClient } from './client.js';
import { tokenLogin } from './comments.js';
import type { ActionContext } from './context.js';
import { statusOf } from './errors.js';

// The calls behind the suite's history issue (mode: history): find it, create, update or close
// it. What to write is decided by the caller (src/history/issue.ts); here only GitHub is asked.

/** An issue found with the marker on its first line, created by this token's user (a pasted marker is never ours). */
export interface MarkedIssue {
  readonly number: number;
  readonly state: 'open' | 'closed';
  readonly body: string;
  readonly url: string;
}

export type IssueWrite =
  | { readonly kind: 'none'; readonly issue: number | undefined }
  | { readonly kind: 'create'; readonly title: string; readonly body: string; readonly labels: readonly string[]; readonly assignees: readonly string[] }
  | { readonly kind: 'update'; readonly issue: number; readonly body: string }
  /** `body` carries the closed state: what benchgate removed is never taken as accepted, as a body closed by hand is. */
  | { readonly kind: 'close'; readonly issue: number; readonly comment: string; readonly body: string };

export type IssueOutcome =
  | {
      readonly done: IssueWrite['kind'];
      /** The issue written, or the open one left as it is. */
      readonly url: string | undefined;
      /** The suite's issues as found before any write. */
      readonly found: readonly MarkedIssue[];
    }
  /** GitHub refused (no `issues: write`, issues disabled): why, for the summary; `found` when the listing worked. */
  | { readonly refused: string; readonly found: readonly MarkedIssue[] | undefined };

/** Why GitHub refused an issue call, in words that say what to change. */
export function issueRefusal(error: unknown): string | undefined {
  const status = statusOf(error);
  const raw = (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;
  const message = typeof raw === 'string' && raw !== '' ? `: ${raw}` : '';
  if (status === 410) return `issues are disabled in this repository (HTTP 410${message}): the history is in the job summary only`;
  if (status === 403 || status === 401)
    return `GitHub refused the issue (HTTP ${status}${message}): give the job "permissions: issues: write" so benchgate can keep one`;
  if (status === 404) return `GitHub refused the issue (HTTP 404): the token cannot see this repository's issues`;
  return undefined;
}

export async function markedIssues(client: GitHubClient, context: ActionContext, marker: string): Promise<MarkedIssue[]> {
  const login = await tokenLogin(client);
  const found: MarkedIssue[] = [];
  // Open and closed: a change a closed issue listed is never reported again.
  for await (const page of client.paginate.iterator(client.rest.issues.listForRepo, {
    owner: context.owner,
    repo: context.repo,
    state: 'all',
    creator: login,
    per_page: 100,
  })) {
    for (const issue of page.data) {
      // GitHub's web editor saves a body with CRLF line ends: an edited issue is still the suite's.
      const body = (issue.body ?? '').replace(/\r\n?/g, '\n');
      if (issue.pull_request === undefined && issue.user?.login === login && body.startsWith(`${marker}\n`))
        found.push({ number: issue.number, state: issue.state === 'open' ? 'open' : 'closed', body, url: issue.html_url });
    }
  }
  return found.sort((a, b) => a.number - b.number);
}

async function write(client: GitHubClient, context: ActionContext, change: IssueWrite, found: readonly MarkedIssue[]): Promise<string | undefined> {
  const { owner, repo } = context;
  switch (change.kind) {
    case 'none':
      return found.find((issue) => issue.number === change.issue)?.url;
    case 'create': {
      const { data } = await client.rest.issues.create({
        owner,
        repo,
        title: change.title,
        body: change.body,
        ...(change.labels.length > 0 && { labels: [...change.labels] }),
        ...(change.assignees.length > 0 && { assignees: [...change.assignees] }),
      });
      return data.html_url;
    }
    case 'update': {
      const { data } = await client.rest.issues.update({ owner, repo, issue_number: change.issue, body: change.body });
      return data.html_url;
    }
    case 'close': {
      await client.rest.issues.createComment({ owner, repo, issue_number: change.issue, body: change.comment });
      const closed = { body: change.body, state: 'closed', state_reason: 'completed' } as const;
      const { data } = await client.rest.issues.update({ owner, repo, issue_number: change.issue, ...closed });
      return data.html_url;
    }
  }
}

/**
 * Finds the suite's issues by `marker`, asks `decide` what to write, and writes it. A refusal
 * (no `issues: write`, issues disabled) is returned with its reason, never thrown: the history
 * is still in the job summary. Other errors (GitHub failing after retries) are thrown.
 */
export async function keepIssue(
  client: GitHubClient,
  context: ActionContext,
  marker: string,
  decide: (found: readonly MarkedIssue[]) => IssueWrite,
): Promise<IssueOutcome> {
  let found: MarkedIssue[] | undefined;
  try {
    found = await markedIssues(client, context, marker);
    const change = decide(found);
    return { done: change.kind, url: await write(client, context, change, found), found };
  } catch (error) {
    const reason = issueRefusal(error);
    if (reason === undefined) throw error;
    return { refused: reason, found };
  }
}

import type { GitHubClient } from './client.js';
import { upsertComment, type CommentResult } from './comments.js';
import type { ActionContext } from './context.js';
import { issueRefusal, markedIssues } from './history-issue.js';

/** The hidden first line of bisect's comment on the suite's issue, per suite and matrix leg (encoded as issueMarker's: one line, one comment). */
export function bisectCommentMarker(suite: string, key: string): string {
  return `<!-- benchgate-bisect suite=${encodeURIComponent(suite)}${key === '' ? '' : ` key=${encodeURIComponent(key)}`} -->`;
}

/**
 * mode: bisect: its report as one comment on the suite's history issue (found by `issueMarker`,
 * as mode history finds it: the newest open one, else the newest), updated in place by a later
 * bisect. No issue, or GitHub refusing: said, never thrown; the report is in the job summary.
 */
export async function commentOnSuiteIssue(
  client: GitHubClient,
  context: ActionContext,
  issueMarker: string,
  marker: string,
  body: string,
): Promise<CommentResult> {
  try {
    const found = await markedIssues(client, context, issueMarker);
    const issue = found.filter((candidate) => candidate.state === 'open').at(-1) ?? found.at(-1);
    if (issue === undefined) return { url: undefined, skipped: 'the suite has no history issue (mode: history opens one) to comment on', refused: false };
    return await upsertComment(client, context, issue.number, marker, body, true);
  } catch (error) {
    const reason = issueRefusal(error);
    if (reason === undefined) throw error;
    return { url: undefined, skipped: reason, refused: true };
  }
}

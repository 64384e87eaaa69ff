import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  statusOf
} from "./chunk-UNVU4KIN.js";
import "./chunk-IAWXRHK4.js";

// src/github/comments.ts
function commentMarker(suite) {
  return `<!-- benchgate:${suite} -->`;
}
async function tokenLogin(client) {
  try {
    const result = await client.graphql("query { viewer { login } }");
    return result.viewer.login;
  } catch {
    return "github-actions[bot]";
  }
}
async function upsertComment(client, context, issueNumber, suite, body, mayCreate) {
  const { owner, repo } = context;
  const marker = commentMarker(suite);
  const login = await tokenLogin(client);
  const ours = [];
  for await (const page of client.paginate.iterator(client.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 })) {
    for (const comment of page.data) {
      if (comment.user?.login === login && (comment.body ?? "").startsWith(marker)) ours.push({ id: comment.id, body: comment.body ?? "", html_url: comment.html_url });
    }
  }
  const full = `${marker}
${body}`;
  try {
    const existing = ours[0];
    if (existing === void 0) {
      if (!mayCreate) return { url: void 0, skipped: "nothing to report under the comment setting" };
      const { data: data2 } = await client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: full });
      return { url: data2.html_url, action: "created" };
    }
    if (existing.body === full) return { url: existing.html_url, action: "unchanged" };
    const { data } = await client.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: full });
    return { url: data.html_url, action: "updated" };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 401 || status === 404) {
      return { url: void 0, skipped: `GitHub refused the comment (HTTP ${status}): the token is read-only here, as in pull requests from forks; the job summary has the report. See the README for the workflow_run recipe.` };
    }
    throw error;
  }
}
export {
  commentMarker,
  upsertComment
};

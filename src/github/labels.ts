import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';

/** Who last added `label` to the pull request, from its issue events (paginated); undefined if unknown. */
export async function labelAddedBy(client: GitHubClient, context: ActionContext, issueNumber: number, label: string): Promise<string | undefined> {
  let login: string | undefined;
  try {
    for await (const page of client.paginate.iterator(client.rest.issues.listEvents, {
      owner: context.owner,
      repo: context.repo,
      issue_number: issueNumber,
      per_page: 100,
    })) {
      for (const event of page.data) {
        const named = (event as { label?: { name?: string } }).label?.name;
        if (event.event === 'labeled' && named === label) login = event.actor?.login ?? login;
      }
    }
  } catch {
    return undefined;
  }
  return login;
}

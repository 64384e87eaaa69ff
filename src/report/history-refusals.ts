// The words of a history request's refusals of its inputs: the action's mode history without a
// token or off a base branch, the CLI's two orders of the files given at once.

export function historyTokenMissingText(): string {
  return `input github-token: mode history reads the stored baselines through GitHub's API; give a token with "actions: read" (the default, github.token)`;
}

export function historyEventText(eventName: string, ref: string): string {
  return (
    'input mode: history reads the baselines the base branch stores; run it on push, schedule or workflow_dispatch of that branch ' +
    `(this run: ${eventName || 'unknown event'} on ${ref || 'no ref'})`
  );
}

export function historyOrdersText(orderOption: string, commitsOption: string): string {
  return `${orderOption} and ${commitsOption}: give one; ${commitsOption} orders the files by the commits it lists`;
}

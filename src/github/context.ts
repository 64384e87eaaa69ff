/** What the action needs to know about the run it is in, as plain data (read once in main.ts). */
export interface ActionContext {
  readonly eventName: string;
  readonly sha: string;
  readonly ref: string;
  readonly owner: string;
  readonly repo: string;
  readonly runId: number;
  readonly serverUrl: string;
  /** The repository's default branch from the event payload, when the payload has it. */
  readonly defaultBranch: string | undefined;
  /** The repository is a fork (from the event payload): no issue is kept there. */
  readonly fork: boolean;
  readonly pullRequest: PullRequestContext | undefined;
  /** A merge queue's run: the queue's base commit and branch (no PR to comment on). */
  readonly mergeGroup: { readonly baseSha: string; readonly baseRef: string; readonly headSha: string } | undefined;
  /** A workflow_run event: the run that completed (for mode: comment). */
  readonly workflowRun:
    { readonly id: number; readonly event: string; readonly headSha: string; readonly headBranch: string; readonly headOwner: string } | undefined;
  /** GITHUB_RUN_ATTEMPT: 2 and up on a re-run. */
  readonly runAttempt: number;
  /** GITHUB_JOB (the job's id) and RUNNER_NAME (this job's runner, to find its matrix name). */
  readonly job: string;
  readonly runnerName: string;
}

interface PullRequestContext {
  readonly number: number;
  readonly baseRef: string;
  readonly baseSha: string;
  readonly headSha: string;
  /** The PR comes from another repository: its token is read-only, comments will fail. */
  readonly fromFork: boolean;
  /** The PR's labels when the run started. */
  readonly labels: readonly string[];
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads the run's context from the runner's environment and the event payload. */
export function readActionContext(env: NodeJS.ProcessEnv, payload: unknown): ActionContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const event = object(payload);
  const pr = object(event.pull_request);
  const repository = object(event.repository);
  const base = object(pr.base);
  const head = object(pr.head);
  const number = typeof pr.number === 'number' ? pr.number : undefined;
  const group = object(event.merge_group);
  const completed = object(event.workflow_run);
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    owner,
    repo,
    runId: Number(env.GITHUB_RUN_ID ?? 0),
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    defaultBranch: text(repository.default_branch) || undefined,
    fork: repository.fork === true,
    pullRequest:
      number === undefined
        ? undefined
        : {
            number,
            baseRef: text(base.ref),
            baseSha: text(base.sha),
            headSha: text(head.sha),
            fromFork: text(object(head.repo).full_name) !== '' && text(object(head.repo).full_name) !== `${owner}/${repo}`,
            labels: Array.isArray(pr.labels) ? pr.labels.map((label) => text(object(label).name)).filter((name) => name !== '') : [],
          },
    mergeGroup:
      env.GITHUB_EVENT_NAME === 'merge_group' && text(group.base_sha) !== ''
        ? { baseSha: text(group.base_sha), baseRef: text(group.base_ref).replace(/^refs\/heads\//, ''), headSha: text(group.head_sha) }
        : undefined,
    workflowRun:
      env.GITHUB_EVENT_NAME === 'workflow_run' && typeof completed.id === 'number'
        ? {
            id: completed.id,
            event: text(completed.event),
            headSha: text(completed.head_sha),
            headBranch: text(completed.head_branch),
            headOwner: text(object(object(completed.head_repository).owner).login),
          }
        : undefined,
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT ?? 1) || 1,
    job: env.GITHUB_JOB ?? '',
    runnerName: env.RUNNER_NAME ?? '',
  };
}

/** A push, schedule or manual run on the default branch: the runs that store the baseline. */
export function isBaseBranchRun(context: ActionContext): boolean {
  if (!['push', 'schedule', 'workflow_dispatch'].includes(context.eventName)) return false;
  return context.defaultBranch === undefined || context.ref === `refs/heads/${context.defaultBranch}`;
}

import type { GitHubClient } from './client.js';
import type { BaselineNote } from '../model/reason.js';
import type { ActionContext } from './context.js';
import { PermissionError, statusOf } from './errors.js';

/** A base-branch run holding an unexpired baseline artifact. */
export interface StoredArtifact {
  readonly runId: number;
  readonly headSha: string;
  readonly artifactId: number;
  readonly digest: string | undefined;
  /** The zip's size as GitHub lists it, checked before any download. */
  readonly sizeInBytes: number;
  readonly runUrl: string;
  /** When the run was created (ISO), if GitHub says. */
  readonly runCreatedAt: string | undefined;
}

/** A stored artifact found for a comparison, and how near the commit asked for its run is. */
export interface BaselineArtifact extends StoredArtifact {
  /** `exact`: the run is at the PR's base commit; `ancestor`: at an earlier commit of the base branch. */
  readonly match: 'exact' | 'ancestor';
}

export type BaselineSearch =
  | { readonly found: readonly [BaselineArtifact, ...BaselineArtifact[]]; readonly notes: readonly BaselineNote[] }
  | { readonly found: undefined; readonly reason: string; readonly notes: readonly BaselineNote[] };

export interface Run {
  readonly id: number;
  readonly event?: string;
  readonly head_sha: string;
  readonly html_url: string;
  readonly created_at?: string;
  readonly repository?: { readonly id: number } | null;
  readonly head_repository?: { readonly id: number } | null;
}

/** The events whose base-branch runs store baselines (never pull_request or merge_group). */
const BASELINE_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch']);
/** Pages of 100 runs the ancestor search reads at most, and ancestry checks (compare calls). */
const MAX_RUN_PAGES = 5;
const MAX_ANCESTOR_CHECKS = 100;
/** Candidates kept beyond the runs wanted, for downloads that fail (deleted, unreadable). */
export const SPARE_CANDIDATES = 5;

function permissionHint(error: unknown): never {
  throw new PermissionError(
    `benchgate could not read this repository's workflow runs or artifacts (HTTP ${statusOf(error) ?? '?'}): ` +
      'give the job "permissions: actions: read" (and "contents: read") so it can find the baseline',
  );
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (statusOf(error) === 403 || statusOf(error) === 401) permissionHint(error);
    throw error;
  }
}

/** The commit the PR is measured against: the first parent of the merge commit under test. */
export async function baselineCommit(client: GitHubClient, context: ActionContext): Promise<string> {
  const pr = context.pullRequest;
  const { data } = await guarded(() => client.rest.repos.getCommit({ owner: context.owner, repo: context.repo, ref: context.sha }));
  if (data.parents.length >= 2 && data.parents[0] !== undefined) return data.parents[0].sha;
  // Not a merge commit (the workflow checked out the PR head): measure against the merge base.
  if (pr !== undefined && pr.baseRef !== '') {
    const { data: comparison } = await guarded(() =>
      client.rest.repos.compareCommitsWithBasehead({ owner: context.owner, repo: context.repo, basehead: `${pr.baseRef}...${context.sha}` }),
    );
    return comparison.merge_base_commit.sha;
  }
  return data.parents[0]?.sha ?? context.sha;
}

/** Runs of this repository (never a fork's: it could plant a baseline) started by an event that stores baselines. */
export function eligible(run: Run): boolean {
  const sameRepository = run.head_repository?.id === undefined || run.repository?.id === undefined || run.head_repository.id === run.repository.id;
  return sameRepository && BASELINE_EVENTS.has(run.event ?? 'push');
}

/** This workflow's run, and the artifact of a run (found by name), with what was skipped written to `notes`. */
export interface RunSearch {
  readonly client: GitHubClient;
  readonly context: ActionContext;
  readonly name: string;
  readonly notes: BaselineNote[];
}

/** What reads this repository's runs: the client and the run's context. */
export type RunReader = Pick<RunSearch, 'client' | 'context'>;

export async function currentRun(search: RunReader): Promise<Run & { readonly workflow_id: number }> {
  const { owner, repo, runId } = search.context;
  return (await guarded(() => search.client.rest.actions.getWorkflowRun({ owner, repo, run_id: runId }))).data;
}

/** An artifact as GitHub lists it. */
export interface RunArtifact {
  readonly id: number;
  readonly name: string;
  readonly expired: boolean;
  readonly digest?: string | null;
  readonly size_in_bytes: number;
}

export interface FoundInRun {
  readonly artifact: StoredArtifact | undefined;
  /** The run has artifacts `name`, all expired. */
  readonly expired: boolean;
}

/** The newest unexpired artifact `name` among a run's artifacts, if any, and whether the run has only expired ones. */
export function newestArtifact(run: Run, name: string, artifacts: readonly RunArtifact[]): FoundInRun {
  const candidates = artifacts.filter((artifact) => artifact.name === name);
  const live = candidates.filter((artifact) => !artifact.expired).sort((a, b) => b.id - a.id)[0];
  if (live === undefined) return { artifact: undefined, expired: candidates.length > 0 };
  const artifact = {
    runId: run.id,
    headSha: run.head_sha,
    artifactId: live.id,
    digest: live.digest ?? undefined,
    sizeInBytes: live.size_in_bytes,
    runUrl: run.html_url,
    runCreatedAt: run.created_at,
  };
  return { artifact, expired: false };
}

/** The run's artifacts, the first 100 of them or those named `name` alone. */
export async function runArtifacts(search: RunReader, run: Run, name?: string) {
  const { client, context } = search;
  const { data } = await guarded(() =>
    client.rest.actions.listWorkflowRunArtifacts({
      owner: context.owner,
      repo: context.repo,
      run_id: run.id,
      ...(name !== undefined && { name }),
      per_page: 100,
    }),
  );
  return data;
}

/** What a listing of the run's artifacts found (newestArtifact), with an expired artifact noted. */
export function noted(search: RunSearch, run: Run, listed: FoundInRun): StoredArtifact | undefined {
  if (listed.expired) search.notes.push({ code: 'expired', artifact: search.name, runId: run.id, sha: run.head_sha });
  return listed.artifact;
}

/** The run's newest unexpired artifact `name`, if any; an expired one is noted. */
async function artifactOf(search: RunSearch, run: Run): Promise<StoredArtifact | undefined> {
  return noted(search, run, newestArtifact(run, search.name, (await runArtifacts(search, run, search.name)).artifacts));
}

/** Successful runs of the workflow on `branch` that may hold a baseline, newest first, page by page (at most MAX_RUN_PAGES). */
export async function* branchRuns(search: RunReader, workflowId: number, branch: string): AsyncGenerator<Run> {
  const { client, context } = search;
  let pages = 0;
  for await (const page of client.paginate.iterator(client.rest.actions.listWorkflowRuns, {
    owner: context.owner,
    repo: context.repo,
    workflow_id: workflowId,
    branch,
    status: 'success',
    exclude_pull_requests: true,
    per_page: 100,
  })) {
    yield* page.data.filter(eligible);
    if (++pages >= MAX_RUN_PAGES) return;
  }
}

export async function* otherRuns(runs: AsyncIterable<Run>, currentId: number): AsyncGenerator<Run> {
  for await (const run of runs) if (run.id !== currentId) yield run;
}

/**
 * Finds the newest successful push, schedule and workflow_dispatch runs of this workflow in this
 * repository with an unexpired artifact `name`: first at `target`, then at the nearest ancestors
 * of `target` on `branch` (newest first, paginated), `count` of them plus a few spares for
 * downloads that fail. Runs of forks never count (a fork could otherwise plant a baseline).
 */
export async function findBaseline(
  client: GitHubClient,
  context: ActionContext,
  name: string,
  target: string,
  branch: string,
  count = 1,
): Promise<BaselineSearch> {
  const { owner, repo } = context;
  const search: RunSearch = { client, context, name, notes: [] };
  const { notes } = search;
  const found: BaselineArtifact[] = [];
  const workflowId = (await currentRun(search)).workflow_id;
  const artifactOfRun = async (run: Run, match: BaselineArtifact['match']): Promise<BaselineArtifact | undefined> => {
    const artifact = await artifactOf(search, run);
    return artifact === undefined ? undefined : { ...artifact, match };
  };

  const { data: exact } = await guarded(() =>
    client.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: workflowId,
      head_sha: target,
      status: 'success',
      exclude_pull_requests: true,
      per_page: 20,
    }),
  );
  const wanted = count + SPARE_CANDIDATES;
  for (const run of exact.workflow_runs.filter(eligible)) {
    if (found.length >= wanted) break;
    const artifact = await artifactOfRun(run, 'exact');
    if (artifact !== undefined) found.push(artifact);
  }

  if (found.length < wanted) {
    const used = new Set(found.map((artifact) => artifact.runId));
    const ancestry = new Map<string, { ancestor: boolean; aheadBy: number }>();
    let checks = 0;
    for await (const run of branchRuns(search, workflowId, branch)) {
      if (found.length >= wanted) break;
      if (run.head_sha === target || used.has(run.id)) continue;
      let known = ancestry.get(run.head_sha);
      if (known === undefined) {
        if (checks++ >= MAX_ANCESTOR_CHECKS) {
          notes.push({ code: 'ancestry-limit', checks: MAX_ANCESTOR_CHECKS });
          break;
        }
        const { data: comparison } = await guarded(() =>
          client.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${run.head_sha}...${target}` }),
        );
        known = { ancestor: comparison.status === 'ahead' || comparison.status === 'identical', aheadBy: comparison.ahead_by };
        ancestry.set(run.head_sha, known);
      }
      if (!known.ancestor) continue;
      const artifact = await artifactOfRun(run, 'ancestor');
      if (artifact !== undefined) found.push(artifact);
    }
  }
  const [first, ...rest] = found;
  if (first !== undefined) return { found: [first, ...rest], notes };
  return {
    found: undefined,
    reason:
      `no successful push, schedule or workflow_dispatch run of this workflow on ${branch} at ${target.slice(0, 7)} or an ancestor ` +
      `has an unexpired artifact ${name}; the next push to ${branch} will store one`,
    notes,
  };
}

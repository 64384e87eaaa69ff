import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';
import { PermissionError, statusOf } from './errors.js';

/** A base-branch run holding an unexpired baseline artifact. */
export interface BaselineArtifact {
  readonly runId: number;
  readonly headSha: string;
  readonly artifactId: number;
  readonly digest: string | undefined;
  /** The zip's size as GitHub lists it, checked before any download. */
  readonly sizeInBytes: number;
  /** `exact`: the run is at the PR's base commit; `ancestor`: at an earlier commit of the base branch. */
  readonly match: 'exact' | 'ancestor';
  readonly runUrl: string;
}

export type BaselineSearch =
  | { readonly found: readonly [BaselineArtifact, ...BaselineArtifact[]]; readonly notes: readonly string[] }
  | { readonly found: undefined; readonly reason: string; readonly notes: readonly string[] };

interface Run {
  readonly id: number;
  readonly event?: string;
  readonly head_sha: string;
  readonly html_url: string;
  readonly repository?: { readonly id: number } | null;
  readonly head_repository?: { readonly id: number } | null;
}

/** The events whose base-branch runs store baselines (never pull_request or merge_group). */
export const BASELINE_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch']);
/** Pages of 100 runs the ancestor search reads at most, and ancestry checks (compare calls). */
const MAX_RUN_PAGES = 5;
const MAX_ANCESTOR_CHECKS = 100;
/** Candidates kept beyond the runs wanted, for downloads that fail (deleted, unreadable). */
const SPARE_CANDIDATES = 5;

function permissionHint(error: unknown): never {
  throw new PermissionError(
    `benchgate could not read this repository's workflow runs or artifacts (HTTP ${statusOf(error) ?? '?'}): give the job "permissions: actions: read" (and "contents: read") so it can find the baseline`,
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
  const notes: string[] = [];
  const found: BaselineArtifact[] = [];
  const { data: current } = await guarded(() => client.rest.actions.getWorkflowRun({ owner, repo, run_id: context.runId }));
  const workflowId = current.workflow_id;
  const sameRepository = (run: Run): boolean =>
    run.head_repository?.id === undefined || run.repository?.id === undefined || run.head_repository.id === run.repository.id;
  const eligible = (run: Run): boolean => sameRepository(run) && BASELINE_EVENTS.has(run.event ?? 'push');

  const artifactOf = async (run: Run, match: BaselineArtifact['match']): Promise<BaselineArtifact | undefined> => {
    const { data } = await guarded(() => client.rest.actions.listWorkflowRunArtifacts({ owner, repo, run_id: run.id, name, per_page: 100 }));
    const candidates = data.artifacts.filter((artifact) => artifact.name === name);
    const live = candidates.filter((artifact) => !artifact.expired).sort((a, b) => b.id - a.id)[0];
    if (live === undefined) {
      if (candidates.length > 0) notes.push(`the artifact ${name} of run ${run.id} (${run.head_sha.slice(0, 7)}) has expired`);
      return undefined;
    }
    return {
      runId: run.id,
      headSha: run.head_sha,
      artifactId: live.id,
      digest: live.digest ?? undefined,
      sizeInBytes: live.size_in_bytes,
      match,
      runUrl: run.html_url,
    };
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
    const artifact = await artifactOf(run, 'exact');
    if (artifact !== undefined) found.push(artifact);
  }

  if (found.length < wanted) {
    const used = new Set(found.map((artifact) => artifact.runId));
    const ancestry = new Map<string, { ancestor: boolean; aheadBy: number }>();
    let checks = 0;
    let pages = 0;
    search: for await (const page of client.paginate.iterator(client.rest.actions.listWorkflowRuns, {
      owner,
      repo,
      workflow_id: workflowId,
      branch,
      status: 'success',
      exclude_pull_requests: true,
      per_page: 100,
    })) {
      for (const run of page.data.filter(eligible)) {
        if (found.length >= wanted) break search;
        if (run.head_sha === target || used.has(run.id)) continue;
        let known = ancestry.get(run.head_sha);
        if (known === undefined) {
          if (checks++ >= MAX_ANCESTOR_CHECKS) {
            notes.push(`stopped after ${MAX_ANCESTOR_CHECKS} ancestry checks of older runs`);
            break search;
          }
          const { data: comparison } = await guarded(() =>
            client.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${run.head_sha}...${target}` }),
          );
          known = { ancestor: comparison.status === 'ahead' || comparison.status === 'identical', aheadBy: comparison.ahead_by };
          ancestry.set(run.head_sha, known);
        }
        if (!known.ancestor) continue;
        const artifact = await artifactOf(run, 'ancestor');
        if (artifact === undefined) continue;
        found.push(artifact);
      }
      if (++pages >= MAX_RUN_PAGES) break;
    }
  }
  const [first, ...rest] = found;
  if (first !== undefined) return { found: [first, ...rest], notes };
  return {
    found: undefined,
    reason: `no successful push, schedule or workflow_dispatch run of this workflow on ${branch} at ${target.slice(0, 7)} or an ancestor has an unexpired artifact ${name}; the next push to ${branch} will store one`,
    notes,
  };
}

import type { BaselineNote } from '../model/reason.js';
import {
  branchRuns,
  currentRun,
  eligible,
  newestArtifact,
  noted,
  otherRuns,
  runArtifacts,
  SPARE_CANDIDATES,
  type FoundInRun,
  type Run,
  type RunReader,
  type StoredArtifact,
} from './baseline.js';
import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';
import { PermissionError } from './errors.js';
import { readInOrder } from './reads-in-order.js';

// mode: history looks for two artifacts in the same runs: the history carried forward and the
// suite's baselines. The runs and each run's artifacts are listed once for both.

/** The newest runs found holding an unexpired artifact of one name, newest first, with what was skipped. */
export interface HistorySearch {
  readonly found: readonly StoredArtifact[];
  readonly notes: readonly BaselineNote[];
}

/** The artifacts `names` of a run: one listing of its artifacts, or one a name when they fill more than a page. */
async function foundInRun(search: RunReader, run: Run, names: readonly string[]): Promise<ReadonlyMap<string, FoundInRun>> {
  const found = new Map<string, FoundInRun>();
  const all = await runArtifacts(search, run);
  for (const name of names) {
    const artifacts = all.total_count > all.artifacts.length ? (await runArtifacts(search, run, name)).artifacts : all.artifacts;
    found.set(name, newestArtifact(run, name, artifacts));
  }
  return found;
}

/**
 * The history of a suite, for each artifact name the newest `wanted` runs of this workflow on
 * `branch` with an unexpired artifact of that name, newest first. This run comes first when it
 * stored one already (a history step after the step that stores the baseline: it is not a
 * successful run yet); then successful push, schedule and workflow_dispatch runs, paginated.
 * Each name finds what a search of its own would: its runs and notes stop once it has `wanted`.
 */
async function findHistories(
  client: GitHubClient,
  context: ActionContext,
  branch: string,
  wanted: ReadonlyMap<string, number>,
): Promise<ReadonlyMap<string, HistorySearch>> {
  const searches = [...wanted].map(([name, count]) => ({
    search: { client, context, name, notes: [] as BaselineNote[] },
    count,
    found: [] as StoredArtifact[],
  }));
  const reader: RunReader = { client, context };
  const names = searches.map(({ search }) => search.name);
  const take = (run: Run, listed: ReadonlyMap<string, FoundInRun>): void => {
    for (const { search, count, found } of searches) {
      const one = listed.get(search.name);
      if (found.length >= count || one === undefined) continue;
      const artifact = noted(search, run, one);
      if (artifact !== undefined) found.push(artifact);
    }
  };
  const current = await currentRun(reader);
  if (eligible(current)) take(current, await foundInRun(reader, current, names));
  // The runs are listed a few at once, the artifacts and notes kept in the runs' order.
  await readInOrder(
    otherRuns(branchRuns(reader, current.workflow_id, branch), current.id),
    () => Math.max(0, ...searches.map(({ count, found }) => count - found.length)),
    async (run) => ({ run, listed: await foundInRun(reader, run, names) }),
    ({ run, listed }) => take(run, listed),
  );
  return new Map(searches.map(({ search, found }) => [search.name, { found, notes: search.notes }]));
}

/** A name's search, or why the search of all failed (a PermissionError is thrown instead). */
export type HistorySearchOutcome = HistorySearch | { readonly failed: unknown };

/** Runs whose history artifact is tried (downloads that fail: deleted, no such file) before starting afresh. */
export const CARRIED_CANDIDATES = 3;

/**
 * mode: history's search: the CARRIED_CANDIDATES newest runs with the history artifact
 * `names.carried`, and the newest `runs` with the baseline artifact `names.baselines` (plus a few
 * spares for downloads that fail). A failure other than a refused permission (thrown) is given to
 * each, and each caller says it its own way.
 */
export async function searchHistory(
  client: GitHubClient,
  context: ActionContext,
  branch: string,
  names: { readonly carried: string; readonly baselines: string },
  runs: number,
): Promise<{ readonly carried: HistorySearchOutcome; readonly baselines: HistorySearchOutcome }> {
  try {
    const wanted = new Map([
      [names.carried, CARRIED_CANDIDATES],
      [names.baselines, runs + SPARE_CANDIDATES],
    ]);
    const found = await findHistories(client, context, branch, wanted);
    const none = { found: [], notes: [] };
    return { carried: found.get(names.carried) ?? none, baselines: found.get(names.baselines) ?? none };
  } catch (error) {
    if (error instanceof PermissionError) throw error;
    return { carried: { failed: error }, baselines: { failed: error } };
  }
}

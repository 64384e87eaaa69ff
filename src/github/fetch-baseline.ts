import { existsSync, readFileSync } from 'node:fs';
import type { BaselineNote } from '../model/reason.js';
import { join } from 'node:path';
import { downloadArtifactOfRun, MAX_ARTIFACT_BYTES, MAX_ARTIFACT_ENTRIES, type ArtifactLimits } from './artifacts.js';
import { baselineCommit, findBaseline, type BaselineArtifact, type StoredArtifact } from './baseline.js';
import type { GitHubClient } from './client.js';
import type { ActionContext } from './context.js';
import { artifactProblem, BaselineError, PermissionError } from './errors.js';
import type { HistorySearchOutcome } from './history-search.js';
import { readInOrder } from './reads-in-order.js';

/** The file each baseline artifact holds. */
export const BASELINE_FILE = 'benchgate.json';
/** The extracted baseline, counted while it is inflated: a string of V8 holds at most 512M characters. */
const MAX_BASELINE_FILE_BYTES = 256 * 1024 * 1024;
const BASELINE_LIMITS: ArtifactLimits = {
  maxZipBytes: MAX_ARTIFACT_BYTES,
  maxEntries: MAX_ARTIFACT_ENTRIES,
  maxBytes: MAX_BASELINE_FILE_BYTES,
  only: new Set([BASELINE_FILE]),
};

export interface FetchedBaseline {
  /** One text per downloaded artifact, named for messages. */
  readonly sources: readonly StoredSource[];
  readonly artifacts: readonly [BaselineArtifact, ...BaselineArtifact[]];
  /** Lines for the log and the summary: what was skipped and why. */
  readonly notes: readonly BaselineNote[];
}

/** A downloaded baseline: its text, named for messages ("artifact NAME (run ID)"). */
interface StoredSource {
  readonly name: string;
  readonly text: string;
}

/**
 * Downloads the first `wanted` of `candidates` that can be used, in their order (a few at once);
 * one that is gone or unreadable is skipped with a note (why, in `notes`), never fatal here.
 */
async function downloadStored<A extends StoredArtifact>(
  context: ActionContext,
  token: string,
  name: string,
  candidates: readonly A[],
  wanted: number,
  workDir: string,
  notes: BaselineNote[],
): Promise<{ artifact: A; source: StoredSource }[]> {
  const used: { artifact: A; source: StoredSource }[] = [];
  const download = async (artifact: A): Promise<{ artifact: A; text: string } | { artifact: A; problem: unknown }> => {
    const directory = join(workDir, `baseline-${artifact.runId}`);
    try {
      await downloadArtifactOfRun(context, token, { ...artifact, id: artifact.artifactId }, directory, BASELINE_LIMITS);
      const file = join(directory, BASELINE_FILE);
      if (!existsSync(file)) throw new Error(`it holds no ${BASELINE_FILE}`);
      return { artifact, text: readFileSync(file, 'utf8') };
    } catch (error) {
      return { artifact, problem: error };
    }
  };
  await readInOrder(
    candidates,
    () => wanted - used.length,
    download,
    (result) => {
      const { artifact } = result;
      if ('text' in result) {
        used.push({ artifact, source: { name: `artifact ${name} (run ${artifact.runId})`, text: result.text } });
        return;
      }
      const problem = artifactProblem(result.problem);
      notes.push({ code: 'skipped', artifact: name, runId: artifact.runId, sha: artifact.headSha, gone: problem.gone, problem: problem.text });
    },
  );
  return used;
}

/** Where the comparison's baseline lives: a PR's base, or a merge queue's base commit. */
async function target(client: GitHubClient, context: ActionContext): Promise<{ sha: string; branch: string } | undefined> {
  if (context.mergeGroup !== undefined) return { sha: context.mergeGroup.baseSha, branch: context.mergeGroup.baseRef };
  if (context.pullRequest !== undefined) return { sha: await baselineCommit(client, context), branch: context.pullRequest.baseRef };
  return undefined;
}

/**
 * Finds and downloads the baseline artifact `name` of up to `runs` base-branch runs. Returns the
 * reason when none was ever stored (a pass with a notice); throws BaselineError when candidates
 * exist but none could be used, and PermissionError when the token may not read them.
 */
export async function fetchBaseline(
  client: GitHubClient,
  token: string,
  context: ActionContext,
  name: string,
  runs: number,
  workDir: string,
): Promise<FetchedBaseline | string> {
  let where: { sha: string; branch: string } | undefined;
  let search: Awaited<ReturnType<typeof findBaseline>>;
  try {
    where = await target(client, context);
    if (where === undefined) return 'this run is neither a pull request nor a merge queue run, and no local baseline files were given';
    search = await findBaseline(client, context, name, where.sha, where.branch, runs);
  } catch (error) {
    if (error instanceof PermissionError) throw error;
    throw new BaselineError(`the baseline could not be searched: ${error instanceof Error ? error.message : String(error)}`);
  }
  const notes = [...search.notes];
  if (search.found === undefined) return search.reason;
  const used = await downloadStored(context, token, name, search.found, runs, workDir, notes);
  const [first, ...rest] = used.map((item) => item.artifact);
  if (first === undefined) throw new BaselineError(`baseline artifacts ${name} exist but none could be used`, notes);
  if (first.match === 'ancestor') notes.push({ code: 'ancestor', wanted: where.sha, used: first.headSha, branch: where.branch });
  return { sources: used.map((item) => item.source), artifacts: [first, ...rest], notes };
}

export interface FetchedHistory {
  /** Newest first: each artifact with its text. */
  readonly stored: readonly { readonly artifact: StoredArtifact; readonly source: StoredSource }[];
  readonly notes: readonly BaselineNote[];
}

/**
 * Downloads the baseline artifact `name` of the newest `runs` runs of this workflow on the branch
 * (mode: history; `search` found them), but for the workflow runs in `held` (the carried history
 * has their points). Returns the reason when none was ever stored; throws BaselineError when the
 * search failed or some exist but none could be used.
 */
export async function fetchHistory(
  token: string,
  context: ActionContext,
  name: string,
  branch: string,
  search: HistorySearchOutcome,
  runs: number,
  workDir: string,
  held: ReadonlySet<number> = new Set(),
): Promise<FetchedHistory | string> {
  if ('failed' in search) {
    const { failed } = search;
    throw new BaselineError(`the stored baselines could not be searched: ${failed instanceof Error ? failed.message : String(failed)}`);
  }
  const notes = [...search.notes];
  if (search.found.length === 0)
    return (
      `no successful push, schedule or workflow_dispatch run of this workflow on ${branch} has an unexpired artifact ${name}; ` +
      `each push to ${branch} stores one`
    );
  const wanted = search.found.filter((artifact) => !held.has(artifact.runId));
  if (wanted.length === 0) return { stored: [], notes };
  const stored = await downloadStored(context, token, name, wanted, runs, workDir, notes);
  if (stored.length === 0) throw new BaselineError(`baseline artifacts ${name} exist but none could be used`, notes);
  return { stored, notes };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BaselineNote } from '../model/reason.js';
import { downloadArtifactOfRun, MAX_ARTIFACT_BYTES, MAX_ARTIFACT_ENTRIES, type ArtifactLimits } from './artifacts.js';
import type { ActionContext } from './context.js';
import { artifactProblem } from './errors.js';
import { CARRIED_CANDIDATES, type HistorySearchOutcome } from './history-search.js';

// mode: history's carried history: the file of the same name in the history artifact
// (benchgate-history-SUITE[-KEY]) of the newest run of this workflow on the branch that has one.

export const CARRIED_FILE = 'history-carried.json';
/** The carried JSON is bounded at 64M characters when written (src/history/carried.ts); names can take 3 bytes a character. */
const CARRIED_LIMITS: ArtifactLimits = {
  maxZipBytes: MAX_ARTIFACT_BYTES,
  maxEntries: MAX_ARTIFACT_ENTRIES,
  maxBytes: 192 * 1024 * 1024,
  only: new Set([CARRIED_FILE]),
};

/** The text of the newest carried history found, with the run that stored it; undefined when none could be downloaded. */
export interface FetchedCarried {
  readonly found: { readonly runId: number; readonly text: string } | undefined;
  readonly notes: readonly BaselineNote[];
}

/**
 * Downloads the carried history of the newest run of this workflow on the branch with an
 * unexpired artifact `name` that holds one, among the CARRIED_CANDIDATES newest with the
 * artifact (`search`). A failed search is a note and no history (the caller starts afresh).
 */
export async function fetchCarried(
  token: string,
  context: ActionContext,
  name: string,
  search: HistorySearchOutcome,
  workDir: string,
): Promise<FetchedCarried> {
  const notes: BaselineNote[] = [];
  if ('failed' in search) {
    notes.push({ code: 'skipped', artifact: name, runId: context.runId, sha: context.sha, gone: false, problem: artifactProblem(search.failed).text });
    return { found: undefined, notes };
  }
  for (const artifact of search.found.slice(0, CARRIED_CANDIDATES)) {
    const directory = join(workDir, `carried-${artifact.runId}`);
    try {
      await downloadArtifactOfRun(context, token, { ...artifact, id: artifact.artifactId }, directory, CARRIED_LIMITS);
      const file = join(directory, CARRIED_FILE);
      if (!existsSync(file)) throw new Error(`it holds no ${CARRIED_FILE}`);
      return { found: { runId: artifact.runId, text: readFileSync(file, 'utf8') }, notes };
    } catch (error) {
      const problem = artifactProblem(error);
      notes.push({ code: 'skipped', artifact: name, runId: artifact.runId, sha: artifact.headSha, gone: problem.gone, problem: problem.text });
    }
  }
  return { found: undefined, notes };
}

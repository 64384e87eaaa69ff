import * as core from '@actions/core';
import { InputError, ParseError } from '../errors.js';
import { BaselineError } from '../github/errors.js';
import { MACHINE_PORT } from '../fs/machine-port.js';
import type { GitHubSession } from '../github/session.js';
import type { GateNote } from '../model/gate-note.js';
import type { ActionSettings } from './inputs.js';
import { gateNoteLines, readSide, type GateBaseline, type LoadedSide } from '../pipeline.js';

/**
 * The baseline side: local files (same-job A/B), or the artifacts of the nearest base-branch
 * runs (pooled), or why there is none (a sentence: the check then passes with a notice).
 */
export async function resolveBaseline(
  inputs: ActionSettings,
  fetching: boolean,
  name: string,
  github: () => Promise<GitHubSession>,
): Promise<GateBaseline | string> {
  if (inputs.baseline !== 'auto') {
    const side = readSide({ files: { patterns: inputs.baseline, option: 'input baseline' }, format: inputs.format }, MACHINE_PORT);
    return { side, sameJob: true, commit: side.set.context?.commit ?? '', notes: [] };
  }
  if (!fetching) return 'a base-branch run stores the baseline; pull requests and merge queues compare against it';
  const fetched = await (await github()).fetchBaseline(name, inputs.baselineRuns);
  if (typeof fetched === 'string') return fetched;
  const search = fetched.notes.map((note): GateNote => ({ code: 'search', note }));
  for (const line of gateNoteLines(search)) core.info(line);
  let side: LoadedSide;
  try {
    side = readSide({ files: { sources: fetched.sources }, format: 'benchgate' }, MACHINE_PORT);
  } catch (error) {
    // A stored baseline that cannot be read is a baseline error (on-baseline-error decides), not bad input of this job.
    if (error instanceof ParseError || error instanceof InputError) throw new BaselineError(`the baseline artifact could not be read: ${error.message}`);
    throw error;
  }
  const [newest] = fetched.artifacts;
  const commits = new Set(fetched.artifacts.map((artifact) => artifact.headSha)).size;
  const pooled: GateNote[] = fetched.artifacts.length > 1 ? [{ code: 'pooled', runs: side.set.runCount, workflowRuns: fetched.artifacts.length, commits }] : [];
  const from: GateNote[] = [
    { code: 'baseline-run', runId: newest.runId, runUrl: newest.runUrl, commit: newest.headSha, ancestor: newest.match === 'ancestor' },
  ];
  return { side, sameJob: false, commit: newest.headSha, notes: [...search, ...pooled, ...from] };
}

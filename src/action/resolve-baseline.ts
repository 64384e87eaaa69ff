import * as core from '@actions/core';
import { baselineNoteText } from '../report/reason-text.js';
import type { LoadedSide } from '../load/load-side.js';
import { InputError, ParseError } from '../errors.js';
import { BaselineError } from '../github/errors.js';
import { readInputFiles } from '../fs/read-inputs.js';
import type { BaselineArtifact } from '../github/baseline.js';
import type { GitHubSession } from '../github/session.js';
import type { ActionSettings } from './inputs.js';
import { readSide } from '../pipeline.js';

export interface ResolvedBaseline {
  readonly side: LoadedSide;
  /** The newest artifact pooled, when the baseline came from the base branch. */
  readonly artifact: BaselineArtifact | undefined;
  /** Lines for the report's footer: what the search skipped, how much history was pooled. */
  readonly notes: readonly string[];
}

/**
 * The baseline side: local files (same-job A/B), or the artifacts of the nearest base-branch
 * runs (pooled), or why there is none (a sentence: the check then passes with a notice).
 */
export async function resolveBaseline(
  inputs: ActionSettings,
  fetching: boolean,
  name: string,
  github: () => Promise<GitHubSession>,
): Promise<ResolvedBaseline | string> {
  if (inputs.baseline !== 'auto')
    return {
      side: readSide({ files: { patterns: inputs.baseline, option: 'input baseline' }, format: inputs.format }, { readFiles: readInputFiles }),
      artifact: undefined,
      notes: [],
    };
  if (!fetching) return 'a base-branch run stores the baseline; pull requests and merge queues compare against it';
  const fetched = await (await github()).fetchBaseline(name, inputs.baselineRuns);
  if (typeof fetched === 'string') return fetched;
  for (const note of fetched.notes) core.info(`benchgate: ${baselineNoteText(note)}`);
  let side: LoadedSide;
  try {
    side = readSide({ files: { sources: fetched.sources }, format: 'benchgate' }, { readFiles: readInputFiles });
  } catch (error) {
    // A stored baseline that cannot be read is a baseline error (on-baseline-error decides), not bad input of this job.
    if (error instanceof ParseError || error instanceof InputError) throw new BaselineError(`the baseline artifact could not be read: ${error.message}`);
    throw error;
  }
  const commits = new Set(fetched.artifacts.map((artifact) => artifact.headSha)).size;
  const pooled =
    fetched.artifacts.length > 1
      ? [
          `The baseline pools ${side.set.runCount} runs from ${fetched.artifacts.length} base-branch workflow runs at ${commits} commit${commits === 1 ? '' : 's'}.`,
        ]
      : [];
  return { side, artifact: fetched.artifacts[0], notes: [...fetched.notes.map((note) => `Note: ${baselineNoteText(note)}.`), ...pooled] };
}

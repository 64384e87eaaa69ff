import { runnerExecutor } from './run-commands.js';
import * as core from '@actions/core';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import type { ActionContext } from '../github/context.js';
import type { GitHubSession } from '../github/session.js';
import { BisectFailure, runBisect } from '../interleaved/bisect.js';
import { defaultSettings } from '../options.js';
import {
  bisectCommentBody,
  bisectLogLine,
  bisectProgressLine,
  bisectSummary,
  checkSessionPolicy,
  issueMarker,
  readConfig,
  renderBisectFaces,
} from '../pipeline.js';
import { MACHINE_PORT } from '../fs/machine-port.js';
import { writeTextFile } from '../fs/write-output.js';
import type { ActionSettings } from './inputs.js';
import { setOutputs, writeSummary } from './io.js';

/**
 * mode: bisect (a workflow_dispatch with good, bad and the suite): `benchgate bisect` on the
 * runner in the checked-out repository `workspace`, with bisect's defaults (src/options.ts), then
 * its report in the job summary and as one comment on the suite's history issue, updated by a
 * later bisect. A change that does not reproduce is a report, not a failure; good or bad failing
 * to build or run fails the step after what was found is reported and commented.
 */
export async function bisectOnRunner(
  inputs: ActionSettings,
  context: ActionContext,
  github: () => Promise<GitHubSession>,
  workspace: string,
  workDir: string,
): Promise<void> {
  const asked = inputs.bisect;
  if (asked === undefined) throw new InputError('input mode: bisect needs the inputs good, bad and bisect-command');
  checkSessionPolicy(inputs.policy, { test: 'input test' });
  const defaults = defaultSettings('bisect');
  let failure: BisectFailure | undefined;
  const result = await runBisect(
    {
      ...asked,
      benchmarks: [],
      firstParent: true,
      maxSeconds: defaults.maxTime,
      session: {
        format: inputs.format,
        warmup: defaults.warmup,
        minPairs: defaults.minRuns,
        maxPairs: defaults.maxRuns,
        seed: defaults.seed,
        policy: inputs.policy,
        config: readConfig(inputs.config, 'input config', MACHINE_PORT),
      },
    },
    {
      now: () => performance.now(),
      progress: (line) => core.info(bisectProgressLine(line)),
      interrupted: () => false,
      cwd: workspace,
      executor: runnerExecutor(inputs.commandEnv),
    },
  ).catch((error: unknown) => {
    if (!(error instanceof BisectFailure)) throw error;
    failure = error;
    return error.result;
  });
  const commitUrl = (sha: string) => `${context.serverUrl}/${context.owner}/${context.repo}/commit/${sha}`;
  const runUrl = `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}`;
  const faces = renderBisectFaces(result, inputs.policy.noise, { json: true, commitUrl });
  const report = faces.markdown;
  const jsonPath = join(workDir, 'bisect.json');
  writeTextFile(jsonPath, faces.json ?? '', 'bisect.json');
  const body = bisectCommentBody(report, runUrl, inputs.suite);
  const key = inputs.key;
  const posted =
    inputs.token === ''
      ? { url: undefined, skipped: 'no github-token' }
      : await (await github()).commentBisect(issueMarker(inputs.suite, key), inputs.suite, key, body);
  writeSummary(bisectSummary(report, posted));
  if (result.status === 'unanswered') core.warning(`benchgate bisect: ${faces.headline}`);
  core.info(bisectLogLine(result.status, posted));
  setOutputs('pass', undefined, jsonPath, posted.url ?? '', '');
  if (failure !== undefined) throw failure;
}

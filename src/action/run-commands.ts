import * as core from '@actions/core';
import type { BenchConfig } from '../compare/config.js';
import type { Acceptance } from '../compare/gate.js';
import type { LoadedSide } from '../load/load-side.js';
import type { ActionContext } from '../github/context.js';
import type { ActionSettings } from './inputs.js';
import type { Report } from '../model/report.js';
import { runSession } from '../interleaved/session.js';
import { checkSessionPolicy } from '../pipeline.js';
import { defaultSettings } from '../options.js';
import type { ResolvedBaseline } from './resolve-baseline.js';

/**
 * Inputs baseline-command and current-command: `benchgate run` on the runner, with its defaults
 * (1 warm-up, 3 to 30 pairs, 15 minutes). One line per pair in the log.
 */
export async function runOnRunner(
  inputs: ActionSettings,
  config: BenchConfig,
  context: ActionContext,
  accepted: Acceptance | undefined,
): Promise<{ current: LoadedSide; baseline: ResolvedBaseline; report: Report }> {
  const commands = inputs.commands as NonNullable<ActionSettings['commands']>;
  checkSessionPolicy(inputs.policy, { test: 'input test' });
  // benchgate run's defaults (src/options.ts): the action offers no input for them. Made here,
  // not at the module's load: most runs of the action run no command.
  const RUN = defaultSettings('run');
  const short = context.sha.slice(0, 7);
  const labels = { baseline: 'base', current: context.pullRequest === undefined ? short : `#${context.pullRequest.number}@${short}` };
  const started = performance.now();
  const { report, baseline, current } = await runSession(
    {
      commands,
      format: inputs.format,
      warmup: RUN.warmup,
      minPairs: RUN.minRuns,
      maxPairs: RUN.maxRuns,
      maxSeconds: RUN.maxTime,
      seed: RUN.seed,
      policy: inputs.policy,
      config,
      labels,
      accepted,
    },
    { now: () => performance.now(), progress: (line) => core.info(`benchgate run: ${line}`), interrupted: () => false, cwd: process.cwd() },
  );
  core.info(
    `benchgate run: ${report.design?.pairs ?? 0} pairs in ${((performance.now() - started) / 1000).toFixed(1)} s, stopped: ${report.design?.stopped ?? ''}`,
  );
  return {
    current: { set: current, label: labels.current, labelGiven: true, formats: [] },
    baseline: { side: { set: baseline, label: labels.baseline, labelGiven: true, formats: [] }, artifact: undefined, notes: [] },
    report,
  };
}

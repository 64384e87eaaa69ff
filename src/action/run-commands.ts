import * as core from '@actions/core';
import type { ActionContext } from '../github/context.js';
import type { ActionSettings } from './inputs.js';
import type { Report } from '../model/report.js';
import { runSession, shellExecutor, type Executor } from '../interleaved/session.js';
import { commandEnvironment, isWithheld } from '../interleaved/command-env.js';
import type { CommandError } from '../errors.js';
import {
  checkSessionPolicy,
  commandFailureLines,
  commandFailureText,
  sessionEndLine,
  type Acceptance,
  type BenchConfig,
  type GateBaseline,
  type LoadedSide,
} from '../pipeline.js';
import { defaultSettings } from '../options.js';

/**
 * The shell that runs the action's commands (baseline-command and current-command, bisect's): the
 * step's environment without the action's tokens and inputs, but for the `command-env` names. The
 * runner's tokens are kept from the commands, but a command that reads this process's own
 * environment (/proc/PPID/environ) still finds them: masked in the log, should it print them.
 */
export function runnerExecutor(commandEnv: readonly string[]): Executor {
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && value !== '' && isWithheld(name) && /TOKEN/i.test(name)) core.setSecret(value);
  return shellExecutor(commandEnvironment(process.env, commandEnv));
}

/**
 * Inputs baseline-command and current-command: `benchgate run` on the runner, with its defaults
 * (1 warm-up, 3 to 30 pairs, 15 minutes). One line per pair in the log. The commands see the
 * step's environment without the action's tokens and inputs, but for those command-env names.
 */
export async function runOnRunner(
  inputs: ActionSettings,
  config: BenchConfig,
  context: ActionContext,
  accepted: Acceptance | undefined,
): Promise<{ current: LoadedSide; baseline: GateBaseline; report: Report }> {
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
    {
      now: () => performance.now(),
      progress: (line) => core.info(`benchgate run: ${line}`),
      interrupted: () => false,
      cwd: process.cwd(),
      executor: runnerExecutor(inputs.commandEnv),
    },
  );
  core.info(sessionEndLine(report, (performance.now() - started) / 1000));
  return {
    current: { set: current, label: labels.current, labelGiven: true, formats: [] },
    baseline: {
      side: { set: baseline, label: labels.baseline, labelGiven: true, formats: [] },
      sameJob: true,
      commit: baseline.context?.commit ?? '',
      notes: [],
    },
    report,
  };
}

/**
 * A failed command in the step's log, whole: its line and its last stderr lines, where the runner
 * masks the secrets it knows. Returns what others read of it (the PR comment, the annotation):
 * which side failed and how, never what the command was given or printed.
 */
export function logCommandFailure(error: CommandError): string {
  for (const line of commandFailureLines(error.message)) core.info(line);
  return commandFailureText(error.summary);
}

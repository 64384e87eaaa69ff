import { settingsFromArgs, type ParsedArgs } from './args.js';
import { deliver, markdownBudget, reportTargets, type Io } from './io.js';
import { InputError } from '../errors.js';
import { writeTextFile } from '../fs/write-output.js';
import type { Report } from '../model/report.js';
import { policyOf } from '../options.js';
import { checkSessionPolicy, readConfig, runFaces } from '../pipeline.js';
import { MACHINE_PORT } from '../fs/machine-port.js';
import { runSession, shellExecutor, type SessionIo } from '../interleaved/session.js';
import { commandEnvironment } from '../interleaved/command-env.js';

/** What `benchgate run` needs of the CLI's world: the CLI's, and a clock (tests set it). */
export type RunCommandIo = Io & { readonly now?: () => number };

/**
 * `benchgate run`: runs both commands interleaved on this machine until every row is decided
 * (session.ts), then reports as compare does. Returns the report and whether Ctrl-C ended the
 * session; the caller sets the exit status.
 */
export async function runCommand(args: ParsedArgs, io: RunCommandIo): Promise<{ readonly report: Report; readonly interrupted: boolean }> {
  if (args.positionals.length > 0)
    throw new InputError(`run: unexpected argument "${args.positionals[0]}"; quote each command after --baseline-cmd and --current-cmd`);
  const settings = settingsFromArgs(args, 'run');
  const { baselineCmd, currentCmd } = settings;
  if (baselineCmd === undefined || baselineCmd.trim() === '')
    throw new InputError('run: --baseline-cmd is required (the command that runs the baseline build once)');
  if (currentCmd === undefined || currentCmd.trim() === '')
    throw new InputError('run: --current-cmd is required (the command that runs the current build once)');
  const minPairs = settings.minRuns;
  const maxPairs = settings.maxRuns;
  if (maxPairs < minPairs) throw new InputError(`--max-runs: expected a whole number from ${minPairs} to 1000; got "${maxPairs}"`);
  const targets = reportTargets(settings);
  if (settings.baselineLabels.length > 1)
    throw new InputError(`--baseline-label: given ${settings.baselineLabels.length} times; run has one baseline, give it once`);
  const labels = { baseline: settings.baselineLabels[0] ?? 'baseline', current: settings.currentLabel ?? 'current' };
  const policy = policyOf(settings);
  checkSessionPolicy(policy, { test: '--test', correction: '--correction' });
  const tty = io.columns !== undefined;
  const session: SessionIo = {
    now: io.now ?? (() => performance.now()),
    interrupted: io.interrupted ?? (() => false),
    commandsHearCtrlC: true,
    cwd: '.',
    // A live line on a terminal; one plain line per pair in a log.
    progress: (line) => io.stderr(tty ? `\r\u001b[Kbenchgate run: ${line}` : `benchgate run: ${line}\n`),
    executor: io.executor ?? shellExecutor(commandEnvironment(io.env ?? process.env, settings.commandEnv)),
  };
  const { report, baseline, current, interrupted } = await runSession(
    {
      commands: { baseline: baselineCmd, current: currentCmd },
      format: settings.format,
      warmup: settings.warmup,
      minPairs,
      maxPairs,
      maxSeconds: settings.maxTime,
      seed: settings.seed,
      policy,
      config: { rules: [...readConfig(settings.config, '--config', MACHINE_PORT).rules, ...settings.better] },
      labels,
    },
    session,
  );
  if (tty) io.stderr('\n');
  const { saveBaseline, saveCurrent } = settings;
  const { rendered, native } = runFaces(
    { report, baseline, current },
    labels,
    {
      // A --json FILE is written a piece at a time below, as compare writes it.
      json: targets.json === '-',
      markdown: targets.markdown === undefined ? [] : [{ title: 'benchgate run', ...markdownBudget(settings) }],
      ...(targets.html !== undefined && { html: { title: 'benchgate run' } }),
      ...(targets.terminal && { terminal: { colour: io.colour, width: io.columns ?? Number.POSITIVE_INFINITY } }),
    },
    { baseline: saveBaseline !== undefined, current: saveCurrent !== undefined },
  );
  if (saveBaseline !== undefined) writeTextFile(saveBaseline, native.baseline ?? '', '--save-baseline');
  if (saveCurrent !== undefined) writeTextFile(saveCurrent, native.current ?? '', '--save-current');
  deliver(targets, rendered, io);
  return { report, interrupted };
}

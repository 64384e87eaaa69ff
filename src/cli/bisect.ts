import { settingsFromArgs, type ParsedArgs } from './args.js';
import { emit, reportTargets } from './io.js';
import { InputError } from '../errors.js';
import { readInputFiles } from '../fs/read-inputs.js';
import { BisectFailure, runBisect } from '../interleaved/bisect.js';
import { commandEnvironment } from '../interleaved/command-env.js';
import { shellExecutor } from '../interleaved/session.js';
import { policyOf } from '../options.js';
import { checkSessionPolicy, readConfig, renderBisectFaces } from '../pipeline.js';
import type { RunCommandIo } from './run.js';

/** Exit status of a bisect whose change does not reproduce between good and bad. */
const EXIT_NOT_REPRODUCED = 3;
/** Exit status of a bisect stopped (--max-time) before good and bad were told apart: no answer either way. */
const EXIT_UNANSWERED = 4;
/** Exit status after Ctrl-C, as a shell gives a process ended by SIGINT (128 + 2). */
const EXIT_INTERRUPTED = 130;

/** A required option's text, or an error naming it and what it is for. */
function required(value: string | undefined, option: string, what: string): string {
  if (value === undefined || value.trim() === '') throw new InputError(`bisect: ${option} is required (${what})`);
  return value;
}

/**
 * `benchgate bisect`: the commits between --good and --bad, compared in `run` sessions until the
 * commit where each level moved is named (interleaved/bisect.ts). Returns the exit status: 0, 3
 * when the change does not reproduce, 4 when stopped before good and bad were told apart, 130
 * after Ctrl-C (with what it found so far reported). Good or bad failing to build or run is
 * thrown (exit 2) after what was found is reported.
 */
export async function bisectCommand(args: ParsedArgs, io: RunCommandIo): Promise<number> {
  if (args.positionals.length > 0) throw new InputError(`bisect: unexpected argument "${args.positionals[0]}"; quote the command after --command`);
  const settings = settingsFromArgs(args, 'bisect');
  const good = required(settings.good, '--good', 'a commit before the change');
  const bad = required(settings.bad, '--bad', 'a commit after the change');
  const command = required(settings.command, '--command', "the command that runs a commit's benchmarks once");
  if (settings.maxRuns < settings.minRuns)
    throw new InputError(`--max-runs: expected a whole number from ${settings.minRuns} to 1000; got "${settings.maxRuns}"`);
  const targets = reportTargets({ json: settings.json, markdown: settings.markdown, html: undefined });
  const policy = policyOf(settings);
  checkSessionPolicy(policy, { test: '--test', correction: '--correction' });
  const tty = io.columns !== undefined;
  const interrupted = io.interrupted ?? (() => false);
  const hunt = runBisect(
    {
      good,
      bad,
      command,
      build: settings.build,
      benchmarks: settings.benchmarks,
      firstParent: settings.firstParent,
      maxSeconds: settings.maxTime,
      session: {
        format: settings.format,
        warmup: settings.warmup,
        minPairs: settings.minRuns,
        maxPairs: settings.maxRuns,
        seed: settings.seed,
        policy,
        config: { rules: [...readConfig(settings.config, '--config', { readFiles: readInputFiles }).rules, ...settings.better] },
      },
    },
    {
      now: io.now ?? (() => performance.now()),
      interrupted,
      cwd: io.cwd ?? '.',
      progress: (line) => io.stderr(tty ? `\r\u001b[Kbenchgate bisect: ${line}` : `benchgate bisect: ${line}\n`),
      // Ctrl-C reaches the commands too: one that ends by it is the interrupt, not a failure.
      commandsHearCtrlC: true,
      executor: io.executor ?? shellExecutor(commandEnvironment(io.env ?? process.env, settings.commandEnv)),
    },
  );
  let failure: BisectFailure | undefined;
  const result = await hunt.catch((error: unknown) => {
    if (!(error instanceof BisectFailure)) throw error;
    failure = error;
    return error.result;
  });
  if (tty) io.stderr('\n');
  const faces = renderBisectFaces(result, policy.noise, { json: targets.json !== undefined, terminal: targets.terminal });
  if (targets.json !== undefined && faces.json !== undefined) emit(faces.json, targets.json, '--json', io);
  if (targets.markdown !== undefined) emit(faces.markdown.source, targets.markdown, '--markdown', io);
  if (faces.terminal !== undefined) io.stdout(faces.terminal);
  if (failure !== undefined) throw failure;
  if (interrupted()) return EXIT_INTERRUPTED;
  if (result.status === 'unanswered') return EXIT_UNANSWERED;
  return result.status === 'not-reproduced' ? EXIT_NOT_REPRODUCED : 0;
}

import { COMMAND_HELP, MAIN_HELP } from './help.js';
import { runHistory } from './history.js';
import { runCommand } from './run.js';
import { bisectCommand } from './bisect.js';
import { parseCommandLine, settingsFromArgs, type ParsedArgs } from './args.js';
import { errorMessage, InputError, UserError } from '../errors.js';
import { MACHINE_PORT } from '../fs/machine-port.js';
import { deliver, emit, markdownBudget, reportTargets, type Io } from './io.js';
import { policyOf, type Command } from '../options.js';
import { calibrateRuns, cliErrorLine, cliInternalErrorLine, cliReadLine, convertFiles, readConfig, runPipeline } from '../pipeline.js';
import { didYouMean } from '../suggest.js';
import { VERSION } from '../version.js';

const EXIT_OK = 0;
const EXIT_REGRESSION = 1;
const EXIT_USAGE = 2;
/** 128 + SIGINT, the shell's convention: `benchgate run ... && next-step` stops after a Ctrl-C. */
const EXIT_INTERRUPTED = 130;

/** Colours only on a terminal, and never when NO_COLOR is set to anything (no-color.org). */
export function colourWanted(isTty: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  return isTty && (env.NO_COLOR ?? '') === '';
}

function runCompare(args: ParsedArgs, io: Io): number {
  if (args.positionals.length > 0) throw new InputError(`compare: unexpected argument "${args.positionals[0]}"; files go after --baseline or --current`);
  const settings = settingsFromArgs(args, 'compare');
  if (settings.baselines.length === 0) throw new InputError('compare: --baseline is required (the files of the baseline runs)');
  if (settings.current.length === 0) throw new InputError('compare: --current is required (the files of the current runs)');
  const targets = reportTargets(settings);
  const config = readConfig(settings.config, '--config', MACHINE_PORT);
  const labels = settings.baselineLabels;
  if (labels.length > 0 && labels.length !== settings.baselines.length)
    throw new InputError(
      `--baseline-label: given ${labels.length} times for ${settings.baselines.length} --baseline; give one label per --baseline, in the same order`,
    );
  const { report, rendered } = runPipeline(
    {
      baselines: settings.baselines.map((patterns, i) => ({ files: { patterns, option: '--baseline' }, format: settings.format, label: labels[i] })),
      current: { files: { patterns: settings.current, option: '--current' }, format: settings.format, label: settings.currentLabel },
      policy: policyOf(settings),
      config: { rules: [...config.rules, ...settings.better] },
      paired: settings.paired,
      sameJob: settings.sameJob,
      faces: {
        // A --json FILE is written a piece at a time below, never made whole.
        json: targets.json === '-',
        markdown: targets.markdown === undefined ? [] : [markdownBudget(settings)],
        ...(targets.html !== undefined && { html: {} }),
        ...(targets.terminal && { terminal: { colour: io.colour, width: io.columns ?? Number.POSITIVE_INFINITY } }),
      },
    },
    MACHINE_PORT,
  );
  deliver(targets, rendered, io);
  return report.gate === 'fail' ? EXIT_REGRESSION : EXIT_OK;
}

function runConvert(args: ParsedArgs, io: Io): number {
  if (args.positionals.length === 0) throw new InputError('convert: expected at least one input file');
  const settings = settingsFromArgs(args, 'convert');
  const { native, formats } = convertFiles(
    {
      files: { patterns: args.positionals, option: 'convert' },
      format: settings.format,
      suite: settings.suiteName,
      context: {
        ...(settings.commit !== undefined && { commit: settings.commit }),
        ...(settings.ref !== undefined && { ref: settings.ref }),
        ...(settings.runner !== undefined && { runner: settings.runner }),
        ...(settings.date !== undefined && { date: settings.date }),
      },
    },
    MACHINE_PORT,
  );
  emit(native, settings.output ?? '-', '--output', io);
  for (const { file, format } of formats) io.stderr(cliReadLine(file, format));
  return EXIT_OK;
}

function runCalibrate(args: ParsedArgs, io: Io): number {
  if (args.positionals.length === 0) throw new InputError('calibrate: expected the files of at least 4 runs of one build');
  const settings = settingsFromArgs(args, 'calibrate');
  const { rendered } = calibrateRuns(
    {
      files: { patterns: args.positionals, option: 'calibrate' },
      format: settings.format,
      policy: policyOf(settings),
      config: readConfig(settings.config, '--config', MACHINE_PORT),
      splits: settings.splits,
      faces: { json: settings.json !== undefined, terminal: settings.json !== '-' },
    },
    MACHINE_PORT,
  );
  if (settings.json !== undefined) emit(rendered.json ?? '', settings.json, '--json', io);
  if (rendered.terminal !== undefined) io.stdout(rendered.terminal);
  return EXIT_OK;
}

/** A command's --help; undefined for anything else, names of Object.prototype ('toString') included. */
function helpOf(command: string): (() => string) | undefined {
  return Object.hasOwn(COMMAND_HELP, command) ? COMMAND_HELP[command] : undefined;
}

/** Exit 2 with one line for bad input; anything else is a bug, said as such (never a stack trace). */
function failure(error: unknown, io: Io): number {
  if (error instanceof UserError) {
    io.stderr(cliErrorLine(error.message));
    return EXIT_USAGE;
  }
  io.stderr(cliInternalErrorLine(errorMessage(error)));
  return EXIT_USAGE;
}

/**
 * The whole CLI as a function of its arguments, so tests run it in-process as well as bundled.
 * `run` answers with a promise: its commands run asynchronously so that Ctrl-C is heard between
 * runs; every other command is synchronous.
 */
export function runCli(argv: readonly string[], io: Io): number | Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === 'help' && rest[0] !== undefined) {
      // `benchgate help compare`, as git and go do.
      const help = helpOf(rest[0]);
      if (help === undefined)
        throw new InputError(
          `help: unknown command "${rest[0]}"${didYouMean(rest[0], Object.keys(COMMAND_HELP))}; expected ${Object.keys(COMMAND_HELP).join(', ')}`,
        );
      io.stdout(help());
      return EXIT_OK;
    }
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.stdout(MAIN_HELP);
      return command === undefined ? EXIT_USAGE : EXIT_OK;
    }
    if (command === '--version' || command === '-V') {
      io.stdout(`${VERSION}\n`);
      return EXIT_OK;
    }
    const help = helpOf(command);
    if (help === undefined)
      throw new InputError(
        `unknown command "${command}"${didYouMean(command, Object.keys(COMMAND_HELP))}; ` +
          'expected compare, run, convert, calibrate, history or bisect (see benchgate --help)',
      );
    const args = parseCommandLine(rest, command as Command);
    // Every command's --help, before anything else of it is read.
    if (args.options.has('help')) {
      io.stdout(help());
      return EXIT_OK;
    }
    if (command === 'compare') return runCompare(args, io);
    if (command === 'convert') return runConvert(args, io);
    if (command === 'calibrate') return runCalibrate(args, io);
    if (command === 'history') return runHistory(args, io);
    if (command === 'bisect') return bisectCommand(args, io).catch((error: unknown) => failure(error, io));
    return runCommand(args, io).then(
      ({ report, interrupted }) => (interrupted ? EXIT_INTERRUPTED : report.gate === 'fail' ? EXIT_REGRESSION : EXIT_OK),
      // Interrupted before 2 pairs: nothing to report, and still an interruption.
      (error: unknown) => {
        const status = failure(error, io);
        return io.interrupted?.() === true ? EXIT_INTERRUPTED : status;
      },
    );
  } catch (error) {
    return failure(error, io);
  }
}

import { CALIBRATE_HELP, COMPARE_HELP, CONVERT_HELP, HISTORY_HELP, MAIN_HELP, RUN_HELP } from './cli-help.js';
import { runHistory } from './cli-history.js';
import { runCommand } from './interleaved/command.js';
import { parseCommandLine, singleValue, type ParsedArgs } from './cli-options.js';
import { calibrate, MIN_CALIBRATION_RUNS, runsOf } from './compare/calibrate.js';
import type { BenchConfig } from './compare/config.js';
import { loadSide } from './compare/load-side.js';
import { DEFAULT_POLICY, type Policy } from './compare/policy.js';
import { errorMessage, InputError, ParseError } from './errors.js';
import { renderNative } from './formats/native.js';
import { readInputFiles } from './fs/read-inputs.js';
import { writeFileFrom } from './fs/write-output.js';
import { writeJson } from './report/json.js';
import { emit, type Io } from './cli-io.js';
import { renderCalibration } from './report/calibration.js';
import { runPipeline } from './pipeline.js';
import { SubselectionPool } from './threads/subselection-pool.js';
import { parseDirections, parseFormatId, parsePolicy, readConfigOption } from './settings.js';
import { didYouMean } from './suggest.js';
import { VERSION } from './version.js';

const COMMAND_HELP: Readonly<Record<string, string>> = {
  compare: COMPARE_HELP,
  run: RUN_HELP,
  convert: CONVERT_HELP,
  calibrate: CALIBRATE_HELP,
  history: HISTORY_HELP,
};

const EXIT_OK = 0;
const EXIT_REGRESSION = 1;
const EXIT_USAGE = 2;

/** Colours only on a terminal, and never when NO_COLOR is set to anything (no-color.org). */
export function colourWanted(isTty: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  return isTty && (env.NO_COLOR ?? '') === '';
}

function runCompare(args: ParsedArgs, io: Io): number {
  if (args.options.has('help')) {
    io.stdout(COMPARE_HELP);
    return EXIT_OK;
  }
  if (args.positionals.length > 0) throw new InputError(`compare: unexpected argument "${args.positionals[0]}"; files go after --baseline or --current`);
  const baselineGroups = args.options.get('baseline') ?? [];
  const currentGroups = args.options.get('current') ?? [];
  if (baselineGroups.length === 0) throw new InputError('compare: --baseline is required (the files of the baseline runs)');
  if (currentGroups.length === 0) throw new InputError('compare: --current is required (the files of the current runs)');
  const format = parseFormatId(singleValue(args, 'format') ?? 'auto', '--format');
  const policy = policyFromArgs(args);
  const jsonTarget = singleValue(args, 'json');
  const markdownTarget = singleValue(args, 'markdown');
  const toStdout = (['json', 'markdown', 'html'] as const).filter((name) => singleValue(args, name) === '-');
  if (toStdout.length > 1)
    throw new InputError(`${toStdout.map((name) => `--${name} -`).join(' and ')}: only one report can go to stdout; write the others to files`);
  const directions = parseDirections((args.options.get('better') ?? []).flat(), '--better');
  const config = readConfig(args);
  const baselineLabels = (args.options.get('baseline-label') ?? []).flat();
  if (baselineLabels.length > 0 && baselineLabels.length !== baselineGroups.length)
    throw new InputError(
      `--baseline-label: given ${baselineLabels.length} times for ${baselineGroups.length} --baseline; give one label per --baseline, in the same order`,
    );
  const currentLabel = singleValue(args, 'current-label');
  for (const label of [...baselineLabels, ...(currentLabel === undefined ? [] : [currentLabel])])
    if (label.trim() === '' || label.length > 100)
      throw new InputError(`--baseline-label/--current-label: expected a name of 1 to 100 characters; got "${label}"`);
  const htmlTarget = singleValue(args, 'html');
  const terminal = jsonTarget !== '-' && markdownTarget !== '-' && htmlTarget !== '-';
  const { report, rendered } = runPipeline(
    {
      baselines: baselineGroups.map((patterns, i) => ({ files: { patterns, option: '--baseline' }, format, label: baselineLabels[i] })),
      current: { files: { patterns: currentGroups.flat(), option: '--current' }, format, label: currentLabel },
      policy,
      config: { rules: [...config.rules, ...directions] },
      paired: args.options.has('paired'),
      sameJob: args.options.has('same-job'),
      faces: {
        // A --json FILE is written a piece at a time below, never made whole.
        json: jsonTarget === '-',
        markdown: markdownTarget === undefined ? [] : [{}],
        ...(htmlTarget !== undefined && { html: {} }),
        ...(terminal && { terminal: { colour: io.colour, width: io.columns ?? Number.POSITIVE_INFINITY } }),
      },
    },
    { readFiles: readInputFiles, startPool: () => new SubselectionPool() },
  );
  if (jsonTarget === '-') emit(rendered.json ?? '', jsonTarget, '--json', io);
  else if (jsonTarget !== undefined) writeFileFrom(jsonTarget, '--json', (sink) => writeJson(report, sink));
  if (markdownTarget !== undefined) emit(rendered.markdown[0] ?? '', markdownTarget, '--markdown', io);
  if (htmlTarget !== undefined) emit(rendered.html ?? '', htmlTarget, '--html', io);
  if (rendered.terminal !== undefined) io.stdout(rendered.terminal);
  return report.gate === 'fail' ? EXIT_REGRESSION : EXIT_OK;
}

function runConvert(args: ParsedArgs, io: Io): number {
  if (args.options.has('help')) {
    io.stdout(CONVERT_HELP);
    return EXIT_OK;
  }
  if (args.positionals.length === 0) throw new InputError('convert: expected at least one input file');
  const format = parseFormatId(singleValue(args, 'format') ?? 'auto', '--format');
  const side = loadSide(readInputFiles(args.positionals, 'convert'), format);
  const suite = singleValue(args, 'suite');
  const text = renderNative(suite === undefined ? side.set : { ...side.set, suite });
  emit(text, singleValue(args, 'output') ?? '-', '--output', io);
  for (const { file, format: id } of side.formats) io.stderr(`benchgate: read ${file} as ${id}\n`);
  return EXIT_OK;
}

/** The policy from the options of compare or calibrate (those calibrate lacks stay at their defaults). */
function policyFromArgs(args: ParsedArgs): Policy {
  return parsePolicy(
    {
      alpha: singleValue(args, 'alpha'),
      noise: singleValue(args, 'noise'),
      correction: singleValue(args, 'correction'),
      failOn: singleValue(args, 'fail-on'),
      outliers: singleValue(args, 'outliers'),
      onRunnerMismatch: singleValue(args, 'on-runner-mismatch'),
      test: singleValue(args, 'test'),
    },
    {
      alpha: '--alpha',
      noise: '--noise',
      correction: '--correction',
      failOn: '--fail-on',
      outliers: '--outliers',
      onRunnerMismatch: '--on-runner-mismatch',
      test: '--test',
    },
    DEFAULT_POLICY,
  );
}

function readConfig(args: ParsedArgs): BenchConfig {
  return readConfigOption(singleValue(args, 'config'), '--config');
}

function runCalibrate(args: ParsedArgs, io: Io): number {
  if (args.options.has('help')) {
    io.stdout(CALIBRATE_HELP);
    return EXIT_OK;
  }
  if (args.positionals.length === 0) throw new InputError('calibrate: expected the files of at least 4 runs of one build');
  const format = parseFormatId(singleValue(args, 'format') ?? 'auto', '--format');
  const policy = policyFromArgs(args);
  const splitsText = singleValue(args, 'splits') ?? '200';
  const splits = Number(splitsText);
  if (!Number.isInteger(splits) || splits < 1 || splits > 100000)
    throw new InputError(`--splits: expected a whole number from 1 to 100000; got "${splitsText}"`);
  const side = loadSide(readInputFiles(args.positionals, 'calibrate'), format);
  const runs = runsOf(side.set);
  if (runs < MIN_CALIBRATION_RUNS)
    throw new InputError(`calibrate: found ${runs} run${runs === 1 ? '' : 's'}; give at least ${MIN_CALIBRATION_RUNS} runs of one build (one file per run)`);
  const calibration = calibrate(side.set, policy, readConfig(args), splits);
  const jsonTarget = singleValue(args, 'json');
  if (jsonTarget !== undefined) emit(`${JSON.stringify(calibration, null, 2)}\n`, jsonTarget, '--json', io);
  if (jsonTarget !== '-') io.stdout(renderCalibration(calibration));
  return EXIT_OK;
}

/** Exit 2 with one line for bad input; anything else is a bug, said as such (never a stack trace). */
function failure(error: unknown, io: Io): number {
  if (error instanceof InputError || error instanceof ParseError) {
    io.stderr(`benchgate: ${error.message}\n`);
    return EXIT_USAGE;
  }
  io.stderr(`benchgate: internal error: ${errorMessage(error)} (please report it)\n`);
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
      const help = COMMAND_HELP[rest[0]];
      if (help === undefined)
        throw new InputError(
          `help: unknown command "${rest[0]}"${didYouMean(rest[0], Object.keys(COMMAND_HELP))}; expected ${Object.keys(COMMAND_HELP).join(', ')}`,
        );
      io.stdout(help);
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
    if (command === 'compare') return runCompare(parseCommandLine(rest, 'compare'), io);
    if (command === 'convert') return runConvert(parseCommandLine(rest, 'convert'), io);
    if (command === 'calibrate') return runCalibrate(parseCommandLine(rest, 'calibrate'), io);
    if (command === 'history') {
      const args = parseCommandLine(rest, 'history');
      if (args.options.has('help')) {
        io.stdout(HISTORY_HELP);
        return EXIT_OK;
      }
      return runHistory(args, io);
    }
    if (command === 'run') {
      const args = parseCommandLine(rest, 'run');
      if (args.options.has('help')) {
        io.stdout(RUN_HELP);
        return EXIT_OK;
      }
      return runCommand(args, io).then(
        (report) => (report.gate === 'fail' ? EXIT_REGRESSION : EXIT_OK),
        (error: unknown) => failure(error, io),
      );
    }
    throw new InputError(
      `unknown command "${command}"${didYouMean(command, Object.keys(COMMAND_HELP))}; expected compare, run, convert, calibrate or history (see benchgate --help)`,
    );
  } catch (error) {
    return failure(error, io);
  }
}

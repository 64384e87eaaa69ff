import { parseArgs as parseTokens, type ParseArgsConfig } from 'node:util';
import { InputError } from '../errors.js';
import { didYouMean } from '../suggest.js';
import { readableFormats } from '../pipeline.js';
import { buildSettings, commandOptions, type Command, type OptionDeclaration, type Settings } from '../options.js';

/** Options as the command line gave them: each `--name` with its values, every occurrence in order. */
export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly options: ReadonlyMap<string, readonly (readonly string[])[]>;
}

/**
 * An option whose value starts with "-" (`--noise -2%`), which node:util refuses as ambiguous:
 * the value's own problem when the option would refuse it anyway (never a suggestion that fails
 * in turn), else the `--name=VALUE` that passes it.
 */
function dashValue(named: string, argv: readonly string[], command: Command): InputError {
  const option = commandOptions(command).find((declaration) => `--${declaration.cli ?? ''}` === named || `-${declaration.short ?? '?'}` === named);
  const at = argv.findIndex((arg, i) => (arg === named || arg === `--${option?.cli ?? ''}`) && argv[i + 1]?.startsWith('-') === true);
  const value = at < 0 ? undefined : argv[at + 1];
  const long = option?.cli === undefined ? named : `--${option.cli}`;
  if (option === undefined || value === undefined) return new InputError(`${long}: a value that starts with "-" goes after "=", as in ${long}=-VALUE`);
  const asOption = /^--?([\w-]+)/.exec(value)?.[1];
  if (commandOptions(command).some((declaration) => declaration.cli === asOption || declaration.short === asOption))
    return new InputError(`${long} needs a value (found the option "${value}" after it)`);
  // The option's own check speaks: it names the option and says what it takes.
  option.parse?.(value, long);
  return new InputError(`${long}: a value that starts with "-" goes after "=": ${long}=${value}`);
}

/** node:util's messages name the option in quotes: `Unknown option '--colour'`. */
function translate(error: unknown, command: Command, argv: readonly string[]): InputError {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const named = /'(?:-\w, )?(--?[\w-]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const known = commandOptions(command).map((option) => `--${option.cli ?? ''}`);
    return new InputError(`unknown option "${named}"${didYouMean(named, known)}; see benchgate help ${command}`);
  }
  if (/does not take an argument/.test(message)) return new InputError(`${named} takes no value`);
  if (/ambiguous/.test(message)) return dashValue(named, argv, command);
  if (/argument missing/.test(message)) return new InputError(`${named} needs a value`);
  return new InputError(message);
}

/**
 * Reads `argv` with node:util parseArgs against the command's declared options. Its tokens
 * give what parseArgs has no notion of: a variadic option (`--baseline a.json b.json`) keeps the
 * arguments that follow it up to the next option; a single-valued option given twice is an error.
 */
export function parseCommandLine(argv: readonly string[], command: Command): ParsedArgs {
  const declared = new Map(commandOptions(command).map((option) => [option.cli as string, option]));
  const config: ParseArgsConfig['options'] = {};
  for (const [name, option] of declared)
    config[name] = { type: option.kind === 'flag' ? 'boolean' : 'string', multiple: true, ...(option.short !== undefined && { short: option.short }) };
  let tokens;
  try {
    tokens = parseTokens({ args: [...argv], options: config, strict: true, allowPositionals: true, tokens: true }).tokens;
  } catch (error) {
    throw translate(error, command, argv);
  }
  const options = new Map<string, string[][]>();
  const positionals: string[] = [];
  let collecting: string[] | undefined;
  let terminated = false;
  for (const token of tokens) {
    if (token.kind === 'option-terminator') {
      terminated = true;
      collecting = undefined;
    } else if (token.kind === 'positional') {
      if (collecting !== undefined && !terminated) collecting.push(token.value);
      else positionals.push(token.value);
    } else {
      const option = declared.get(token.name) as OptionDeclaration;
      const occurrences = options.get(token.name) ?? [];
      if (occurrences.length > 0 && (option.kind === 'single' || option.kind === 'flag')) throw new InputError(`--${token.name} is given twice`);
      const values = token.value === undefined ? [] : [token.value];
      occurrences.push(values);
      options.set(token.name, occurrences);
      collecting = option.kind === 'variadic' ? values : undefined;
    }
  }
  return { positionals, options };
}

const COLUMN = 28;
const FORMATS = readableFormats();
/** The longest format id and a space: a long id never runs into its description. */
const FORMAT_ID_WIDTH = Math.max(...FORMATS.map((format) => format.id.length)) + 1;
const HELP_WIDTH = 66;

/** The option lines of `--help`, made from the declarations: name, value, help, default, and the formats under --format. */
export function optionsHelp(command: Command): string {
  const lines: string[] = [];
  for (const option of commandOptions(command)) {
    const name = `${option.short === undefined ? '' : `-${option.short}, `}--${option.cli ?? ''}${option.value === undefined ? '' : ` ${option.value}`}`;
    const help = [...option.help];
    const fallback = option.defaultFor?.[command] ?? option.default;
    if (fallback !== undefined) {
      const last = `${help.at(-1) ?? ''} (default: ${fallback})`;
      if (last.length <= HELP_WIDTH) help[help.length - 1] = last;
      else help.push(`(default: ${fallback})`);
    }
    const first = `  ${name}`;
    // A name too long for the column puts its help on the next line.
    if (first.length >= COLUMN) lines.push(first);
    help.forEach((text, i) => lines.push(`${i === 0 && first.length < COLUMN ? first.padEnd(COLUMN) : ' '.repeat(COLUMN)}${text}`));
    if (option.cli === 'format') for (const format of FORMATS) lines.push(`      ${format.id.padEnd(FORMAT_ID_WIDTH)} ${format.description}`);
  }
  return lines.join('\n');
}

/** The settings of a command from its command line, each option parsed by its declaration (src/options.ts). */
export function settingsFromArgs(args: ParsedArgs, command: Command): Settings {
  const declared = new Set(commandOptions(command));
  return buildSettings(
    (declaration) => {
      if (!declared.has(declaration) || declaration.cli === undefined) return undefined;
      const occurrences = args.options.get(declaration.cli);
      if (occurrences === undefined) return undefined;
      if (declaration.kind === 'flag') return { flag: true };
      if (declaration.kind === 'single') return { text: occurrences[0]?.[0] ?? '' };
      return { groups: occurrences };
    },
    (declaration) => `--${declaration.cli ?? declaration.input ?? ''}`,
    command,
  );
}

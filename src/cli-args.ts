import { InputError } from './errors.js';

/** Options as the command line gave them: each `--name` with the values up to the next option. */
export interface ParsedArgs {
  readonly positionals: readonly string[];
  /** Every occurrence of an option, in order, with its values. */
  readonly options: ReadonlyMap<string, readonly (readonly string[])[]>;
}

export interface OptionSpec {
  /** `variadic`: every argument up to the next option; `single`: exactly one value; `flag`: none. */
  readonly arity: 'variadic' | 'single' | 'flag';
  readonly repeatable?: boolean;
  readonly alias?: string;
}

/**
 * Reads `argv` against a table of options. A value that starts with `-` is taken as the next
 * option, except a lone `-` (stdout/stdin) and negative numbers.
 */
export function parseArgs(argv: readonly string[], specs: Readonly<Record<string, OptionSpec>>): ParsedArgs {
  const byAlias = new Map(Object.entries(specs).flatMap(([name, spec]) => (spec.alias === undefined ? [] : [[spec.alias, name] as const])));
  const options = new Map<string, string[][]>();
  const positionals: string[] = [];
  const isOption = (arg: string): boolean => arg.startsWith('-') && arg !== '-' && !/^-\d/.test(arg);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!isOption(arg)) {
      positionals.push(arg);
      continue;
    }
    const [rawName, inlineValue] = arg.startsWith('--')
      ? arg.includes('=')
        ? [arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg.slice(2), undefined]
      : [arg.slice(1), undefined];
    const name = byAlias.get(rawName) ?? rawName;
    const spec = specs[name];
    if (spec === undefined) throw new InputError(`unknown option "${arg}"; see --help`);
    const occurrences = options.get(name) ?? [];
    if (occurrences.length > 0 && spec.repeatable !== true) throw new InputError(`--${name} is given twice`);
    const values: string[] = inlineValue === undefined ? [] : [inlineValue];
    if (spec.arity === 'flag') {
      if (inlineValue !== undefined) throw new InputError(`--${name} takes no value`);
    } else if (spec.arity === 'single') {
      if (inlineValue === undefined) {
        const next = argv[i + 1];
        if (next === undefined || isOption(next)) throw new InputError(`--${name} needs a value`);
        values.push(next);
        i++;
      }
    } else {
      while (i + 1 < argv.length && !isOption(argv[i + 1] as string)) values.push(argv[++i] as string);
      if (values.length === 0) throw new InputError(`--${name} needs at least one file or glob`);
    }
    occurrences.push(values);
    options.set(name, occurrences);
  }
  return { positionals, options };
}

/** The single value of an option, or undefined when it was not given. */
export function singleValue(args: ParsedArgs, name: string): string | undefined {
  return args.options.get(name)?.[0]?.[0];
}

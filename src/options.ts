import type { Policy } from './compare/policy.js';
import { declare, type Command, type GroupsParser, type OptionDeclaration, type TextParser } from './options/declaration.js';
import { SIDE_OPTIONS } from './options/sides.js';
import { VERDICT_OPTIONS } from './options/verdicts.js';
import { REPORT_OPTIONS } from './options/reports.js';
import { ACTION_OPTIONS } from './options/action.js';
import { RUN_OPTIONS } from './options/run.js';
import { HISTORY_OPTIONS } from './options/history.js';
import { BISECT_OPTIONS } from './options/bisect.js';

// Every setting declared once (options/, by concern), and what both faces make of them: the
// options of a command, the typed Settings parsed from what a face was given, the policy.

export type { Command, OptionDeclaration } from './options/declaration.js';

/** Every setting, keyed by its name in Settings, in the order action.yml, the README and `--help` list them. */
export const DECLARATIONS = {
  ...SIDE_OPTIONS,
  ...VERDICT_OPTIONS,
  ...REPORT_OPTIONS,
  ...ACTION_OPTIONS,
  ...RUN_OPTIONS,
  ...HISTORY_OPTIONS,
  ...BISECT_OPTIONS,
  help: declare({ cli: 'help', short: 'h', kind: 'flag', commands: ['compare', 'calibrate', 'convert', 'run', 'history', 'bisect'], help: ['show this help'] }),
} as const;

/** The declarations as a list, in their order. */
export const OPTIONS: readonly OptionDeclaration[] = Object.values(DECLARATIONS);

/** The action's inputs, in the order action.yml and the README list them. */
export const INPUT_NAMES = OPTIONS.flatMap((option) => (option.input === undefined ? [] : [option.input]));

/** The declaration of an action input (every name in INPUT_NAMES has one). */
export function inputDeclaration(name: string): OptionDeclaration {
  const found = OPTIONS.find((option) => option.input === name);
  if (found === undefined) throw new Error(`no declaration of the input ${name}`);
  return found;
}

/** The options of one command: its files first, then the rest in declaration order. */
export function commandOptions(command: Command): readonly OptionDeclaration[] {
  const options = OPTIONS.filter((option) => option.cli !== undefined && option.commands.includes(command));
  // The files first, as a user reads a usage line.
  return [...options.filter((option) => option.kind === 'variadic'), ...options.filter((option) => option.kind !== 'variadic')];
}

type ValueOf<D> = D extends { readonly kind: 'flag' }
  ? boolean
  : D extends { readonly parseGroups: GroupsParser<infer T> }
    ? T
    : D extends { readonly parse: TextParser<infer T> }
      ? D extends { readonly default: string }
        ? T
        : T | undefined
      : never;

/** Every setting, typed: what the user asked for (or the default), as both faces read it. */
export type Settings = { readonly [K in keyof typeof DECLARATIONS]: ValueOf<(typeof DECLARATIONS)[K]> };

/** A setting as a face found it: its text, every occurrence of a repeatable or variadic option, a flag given; undefined: not given. */
export type GivenSetting = { readonly text: string } | { readonly groups: readonly (readonly string[])[] } | { readonly flag: true } | undefined;

/**
 * The settings from what a face was given: each declaration's value parsed by its own parser,
 * else its default (the command's own if it has one) parsed the same way. A default that is a
 * workflow expression (`${{ github.token }}`) is the runner's to fill in, not ours.
 */
export function buildSettings(
  given: (declaration: OptionDeclaration) => GivenSetting,
  nameOf: (declaration: OptionDeclaration) => string,
  command?: Command,
): Settings {
  const settings: Record<string, unknown> = {};
  for (const [key, declaration] of Object.entries(DECLARATIONS) as [string, OptionDeclaration][]) {
    const found = given(declaration);
    const name = nameOf(declaration);
    if (declaration.kind === 'flag') {
      settings[key] = found !== undefined;
      continue;
    }
    if (found !== undefined && 'groups' in found && declaration.parseGroups !== undefined) {
      settings[key] = declaration.parseGroups(found.groups, name);
      continue;
    }
    const text = found !== undefined && 'text' in found ? found.text : undefined;
    const fallback = (command === undefined ? undefined : declaration.defaultFor?.[command]) ?? declaration.default;
    if (text !== undefined) settings[key] = declaration.parse?.(text, name);
    else if (declaration.parseGroups !== undefined) settings[key] = declaration.parseGroups([], name);
    else if (fallback !== undefined && !fallback.startsWith('${{')) settings[key] = declaration.parse?.(fallback, name);
    else settings[key] = undefined;
  }
  return settings as Settings;
}

/** Every setting at its default (a command's own where it has one), for a face that offers no option of it. */
export function defaultSettings(command?: Command): Settings {
  return buildSettings(
    () => undefined,
    (declaration) => declaration.cli ?? declaration.input ?? '',
    command,
  );
}

/** The settings that decide verdicts, as the engine takes them. */
export function policyOf(settings: Settings): Policy {
  return {
    alpha: settings.alpha,
    noise: settings.noise,
    certify: settings.certify,
    correction: settings.correction,
    failOn: settings.failOn,
    outliers: settings.outliers,
    onRunnerMismatch: settings.onRunnerMismatch,
    test: settings.test,
    jobEffectBound: settings.jobEffectBound,
  };
}

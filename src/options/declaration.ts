// What a setting's declaration holds, and the small parsers many declarations share.

export type Command = 'compare' | 'calibrate' | 'convert' | 'run' | 'history' | 'bisect';

/** A setting's text (a CLI option's value, an action input) to its value; `name` names it in errors (`--alpha`, `input alpha`). */
export type TextParser<T> = (text: string, name: string) => T;
/** Every occurrence of a repeatable or variadic CLI option, each with its values, to the setting's value. */
export type GroupsParser<T> = (groups: readonly (readonly string[])[], name: string) => T;

/**
 * One setting, declared once: the CLI's option (parsed by node:util parseArgs, listed by
 * `--help`), the action's input that carries the same setting, its default, its parser and its
 * help. Both faces build one typed `Settings` from this table (readSettings); a test checks that
 * action.yml and the README's tables say the same.
 */
export interface OptionDeclaration {
  /** The CLI's `--name`; absent for an action input only. */
  readonly cli?: string;
  /** The action input of the same setting; absent for a CLI option only. */
  readonly input?: string;
  readonly short?: string;
  /** `flag` takes no value; `variadic` takes every argument up to the next option (files, globs). */
  readonly kind: 'flag' | 'single' | 'repeatable' | 'variadic';
  /** The value's placeholder in `--help` (`N`, `FILE`). */
  readonly value?: string;
  /** The default as the user would write it, parsed like a given value; absent when there is none. */
  readonly default?: string;
  /** A command whose default differs from `default`. */
  readonly defaultFor?: Partial<Record<Command, string>>;
  readonly commands: readonly Command[];
  /** The help of `--help`: lines of at most 60 characters. */
  readonly help: readonly string[];
  /** The value of a single option, and of every action input (an input is one text). */
  readonly parse?: TextParser<unknown>;
  /** The value of a repeatable or variadic CLI option from all its occurrences (none given: []). */
  readonly parseGroups?: GroupsParser<unknown>;
}

/** Keeps each declaration's own types (its parsers' results, whether it has a default) for Settings. */
export const declare = <const D extends OptionDeclaration>(declaration: D): D => declaration;

export const text: TextParser<string> = (value) => value;
export const trimmed: TextParser<string> = (value) => value.trim();
export const files: GroupsParser<string[]> = (groups) => groups.flat();

export const REPORTING: readonly Command[] = ['compare', 'calibrate'];

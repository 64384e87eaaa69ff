import { fractionFromText } from './units/relative.js';
import { FAIL_ON_VALUES, OUTLIER_MODES, type FailOn, type OutlierMode } from './compare/policy.js';
import type { ConfigRule } from './compare/config.js';
import { didYouMean } from './suggest.js';
import { InputError } from './errors.js';
import { FORMAT_IDS } from './formats/registry.js';
import { CORRECTIONS, type Correction } from './model/report.js';
import { BETTER_VALUES, type Better } from './model/series.js';

// Option values shared by the CLI and the action: one parser each, one error style
// ("<option>: expected <what>, got <value>").

export function parseAlpha(text: string, option: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || value >= 1) {
    throw new InputError(`${option}: expected a significance level between 0 and 1 (exclusive), such as 0.05; got "${text}"`);
  }
  return value;
}

/** `2%` or `0.02`: a relative change; 0 disables the threshold. */
export function parseNoise(text: string, option: string): number {
  const value = fractionFromText(text);
  if (!Number.isFinite(value) || value < 0 || value >= 1) {
    throw new InputError(`${option}: expected a relative change such as 2% or 0.02 (at least 0, below 100%); got "${text}"`);
  }
  return value;
}

export function parseCorrection(text: string, option: string): Correction {
  return oneOf(text, CORRECTIONS, option);
}

export function parseFailOn(text: string, option: string): FailOn {
  return oneOf(text, FAIL_ON_VALUES, option);
}

export function parseFormatId(text: string, option: string): string {
  return oneOf(text, ['auto', ...FORMAT_IDS], option);
}

export function parseOutlierMode(text: string, option: string): OutlierMode {
  return oneOf(text, OUTLIER_MODES, option);
}

// A metric name as a literal glob: `allocs*` in a name must not match `allocs/op`.
const escapeGlob = (name: string): string => name.replace(/[\\*?[\]{}()!+@]/g, (char) => `\\${char}`);

/**
 * `METRIC=lower|higher`, one per occurrence, as configuration rules: the command line's
 * direction overrides go through the same mechanism as the file's, after them.
 */
export function parseDirections(values: readonly string[], option: string): ConfigRule[] {
  const directions = new Map<string, Better>();
  for (const value of values) {
    const at = value.lastIndexOf('=');
    const metric = value.slice(0, at).trim();
    const better = value.slice(at + 1).trim();
    if (at <= 0 || metric === '' || !(BETTER_VALUES as readonly string[]).includes(better)) {
      throw new InputError(`${option}: expected METRIC=lower or METRIC=higher (for example allocs/op=lower); got "${value}"`);
    }
    directions.set(metric, better as Better);
  }
  return [...directions].map(([metric, better]) => ({ benchmark: '**', metric: escapeGlob(metric), better }));
}

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number): (text: string, option: string) => number {
  return (text, option) => {
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max)
      throw new InputError(`${option}: expected a whole number from ${min} to ${max}; got "${text}"`);
    return value;
  };
}

/** `90s`, `15m`, `1h` or plain seconds, as seconds. */
export function parseDuration(text: string, option: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)?\s*$/.exec(text);
  const value = match === null ? Number.NaN : Number(match[1]) * (match[2] === 'h' ? 3600 : match[2] === 'm' ? 60 : 1);
  if (!(value > 0)) throw new InputError(`${option}: expected a duration such as 90s, 15m or 1h; got "${text}"`);
  return value;
}

export const ACTION_MODES = ['compare', 'calibrate', 'comment', 'history', 'bisect'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];
export const COMMENT_MODES = ['always', 'on-change', 'on-regression', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
export const UPLOAD_MODES = ['auto', 'always', 'never'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** One of the values allowed, a close miss suggested. */
export function oneOf<T extends string>(text: string, allowed: readonly T[], option: string): T {
  const value = text.trim();
  if (!(allowed as readonly string[]).includes(value))
    throw new InputError(`${option}: expected one of ${allowed.join(', ')}; got "${text}"${didYouMean(value, allowed)}`);
  return value as T;
}

/** Globs, one per line (or several on one line separated by spaces where no line breaks are used); `#` starts a comment line. */
export function globList(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return lines.length === 1 ? (lines[0] as string).split(/\s+/) : lines;
}

/** Names separated by commas or line breaks (labels may hold blanks). */
export function nameList(text: string): string[] {
  return text
    .split(/[,\r\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

// Artifact names may not contain these (actions/toolkit artifact name validation).
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/;

/** A name that becomes part of an artifact's name (a suite, a matrix key). */
export function artifactName(text: string, option: string): string {
  const name = text.trim();
  if (ARTIFACT_NAME_FORBIDDEN.test(name))
    throw new InputError(`${option}: "${name}" cannot be part of an artifact name; avoid " : < > | * ? \\ / and line breaks`);
  return name;
}

/** Suite names one per line (a name may hold spaces), each part of an artifact name. */
export function suiteList(text: string, option: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((name) => artifactName(name, option));
}

/** A side's name in the reports' column titles. */
export function sideName(text: string): string {
  if (text.trim() === '' || text.length > 100) throw new InputError(`--baseline-label/--current-label: expected a name of 1 to 100 characters; got "${text}"`);
  return text;
}

/** How history files follow each other. */
export function parseOrder(text: string, option: string): 'time' | 'name' {
  if (text === 'time' || text === 'name') return text;
  throw new InputError(`${option}: expected time or name (or --commits FILE for a list of commits); got "${text}"`);
}

/** The fewest commits a level of a history may have, at most. */
export const MAX_MIN_SEGMENT = 50;

// What `benchgate convert` records of where its runs were made (a native file's context).

/** A commit: 7 to 40 hex digits, as git prints it (lower case kept as given). */
export function parseCommit(text: string, option: string): string {
  const commit = text.trim();
  if (!/^[0-9a-f]{7,40}$/i.test(commit)) throw new InputError(`${option}: expected a commit of 7 to 40 hex digits (git rev-parse HEAD); got "${text}"`);
  return commit;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;

/**
 * An ISO 8601 date, with a time and its zone or without (a date alone is UTC midnight; a time
 * without a zone is this machine's local time), as an instant in UTC: `2026-01-05T09:00:00.000Z`,
 * as the action records its own. A day the month has not (2026-02-30) is an error, not March.
 */
export function parseIsoDate(text: string, option: string): string {
  const match = ISO_DATE.exec(text.trim());
  const fail = (): never => {
    throw new InputError(`${option}: expected an ISO 8601 date such as 2026-01-05 or 2026-01-05T10:00:00+01:00 (git log -1 --format=%cI); got "${text}"`);
  };
  if (match === null) return fail();
  const [, year, month, day, hours, minutes, seconds = '00', fraction = '', utc, sign, zoneHours, zoneMinutes] = match as unknown as (string | undefined)[];
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return fail();
  if (hours === undefined) return calendar.toISOString();
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59 || Number(zoneHours ?? 0) > 23 || Number(zoneMinutes ?? 0) > 59) return fail();
  // Written as Date.parse reads every form: T, Z in capitals, the offset with its colon.
  const zone = utc !== undefined ? 'Z' : sign !== undefined ? `${sign}${zoneHours}:${zoneMinutes}` : '';
  const time = Date.parse(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}${fraction.slice(0, 4)}${zone}`);
  return Number.isFinite(time) ? new Date(time).toISOString() : fail();
}

/** A git ref (main, refs/heads/main, v1.2.0): one word of printable characters. */
export function parseRef(text: string, option: string): string {
  const ref = text.trim();
  if (!/^[^\s\p{Cc}]{1,255}$/u.test(ref)) throw new InputError(`${option}: expected a ref such as main or refs/heads/main (no blanks); got "${text}"`);
  return ref;
}

/** A runner's description (OS, CPU, cores): one line of printable text. */
export function parseRunner(text: string, option: string): string {
  const runner = text.trim();
  if (runner === '' || runner.length > 200 || /\p{Cc}/u.test(runner))
    throw new InputError(
      `${option}: expected the machine in one line of 1 to 200 characters (e.g. "ubuntu-24.04 x64, AMD EPYC 7763 (4 cores)"); got "${text}"`,
    );
  return runner;
}

/**
 * Names of environment variables, separated by commas, blanks or line breaks (command-env): a
 * name only, the value is the environment's own.
 */
export function variableNames(text: string, option: string): string[] {
  const names = text.split(/[\s,]+/).filter((name) => name !== '');
  const bad = names.find((name) => name.includes('='));
  // The value is not repeated: it may be a secret, and an input error reaches the PR comment.
  if (bad !== undefined)
    throw new InputError(
      `${option}: expected names of environment variables, such as GITHUB_TOKEN (the value is the step's own); got "${bad.split('=')[0] ?? ''}=…"`,
    );
  return names;
}

/** The fewest characters a markdown budget may give: the parts always shown take up to about 9,000 (report/markdown.ts). */
const MIN_MARKDOWN_BUDGET = 10_000;

/** A budget of markdown characters, or `none` for no budget (undefined). */
export function parseMarkdownBudget(text: string, option: string): number | undefined {
  if (text.trim() === 'none') return undefined;
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < MIN_MARKDOWN_BUDGET)
    throw new InputError(`${option}: expected none or a whole number of characters, at least ${MIN_MARKDOWN_BUDGET}; got "${text}"`);
  return value;
}

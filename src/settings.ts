import { fractionFromText } from './units/relative.js';
import { FAIL_ON_VALUES, OUTLIER_MODES, RUNNER_MISMATCH_MODES, TESTS, type FailOn, type OutlierMode, type Policy } from './compare/policy.js';
import { EMPTY_CONFIG, parseConfig, type BenchConfig, type ConfigRule } from './compare/config.js';
import { didYouMean } from './suggest.js';
import { InputError } from './errors.js';
import { readInputFiles } from './fs/read-inputs.js';
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

function oneOf<T extends string>(text: string, allowed: readonly T[], option: string): T {
  const value = text.trim();
  if (!(allowed as readonly string[]).includes(value))
    throw new InputError(`${option}: expected one of ${allowed.join(', ')}; got "${text}"${didYouMean(value, allowed)}`);
  return value as T;
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

/** The policy from raw option texts, with the defaults of compare/policy.ts for those not given. */
export function parseOutlierMode(text: string, option: string): OutlierMode {
  return oneOf(text, OUTLIER_MODES, option);
}

export function parsePolicy(
  raw: {
    alpha?: string | undefined;
    noise?: string | undefined;
    correction?: string | undefined;
    failOn?: string | undefined;
    outliers?: string | undefined;
    onRunnerMismatch?: string | undefined;
    test?: string | undefined;
  },
  names: { alpha: string; noise: string; correction: string; failOn: string; outliers: string; onRunnerMismatch: string; test: string },
  defaults: Policy,
): Policy {
  return {
    test: raw.test === undefined ? defaults.test : oneOf(raw.test, TESTS, names.test),
    onRunnerMismatch:
      raw.onRunnerMismatch === undefined ? defaults.onRunnerMismatch : oneOf(raw.onRunnerMismatch, RUNNER_MISMATCH_MODES, names.onRunnerMismatch),
    outliers: raw.outliers === undefined ? defaults.outliers : parseOutlierMode(raw.outliers, names.outliers),
    alpha: raw.alpha === undefined ? defaults.alpha : parseAlpha(raw.alpha, names.alpha),
    noise: raw.noise === undefined ? defaults.noise : parseNoise(raw.noise, names.noise),
    correction: raw.correction === undefined ? defaults.correction : parseCorrection(raw.correction, names.correction),
    failOn: raw.failOn === undefined ? defaults.failOn : parseFailOn(raw.failOn, names.failOn),
  };
}

/** The per-benchmark configuration file an option names, or the empty configuration. */
export function readConfigOption(path: string | undefined, option: string): BenchConfig {
  if (path === undefined) return EMPTY_CONFIG;
  return parseConfig(readInputFiles([path], option)[0] ?? { name: path, text: '' });
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

import { fractionFromText } from '../units/relative.js';
import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import type { SourceText } from '../model/source-text.js';
import { BETTER_VALUES, type Better, type SampleSet } from '../model/series.js';
import { GlobError, NameGlob } from './name-glob.js';
import type { Policy } from './policy.js';

/** One rule of the configuration file: globs over names, and what they set. */
export interface ConfigRule {
  readonly benchmark: string;
  readonly metric: string;
  readonly better?: Better;
  readonly noise?: number;
  readonly alpha?: number;
  /** Deterministic metrics (allocations, instruction counts, sizes): any change beyond `tolerance` is real. */
  readonly exact?: boolean;
  /** Relative change an exact metric may move without counting (default 0). */
  readonly tolerance?: number;
  readonly ignore?: boolean;
}

export interface BenchConfig {
  readonly rules: readonly ConfigRule[];
}

/** What applies to one row after every matching rule, later rules overriding earlier ones. */
export interface RowSettings {
  readonly alpha: number;
  readonly noise: number;
  readonly better: Better | undefined;
  readonly exact: boolean;
  readonly tolerance: number;
  readonly ignore: boolean;
}

export const EMPTY_CONFIG: BenchConfig = { rules: [] };

/**
 * The most rules a file may hold: every rule is matched against every row's name, on each side
 * (issue 31: 100,000 rules took 41 s and 2.16 GB before failing).
 */
export const MAX_RULES = 1000;

const KEYS = new Set(['benchmark', 'metric', 'better', 'noise', 'alpha', 'exact', 'tolerance', 'ignore']);

function fraction(reader: JsonReader, value: unknown, path: string, what: string, max: number): number {
  // "5%" or 0.05, as on the command line.
  const number = typeof value === 'string' ? fractionFromText(value) : reader.number(value, path);
  if (!Number.isFinite(number) || number < 0 || number >= max) reader.fail(path, what);
  return number;
}

/** A rule's glob, checked as the matcher will compile it: an unusable glob is an error naming its place. */
function glob(reader: JsonReader, value: unknown, path: string): string | undefined {
  const text = reader.optionalString(value, path);
  if (text === undefined) return undefined;
  try {
    new NameGlob(text);
  } catch (error) {
    if (error instanceof GlobError) throw new ParseError({ file: reader.file, path }, error.message);
    throw error;
  }
  return text;
}

/**
 * Reads a configuration file (JSON): `{"rules": [{"benchmark": "parse/**", "metric": "allocs*",
 * "exact": true}, ...]}`. Globs are name globs (name-glob.ts); a missing `benchmark` or `metric`
 * matches all.
 */
export function parseConfig(source: SourceText): BenchConfig {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const values = reader.array(root.rules, 'rules');
  if (values.length > MAX_RULES)
    reader.fail(`rules[${MAX_RULES}]`, `at most ${MAX_RULES} rules (each is matched against every row); this file has ${values.length}`);
  const rules = values.map((value, i): ConfigRule => {
    const path = `rules[${i}]`;
    const rule = reader.object(value, path);
    for (const key of Object.keys(rule)) if (!KEYS.has(key)) reader.fail(`${path}.${key}`, `one of the keys ${[...KEYS].join(', ')}`);
    const better = reader.optionalString(rule.better, `${path}.better`);
    if (better !== undefined && !(BETTER_VALUES as readonly string[]).includes(better)) reader.fail(`${path}.better`, '"lower" or "higher"');
    const flag = (key: 'exact' | 'ignore'): boolean | undefined => {
      const value = rule[key];
      if (value === undefined || typeof value === 'boolean') return value;
      return reader.fail(`${path}.${key}`, 'true or false');
    };
    const exact = flag('exact');
    const ignore = flag('ignore');
    return {
      benchmark: glob(reader, rule.benchmark, `${path}.benchmark`) ?? '**',
      metric: glob(reader, rule.metric, `${path}.metric`) ?? '**',
      ...(better !== undefined && { better: better as Better }),
      ...(rule.noise !== undefined && { noise: fraction(reader, rule.noise, `${path}.noise`, 'a relative change such as 2% or 0.02, below 100%', 1) }),
      ...(rule.alpha !== undefined && { alpha: fraction(reader, rule.alpha, `${path}.alpha`, 'a significance level between 0 and 1', 1) }),
      ...(rule.tolerance !== undefined && { tolerance: fraction(reader, rule.tolerance, `${path}.tolerance`, 'a relative tolerance such as 0% or 1%', 1) }),
      ...(exact !== undefined && { exact }),
      ...(ignore !== undefined && { ignore }),
    };
  });
  for (const [i, rule] of rules.entries()) {
    if (rule.alpha === 0) throw new ParseError({ file: source.name, path: `rules[${i}].alpha` }, 'expected a significance level between 0 and 1');
  }
  return { rules };
}

/**
 * A Go benchmark's name from "Benchmark" on, without its module path and package: from the first
 * "Benchmark" that starts the name or follows a ".". One pass over the name (a regular
 * expression ending in `.*$` went back over the rest of the name at every ".Benchmark").
 */
export function shortName(benchmark: string): string {
  for (let at = benchmark.indexOf('Benchmark'); at >= 0; at = benchmark.indexOf('Benchmark', at + 1))
    if (at === 0 || benchmark[at - 1] === '.') return benchmark.slice(at);
  return benchmark;
}

/** Resolves the settings of rows by their names, with the rules' globs compiled once. */
export class RowSettingsResolver {
  private readonly matchers: readonly { rule: ConfigRule; benchmark: NameGlob; metric: NameGlob }[];
  /** Which rules matched at least one row, for the warning about rules that did nothing. */
  private readonly used: boolean[];

  constructor(
    config: BenchConfig,
    private readonly policy: Policy,
  ) {
    this.matchers = config.rules.map((rule) => ({ rule, benchmark: new NameGlob(rule.benchmark), metric: new NameGlob(rule.metric) }));
    this.used = this.matchers.map(() => false);
  }

  /** The rules that matched no row so far, with their index. */
  unusedRules(): { index: number; rule: ConfigRule }[] {
    return this.matchers.flatMap(({ rule }, index) => (this.used[index] === true ? [] : [{ index, rule }]));
  }

  resolve(benchmark: string, metric: string): RowSettings {
    let settings: RowSettings = { alpha: this.policy.alpha, noise: this.policy.noise, better: undefined, exact: false, tolerance: 0, ignore: false };
    // Globs do not cross "/": a Go name "example.com/pkg.BenchmarkX-8" is also matched by its
    // short name from "Benchmark" on, so that the common rule "BenchmarkX*" works.
    let short: string | undefined;
    for (const [index, { rule, benchmark: benchmarkGlob, metric: metricGlob }] of this.matchers.entries()) {
      if (!metricGlob.matches(metric)) continue;
      short ??= shortName(benchmark);
      if (!benchmarkGlob.matches(benchmark, short)) continue;
      this.used[index] = true;
      settings = {
        alpha: rule.alpha ?? settings.alpha,
        noise: rule.noise ?? settings.noise,
        better: rule.better ?? settings.better,
        exact: rule.exact ?? settings.exact,
        tolerance: rule.tolerance ?? settings.tolerance,
        ignore: rule.ignore ?? settings.ignore,
      };
    }
    return settings;
  }

  /** The set without ignored series and with the configured directions. */
  apply(set: SampleSet): SampleSet {
    if (this.matchers.length === 0) return set;
    return {
      ...set,
      series: set.series.flatMap((series) => {
        const settings = this.resolve(series.benchmark, series.metric);
        if (settings.ignore) return [];
        return [settings.better === undefined || settings.better === series.better ? series : { ...series, better: settings.better }];
      }),
    };
  }
}

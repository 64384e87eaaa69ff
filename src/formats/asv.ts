import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/** asv's benchmark kinds, by the prefix of the benchmark's own name (asv_runner's benchmark types). */
const KINDS: readonly { prefix: string; metric: string; unit: string }[] = [
  { prefix: 'time_', metric: 'time', unit: 's' },
  { prefix: 'timeraw_', metric: 'time', unit: 's' },
  { prefix: 'peakmem_', metric: 'peak memory', unit: 'B' },
  { prefix: 'mem_', metric: 'memory', unit: 'B' },
];

function kindOf(benchmark: string): { metric: string; unit: string } {
  const own = benchmark.slice(benchmark.lastIndexOf('.') + 1);
  // track_ benchmarks carry their unit in benchmarks.json only: a plain value, lower is better unless --better says.
  return KINDS.find((kind) => own.startsWith(kind.prefix)) ?? { metric: 'value', unit: 'count' };
}

/**
 * Python's json writes a skipped benchmark's result as a bare NaN, which JSON does not allow: a
 * file JSON.parse refuses has such tokens (after `[`, `,` or `:`) read as null, asv's "no value".
 */
function parseAsvJson(source: SourceText): unknown {
  try {
    return parseJsonText(source);
  } catch (error) {
    const text = source.text.replace(/([[,:]\s*)-?NaN(?=\s*[,\]}])/g, '$1null');
    if (text === source.text) throw error;
    return parseJsonText({ ...source, text });
  }
}

/** Every combination of a parametrized benchmark's values, in asv's order (the last varying fastest). */
function combinations(params: readonly (readonly string[])[]): string[] {
  return params.reduce<string[]>((names, values) => names.flatMap((name) => values.map((value) => (name === '' ? value : `${name}, ${value}`))), ['']);
}

/**
 * airspeed velocity's results file (`results/<machine>/<commit>-<env>.json`, format version 2):
 * a benchmark per name and parameter combination (`name(p1, p2)`), its kind and unit from the
 * name's prefix (time_ in s, mem_ and peakmem_ in B, track_ a plain value). The `samples` column
 * (asv run --record-samples) gives the run's samples; without it, the `result` (asv's median) is
 * a summary-only run of `stats_repeat` repeats. A null result (failed) or NaN (skipped) is no run.
 */
function parseAsv(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseAsvJson(source), '$');
  if (root.version !== 2)
    reader.fail('version', `2, asv's results format since asv 0.5 (asv update rewrites older results files), got ${JSON.stringify(root.version)}`);
  const columns = reader.array(root.result_columns, 'result_columns').map((column, i) => reader.string(column, `result_columns[${i}]`));
  const builder = new SeriesBuilder();
  for (const [name, entry] of Object.entries(reader.object(root.results, 'results'))) {
    const path = `results.${name}`;
    const row = reader.array(entry, path);
    const cell = (column: string): unknown => {
      const index = columns.indexOf(column);
      return index < 0 ? undefined : row[index];
    };
    const params = reader
      .array(cell('params') ?? [], `${path} params`)
      .map((values, p) => reader.array(values, `${path} params[${p}]`).map((value, v) => reader.string(value, `${path} params[${p}][${v}]`)));
    const names = params.length === 0 ? [name] : combinations(params).map((combination) => `${name}(${combination})`);
    const results = cell('result') === null ? [] : reader.array(cell('result'), `${path} result`);
    const samples = cell('samples') === undefined || cell('samples') === null ? [] : reader.array(cell('samples'), `${path} samples`);
    const repeats = cell('stats_repeat') === undefined || cell('stats_repeat') === null ? [] : reader.array(cell('stats_repeat'), `${path} stats_repeat`);
    const { metric, unit } = kindOf(name);
    names.forEach((benchmark, i) => {
      const own = samples[i] === undefined || samples[i] === null ? [] : reader.array(samples[i], `${path} samples[${i}]`);
      if (own.length > 0) {
        own.forEach((sample, s) => builder.add(benchmark, metric, unit, reader.number(sample, `${path} samples[${i}][${s}]`)));
        return;
      }
      if (results[i] === undefined || results[i] === null) return;
      const repeat = repeats[i] === undefined || repeats[i] === null ? 1 : reader.number(repeats[i], `${path} stats_repeat[${i}]`);
      builder.addSummary(benchmark, metric, unit, {
        mean: reader.number(results[i], `${path} result[${i}]`),
        n: Math.max(1, Math.round(repeat)),
        median: true,
      });
    });
  }
  if (builder.size === 0)
    throw new ParseError({ file: source.name, path: 'results' }, 'expected at least one benchmark with a result (failed and skipped ones have none)');
  return { series: builder.build() };
}

export const asvFormat: Format = {
  id: 'asv',
  description: 'airspeed velocity (asv) results/<machine>/<commit>-<env>.json',
  detect: (source) => {
    const head = headOf(source);
    return /^\s*\{\s*"commit_hash"\s*:/.test(head) && /"(?:result_columns|results)"\s*:/.test(head);
  },
  parse: parseAsv,
};

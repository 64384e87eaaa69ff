import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from './json-text.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

// Keys of a benchmark row that are not user counters.
const RESERVED = new Set([
  'name',
  'family_index',
  'per_family_instance_index',
  'run_name',
  'run_type',
  'repetitions',
  'repetition_index',
  'threads',
  'iterations',
  'real_time',
  'cpu_time',
  'time_unit',
  'aggregate_name',
  'aggregate_unit',
  'label',
  'error_occurred',
  'error_message',
  'big_o',
  'rms',
  'complexity_n',
]);

/**
 * Google Benchmark JSON (`--benchmark_format=json` or `--benchmark_out`). Every
 * `run_type: "iteration"` row is a sample (one per repetition); aggregate rows (mean, median,
 * stddev, cv, BigO) are summaries of those and are skipped. Metrics: `real_time` and `cpu_time`
 * in `time_unit`; user counters, of which `*_per_second` (bytes_per_second, items_per_second)
 * are rates.
 */
export function parseGoogleBenchmark(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const rows = reader.array(root.benchmarks, 'benchmarks');
  const builder = new SeriesBuilder();
  rows.forEach((entry, i) => {
    const path = `benchmarks[${i}]`;
    const row = reader.object(entry, path);
    const runType = row.run_type === undefined ? 'iteration' : reader.string(row.run_type, `${path}.run_type`);
    if (runType !== 'iteration' || row.error_occurred === true) return;
    const name = reader.string(row.run_name ?? row.name, `${path}.name`);
    const timeUnit = row.time_unit === undefined ? 'ns' : reader.string(row.time_unit, `${path}.time_unit`);
    builder.add(name, 'real_time', timeUnit, reader.number(row.real_time, `${path}.real_time`));
    builder.add(name, 'cpu_time', timeUnit, reader.number(row.cpu_time, `${path}.cpu_time`));
    for (const [key, value] of Object.entries(row)) {
      if (RESERVED.has(key) || typeof value !== 'number') continue;
      const counter = reader.number(value, `${path}.${key}`);
      if (key === 'bytes_per_second') builder.add(name, key, 'B/s', counter);
      else if (key.endsWith('_per_second')) builder.add(name, key, `${key.slice(0, -'_per_second'.length)}/s`, counter);
      else builder.add(name, key, '', counter);
    }
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: 'benchmarks' }, 'expected at least one benchmark row with run_type "iteration"');
  return { series: builder.build() };
}

export const googleBenchmarkFormat: Format = {
  id: 'google-benchmark',
  description: 'Google Benchmark JSON (--benchmark_format=json)',
  detect: ({ text }) => {
    const head = text.slice(0, 8192);
    return /^\s*\{/.test(text) && /"benchmarks"\s*:/.test(head) && /"(library_build_type|run_type|real_time|executable)"\s*:/.test(head);
  },
  parse: parseGoogleBenchmark,
};

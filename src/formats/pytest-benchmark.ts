import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from './json-text.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * pytest-benchmark `--benchmark-json`: seconds per round. With `--benchmark-save-data` every
 * round is in `stats.data`; without it only the summary (mean, stddev, rounds) is there, and the
 * series is summary-only.
 */
export function parsePytestBenchmark(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const builder = new SeriesBuilder();
  reader.array(root.benchmarks, 'benchmarks').forEach((entry, i) => {
    const path = `benchmarks[${i}]`;
    const benchmark = reader.object(entry, path);
    const name = reader.string(benchmark.fullname ?? benchmark.name, `${path}.fullname`);
    const stats = reader.object(benchmark.stats, `${path}.stats`);
    if (stats.data !== undefined) {
      const data = reader.array(stats.data, `${path}.stats.data`);
      if (data.length === 0) reader.fail(`${path}.stats.data`, 'at least one round');
      data.forEach((value, j) => builder.add(name, 'time', 's', reader.number(value, `${path}.stats.data[${j}]`)));
      return;
    }
    const rounds = reader.number(stats.rounds, `${path}.stats.rounds`);
    builder.addSummary(name, 'time', 's', {
      mean: reader.number(stats.mean, `${path}.stats.mean`),
      sd: reader.number(stats.stddev, `${path}.stats.stddev`),
      n: rounds,
    });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: 'benchmarks' }, 'expected at least one benchmark');
  return { series: builder.build() };
}

export const pytestBenchmarkFormat: Format = {
  id: 'pytest-benchmark',
  description: 'pytest-benchmark --benchmark-json (raw rounds with --benchmark-save-data)',
  detect: ({ text }) => /^\s*\{/.test(text) && /"machine_info"\s*:/.test(text.slice(0, 8192)) && /"benchmarks"\s*:/.test(text),
  parse: parsePytestBenchmark,
};

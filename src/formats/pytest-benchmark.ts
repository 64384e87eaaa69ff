import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * pytest-benchmark `--benchmark-json`: seconds per round, every round in `stats.data` (the JSON
 * report always holds them; `--benchmark-save-data` is for `--benchmark-save`'s files). Where a
 * tool trimmed `data`, only the summary (mean, stddev, rounds) is used, and the series is
 * summary-only (the report says so).
 */
function parsePytestBenchmark(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const builder = new SeriesBuilder();
  reader.array(root.benchmarks, 'benchmarks').forEach((entry, i) => {
    const path = `benchmarks[${i}]`;
    const benchmark = reader.object(entry, path);
    const name = reader.string(benchmark.fullname ?? benchmark.name, `${path}.fullname`);
    const stats = reader.object(benchmark.stats, `${path}.stats`);
    // Every round, unless a tool trimmed them (a string, or fewer than the rounds, as in
    // github-action-benchmark's data): then the summary stands, marked as summary-only.
    const data = stats.data;
    const numbers = Array.isArray(data) && data.every((value) => typeof value === 'number');
    const complete = numbers && data.length > 0 && (typeof stats.rounds !== 'number' || data.length === stats.rounds);
    // Without a summary to fall back on, a list with something else than numbers is broken: its place is named.
    if (Array.isArray(data) && !numbers && stats.mean === undefined) data.forEach((value, j) => reader.number(value, `${path}.stats.data[${j}]`));
    if (complete) {
      data.forEach((value, j) => builder.add(name, 'time', 's', reader.number(value, `${path}.stats.data[${j}]`)));
      return;
    }
    if (stats.data !== undefined && stats.mean === undefined)
      reader.fail(`${path}.stats.data`, 'every round (a list of numbers), or the summary (mean, stddev, rounds)');
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
  description: 'pytest-benchmark --benchmark-json (its rounds are the samples)',
  detect: (source) => /^\s*\{/.test(headOf(source)) && /"machine_info"\s*:/.test(headOf(source, 8192)) && /"benchmarks"\s*:/.test(source.text),
  parse: parsePytestBenchmark,
};

import { ParseError } from '../errors.js';
import { parseUnit, type UnitInfo } from '../units/unit.js';
import { parseDecimal } from './number.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

interface GoMetric {
  readonly metric: string;
  readonly unit: UnitInfo;
}

// The units `go test -bench` itself writes; anything else comes from b.ReportMetric.
const KNOWN_UNITS: Readonly<Record<string, GoMetric>> = {
  'ns/op': { metric: 'time', unit: parseUnit('ns') },
  'sec/op': { metric: 'time', unit: parseUnit('s') },
  'MB/s': { metric: 'throughput', unit: parseUnit('MB/s') },
  'B/op': { metric: 'B/op', unit: parseUnit('B') },
  'allocs/op': { metric: 'allocs/op', unit: parseUnit('allocs') },
};

const metricCache = new Map<string, GoMetric>();

/** A custom unit from b.ReportMetric: `words/op` is a count per operation, `items/s` a rate. */
function goMetric(unit: string): GoMetric {
  const known = KNOWN_UNITS[unit] ?? metricCache.get(unit);
  if (known !== undefined) return known;
  const metric = { metric: unit, unit: parseUnit(unit) };
  metricCache.set(unit, metric);
  return metric;
}

const RESULT_LINE = /^(Benchmark\S*)\s+(\d+)\s+(.*)$/;

/**
 * `go test -bench` text. Every result line is one sample (`-count N` gives N lines); the whole
 * file is one run. Every value-unit pair on a line is a metric. Benchmarks are qualified by the
 * `pkg:` line above them (`example.com/pkg.BenchmarkX-8`) so that equal names in different
 * packages stay apart; the `-8` suffix (GOMAXPROCS) is kept, not stripped.
 */
export function parseGoBench(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  let pkg = '';
  let lineNumber = 0;
  let start = 0;
  const text = source.text;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    lineNumber++;
    const line = text.slice(start, end).trimEnd();
    start = end + 1;
    if (line.startsWith('pkg: ')) {
      pkg = line.slice(5).trim();
      continue;
    }
    if (!line.startsWith('Benchmark')) continue;
    const match = RESULT_LINE.exec(line);
    // A name alone on its line is go's header before a benchmark's own output, not a result.
    if (match === null) continue;
    const name = pkg === '' ? (match[1] as string) : `${pkg}.${match[1] as string}`;
    const fields = (match[3] as string).split(/\s+/);
    if (fields.length % 2 !== 0) {
      throw new ParseError({ file: source.name, line: lineNumber }, `expected value-unit pairs after the iteration count, but "${fields[fields.length - 1] ?? ''}" has no unit`);
    }
    for (let i = 0; i < fields.length; i += 2) {
      const value = parseDecimal(fields[i] as string);
      if (value === undefined) throw new ParseError({ file: source.name, line: lineNumber }, `expected a number before the unit "${fields[i + 1] ?? ''}", found "${fields[i] ?? ''}"`);
      const { metric, unit } = goMetric(fields[i + 1] as string);
      builder.add(name, metric, unit, value);
    }
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no benchmark result lines (expected lines like "BenchmarkX-8   1000   1234 ns/op")');
  return { series: builder.build() };
}

export const goBenchFormat: Format = {
  id: 'go',
  description: 'go test -bench text output',
  detect: ({ text }) => /^Benchmark\S*\s+\d+\s+\S+\s+\S+/m.test(text.slice(0, 65536)),
  parse: parseGoBench,
};

import { ParseError } from '../errors.js';
import { decode, GOOS, NOTE, PKG, sourceBytes, startsWith, UNIT } from './go-scan.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { goMetric, GoResults } from './go-bench-results.js';
import type { Better, Series } from '../model/series.js';

/** What a `Unit` line says of a unit (Go's benchmark format, golang.org/x/perf/benchfmt): its direction, whether it is exact. */
interface UnitMetadata {
  better?: Better;
  exact?: boolean;
}

/** `Unit ns/op better=higher assume=exact`: the unit and its keys, into `units`; other keys are kept by no one. */
function readUnitLine(text: string, units: Map<string, UnitMetadata>, file: string, line: number): void {
  const [, unit, ...pairs] = text.trim().split(/\s+/);
  if (unit === undefined) throw new ParseError({ file, line }, 'expected a unit after "Unit" (as "Unit ns/op better=lower")');
  const metadata = units.get(unit) ?? {};
  for (const pair of pairs) {
    const [key, value] = pair.split('=', 2);
    if (key === 'better') {
      if (value !== 'higher' && value !== 'lower') throw new ParseError({ file, line }, `expected better=higher or better=lower, got "${pair.slice(0, 40)}"`);
      metadata.better = value;
    } else if (key === 'assume') metadata.exact = value === 'exact';
  }
  units.set(unit, metadata);
}

/** The series with what the file's `Unit` lines say of their units. */
function withUnitMetadata(series: Series[], units: ReadonlyMap<string, UnitMetadata>): Series[] {
  if (units.size === 0) return series;
  const byMetric = new Map<string, UnitMetadata>();
  for (const [unit, metadata] of units) byMetric.set(goMetric(unit).metric, metadata);
  return series.map((one) => {
    const metadata = byMetric.get(one.metric);
    if (metadata === undefined) return one;
    const updated: Series = { ...one, better: metadata.better ?? one.better };
    return metadata.exact === true ? { ...updated, exact: true } : updated;
  });
}

/**
 * `go test -bench` text. Every result line is one sample (`-count N` gives N lines). A run is one
 * `go test` process: a file holds as many as were concatenated into it (`cat old-*.txt`, `>>`).
 * `go test ./...` prints a block per package (`goos:`, `goarch:`, `pkg:`, `cpu:`, results, `ok`),
 * each package's process once, so a run ends where a header comes again for a package the run
 * already has (docs/statistics.md, Coming from benchstat). Every value-unit pair on a line is a metric.
 * Benchmarks are qualified by the `pkg:` line above them (`example.com/pkg.BenchmarkX-8`) so that
 * equal names in different packages stay apart; the `-8` suffix (GOMAXPROCS) is kept, not stripped.
 * A `note:` line qualifies the names below it as benchstat does (`BenchmarkX-8 (note: TEXT)`), and
 * `Unit UNIT better=higher assume=exact` lines set a unit's direction and exactness (benchfmt).
 *
 * Written as a scanner over offsets (no substring per field): 50 MB files are a goal (README).
 */
export function parseGoBench(source: SourceText): ParsedFile {
  // Bytes, not the decoded text: a byte is read in half the time of a character here, and
  // names are decoded only when a benchmark's targets are made (UTF-8 never puts a byte below
  // 0x80 inside a character, so spaces, tabs and newlines split it as they split the text).
  const bytes = sourceBytes(source);
  const results = new GoResults(bytes, source.name);
  const units = new Map<string, UnitMetadata>();
  let lineNumber = 0;
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    lineNumber++;
    const lineStart = start;
    start = end + 1;
    const first = bytes[lineStart];
    if (first === 66 /* B */) results.line(lineStart, end, lineNumber);
    else if (first === 112 /* p */ && startsWith(bytes, PKG, lineStart)) results.block({ pkg: decode(bytes, lineStart + 5, end).trim() });
    else if (first === 103 /* g */ && startsWith(bytes, GOOS, lineStart)) results.block(undefined);
    else if (first === 110 /* n */ && startsWith(bytes, NOTE, lineStart)) results.block({ note: decode(bytes, lineStart + NOTE.length, end).trim() });
    else if (first === 85 /* U */ && startsWith(bytes, UNIT, lineStart)) readUnitLine(decode(bytes, lineStart, end), units, source.name, lineNumber);
  }
  const builder = results.finish();
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no benchmark result lines (expected lines like "BenchmarkX-8   1000   1234 ns/op")');
  return { series: withUnitMetadata(builder.build(), units), samplesInRange: builder.samplesInRange };
}

export const goBenchFormat: Format = {
  id: 'go',
  description: 'go test -bench text output',
  detect: (source) => /^Benchmark\S*\s+\d+\s+\S+\s+\S+/m.test(headOf(source)),
  parse: parseGoBench,
};

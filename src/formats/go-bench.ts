import { ParseError } from '../errors.js';
import { own, parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';
import { parseDecimal } from './number.js';
import { allDigits, BENCHMARK, decode, GOOS, isBlank, NOTE, PKG, readRepeat, sameAt, sameUnits, scanFields, sourceBytes, startsWith, UNIT } from './go-scan.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { GoNameTable } from './go-names.js';
import { SeriesBuilder, type SeriesHandle } from './series-builder.js';
import type { Better, Series } from '../model/series.js';

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
/** The series a file has made for one name: the handle of its only metric (most names), or a list by metric. */
type KnownSeries = SeriesHandle | { readonly metric: string; readonly handle: SeriesHandle }[];

// Shared by every file of a process: the files of a comparison name the same benchmarks. A name's
// record also finds the series the file being parsed made for it, without a Map of names.
const goNames = new GoNameTable<KnownSeries>();

/** A custom unit from b.ReportMetric: `words/op` is a count per operation, `items/s` a rate. */
function goMetric(unit: string): GoMetric {
  const known = own(KNOWN_UNITS, unit) ?? metricCache.get(unit);
  if (known !== undefined) return known;
  const metric = { metric: unit, unit: parseUnit(unit) };
  metricCache.set(unit, metric);
  return metric;
}

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

/** Where a result line's samples go, kept while consecutive lines repeat the benchmark and units. */
interface LineTargets {
  /** Where the name and the units stand in the text, on the line that made these targets. */
  readonly spans: number[];
  pkg: string;
  note: string;
  readonly metrics: GoMetric[];
  /** The series of metric k. */
  readonly handles: SeriesHandle[];
}

/** The series of a name's metric in this file: the one made before, or a new one. */
function seriesFor(builder: SeriesBuilder, record: number, parse: number, metric: GoMetric): SeriesHandle {
  const known = goNames.keptFor(record, parse);
  if (known !== undefined) {
    if (!Array.isArray(known)) {
      if (known.metric === metric.metric) return known;
    } else
      for (let i = 0; i < known.length; i++) {
        const series = known[i] as { readonly metric: string; readonly handle: SeriesHandle };
        if (series.metric === metric.metric) return series.handle;
      }
  }
  const handle = builder.newSeries(goNames.nameOf(record), metric.metric, metric.unit.base, metric.unit.better);
  if (known === undefined) goNames.keep(record, parse, handle);
  else if (!Array.isArray(known))
    goNames.keep(record, parse, [
      { metric: known.metric, handle: known },
      { metric: metric.metric, handle },
    ]);
  else known.push({ metric: metric.metric, handle });
  return handle;
}

/**
 * Hands the samples gathered for `targets` (pending[k][0, count) for its metric k) to the
 * builder, each series' at its final length, as samples of run `run` of the file.
 */
function flushTargets(builder: SeriesBuilder, targets: LineTargets | undefined, pending: readonly number[][], count: number, run: number): void {
  if (targets === undefined || count === 0) return;
  for (let k = 0; k < targets.handles.length; k++) builder.appendTo(targets.handles[k] as SeriesHandle, pending[k] as number[], count, run);
}

/**
 * Field k of the line scanned into `bounds`, as text. A function of the module, not a closure
 * made per file: code optimised while calling one file's closure was thrown away at the next
 * file's ("wrong call target"), and parsed in the interpreter until optimised again.
 */
function fieldText(bytes: Buffer, bounds: readonly number[], k: number): string {
  return decode(bytes, bounds[2 * k] as number, bounds[2 * k + 1] as number);
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
  const builder = new SeriesBuilder();
  const parse = goNames.startParse();
  // Bytes, not the decoded text: a byte is read in half the time of a character here, and
  // names are decoded only when a benchmark's targets are made (UTF-8 never puts a byte below
  // 0x80 inside a character, so spaces, tabs and newlines split it as they split the text).
  const bytes = sourceBytes(source);
  const words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Room for 32 fields from the start: scanFields' stores past the end of lists grown by it
  // threw its optimised code away at a file's first line longer than any before.
  const bounds = new Array<number>(64).fill(0);
  const values = new Array<number>(32).fill(Number.NaN);
  const repeated = new Array<number>(32).fill(Number.NaN);
  let pkg = '';
  // A `note:` line's text: benchstat keeps benchmarks under different notes apart, and so do we.
  let note = '';
  const units = new Map<string, UnitMetadata>();
  // The run of the file the lines belong to, the packages it has, and whether a header came
  // since the last result (the run is decided at the first result after it, once its package is known).
  let run = 0;
  const runPackages = new Set<string>();
  let afterHeader = false;
  let lineNumber = 0;
  let start = 0;
  let last: LineTargets | undefined;
  // The samples of the current targets, one list a metric, gathered until the targets change.
  const pending: number[][] = [];
  let pendingCount = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    lineNumber++;
    const lineStart = start;
    start = end + 1;
    const first = bytes[lineStart];
    const pkgLine = first === 112 /* p */ && startsWith(bytes, PKG, lineStart);
    if (pkgLine || (first === 103 /* g */ && startsWith(bytes, GOOS, lineStart))) {
      // A header: the samples so far are the last run's, and the next line starts new targets.
      flushTargets(builder, last, pending, pendingCount, run);
      pendingCount = 0;
      last = undefined;
      afterHeader = true;
      if (pkgLine) pkg = decode(bytes, lineStart + 5, end).trim();
      continue;
    }
    if (first === 110 /* n */ && startsWith(bytes, NOTE, lineStart)) {
      flushTargets(builder, last, pending, pendingCount, run);
      pendingCount = 0;
      last = undefined;
      afterHeader = true;
      note = decode(bytes, lineStart + NOTE.length, end).trim();
      continue;
    }
    if (first === 85 /* U */ && startsWith(bytes, UNIT, lineStart)) {
      readUnitLine(decode(bytes, lineStart, end), units, source.name, lineNumber);
      continue;
    }
    if (first !== 66 /* B */) continue;
    // -count N repeats a name N times: compared in place with the line that made the targets.
    const nameLength = last === undefined ? -1 : (last.spans[1] as number) - (last.spans[0] as number);
    const nameEnd = lineStart + nameLength;
    const sameName =
      last !== undefined &&
      nameEnd < end &&
      isBlank(bytes[nameEnd] as number) &&
      last.pkg === pkg &&
      last.note === note &&
      sameAt(bytes, words, lineStart, last.spans[0] as number, nameLength);
    // Most lines repeat the last benchmark with its units (-count N): read in one pass, into the same targets.
    if (sameName && readRepeat(bytes, words, nameEnd, end, (last as LineTargets).spans, repeated)) {
      const metrics = (last as LineTargets).metrics;
      for (let k = 0; k < metrics.length; k++) (pending[k] as number[])[pendingCount] = toBaseUnit(repeated[k] as number, (metrics[k] as GoMetric).unit);
      pendingCount++;
      continue;
    }
    // A repeated name starts with "Benchmark" as the line that made the targets did.
    if (!sameName && !startsWith(bytes, BENCHMARK, lineStart)) continue;
    let count: number;
    if (sameName) {
      bounds[0] = lineStart;
      bounds[1] = nameEnd;
      count = scanFields(bytes, nameEnd, end, bounds, values, 1);
    } else {
      count = scanFields(bytes, lineStart, end, bounds, values);
    }
    // A name alone on its line is go's header before a benchmark's own output, not a result.
    if (count < 3 || !allDigits(bytes, bounds[2] as number, bounds[3] as number)) continue;
    if ((count - 2) % 2 !== 0) {
      throw new ParseError(
        { file: source.name, line: lineNumber },
        `expected value-unit pairs after the iteration count, but "${fieldText(bytes, bounds, count - 1)}" has no unit`,
      );
    }
    const pairs = (count - 2) / 2;
    let targets = last;
    // Consecutive lines of one benchmark (-count N) reuse its targets: names and units are compared in place, not sliced.
    if (targets === undefined || !sameName || !sameUnits(bytes, words, bounds, targets.spans, pairs)) {
      flushTargets(builder, last, pending, pendingCount, run);
      pendingCount = 0;
      if (afterHeader) {
        afterHeader = false;
        const block = note === '' ? pkg : `${pkg}\u0000${note}`;
        if (runPackages.has(block)) {
          run++;
          runPackages.clear();
        }
        runPackages.add(block);
      }
      const record = goNames.record(bytes, bounds[0] as number, bounds[1] as number, pkg, note);
      // The next benchmark usually has the units of the last one: compared in place, its metrics reused, no unit decoded.
      const unitsAsBefore = last !== undefined && sameUnits(bytes, words, bounds, last.spans, pairs);
      // With the units of the last benchmark, its targets are written over: one object and three
      // lists a file rather than a benchmark, where each would outlive a few collections only to die.
      // Otherwise arrays of their final length: grown by push from empty, each would keep room for 17.
      const reused = unitsAsBefore ? (last as LineTargets) : undefined;
      const metrics = reused?.metrics ?? new Array<GoMetric>(pairs);
      const spans = reused?.spans ?? new Array<number>(2 + 2 * pairs);
      const handles = reused?.handles ?? new Array<SeriesHandle>(pairs);
      spans[0] = bounds[0] as number;
      spans[1] = bounds[1] as number;
      for (let k = 0; k < pairs; k++) {
        if (reused === undefined) metrics[k] = goMetric(fieldText(bytes, bounds, 3 + 2 * k));
        handles[k] = seriesFor(builder, record, parse, metrics[k] as GoMetric);
        if (pending.length <= k) pending.push([]);
        spans[2 + 2 * k] = bounds[6 + 4 * k] as number;
        spans[3 + 2 * k] = bounds[7 + 4 * k] as number;
      }
      if (reused === undefined) targets = { spans, pkg, note, metrics, handles };
      else {
        reused.pkg = pkg;
        reused.note = note;
        targets = reused;
      }
      last = targets;
    }
    for (let k = 0; k < pairs; k++) {
      const plain = values[2 + 2 * k] as number;
      const value = Number.isNaN(plain) ? parseDecimal(fieldText(bytes, bounds, 2 + 2 * k)) : plain;
      if (value === undefined)
        throw new ParseError(
          { file: source.name, line: lineNumber },
          `expected a number before the unit "${fieldText(bytes, bounds, 3 + 2 * k)}", found "${fieldText(bytes, bounds, 2 + 2 * k)}"`,
        );
      // At most one past the end: each list of pending has every earlier line's value, so it stays packed.
      (pending[k] as number[])[pendingCount] = toBaseUnit(value, (targets.metrics[k] as GoMetric).unit);
    }
    pendingCount++;
  }
  flushTargets(builder, last, pending, pendingCount, run);
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no benchmark result lines (expected lines like "BenchmarkX-8   1000   1234 ns/op")');
  return { series: withUnitMetadata(builder.build(), units), samplesInRange: builder.samplesInRange };
}

export const goBenchFormat: Format = {
  id: 'go',
  description: 'go test -bench text output',
  detect: (source) => /^Benchmark\S*\s+\d+\s+\S+\s+\S+/m.test(headOf(source)),
  parse: parseGoBench,
};

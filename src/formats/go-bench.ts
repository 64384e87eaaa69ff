import { ParseError } from '../errors.js';
import { own, parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';
import { parseDecimal, POWERS_OF_TEN } from './number.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { GoNameTable } from './go-names.js';
import { SeriesBuilder, type SeriesHandle } from './series-builder.js';

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
/** The series a file has made for one name, by metric. */
type KnownSeries = { readonly metric: string; readonly handle: SeriesHandle }[];

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

/** Where a result line's samples go, kept while consecutive lines repeat the benchmark and units. */
interface LineTargets {
  /** Where the name and the units stand in the text, on the line that made these targets. */
  readonly spans: readonly number[];
  readonly pkg: string;
  readonly metrics: readonly GoMetric[];
  /** The series of metric k. */
  readonly handles: readonly SeriesHandle[];
}

/** The series of a name's metric in this file: the one made before, or a new one. */
function seriesFor(builder: SeriesBuilder, record: number, parse: number, metric: GoMetric): SeriesHandle {
  let known = goNames.keptFor(record, parse);
  if (known !== undefined)
    for (let i = 0; i < known.length; i++) if ((known[i] as KnownSeries[number]).metric === metric.metric) return (known[i] as KnownSeries[number]).handle;
  const handle = builder.newSeries(goNames.nameOf(record), metric.metric, metric.unit.base, metric.unit.better);
  if (known === undefined) {
    known = [];
    goNames.keep(record, parse, known);
  }
  known.push({ metric: metric.metric, handle });
  return handle;
}

/**
 * Hands the samples gathered for `targets` (pending[k][0, count) for its metric k) to the
 * builder, each series' at its final length.
 */
function flushTargets(builder: SeriesBuilder, targets: LineTargets | undefined, pending: readonly number[][], count: number): void {
  if (targets === undefined || count === 0) return;
  for (let k = 0; k < targets.handles.length; k++) builder.appendTo(targets.handles[k] as SeriesHandle, pending[k] as number[], count);
}

/**
 * Start and end offsets of a line's whitespace-separated fields (tabs and spaces, as go test
 * aligns them), from field `count` on (the fields before it already in `bounds`); returns how
 * many there are. The number fields (2, 4, 6, ...) are read in the same pass: `values[k]` is
 * field k as a plain decimal of up to 15 digits (parseDecimalAt's fast path), NaN for anything
 * else, which the caller hands to parseDecimal.
 */
function scanFields(bytes: Uint8Array, from: number, to: number, bounds: number[], values: number[], count = 0): number {
  let i = from;
  while (i < to) {
    let code = bytes[i] as number;
    while (i < to && (code === 32 || code === 9 || code === 13)) code = bytes[++i] as number;
    if (i >= to) break;
    const start = i;
    if (count >= 2 && (count & 1) === 0) {
      let mantissa = 0;
      let digits = 0;
      let fraction = -1;
      let plain = true;
      while (i < to && code !== 32 && code !== 9 && code !== 13) {
        if (code >= 48 && code <= 57) {
          mantissa = mantissa * 10 + (code - 48);
          digits++;
          if (fraction >= 0) fraction++;
        } else if (code === 46 && fraction < 0) {
          fraction = 0;
        } else {
          plain = false;
        }
        code = bytes[++i] as number;
      }
      values[count] = !plain || digits === 0 || digits > 15 ? Number.NaN : fraction > 0 ? mantissa / (POWERS_OF_TEN[fraction] as number) : mantissa;
    } else {
      while (i < to && code !== 32 && code !== 9 && code !== 13) code = bytes[++i] as number;
    }
    bounds[2 * count] = start;
    bounds[2 * count + 1] = i;
    count++;
  }
  return count;
}

/**
 * `go test -bench` text. Every result line is one sample (`-count N` gives N lines); the whole
 * file is one run. Every value-unit pair on a line is a metric. Benchmarks are qualified by the
 * `pkg:` line above them (`example.com/pkg.BenchmarkX-8`) so that equal names in different
 * packages stay apart; the `-8` suffix (GOMAXPROCS) is kept, not stripped.
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
  const bounds: number[] = [];
  const values: number[] = [];
  let pkg = '';
  let lineNumber = 0;
  let start = 0;
  let last: LineTargets | undefined;
  // The samples of the current targets, one list a metric, gathered until the targets change.
  const pending: number[][] = [];
  let pendingCount = 0;
  const field = (k: number): string => decode(bytes, bounds[2 * k] as number, bounds[2 * k + 1] as number);
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    lineNumber++;
    const lineStart = start;
    start = end + 1;
    const first = bytes[lineStart];
    if (first === 112 /* p */ && startsWith(bytes, PKG, lineStart)) {
      pkg = decode(bytes, lineStart + 5, end).trim();
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
      sameAt(bytes, words, lineStart, last.spans[0] as number, nameLength);
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
        `expected value-unit pairs after the iteration count, but "${field(count - 1)}" has no unit`,
      );
    }
    const pairs = (count - 2) / 2;
    let targets = last;
    // Consecutive lines of one benchmark (-count N) reuse its targets: names and units are compared in place, not sliced.
    if (targets === undefined || !sameName || !sameUnits(bytes, words, bounds, targets.spans, pairs)) {
      flushTargets(builder, last, pending, pendingCount);
      pendingCount = 0;
      const record = goNames.record(bytes, bounds[0] as number, bounds[1] as number, pkg);
      // The next benchmark usually has the units of the last one: compared in place, its metrics reused, no unit decoded.
      const unitsAsBefore = last !== undefined && sameUnits(bytes, words, bounds, last.spans, pairs);
      // Arrays of their final length: grown by push from empty, each would keep room for 17.
      const metrics = unitsAsBefore ? (last as LineTargets).metrics : new Array<GoMetric>(pairs);
      const spans = new Array<number>(2 + 2 * pairs);
      const handles = new Array<SeriesHandle>(pairs);
      spans[0] = bounds[0] as number;
      spans[1] = bounds[1] as number;
      for (let k = 0; k < pairs; k++) {
        if (!unitsAsBefore) (metrics as GoMetric[])[k] = goMetric(field(3 + 2 * k));
        handles[k] = seriesFor(builder, record, parse, metrics[k] as GoMetric);
        if (pending.length <= k) pending.push([]);
        spans[2 + 2 * k] = bounds[6 + 4 * k] as number;
        spans[3 + 2 * k] = bounds[7 + 4 * k] as number;
      }
      targets = { spans, pkg, metrics, handles };
      last = targets;
    }
    for (let k = 0; k < pairs; k++) {
      const plain = values[2 + 2 * k] as number;
      const value = Number.isNaN(plain) ? parseDecimal(field(2 + 2 * k)) : plain;
      if (value === undefined)
        throw new ParseError({ file: source.name, line: lineNumber }, `expected a number before the unit "${field(3 + 2 * k)}", found "${field(2 + 2 * k)}"`);
      // At most one past the end: each list of pending has every earlier line's value, so it stays packed.
      (pending[k] as number[])[pendingCount] = toBaseUnit(value, (targets.metrics[k] as GoMetric).unit);
    }
    pendingCount++;
  }
  flushTargets(builder, last, pending, pendingCount);
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no benchmark result lines (expected lines like "BenchmarkX-8   1000   1234 ns/op")');
  return { series: builder.build() };
}

/** Whether text[from, to) is all ASCII digits (the iteration count), without a substring. */
function allDigits(bytes: Uint8Array, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; i++) {
    const code = bytes[i] as number;
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * Whether bytes[a, a + length) and bytes[b, b + length) are equal, four bytes at a time (`words`
 * views the same bytes): a repeated benchmark name is compared on nine lines of ten.
 */
function sameAt(bytes: Uint8Array, words: DataView, a: number, b: number, length: number): boolean {
  let i = 0;
  for (; i + 4 <= length; i += 4) if (words.getInt32(a + i) !== words.getInt32(b + i)) return false;
  for (; i < length; i++) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}

/** Whether this line's units (fields 3, 5, ...) are those of the line that made the targets. */
function sameUnits(bytes: Uint8Array, words: DataView, bounds: readonly number[], spans: readonly number[], pairs: number): boolean {
  if (spans.length !== 2 + 2 * pairs) return false;
  for (let k = 1; k <= pairs; k++) {
    const field = 1 + 2 * k;
    const from = bounds[2 * field] as number;
    const start = spans[2 * k] as number;
    const length = (spans[2 * k + 1] as number) - start;
    if ((bounds[2 * field + 1] as number) - from !== length || !sameAt(bytes, words, from, start, length)) return false;
  }
  return true;
}

const PKG = Buffer.from('pkg: ');
const BENCHMARK = Buffer.from('Benchmark');

/**
 * The file's bytes as read (a BOM skipped by the caller's offsets), or the text encoded when only
 * text is at hand; as a Buffer over the same memory, whose toString decodes a range without a view.
 */
function sourceBytes(source: SourceText): Buffer {
  const read = source.bytes ?? Buffer.from(source.text, 'utf8');
  const bytes = Buffer.isBuffer(read) ? read : Buffer.from(read.buffer, read.byteOffset, read.byteLength);
  // A byte-order mark is not part of the first line.
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

function decode(bytes: Buffer, from: number, to: number): string {
  return bytes.toString('utf8', from, to);
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array, at: number): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 13;
}

export const goBenchFormat: Format = {
  id: 'go',
  description: 'go test -bench text output',
  detect: (source) => /^Benchmark\S*\s+\d+\s+\S+\s+\S+/m.test(headOf(source)),
  parse: parseGoBench,
};

import { ParseError } from '../errors.js';
import { own, parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';
import { parseDecimal, POWERS_OF_TEN } from './number.js';
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
  /** The benchmark's name as the line wrote it (without the package). */
  readonly bareName: string;
  readonly pkg: string;
  readonly samples: readonly number[][];
  readonly metrics: readonly GoMetric[];
}

/**
 * Start and end offsets of a line's whitespace-separated fields (tabs and spaces, as go test
 * aligns them), from field `count` on (the fields before it already in `bounds`); returns how
 * many there are. The number fields (2, 4, 6, ...) are read in the same pass: `values[k]` is
 * field k as a plain decimal of up to 15 digits (parseDecimalAt's fast path), NaN for anything
 * else, which the caller hands to parseDecimal.
 */
function scanFields(text: string, from: number, to: number, bounds: number[], values: number[], count = 0): number {
  let i = from;
  while (i < to) {
    let code = text.charCodeAt(i);
    while (i < to && (code === 32 || code === 9 || code === 13)) code = text.charCodeAt(++i);
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
        code = text.charCodeAt(++i);
      }
      values[count] = !plain || digits === 0 || digits > 15 ? Number.NaN : fraction > 0 ? mantissa / (POWERS_OF_TEN[fraction] as number) : mantissa;
    } else {
      while (i < to && code !== 32 && code !== 9 && code !== 13) code = text.charCodeAt(++i);
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
  const text = source.text;
  const bounds: number[] = [];
  const values: number[] = [];
  let pkg = '';
  let lineNumber = 0;
  let start = 0;
  let last: LineTargets | undefined;
  const field = (k: number): string => text.slice(bounds[2 * k], bounds[2 * k + 1]);
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    lineNumber++;
    const lineStart = start;
    start = end + 1;
    const first = text.charCodeAt(lineStart);
    if (first === 112 /* p */ && text.startsWith('pkg: ', lineStart)) {
      pkg = text.slice(lineStart + 5, end).trim();
      continue;
    }
    if (first !== 66 /* B */ || !text.startsWith('Benchmark', lineStart)) continue;
    // -count N repeats a name N times: one builtin startsWith finds it without scanning it again.
    const nameEnd = last === undefined ? -1 : lineStart + last.bareName.length;
    const sameName = last !== undefined && nameEnd < end && isBlank(text.charCodeAt(nameEnd)) && last.pkg === pkg && text.startsWith(last.bareName, lineStart);
    let count: number;
    if (sameName) {
      bounds[0] = lineStart;
      bounds[1] = nameEnd;
      count = scanFields(text, nameEnd, end, bounds, values, 1);
    } else {
      count = scanFields(text, lineStart, end, bounds, values);
    }
    // A name alone on its line is go's header before a benchmark's own output, not a result.
    if (count < 3 || !allDigits(text, bounds[2] as number, bounds[3] as number)) continue;
    if ((count - 2) % 2 !== 0) {
      throw new ParseError(
        { file: source.name, line: lineNumber },
        `expected value-unit pairs after the iteration count, but "${field(count - 1)}" has no unit`,
      );
    }
    const pairs = (count - 2) / 2;
    let targets = last;
    // Consecutive lines of one benchmark (-count N) reuse its targets: names and units are compared in place, not sliced.
    if (targets === undefined || !sameName || !sameUnits(text, bounds, targets.spans, pairs)) {
      const bareName = field(0);
      const name = pkg === '' ? bareName : `${pkg}.${bareName}`;
      const metrics: GoMetric[] = [];
      const samples: number[][] = [];
      for (let k = 0; k < pairs; k++) {
        const unit = field(3 + 2 * k);
        const metric = goMetric(unit);
        metrics.push(metric);
        samples.push(builder.samplesOf(name, metric.metric, metric.unit.base, metric.unit.better));
      }
      const spans = [bounds[0] as number, bounds[1] as number];
      for (let k = 0; k < pairs; k++) spans.push(bounds[6 + 4 * k] as number, bounds[7 + 4 * k] as number);
      targets = { spans, bareName, pkg, samples, metrics };
      last = targets;
    }
    for (let k = 0; k < pairs; k++) {
      const plain = values[2 + 2 * k] as number;
      const value = Number.isNaN(plain) ? parseDecimal(field(2 + 2 * k)) : plain;
      if (value === undefined)
        throw new ParseError({ file: source.name, line: lineNumber }, `expected a number before the unit "${field(3 + 2 * k)}", found "${field(2 + 2 * k)}"`);
      (targets.samples[k] as number[]).push(toBaseUnit(value, (targets.metrics[k] as GoMetric).unit));
    }
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no benchmark result lines (expected lines like "BenchmarkX-8   1000   1234 ns/op")');
  return { series: builder.build() };
}

/** Whether text[from, to) is all ASCII digits (the iteration count), without a substring. */
function allDigits(text: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** Whether text[a, a + length) and text[b, b + length) are equal: two places of the same flat string, no substring. */
function sameAt(text: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (text.charCodeAt(a + i) !== text.charCodeAt(b + i)) return false;
  return true;
}

/** Whether this line's units (fields 3, 5, ...) are those of the line that made the targets. */
function sameUnits(text: string, bounds: readonly number[], spans: readonly number[], pairs: number): boolean {
  if (spans.length !== 2 + 2 * pairs) return false;
  for (let k = 1; k <= pairs; k++) {
    const field = 1 + 2 * k;
    const from = bounds[2 * field] as number;
    const start = spans[2 * k] as number;
    const length = (spans[2 * k + 1] as number) - start;
    if ((bounds[2 * field + 1] as number) - from !== length || !sameAt(text, from, start, length)) return false;
  }
  return true;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 13;
}

export const goBenchFormat: Format = {
  id: 'go',
  description: 'go test -bench text output',
  detect: ({ text }) => /^Benchmark\S*\s+\d+\s+\S+\s+\S+/m.test(text.slice(0, 65536)),
  parse: parseGoBench,
};

import { ParseError } from '../errors.js';
import { own, parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';
import { parseDecimal } from './number.js';
import { allDigits, BENCHMARK, decode, isBlank, readRepeat, sameAt, sameUnits, scanFields, startsWith } from './go-scan.js';
import { GoNameTable } from './go-names.js';
import { SeriesBuilder, type SeriesHandle } from './series-builder.js';

// The result lines of `go test -bench` text (go-bench.ts reads the rest): each line's samples into
// the series of its benchmark and metrics, read as a scanner over offsets (no substring per field).

export interface GoMetric {
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
export function goMetric(unit: string): GoMetric {
  const known = own(KNOWN_UNITS, unit) ?? metricCache.get(unit);
  if (known !== undefined) return known;
  const metric = { metric: unit, unit: parseUnit(unit) };
  metricCache.set(unit, metric);
  return metric;
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
 * Field k of the line scanned into `bounds`, as text. A function of the module, not a closure
 * made per file: code optimised while calling one file's closure was thrown away at the next
 * file's ("wrong call target"), and parsed in the interpreter until optimised again.
 */
function fieldText(bytes: Buffer, bounds: readonly number[], k: number): string {
  return decode(bytes, bounds[2 * k] as number, bounds[2 * k + 1] as number);
}

/**
 * The result lines of one file, in order: a line's samples go to the targets of its benchmark,
 * gathered in `pending` (one list a metric) until the targets change; a run of the file ends where
 * a header comes again for a package the run already has (go-bench.ts).
 */
export class GoResults {
  private readonly builder = new SeriesBuilder();
  private readonly parse = goNames.startParse();
  private readonly words: DataView;
  // Room for 32 fields from the start: scanFields' stores past the end of lists grown by it
  // threw its optimised code away at a file's first line longer than any before.
  private readonly bounds = new Array<number>(64).fill(0);
  private readonly values = new Array<number>(32).fill(Number.NaN);
  private readonly repeated = new Array<number>(32).fill(Number.NaN);
  /** The `pkg:` and `note:` lines above the results: they qualify the names (benchstat keeps notes apart too). */
  private pkg = '';
  private note = '';
  // The run of the file the lines belong to, the packages it has, and whether a header came
  // since the last result (the run is decided at the first result after it, once its package is known).
  private run = 0;
  private readonly runPackages = new Set<string>();
  private afterHeader = false;
  private last: LineTargets | undefined;
  private readonly pending: number[][] = [];
  private pendingCount = 0;

  constructor(
    private readonly bytes: Buffer,
    private readonly file: string,
  ) {
    this.words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** A header (`goos:`, `pkg:`) or `note:` line: the samples so far are the last run's, and the next result starts new targets. */
  block(qualifier: { pkg: string } | { note: string } | undefined): void {
    this.flush();
    this.last = undefined;
    this.afterHeader = true;
    if (qualifier === undefined) return;
    if ('pkg' in qualifier) this.pkg = qualifier.pkg;
    else this.note = qualifier.note;
  }

  /** A line that starts with "B" (bytes [lineStart, end)): a result's samples, or nothing when it is not one. */
  line(lineStart: number, end: number, lineNumber: number): void {
    const { bytes, words, last, bounds } = this;
    // -count N repeats a name N times: compared in place with the line that made the targets.
    const nameLength = last === undefined ? -1 : (last.spans[1] as number) - (last.spans[0] as number);
    const nameEnd = lineStart + nameLength;
    const sameName =
      last !== undefined &&
      nameEnd < end &&
      isBlank(bytes[nameEnd] as number) &&
      last.pkg === this.pkg &&
      last.note === this.note &&
      sameAt(bytes, words, lineStart, last.spans[0] as number, nameLength);
    // Most lines repeat the last benchmark with its units (-count N): read in one pass, into the same targets.
    if (sameName && readRepeat(bytes, words, nameEnd, end, last.spans, this.repeated)) {
      const metrics = last.metrics;
      for (let k = 0; k < metrics.length; k++)
        (this.pending[k] as number[])[this.pendingCount] = toBaseUnit(this.repeated[k] as number, (metrics[k] as GoMetric).unit);
      this.pendingCount++;
      return;
    }
    // A repeated name starts with "Benchmark" as the line that made the targets did.
    if (!sameName && !startsWith(bytes, BENCHMARK, lineStart)) return;
    let count: number;
    if (sameName) {
      bounds[0] = lineStart;
      bounds[1] = nameEnd;
      count = scanFields(bytes, nameEnd, end, bounds, this.values, 1);
    } else {
      count = scanFields(bytes, lineStart, end, bounds, this.values);
    }
    // A name alone on its line is go's header before a benchmark's own output, not a result.
    if (count < 3 || !allDigits(bytes, bounds[2] as number, bounds[3] as number)) return;
    if ((count - 2) % 2 !== 0) {
      throw new ParseError(
        { file: this.file, line: lineNumber },
        `expected value-unit pairs after the iteration count, but "${fieldText(bytes, bounds, count - 1)}" has no unit`,
      );
    }
    const pairs = (count - 2) / 2;
    // Consecutive lines of one benchmark (-count N) reuse its targets: names and units are compared in place, not sliced.
    const targets = last !== undefined && sameName && sameUnits(bytes, words, bounds, last.spans, pairs) ? last : this.newTargets(pairs);
    this.addValues(targets, pairs, lineNumber);
  }

  /** The samples gathered so far, handed to the builder; the builder's series once the file is read. */
  finish(): SeriesBuilder {
    this.flush();
    goNames.endParse();
    return this.builder;
  }

  /**
   * Hands the samples gathered for the last targets (pending[k][0, count) for its metric k) to the
   * builder, each series' at its final length, as samples of the current run of the file.
   */
  private flush(): void {
    const targets = this.last;
    if (targets !== undefined && this.pendingCount > 0)
      for (let k = 0; k < targets.handles.length; k++)
        this.builder.appendTo(targets.handles[k] as SeriesHandle, this.pending[k] as number[], this.pendingCount, this.run);
    this.pendingCount = 0;
  }

  /** The targets of the benchmark scanned into `bounds`, in the run it belongs to. */
  private newTargets(pairs: number): LineTargets {
    const { bytes, bounds, last } = this;
    this.flush();
    if (this.afterHeader) {
      this.afterHeader = false;
      const block = this.note === '' ? this.pkg : `${this.pkg}\u0000${this.note}`;
      if (this.runPackages.has(block)) {
        this.run++;
        this.runPackages.clear();
      }
      this.runPackages.add(block);
    }
    const record = goNames.record(bytes, bounds[0] as number, bounds[1] as number, this.pkg, this.note);
    // The next benchmark usually has the units of the last one: compared in place, its metrics reused, no unit decoded.
    // Its targets are then written over: one object and three lists a file rather than a benchmark,
    // where each would outlive a few collections only to die. Otherwise arrays of their final
    // length: grown by push from empty, each would keep room for 17.
    const reused = last !== undefined && sameUnits(bytes, this.words, bounds, last.spans, pairs) ? last : undefined;
    const metrics = reused?.metrics ?? new Array<GoMetric>(pairs);
    const spans = reused?.spans ?? new Array<number>(2 + 2 * pairs);
    const handles = reused?.handles ?? new Array<SeriesHandle>(pairs);
    spans[0] = bounds[0] as number;
    spans[1] = bounds[1] as number;
    for (let k = 0; k < pairs; k++) {
      if (reused === undefined) metrics[k] = goMetric(fieldText(bytes, bounds, 3 + 2 * k));
      handles[k] = seriesFor(this.builder, record, this.parse, metrics[k] as GoMetric);
      if (this.pending.length <= k) this.pending.push([]);
      spans[2 + 2 * k] = bounds[6 + 4 * k] as number;
      spans[3 + 2 * k] = bounds[7 + 4 * k] as number;
    }
    let targets: LineTargets;
    if (reused === undefined) targets = { spans, pkg: this.pkg, note: this.note, metrics, handles };
    else {
      reused.pkg = this.pkg;
      reused.note = this.note;
      targets = reused;
    }
    this.last = targets;
    return targets;
  }

  /** The values of the line scanned into `bounds`, one sample of each of the targets' series. */
  private addValues(targets: LineTargets, pairs: number, lineNumber: number): void {
    const { bytes, bounds } = this;
    for (let k = 0; k < pairs; k++) {
      const plain = this.values[2 + 2 * k] as number;
      const value = Number.isNaN(plain) ? parseDecimal(fieldText(bytes, bounds, 2 + 2 * k)) : plain;
      if (value === undefined)
        throw new ParseError(
          { file: this.file, line: lineNumber },
          `expected a number before the unit "${fieldText(bytes, bounds, 3 + 2 * k)}", found "${fieldText(bytes, bounds, 2 + 2 * k)}"`,
        );
      // At most one past the end: each list of pending has every earlier line's value, so it stays packed.
      (this.pending[k] as number[])[this.pendingCount] = toBaseUnit(value, (targets.metrics[k] as GoMetric).unit);
    }
    this.pendingCount++;
  }
}

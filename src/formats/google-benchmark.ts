import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder, type SeriesHandle } from './series-builder.js';
import { parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';

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

/** The JSON path of row `index`, for error messages. */
const rowPath = (index: number): string => `benchmarks[${index}]`;

/** The unit of a user counter: `*_per_second` are rates, anything else a plain count. */
function counterUnit(key: string): string {
  return key === 'bytes_per_second' ? 'B/s' : key.endsWith('_per_second') ? `${key.slice(0, -'_per_second'.length)}/s` : '';
}

/** The metrics of one benchmark row: `real_time`, `cpu_time` and the user counters, each with its unit. */
function rowMetrics(row: Record<string, unknown>, path: string, reader: JsonReader): { metric: string; unit: string; value: number }[] {
  const timeUnit = row.time_unit === undefined ? 'ns' : reader.string(row.time_unit, `${path}.time_unit`);
  const metrics = [
    { metric: 'real_time', unit: timeUnit, value: reader.number(row.real_time, `${path}.real_time`) },
    { metric: 'cpu_time', unit: timeUnit, value: reader.number(row.cpu_time, `${path}.cpu_time`) },
  ];
  for (const [key, value] of Object.entries(row)) {
    if (RESERVED.has(key) || typeof value !== 'number') continue;
    metrics.push({ metric: key, unit: counterUnit(key), value: reader.number(value, `${path}.${key}`) });
  }
  return metrics;
}

/** One metric of the benchmark whose rows are being read: its series, its unit, and its samples so far. */
interface Target {
  readonly handle: SeriesHandle;
  readonly unit: UnitInfo;
  readonly values: number[];
  count: number;
}

/**
 * Where the samples of one benchmark's repetitions gather while consecutive rows repeat its name
 * and time unit (one lookup a benchmark, not three a row), to go to sample memory together
 * (SeriesBuilder.appendTo: no list of numbers a series). The lists are the parse's, lent to one
 * benchmark at a time.
 */
class RowTargets {
  private readonly counters = new Map<string, Target>();
  /** real_time, cpu_time, then the counters in first-seen order. */
  private readonly targets: Target[];
  readonly time: UnitInfo;
  /** The keys of the last row, in order, and those of them that are not reserved (its counters where their values are numbers). */
  private keys: string[] = [];
  private candidates: string[] = [];

  constructor(
    private readonly builder: SeriesBuilder,
    private readonly lists: number[][],
    readonly name: string,
    readonly timeUnit: string,
  ) {
    this.time = parseUnit(timeUnit);
    this.targets = [this.target(0, 'real_time', this.time), this.target(1, 'cpu_time', this.time)];
  }

  /** The target of a metric, its samples gathered in list `slot` of the parse's lists. */
  private target(slot: number, metric: string, unit: UnitInfo): Target {
    const values = (this.lists[slot] ??= []);
    return { handle: this.builder.handleOf(this.name, metric, unit.base, unit.better), unit, values, count: 0 };
  }

  /** Adds row `index` (of the file's benchmarks) as one sample of each metric. */
  add(row: Record<string, unknown>, index: number, reader: JsonReader): void {
    const [real, cpu] = this.targets as [Target, Target];
    real.values[real.count++] = toBaseUnit(
      typeof row.real_time === 'number' ? row.real_time : reader.number(row.real_time, `${rowPath(index)}.real_time`),
      this.time,
    );
    cpu.values[cpu.count++] = toBaseUnit(
      typeof row.cpu_time === 'number' ? row.cpu_time : reader.number(row.cpu_time, `${rowPath(index)}.cpu_time`),
      this.time,
    );
    // The rows of a benchmark have one shape: their keys compared with the last row's (the same
    // strings: JSON.parse internalizes keys) leave only the few others to look at.
    let same = 0;
    for (const key in row) {
      if (key !== this.keys[same]) {
        same = -1;
        break;
      }
      same++;
    }
    if (same !== this.keys.length) {
      this.keys = [];
      this.candidates = [];
      for (const key in row) {
        this.keys.push(key);
        if (!RESERVED.has(key)) this.candidates.push(key);
      }
    }
    const candidates = this.candidates;
    for (let k = 0; k < candidates.length; k++) {
      const key = candidates[k] as string;
      const value = row[key];
      if (typeof value !== 'number') continue;
      if (!Number.isFinite(value)) reader.fail(`${rowPath(index)}.${key}`, 'a finite number');
      let counter = this.counters.get(key);
      if (counter === undefined) {
        counter = this.target(this.targets.length, key, parseUnit(counterUnit(key)));
        this.counters.set(key, counter);
        this.targets.push(counter);
      }
      counter.values[counter.count++] = toBaseUnit(value, counter.unit);
    }
  }

  /** Puts the samples gathered into sample memory, one run of each metric's series. */
  flush(): void {
    for (const { handle, values, count } of this.targets) if (count > 0) this.builder.appendTo(handle, values, count);
  }
}

/**
 * Google Benchmark JSON (`--benchmark_format=json` or `--benchmark_out`). Every
 * `run_type: "iteration"` row is a sample (one per repetition); aggregate rows (mean, median,
 * stddev, cv, BigO) are summaries of those and are skipped. A benchmark with aggregates only
 * (`--benchmark_report_aggregates_only=true`) becomes a summary-only series from its `mean` and
 * `stddev` rows and `repetitions`, which the report labels as such. Metrics: `real_time` and
 * `cpu_time` in `time_unit`; user counters, of which `*_per_second` (bytes_per_second,
 * items_per_second) are rates.
 */
function parseGoogleBenchmark(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const rows = reader.array(root.benchmarks, 'benchmarks');
  const builder = new SeriesBuilder();
  const withSamples = new Set<string>();
  // run_name → its mean and stddev rows, used only when no repetition of it is in the file.
  const aggregates = new Map<string, { mean?: { row: Record<string, unknown>; index: number }; stddev?: Record<string, unknown> }>();
  let targets: RowTargets | undefined;
  const lists: number[][] = [];
  // Index loops and paths made only for an error message: 150,000 rows a file, no closure each.
  for (let i = 0; i < rows.length; i++) {
    const entry = rows[i];
    const row = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : reader.object(entry, rowPath(i));
    if (row.error_occurred === true) continue;
    const runType =
      row.run_type === undefined ? 'iteration' : typeof row.run_type === 'string' ? row.run_type : reader.string(row.run_type, `${rowPath(i)}.run_type`);
    const given = row.run_name ?? row.name;
    const name = typeof given === 'string' ? given : reader.string(given, `${rowPath(i)}.name`);
    if (runType === 'aggregate') {
      const kind = row.aggregate_name;
      const found = aggregates.get(name) ?? {};
      if (kind === 'mean') found.mean = { row, index: i };
      else if (kind === 'stddev') found.stddev = row;
      aggregates.set(name, found);
      continue;
    }
    if (runType !== 'iteration') continue;
    const timeUnit =
      row.time_unit === undefined ? 'ns' : typeof row.time_unit === 'string' ? row.time_unit : reader.string(row.time_unit, `${rowPath(i)}.time_unit`);
    if (targets === undefined || targets.name !== name || targets.timeUnit !== timeUnit) {
      targets?.flush();
      withSamples.add(name);
      targets = new RowTargets(builder, lists, name, timeUnit);
    }
    targets.add(row, i, reader);
  }
  targets?.flush();
  for (const [name, { mean, stddev }] of aggregates) {
    if (withSamples.has(name) || mean === undefined) continue;
    // Read only when used: a file with the repetitions themselves needs nothing of its aggregates.
    const path = rowPath(mean.index);
    const n = reader.number(mean.row.repetitions, `${path}.repetitions`);
    const spread = stddev === undefined ? undefined : new Map(Object.entries(stddev));
    for (const { metric, unit, value } of rowMetrics(mean.row, path, reader)) {
      const sd = spread?.get(metric);
      builder.addSummary(name, metric, unit, { mean: value, ...(typeof sd === 'number' && Number.isFinite(sd) && { sd }), n });
    }
  }
  if (builder.size === 0)
    throw new ParseError(
      { file: source.name, path: 'benchmarks' },
      'expected at least one benchmark row with run_type "iteration", or "aggregate" rows with a mean',
    );
  return { series: builder.build(), samplesInRange: builder.samplesInRange };
}

export const googleBenchmarkFormat: Format = {
  id: 'google-benchmark',
  description: 'Google Benchmark JSON (--benchmark_format=json)',
  detect: (source) => {
    const head = headOf(source, 8192);
    return /^\s*\{/.test(head) && /"benchmarks"\s*:/.test(head) && /"(library_build_type|run_type|real_time|executable)"\s*:/.test(head);
  },
  parse: parseGoogleBenchmark,
};

import { reserveSamples } from '../model/samples.js';
import { BETTER_VALUES, type Better, type Run, type RunContext, type SampleSet, type Series } from '../model/series.js';
import { parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';
import { inSampleRange } from './check-values.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';

/** Version of the native format (docs/design.md, Inputs); the only one there is. */
const NATIVE_VERSION = 1;

// Paths such as benchmarks[3].metrics[0].runs[2] are built only for an error: a suite of 10,000
// benchmarks × 5 runs made 100,000 such strings a file that nobody read.
const metricPath = (i: number, j: number): string => `benchmarks[${i}].metrics[${j}]`;
/** Run k of metric j of benchmark i, or its summary (k = -1). */
const runPath = (i: number, j: number, k: number): string => `${metricPath(i, j)}${k < 0 ? '.summary' : `.runs[${k}]`}`;

/**
 * Whether every sample read so far lies in [MIN_MAGNITUDE, MAX_MAGNITUDE] (after unit scaling),
 * as almost all do: then checkValues need not read them again (ParsedFile.samplesInRange).
 */
let inRange = true;

/**
 * A run's samples, checked and stored in sample memory (model/samples.ts) in one pass: the
 * parsed array is garbage with the file's JSON. Plain arguments, no closure or tuple per run:
 * 100,000 runs a file.
 */
function readSamples(reader: JsonReader, value: unknown[], i: number, j: number, k: number, unit: UnitInfo): Run {
  const count = value.length;
  if (count === 0) reader.fail(runPath(i, j, k), 'a run with at least one sample');
  const run = reserveSamples(count);
  const { chunk, start } = run;
  const scaled = unit.multiplier !== unit.divisor;
  for (let s = 0; s < count; s++) {
    const sample: unknown = value[s];
    if (typeof sample !== 'number' || !Number.isFinite(sample)) reader.fail(`${runPath(i, j, k)}[${s}]`, 'a finite number');
    const stored = scaled ? toBaseUnit(sample, unit) : sample;
    if (!inSampleRange(stored)) inRange = false;
    chunk[start + s] = stored;
  }
  return run;
}

function readRun(reader: JsonReader, value: unknown, i: number, j: number, k: number, unit: UnitInfo): Run {
  if (Array.isArray(value)) return readSamples(reader, value, i, j, k, unit);
  const path = runPath(i, j, k);
  const summary = reader.object(value, path);
  const n = reader.number(summary.n, `${path}.n`);
  if (!Number.isInteger(n) || n < 1) reader.fail(`${path}.n`, 'a whole number of samples ≥ 1');
  const mean = toBaseUnit(reader.number(summary.mean, `${path}.mean`), unit);
  if (summary.median !== undefined && summary.median !== true) reader.fail(`${path}.median`, 'true (the one value is a median), or no "median"');
  const median = summary.median === true && { median: true as const };
  if (summary.sd === undefined) return { kind: 'summary', summary: { mean, n, ...median } };
  const sd = reader.number(summary.sd, `${path}.sd`);
  if (sd < 0) reader.fail(`${path}.sd`, 'a standard deviation ≥ 0');
  return { kind: 'summary', summary: { mean, sd: toBaseUnit(sd, unit), n, ...median } };
}

function readSeries(reader: JsonReader, benchmark: string, value: unknown, i: number, j: number): Series {
  const metric =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : reader.object(value, metricPath(i, j));
  const name = typeof metric.name === 'string' ? metric.name : reader.string(metric.name, `${metricPath(i, j)}.name`);
  // The path is made only for an error: a template literal per series would make 10,000 strings a file.
  const symbol = typeof metric.unit === 'string' ? metric.unit : (reader.optionalString(metric.unit, `${metricPath(i, j)}.unit`) ?? '');
  const unit = parseUnit(symbol);
  let better: Better = unit.better;
  if (metric.better !== undefined) {
    const given = reader.string(metric.better, `${metricPath(i, j)}.better`);
    if (!(BETTER_VALUES as readonly string[]).includes(given)) reader.fail(`${metricPath(i, j)}.better`, '"lower" or "higher"');
    better = given as Better;
  }
  const given = metric.runs === undefined ? [] : Array.isArray(metric.runs) ? metric.runs : reader.array(metric.runs, `${metricPath(i, j)}.runs`);
  const summary = metric.summary === undefined ? undefined : reader.object(metric.summary, `${metricPath(i, j)}.summary`);
  // An array of its final length: one grown by push from empty keeps room for 17 runs, and a suite has one such list a series a file.
  const runs = new Array<Run>(given.length + (summary === undefined ? 0 : 1));
  for (let k = 0; k < given.length; k++) runs[k] = readRun(reader, given[k], i, j, k, unit);
  if (summary !== undefined) runs[given.length] = readRun(reader, summary, i, j, -1, unit);
  if (runs.length === 0) reader.fail(metricPath(i, j), '"runs" (a list of runs, each a list of samples) or "summary"');
  if (metric.exact === undefined) return { benchmark, metric: name, unit: unit.base, better, runs };
  if (metric.exact !== true && metric.exact !== false) reader.fail(`${metricPath(i, j)}.exact`, 'true (a count measured without noise) or false');
  return { benchmark, metric: name, unit: unit.base, better, ...(metric.exact && { exact: true as const }), runs };
}

function readContext(reader: JsonReader, value: unknown): RunContext | undefined {
  if (value === undefined) return undefined;
  const context = reader.object(value, 'context');
  const fields: Record<string, string> = {};
  for (const key of ['commit', 'ref', 'runner', 'date'] as const) {
    const field = reader.optionalString(context[key], `context.${key}`);
    if (field !== undefined) fields[key] = field;
  }
  return fields;
}

export function parseNative(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  inRange = true;
  const root = reader.object(parseJsonText(source), '$');
  if (root.benchgate !== NATIVE_VERSION) reader.fail('benchgate', `"benchgate": ${NATIVE_VERSION} (the native format version)`);
  const series: Series[] = [];
  const benchmarks = reader.array(root.benchmarks, 'benchmarks');
  for (let i = 0; i < benchmarks.length; i++) {
    const entry = benchmarks[i];
    const benchmark =
      typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : reader.object(entry, `benchmarks[${i}]`);
    const name = typeof benchmark.name === 'string' ? benchmark.name : reader.string(benchmark.name, `benchmarks[${i}].name`);
    const metrics = Array.isArray(benchmark.metrics) ? (benchmark.metrics as unknown[]) : reader.array(benchmark.metrics, `benchmarks[${i}].metrics`);
    for (let j = 0; j < metrics.length; j++) series.push(readSeries(reader, name, metrics[j], i, j));
  }
  const suite = reader.optionalString(root.suite, 'suite');
  const context = readContext(reader, root.context);
  return { ...(suite !== undefined && { suite }), ...(context !== undefined && { context }), series, samplesInRange: inRange };
}

export const nativeFormat: Format = {
  id: 'benchgate',
  description: 'benchgate native JSON ({"benchgate": 1, ...}); lossless',
  detect: (source) => /^\s*\{[\s\S]{0,200}"benchgate"\s*:/.test(headOf(source)),
  parse: parseNative,
};

/** Writes a sample set as native JSON, values in base units, one metric entry per series. */
export function renderNative(set: SampleSet): string {
  const benchmarks = new Map<string, object[]>();
  for (const series of set.series) {
    const runs = series.runs.map((run) => (run.kind === 'samples' ? Array.from(run.samples) : run.summary));
    const metrics = benchmarks.get(series.benchmark) ?? [];
    metrics.push({ name: series.metric, unit: series.unit, better: series.better, ...(series.exact === true && { exact: true }), runs });
    benchmarks.set(series.benchmark, metrics);
  }
  const document = {
    benchgate: NATIVE_VERSION,
    ...(set.suite !== undefined && { suite: set.suite }),
    ...(set.context !== undefined && { context: set.context }),
    benchmarks: [...benchmarks].map(([name, metrics]) => ({ name, metrics })),
  };
  return `${JSON.stringify(document)}\n`;
}

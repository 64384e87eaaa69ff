import { ParseError } from '../errors.js';
import { parseUnit } from '../units/unit.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import { numberedLines } from './text-lines.js';

/** cargo-criterion's throughput units (src/message_formats/json.rs) as rates a second. */
const THROUGHPUT_UNITS = new Map([
  ['bytes', 'B/s'],
  ['elements', 'elements/s'],
]);

const MESSAGES = 'one JSON message a line, as cargo criterion --message-format=json prints on stdout (give benchgate stdout alone, not 2>&1)';

/** One line's JSON, a bad line named by its number in the file. */
function messageOf(name: string, line: number, text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parseJsonText({ name, text });
  } catch (error) {
    throw error instanceof ParseError ? new ParseError({ file: name, line }, error.detail) : error;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ParseError({ file: name, line }, `expected ${MESSAGES}`);
  return value as Record<string, unknown>;
}

/**
 * Adds one "benchmark-complete" message: each of its samples is `measured_values[i]` over
 * `iteration_count[i]` iterations, as in Criterion's own sample.json; its throughput becomes a
 * rate metric, as the criterion reader makes it.
 */
function addBenchmark(builder: SeriesBuilder, reader: JsonReader, message: Record<string, unknown>, run: string): void {
  const name = reader.string(message.id, 'id');
  const iterations = reader.array(message.iteration_count, 'iteration_count');
  const values = reader.array(message.measured_values, 'measured_values');
  if (iterations.length !== values.length || values.length === 0)
    reader.fail('measured_values', `as many values as iteration_count (${iterations.length}), at least one`);
  const unit = parseUnit(reader.string(message.unit, 'unit'));
  const metric = unit.quantity === 'time' ? 'time' : 'value';
  const throughputs = message.throughput === undefined ? [] : reader.array(message.throughput, 'throughput');
  const rates = throughputs.map((entry, i) => {
    const throughput = reader.object(entry, `throughput[${i}]`);
    const rateUnit = THROUGHPUT_UNITS.get(reader.string(throughput.unit, `throughput[${i}].unit`));
    if (rateUnit === undefined) return reader.fail(`throughput[${i}].unit`, '"bytes" or "elements"');
    return { count: reader.number(throughput.per_iteration, `throughput[${i}].per_iteration`), unit: rateUnit };
  });
  values.forEach((value, i) => {
    const count = reader.number(iterations[i], `iteration_count[${i}]`);
    if (!(count > 0)) reader.fail(`iteration_count[${i}]`, 'a positive iteration count');
    const perIteration = reader.number(value, `measured_values[${i}]`) / count;
    builder.add(name, metric, unit, perIteration, { run });
    // Throughput needs a time an iteration; with another measurement (cycles) it has no rate.
    if (unit.quantity === 'time') {
      const seconds = (perIteration * unit.multiplier) / unit.divisor;
      for (const rate of rates) builder.add(name, 'throughput', rate.unit, rate.count / seconds, { run });
    }
  });
}

/**
 * cargo-criterion's JSON messages (`cargo criterion --message-format=json`): one object a line,
 * each "benchmark-complete" one a benchmark with every sample of its run; other reasons
 * ("group-complete") name nothing measured and are skipped. The file is one run; a benchmark met
 * again (outputs appended to one file) starts its next run.
 */
function parseCargoCriterion(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  const seen = new Map<string, number>();
  for (const { line, text } of numberedLines(source.text)) {
    if (text.trim() === '') continue;
    if (!text.trimStart().startsWith('{')) throw new ParseError({ file: source.name, line }, `expected ${MESSAGES}`);
    const message = messageOf(source.name, line, text);
    if (message.reason !== 'benchmark-complete') continue;
    const reader = new JsonReader(`${source.name}:${line}`);
    const id = reader.string(message.id, 'id');
    const run = seen.get(id) ?? 0;
    seen.set(id, run + 1);
    addBenchmark(builder, reader, message, String(run));
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, `expected at least one "benchmark-complete" message: ${MESSAGES}`);
  return { series: builder.build() };
}

export const cargoCriterionFormat: Format = {
  id: 'cargo-criterion',
  tool: 'criterion',
  description: "cargo-criterion's JSON messages (--message-format=json)",
  detect: (source) => /^\s*\{\s*"reason"\s*:\s*"(?:benchmark|group)-complete"/.test(headOf(source)),
  parse: parseCargoCriterion,
};

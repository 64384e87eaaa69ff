import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

const SAMPLE_FILE = /(^|\/)new\/sample\.json$/;

/** Bytes/Elements per iteration from benchmark.json's `throughput` (Criterion 0.3 to 0.5). */
function throughputOf(reader: JsonReader, value: unknown, path: string): { count: number; unit: string } | undefined {
  if (value === undefined || value === null) return undefined;
  const throughput = reader.object(value, path);
  for (const [key, unit] of [
    ['Bytes', 'B/s'],
    ['BytesDecimal', 'B/s'],
    ['Elements', 'elements/s'],
  ] as const) {
    if (throughput[key] !== undefined) return { count: reader.number(throughput[key], `${path}.${key}`), unit };
  }
  return undefined;
}

/**
 * A sample.json's iteration counts and times: `{"iters": [...], "times": [...]}` (Criterion 0.3.3
 * and later), or the `[iters, times]` pair Criterion 0.3.2 and earlier wrote.
 */
function readSample(reader: JsonReader, value: unknown): { iters: unknown[]; times: unknown[] } {
  if (Array.isArray(value)) {
    if (value.length !== 2) reader.fail('$', 'the pair [iters, times] (Criterion 0.3.2 and earlier) or an object with "iters" and "times"');
    return { iters: reader.array(value[0], '$[0]'), times: reader.array(value[1], '$[1]') };
  }
  const sample = reader.object(value, '$');
  return { iters: reader.array(sample.iters, 'iters'), times: reader.array(sample.times, 'times') };
}

/**
 * A Criterion.rs `target/criterion` directory: each `<bench>/new/sample.json` holds the samples
 * of the latest run (`times[i] / iters[i]` nanoseconds per iteration; readSample), its `benchmark.json` the
 * name (`full_id`) and the throughput, which becomes a rate metric. The directory is one run.
 */
function parseCriterion(source: SourceText): ParsedFile {
  const entries = new Map((source.entries ?? []).map((entry) => [entry.name, entry]));
  const builder = new SeriesBuilder();
  const samples = [...entries.keys()].filter((name) => SAMPLE_FILE.test(name)).sort();
  for (const samplePath of samples) {
    const benchmarkPath = samplePath.replace(/sample\.json$/, 'benchmark.json');
    const benchmarkEntry = entries.get(benchmarkPath);
    const sampleFile = `${source.name}/${samplePath}`;
    if (benchmarkEntry === undefined) throw new ParseError({ file: sampleFile }, 'expected a benchmark.json beside it (Criterion writes both)');
    const benchmarkFile = `${source.name}/${benchmarkPath}`;
    const metaReader = new JsonReader(benchmarkFile);
    const meta = metaReader.object(parseJsonText({ name: benchmarkFile, text: benchmarkEntry.text }), '$');
    const name = metaReader.string(meta.full_id ?? meta.title, 'full_id');
    const throughput = throughputOf(metaReader, meta.throughput, 'throughput');
    const reader = new JsonReader(sampleFile);
    const { iters, times } = readSample(reader, parseJsonText({ name: sampleFile, text: entries.get(samplePath)?.text ?? '' }));
    if (iters.length !== times.length || times.length === 0) reader.fail('times', `as many times as iters (${iters.length}), at least one`);
    times.forEach((time, i) => {
      const count = reader.number(iters[i], `iters[${i}]`);
      if (!(count > 0)) reader.fail(`iters[${i}]`, 'a positive iteration count');
      const perIteration = reader.number(time, `times[${i}]`) / count;
      builder.add(name, 'time', 'ns', perIteration);
      if (throughput !== undefined) builder.add(name, 'throughput', throughput.unit, throughput.count / (perIteration / 1e9));
    });
  }
  if (builder.size === 0)
    throw new ParseError({ file: source.name }, 'no <benchmark>/new/sample.json files: expected a Criterion.rs target/criterion directory');
  return { series: builder.build() };
}

export const criterionFormat: Format = {
  id: 'criterion',
  description: 'a Criterion.rs target/criterion directory (new/sample.json and benchmark.json)',
  detect: ({ entries }) => entries?.some((entry) => SAMPLE_FILE.test(entry.name)) ?? false,
  parse: parseCriterion,
};

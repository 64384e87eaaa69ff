import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * Vitest `bench --outputJson F`: per benchmark (named `file > describe > name`, Vitest's
 * fullName), every iteration's time in ms when the file holds them (Vitest 1-3 with
 * `benchmark.includeSamples`). Vitest 4 writes `samples: []`: a run is then its `median` over
 * `sampleCount` iterations, which follows the bulk where a few stalls of a busy machine make the
 * mean (measured: means 47-982 µs, medians 33-64 µs over 5 runs of one build); a file without a
 * median gives `mean` and `sd`. `hz` and the percentiles are derived, so not read.
 */
function parseVitestBench(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const builder = new SeriesBuilder();
  reader.array(root.files, 'files').forEach((fileEntry, f) => {
    const file = reader.object(fileEntry, `files[${f}]`);
    reader.array(file.groups, `files[${f}].groups`).forEach((groupEntry, g) => {
      const path = `files[${f}].groups[${g}]`;
      const group = reader.object(groupEntry, path);
      const prefix = reader.string(group.fullName, `${path}.fullName`);
      reader.array(group.benchmarks, `${path}.benchmarks`).forEach((benchEntry, b) => {
        const benchPath = `${path}.benchmarks[${b}]`;
        const bench = reader.object(benchEntry, benchPath);
        const name = `${prefix} > ${reader.string(bench.name, `${benchPath}.name`)}`;
        const samples = bench.samples === undefined ? [] : reader.array(bench.samples, `${benchPath}.samples`);
        if (samples.length > 0) {
          samples.forEach((sample, s) => builder.add(name, 'time', 'ms', reader.number(sample, `${benchPath}.samples[${s}]`)));
          return;
        }
        const n = reader.number(bench.sampleCount, `${benchPath}.sampleCount`);
        if (!Number.isInteger(n) || n < 1) reader.fail(`${benchPath}.sampleCount`, 'a whole number of iterations ≥ 1');
        if (bench.median !== undefined) {
          builder.addSummary(name, 'time', 'ms', { mean: reader.number(bench.median, `${benchPath}.median`), n, median: true });
          return;
        }
        const mean = reader.number(bench.mean, `${benchPath}.mean`);
        builder.addSummary(name, 'time', 'ms', { mean, sd: reader.number(bench.sd, `${benchPath}.sd`), n });
      });
    });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: 'files' }, 'expected at least one benchmark');
  return { series: builder.build() };
}

export const vitestBenchFormat: Format = {
  id: 'vitest-bench',
  description: 'vitest bench --outputJson FILE',
  detect: (source) => {
    const head = headOf(source);
    return /^\s*\{\s*"files"\s*:\s*\[/.test(head) && /"groups"\s*:/.test(head) && /"benchmarks"\s*:/.test(head);
  },
  parse: parseVitestBench,
};

import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * The file a benchmark's `origin` URL names, without its directory: the checkout's path differs
 * between machines, and a baseline must match the current run's names.
 */
function fileOf(origin: string): string {
  const last = origin.slice(origin.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Deno's `deno bench --json` (schema version 1, cli/tools/bench/reporters.rs): per benchmark
 * (`file > group > name`), each `ok` result's `avg` time (ns) over its `n` measurements. Deno
 * writes no samples and no spread (only min, max and percentiles), so each file is a
 * summary-only run without an sd, compared across runs. A failed benchmark is refused, naming it.
 */
function parseDenoBench(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  if (root.version !== 1) reader.fail('version', `1, the version of deno bench --json benchgate reads, got ${JSON.stringify(root.version)}`);
  const builder = new SeriesBuilder();
  reader.array(root.benches, 'benches').forEach((entry, b) => {
    const path = `benches[${b}]`;
    const bench = reader.object(entry, path);
    const group = bench.group === null || bench.group === undefined ? undefined : reader.string(bench.group, `${path}.group`);
    const name = [fileOf(reader.string(bench.origin, `${path}.origin`)), group, reader.string(bench.name, `${path}.name`)]
      .filter((part) => part !== undefined)
      .join(' > ');
    reader.array(bench.results, `${path}.results`).forEach((resultEntry, r) => {
      const resultPath = `${path}.results[${r}]`;
      const result = reader.object(resultEntry, resultPath);
      if (result.ok === undefined)
        throw new ParseError({ file: source.name, path: resultPath }, `benchmark "${name}" failed: fix it, or leave it out of the run (Deno.bench's ignore)`);
      const stats = reader.object(result.ok, `${resultPath}.ok`);
      const n = reader.number(stats.n, `${resultPath}.ok.n`);
      if (!Number.isInteger(n) || n < 1) reader.fail(`${resultPath}.ok.n`, 'a whole number of measurements ≥ 1');
      builder.addSummary(name, 'time', 'ns', { mean: reader.number(stats.avg, `${resultPath}.ok.avg`), n });
    });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: 'benches' }, 'expected at least one benchmark with a result');
  return { series: builder.build() };
}

export const denoBenchFormat: Format = {
  id: 'deno-bench',
  description: 'deno bench --json',
  detect: (source) => /^\s*\{\s*"version"\s*:\s*\d+\s*,\s*"runtime"\s*:\s*"Deno\//.test(headOf(source)),
  parse: parseDenoBench,
};

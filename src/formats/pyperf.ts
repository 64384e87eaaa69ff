import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/** pyperf's units (pyperf/_formatter.py UNIT_FORMATTERS) as benchgate's. */
const UNITS = new Map([
  ['second', 's'],
  ['byte', 'B'],
  ['integer', 'count'],
]);

/** The versions of pyperf's JSON whose runs hold `values` (pyperf 0.9.6 and later). */
const VERSIONS = new Set<unknown>(['1.0', 6]);

function metadataOf(reader: JsonReader, value: unknown, path: string): Record<string, unknown> {
  return value === undefined || value === null ? {} : reader.object(value, path);
}

/**
 * pyperf's JSON (`pyperf timeit -o F`, a `pyperf.Runner` script's `-o F`, pyperformance's results):
 * every benchmark's runs are pyperf's worker processes, so each is one run here, its `values`
 * (per loop iteration) its samples; the calibration run, with warm-ups only, is no run. The
 * name and unit come from the metadata, a run's over its benchmark's over the file's.
 */
function parsePyperf(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  if (!VERSIONS.has(root.version))
    reader.fail(
      'version',
      `pyperf's format "1.0" (pyperf 1.0 or newer; pyperf convert --indent OLD -o NEW upgrades a file), got ${JSON.stringify(root.version)}`,
    );
  // Only `name` and `unit` are read, a run's over its benchmark's over the file's: looked up, never
  // merged (a copy of the file's metadata a run was quadratic: 10^4 keys and 10^4 runs).
  const metadata: Record<string, unknown>[] = [metadataOf(reader, root.metadata, 'metadata')];
  const lookUp = (key: string): unknown => metadata.findLast((level) => level[key] !== undefined)?.[key];
  const builder = new SeriesBuilder();
  reader.array(root.benchmarks, 'benchmarks').forEach((entry, i) => {
    const path = `benchmarks[${i}]`;
    const benchmark = reader.object(entry, path);
    metadata[1] = metadataOf(reader, benchmark.metadata, `${path}.metadata`);
    reader.array(benchmark.runs, `${path}.runs`).forEach((runEntry, j) => {
      const runPath = `${path}.runs[${j}]`;
      const run = reader.object(runEntry, runPath);
      if (run.values === undefined) return;
      metadata[2] = metadataOf(reader, run.metadata, `${runPath}.metadata`);
      const name = reader.string(lookUp('name'), `${runPath}.metadata.name (or the benchmark's, or the file's)`);
      const unitName = reader.optionalString(lookUp('unit'), `${runPath}.metadata.unit`) ?? 'second';
      const unit =
        UNITS.get(unitName) ?? reader.fail(`${runPath}.metadata.unit`, `one of pyperf's units (second, byte, integer), got "${unitName.slice(0, 40)}"`);
      const metric = unit === 's' ? 'time' : unitName === 'byte' ? 'memory' : 'value';
      reader.array(run.values, `${runPath}.values`).forEach((value, k) => {
        builder.add(name, metric, unit, reader.number(value, `${runPath}.values[${k}]`), { run: String(j) });
      });
    });
  });
  if (builder.size === 0)
    throw new ParseError({ file: source.name, path: 'benchmarks' }, 'expected at least one benchmark with a run of values (not only the calibration run)');
  return { series: builder.build() };
}

export const pyperfFormat: Format = {
  id: 'pyperf',
  description: 'pyperf / pyperformance JSON (-o FILE)',
  detect: (source) => {
    const head = headOf(source);
    return /^\s*\{\s*"benchmarks"\s*:\s*\[\s*\{\s*"(?:metadata|runs)"\s*:/.test(head) && /"(?:values|warmups)"\s*:/.test(head);
  },
  parse: parsePyperf,
};

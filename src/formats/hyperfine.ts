import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * A command whose runs failed (hyperfine `-i`): its timings are of whatever the failure did, often
 * far quicker than the work, so they are refused, never compared.
 */
function checkExitCodes(reader: JsonReader, value: unknown, path: string, command: string): void {
  if (value === undefined) return;
  const codes = reader.array(value, path);
  // null: the run was ended by a signal.
  const failed = codes.filter((code) => code !== 0);
  if (failed.length === 0) return;
  const first = typeof failed[0] === 'number' ? `code ${failed[0]}` : 'a signal';
  reader.fail(
    path,
    `every run of "${command}" to exit 0, but ${failed.length} of ${codes.length} failed (${first}; hyperfine -i kept them): ` +
      'fix the command, or append "|| true" where a failure is its expected outcome',
  );
}

/**
 * hyperfine `--export-json`: every command's `times` (seconds) are the samples, and its
 * `memory_usage_byte` (peak memory of each run, hyperfine 1.16 and later) the samples of
 * `memory`. `user` and `system` are only means over those timings in hyperfine's JSON, so they
 * enter as one value per run: comparable across several runs, never as samples of one.
 */
function parseHyperfine(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const results = reader.array(root.results, 'results');
  const builder = new SeriesBuilder();
  const seen = new Map<string, number>();
  results.forEach((entry, i) => {
    const path = `results[${i}]`;
    const result = reader.object(entry, path);
    const name = reader.string(result.command, `${path}.command`);
    // Two results with one name are two commands (two --command-name alike): never pooled.
    const copies = (seen.get(name) ?? 0) + 1;
    seen.set(name, copies);
    const command = copies === 1 ? name : `${name} #${copies}`;
    if (result.times === undefined) reader.fail(`${path}.times`, 'the list of timings ("times"; hyperfine 1.11 or newer writes it)');
    const times = reader.array(result.times, `${path}.times`);
    if (times.length === 0) reader.fail(`${path}.times`, 'at least one timing');
    checkExitCodes(reader, result.exit_codes, `${path}.exit_codes`, name);
    times.forEach((time, j) => builder.add(command, 'time', 's', reader.number(time, `${path}.times[${j}]`)));
    if (result.memory_usage_byte !== undefined) {
      const memory = reader.array(result.memory_usage_byte, `${path}.memory_usage_byte`);
      memory.forEach((bytes, j) => builder.add(command, 'memory', 'B', reader.number(bytes, `${path}.memory_usage_byte[${j}]`)));
    }
    for (const key of ['user', 'system'] as const) {
      if (result[key] !== undefined) builder.add(command, key, 's', reader.number(result[key], `${path}.${key}`));
    }
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: 'results' }, 'expected at least one benchmarked command');
  return { series: builder.build() };
}

export const hyperfineFormat: Format = {
  id: 'hyperfine',
  description: 'hyperfine --export-json',
  detect: (source) => /^\s*\{\s*"results"\s*:\s*\[/.test(headOf(source)) && /"command"\s*:/.test(headOf(source, 4096)),
  parse: parseHyperfine,
};

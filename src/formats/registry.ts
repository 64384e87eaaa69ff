import { goTestJsonFormat } from './go-test-json.js';
import { checkValues } from './check-values.js';
import { ParseError } from '../errors.js';
import { benchmarkJsFormat } from './benchmark-js.js';
import { benchmarkDotNetFormat } from './benchmarkdotnet.js';
import { cargoBenchFormat } from './cargo-bench.js';
import { catch2Format } from './catch2.js';
import { criterionFormat } from './criterion.js';
import { csvLongFormat } from './csv-long.js';
import { csvWideFormat } from './csv-wide.js';
import { customBiggerFormat, customFormat, customSmallerFormat } from './custom-json.js';
import { goBenchFormat } from './go-bench.js';
import { googleBenchmarkFormat } from './google-benchmark.js';
import { hyperfineFormat } from './hyperfine.js';
import { jmhFormat } from './jmh.js';
import { nativeFormat } from './native.js';
import { pytestBenchmarkFormat } from './pytest-benchmark.js';
import { cachegrindFormat, callgrindFormat } from './valgrind.js';
import { iaiCallgrindFormat } from './iai-callgrind.js';
import { pyperfFormat } from './pyperf.js';
import { vitestBenchFormat } from './vitest-bench.js';
import { catch2XmlFormat } from './catch2-xml.js';
import { cargoCriterionFormat } from './cargo-criterion.js';
import { denoBenchFormat } from './deno-bench.js';
import { asvFormat } from './asv.js';
import { divanFormat } from './divan.js';
import { headOf, isBlankSource, type Format, type ParsedFile, type SourceText } from './parsed-file.js';

/** Every format, in detection order: the most specific content test first. */
export const FORMATS: readonly Format[] = [
  nativeFormat,
  criterionFormat,
  googleBenchmarkFormat,
  cargoCriterionFormat,
  pyperfFormat,
  pytestBenchmarkFormat,
  vitestBenchFormat,
  denoBenchFormat,
  asvFormat,
  hyperfineFormat,
  benchmarkDotNetFormat,
  jmhFormat,
  customFormat,
  customBiggerFormat,
  customSmallerFormat,
  goTestJsonFormat,
  callgrindFormat,
  cachegrindFormat,
  iaiCallgrindFormat,
  divanFormat,
  goBenchFormat,
  cargoBenchFormat,
  catch2Format,
  catch2XmlFormat,
  benchmarkJsFormat,
  csvLongFormat,
  csvWideFormat,
];

export const FORMAT_IDS: readonly string[] = FORMATS.map((format) => format.id);

function findFormat(id: string): Format | undefined {
  return FORMATS.find((format) => format.id === id);
}

/**
 * The tool whose output a format is (Format.tool, else its id), to tell whether files may make one
 * side; undefined for the native format, which holds any tool's runs converted (`benchgate
 * convert`, the action's stored baseline) and so goes with any.
 */
export function toolOf(formatId: string): string | undefined {
  if (formatId === nativeFormat.id) return undefined;
  const format = findFormat(formatId);
  return format?.tool ?? formatId;
}

const GOOGLE_BENCHMARK_JSON =
  'run the benchmark with --benchmark_format=json, or --benchmark_out=FILE --benchmark_out_format=json, and give benchgate that file';

/**
 * Output of a known tool in a shape benchgate does not read, with what to run instead: Google
 * Benchmark's console table and its CSV (which the perfcmp-style csv reader would otherwise
 * take, and fail on its "name" column).
 */
function foreignShape(head: string): string | undefined {
  if (/^name,iterations,real_time,cpu_time,time_unit\b/.test(head))
    return `this is Google Benchmark's CSV output, which benchgate does not read: ${GOOGLE_BENCHMARK_JSON}`;
  if (/^==\d+== (?:Callgrind|Cachegrind), a /m.test(head))
    return "this is valgrind's log (its stderr): give benchgate the file valgrind writes, --callgrind-out-file=FILE or --cachegrind-out-file=FILE";
  if (/^-{40,}\r?\n(?:Profile data file|I1 cache:|-- (?:Metadata|Summary))/m.test(head))
    return "this is callgrind_annotate's or cg_annotate's report: give benchgate the callgrind.out or cachegrind.out file it was made from";
  if (/^(?:[^\n:]+: )?Mean \+- std dev: /m.test(head))
    return "this is pyperf's console output: add -o FILE (pyperf timeit -o FILE ..., python bench.py -o FILE) and give benchgate that JSON file";
  if (/^Check file:\/\/[^\n]*\r?\n\s*\{\s*"version"/.test(head))
    return (
      "this is deno bench --json with Deno's type-check line before it: " +
      'write stdout alone (deno bench --json > F; the Check line goes to stderr), or remove that first line'
    );
  if (/^\s*\{\s*"[^"]+"\s*:\s*\{\s*"code"\s*:/.test(head))
    return "this is asv's benchmarks.json (the suite's listing): give benchgate the results files, results/<machine>/<commit>-<env>.json";
  if (/^benchmark\s+time(?:\/iter)? \(avg\)/m.test(head)) return "this is deno bench's console table: run deno bench --json > F and give benchgate that file";
  if (/^\s*\{\s*"numTotalTestSuites"\s*:/.test(head))
    return "this is Vitest's test report (--reporter=json): benchmarks are written by vitest bench --run --outputJson FILE";
  if (/^Run on \(\d+ X /m.test(head) || /^-{10,}\r?\nBenchmark\s+Time\s+CPU\s+Iterations/m.test(head))
    return `this is Google Benchmark's console output: ${GOOGLE_BENCHMARK_JSON}`;
  return undefined;
}

/** The format `--format auto` picks for a file, or an error listing what it tried. */
export function detectFormat(source: SourceText): Format {
  if (source.entries === undefined && isBlankSource(source)) throw new ParseError({ file: source.name }, 'the file is empty');
  const foreign = source.entries === undefined ? foreignShape(headOf(source)) : undefined;
  if (foreign !== undefined) throw new ParseError({ file: source.name }, foreign);
  const format = FORMATS.find((candidate) => candidate.detect(source));
  if (format === undefined) {
    throw new ParseError(
      { file: source.name },
      `cannot tell which format this is; tried ${FORMATS.filter((candidate) => !candidate.id.startsWith('custom-'))
        .map((candidate) => candidate.id)
        .join(', ')}. Name it with --format (see --help)`,
    );
  }
  return format;
}

export interface ParsedSource {
  readonly source: SourceText;
  readonly format: Format;
  readonly parsed: ParsedFile;
}

/** Parses one file with the named format, or the detected one for `auto`. */
export function parseSource(source: SourceText, formatId: string): ParsedSource {
  // detectFormat checks for an empty file itself.
  if (formatId !== 'auto' && source.entries === undefined && isBlankSource(source)) throw new ParseError({ file: source.name }, 'the file is empty');
  const format = formatId === 'auto' ? detectFormat(source) : findFormat(formatId);
  if (format === undefined) throw new ParseError({ file: source.name }, `unknown format "${formatId}"`);
  let parsed: ParsedFile;
  try {
    parsed = format.parse(source);
  } catch (error) {
    throw formatId === 'auto' ? error : withOtherFormat(error, source, format);
  }
  checkValues(parsed, source.name);
  return { source, format, parsed };
}

/**
 * A file that a named --format could not parse, and that is another tool's output: the error
 * says which, when that format reads the file (never a suggestion that fails in turn).
 */
function withOtherFormat(error: unknown, source: SourceText, named: Format): unknown {
  if (!(error instanceof ParseError)) return error;
  let other: Format;
  try {
    other = detectFormat(source);
    if (other.id === named.id) return error;
    checkValues(other.parse(source), source.name);
  } catch {
    return error;
  }
  return new ParseError(error.place, `${error.detail}; this looks like ${other.id} output: --format ${other.id}, or leave --format auto`);
}

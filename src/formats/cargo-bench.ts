import { ParseError } from '../errors.js';
import { parseDecimal } from './number.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import { numberedLines, stripThousands } from './text-lines.js';

// `test bench_fib_20 ... bench:      18,149 ns/iter (+/- 755)`; Criterion's bencher output looks the same.
// libtest pads every name to the longest of the run (`test sort   ... bench:`): the padding is
// trimmed, or adding a benchmark with a longer name would rename every other one.
const BENCH_LINE = /^test (.+?) \.\.\. bench:\s+([\d,.]+) (\S+?)(?:\/iter)? \(\+\/- ([\d,.]+)\)/;

/**
 * cargo's libtest `cargo bench` text (also Criterion's `--output-format bencher`). Only the
 * median per benchmark is printed, and `+/-` is the range of the samples, not a standard
 * deviation: each file gives one value per benchmark (summary-only, no spread).
 */
function parseCargoBench(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  for (const { line, text } of numberedLines(source.text)) {
    if (!text.startsWith('test ') || !text.includes(' bench:')) continue;
    const match = BENCH_LINE.exec(text);
    if (match === null) throw new ParseError({ file: source.name, line }, 'expected "test NAME ... bench: VALUE UNIT/iter (+/- RANGE)"');
    const value = parseDecimal(stripThousands(match[2] as string));
    if (value === undefined) throw new ParseError({ file: source.name, line }, `expected a number, found "${match[2] as string}"`);
    builder.addSummary((match[1] as string).trim(), 'time', match[3] as string, { mean: value, n: 1, median: true });
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no "test NAME ... bench:" lines');
  return { series: builder.build() };
}

export const cargoBenchFormat: Format = {
  id: 'cargo',
  description: 'cargo bench (libtest) text: one median per benchmark, summary-only',
  detect: ({ text }) => /^test .+ \.\.\. bench:\s+[\d,.]+ \S+ \(\+\/-/m.test(text),
  parse: parseCargoBench,
};

import { ParseError } from '../errors.js';
import { studentTQuantile } from '../stats/student-t.js';
import { parseDecimal } from './number.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import { numberedLines, stripThousands } from './text-lines.js';

const RESULT_LINE = /^(.+) x ([\d,.]+) ops\/sec ±([\d.]+)% \((\d+) runs? sampled\)$/;

/**
 * benchmark.js text: `name x 1,431,759 ops/sec ±0.74% (93 runs sampled)`: summary-only. The
 * relative margin of error is t(0.975, n−1)·sem/mean, so the relative sd is rme·√n / t; the
 * same relative spread serves the rate to first order.
 */
function parseBenchmarkJs(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  for (const { line, text } of numberedLines(source.text)) {
    const match = RESULT_LINE.exec(text.trim());
    if (match === null) continue;
    const hz = parseDecimal(stripThousands(match[2] as string));
    const rme = parseDecimal(match[3] as string);
    const n = Number(match[4]);
    if (hz === undefined || rme === undefined || n < 1)
      throw new ParseError({ file: source.name, line }, 'expected "NAME x OPS ops/sec ±RME% (N runs sampled)"');
    const sd = n > 1 ? (hz * (rme / 100) * Math.sqrt(n)) / studentTQuantile(0.975, n - 1) : undefined;
    // Runners that line their results up pad the names (`sort    x 1,234 ops/sec`): trimmed, as
    // the padding changes with the longest name of the suite.
    builder.addSummary((match[1] as string).trim(), 'rate', 'ops/s', { mean: hz, ...(sd !== undefined && { sd }), n });
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no "NAME x OPS ops/sec ±RME% (N runs sampled)" lines');
  return { series: builder.build() };
}

export const benchmarkJsFormat: Format = {
  id: 'benchmark-js',
  description: 'benchmark.js text (ops/sec ±rme%): summary-only',
  detect: ({ text }) => / x [\d,.]+ ops\/sec ±[\d.]+% \(\d+ runs? sampled\)/.test(text),
  parse: parseBenchmarkJs,
};

import { own } from '../units/unit.js';
import { ParseError } from '../errors.js';
import { parseDecimal } from './number.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import { numberedLines } from './text-lines.js';

// `Fibonacci 10      100     208     7.1968 ms` then `  344 ns  341 ns  349 ns` (mean, low, high)
// then `  19 ns  11 ns  29 ns` (std dev, low, high).
const FIRST = /^(.+?)\s+(\d+)\s+(\d+)\s+[\d.]+ \S+\s*$/;
const VALUES = /^\s+([\d.]+) (\S+)\s+[\d.]+ \S+\s+[\d.]+ \S+\s*$/;

/**
 * Catch2 v2/v3 console benchmark output: mean and standard deviation per benchmark (bootstrap
 * estimates over its samples); the raw samples are not printed, so the series are summary-only.
 */
function parseCatch2(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  const lines = numberedLines(source.text);
  for (let i = 0; i + 2 < lines.length; i++) {
    const first = FIRST.exec(lines[i]?.text ?? '');
    const mean = VALUES.exec(lines[i + 1]?.text ?? '');
    const sd = VALUES.exec(lines[i + 2]?.text ?? '');
    if (first === null || mean === null || sd === null) continue;
    const meanValue = parseDecimal(mean[1] as string);
    const sdValue = parseDecimal(sd[1] as string);
    if (meanValue === undefined || sdValue === undefined)
      throw new ParseError({ file: source.name, line: lines[i + 1]?.line ?? 0 }, 'expected a mean and a standard deviation');
    const samples = Number(first[2]);
    // The mean and the sd may carry different units (41.731 us ± 3.256 us, 7.2 ms ± 19 ns).
    builder.addSummary((first[1] as string).trim(), 'time', mean[2] as string, {
      mean: meanValue,
      sd: sdValue * unitRatio(sd[2] as string, mean[2] as string),
      n: samples,
    });
    i += 2;
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no Catch2 benchmark results (name, samples, iterations, then mean and std dev lines)');
  return { series: builder.build() };
}

const TIME: Readonly<Record<string, number>> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1 };

/** How many `to` units one `from` unit is (the sd line may use another unit than the mean). */
function unitRatio(from: string, to: string): number {
  return (own(TIME, from) ?? 1) / (own(TIME, to) ?? 1);
}

export const catch2Format: Format = {
  id: 'catch2',
  description: 'Catch2 console benchmark output (mean and std dev): summary-only',
  detect: ({ text }) => /benchmark name\s+samples\s+iterations/.test(text),
  parse: parseCatch2,
};

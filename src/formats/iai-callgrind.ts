import { ParseError } from '../errors.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import { numberedLines } from './text-lines.js';

/** The unit of each metric iai-callgrind prints; any other it prints counts `events`. */
const METRIC_UNITS = new Map<string, string>([
  ['Instructions', 'instructions'],
  ['L1 Hits', 'hits'],
  ['L2 Hits', 'hits'],
  ['LL Hits', 'hits'],
  ['RAM Hits', 'hits'],
  ['Total read+write', 'accesses'],
  ['Estimated Cycles', 'cycles'],
]);

/** `  Instructions:   1733|N/A   (*********)`: this run's count, then the previous run's. */
const METRIC_LINE = /^\s+([A-Za-z][^:|]*?):\s+(\d+|N\/A)\|\S*/;
const COMPARISON_LINE = /^\s+Comparison with /;

/**
 * iai-callgrind's text output (`cargo bench` with its harness): a line naming the benchmark,
 * then one indented line per metric, `new|old`. Only `new` is this run's; a "Comparison with"
 * block repeats another benchmark's counts and is skipped. Every count is exact (Series.exact).
 */
function parseIaiCallgrind(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  let benchmark: string | undefined;
  let comparing = false;
  for (const { line, text } of numberedLines(source.text)) {
    if (text.trim() === '') continue;
    if (!/^\s/.test(text)) {
      benchmark = text.trim();
      comparing = false;
      continue;
    }
    if (COMPARISON_LINE.test(text)) comparing = true;
    const metric = METRIC_LINE.exec(text);
    if (metric === null || comparing) continue;
    const [, name = '', value = ''] = metric;
    if (benchmark === undefined) throw new ParseError({ file: source.name, line }, 'expected the name of a benchmark before its counts');
    // N/A: iai-callgrind has no count of this run for it (a tool that was switched off).
    if (value === 'N/A') continue;
    builder.add(benchmark, name === 'Instructions' ? 'instructions' : name, METRIC_UNITS.get(name) ?? 'events', Number(value), {
      better: 'lower',
      exact: true,
    });
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'expected at least one benchmark with its counts ("  Instructions:  1733|N/A")');
  return { series: builder.build() };
}

export const iaiCallgrindFormat: Format = {
  id: 'iai-callgrind',
  description: "iai-callgrind's text output (cargo bench): exact counts",
  detect: (source) => /^\S[^\n]*\r?\n\s+Instructions:\s+(?:\d+|N\/A)\|/m.test(headOf(source)),
  parse: parseIaiCallgrind,
};

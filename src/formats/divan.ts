import { ParseError } from '../errors.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import { numberedLines } from './text-lines.js';

/** divan's header line: the bench target's name, then its six columns. */
const HEADER = /^(\S+)\s+fastest\s+│\s+slowest\s+│\s+median\s+│\s+mean\s+│\s+samples\s+│\s+iters\s*$/;
/** The tree's drawing before a name: `│  ` or three spaces a level above, then `├─ ` or `╰─ `. */
const TREE = /^((?:│ {2}| {3})*)(?:├─|╰─) /;
/** A time as divan prints it (FineDuration): a number and its scale. */
const TIME = /^(.*?)\s+(\d+(?:\.\d+)?) (ps|ns|µs|ms|s|m|h|d)$/;
/** divan's time scales in seconds. */
const SECONDS: Readonly<Record<string, number>> = { ps: 1e-12, ns: 1e-9, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600, d: 86400 };

/**
 * divan's console table (`cargo bench` with divan), which is all divan writes: no
 * machine-readable output exists. Each benchmark row (`├─ name  fastest │ slowest │ median │
 * mean │ samples │ iters`) becomes a summary-only run of its median over `samples` samples;
 * divan prints no spread, and its raw samples are not written. A benchmark is named by its path
 * in the tree from the bench target (`example/fibonacci/1`). Rows under a benchmark (counters'
 * throughput, `max alloc:`, `alloc:` tallies) are not read.
 */
function parseDivan(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  let path: string[] | undefined;
  for (const { line, text } of numberedLines(source.text)) {
    const header = HEADER.exec(text.trimEnd());
    if (header !== null) {
      path = [header[1] ?? ''];
      continue;
    }
    const tree = TREE.exec(text);
    if (path === undefined || tree === null) continue;
    const depth = (tree[1] ?? '').length / 3 + 1;
    const cells = text
      .slice(tree[0].length)
      .split('│')
      .map((cell) => cell.trim());
    const [first = '', slowest, median = '', mean, samples = '', iters] = cells;
    if (cells.length !== 6) continue;
    if ([slowest, median, mean, samples, iters].every((cell) => cell === '')) {
      path = [...path.slice(0, depth), first];
      continue;
    }
    const named = TIME.exec(first);
    const medianTime = /^(\d+(?:\.\d+)?) (ps|ns|µs|ms|s|m|h|d)$/.exec(median);
    const n = Number(samples);
    if (named === null || medianTime === null || !Number.isInteger(n) || n < 1)
      throw new ParseError({ file: source.name, line }, 'expected a divan row: name, then fastest │ slowest │ median │ mean (times) │ samples │ iters');
    const name = [...path.slice(0, depth), named[1] ?? ''].join('/');
    const seconds = Number(medianTime[1]) * (SECONDS[medianTime[2] ?? ''] ?? NaN);
    builder.addSummary(name, 'time', 's', { mean: seconds, n, median: true });
  }
  if (builder.size === 0)
    throw new ParseError(
      { file: source.name },
      'expected divan\'s table: a "fastest │ slowest │ median │ mean │ samples │ iters" header and its benchmark rows',
    );
  return { series: builder.build() };
}

export const divanFormat: Format = {
  id: 'divan',
  description: "divan's console table (cargo bench): one median a benchmark",
  detect: (source) => /^\S+\s+fastest\s+│\s+slowest\s+│\s+median\s+│\s+mean\s+│\s+samples\s+│\s+iters\s*$/m.test(headOf(source)),
  parse: parseDivan,
};

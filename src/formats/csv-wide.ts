import { ParseError } from '../errors.js';
import { storeSamples } from '../model/samples.js';
import type { Series } from '../model/series.js';
import { defaultMetricName, parseUnit, toBaseUnit } from '../units/unit.js';
import { hasCsvName, readCsvRecords } from './csv-records.js';
import { parseDecimal, parseDecimalAt } from './number.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';

// `parse [ms]`: a test name with its unit in brackets.
const HEADER_CELL = /^(.*?)\s*\[([^\]]*)\]$/;

/**
 * perfcmp's CSV: the first line names the tests (each may end in `[unit]`), every later line
 * holds one sample per test. Blank cells are missing values, not zeros. The file is one run.
 */
export function parseCsvWide(source: SourceText): ParsedFile {
  const records = readCsvRecords(source);
  const header = records.rows[0];
  if (header === undefined)
    throw new ParseError({ file: source.name }, 'the file is empty; expected a line of test names, then one line of samples per repetition');
  const headerLine = (): number => records.lineOf(0);
  if (header[0] === 'command' && header.includes('mean') && header.includes('stddev')) {
    // hyperfine --export-csv keeps a mean and sd per command but not how many runs made them.
    throw new ParseError(
      { file: source.name, line: headerLine() },
      'this is hyperfine --export-csv, which keeps no run count or timings; export with --export-json instead',
    );
  }
  const columns = header.map((cell, index) => {
    const match = HEADER_CELL.exec(cell);
    const name = (match?.[1] ?? cell).trim();
    if (name === '') throw new ParseError({ file: source.name, line: headerLine(), column: index + 1 }, 'expected a test name in every cell of the first line');
    if (parseDecimal(name) !== undefined && match === null) {
      throw new ParseError({ file: source.name, line: headerLine(), column: index + 1 }, `expected test names on the first line, found the number ${name}`);
    }
    return { name, unit: parseUnit(match?.[2] ?? ''), samples: [] as number[] };
  });
  const seen = new Set<string>();
  columns.forEach((column, index) => {
    const key = `${column.name}\u0000${column.unit.base}`;
    if (seen.has(key))
      throw new ParseError({ file: source.name, line: headerLine(), column: index + 1 }, `test "${column.name}" appears twice on the first line`);
    seen.add(key);
  });
  for (let row = 1; row < records.rows.length; row++) {
    const cells = records.rows[row] as readonly string[];
    const width = Math.min(cells.length, columns.length);
    for (let index = 0; index < width; index++) {
      const cell = cells[index] as string;
      if (cell === '') continue;
      const value = parseDecimalAt(cell, 0, cell.length);
      const column = columns[index] as (typeof columns)[number];
      if (value === undefined) {
        throw new ParseError({ file: source.name, line: records.lineOf(row), column: index + 1 }, `expected a number for "${column.name}", found "${cell}"`);
      }
      column.samples.push(toBaseUnit(value, column.unit));
    }
  }
  const series: Series[] = [];
  for (const column of columns) {
    if (column.samples.length === 0) continue;
    series.push({
      benchmark: column.name,
      metric: defaultMetricName(column.unit),
      unit: column.unit.base,
      better: column.unit.better,
      runs: [storeSamples(column.samples)],
    });
  }
  if (series.length === 0) throw new ParseError({ file: source.name }, 'no samples: expected one line of numbers per repetition after the line of test names');
  return { series };
}

export const csvWideFormat: Format = {
  id: 'csv',
  description: 'perfcmp-style CSV: test names on the first line (`name [unit]`), one sample per column on each later line',
  detect: ({ name, text }) => !/^\s*[{[]/.test(text) && (hasCsvName(name) || (text.split('\n', 1)[0] ?? '').includes(',')),
  parse: parseCsvWide,
};

import { parse, CsvError, type Options } from 'csv-parse/sync';
import { ParseError } from '../errors.js';
import type { SourceText } from './parsed-file.js';

/** The non-empty records of a CSV file, and where each starts. */
export interface CsvRecords {
  readonly rows: readonly (readonly string[])[];
  /** The line record `index` starts on (for error messages only: it parses the file again). */
  lineOf(index: number): number;
}

/** How csv-parse reads every CSV format here. */
export const OPTIONS = { skip_empty_lines: true, trim: true, bom: true } as const;

/**
 * Every non-empty record of a CSV file. A row whose length differs from the header's is an
 * error naming that line (csv-parse's own message is rephrased). Records are parsed without
 * csv-parse's `info` (an object per record made parsing 2.6 times slower); the lines are found
 * by a second parse with it only when a message needs one.
 */
export function readCsvRecords(source: SourceText): CsvRecords {
  const rows = plainRecords(source.text) ?? (parseRecords(source, OPTIONS) as string[][]);
  let lines: number[] | undefined;
  return {
    rows,
    lineOf: (index) => {
      lines ??= (parseRecords(source, { ...OPTIONS, info: true }) as unknown as { info: { lines: number } }[]).map(({ info }) => info.lines);
      return lines[index] ?? 0;
    },
  };
}

// Any character but a printable ASCII one other than a quote, and the newline: after the first line,
// a text without these has nothing that csv-parse reads in a way of its own (quotes, CR line
// ends, white space to trim, anything beyond ASCII).
const UNUSUAL = /[^\n\x21\x23-\x7e]/g;

/**
 * The records csv-parse makes of `text` with OPTIONS, found without it when that is plain to see,
 * or undefined: a first line without a quote or CR (parsed by csv-parse alone: names may have
 * spaces), then lines of printable ASCII without a quote or space, each of as many commas as the
 * first (else csv-parse says which line is ragged), blank lines skipped. A perfcmp-style CSV of
 * numbers is such a text, read at 3 to 4 times csv-parse's speed (26 MB/s on it).
 */
export function plainRecords(text: string): string[][] | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let headerEnd = text.indexOf('\n', start);
  if (headerEnd === -1) headerEnd = text.length;
  const headerText = text.slice(start, headerEnd);
  if (headerEnd === start || headerText.includes('"') || headerText.includes('\r')) return undefined;
  UNUSUAL.lastIndex = headerEnd;
  if (UNUSUAL.test(text)) return undefined;
  let first: string[][];
  try {
    first = parse(headerText, OPTIONS);
  } catch {
    // Said again, with the file and line, by the parse of the whole text.
    return undefined;
  }
  const header = first[0];
  if (first.length !== 1 || header === undefined) return undefined;
  const rows: string[][] = [header];
  for (let lineStart = headerEnd + 1; lineStart < text.length;) {
    let end = text.indexOf('\n', lineStart);
    if (end === -1) end = text.length;
    if (end > lineStart) {
      const cells = text.slice(lineStart, end).split(',');
      if (cells.length !== header.length) return undefined;
      rows.push(cells);
    }
    lineStart = end + 1;
  }
  return rows;
}

function parseRecords(source: SourceText, options: Options): unknown[] {
  try {
    return parse(source.text, options);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : undefined;
      const place = line !== undefined ? { file: source.name, line } : { file: source.name };
      if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
        const record = (error as CsvError & { record?: unknown }).record;
        const found = Array.isArray(record) ? ` but found ${record.length}` : '';
        throw new ParseError(place, `expected as many fields as the header line${found} (ragged row)`);
      }
      throw new ParseError(place, `not valid CSV: ${error.message.replace(/^Invalid /, 'invalid ')}`);
    }
    throw error;
  }
}

/** The file name ends in .csv, a hint for detection when the content alone is ambiguous. */
export function hasCsvName(name: string): boolean {
  return /\.csv$/i.test(name);
}

import { parse, CsvError, type Options } from 'csv-parse/sync';
import { ParseError } from '../errors.js';
import type { SourceText } from './parsed-file.js';

/** The non-empty records of a CSV file, and where each starts. */
export interface CsvRecords {
  readonly rows: readonly (readonly string[])[];
  /** The line record `index` starts on (for error messages only: it parses the file again). */
  lineOf(index: number): number;
}

const OPTIONS = { skip_empty_lines: true, trim: true, bom: true } as const;

/**
 * Every non-empty record of a CSV file. A row whose length differs from the header's is an
 * error naming that line (csv-parse's own message is rephrased). Records are parsed without
 * csv-parse's `info` (an object per record made parsing 2.6 times slower); the lines are found
 * by a second parse with it only when a message needs one.
 */
export function readCsvRecords(source: SourceText): CsvRecords {
  const rows = parseRecords(source, OPTIONS) as string[][];
  let lines: number[] | undefined;
  return {
    rows,
    lineOf: (index) => {
      lines ??= (parseRecords(source, { ...OPTIONS, info: true }) as unknown as { info: { lines: number } }[]).map(({ info }) => info.lines);
      return lines[index] ?? 0;
    },
  };
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

import { parse, CsvError } from 'csv-parse/sync';
import { ParseError } from '../errors.js';
import type { SourceText } from './parsed-file.js';

export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

/**
 * Every non-empty record of a CSV file with the line it starts on. A row whose length differs
 * from the header's is an error naming that line (csv-parse's own message is rephrased).
 */
export function readCsvRecords(source: SourceText): CsvRecord[] {
  try {
    const rows = parse(source.text, { info: true, skip_empty_lines: true, trim: true, bom: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return rows.map(({ record, info }) => ({ line: info.lines, cells: record }));
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

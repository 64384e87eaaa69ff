import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { OPTIONS, plainRecords, readCsvRecords } from '../../src/formats/csv-records.js';

/** What csv-parse makes of the text, or its error's message. */
function csvParse(text: string): string[][] | string {
  try {
    return parse(text, OPTIONS);
  } catch (error) {
    return (error as Error).message;
  }
}

const cell = fc.oneof(
  { weight: 4, arbitrary: fc.double({ min: 0, max: 1e6, noNaN: true }).map((value) => value.toFixed(3)) },
  { weight: 1, arbitrary: fc.constantFrom('', 'x', '1e5', '-2', ' 3', '4 ', '"5"', '"a,b"', 'é', '\t6', '7\r', '#', '""') },
);
const name = fc.constantFrom('a', 'b [ns]', ' c [ms] ', 'd', '"e"', 'f\tg', 'é [s]', '');

/** Texts of a header and rows, now and then with what csv-parse reads in a way of its own. */
const csvText = fc
  .tuple(
    fc.array(name, { minLength: 1, maxLength: 5 }),
    fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
    fc.constantFrom('\n', '\n', '\n', '\r\n', '\n\n'),
    fc.constantFrom('', '\n', '\n\n', '\r\n'),
    fc.boolean(),
  )
  .map(([names, rows, newline, end, bom]) => `${bom ? '\uFEFF' : ''}${[names.join(','), ...rows.map((row) => row.join(','))].join(newline)}${end}`);

/** Plain perfcmp-style texts: a header, then rows of plain numbers of its width (blank lines and blank cells allowed). */
const plainText = fc
  .integer({ min: 1, max: 6 })
  .chain((width) =>
    fc.tuple(
      fc.array(fc.constantFrom('a [ns]', 'b', ' c [ms] ', 'é [s]', 'd\te'), { minLength: width, maxLength: width }),
      fc.array(
        fc.oneof(
          { weight: 9, arbitrary: fc.array(fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 99999 }).map(String)), { minLength: width, maxLength: width }) },
          { weight: 1, arbitrary: fc.constant([]) },
        ),
        { maxLength: 10 },
      ),
      fc.constantFrom('', '\n'),
    ),
  )
  .map(([names, rows, end]) => `${[names.join(','), ...rows.map((row) => row.join(','))].join('\n')}${end}`);

describe('plainRecords, the CSV fast path', () => {
  it('gives exactly the records csv-parse gives, or leaves the text to csv-parse', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.oneof(csvText, fc.string({ unit: fc.constantFrom('a', '1', '.', ',', '\n', '\r', '"', ' ', '\t', '\uFEFF', 'é') })), (text) => {
        const plain = plainRecords(text);
        if (plain === undefined) return;
        taken++;
        expect(plain).toEqual(csvParse(text));
      }),
      { numRuns: 5000, seed: 30 },
    );
    expect(taken).toBeGreaterThan(500);
  });

  it("takes every plain perfcmp-style text, with csv-parse's records", () => {
    fc.assert(
      fc.property(plainText, (text) => {
        const plain = plainRecords(text);
        expect(plain).toBeDefined();
        expect(plain).toEqual(csvParse(text));
      }),
      { numRuns: 2000, seed: 30 },
    );
  });

  it('leaves ragged rows, quotes, CR line ends, spaces and a leading blank line to csv-parse, whose errors name the line', () => {
    for (const text of ['a,b\n1,2\n3\n', 'a,b\n"1",2\n', 'a,b\r\n1,2\r\n', 'a,b\n1, 2\n', '\na,b\n1,2\n', '"a\nb",c\n1,2\n'])
      expect(plainRecords(text), JSON.stringify(text)).toBeUndefined();
    expect(() => readCsvRecords({ name: 'r.csv', text: 'a,b\n1,2\n\n3\n' })).toThrow(
      'r.csv:4: expected as many fields as the header line but found 1 (ragged row)',
    );
    const records = readCsvRecords({ name: 'p.csv', text: '\uFEFFa [ns], b\n1,2\n\n3,4\n' });
    expect(records.rows).toEqual([
      ['a [ns]', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(records.lineOf(2)).toBe(4);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allDigits, readRepeat, sameUnits, scanFields } from '../../src/formats/go-scan.js';
import { parseGoBench } from '../../src/formats/go-bench.js';

const NAME = 'BenchmarkX/case-8';
const BLANKS = [' ', '\t', '   \t', '\r', ' \r'];
const VALUES = ['1', '12.5', '0.001', '1.', '.5', '.', '1e5', '-3', '1234567890123456', '999999999999999'];
// '=' stands for the unit of the first line at that place.
const UNITS = ['ns/op', 'B/op', 'MB/s', 'ns/opx', 'x'];
const TOKENS = [
  '1000',
  '7',
  '0',
  '12.5',
  '1.',
  '.5',
  '.',
  '1e5',
  '-3',
  '+2',
  '1.2.3',
  '1234567890123456',
  '999999999999999',
  'ns/op',
  'B/op',
  'MB/s',
  'ns/opx',
  'x',
  'é',
];

/** The units of the line that made the targets: where each stands in `text` (as go-bench keeps them in spans). */
function spansOf(text: string, units: readonly string[]): number[] {
  const spans = [0, NAME.length];
  let from = 0;
  for (const unit of units) {
    const at = text.indexOf(` ${unit}`, from) + 1;
    spans.push(at, at + unit.length);
    from = at + unit.length;
  }
  return spans;
}

/**
 * What go-bench's general path makes of a repeated line: scanFields, then the iteration count,
 * value-unit pairs, the same units, and every value a plain decimal (a NaN goes to parseDecimal).
 */
function generalPath(bytes: Buffer, words: DataView, from: number, to: number, spans: readonly number[]): number[] | undefined {
  const bounds = new Array<number>(64).fill(0);
  const values = new Array<number>(32).fill(Number.NaN);
  bounds[0] = from - NAME.length;
  bounds[1] = from;
  const count = scanFields(bytes, from, to, bounds, values, 1);
  if (count < 3 || !allDigits(bytes, bounds[2] as number, bounds[3] as number) || (count - 2) % 2 !== 0) return undefined;
  const pairs = (count - 2) / 2;
  if (!sameUnits(bytes, words, bounds, spans, pairs)) return undefined;
  const plain = Array.from({ length: pairs }, (_, k) => values[2 + 2 * k] as number);
  return plain.some((value) => Number.isNaN(value)) ? undefined : plain;
}

describe('readRepeat, the one-pass read of a repeated go result line', () => {
  it('takes exactly the lines the general path reads as plain values with the same units, with the same values', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<readonly string[]>(['ns/op'], ['ns/op', 'B/op'], ['ns/op', 'MB/s', 'B/op']).chain((units) =>
          fc.tuple(
            fc.constant(units),
            fc.oneof(
              // Any tokens, or a result line's shape (mostly with the first line's number of units) with a piece now and then amiss.
              fc.array(fc.tuple(fc.constantFrom(...BLANKS, ''), fc.constantFrom(...TOKENS)), { maxLength: 9 }),
              fc
                .tuple(
                  fc.constantFrom('100', '1000', '100', '1000', 'x', '1.5'),
                  fc.array(
                    fc.tuple(
                      fc.constantFrom(...BLANKS),
                      fc.oneof({ weight: 6, arbitrary: fc.constantFrom('1', '12.5', '0.001', '1234.5') }, { weight: 1, arbitrary: fc.constantFrom(...VALUES) }),
                      fc.constantFrom(...BLANKS, ...BLANKS, ''),
                      fc.oneof({ weight: 8, arbitrary: fc.constant('=') }, { weight: 1, arbitrary: fc.constantFrom(...UNITS) }),
                    ),
                    { minLength: Math.max(1, units.length - 1), maxLength: units.length + 1 },
                  ),
                )
                .map(([count, pairs]) => [
                  [' ', count] as const,
                  ...pairs.flatMap(([before, value, after, unit]) => [[before, value] as const, [after, unit] as const]),
                ]),
            ),
          ),
        ),
        fc.constantFrom('', ' ', '\t', '\r'),
        fc.boolean(),
        ([units, tokens], tail, last) => {
          const first = `${NAME} 100 1 ${units.map((unit, k) => `${k + 1} ${unit}`).join(' ')}`;
          let unit = 0;
          const body = tokens.map(([blank, token]) => `${blank}${token === '=' ? (units[unit++] ?? 'ns/op') : token}`).join('');
          const line = `${NAME}${BLANKS[tokens.length % BLANKS.length] ?? ' '}${body}${tail}`;
          const text = `${first}\n${line}${last ? '' : '\nPASS\n'}`;
          const bytes = Buffer.from(text, 'utf8');
          const words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          const spans = spansOf(first, units);
          const from = first.length + 1 + NAME.length;
          const to = bytes.indexOf(10, from) === -1 ? bytes.length : bytes.indexOf(10, from);
          const values = new Array<number>(32).fill(Number.NaN);
          const expected = generalPath(bytes, words, from, to, spans);
          const read = readRepeat(bytes, words, from, to, spans, values);
          expect(read).toBe(expected !== undefined);
          taken += read ? 1 : 0;
          if (expected !== undefined) expect(values.slice(0, expected.length)).toEqual(expected);
        },
      ),
      { numRuns: 5000, seed: 30 },
    );
    // Both answers are exercised.
    expect(taken).toBeGreaterThan(300);
    expect(taken).toBeLessThan(4500);
  });

  it('leaves the file as the general path reads it: -count lines, other units, exponents and errors', () => {
    const text = [
      'pkg: example.com/a',
      'BenchmarkA-8 100 1.5 ns/op 16 B/op',
      'BenchmarkA-8 100 2.5 ns/op 16 B/op',
      'BenchmarkA-8 100 3e0 ns/op 16 B/op',
      'BenchmarkA-8\t100\t4.5 ns/op\t32 B/op\r',
      'BenchmarkA-8 100 5.5 ns/op',
      'BenchmarkA-8 100 6.5 ns/op',
      'BenchmarkA-8',
      'BenchmarkA-8 100 7.5 us/op',
      'BenchmarkAB-8 100 8 ns/op',
      'PASS',
    ].join('\n');
    const parsed = parseGoBench({ name: 'a.txt', text });
    expect(
      parsed.series.map((series) => [series.benchmark, series.metric, series.runs.map((run) => (run.kind === 'samples' ? Array.from(run.samples) : []))]),
    ).toEqual([
      ['example.com/a.BenchmarkA-8', 'time', [[1.5e-9, 2.5e-9, 3e-9, 4.5e-9, 5.5e-9, 6.5e-9]]],
      ['example.com/a.BenchmarkA-8', 'B/op', [[16, 16, 16, 32]]],
      ['example.com/a.BenchmarkA-8', 'us/op', [[7.5]]],
      ['example.com/a.BenchmarkAB-8', 'time', [[8e-9]]],
    ]);
    expect(() => parseGoBench({ name: 'b.txt', text: 'BenchmarkA-8 100 1 ns/op\nBenchmarkA-8 100 x ns/op\n' })).toThrow(
      'b.txt:2: expected a number before the unit "ns/op", found "x"',
    );
    expect(() => parseGoBench({ name: 'c.txt', text: 'BenchmarkA-8 100 1 ns/op\nBenchmarkA-8 100 2 ns/op 3\n' })).toThrow('c.txt:2: expected value-unit pairs');
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsvLong } from '../../src/formats/csv-long.js';
import { parseCsvWide } from '../../src/formats/csv-wide.js';
import { detectFormat } from '../../src/formats/registry.js';

describe('parseCsvWide (perfcmp style)', () => {
  it('reads test names with units and one sample per column, blank cells missing', () => {
    const parsed = parseCsvWide({ name: 'r.csv', text: 'parse [ms],encode [MB/s],plain\n1.5,100,7\n1.7,,8\n' });
    expect(parsed.series).toEqual([
      { benchmark: 'parse', metric: 'time', unit: 's', better: 'lower', runs: [{ kind: 'samples', samples: Float64Array.of(0.0015, 0.0017) }] },
      { benchmark: 'encode', metric: 'throughput', unit: 'B/s', better: 'higher', runs: [{ kind: 'samples', samples: Float64Array.of(100e6) }] },
      { benchmark: 'plain', metric: 'value', unit: '', better: 'lower', runs: [{ kind: 'samples', samples: Float64Array.of(7, 8) }] },
    ]);
  });

  it('keeps quoted names with commas', () => {
    const parsed = parseCsvWide({ name: 'r.csv', text: '"sort, large [s]"\n1\n2\n' });
    expect(parsed.series[0]?.benchmark).toBe('sort, large');
  });

  it.each([
    ['a non-numeric cell', 'a,b\n1,2\n3,abc\n', /^r\.csv:3:2: expected a number for "b", found "abc"$/],
    ['a ragged row', 'a,b\n1,2\n3\n', /^r\.csv:3: expected as many fields as the header line but found 1 \(ragged row\)$/],
    ['a header of numbers', '1,2\n3,4\n', /^r\.csv:1:1: expected test names on the first line, found the number 1$/],
    ['a header without rows', 'a,b\n', /^r\.csv: no samples/],
    ['a duplicate test', 'a,a\n1,2\n', /^r\.csv:1:2: test "a" appears twice/],
    ['an unterminated quote', 'a,b\n"1,2\n', /^r\.csv(:\d+)?: not valid CSV/],
  ])('rejects %s with the file and line', (_, text, message) => {
    expect(() => parseCsvWide({ name: 'r.csv', text })).toThrow(message);
  });

  it('names the line of a bad cell after blank lines and a quoted cell over two lines', () => {
    const text = '\n"first\ntest",b\n\n1,2\n\n\n3,4\n5,x\n';
    expect(() => parseCsvWide({ name: 'r.csv', text })).toThrow(/^r\.csv:9:2: expected a number for "b", found "x"$/);
    expect(() => parseCsvLong({ name: 'l.csv', text: 'benchmark,value\n\na,1\n\nb,oops\n' })).toThrow(/^l\.csv:5: expected a number in "value", found "oops"$/);
  });
});

describe('parseCsvLong', () => {
  it('groups lines by benchmark and metric, normalises units, and splits runs by the run column', () => {
    const text = 'benchmark,metric,unit,value,run,better\nsort,time,ms,10,1,\nsort,time,ms,11,1,\nsort,time,us,12000,2,\nsort,score,,5,1,higher\n';
    const parsed = parseCsvLong({ name: 'l.csv', text });
    expect(parsed.series).toHaveLength(2);
    expect(parsed.series[0]).toMatchObject({ benchmark: 'sort', metric: 'time', unit: 's', better: 'lower' });
    expect(parsed.series[0]?.runs).toHaveLength(2);
    expect(parsed.series[1]).toMatchObject({ metric: 'score', better: 'higher', runs: [{ kind: 'samples', samples: Float64Array.of(5) }] });
  });

  it('treats a file without a run column as one run and derives the metric from the unit', () => {
    const parsed = parseCsvLong({ name: 'l.csv', text: 'benchmark,unit,value\na,ns,5\na,ns,6\n' });
    expect(parsed.series[0]).toMatchObject({ benchmark: 'a', metric: 'time', unit: 's', runs: [{ kind: 'samples', samples: Float64Array.of(5e-9, 6e-9) }] });
  });

  it.each([
    ['a missing value column', 'benchmark,metric\na,b\n', /^l\.csv:1: expected a "value" column/],
    ['a non-numeric value', 'benchmark,value\na,1\na,x\n', /^l\.csv:3: expected a number in "value", found "x"$/],
    ['a bad direction', 'benchmark,value,better\na,1,up\n', /^l\.csv:2: expected "lower" or "higher"/],
    ['units that disagree', 'benchmark,metric,unit,value\na,t,ms,1\na,t,B,2\n', /^l\.csv:3: "a" t is in B here but in s on an earlier line$/],
  ])('rejects %s', (_, text, message) => {
    expect(() => parseCsvLong({ name: 'l.csv', text })).toThrow(message);
  });

  it('is what auto detection picks for a tidy header, and csv otherwise', () => {
    expect(detectFormat({ name: 'l.csv', text: 'benchmark,metric,unit,value\na,t,s,1\n' }).id).toBe('csv-long');
    expect(detectFormat({ name: 'w.csv', text: 'a,b\n1,2\n' }).id).toBe('csv');
    expect(detectFormat({ name: 'one-column.csv', text: 'a [s]\n1\n' }).id).toBe('csv');
  });
});

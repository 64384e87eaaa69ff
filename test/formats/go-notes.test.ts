import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';

// Go's benchmark format beyond result lines (golang.org/x/perf/benchfmt): `note:` configuration
// lines and `Unit` metadata lines (test/fixtures/go-notes/: make.sh, Go 1.19, 5 runs a side), and
// go test -json with a failed benchmark (test/fixtures/go-json-failed/).

const DIR = 'test/fixtures/go-notes';
const side = (name: string): string[] => [1, 2, 3, 4, 5].map((run) => `${DIR}/${name}/run${run}.txt`);
const HIT = 'example.com/notes.BenchmarkLookup-2 (note: all hit)';
const MISS = 'example.com/notes.BenchmarkLookup-2 (note: half miss)';
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

describe('go note: blocks and Unit lines', () => {
  it('keeps the benchmarks of two note: blocks apart, each with its own samples', () => {
    const series = parseFixture(`${DIR}/baseline/run1.txt`, 'go');
    expect([...new Set(series.map((s) => s.benchmark))]).toEqual([HIT, MISS]);
    expect(samplesOf(seriesOf(series, HIT, 'hits/op'))).toEqual([1, 1, 1, 1, 1]);
    expect(samplesOf(seriesOf(series, MISS, 'hits/op')).every((hits) => hits > 0.4 && hits < 0.6)).toBe(true);
    expect(seriesOf(series, MISS, 'time').runs).toHaveLength(1);
  });

  it('honours Unit UNIT better=higher, and assume=exact', () => {
    const series = parseFixture(`${DIR}/baseline/run1.txt`, 'go');
    expect(seriesOf(series, HIT, 'hits/op')).toMatchObject({ unit: 'hits/op', better: 'higher' });
    expect(seriesOf(series, HIT, 'time').better).toBe('lower');
    const text = 'Unit ns/op assume=exact\nUnit B/op better=lower\nBenchmarkX-2 100 12 ns/op 8 B/op\n';
    const exact = parseSource({ name: 'x.txt', text }, 'go').parsed.series;
    expect(seriesOf(exact, 'BenchmarkX-2', 'time').exact).toBe(true);
    expect(seriesOf(exact, 'BenchmarkX-2', 'B/op').exact).toBeUndefined();
  });

  it('refuses a Unit line with a direction other than higher or lower, naming the line', () => {
    expect(errorOf(() => parseSource({ name: 'u.txt', text: 'Unit ns/op better=faster\nBenchmarkX-2 100 12 ns/op\n' }, 'go'))).toMatch(
      /u\.txt:1.*better=higher or better=lower/,
    );
  });

  it('converts losslessly', () => {
    expectLosslessConvert(`${DIR}/same/run2.txt`, 'go');
  });

  it('flags nothing A/A, and finds the slower work in both notes A/B, the hit ratio unchanged', () => {
    expect(flaggedRows(compareFiles(side('baseline'), side('same'), ['--same-job']))).toEqual([]);
    const slower = compareFiles(side('baseline'), side('slower'), ['--same-job']);
    // work() loops 60 times in slower/, 20 in baseline/: about twice the time a lookup.
    for (const name of [HIT, MISS]) {
      const row = rowOf(slower, name, 'time');
      expect(row.verdict).toBe('regression');
      expect(row.ratio).toBeGreaterThan(1.8);
    }
    expect(flaggedRows(slower).filter(([, metric]) => metric !== 'time')).toEqual([]);
  });
});

describe('go test -json with a failed benchmark', () => {
  it('says which benchmark failed and what to do, not "run go test with -bench"', () => {
    const message = errorOf(() => parseFixture('test/fixtures/go-json-failed/one-failed.json', 'go-json'));
    expect(message).toMatch(/BenchmarkBroken failed \(--- FAIL.*fix it, or leave it out with -bench REGEXP/);
    expect(message).not.toMatch(/run go test with -bench/);
  });

  it('says a package failed before any benchmark ran, and asks for -bench only when nothing failed', () => {
    const event = (fields: object) => JSON.stringify({ Time: '2026-11-29T04:53:10Z', ...fields });
    const build = [event({ Action: 'output', Package: 'example.com/x', Output: 'FAIL\n' }), event({ Action: 'fail', Package: 'example.com/x' })].join('\n');
    expect(errorOf(() => parseSource({ name: 'b.json', text: build }, 'auto'))).toMatch(/package example\.com\/x failed before any benchmark ran/);
    const tests = [event({ Action: 'output', Package: 'example.com/x', Output: 'PASS\n' }), event({ Action: 'pass', Package: 'example.com/x' })].join('\n');
    expect(errorOf(() => parseSource({ name: 't.json', text: tests }, 'auto'))).toMatch(/run go test with -bench/);
  });
});

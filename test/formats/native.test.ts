import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { parseNative, renderNative } from '../../src/formats/native.js';
import { detectFormat, parseSource } from '../../src/formats/registry.js';

const SPEC_EXAMPLE = JSON.stringify({
  benchgate: 1,
  suite: 'parser',
  context: { commit: '9fceb02', ref: 'refs/heads/main', runner: 'ubuntu-24.04 x64', date: '2026-11-21T10:00:00Z' },
  benchmarks: [
    {
      name: 'parse/small',
      metrics: [
        {
          name: 'time',
          unit: 'ns',
          better: 'lower',
          runs: [
            [101.2, 99.8, 100.4],
            [102.0, 100.9],
          ],
        },
        { name: 'throughput', unit: 'B/s', better: 'higher', runs: [[1.2e9, 1.21e9]] },
        { name: 'allocs', unit: 'allocs', better: 'lower', summary: { mean: 12, sd: 0, n: 10 } },
      ],
    },
  ],
});

function parse(text: string) {
  return parseNative({ name: 'base.json', text });
}

function parseError(text: string): string {
  try {
    parse(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
    return (error as Error).message;
  }
  throw new Error('expected a parse error');
}

describe('parseNative', () => {
  it('reads the SPEC 2.1 example with its runs, summary and context, normalising ns to s', () => {
    const parsed = parse(SPEC_EXAMPLE);
    expect(parsed.suite).toBe('parser');
    expect(parsed.context).toEqual({ commit: '9fceb02', ref: 'refs/heads/main', runner: 'ubuntu-24.04 x64', date: '2026-11-21T10:00:00Z' });
    const [time, throughput, allocs] = parsed.series;
    expect(time?.unit).toBe('s');
    expect(time?.runs).toHaveLength(2);
    const firstRun = time?.runs[0];
    expect(firstRun?.kind === 'samples' && firstRun.samples[0]).toBeCloseTo(101.2e-9, 20);
    expect(throughput).toMatchObject({ unit: 'B/s', better: 'higher', runs: [{ kind: 'samples', samples: Float64Array.of(1.2e9, 1.21e9) }] });
    expect(allocs).toMatchObject({ unit: 'allocs', better: 'lower', runs: [{ kind: 'summary', summary: { mean: 12, sd: 0, n: 10 } }] });
  });

  it('defaults better from the unit: a /s suffix is higher', () => {
    const parsed = parse(
      JSON.stringify({
        benchgate: 1,
        benchmarks: [
          {
            name: 'b',
            metrics: [
              { name: 'rate', unit: 'ops/s', runs: [[1, 2]] },
              { name: 'x', unit: 'widgets', runs: [[1, 2]] },
            ],
          },
        ],
      }),
    );
    expect(parsed.series.map((s) => s.better)).toEqual(['higher', 'lower']);
  });

  it('round-trips through renderNative without losing a sample', () => {
    const parsed = parse(SPEC_EXAMPLE);
    const again = parse(renderNative({ ...parsed, runCount: 2 }));
    expect(again.series).toEqual(parsed.series);
    expect(again.context).toEqual(parsed.context);
  });

  it.each([
    ['a JSON that is not ours', '{"results": []}', /base\.json at benchgate: expected "benchgate": 1/],
    [
      'a sample that is a string',
      '{"benchgate":1,"benchmarks":[{"name":"a","metrics":[{"name":"t","runs":[[1,"2"]]}]}]}',
      /at benchmarks\[0\]\.metrics\[0\]\.runs\[0\]\[1\]: expected a finite number/,
    ],
    ['a metric without data', '{"benchgate":1,"benchmarks":[{"name":"a","metrics":[{"name":"t"}]}]}', /at benchmarks\[0\]\.metrics\[0\]: expected "runs"/],
    ['an empty run', '{"benchgate":1,"benchmarks":[{"name":"a","metrics":[{"name":"t","runs":[[]]}]}]}', /runs\[0\]: expected a run with at least one sample/],
    [
      'a bad direction',
      '{"benchgate":1,"benchmarks":[{"name":"a","metrics":[{"name":"t","better":"up","runs":[[1]]}]}]}',
      /better: expected "lower" or "higher"/,
    ],
    [
      'a negative sd',
      '{"benchgate":1,"benchmarks":[{"name":"a","metrics":[{"name":"t","summary":{"mean":1,"sd":-1,"n":3}}]}]}',
      /summary\.sd: expected a standard deviation ≥ 0/,
    ],
    ['truncated JSON', '{"benchgate":1,\n"benchmarks":[{"name":"a"', /base\.json:2:\d+: not valid JSON: the file ends in the middle of a value/],
    ['a syntax error', '{"benchgate":1,\n  "benchmarks": [,]}', /base\.json(:2:\d+)?: not valid JSON/],
  ])('rejects %s naming the place', (_, text, message) => {
    expect(parseError(text)).toMatch(message);
  });

  it("keeps a summary's median flag (cargo bench's one value a run), and refuses any other value of it", () => {
    const cargo = parseSource({ name: 'bench.txt', text: 'test sort ... bench:      1,200 ns/iter (+/- 30)\n' }, 'auto').parsed;
    const text = renderNative({ runCount: 1, series: cargo.series });
    expect(text).toContain('"runs":[{"mean":0.0000012,"n":1,"median":true}]');
    expect(parse(text).series[0]?.runs).toEqual([{ kind: 'summary', summary: { mean: 1.2e-6, n: 1, median: true } }]);
    expect(parseError(text.replace('"median":true', '"median":"yes"'))).toMatch(/\.median: expected true \(the one value is a median\), or no "median"$/);
  });
});

describe('detectFormat', () => {
  it('names the JSON path of what is wrong, down to the run and the sample', () => {
    const doc = (metrics: unknown[]): string =>
      JSON.stringify({
        benchgate: 1,
        benchmarks: [
          { name: 'ok', metrics: [{ name: 'time', runs: [[1]] }] },
          { name: 'bad', metrics },
        ],
      });
    expect(parseError(doc([{ name: 'time', runs: [[1], [2, 'x']] }]))).toBe('base.json at benchmarks[1].metrics[0].runs[1][1]: expected a finite number');
    expect(
      parseError(
        doc([
          { name: 'time', runs: [[1]] },
          { name: 'size', runs: [[]] },
        ]),
      ),
    ).toBe('base.json at benchmarks[1].metrics[1].runs[0]: expected a run with at least one sample');
    expect(parseError(doc([{ name: 'time', summary: { mean: 1, n: 2.5 } }]))).toBe(
      'base.json at benchmarks[1].metrics[0].summary.n: expected a whole number of samples ≥ 1',
    );
    expect(parseError(doc([{ name: 'time', runs: [{ mean: 1, sd: -1, n: 3 }] }]))).toBe(
      'base.json at benchmarks[1].metrics[0].runs[0].sd: expected a standard deviation ≥ 0',
    );
    expect(parseError(doc([{ name: 7, runs: [[1]] }]))).toBe('base.json at benchmarks[1].metrics[0].name: expected a string');
    expect(parseError(doc([{ name: 'time', runs: 'many' }]))).toBe('base.json at benchmarks[1].metrics[0].runs: expected an array');
    expect(parseError(doc(['time']))).toBe('base.json at benchmarks[1].metrics[0]: expected an object');
    expect(parseError(doc([{ name: 'time' }]))).toBe(
      'base.json at benchmarks[1].metrics[0]: expected "runs" (a list of runs, each a list of samples) or "summary"',
    );
    expect(parseError('{"benchgate": 1, "benchmarks": [{"name": "a", "metrics": [{"name": "time", "runs": [[1e999]]}]}]}')).toBe(
      'base.json at benchmarks[0].metrics[0].runs[0][0]: expected a finite number',
    );
    expect(parseError('{"benchgate": 1, "benchmarks": [{"metrics": []}]}')).toBe('base.json at benchmarks[0].name: expected a string');
    expect(parseError('{"benchgate": 1, "benchmarks": [{"name": "a", "metrics": {}}]}')).toBe('base.json at benchmarks[0].metrics: expected an array');
  });

  it('recognises native JSON by its version key', () => {
    expect(detectFormat({ name: 'x.json', text: SPEC_EXAMPLE }).id).toBe('benchgate');
  });

  it('lists the formats it tried when it cannot place a file', () => {
    expect(() => detectFormat({ name: 'notes.txt', text: 'hello world' })).toThrow(
      /^notes\.txt: cannot tell which format this is; tried benchgate, criterion, google-benchmark, .*, csv-long, csv\. Name it with --format/,
    );
  });

  it('calls an empty file empty', () => {
    expect(() => detectFormat({ name: 'e.csv', text: '  \n' })).toThrow(/e\.csv: the file is empty/);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { detectFormat, parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';

// Vitest `bench --outputJson` (test/fixtures/vitest-bench/: make.sh, 5 processes a side,
// interleaved in one job).

const DIR = 'test/fixtures/vitest-bench';
const side = (name: string): string[] => [1, 2, 3, 4, 5].map((run) => `${DIR}/${name}/run${run}.json`);
const JOIN = 'text.bench.js > text > join';
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

describe('Vitest bench --outputJson', () => {
  it('reads a Vitest 4 file (no samples) as one median a run, over its iterations, named file > describe > bench', () => {
    const series = parseFixture(`${DIR}/baseline/run1.json`, 'vitest-bench');
    expect(series.map((s) => s.benchmark)).toEqual([JOIN, 'text.bench.js > text > sort']);
    const join = seriesOf(series, JOIN, 'time');
    expect(join).toMatchObject({ unit: 's', better: 'lower' });
    const file = JSON.parse(readFileSync(`${DIR}/baseline/run1.json`, 'utf8')) as {
      files: { groups: { benchmarks: { median: number; sampleCount: number }[] }[] }[];
    };
    const written = file.files[0]?.groups[0]?.benchmarks[0];
    expect(join.runs).toEqual([{ kind: 'summary', summary: { mean: (written?.median ?? NaN) / 1000, n: written?.sampleCount, median: true } }]);
  });

  it('takes the samples (ms) when the file keeps them (Vitest 1-3 with includeSamples), else mean and sd without a median', () => {
    const file = (bench: object) =>
      JSON.stringify({ files: [{ filepath: '/x/a.bench.ts', groups: [{ fullName: 'a.bench.ts', benchmarks: [{ name: 'b', ...bench }] }] }] });
    const raw = parseSource({ name: 'raw.json', text: file({ samples: [0.5, 0.25], mean: 0.375, sd: 0.1, sampleCount: 2, median: 0.375 }) }, 'auto');
    expect(samplesOf(seriesOf(raw.parsed.series, 'a.bench.ts > b', 'time'))).toEqual([0.0005, 0.00025]);
    const summary = parseSource({ name: 'sum.json', text: file({ samples: [], mean: 2, sd: 1, sampleCount: 9 }) }, 'auto');
    expect(seriesOf(summary.parsed.series, 'a.bench.ts > b', 'time').runs).toEqual([{ kind: 'summary', summary: { mean: 0.002, sd: 0.001, n: 9 } }]);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(`${DIR}/same/run2.json`, 'vitest-bench');
  });

  it('flags nothing A/A and finds the planted slowdown of join A/B', () => {
    expect(flaggedRows(compareFiles(side('baseline'), side('same'), ['--same-job']))).toEqual([]);
    const slower = compareFiles(side('baseline'), side('slower'), ['--same-job']);
    expect(flaggedRows(slower)).toEqual([[JOIN, 'time', 'regression']]);
    expect(rowOf(slower, JOIN, 'time').ratio).toBeGreaterThan(2);
  });

  it("refuses Vitest's test report and a benchmark without its iteration count, saying what to run", () => {
    expect(errorOf(() => detectFormat({ name: 'report.json', text: '{"numTotalTestSuites": 4, "testResults": []}' }))).toMatch(
      /vitest bench --run --outputJson FILE/,
    );
    const text = JSON.stringify({ files: [{ filepath: 'a', groups: [{ fullName: 'a', benchmarks: [{ name: 'b', samples: [], mean: 1, sd: 0 }] }] }] });
    expect(errorOf(() => parseSource({ name: 'v.json', text }, 'auto'))).toMatch(
      /v\.json at files\[0\]\.groups\[0\]\.benchmarks\[0\]\.sampleCount: expected a finite number/,
    );
  });
});

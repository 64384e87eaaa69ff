import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { detectFormat, parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';

// pyperf JSON (test/fixtures/pyperf/: make.sh, 4 files a side of 3 worker processes each, the sides
// interleaved in one job; track_memory.json from pyperf's own tests).

const DIR = 'test/fixtures/pyperf';
const side = (name: string): string[] => [1, 2, 3, 4].map((run) => `${DIR}/${name}/run${run}.json`);
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

describe('pyperf JSON', () => {
  it("makes each of pyperf's worker processes a run and its values (seconds a loop) the samples", () => {
    const series = parseFixture(`${DIR}/baseline/run1.json`, 'pyperf');
    expect(series.map((s) => [s.benchmark, s.metric, s.unit, s.better, s.runs.length])).toEqual([
      ['json_dumps', 'time', 's', 'lower', 3],
      ['sort', 'time', 's', 'lower', 3],
    ]);
    const file = JSON.parse(readFileSync(`${DIR}/baseline/run1.json`, 'utf8')) as { benchmarks: { runs: { values: number[] }[] }[] };
    for (const run of [0, 1, 2]) expect(samplesOf(seriesOf(series, 'json_dumps', 'time'), run)).toEqual(file.benchmarks[0]?.runs[run]?.values);
  });

  it("skips the calibration run (warm-ups only) and reads pyperf's byte unit as memory (pyperf's own test file)", () => {
    const series = parseFixture(`${DIR}/track_memory.json`, 'pyperf');
    expect(series).toHaveLength(1);
    const memory = seriesOf(series, 'timeit', 'memory');
    expect(memory).toMatchObject({ unit: 'B', better: 'lower' });
    expect(memory.runs.map((_, run) => samplesOf(memory, run))).toEqual([[7360512], [7364608], [7380992]]);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(`${DIR}/baseline/run1.json`, 'pyperf');
    expectLosslessConvert(`${DIR}/track_memory.json`, 'pyperf');
  });

  it('flags nothing when the same code is measured twice (A/A), and finds the planted slowdown (A/B)', () => {
    const same = compareFiles(side('baseline'), side('same'), ['--same-job']);
    expect(same.baseline.runs).toBe(12);
    expect(flaggedRows(same)).toEqual([]);
    const slower = compareFiles(side('baseline'), side('slower'), ['--same-job']);
    expect(flaggedRows(slower)).toEqual([['json_dumps', 'time', 'regression']]);
    expect(rowOf(slower, 'json_dumps', 'time').ratio).toBeGreaterThan(1.2);
  });

  it("refuses pyperf's console output, an unknown format version and an unknown unit, saying what to do", () => {
    expect(errorOf(() => detectFormat({ name: 'out.txt', text: '.....\njson_dumps: Mean +- std dev: 48.2 us +- 22.6 us\n' }))).toMatch(
      /pyperf's console output: add -o FILE/,
    );
    const file = (version: unknown, unit = 'second') =>
      JSON.stringify({ benchmarks: [{ runs: [{ values: [1e-5] }] }], metadata: { name: 'x', unit }, version });
    expect(errorOf(() => parseSource({ name: 'old.json', text: file('0.9') }, 'pyperf'))).toMatch(/old\.json.*version.*pyperf convert/);
    expect(errorOf(() => parseSource({ name: 'u.json', text: file('1.0', 'furlong') }, 'pyperf'))).toMatch(/unit.*second, byte, integer.*furlong/);
    const nameless = JSON.stringify({ benchmarks: [{ runs: [{ values: [1e-5] }] }], version: '1.0' });
    expect(errorOf(() => parseSource({ name: 'n.json', text: nameless }, 'auto'))).toMatch(/benchmarks\[0\]\.runs\[0\]\.metadata\.name/);
  });
});

describe('pyperf metadata', () => {
  it("takes name and unit from a run's metadata over its benchmark's over the file's", () => {
    const text = JSON.stringify({
      version: '1.0',
      metadata: { name: 'file', unit: 'byte' },
      benchmarks: [
        { metadata: { name: 'bench' }, runs: [{ values: [1] }, { metadata: { name: 'run', unit: 'second' }, values: [2] }] },
        { runs: [{ values: [3] }] },
      ],
    });
    const series = parseSource({ name: 'm.json', text }, 'pyperf').parsed.series;
    expect(series.map((s) => [s.benchmark, s.metric, s.unit])).toEqual([
      ['bench', 'memory', 'B'],
      ['run', 'time', 's'],
      ['file', 'memory', 'B'],
    ]);
  });

  it('reads a file whose metadata has 5,000 keys over 5,000 runs (a copy of the metadata a run took 19 s)', () => {
    const metadata = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`key${i}`, i]));
    const text = JSON.stringify({
      version: '1.0',
      metadata: { ...metadata, name: 'x' },
      benchmarks: [{ runs: Array.from({ length: 5000 }, () => ({ values: [1] })) }],
    });
    expect(parseSource({ name: 'k.json', text }, 'pyperf').parsed.series[0]?.runs).toHaveLength(5000);
  });
});

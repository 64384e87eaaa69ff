import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { detectFormat, parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';
import { scratchDir } from '../helpers/scratch.js';

// airspeed velocity results files (test/fixtures/asv/: a version 2 file with samples from
// NeurodataWithoutBorders/nwb_benchmarks' docs, a version 1 file from asv's own tests; its README).

const DIR = 'test/fixtures/asv';
const FILE = `${DIR}/ee3c985d-existing-py.json`;
const OLD = `${DIR}/05d283b9-py2.7-Cython-numpy1.8.json`;
const FSSPEC = 'time_remote_slicing.FsspecNoCacheContinuousSliceBenchmark.time_slice';
const PARAMS =
  "('https://dandiarchive.s3.amazonaws.com/blobs/fec/8a6/fec8a690-2ece-4437-8877-8a002ff8bd8a', 'ElectricalSeriesAp', (slice(0, 30000, None), slice(0, 384, None)))";
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

interface AsvFile {
  result_columns: string[];
  results: Record<string, unknown[]>;
}
const file = (): AsvFile => JSON.parse(readFileSync(FILE, 'utf8')) as AsvFile;

/** The fixture with every sample of the Fsspec benchmark scaled, written as another run's file. */
function scaled(name: string, factor: number): string {
  const data = file();
  const row = data.results[FSSPEC] as number[][][];
  row[11] = (row[11] as number[][]).map((samples) => samples.map((sample) => sample * factor));
  const path = join(scratchDir('asv'), name);
  writeFileSync(path, JSON.stringify(data));
  return path;
}

describe('asv results files', () => {
  it('names a benchmark by its parameter combination and reads its recorded samples (time_ in s)', () => {
    const series = parseFixture(FILE, 'asv');
    expect(series.map((s) => [s.benchmark, s.metric, s.unit, s.better])).toEqual([
      [`${FSSPEC}${PARAMS}`, 'time', 's', 'lower'],
      [`${FSSPEC.replace('FsspecNoCache', 'Remfile')}${PARAMS}`, 'time', 's', 'lower'],
    ]);
    expect(samplesOf(seriesOf(series, `${FSSPEC}${PARAMS}`, 'time'))).toEqual([0.8071024999953806, 0.9324163000565022, 0.5638924000086263]);
  });

  it('reads the result (the median) as a summary-only run without samples, every combination apart, NaN (skipped) and null (failed) as none', () => {
    const text = JSON.stringify({
      commit_hash: 'abc',
      result_columns: ['result', 'params', 'version', 'stats_repeat'],
      results: {
        'bench.Suite.time_sort': [
          'RESULT',
          [
            ['10', '100'],
            ["'a'", "'b'"],
          ],
          'v',
          [5, 5, 5, 5],
        ],
        'bench.peakmem_load': [[2048], [], 'v'],
        'bench.time_broken': [null, [], 'v'],
      },
      version: 2,
    }).replace('"RESULT"', '[0.5, NaN, 0.25, null]');
    const parsed = parseSource({ name: 'r.json', text }, 'auto');
    expect(parsed.format.id).toBe('asv');
    const series = parsed.parsed.series;
    expect(series.map((s) => [s.benchmark, s.metric, s.unit])).toEqual([
      ["bench.Suite.time_sort(10, 'a')", 'time', 's'],
      ["bench.Suite.time_sort(100, 'a')", 'time', 's'],
      ['bench.peakmem_load', 'peak memory', 'B'],
    ]);
    expect(seriesOf(series, "bench.Suite.time_sort(100, 'a')", 'time').runs).toEqual([{ kind: 'summary', summary: { mean: 0.25, n: 5, median: true } }]);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(FILE, 'asv');
  });

  it('flags nothing between runs within 2% of each other (A/A), and finds 20% planted on one benchmark (A/B)', () => {
    // Three files a side, each the real one with one benchmark's samples scaled.
    const side = (name: string, factors: number[]) => factors.map((factor, i) => scaled(`${name}${i}.json`, factor));
    const baseline = side('baseline', [1, 0.98, 1.02]);
    const same = compareFiles(baseline, side('same', [1.01, 0.99, 1]), ['--same-job']);
    expect(flaggedRows(same)).toEqual([]);
    const slower = compareFiles(baseline, side('slower', [1.2, 1.18, 1.22]), ['--same-job']);
    const fsspec = `${FSSPEC}${PARAMS}`;
    expect(flaggedRows(slower)).toEqual([[fsspec, 'time', 'regression']]);
    expect(rowOf(slower, fsspec, 'time').ratio).toBeCloseTo(1.2, 1);
  });

  it("refuses a version 1 file (asv's own test data) with asv update, and its benchmarks.json with the results path", () => {
    expect(errorOf(() => parseSource({ name: OLD, text: readFileSync(OLD, 'utf8') }, 'auto'))).toMatch(/version.*asv update.*got 1/);
    const listing = '{\n    "mem_examples.mem_list": {\n        "code": "def mem_list():\\n    return [0] * 255\\n",\n        "unit": "bytes"\n    }\n}\n';
    expect(errorOf(() => detectFormat({ name: 'benchmarks.json', text: listing }))).toMatch(/asv's benchmarks\.json.*results\/<machine>/);
  });
});

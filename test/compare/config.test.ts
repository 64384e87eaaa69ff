import { warningText } from '../../src/report/warning-text.js';
import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { parseConfig } from '../../src/compare/config.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { loadSide } from '../../src/load/load-side.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { sampleSet, series } from '../helpers/series.js';

const config = (text: string) => parseConfig({ name: 'benchgate.json', text });

describe('parseConfig', () => {
  it('reads rules with globs and percentages', () => {
    expect(config('{"rules": [{"benchmark": "parse/**", "noise": "5%"}, {"metric": "allocs*", "exact": true, "tolerance": 0.01}]}').rules).toEqual([
      { benchmark: 'parse/**', metric: '**', noise: 0.05 },
      { benchmark: '**', metric: 'allocs*', exact: true, tolerance: 0.01 },
    ]);
  });

  it.each([
    ['{"rules": [{"nosie": "5%"}]}', /benchgate\.json at rules\[0\]\.nosie: expected one of the keys benchmark, metric/],
    ['{"rules": [{"better": "up"}]}', /rules\[0\]\.better: expected "lower" or "higher"/],
    ['{"rules": [{"noise": "lots"}]}', /rules\[0\]\.noise: expected a relative change/],
    ['{"rules": [{"exact": "yes"}]}', /rules\[0\]\.exact: expected true or false/],
    ['{"rule": []}', /at rules: expected an array/],
  ])('rejects %s naming the place', (text, message) => {
    expect(() => config(text)).toThrow(message);
  });
});

describe('per-benchmark settings in a comparison', () => {
  it('treats exact metrics as exact: one sample suffices, any change beyond the tolerance counts, one inside it is noise', () => {
    const rules = config('{"rules": [{"metric": "allocs", "exact": true}, {"metric": "size", "exact": true, "tolerance": "1%"}]}');
    const report = compareSampleSets(
      [
        {
          label: 'base',
          set: sampleSet(
            series('a', [[10]], { metric: 'allocs', unit: 'allocs' }),
            series('a', [[1000]], { metric: 'size', unit: 'B' }),
            series('b', [[3]], { metric: 'allocs', unit: 'allocs' }),
          ),
        },
      ],
      {
        label: 'head',
        set: sampleSet(
          series('a', [[11]], { metric: 'allocs', unit: 'allocs' }),
          series('a', [[1005]], { metric: 'size', unit: 'B' }),
          series('b', [[3]], { metric: 'allocs', unit: 'allocs' }),
        ),
      },
      DEFAULT_POLICY,
      rules,
    );
    expect(report.comparisons.map((row) => [row.benchmark, row.metric, row.test, row.verdict])).toEqual([
      ['a', 'allocs', 'exact', 'regression'],
      ['a', 'size', 'exact', 'noise'],
      ['b', 'allocs', 'exact', 'unchanged'],
    ]);
    expect(report.comparisons[0]?.change).toBeCloseTo(0.1, 12);
  });

  it('ignores rows, turns directions and sets noise per benchmark', () => {
    const rules = config(
      '{"rules": [{"benchmark": "flaky/*", "ignore": true}, {"metric": "score", "better": "higher"}, {"benchmark": "loose", "noise": "50%"}]}',
    );
    const runs = (centre: number) => [0, 1, 2, 3].map((r) => Array.from({ length: 8 }, (_, i) => centre * (1 + 0.001 * Math.sin(i + r))));
    const report = compareSampleSets(
      [{ label: 'base', set: sampleSet(series('flaky/x', runs(1)), series('s', runs(100), { metric: 'score', unit: '' }), series('loose', runs(1))) }],
      { label: 'head', set: sampleSet(series('flaky/x', runs(2)), series('s', runs(80), { metric: 'score', unit: '' }), series('loose', runs(1.2))) },
      DEFAULT_POLICY,
      rules,
      // Made up with no machine effect, as runs of one job (across jobs a row or two against one
      // baseline job are left untested).
      { sameJob: true },
    );
    expect(report.comparisons.map((row) => [row.benchmark, row.better, row.verdict])).toEqual([
      ['s', 'higher', 'regression'],
      ['loose', 'lower', 'noise'],
    ]);
  });

  it('makes the real go allocation counts exact: unchanged where equal, the planted change found', () => {
    const side = (dir: string) => loadSide(readInputFiles([`${REPO_ROOT}/test/fixtures/go/${dir}/*.txt`], 'x'), 'go');
    const rules = config('{"rules": [{"metric": "B/op", "exact": true, "tolerance": "1%"}]}');
    const report = compareSampleSets([side('baseline')], side('slower'), DEFAULT_POLICY, rules);
    const bytes = report.comparisons.filter((row) => row.metric === 'B/op').map((row) => [row.benchmark.split('.').pop(), row.verdict]);
    expect(bytes).toEqual([
      ['BenchmarkSort/n=100-2', 'unchanged'],
      ['BenchmarkSort/n=1000-2', 'unchanged'],
      ['BenchmarkJoin-2', 'regression'],
    ]);
  });
});

describe('rules that do nothing, and Go names', () => {
  const side = (dir: string) => loadSide(readInputFiles([`${REPO_ROOT}/test/fixtures/go/${dir}/*.txt`], 'x'), 'go');

  it('matches "BenchmarkJoin*" against the short name of example.com/benchgate-fixture/textproc.BenchmarkJoin-2', () => {
    const report = compareSampleSets(
      [side('baseline')],
      side('slower'),
      DEFAULT_POLICY,
      config('{"rules": [{"benchmark": "BenchmarkJoin*", "ignore": true}]}'),
    );
    expect(report.comparisons.some((row) => row.benchmark.endsWith('BenchmarkJoin-2'))).toBe(false);
    expect(report.warnings).toEqual([]);
  });

  it('says which rule matched no row, with two real names it could have meant', () => {
    const report = compareSampleSets(
      [side('baseline')],
      side('same'),
      DEFAULT_POLICY,
      config('{"rules": [{"metric": "B/op", "exact": true}, {"benchmark": "BenchmarkJion*", "noise": "5%"}]}'),
    );
    expect(report.warnings).toEqual([
      {
        code: 'unused-rule',
        rule: 2,
        benchmark: 'BenchmarkJion*',
        metric: '**',
        examples: [expect.stringMatching(/^"example\.com\/benchgate-fixture\/\w+\.Benchmark[^"]+" time$/), expect.any(String)],
      },
    ]);
    expect(report.warnings.map(warningText)).toEqual([
      expect.stringMatching(
        /^config rule 2 \(benchmark "BenchmarkJion\*", metric "\*\*"\) matched no row; names here look like "example\.com\/benchgate-fixture\/\w+\.Benchmark[^"]+" time and "[^"]+" \S+$/,
      ),
    ]);
  });
});

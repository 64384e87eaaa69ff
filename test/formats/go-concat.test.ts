import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { loadSide } from '../../src/load/load-side.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { parseSource } from '../../src/formats/registry.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import type { Series } from '../../src/model/series.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { readReport } from '../../src/report/read-report.js';
import { warningText } from '../../src/report/warning-text.js';
import { fixture } from '../helpers/fixture.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { runSourceCli } from '../helpers/run-cli.js';

// Real go test output (test/fixtures/go-concat/make.sh, Go 1.19): a run is one go test process,
// and a file may hold several.
const DIR = 'test/fixtures/go-concat';
const parse = (path: string): readonly Series[] => parseSource(fixture(`${DIR}/${path}`), 'go').parsed.series;
const side = (...patterns: string[]) =>
  loadSide(
    readInputFiles(
      patterns.map((pattern) => `${REPO_ROOT}/${DIR}/${pattern}`),
      'x',
    ),
    'go',
  );
const runCounts = (series: readonly Series[]) => new Set(series.map((s) => s.runs.length));

describe('a go file of several go test processes', () => {
  it('reads cat of three invocations of go test ./... as three runs, each the data of its own file', () => {
    const concatenated = parse('concat.txt');
    const separate = ['separate/run1.txt', 'separate/run2.txt', 'separate/run3.txt'].map(parse);
    expect(runCounts(concatenated)).toEqual(new Set([3]));
    expect(concatenated.map((s) => [s.benchmark, s.metric, s.unit, s.better])).toEqual(separate[0]?.map((s) => [s.benchmark, s.metric, s.unit, s.better]));
    for (const [i, series] of concatenated.entries()) expect(series.runs).toEqual(separate.map((file) => file[i]?.runs[0]));
    // Both packages of one invocation are one run: each has its own header and "ok" line.
    expect(new Set(concatenated.map((s) => s.benchmark.replace(/\.Benchmark.*$/, '')))).toEqual(
      new Set(['example.com/benchgate-concat/nums', 'example.com/benchgate-concat/strs']),
    );
  });

  it('reads invocations appended with >> as runs, where the only benchmark goes on across the seams', () => {
    const appended = parse('appended.txt');
    expect(appended).toHaveLength(1);
    expect(appended[0]?.runs).toEqual(['single/run1.txt', 'single/run2.txt', 'single/run3.txt'].map((file) => parse(file)[0]?.runs[0]));
  });

  it('keeps one invocation one run: -count 10 makes 10 samples of it, and two packages stay one run', () => {
    const count10 = parse('count10.txt');
    expect(runCounts(count10)).toEqual(new Set([1]));
    expect(count10.every((s) => s.runs[0]?.kind === 'samples' && s.runs[0].samples.length === 10)).toBe(true);
    expect(runCounts(parse('separate/run1.txt'))).toEqual(new Set([1]));
  });

  it('gives a side of the concatenated file the same sample set and the same report as the separate files', () => {
    const concatenated = side('concat.txt');
    const separate = side('separate/*.txt');
    expect(concatenated.set).toEqual(separate.set);
    const other = side('count10.txt');
    const report = (current: typeof concatenated) => compareSampleSets([other], current, DEFAULT_POLICY).comparisons;
    expect(report(concatenated)).toEqual(report(separate));
  });

  it('starts a run at a repeated header without a pkg line (older go), and not without a header', () => {
    const block = (ns: number) => `goos: linux\ngoarch: amd64\nBenchmarkA-8 100 ${ns} ns/op\nBenchmarkA-8 100 ${ns + 1} ns/op\nPASS\n`;
    const [headed] = parseSource({ name: 'old.txt', text: block(10) + block(20) }, 'go').parsed.series;
    expect(headed?.runs).toEqual([
      { kind: 'samples', samples: Float64Array.of(10e-9, 11e-9) },
      { kind: 'samples', samples: Float64Array.of(20e-9, 21e-9) },
    ]);
    const [bare] = parseSource({ name: 'bare.txt', text: 'BenchmarkA-8 100 10 ns/op\nPASS\nBenchmarkA-8 100 20 ns/op\n' }, 'go').parsed.series;
    expect(bare?.runs).toHaveLength(1);
  });
});

describe('the Go note on a side of one go test process', () => {
  it('says that a run is one go test process and shows the loop, above the terminal table', () => {
    const result = runSourceCli(['compare', '--baseline', `${DIR}/count10.txt`, '--current', `${DIR}/separate/*.txt`]);
    const lines = result.stdout.split('\n');
    const note = lines.findIndex((line) => line.startsWith('warning: the baseline is one go test process'));
    const header = lines.findIndex((line) => line.startsWith('benchmark'));
    expect(note).toBe(0);
    expect(header).toBeGreaterThan(note);
    expect(lines[note]).toContain("for i in 1 2 3 4 5; do go test -run '^$' -bench . -count 5 > old-$i.txt; done");
    expect(lines.filter((line) => line.includes('one go test process'))).toHaveLength(1);
  });

  it('stands above the table in the markdown too, whole, and once', () => {
    const result = runSourceCli(['compare', '--baseline', `${DIR}/count10.txt`, '--current', `${DIR}/separate/*.txt`, '--markdown', '-']);
    const lines = result.stdout.split('\n');
    const note = lines.findIndex((line) => line.startsWith('⚠️ the baseline is one go test process'));
    const table = lines.findIndex((line) => line.startsWith('| Benchmark'));
    expect(note).toBeGreaterThan(0);
    expect(table).toBeGreaterThan(note);
    // Escaped for markdown, but whole: the loop is not shortened.
    expect(lines[note]).toContain(String.raw`for i in 1 2 3 4 5; do go test -run '^\$' -bench . -count 5 &gt; old-\$i.txt; done`);
    expect(lines.filter((line) => line.includes('one go test process'))).toHaveLength(1);
  });

  it('is a typed warning of the report, for either side or both, and none for sides of several runs', () => {
    const one = side('count10.txt');
    const several = side('concat.txt');
    const warnings = (baseline: typeof one, current: typeof one) =>
      compareSampleSets([baseline], current, DEFAULT_POLICY).warnings.filter((w) => w.code === 'one-go-process');
    expect(warnings(one, several)).toEqual([{ code: 'one-go-process', sides: ['baseline'] }]);
    expect(warnings(several, one)).toEqual([{ code: 'one-go-process', sides: ['current'] }]);
    expect(warnings(one, one)).toEqual([{ code: 'one-go-process', sides: ['baseline', 'current'] }]);
    expect(warnings(several, several)).toEqual([]);
    const both = warnings(one, one)[0];
    expect(both === undefined ? '' : warningText(both)).toContain('-count 5 > old-$i.txt; done, and the same into new-$i.txt for the current side');
  });

  it('is in the markdown report, and read back from the JSON report as a typed warning', () => {
    const report = compareSampleSets([side('concat.txt')], side('count10.txt'), DEFAULT_POLICY);
    expect(renderMarkdown(report)).toContain('the current side is one go test process');
    expect(readReport(renderJson(report), 'report.json').warnings).toEqual(report.warnings);
    const forged = renderJson({ ...report, warnings: [{ code: 'one-go-process', sides: ['upstream' as 'current'] }] });
    expect(() => readReport(forged, 'r.json')).toThrow('r.json at $.warnings[0].sides[0]: expected one of baseline, current');
  });
});

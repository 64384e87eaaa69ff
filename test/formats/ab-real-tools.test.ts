import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { loadSide } from '../../src/load/load-side.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import type { Report } from '../../src/model/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { writeCriterionTree, type CriterionBench, type CriterionSampleShape } from '../helpers/criterion-tree.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { scratchDir } from '../helpers/scratch.js';

// A/A and A/B on real output of each tool (test/fixtures/README.md): 5 runs a side, made on this
// noisy 2-core machine with the sides interleaved, in one job: compared so (sameJob), as the
// Criterion trees the tests write with no machine effect (test/formats/aa-real-tools.test.ts
// compares real runs across jobs too).

function compareGlobs(baseline: string | readonly string[], current: string): Report {
  const side = (pattern: string | readonly string[]) => loadSide(readInputFiles(typeof pattern === 'string' ? [pattern] : pattern, '--baseline'), 'auto');
  return compareSampleSets([side(baseline)], side(current), DEFAULT_POLICY, undefined, { sameJob: true });
}

function flagged(report: Report): string[][] {
  return report.comparisons.filter((row) => row.verdict !== 'unchanged').map((row) => [row.benchmark, row.metric, row.verdict]);
}

const TOOLS = [
  { tool: 'go', dir: 'test/fixtures/go', glob: '*.txt', planted: 'example.com/benchgate-fixture/textproc.BenchmarkJoin-2', time: 'time', rate: 'throughput' },
  { tool: 'google-benchmark', dir: 'test/fixtures/google-benchmark', glob: '*.json', planted: 'BM_Copy/65536', time: 'cpu_time', rate: 'bytes_per_second' },
  { tool: 'pytest-benchmark', dir: 'test/fixtures/pytest-benchmark', glob: '*.json', planted: 'test_textproc.py::test_join', time: 'time', rate: undefined },
  { tool: 'hyperfine', dir: 'examples/hyperfine/raw', glob: '', planted: 'compress', time: 'time', rate: undefined },
] as const;

function sideGlob(tool: (typeof TOOLS)[number], side: string): string {
  return tool.tool === 'hyperfine' ? `${REPO_ROOT}/${tool.dir}/${side}-run*.json` : `${REPO_ROOT}/${tool.dir}/${side}/${tool.glob}`;
}

describe.each(TOOLS)('$tool, real runs', (tool) => {
  it('flags nothing when the same build is measured twice (A/A)', () => {
    const report = compareGlobs(sideGlob(tool, 'baseline'), sideGlob(tool, 'same'));
    expect(report.baseline.runs).toBe(5);
    expect(report.summary.regressions + report.summary.improvements).toBe(0);
    expect(report.gate).toBe('pass');
  });

  it('flags exactly the planted regression, in the right direction (A/B)', () => {
    const report = compareGlobs(sideGlob(tool, 'baseline'), sideGlob(tool, 'slower'));
    const changed = report.comparisons.filter((row) => row.verdict === 'regression' || row.verdict === 'improvement');
    expect(changed.length).toBeGreaterThan(0);
    for (const row of changed) expect([row.benchmark, row.verdict]).toEqual([tool.planted, 'regression']);
    const time = report.comparisons.find((row) => row.benchmark === tool.planted && row.metric === tool.time);
    expect(time?.verdict).toBe('regression');
    expect(time?.ratio).toBeGreaterThan(1.1);
    if (tool.rate !== undefined) {
      const rate = report.comparisons.find((row) => row.benchmark === tool.planted && row.metric === tool.rate);
      expect(rate?.verdict).toBe('regression');
      expect(rate?.better).toBe('higher');
      expect(rate?.ratio).toBeLessThan(0.9);
    }
    expect(renderJson(report)).not.toMatch(/NaN|Infinity/);
  });
});

describe('go allocation metrics', () => {
  it('compares zero-variance allocations as unchanged without warnings about NaN', () => {
    const report = compareGlobs(sideGlob(TOOLS[0], 'baseline'), sideGlob(TOOLS[0], 'same'));
    const allocs = report.comparisons.filter((row) => row.metric === 'allocs/op' && row.benchmark.includes('BenchmarkSort'));
    expect(allocs.length).toBe(2);
    for (const row of allocs) {
      expect(row).toMatchObject({ verdict: 'unchanged', test: 'exact', change: 0 });
      expect(JSON.stringify(row.warnings)).not.toMatch(/NaN|null/);
    }
  });
});

describe('Criterion.rs trees', () => {
  const benches: CriterionBench[] = [
    { group: 'parse', fn: 'small', nsPerIter: 250, throughputBytes: 4096 },
    { group: 'parse', fn: 'large', nsPerIter: 9000 },
    { group: 'render', fn: 'page', nsPerIter: 1200 },
  ];
  const trees = (name: string, seedBase: number, slow: boolean, shape: CriterionSampleShape = 'object'): string => {
    const root = scratchDir(name);
    for (let run = 0; run < 5; run++) {
      writeCriterionTree(
        join(root, `run${run}`),
        benches.map((b) => (slow && b.fn === 'small' ? { ...b, nsPerIter: b.nsPerIter * 1.2 } : b)),
        seedBase + run,
        shape,
      );
    }
    return `${root}/run*`;
  };

  it.each(['object', 'pair'] as const)('flags nothing for A/A and the slowed benchmark for A/B, time up and throughput down (sample.json as %s)', (shape) => {
    const baseline = trees('base', 100, false, shape);
    expect(flagged(compareGlobs(baseline, trees('same', 200, false, shape)))).toEqual([]);
    expect(flagged(compareGlobs(baseline, trees('slow', 300, true, shape)))).toEqual([
      ['parse/small', 'time', 'regression'],
      ['parse/small', 'throughput', 'regression'],
    ]);
  });
});

describe('Google Benchmark with --benchmark_report_aggregates_only, real runs', () => {
  it('compares the mean/stddev aggregates as summary-only rows, labelled so, and finds the planted regression', () => {
    const dir = `${REPO_ROOT}/test/fixtures/google-benchmark-aggregates`;
    const report = compareGlobs(`${dir}/baseline/*.json`, `${dir}/slower/*.json`);
    expect(report.baseline.runs).toBe(3);
    expect(report.comparisons.every((row) => row.baseline?.summaryOnly === true && row.current?.summaryOnly === true)).toBe(true);
    expect(report.comparisons.find((row) => row.benchmark === 'BM_Copy/65536' && row.metric === 'cpu_time')?.verdict).toBe('regression');
    expect(report.comparisons[0]?.warnings).toEqual([
      { code: 'summary-only', side: 'baseline', runs: 3, summaryRuns: 3, summary: 'mean-sd' },
      { code: 'summary-only', side: 'current', runs: 3, summaryRuns: 3, summary: 'mean-sd' },
    ]);
    expect(renderJson(report)).not.toMatch(/NaN|Infinity/);
  });

  it('says how many runs of a side are summaries when it mixes them with runs of raw repetitions', () => {
    const report = compareGlobs(
      [`${REPO_ROOT}/test/fixtures/google-benchmark/baseline/*.json`, `${REPO_ROOT}/test/fixtures/google-benchmark-aggregates/baseline/*.json`],
      `${REPO_ROOT}/test/fixtures/google-benchmark/same/*.json`,
    );
    const row = report.comparisons.find((r) => r.benchmark === 'BM_Copy/65536' && r.metric === 'cpu_time');
    expect(row?.warnings).toEqual([{ code: 'summary-only', side: 'baseline', runs: 8, summaryRuns: 3, summary: 'mean-sd' }]);
    expect(renderTerminal(report, { colour: false })).toContain(
      "3 of the baseline side's 8 runs are summaries (mean, sd, n) from its tool, not raw samples; the other 5 hold raw samples",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { loadSide } from '../../src/load/load-side.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import { REPO_ROOT } from '../helpers/repo-root.js';

// 200 real Go benchmarks (test/fixtures/go-suite, made by its make.sh): 40 runs per side,
// sides interleaved on this noisy 2-core machine. Default settings throughout.
const side = (dir: string) => loadSide(readInputFiles([`${REPO_ROOT}/test/fixtures/go-suite/${dir}/*.txt`], '--baseline'), 'go');
const PLANTED = ['case=000', 'case=040', 'case=080', 'case=120', 'case=160'];

describe('a suite of 200 real benchmarks', () => {
  const baseline = side('baseline');

  it('flags nothing when the same build is measured twice (A/A)', () => {
    const report = compareSampleSets([baseline], side('same'), DEFAULT_POLICY);
    expect(report.summary.rows).toBeGreaterThanOrEqual(200);
    expect(report.baseline.runs).toBe(40);
    expect(report.summary.regressions + report.summary.improvements).toBe(0);
    expect(report.gate).toBe('pass');
  });

  it('flags exactly the five benchmarks slowed by 10%, as regressions, with the default settings (A/B)', () => {
    // The sides were made in one job (interleaved): across one other job, 5 rows +10% among 200 lie within the heavy tail of a VM's effects (issue 40, item 2).
    const report = compareSampleSets([baseline], side('slower'), DEFAULT_POLICY, undefined, { sameJob: true });
    const flagged = report.comparisons.filter((row) => row.verdict === 'regression' || row.verdict === 'improvement');
    expect(flagged.map((row) => [/case=\d+/.exec(row.benchmark)?.[0], row.verdict])).toEqual(PLANTED.map((name) => [name, 'regression']));
    for (const row of flagged) {
      expect(row.ratio).toBeGreaterThan(1.03);
      expect(row.ratio).toBeLessThan(1.2);
    }
    expect(report.gate).toBe('fail');
  });
});

import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { rowReasonText } from '../../src/report/reason-text.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';
import { REALISTIC, simulatedReport } from '../simulation/ci-suite.js';

// Against one other job nothing measures how far its VM moves a benchmark; the job-effect bound
// (25% by default, doubled when the CPU models differ) says how far it may: a change well beyond
// it is decided, one inside it is inconclusive and names the bound (issue 40, item 3).

/** 2 benchmarks, 5 runs of 5 samples, 1% run noise; row 0 slower by `change`, the whole job by `shift` (log). */
function job(seed: number, change: number, shift: number, runner: string): SampleSet {
  const random = mulberry32(seed);
  return {
    runCount: 5,
    context: { runner },
    series: Array.from({ length: 2 }, (_, row): Series => ({
      benchmark: `bench${row}`,
      metric: 'time',
      unit: 's',
      better: 'lower',
      runs: Array.from({ length: 5 }, () => {
        const value = 1e-3 * (row + 1) * (row === 0 ? 1 + change : 1) * Math.exp(shift + 0.01 * gaussian(random));
        return { kind: 'samples' as const, samples: Float64Array.from({ length: 5 }, () => value * Math.exp(0.003 * gaussian(random))) };
      }),
    })),
  };
}

const EPYC = 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.1.0';
const XEON = 'ubuntu-24.04 x64, Intel Xeon Platinum 8370C (4 cores), Node v24.1.0';

function compare(change: number, runners: [string, string] = [EPYC, EPYC], bound = DEFAULT_POLICY.jobEffectBound) {
  return compareSampleSets(
    [{ label: 'base', set: job(1, 0, 0, runners[0]) }],
    { label: 'head', set: job(2, change, 0.03, runners[1]) },
    { ...DEFAULT_POLICY, jobEffectBound: bound },
  );
}

describe('the job-effect bound, against one other job', () => {
  it('finds +70% on a 2-row suite, and leaves the untouched row undecided with the bound named', () => {
    const report = compare(0.7);
    expect(report.comparisons[0]).toMatchObject({ benchmark: 'bench0', verdict: 'regression' });
    expect(report.comparisons[0]?.change).toBeGreaterThan(0.6);
    expect(report.comparisons[1]).toMatchObject({ benchmark: 'bench1', verdict: 'inconclusive', reason: { code: 'job-effect-bound', bound: 0.25 } });
    expect(report.gate).toBe('fail');
    expect(rowReasonText({ code: 'job-effect-bound', bound: 0.25 })).toBe(
      "within another job's VM effect (±25%, job-effect-bound): pool ≥ 5 jobs or --same-job",
    );
  });

  it('leaves a change inside the bound undecided, naming it, and never unchanged', () => {
    const report = compare(0.1);
    for (const row of report.comparisons) expect(row).toMatchObject({ verdict: 'inconclusive', reason: { code: 'job-effect-bound', bound: 0.25 } });
    expect(report.gate).toBe('pass');
  });

  it('doubles the bound when the runners name different CPU models, and takes a bound given', () => {
    expect(compare(0.4).comparisons[0]?.verdict).toBe('regression');
    expect(compare(0.4, [EPYC, XEON]).comparisons[0]).toMatchObject({ verdict: 'inconclusive', reason: { code: 'job-effect-bound', bound: 0.5 } });
    // The same model with other cores or another Node: one bound.
    expect(compare(0.4, [EPYC, 'ubuntu-24.04 x64, AMD EPYC 7763 (2 cores), Node v20.19.0']).comparisons[0]?.verdict).toBe('regression');
    expect(compare(0.4, [EPYC, EPYC], 0.5).comparisons[0]?.reason).toEqual({ code: 'job-effect-bound', bound: 0.5 });
  });

  it("decides a shift of every row beyond the bound on the whole-suite line, judging the rows raw; one inside it is the machine's", () => {
    const suite = { ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0 };
    const slower = simulatedReport({ ...suite, everyRow: 0.8 }, 3);
    expect(slower.suites[0]).toMatchObject({ verdict: 'regression', rowsNetted: false });
    expect(slower.summary.improvements).toBe(0);
    const within = simulatedReport({ ...suite, everyRow: 0.1 }, 3);
    expect(within.suites[0]).toMatchObject({ verdict: 'inconclusive', rowsNetted: true, reason: { code: 'machine-or-code', bound: 0.25 } });
    expect(within.gate).toBe('pass');
  });
});

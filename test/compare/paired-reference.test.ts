import { describe, expect, it } from 'vitest';
import { rowReasonText } from '../../src/report/reason-text.js';
import { pairedTest, removeCommonShift } from '../../src/compare/paired.js';
import type { RowTest } from '../../src/compare/row.js';
import type { SideAnalysis } from '../../src/compare/side.js';
import type { SuiteRowResult } from '../../src/compare/suite-model.js';
import { expectClose, expectIntervalClose } from '../helpers/close.js';
import vectors from './reference/paired-vectors.json' with { type: 'json' };

// The paired test on run centres given directly (no subselection), against R 4.2 and limma
// (test/compare/reference/gen_paired.R: t.test, wilcox.test with conf.int, squeezeVar).

function side(values: readonly number[], extra: Partial<SideAnalysis> = {}): SideAnalysis {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    stats: {
      n: values.length,
      runs: values.length,
      samples: values.length,
      centre: mean,
      sd: 0,
      min: Math.min(...values),
      max: Math.max(...values),
      median: mean,
      outliers: { mild: 0, severe: 0, dropped: 0 },
      summaryOnly: false,
    },
    moments: { mean, variance: 0, n: values.length },
    values,
    warnings: [],
    ...extra,
  };
}

function ok(test: RowTest) {
  expect(test.test).toBe('paired');
  if (test.result === null) throw new Error(`no result: ${test.reason === undefined ? '' : rowReasonText(test.reason)}`);
  return test.result;
}

describe('pairedTest against R', () => {
  for (const [i, c] of vectors.single.entries()) {
    it(`one-sample t on the log ratios, case ${i + 1} (${c.baseline.length} pairs)`, () => {
      const { test, suite } = pairedTest(side(c.baseline), side(c.current), 0.05);
      const result = ok(test);
      expectClose(result.diff, c.t.mean, 1e-12, 'mean');
      expectClose(result.se, c.t.se, 1e-12, 'se');
      expectClose(result.t, c.t.t, 1e-10, 't');
      expect(result.df).toBe(c.t.df);
      expectClose(result.p, c.t.p, 1e-7, 'p');
      expectIntervalClose(result.ci, c.t.ci[0] ?? Number.NaN, c.t.ci[1] ?? Number.NaN, 1e-7, 'ci');
      // The suite-side view sizes the runs-needed advice in pairs: half a difference's variance per side.
      expectClose(suite?.runVariance, (c.t.se ** 2 * c.baseline.length) / 2, 1e-10, 'runVariance');
    });

    it(`signed rank with the Hodges–Lehmann interval, case ${i + 1}`, () => {
      const result = ok(pairedTest(side(c.baseline), side(c.current), 0.05, 'mann-whitney').test);
      expectClose(result.p, c.signedRank.p, 1e-12, 'p');
      expectClose(result.diff, c.signedRank.estimate, 1e-12, 'estimate');
      expectClose(result.ci[0], c.signedRank.ci[0] ?? Number.NaN, 1e-12, 'ci low');
      expectClose(result.ci[1], c.signedRank.ci[1] ?? Number.NaN, 1e-12, 'ci high');
    });
  }
});

describe('removeCommonShift against R and limma', () => {
  for (const [i, c] of vectors.suites.entries()) {
    it(`case ${i + 1}: ${c.baseline.length} rows, ${c.baseline[0]?.length ?? 0} pairs, ${c.kept} pair shifts kept`, () => {
      const rows: { baseline: SideAnalysis; current: SideAnalysis; test: RowTest | null; suite?: SuiteRowResult }[] = c.baseline.map((b, r) => {
        const baseline = side(b);
        const current = side(c.current[r] ?? []);
        const { test, suite } = pairedTest(baseline, current, 0.05);
        return { baseline, current, test, ...(suite !== undefined && { suite }) };
      });
      removeCommonShift(rows, 0.05);
      rows.forEach((row, r) => {
        const result = ok(row.test as RowTest);
        expectClose(result.diff, c.effect[r] as number, 1e-10, `row ${r} effect`);
        expectClose(result.se, c.se[r] as number, 1e-9, `row ${r} se`);
        expectClose(result.df, c.df[r] as number, 1e-8, `row ${r} df`);
        expectClose(result.p, c.p[r] as number, 1e-7, `row ${r} p`);
        expectIntervalClose(result.ci, c.low[r] ?? Number.NaN, c.high[r] ?? Number.NaN, 1e-7, `row ${r} ci`);
        expect(row.suite?.effect).toBe(result.diff);
      });
    });
  }

  it('takes the shift from the paired rows only: rows without a test or on one side do not enter it', () => {
    const c = vectors.suites[0];
    if (c === undefined) throw new Error('no case');
    const make = (count: number) =>
      c.baseline.slice(0, count).map((b, r) => {
        const baseline = side(b);
        const current = side(c.current[r] ?? []);
        const { test, suite } = pairedTest(baseline, current, 0.05);
        return {
          baseline: baseline,
          current: current,
          test: test,
          ...(suite !== undefined && { suite }),
        };
      });
    const four = make(4);
    removeCommonShift(four, 0.05);
    const withOthers = [
      ...make(4),
      { baseline: null, current: side(c.current[4] ?? []), test: null },
      {
        baseline: side(c.baseline[5] ?? []),
        current: side(c.current[5] ?? []),
        test: { test: 'none' as const, result: null, reason: { code: 'no-test' as const }, warnings: [] },
      },
    ];
    removeCommonShift(withOthers, 0.05);
    expect(withOthers.slice(0, 4).map((row) => row.test?.result?.diff)).toEqual(four.map((row) => row.test?.result?.diff));
    // Exactly 4 rows is enough to take the shift out: the results differ from the rows' own tests.
    expect(four.map((row) => row.test?.result?.diff)).not.toEqual(make(4).map((row) => row.test?.result?.diff));
    expect(withOthers[4]?.test).toBeNull();
  });

  it('leaves fewer than 4 rows as they are', () => {
    const c = vectors.suites[0];
    if (c === undefined) throw new Error('no case');
    const rows = c.baseline.slice(0, 3).map((b, r) => {
      const baseline = side(b);
      const current = side(c.current[r] ?? []);
      return { baseline, current, ...pairedTest(baseline, current, 0.05) };
    });
    const before = rows.map((row) => row.test.result?.diff);
    removeCommonShift(rows, 0.05);
    expect(rows.map((row) => row.test.result?.diff)).toEqual(before);
  });
});

describe('pairedTest says why it cannot test', () => {
  const b = [1, 1.01, 0.99, 1.02, 0.98];
  const none = (test: RowTest) => {
    expect(test.test).toBe('none');
    expect(test.result).toBeNull();
    return test.reason === undefined ? undefined : rowReasonText(test.reason);
  };

  it('names the side problem, summary-only data, unequal or too few pairs, and zero centres', () => {
    expect(none(pairedTest(side(b, { problem: { code: 'rate-not-positive', side: 'baseline', min: 0 } }), side(b), 0.05).test)).toBe(
      'the baseline side has a rate of 0 (the harmonic mean of rates needs every value above 0)',
    );
    expect(none(pairedTest(side(b), side(b, { problem: { code: 'mean-only', side: 'current' } }), 0.05).test)).toMatch(
      /^the current side has one run with one value from its tool \(a mean or median\), no spread/,
    );
    const summary = side(b);
    expect(none(pairedTest({ ...summary, stats: { ...summary.stats, summaryOnly: true } }, side(b), 0.05).test)).toBe(
      'a summary-only side has no runs to pair',
    );
    expect(none(pairedTest(side(b), side([1, 1, 1, 1]), 0.05).test)).toBe('--paired needs as many runs on both sides, in run order; this row has 5 and 4');
    expect(none(pairedTest(side([1]), side([1.1]), 0.05).test)).toBe('--paired needs at least 2 pairs of runs (3 or more to find anything but large changes)');
    expect(none(pairedTest(side([1, 0]), side([1, 1]), 0.05).test)).toBe('a run centre is 0 or not finite: no ratio to pair');
  });

  it('gives an exact result when every pair moved by the same ratio, and p = 1 when none moved', () => {
    // Doubling is exact in binary: every log ratio is the same number.
    const same = ok(pairedTest(side(b), side(b.map((x) => x * 2)), 0.05).test);
    expect(same).toMatchObject({ status: 'zero-variance-different', se: 0, df: null, p: 0, t: Infinity });
    expectClose(same.diff, Math.log(2), 1e-12, 'diff');
    const faster = ok(pairedTest(side(b), side(b.map((x) => x / 2)), 0.05).test);
    expect(faster.t).toBe(-Infinity);
    const equal = ok(pairedTest(side(b), side(b), 0.05).test);
    expect(equal).toMatchObject({ status: 'zero-variance-equal', diff: 0, t: 0, p: 1, ci: [0, 0] });
  });

  it('says how many pairs the signed-rank test needs, or that pairs without change leave it no interval', () => {
    expect(none(pairedTest(side(b), side(b.map((x, i) => x * (1.01 + i / 100))), 0.05, 'mann-whitney').test)).toBe(
      'the signed-rank test of 5 pairs cannot reach p < 0.05 (its smallest p is 0.0625): needs ≥ 6 pairs',
    );
    const eight = [1, 1.01, 0.99, 1.02, 0.98, 1.03, 0.97, 1];
    const current = eight.map((x, i) => (i === 0 ? x : x * (1.01 + i / 100)));
    expect(none(pairedTest(side(eight), side(current), 0.05, 'mann-whitney').test)).toBe(
      '1 of 8 pairs have no change at all: the signed-rank test has no interval at 0.05; use --test welch',
    );
  });
});

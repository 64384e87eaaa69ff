import { describe, expect, it } from 'vitest';
import { rowReasonText } from '../../src/report/reason-text.js';
import { compareSampleSets, type CompareOptions } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type Policy } from '../../src/compare/policy.js';
import type { Comparison, Report } from '../../src/model/report.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { formatCentres } from '../../src/report/cells.js';
import { renderJson } from '../../src/report/json.js';
import { warningText } from '../../src/report/warning-text.js';
import { sampleSet, series } from '../helpers/series.js';

function compare(baseline: SampleSet, current: SampleSet, policy: Partial<Policy> = {}, options: CompareOptions = {}) {
  return compareSampleSets([{ label: 'base', set: baseline }], { label: 'head', set: current }, { ...DEFAULT_POLICY, ...policy }, undefined, options);
}

// The scenarios below hold no machine effect, as runs made in one job: so they are compared
// (across jobs, 1-4 rows against one baseline job are left undecided: nothing measures a VM's effect).
const ONE_JOB: CompareOptions = { sameJob: true };

function only(rows: readonly Comparison[], benchmark: string): Comparison {
  const row = rows.find((r) => r.benchmark === benchmark);
  if (row === undefined) throw new Error(`no row ${benchmark}`);
  return row;
}

// Deterministic pseudo-noise so the scenarios are fixed inputs, not random draws.
function noisy(centre: number, count: number, spread: number, phase = 0): number[] {
  return Array.from({ length: count }, (_, i) => centre * (1 + spread * Math.sin(1.7 * i + phase)));
}

const reasonOf = (row: { readonly reason?: Parameters<typeof rowReasonText>[0] | undefined } | undefined) =>
  row?.reason === undefined ? undefined : rowReasonText(row.reason);

describe('compareSampleSets', () => {
  it('never compares a unit clash: the row is inconclusive, says both units and shows each centre in its own unit', () => {
    const runs = (centre: number) => [noisy(centre, 5, 0.01), noisy(centre, 5, 0.01, 1), noisy(centre, 5, 0.01, 2)];
    const report = compare(sampleSet(series('a', runs(0.001), { metric: 'lat' })), sampleSet(series('a', runs(1), { metric: 'lat', unit: 'B' })));
    const row = only(report.comparisons, 'a');
    expect(row).toMatchObject({ verdict: 'inconclusive', unit: 'B', baselineUnit: 's', change: null, pValue: null });
    expect(reasonOf(row)).toBe('the baseline measures s (lower is better) but the current runs B (lower is better)');
    expect(report.gate).toBe('pass');
    const centres = formatCentres(row);
    expect(centres.baseline).toMatch(/^1\.00\d ms$/);
    expect(centres.current).toMatch(/^1\.00\d B$/);
    // The JSON names the baseline's unit only on a clash.
    expect((JSON.parse(renderJson(report)) as Report).comparisons[0]?.baselineUnit).toBe('s');
    const agreeing = compare(sampleSet(series('b', runs(1))), sampleSet(series('b', runs(1))));
    expect(renderJson(agreeing)).not.toContain('baselineUnit');
  });

  it('flags a 10% slowdown across 5 runs per side as a regression and fails the gate', () => {
    const base = sampleSet(
      series(
        'parse',
        [0, 1, 2, 3, 4].map((r) => noisy(100, 20, 0.01, r)),
      ),
    );
    const head = sampleSet(
      series(
        'parse',
        [0, 1, 2, 3, 4].map((r) => noisy(110, 20, 0.01, r + 9)),
      ),
    );
    const report = compare(base, head, {}, ONE_JOB);
    const row = only(report.comparisons, 'parse');
    expect(row.test).toBe('runs');
    expect(row.verdict).toBe('regression');
    expect(row.change).toBeGreaterThan(0.08);
    expect(row.changeCI?.[0]).toBeGreaterThan(0.02);
    expect(report.gate).toBe('fail');
    expect(report.summary).toMatchObject({ rows: 1, regressions: 1 });
  });

  it('calls a significant change inside the noise threshold noise, not a regression', () => {
    const base = sampleSet(
      series(
        'tight',
        [0, 1, 2, 3].map((r) => noisy(100, 30, 0.001, r)),
      ),
    );
    const head = sampleSet(
      series(
        'tight',
        [0, 1, 2, 3].map((r) => noisy(100.5, 30, 0.001, r + 5)),
      ),
    );
    const row = only(compare(base, head, {}, ONE_JOB).comparisons, 'tight');
    expect(row.significant).toBe(true);
    expect(row.verdict).toBe('noise');
    expect(compare(base, head, { noise: 0 }, ONE_JOB).comparisons[0]?.verdict).toBe('regression');
  });

  it('treats a rate drop as a regression with a positive change and tests it on reciprocals', () => {
    const base = sampleSet(
      series(
        'encode',
        [0, 1, 2].map((r) => noisy(1e9, 10, 0.005, r)),
        { metric: 'throughput', unit: 'B/s', better: 'higher' },
      ),
    );
    const head = sampleSet(
      series(
        'encode',
        [0, 1, 2].map((r) => noisy(0.8e9, 10, 0.005, r + 3)),
        { metric: 'throughput', unit: 'B/s', better: 'higher' },
      ),
    );
    const row = only(compare(base, head, {}, ONE_JOB).comparisons, 'encode');
    expect(row.centre).toBe('hmean');
    expect(row.verdict).toBe('regression');
    expect(row.change).toBeCloseTo(0.2, 2);
    expect(row.ratio).toBeCloseTo(0.8, 2);
  });

  it('compares metrics that do not vary as they are: equal is unchanged, different is a change, with no test, p or interval width', () => {
    const base = sampleSet(
      series('allocs-same', [[12, 12, 12]], { metric: 'allocs', unit: 'allocs' }),
      series('allocs-more', [[10, 10, 10]], { metric: 'allocs', unit: 'allocs' }),
      series('allocs-tiny', [[1000, 1000, 1000]], { metric: 'allocs', unit: 'allocs' }),
    );
    const head = sampleSet(
      series('allocs-same', [[12, 12, 12]], { metric: 'allocs', unit: 'allocs' }),
      series('allocs-more', [[11, 11, 11]], { metric: 'allocs', unit: 'allocs' }),
      series('allocs-tiny', [[1001, 1001, 1001]], { metric: 'allocs', unit: 'allocs' }),
    );
    const report = compare(base, head);
    expect(only(report.comparisons, 'allocs-same')).toMatchObject({ test: 'exact', verdict: 'unchanged', change: 0, changeCI: [0, 0], sampleSize: null });
    const more = only(report.comparisons, 'allocs-more');
    expect(more).toMatchObject({ test: 'exact', verdict: 'regression', pValue: null, df: null, sampleSize: null });
    expect(more.change).toBeCloseTo(0.1, 12);
    // A real change, but inside the 2% noise threshold: never a regression.
    expect(only(report.comparisons, 'allocs-tiny')).toMatchObject({ test: 'exact', verdict: 'noise', significant: true });
    expect(renderJson(report)).not.toMatch(/NaN|Infinity/);
  });

  it('is inconclusive with a reason when a side has one run, and still shows the change', () => {
    const row = only(compare(sampleSet(series('one', [[5]])), sampleSet(series('one', [[6, 6.1]]))).comparisons, 'one');
    expect(row.verdict).toBe('inconclusive');
    expect(reasonOf(row)).toMatch(/each side has one run, which shows no run-to-run noise: make ≥ 3 runs a side/);
    expect(row.change).toBeCloseTo(0.21, 10);
    expect(row.pValue).toBeNull();
  });

  it('gives no verdict from one run a side: samples of one process understate run-to-run noise', () => {
    const row = only(compare(sampleSet(series('a', [noisy(1, 10, 0.01)])), sampleSet(series('a', [noisy(1.3, 10, 0.01, 1)]))).comparisons, 'a');
    expect(row.verdict).toBe('inconclusive');
    expect(reasonOf(row)).toMatch(/each side has one run/);
  });

  it('still decides a metric that does not vary from one run a side, and a time only when each side has 2 equal samples or more', () => {
    const row = only(
      compare(sampleSet(series('a', [[64, 64, 64]], { metric: 'B/op', unit: 'B' })), sampleSet(series('a', [[80, 80, 80]], { metric: 'B/op', unit: 'B' })))
        .comparisons,
      'a',
    );
    expect(row.test).toBe('exact');
    expect(row.verdict).toBe('regression');
    const bytes = only(
      compare(sampleSet(series('b', [[64]], { metric: 'B/op', unit: 'B' })), sampleSet(series('b', [[64]], { metric: 'B/op', unit: 'B' }))).comparisons,
      'b',
    );
    expect(bytes).toMatchObject({ test: 'exact', verdict: 'unchanged' });
    const time = only(compare(sampleSet(series('t', [[5]])), sampleSet(series('t', [[5]]))).comparisons, 't');
    expect(time).toMatchObject({ test: 'none', verdict: 'inconclusive' });
  });

  it('gives no verdict to one run against several: a lone run hides its own mode switches', () => {
    const base = sampleSet(series('p', [noisy(100, 10, 0.01, 0), noisy(101, 10, 0.01, 1), noisy(99, 10, 0.01, 2), noisy(100.5, 10, 0.01, 3)]));
    const head = sampleSet(series('p', [noisy(130, 10, 0.01)]));
    const row = only(compare(base, head).comparisons, 'p');
    expect(row).toMatchObject({ test: 'none', verdict: 'inconclusive' });
    expect(reasonOf(row)).toMatch(/^the current side has one run/);
    expect(row.change).toBeCloseTo(0.3, 1);
  });

  it('marks rows present on one side only as added or removed', () => {
    const report = compare(sampleSet(series('old', [[1, 2]]), series('both', [[1, 2]])), sampleSet(series('both', [[1, 2]]), series('new', [[1, 2]])));
    expect(report.comparisons.map((r) => [r.benchmark, r.verdict])).toEqual([
      ['both', 'inconclusive'],
      ['new', 'added'],
      ['old', 'removed'],
    ]);
  });

  it('is inconclusive for a rate of zero instead of dividing by it', () => {
    const opts = { metric: 'rate', unit: 'ops/s', better: 'higher' as const };
    const row = only(compare(sampleSet(series('r', [[0, 5, 6]], opts)), sampleSet(series('r', [[5, 6, 7]], opts))).comparisons, 'r');
    expect(row.verdict).toBe('inconclusive');
    expect(reasonOf(row)).toMatch(/rate of 0/);
  });

  it('adjusts p-values per reference so that many unchanged rows do not fail the gate', () => {
    // 40 benchmarks, same distribution on both sides: without correction some rows may cross 0.05.
    const make = (phase: number) =>
      sampleSet(
        ...Array.from({ length: 40 }, (_, b) =>
          series(
            `b${b}`,
            [0, 1, 2].map((r) => noisy(50 + b, 8, 0.02, phase + r * 0.9 + b)),
          ),
        ),
      );
    const report = compare(make(0), make(0.37));
    expect(report.summary.regressions).toBe(0);
    for (const row of report.comparisons) expect(row.pAdjusted).toBeGreaterThanOrEqual(row.pValue ?? 0);
  });

  it('compares every reference system with the current side, each its own column', () => {
    const current = sampleSet(series('x', [noisy(120, 10, 0.01, 0), noisy(120, 10, 0.01, 1)]));
    const report = compareSampleSets(
      [
        { label: 'main', set: sampleSet(series('x', [noisy(100, 10, 0.01, 2), noisy(100, 10, 0.01, 3)])) },
        { label: 'v1', set: sampleSet(series('x', [noisy(120, 10, 0.01, 4), noisy(120, 10, 0.01, 5)])) },
      ],
      { label: 'head', set: current },
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    expect(report.baselines.map((b) => b.label)).toEqual(['main', 'v1']);
    expect(report.comparisons.map((r) => [r.reference, r.verdict])).toEqual([
      [0, 'regression'],
      [1, 'unchanged'],
    ]);
  });

  it('gives the same report for the same input', () => {
    const base = sampleSet(
      series(
        'd',
        [0, 1, 2].map((r) => noisy(10, 25, 0.03, r)),
      ),
    );
    const head = sampleSet(
      series(
        'd',
        [0, 1, 2].map((r) => noisy(10.2, 25, 0.03, r + 1)),
      ),
    );
    expect(renderJson(compare(base, head, {}, ONE_JOB))).toBe(renderJson(compare(base, head, {}, ONE_JOB)));
  });
});

describe('comparability guard', () => {
  const runs = (centre: number) => [0, 1, 2].map((r) => noisy(centre, 10, 0.005, r));
  // Other runners are other jobs: a baseline pooled from 3 base-branch jobs (one run each, the
  // action's baseline-runs) lets a single row be judged, against its own job-to-job spread.
  const pooled: Series = { ...series('x', runs(100)), jobs: [0, 1, 2] };
  const report = (mode: Policy['onRunnerMismatch'], currentRunner: string, slower = 1.2) =>
    compareSampleSets(
      [{ label: 'base', set: { runCount: 3, series: [pooled], context: { runner: 'ubuntu-22.04 x64, Intel Xeon (2 cores), Node v20.1.0' } } }],
      { label: 'head', set: { runCount: 3, series: [series('x', runs(100 * slower))], context: { runner: currentRunner } } },
      { ...DEFAULT_POLICY, onRunnerMismatch: mode },
    );
  const other = 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.1.0';

  it('ignores a different Node version: same machine', () => {
    expect(report('fail', 'ubuntu-22.04 x64, Intel Xeon (2 cores), Node v24.1.0').runnersDiffer).toBe(false);
  });

  it('warns by default and gates as usual', () => {
    const r = report('warn', other);
    expect(r).toMatchObject({ runnersDiffer: true, gate: 'fail', gateReason: undefined });
  });

  it('never fails under neutral, and says why', () => {
    expect(report('neutral', other)).toMatchObject({ gate: 'pass', gateReason: { code: 'runners-differ-neutral' } });
  });

  it('fails under fail even without a regression', () => {
    expect(report('fail', other, 1)).toMatchObject({ gate: 'fail', gateReason: { code: 'runners-differ-fail' } });
  });
});

describe('the Mann-Whitney option', () => {
  it('decides on the rank test with its Hodges–Lehmann shift and interval, and warns when the sizes cannot reach alpha', () => {
    const base = sampleSet(
      series(
        'mw',
        [0, 1, 2, 3, 4, 5].map((r) => noisy(100, 10, 0.01, r)),
      ),
    );
    const head = sampleSet(
      series(
        'mw',
        [0, 1, 2, 3, 4, 5].map((r) => noisy(120, 10, 0.01, r + 7)),
      ),
    );
    const welch = only(compare(base, head, {}, ONE_JOB).comparisons, 'mw');
    const rank = only(compare(base, head, { test: 'mann-whitney' }, ONE_JOB).comparisons, 'mw');
    expect(rank.verdict).toBe('regression');
    expect(rank.pValue).toBeCloseTo(2 / 924, 12);
    // The rank test's own interval (6 v 6 values: the 6th smallest and largest of the 36 differences), not Welch's.
    expect(rank.changeCI).not.toEqual(welch.changeCI);
    const [low, high] = rank.changeCI ?? [null, null];
    expect(low).toBeGreaterThan(0.02);
    expect(rank.change).toBeGreaterThan(low ?? Infinity);
    expect(rank.change).toBeLessThan(high ?? -Infinity);
    expect(rank.changeCIMarginal).toEqual(rank.changeCI);
    const few = only(
      compare(
        sampleSet(series('mw', [noisy(1, 5, 0.01, 0), noisy(1, 5, 0.01, 1)])),
        sampleSet(series('mw', [noisy(2, 5, 0.01, 2), noisy(2, 5, 0.01, 3)])),
        { test: 'mann-whitney' },
        // One row across jobs is left undecided ('another-job') whatever the test: made up as one job's runs.
        ONE_JOB,
      ).comparisons,
      'mw',
    );
    // A doubling that the rank test cannot flag with 2 runs a side is not shown unchanged.
    expect(few.verdict).toBe('inconclusive');
    // Nor with an interval the ranks cannot give: 2 v 2 values bound no shift at 0.05.
    expect(few.changeCI).toEqual([null, null]);
    expect(few.warnings).toEqual([
      { code: 'rank-test-cannot-flag', baselineValues: 2, currentValues: 2, smallestP: 1 / 3, threshold: 0.05, familySize: 1, runsNeeded: 4 },
      { code: 'two-runs', detectable: expect.any(Number) as number },
    ]);
    expect(warningText(few.warnings[0] ?? { code: 'zero-baseline' })).toBe(
      'the rank test cannot flag a change of this row: with 2 and 2 values its smallest p is 0.33, above 0.050; needs ≥ 4 runs a side',
    );
  });

  it('warns when no row of the suite can pass the corrected threshold with so few runs', () => {
    // 20 rows, 4 runs a side: the smallest p, 2/70 ≈ 0.029, is above 0.05/20 = 0.0025.
    const rows = (slower: number, phase: number) =>
      Array.from({ length: 20 }, (_, b) =>
        series(
          `r${b}`,
          [0, 1, 2, 3].map((r) => noisy((100 + b) * (b === 0 ? slower : 1), 5, 0.01, phase + r + b)),
        ),
      );
    const report = compare(sampleSet(...rows(1, 0)), sampleSet(...rows(1.5, 11)), { test: 'mann-whitney' });
    // The +50% of r0 is as clear as 4 runs can make it, and still not flagged: the warning says why.
    expect(report.summary.regressions).toBe(0);
    expect(report.comparisons[0]?.warnings).toEqual([
      expect.objectContaining({ code: 'rank-test-cannot-flag', baselineValues: 4, currentValues: 4, familySize: 20, threshold: 0.0025, runsNeeded: 6 }),
    ]);
    expect(report.comparisons[0]?.warnings.map(warningText).join()).toMatch(
      /the rank test cannot flag a change of this row alone in a suite of 20 rows: .* above 0\.0025; needs ≥ 6 runs a side/,
    );
  });

  it('does not say a row cannot be flagged alone beside a row flagged with the others', () => {
    // Every row 50% slower at 4 runs a side: each p is the floor 2/70, above 0.05/20 for a lone
    // change, yet Benjamini–Hochberg flags all 20 together.
    const rows = (slower: number, phase: number) =>
      Array.from({ length: 20 }, (_, b) =>
        series(
          `r${b}`,
          [0, 1, 2, 3].map((r) => noisy((100 + b) * slower, 5, 0.01, phase + r + b)),
        ),
      );
    const report = compare(sampleSet(...rows(1, 0)), sampleSet(...rows(1.5, 11)), { test: 'mann-whitney' }, ONE_JOB);
    expect(report.summary.regressions).toBe(20);
    expect(report.comparisons.flatMap((row) => row.warnings.map((warning) => warning.code))).not.toContain('rank-test-cannot-flag');
  });
});

describe('the bootstrap option', () => {
  it('decides with the seeded bootstrap and its percentile interval, the same twice', () => {
    const base = sampleSet(
      series(
        'bs',
        [0, 1, 2, 3, 4, 5].map((r) => noisy(100, 10, 0.01, r)),
      ),
    );
    const head = sampleSet(
      series(
        'bs',
        [0, 1, 2, 3, 4, 5].map((r) => noisy(115, 10, 0.01, r + 7)),
      ),
    );
    const welch = only(compare(base, head, {}, ONE_JOB).comparisons, 'bs');
    const boot = only(compare(base, head, { test: 'bootstrap' }, ONE_JOB).comparisons, 'bs');
    expect(boot.verdict).toBe('regression');
    expect(boot.pValue).toBeLessThan(0.01);
    expect(boot.changeCI).not.toEqual(welch.changeCI);
    expect(boot.changeCI?.[0]).toBeGreaterThan(0.1);
    expect(only(compare(base, head, { test: 'bootstrap' }, ONE_JOB).comparisons, 'bs')).toEqual(boot);
  });
});

describe('two runs a side', () => {
  it('says which change the row could show at all', () => {
    const row = only(
      compare(
        sampleSet(series('t', [noisy(100, 10, 0.01, 0), noisy(103, 10, 0.01, 1)])),
        sampleSet(series('t', [noisy(101, 10, 0.01, 2), noisy(99, 10, 0.01, 3)])),
        {},
        ONE_JOB,
      ).comparisons,
      't',
    );
    expect(row.warnings).toEqual([{ code: 'two-runs', detectable: expect.any(Number) as number }]);
    expect(row.warnings.map(warningText).join()).toMatch(
      /^2 runs on a side: only a change of about ±\d+\.\d% or more can be told from run-to-run noise here; give ≥ 3 runs a side$/,
    );
  });
});

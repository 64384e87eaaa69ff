import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Comparison } from '../../src/model/report.js';
import type { Run, SampleSet, Series } from '../../src/model/series.js';
import { isDecided, lookCount, lookLevel, rowAtLook, type Look } from '../../src/compare/sequential.js';
import { pairOrder } from '../../src/pipeline/run-schedule.js';
import { rowReasonText } from '../../src/report/reason-text.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { studentTQuantile } from '../../src/stats/student-t.js';
import { gaussian } from '../helpers/gaussian.js';

// Seeded simulation of A/A sessions as `benchgate run` looks at them: after every pair from the
// 3rd to the 30th, each of 10 rows is judged by its paired t interval at the look's level. A
// session "flags" when any row's interval excludes 0 at any look (noise threshold 0: the
// strictest case). The share of sessions that ever flag must stay at or under alpha.

function everFlags(random: () => number, rows: number, minPairs: number, maxPairs: number, alpha: number, heavyTails: boolean): boolean {
  const looks = lookCount(minPairs, maxPairs);
  const d = Array.from({ length: rows }, () => [] as number[]);
  for (let pairs = 1; pairs <= maxPairs; pairs++) {
    for (const row of d) {
      // Student-t with 3 df when heavy-tailed: outlying pairs, as a noisy machine gives.
      const z = heavyTails ? gaussian(random) / Math.sqrt((gaussian(random) ** 2 + gaussian(random) ** 2 + gaussian(random) ** 2) / 3) : gaussian(random);
      row.push(0.01 * z);
    }
    if (pairs < minPairs) continue;
    const level = lookLevel(pairs - minPairs + 1, looks, alpha, rows);
    for (const row of d) {
      const mean = row.reduce((a, b) => a + b, 0) / pairs;
      const se = Math.sqrt(row.reduce((a, b) => a + (b - mean) ** 2, 0) / (pairs - 1) / pairs);
      if (Math.abs(mean) > studentTQuantile(1 - level / 2, pairs - 1) * se) return true;
    }
  }
  return false;
}

describe('the sequential boundary of benchgate run', () => {
  it('spends exactly alpha over the looks of a session', () => {
    const looks = lookCount(3, 30);
    expect(looks).toBe(28);
    let spent = 0;
    for (let look = 1; look <= looks; look++) spent += lookLevel(look, looks, 0.05, 1);
    expect(spent).toBeCloseTo(0.05, 12);
    expect(lookLevel(1, looks, 0.05, 10)).toBeCloseTo(0.0025, 12);
  });

  it.each([
    ['normal', false],
    ['heavy-tailed (t with 3 df)', true],
  ])('keeps the share of 4,000 A/A sessions (10 rows, up to 28 looks) that ever flag at or under alpha: %s pairs', (_, heavy) => {
    const random = mulberry32(20261124);
    let flagged = 0;
    const sessions = 4000;
    for (let s = 0; s < sessions; s++) if (everFlags(random, 10, 3, 30, 0.05, heavy)) flagged++;
    expect(flagged / sessions).toBeLessThanOrEqual(0.05);
  });

  it('orders the runs of each pair at random, the same for the same seed', () => {
    const a = pairOrder(7);
    const b = pairOrder(7);
    const orders = Array.from({ length: 200 }, (_, i) => a(i));
    expect(Array.from({ length: 200 }, (_, i) => b(i))).toEqual(orders);
    const first = orders.filter(([side]) => side === 'baseline').length;
    expect(first).toBeGreaterThan(70);
    expect(first).toBeLessThan(130);
    expect(Array.from({ length: 200 }, (_, i) => pairOrder(8)(i))).not.toEqual(orders);
  });
});

function row(overrides: Partial<Comparison>): Comparison {
  return {
    benchmark: 'b',
    metric: 'time',
    unit: 's',
    better: 'lower',
    centre: 'amean',
    reference: 0,
    baseline: null,
    current: null,
    change: 0,
    changeCI: [-0.01, 0.01],
    changeCIMarginal: [-0.01, 0.01],
    ratio: 1,
    pValue: 0.5,
    pAdjusted: 0.5,
    test: 'paired',
    df: 4,
    significant: false,
    verdict: 'unchanged',
    sampleSize: null,
    warnings: [],
    ...overrides,
  };
}

const look = (pairs: number, level: number): Look => ({ alpha: 0.05, level, pairs, correction: 'bonferroni', looks: 28 });

describe('deciding a row at a look', () => {
  it('spends the rest on the last look and never divides by zero rows', () => {
    expect(lookLevel(28, 28, 0.05, 1)).toBeCloseTo(0.05 / 28, 15);
    expect(lookLevel(40, 28, 0.05, 1)).toBeCloseTo(0.05 / 28, 15);
    expect(lookLevel(2, 28, 0.05, 0)).toBeCloseTo(0.05 / 6, 15);
    expect(lookCount(5, 5)).toBe(1);
    expect(lookCount(10, 5)).toBe(1);
  });

  it('is decided by a verdict beyond the noise, a row on one side, an exact metric, or an interval inside ±noise', () => {
    for (const verdict of ['regression', 'improvement', 'added', 'removed'] as const) expect(isDecided(row({ verdict, changeCI: null }), 0.02)).toBe(true);
    expect(isDecided(row({ test: 'exact', changeCI: null }), 0.02)).toBe(true);
    expect(isDecided(row({ changeCI: [-0.02, 0.02] }), 0.02)).toBe(true);
    expect(isDecided(row({ changeCI: [-0.0201, 0.01] }), 0.02)).toBe(false);
    expect(isDecided(row({ changeCI: [-0.01, 0.0201] }), 0.02)).toBe(false);
    expect(isDecided(row({ changeCI: null }), 0.02)).toBe(false);
    expect(isDecided(row({ changeCI: [null, 0.01] }), 0.02)).toBe(false);
    expect(isDecided(row({ changeCI: [-0.01, null] }), 0.02)).toBe(false);
    // For a rate the value moves against the change: [-0.03, 0.01] of change is [-0.01, 0.03] of value.
    expect(isDecided(row({ better: 'higher', changeCI: [-0.03, 0.01] }), 0.02)).toBe(false);
    expect(isDecided(row({ better: 'higher', changeCI: [-0.015, 0.01] }), 0.02)).toBe(true);
  });

  it('marks the undecided rows inconclusive with the pairs they would need; a row that could not be tested keeps its reason', () => {
    const marked = [
      row({ changeCI: [-0.05, 0.01], sampleSize: { perSide: 12, unit: 'runs', change: 0.02 } }),
      row({ changeCI: [-0.05, 0.01] }),
      row({ changeCI: [-0.01, 0.01] }),
      row({ verdict: 'regression', changeCI: [0.1, 0.2] }),
      row({ test: 'none', verdict: 'inconclusive', changeCI: null, pValue: null, pAdjusted: null, reason: { code: 'shift-untested' } }),
    ].map((r) => rowAtLook(r, look(5, 0.01), 0.02));
    expect(marked.map((r) => r.verdict)).toEqual(['inconclusive', 'inconclusive', 'unchanged', 'regression', 'inconclusive']);
    expect(marked[0]?.reason).toEqual({ code: 'not-decided-after', pairs: 5, noise: 0.02, morePairs: 7 });
    expect(rowReasonText(marked[0]?.reason ?? { code: 'no-test' })).toBe(
      'not decided after 5 pairs: the interval of the change reaches beyond ±2%; needs about 7 more pairs',
    );
    expect(rowReasonText(marked[1]?.reason ?? { code: 'no-test' })).toBe('not decided after 5 pairs: the interval of the change reaches beyond ±2%');
    expect(marked[4]?.reason).toEqual({ code: 'shift-untested' });
  });

  it("adjusts each p for the look's level so that significance is p below alpha, capped at 1", () => {
    const adjusted = [row({ pValue: 0.001 }), row({ pValue: 0.2 }), row({ pValue: null, pAdjusted: null })].map((r) => rowAtLook(r, look(5, 0.0025), 0.02));
    expect(adjusted[0]?.pAdjusted).toBeCloseTo(0.02, 15);
    expect(adjusted[1]?.pAdjusted).toBe(1);
    expect(adjusted[2]?.pAdjusted).toBeNull();
  });
});

describe("a look's p column", () => {
  it('is the p of the test that decided: under alpha exactly when the shown interval excludes 0 (paired t and signed rank, 600 seeded looks)', () => {
    const random = mulberry32(20261129);
    let excluded = 0;
    for (let trial = 0; trial < 600; trial++) {
      const rows = 1 + (trial % 6);
      const pairs = 3 + (trial % 7);
      const test = trial % 2 === 0 ? 'welch' : 'mann-whitney';
      const side = (slower: number): SampleSet => ({
        runCount: pairs,
        series: Array.from({ length: rows }, (_, r): Series => ({
          benchmark: `b${r}`,
          metric: 'time',
          unit: 's',
          better: 'lower',
          runs: Array.from({ length: pairs }, (): Run => ({
            kind: 'samples',
            samples: Float64Array.from({ length: 5 }, () => (r === 0 ? slower : 1) * (1 + 0.05 * gaussian(random))),
          })),
        })),
      });
      const level = lookLevel(1, 3, 0.05, rows);
      const look: Look = { alpha: 0.05, level, pairs, correction: 'bonferroni', looks: 3 };
      const report = compareSampleSets(
        [{ label: 'b', set: side(1) }],
        { label: 'c', set: side(1.128) },
        { ...DEFAULT_POLICY, test, alpha: level, correction: 'none' },
        undefined,
        {
          paired: true,
          look,
          marginalAlpha: 0.05,
        },
      );
      for (const row of report.comparisons) {
        if (row.changeCI === null || row.pAdjusted === null) continue;
        const [low, high] = row.changeCI;
        const outside = (low !== null && low > 0) || (high !== null && high < 0);
        expect(outside, `trial ${trial} ${test}: p ${row.pAdjusted}, [${low}, ${high}]`).toBe(row.pAdjusted < 0.05);
        if (outside) excluded++;
      }
    }
    expect(excluded).toBeGreaterThan(50);
  });
});

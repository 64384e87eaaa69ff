import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Comparison } from '../../src/model/report.js';
import type { Run, SampleSet, Series } from '../../src/model/series.js';
import { renderJson } from '../../src/report/json.js';
import { readReport } from '../../src/report/read-report.js';
import { warningText } from '../../src/report/warning-text.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

// pytest-benchmark-like rounds with garbage-collection pauses: in every run 24-49% of the rounds
// are slow (2.5x, 10% spread), the rest fast with 1% noise (the shares of issue 40's real rounds).
// The slow share moves from run to run, and with it a mean of the run; the median stays in the fast mode.

function gcRun(random: () => number, centre: number, rounds: number): Run {
  const slow = Math.round(rounds * (0.24 + 0.25 * random()));
  // The slow rounds at random places among the fast ones, as the collector runs.
  const slowAt = new Set<number>();
  while (slowAt.size < slow) slowAt.add(Math.floor(random() * rounds));
  const samples = Float64Array.from({ length: rounds }, (_, i) =>
    slowAt.has(i) ? centre * 2.5 * (1 + 0.1 * gaussian(random)) : centre * (1 + 0.01 * gaussian(random)),
  );
  return { kind: 'samples', samples };
}

function gcSet(random: () => number, centre: number, runs: number, better: 'lower' | 'higher' = 'lower'): SampleSet {
  const series: Series = {
    benchmark: 'test_parse',
    metric: better === 'lower' ? 'time' : 'ops',
    unit: better === 'lower' ? 's' : 'ops/s',
    better,
    runs: Array.from({ length: runs }, () => {
      // A rate is the reciprocal of a round's time: its slow rounds are its low ones.
      const run = gcRun(random, centre, 40);
      return better === 'lower' || run.kind !== 'samples' ? run : { kind: 'samples', samples: run.samples.map((value) => 1 / value) };
    }),
  };
  return { runCount: runs, series: [series] };
}

function compareGc(seed: number, factor: number, runs = 5, better: 'lower' | 'higher' = 'lower'): Comparison {
  const random = mulberry32(seed);
  const report = compareSampleSets(
    [{ label: 'base', set: gcSet(random, 0.002, runs, better) }],
    { label: 'head', set: gcSet(random, 0.002 * factor, runs, better) },
    DEFAULT_POLICY,
    undefined,
    { sameJob: true },
  );
  return report.comparisons[0] as Comparison;
}

describe("a run's value that follows its main mode", () => {
  it('finds a +10% and a -10% change of bimodal GC rounds at 5 runs a side, in 20 seeded data sets each', () => {
    const seeds = Array.from({ length: 20 }, (_, i) => 1000 + i);
    const slower = seeds.map((seed) => compareGc(seed, 1.1));
    const faster = seeds.map((seed) => compareGc(seed, 0.9));
    expect(slower.filter((row) => row.verdict === 'regression').length).toBeGreaterThanOrEqual(18);
    expect(faster.filter((row) => row.verdict === 'improvement').length).toBeGreaterThanOrEqual(18);
    for (const row of [...slower, ...faster]) expect(row.runCentre, JSON.stringify(row.warnings)).toBe('median');
    // The change shown is the fast mode's: about ±10%, not the mixture's.
    const changes = slower.map((row) => row.change ?? NaN).sort((a, b) => a - b);
    expect(changes[10]).toBeGreaterThan(0.08);
    expect(changes[10]).toBeLessThan(0.12);
  });

  it('flags no A/A comparison of such rounds, and rates follow their bulk the same way', () => {
    const same = Array.from({ length: 20 }, (_, i) => compareGc(2000 + i, 1));
    expect(same.filter((row) => row.verdict === 'regression' || row.verdict === 'improvement')).toEqual([]);
    const rates = Array.from({ length: 10 }, (_, i) => compareGc(3000 + i, 1.1, 5, 'higher'));
    for (const rate of rates) expect(rate.runCentre).toBe('median');
    expect(rates.filter((rate) => rate.verdict === 'regression').length).toBeGreaterThanOrEqual(8);
  });

  it('says which centre the row used and why, in the JSON and in words', () => {
    const row = compareGc(1000, 1.1);
    const warning = row.warnings.find((w) => w.code === 'run-median');
    expect(warning).toMatchObject({ code: 'run-median', runs: 10 });
    expect(warningText(warning ?? { code: 'zero-baseline' })).toMatch(/^compared at the runs' medians: \d+ of 10 runs have a second mode or a heavy tail/);
    const report = compareSampleSets(
      [{ label: 'base', set: gcSet(mulberry32(5), 0.002, 5) }],
      { label: 'head', set: gcSet(mulberry32(6), 0.002, 5) },
      DEFAULT_POLICY,
      undefined,
      { sameJob: true },
    );
    const json = JSON.parse(renderJson(report)) as { comparisons: { runCentre?: string }[] };
    expect(json.comparisons[0]?.runCentre).toBe('median');
    expect(readReport(renderJson(report), 'report.json').comparisons[0]?.runCentre).toBe('median');
  });

  it('keeps the subselection value when only one side has the second mode: a change that brings GC rounds is found', () => {
    // The head's every run gains 24-49% rounds 2.5x slow (a mean 40-70% slower); its medians stay in the fast mode.
    const found = Array.from({ length: 20 }, (_, seed) => {
      const random = mulberry32(300 + seed);
      const quiet: Series = {
        benchmark: 'test_parse',
        metric: 'time',
        unit: 's',
        better: 'lower',
        runs: Array.from({ length: 5 }, () => ({ kind: 'samples', samples: Float64Array.from({ length: 40 }, () => 0.002 * (1 + 0.01 * gaussian(random))) })),
      };
      const report = compareSampleSets(
        [{ label: 'base', set: { runCount: 5, series: [quiet] } }],
        { label: 'head', set: gcSet(random, 0.002, 5) },
        DEFAULT_POLICY,
        undefined,
        { sameJob: true },
      );
      return report.comparisons[0] as Comparison;
    });
    for (const row of found) expect(row.runCentre).toBeUndefined();
    expect(found.filter((row) => row.verdict === 'regression').length).toBeGreaterThanOrEqual(18);
  });

  it('keeps the subselection value of unimodal runs, skewed ones included', () => {
    const random = mulberry32(44);
    const runs = (draw: () => number): Run[] => Array.from({ length: 5 }, () => ({ kind: 'samples', samples: Float64Array.from({ length: 20 }, draw) }));
    const normal = (): number => 1 + 0.02 * gaussian(random);
    // Log-normal with sd 0.3 and exponential tails: skewed, one mode.
    const logNormal = (): number => Math.exp(0.3 * gaussian(random));
    const exponential = (): number => 1 - Math.log(1 - random());
    for (const draw of [normal, logNormal, exponential]) {
      const side = (): SampleSet => ({ runCount: 5, series: [{ benchmark: 'b', metric: 'time', unit: 's', better: 'lower', runs: runs(draw) }] });
      const row = compareSampleSets([{ label: 'base', set: side() }], { label: 'head', set: side() }, DEFAULT_POLICY, undefined, { sameJob: true })
        .comparisons[0];
      expect(row?.runCentre).toBeUndefined();
      expect(row?.warnings.some((w) => w.code === 'run-median')).toBe(false);
    }
  });
});

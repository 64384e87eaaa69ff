import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type Policy } from '../../src/compare/policy.js';
import type { TailChange } from '../../src/model/reason.js';
import type { Comparison, Report } from '../../src/model/report.js';
import type { Run, SampleSet, Series } from '../../src/model/series.js';
import { renderJson } from '../../src/report/json.js';
import { readReport } from '../../src/report/read-report.js';
import { mulberry32, type Random } from '../../src/stats/rng.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gaussian } from '../helpers/gaussian.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// A tail that grows in every run (compare/tail.ts): runs of 100 samples around 1 ms (sd 1%), a
// share of them near 3 ms. The run's value counts them at the fence, so the robust centre barely
// moves; the plain mean moves +18% when the share goes from 5% to 15%.

function tailRun(random: Random, share: number, samples = 100, centre = 1e-3): Run {
  const values = Float64Array.from({ length: samples }, () =>
    random() < share ? centre * 3 * (1 + 0.05 * gaussian(random)) : centre * (1 + 0.01 * gaussian(random)),
  );
  return { kind: 'samples', samples: values };
}

function tailSeries(benchmark: string, random: Random, shares: readonly number[], centre = 1e-3): Series {
  return { benchmark, metric: 'time', unit: 's', better: 'lower', runs: shares.map((share) => tailRun(random, share, 100, centre)) };
}

const set = (...series: Series[]): SampleSet => ({ runCount: Math.max(...series.map((one) => one.runs.length)), series });

function compare(baseline: SampleSet, current: SampleSet, policy: Partial<Policy> = {}): Report {
  return compareSampleSets([{ label: 'base', set: baseline }], { label: 'head', set: current }, { ...DEFAULT_POLICY, ...policy }, undefined, { sameJob: true });
}

const rowOf = (report: Report, benchmark: string): Comparison => report.comparisons.find((row) => row.benchmark === benchmark) as Comparison;

describe('a changed tail', () => {
  it("is found in the user's case (5% → 15% of samples at 3x in every run): inconclusive with the reason, not within noise", () => {
    const random = mulberry32(7);
    const report = compare(set(tailSeries('req', random, [0.05, 0.05, 0.05, 0.05, 0.05])), set(tailSeries('req', random, [0.15, 0.15, 0.15, 0.15, 0.15])));
    const row = rowOf(report, 'req');
    expect(Math.abs(row.change ?? 1)).toBeLessThan(0.02);
    expect(row.verdict).toBe('inconclusive');
    expect(row.sampleSize).toBeNull();
    expect(row.reason).toMatchObject({ code: 'tail-changed' });
    const reason = row.reason as TailChange;
    expect(reason.baselineShare).toBeCloseTo(0.05, 1);
    expect(reason.currentShare).toBeCloseTo(0.15, 1);
    expect(reason.plainChange).toBeGreaterThan(0.12);
    expect(Math.abs(reason.robustChange)).toBeLessThan(0.02);
    expect(reason.pAdjusted).toBeLessThan(0.05);
    // The JSON says it and reads back.
    const back = readReport(renderJson(report), 'report.json');
    expect(back.comparisons[0]?.reason).toEqual(row.reason);
    // fail-on undecided: the plain mean got worse beyond the threshold, so the row could hide a regression.
    expect(
      compare(set(tailSeries('req', mulberry32(7), [0.05, 0.05, 0.05, 0.05, 0.05])), set(tailSeries('req', mulberry32(8), [0.15, 0.15, 0.15, 0.15, 0.15])), {
        failOn: 'undecided',
      }).gate,
    ).toBe('fail');
  });

  it('keeps a regression a regression, with the tail as a warning', () => {
    const random = mulberry32(11);
    const report = compare(set(tailSeries('req', random, [0.02, 0.02, 0.02, 0.02, 0.02])), set(tailSeries('req', random, [0.1, 0.1, 0.1, 0.1, 0.1], 1.2e-3)));
    const row = rowOf(report, 'req');
    expect(row.verdict).toBe('regression');
    expect(row.reason).toBeUndefined();
    expect(row.warnings.map((warning) => warning.code)).toContain('tail-changed');
    expect(readReport(renderJson(report), 'report.json').comparisons[0]?.warnings).toEqual(row.warnings);
  });

  it('is not found between heavy-tailed sides of one distribution (shares 0-20%, varying from run to run)', () => {
    // A/A suites of 20 rows, 5 runs a side: each run's share of slow samples drawn anew (0-20%),
    // as the real pytest-benchmark fixtures' 0-20% beyond 3 IQR. A suite with a finding is a false alarm.
    let suites = 0;
    let flagged = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const random = mulberry32(seed);
      const side = (): SampleSet =>
        set(
          ...Array.from({ length: 20 }, (_, b) =>
            tailSeries(
              `b${b}`,
              random,
              Array.from({ length: 5 }, () => 0.2 * random() ** 2),
            ),
          ),
        );
      const report = compare(side(), side());
      suites++;
      if (report.comparisons.some((row) => row.reason?.code === 'tail-changed' || row.warnings.some((warning) => warning.code === 'tail-changed'))) flagged++;
    }
    expect(flagged / suites).toBeLessThanOrEqual(0.05);
  });

  it('is not looked for when no run has a sample beyond the fences: such rows do not widen its family', () => {
    const random = mulberry32(3);
    // Uniform samples have no value beyond 3 IQR: 200 such rows beside the one whose tail grew.
    const clean = (benchmark: string): Series => ({
      benchmark,
      metric: 'time',
      unit: 's',
      better: 'lower',
      runs: [0, 1, 2, 3, 4].map(() => ({ kind: 'samples' as const, samples: Float64Array.from({ length: 100 }, () => 1e-3 * (1 + 0.01 * (random() - 0.5))) })),
    });
    const grown = (shares: readonly number[]) => tailSeries('req', mulberry32(shares[0] === 0.05 ? 7 : 8), shares);
    const base = [0.05, 0.05, 0.05, 0.05, 0.05];
    const head = [0.15, 0.15, 0.15, 0.15, 0.15];
    const alone = rowOf(compare(set(grown(base)), set(grown(head))), 'req');
    const cleanRows = Array.from({ length: 200 }, (_, i) => clean(`clean${i}`));
    const report = compare(set(grown(base), ...cleanRows), set(grown(head), ...cleanRows.map((row) => clean(row.benchmark))));
    const among = rowOf(report, 'req');
    const pOf = (row: Comparison): number => (row.reason as TailChange).pAdjusted;
    expect(alone.reason?.code).toBe('tail-changed');
    expect(among.reason?.code).toBe('tail-changed');
    expect(pOf(among)).toBe(pOf(alone));
    expect(report.comparisons.filter((row) => row.reason?.code === 'tail-changed')).toHaveLength(1);
  });

  it('is only a note in a session of pairs: more pairs do not decide it, so it must not keep the session going', () => {
    const random = mulberry32(7);
    const look = { alpha: 0.05, level: 0.05 / 10, pairs: 5, correction: 'bonferroni' as const, looks: 10 };
    const report = compareSampleSets(
      [{ label: 'base', set: set(tailSeries('req', random, [0.05, 0.05, 0.05, 0.05, 0.05])) }],
      { label: 'head', set: set(tailSeries('req', random, [0.15, 0.15, 0.15, 0.15, 0.15])) },
      DEFAULT_POLICY,
      undefined,
      { paired: true, look },
    );
    const row = rowOf(report, 'req');
    expect(row.reason?.code).not.toBe('tail-changed');
    expect(row.warnings.map((warning) => warning.code)).toContain('tail-changed');
  });

  it('is said in every face of the CLI', () => {
    const dir = scratchDir('tail');
    const write = (name: string, shares: readonly number[], seed: number): void => {
      const random = mulberry32(seed);
      shares.forEach((share, run) => {
        const samples = Array.from((tailRun(random, share) as Extract<Run, { kind: 'samples' }>).samples, (value) => value * 1e3);
        writeFileSync(
          join(dir, `${name}${run}.json`),
          JSON.stringify({ benchgate: 1, benchmarks: [{ name: 'req', metrics: [{ name: 'time', unit: 'ms', runs: [samples] }] }] }),
        );
      });
    };
    write('a', [0.05, 0.05, 0.05, 0.05, 0.05], 1);
    write('b', [0.15, 0.15, 0.15, 0.15, 0.15], 2);
    const args = ['compare', '--same-job', '--baseline', join(dir, 'a*.json'), '--current', join(dir, 'b*.json')];
    const terminal = runSourceCli(args);
    expect(terminal.status).toBe(0);
    expect(terminal.stdout).toContain('1 inconclusive');
    expect(terminal.stdout).toMatch(/beyond 3 IQR: [\d.]+% → [\d.]+% of a run; robust centre [+-][\d.]+% \(at the fence\), plain mean \+\d+\.\d%/);
    expect(terminal.stdout).toContain("a run's value (sides of 2 runs or more) counts a severe one at its fence");
    expect(terminal.stdout).not.toContain('never dropped');
    const markdown = runSourceCli([...args, '--markdown', '-']);
    expect(markdown.stdout).toContain('beyond 3 IQR');
    const html = join(dir, 'report.html');
    runSourceCli([...args, '--html', html]);
    expect(readFileSync(html, 'utf8')).toContain('beyond 3 IQR');
  });
});

import { describe, expect, it } from 'vitest';
import { analyseHistory } from '../../src/history/analyse.js';
import { cpuModelOf } from '../../src/model/runner.js';
import type { HistoryRun } from '../../src/history/model.js';
import { historyWarningText } from '../../src/report/history-warning-text.js';
import { commitOf, suiteHistory, type PlannedSeries } from './helpers.js';

// Issue 42, item 4: the runner is a variable. A hosted label that lands jobs on two CPU models
// makes a run of jobs on the slower one look like a level of its own; with the runner recorded,
// the offset is measured from the history and never read as a change of the code.

const FAST = 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.1.0';
const SLOW = 'ubuntu-24.04 x64, Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz (4 cores), Node v24.1.0';
/** Commits whose job landed on the slower model: two runs of 4 and 5 jobs in a row, and a few alone. */
const ON_SLOW = new Set([12, 30, 31, 32, 33, 47, 61, 62, 63, 64, 65, 80, 91]);

/** The suite's runs with the jobs of ON_SLOW on the slower CPU model, `slowdown` slower, and every job's runner recorded (or not). */
function twoModels(plan: readonly PlannedSeries[], slowdown: number, recorded: boolean): HistoryRun[] {
  return suiteHistory(plan, 100, { seed: 7 }).map((run, c) => {
    const slow = ON_SLOW.has(c);
    const series = run.set.series.map((one) => ({
      ...one,
      runs: one.runs.map((piece) => (piece.kind === 'samples' && slow ? { ...piece, samples: piece.samples.map((value) => value * slowdown) } : piece)),
    }));
    const runner = slow ? SLOW : FAST;
    return { ...run, ...(recorded && { runner }), set: { ...run.set, series, ...(recorded && { context: { runner } }) } };
  });
}

const flat = (count: number): PlannedSeries[] => Array.from({ length: count }, (_, s) => ({ benchmark: `b${s}`, level: () => 1 }));

describe('a runner with two CPU models (issue 42, item 4)', () => {
  it('reads the CPU model of a runner fingerprint', () => {
    expect(cpuModelOf(FAST)).toBe('AMD EPYC 7763');
    expect(cpuModelOf('macOS arm64')).toBeUndefined();
  });

  it('makes false levels of a run of jobs on the slower model when the runner is not recorded', () => {
    const report = analyseHistory(twoModels(flat(20), 1.08, false));
    expect(report.summary.changes).toBeGreaterThan(0);
  });

  it('finds no change when the runner is recorded, and reports the model that moves the benchmarks', () => {
    const report = analyseHistory(twoModels(flat(20), 1.08, true));
    expect(report.summary.changes).toBe(0);
    const note = report.warnings.find((warning) => warning.code === 'cpu-model-moves');
    expect(note).toMatchObject({ code: 'cpu-model-moves', model: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz', reference: 'AMD EPYC 7763', of: 20 });
    expect(note?.code === 'cpu-model-moves' && note.series).toBeGreaterThanOrEqual(18);
    expect(note?.code === 'cpu-model-moves' && note.medianChange).toBeCloseTo(0.08, 2);
    const effect = report.series[0]?.cpuEffects?.[0];
    expect(effect).toMatchObject({ model: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz', commits: 13, moves: true });
    expect(effect?.low).toBeLessThan(0.08);
    expect(effect?.high).toBeGreaterThan(0.08);
    expect(historyWarningText(note as NonNullable<typeof note>)).toMatch(
      /^runs on Intel.* measure \d+ series of the 20 compared on it beyond the noise threshold/,
    );
  });

  it('measures the offset of a model seen on six commits by their median: two odd slow jobs among them move it not (seed 311, the fifteenth bimodal life)', () => {
    // Commits 20-23 and 40 on the slower model, 5% slower; 21 and 40 also odd slow jobs (+13%).
    const fewSlow = new Set([20, 21, 22, 23, 24, 40]);
    const odd = new Set([21, 40]);
    const runs = suiteHistory(flat(1), 60, { seed: 5, noise: 0.005 }).map((run, c) => {
      const factor = (fewSlow.has(c) ? 1.05 : 1) * (odd.has(c) ? 1.13 : 1);
      const series = run.set.series.map((one) => ({
        ...one,
        runs: one.runs.map((piece) => (piece.kind === 'samples' ? { ...piece, samples: piece.samples.map((value) => value * factor) } : piece)),
      }));
      const runner = fewSlow.has(c) ? SLOW : FAST;
      return { ...run, runner, set: { ...run.set, series, context: { runner } } };
    });
    const [series] = analyseHistory(runs).series;
    expect(series?.cpuEffects?.[0]?.change).toBeGreaterThan(0.04);
    expect(series?.cpuEffects?.[0]?.change).toBeLessThan(0.07);
    expect(series?.changes).toEqual([]);
  });

  it('still finds a change of the code among the jobs of both models, at its commit', () => {
    const plan = [...flat(19), { benchmark: 'step', level: (c: number) => (c >= 50 ? 1.05 : 1) }];
    const report = analyseHistory(twoModels(plan, 1.08, true));
    const step = report.series.find((series) => series.benchmark === 'step');
    expect(step?.changes.map((change) => step.points[change.index]?.at)).toEqual([50]);
    expect(report.series.filter((series) => series.benchmark !== 'step').every((series) => series.changes.length === 0)).toBe(true);
  });

  it('measures the offset within the reference level: slow jobs a few commits before a machine change stay no level of their own (seed 312, the third bimodal life)', () => {
    // 30 commits, as the action's window: jobs 0, 1 and 5 to 9 on the slower model (3% to 9%
    // slower, by series), every series 6% slower from commit 12 on (a machine change).
    const slowJobs = new Set([0, 1, 5, 6, 7, 8, 9]);
    const slowdown = (s: number): number => 1.03 + (0.06 * s) / 19;
    const plan = Array.from({ length: 20 }, (_, s) => ({
      benchmark: `b${s}`,
      level: (c: number) => (c >= 12 ? 1.06 : 1) * (slowJobs.has(c) ? slowdown(s) : 1),
    }));
    const runs = suiteHistory(plan, 30, { seed: 3, runsPerCommit: 2 }).map((run) => {
      const runner = slowJobs.has(Number.parseInt(run.commit.slice(0, 4), 16)) ? SLOW : FAST;
      return { ...run, runner, set: { ...run.set, context: { runner } } };
    });
    const report = analyseHistory(runs);
    report.series.forEach((series, s) => {
      expect(series.cpuEffects?.[0]?.change).toBeGreaterThan(slowdown(s) - 1 - 0.015);
      expect(series.cpuEffects?.[0]?.change).toBeLessThan(slowdown(s) - 1 + 0.015);
    });
    expect(report.events).toMatchObject([{ before: commitOf(11), after: commitOf(12), changed: 20 }]);
    expect(report.summary.changes).toBe(20);
  });

  it('adjusts nothing and notes nothing when the models do not differ', () => {
    const report = analyseHistory(twoModels(flat(10), 1, true));
    expect(report.summary.changes).toBe(0);
    expect(report.warnings.filter((warning) => warning.code === 'cpu-model-moves')).toEqual([]);
    expect(report.series.every((series) => series.cpuEffects?.every((effect) => !effect.moves && Math.abs(effect.change) < 0.01))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { analyseHistory } from '../../src/history/analyse.js';
import { appendRuns, boundedText, carriedRuns, emptyCarried, serialiseCarried, trimCommits, type CarriedHistory } from '../../src/history/carried.js';
import { readCarried } from '../../src/history/carried-read.js';
import type { HistoryRun } from '../../src/history/model.js';
import { commitOf, suiteHistory, type PlannedSeries } from './helpers.js';

// The history mode: history carries from run to run (issue 42, item 1): appended once per run,
// bounded, read back only when it is one.

const plan: PlannedSeries[] = [
  { benchmark: 'parse', level: (c) => (c >= 20 ? 1.1 : 1) },
  { benchmark: 'render', level: () => 1 },
  { benchmark: 'rate', level: () => 1, better: 'higher' },
];
const withRunner = (runs: readonly HistoryRun[], runner = (c: number): string => (c % 2 === 0 ? 'cpu A' : 'cpu B')): HistoryRun[] =>
  runs.map((run, c) => ({ ...run, runner: runner(c) }));
const toCarry = (runs: readonly HistoryRun[], firstRunId = 1000) => runs.map((run, i) => ({ run, runId: firstRunId + i }));

function read(text: string): CarriedHistory {
  const reading = readCarried(text);
  if ('problem' in reading) throw new Error(reading.problem);
  return reading.history;
}

describe('the carried history', () => {
  it('keeps each run once, with its commit, date, runner and run means, and reads back as the runs it was made of', () => {
    const runs = withRunner(suiteHistory(plan, 40, { seed: 3 }));
    // Two runs read the first 30 runs and then runs 10 to 39: the overlap is kept once.
    const first = appendRuns(emptyCarried('default'), toCarry(runs.slice(0, 30)));
    const second = appendRuns(read(serialiseCarried(first)), toCarry(runs.slice(10), 1010));
    expect(second.runs.map((run) => run.run)).toEqual(Array.from({ length: 40 }, (_, i) => 1000 + i));
    expect(second.runners).toEqual(['cpu A', 'cpu B']);
    expect(second.series.map((series) => series.points.length)).toEqual([40, 40, 40]);
    const back = carriedRuns(second);
    expect(back.map((run) => [run.commit, run.date, run.runner])).toEqual(runs.map((run) => [run.commit, run.date, run.runner]));
    // The same change points as from the samples themselves (means kept to 7 significant digits).
    const fromSamples = analyseHistory(runs);
    const fromCarried = analyseHistory(back);
    expect(fromCarried.series.map((series) => series.changes.map((change) => [change.before, change.after]))).toEqual(
      fromSamples.series.map((series) => series.changes.map((change) => [change.before, change.after])),
    );
    expect(fromCarried.series[0]?.changes[0]?.change).toBeCloseTo(fromSamples.series[0]?.changes[0]?.change ?? Number.NaN, 5);
    expect(fromCarried.series.flatMap((series) => series.points.map((point) => point.value))).toEqual(
      fromSamples.series.flatMap((series) => series.points.map((point) => expect.closeTo(point.value, 12) as unknown as number)),
    );
    // history-runs: the newest runs of it, as many as asked.
    expect(carriedRuns(second, 12).map((run) => run.commit)).toEqual(Array.from({ length: 12 }, (_, i) => commitOf(28 + i)));
  });

  it('puts a run that finished late back in the order of the workflow runs', () => {
    const runs = suiteHistory(plan, 12, { seed: 5 });
    // Run 1009 was still going when 1010 and 1011 carried the history; the next one reads it.
    const early = appendRuns(emptyCarried(), [...toCarry(runs.slice(0, 9)), ...toCarry(runs.slice(10), 1010)]);
    const late = appendRuns(early, toCarry(runs.slice(9, 10), 1009));
    expect(late.runs.map((run) => run.run)).toEqual(Array.from({ length: 12 }, (_, i) => 1000 + i));
    expect(carriedRuns(late).map((run) => run.commit)).toEqual(runs.map((run) => run.commit));
    const series = late.series[0];
    expect(series?.points.map((point) => point[0])).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(carriedRuns(late).map((run) => run.set.series[0]?.runs[0])).toEqual(
      carriedRuns(appendRuns(emptyCarried(), toCarry(runs))).map((run) => run.set.series[0]?.runs[0]),
    );
  });

  it('keeps the newest commits within its bounds, renumbering what it keeps', () => {
    const runs = withRunner(suiteHistory(plan, 30, { seed: 4 }), (c) => (c < 10 ? 'old cpu' : 'new cpu'));
    const whole = appendRuns(emptyCarried(), toCarry(runs));
    const newest = trimCommits(whole, 12);
    expect(newest.runs.map((run) => run.commit)).toEqual(Array.from({ length: 12 }, (_, i) => commitOf(18 + i)));
    expect(newest.runners).toEqual(['new cpu']);
    expect(newest.runs.every((run) => run.runner === 0)).toBe(true);
    expect(newest.series.every((series) => series.points.map((point) => point[0]).join() === Array.from({ length: 12 }, (_, i) => i).join())).toBe(true);
    // By size: the oldest runs go until it fits.
    const chars = serialiseCarried(whole).length;
    const { history: fitted, text } = boundedText(whole, Math.floor(chars / 2));
    expect(text).toBe(serialiseCarried(fitted));
    expect(text.length).toBeLessThanOrEqual(Math.floor(chars / 2));
    expect(fitted.runs.length).toBeGreaterThan(10);
    expect(fitted.runs.at(-1)?.commit).toBe(commitOf(29));
  });

  it('is refused with the reason when it is not one, never thrown', () => {
    const good = JSON.parse(serialiseCarried(appendRuns(emptyCarried(), toCarry(suiteHistory(plan, 3))))) as Record<string, unknown>;
    const problem = (value: unknown): string => {
      const reading = readCarried(typeof value === 'string' ? value : JSON.stringify(value));
      return 'problem' in reading ? reading.problem : 'read';
    };
    expect(problem(good)).toBe('read');
    expect(problem('{"benchgateCarriedHistory": 1, "runs": [')).toMatch(/^not valid JSON/);
    expect(problem({ benchgate: 1 })).toBe('not a carried history (no benchgateCarriedHistory)');
    expect(problem({ ...good, benchgateCarriedHistory: 2 })).toBe('version 2, this benchgate reads version 1');
    expect(problem({ ...good, runs: [{ count: 1 }] })).toBe('runs[0] has no commit');
    const series = good.series as { points: unknown[] }[];
    expect(problem({ ...good, series: [{ ...series[0], points: [[7, 1]] }] })).toBe('series[0] has a point that is not [run index, means...] in run order');
    expect(problem({ ...good, series: [{ ...series[0], points: [[0, 'x']] }] })).toBe('series[0] has a mean that is not a number');
    expect(problem({ ...good, runs: [{ commit: 'a', count: 1, runner: 3 }] })).toBe('runs[0].runner is not an index into runners');
  });
});

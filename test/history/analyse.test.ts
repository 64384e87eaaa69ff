import { historyWarningText } from '../../src/report/history-warning-text.js';
import { describe, expect, it } from 'vitest';
import { analyseHistory } from '../../src/history/analyse.js';
import { bestSplit, splitDivergence, splitPairs, WithinSums } from '../../src/history/energy.js';
import { renderHistoryMarkdown, renderHistoryTerminal, standingWord } from '../../src/report/history-text.js';
import { segmentSeries } from '../../src/history/segment.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { commitOf, gaussian, suiteHistory, type PlannedSeries } from './helpers.js';

const flat: PlannedSeries = { benchmark: 'flat', level: () => 1 };
const stepAt =
  (commit: number, size: number) =>
  (c: number): number =>
    c >= commit ? 1 + size : 1;

describe('E-divisive best split', () => {
  it('gives the same divergence from the within-sums table as from the sums themselves', () => {
    const random = mulberry32(7);
    const values = Array.from({ length: 23 }, (_, i) => (i >= 15 ? 3 : 0) + gaussian(random));
    const sums = new WithinSums(values);
    const split = bestSplit(sums, 2, 21, 3);
    expect(split).toBeDefined();
    const { index, end, divergence } = split as { index: number; end: number; divergence: number };
    expect(divergence).toBeCloseTo(splitDivergence(values, 2, index, end), 10);
    // No other pair of the stretch diverges more.
    for (let tau = 5; tau <= 18; tau++)
      for (let kappa = tau + 3; kappa <= 21; kappa++) expect(splitDivergence(values, 2, tau, kappa)).toBeLessThanOrEqual(divergence + 1e-9);
    expect(index).toBe(15);
  });

  it('finds a level that comes and goes, which one split against the rest misses', () => {
    const values = Array.from({ length: 30 }, (_, i) => (i >= 10 && i < 20 ? 1.1 : 1) + (i % 3) * 0.001);
    const split = bestSplit(new WithinSums(values), 0, 30, 3);
    expect([split?.index, split?.end]).toEqual([10, 20]);
  });

  it('has no split in a stretch too short or without spread', () => {
    expect(bestSplit(new WithinSums([1, 2, 3, 4, 5]), 0, 5, 3)).toBeUndefined();
    expect(bestSplit(new WithinSums(new Array(12).fill(4)), 0, 12, 3)).toBeUndefined();
    expect(splitPairs(5, 3)).toBe(0);
    expect(splitPairs(8, 3)).toBe(6);
  });
});

describe('segmentSeries', () => {
  it('finds both ends of a bump and nothing in noise', () => {
    const random = mulberry32(3);
    const bump = Array.from({ length: 40 }, (_, i) => (i >= 12 && i < 25 ? 5 : 0) + gaussian(random));
    expect(segmentSeries(bump, 3, 0.05).changes).toEqual([12, 25]);
    const noise = Array.from({ length: 40 }, () => gaussian(random));
    expect(segmentSeries(noise, 3, 0.05).changes).toEqual([]);
  });
});

describe('analyseHistory', () => {
  const plan: PlannedSeries[] = [
    { benchmark: 'step', level: stepAt(20, 0.1) },
    flat,
    { benchmark: 'fixed', level: (c) => (c >= 10 && c < 20 ? 1.1 : 1) },
    { benchmark: 'faster', level: stepAt(12, -0.08) },
    { benchmark: 'tiny', level: stepAt(15, 0.01) },
  ];
  const report = analyseHistory(suiteHistory(plan, 30, { runsPerCommit: 3 }), {}, 'demo');
  const changesOf = (name: string) => report.series.find((series) => series.benchmark === name)?.changes ?? [];

  it('reports a planted step between the right commits, with an interval around its size', () => {
    const [change, ...more] = changesOf('step');
    expect(more).toEqual([]);
    expect(change).toMatchObject({ index: 20, before: commitOf(19), after: commitOf(20), direction: 'regression', standing: true });
    expect(change?.low).toBeLessThan(0.1);
    expect(change?.high).toBeGreaterThan(0.1);
    expect(change?.change).toBeCloseTo(0.1, 1);
    expect(change?.pAdjusted).toBeLessThan(0.05);
    expect(change?.pAdjusted).toBeGreaterThanOrEqual(change?.p ?? 1);
  });

  it('marks a regression that was fixed as no longer standing, and the fix as an improvement that takes the level back', () => {
    const changes = changesOf('fixed');
    expect(changes.map((change) => [change.index, change.direction, change.standing, change.back, change.transient])).toEqual([
      [10, 'regression', false, undefined, undefined],
      [20, 'improvement', false, true, undefined],
    ]);
  });

  it('never leaves a spike standing when its way back is cut short by an odd newest job (seed 112, the seventh lognormal life)', () => {
    // Four commits 10% slow, three back at the old level, and the newest an odd job 3.5% slow: the
    // outlier window moved inward at the end holds the spike and the odd job: it took the points
    // back at the old level for outliers, so the way back seemed to stay 3% away and the spike's start stood.
    const level = (c: number): number => (c >= 22 && c < 26 ? 1.1 : c === 29 ? 1.035 : 1);
    const report = analyseHistory(suiteHistory([{ benchmark: 'spike', level }, flat], 30, { noise: 0.005, seed: 3 }));
    const spike = report.series.find((series) => series.benchmark === 'spike');
    expect(spike?.outliers).toEqual(expect.arrayContaining([26, 27]));
    expect(spike?.changes.map((change) => [change.index, change.direction, change.standing, change.back, change.transient])).toEqual([
      [22, 'regression', false, undefined, true],
      [26, 'improvement', false, true, true],
    ]);
    expect(report.summary.standingRegressions).toBe(0);
  });

  it('calls a spike or a dip of up to 2 × min-segment commits transient, and its recovery never stands (issue 42, item 2)', () => {
    const short = analyseHistory(
      suiteHistory(
        [
          { benchmark: 'spike', level: (c) => (c >= 12 && c < 16 ? 1.1 : 1) },
          { benchmark: 'dip', level: (c) => (c >= 12 && c < 16 ? 0.9 : 1) },
          { benchmark: 'long dip', level: (c) => (c >= 8 && c < 20 ? 0.9 : 1) },
        ],
        30,
        { runsPerCommit: 3 },
      ),
    );
    const seen = (name: string) =>
      (short.series.find((series) => series.benchmark === name)?.changes ?? []).map((change) => [
        change.index,
        change.direction,
        change.standing,
        standingWord(change),
      ]);
    expect(seen('spike')).toEqual([
      [12, 'regression', false, 'transient'],
      [16, 'improvement', false, 'transient'],
    ]);
    expect(seen('dip')).toEqual([
      [12, 'improvement', false, 'transient'],
      [16, 'regression', false, 'transient'],
    ]);
    // Longer than 2 × min-segment: a level of its own, and the way back is said so, not "still slower".
    expect(seen('long dip')).toEqual([
      [8, 'improvement', false, 'lost'],
      [20, 'regression', false, 'back to the earlier level'],
    ]);
    expect(short.summary.standingRegressions).toBe(0);
  });

  it('reports nothing in a flat series, nor a change inside the noise threshold', () => {
    expect(changesOf('flat')).toEqual([]);
    expect(changesOf('tiny')).toEqual([]);
    expect(changesOf('faster').map((change) => change.direction)).toEqual(['improvement']);
  });

  it('pools the runs of a commit into one point with their spread', () => {
    const points = report.series[0]?.points ?? [];
    expect(points).toHaveLength(30);
    expect(points[0]?.runs).toBe(3);
    expect(points[0]?.low).toBeLessThanOrEqual(points[0]?.value ?? 0);
    expect(points[0]?.high).toBeGreaterThanOrEqual(points[0]?.value ?? 0);
    expect(report.commits).toHaveLength(30);
    expect(report.summary).toEqual({ series: 5, changes: 4, regressions: 2, improvements: 2, standingRegressions: 1 });
  });

  it('is the same report for the same input', () => {
    expect(analyseHistory(suiteHistory(plan, 30, { runsPerCommit: 3 }), {}, 'demo')).toEqual(report);
  });

  it('makes one event of a change most series share, and says why a short series is not analysed', () => {
    const machine: PlannedSeries[] = Array.from({ length: 8 }, (_, i) => ({ benchmark: `b${i}`, level: i < 6 ? stepAt(15, 0.06) : () => 1 }));
    const shared = analyseHistory(suiteHistory(machine, 25, { seed: 9 }));
    expect(shared.events.map(({ medianChange, ...event }) => ({ ...event, median: Math.round(medianChange * 100) }))).toEqual([
      { id: 1, before: commitOf(14), after: commitOf(15), changed: 6, of: 8, median: 6 },
    ]);
    expect(shared.series.flatMap((series) => series.changes).every((change) => change.event === 1)).toBe(true);
    // Two levels of the default minSegment (4) need 8 commits.
    const short = analyseHistory(suiteHistory([flat], 5));
    expect(short.series[0]?.inconclusive).toBe('5 commits measured; change points need 8');
    expect(short.warnings).toEqual([{ code: 'too-few-commits', series: 1, needed: 8 }]);
    expect(historyWarningText({ code: 'too-few-commits', series: 1, needed: 8 })).toBe(
      '1 series has fewer than 8 commits measured: no change point is looked for in it',
    );
  });

  it('renders the change in markdown and for the terminal', () => {
    const markdown = renderHistoryMarkdown(report);
    expect(markdown).toContain('### benchgate history demo: 4 change points in 30 commits (2 regressions, 2 improvements; 1 regression still in force)');
    expect(markdown).toMatch(
      /\| step \| time \| \*\*\\\+\d+\.\d%\*\* slower \| \\\[\+\d+\.\d%, \+\d+\.\d%\\\] \| `0013ccc`…`0014ccc` \| \d+\.?\d* ns → \d+ ns \|/u,
    );
    const terminal = renderHistoryTerminal(report, { colour: false });
    expect(terminal.split('\n')[3]).toMatch(/^step +\+\d+\.\d% slower +\[.*\] +0013ccc\.\.0014ccc +\S+ +still slower$/);
  });
});

describe('a long history', () => {
  it('analyses the newest 1,000 commits and says so', () => {
    const report = analyseHistory(suiteHistory([{ benchmark: 'long', level: (c) => (c >= 1150 ? 1.1 : 1) }], 1200, { samples: 1 }));
    expect(report.commits).toHaveLength(1000);
    expect(report.commits[0]?.commit).toBe(commitOf(200));
    expect(report.warnings).toEqual([{ code: 'commits-cut', kept: 1000, total: 1200 }]);
    expect(report.series[0]?.changes.map((change) => change.after)).toEqual([commitOf(1150)]);
  });
});

describe('names and commits from files in the faces (review findings)', () => {
  it('keeps control characters and workflow commands out of the terminal, and a commit with | inside its table cell', () => {
    const runs = suiteHistory([{ benchmark: 'evil\n::error file=x::injected\u001b[2J', level: stepAt(10, 0.1) }], 20).map((run, i) => ({
      ...run,
      commit: i === 9 ? '<b>x</b>|`' : run.commit,
    }));
    const report = analyseHistory(runs);
    const terminal = renderHistoryTerminal(report, { colour: false });
    expect(terminal).not.toMatch(/^::/m);
    expect(terminal).not.toContain('\u001b');
    expect(terminal).toContain('evil\\n::error file=x::injected\\x1b[2J');
    const row = renderHistoryMarkdown(report)
      .split('\n')
      .find((line) => line.startsWith('| evil'));
    // The row has its nine separators (eight cells), none from the commit; no tag.
    expect(row?.replace(/\\\|/g, '').split('|')).toHaveLength(10);
    expect(row).not.toContain('<b>');
  });
});

describe('events with a series measured at fewer commits', () => {
  it('counts the series whose wider commit range holds the gap where the others changed', () => {
    const plan: PlannedSeries[] = Array.from({ length: 4 }, (_, i) => ({ benchmark: `b${i}`, level: stepAt(15, 0.08) }));
    // b3 is measured at even commits only: its change lies between commits 14 and 16.
    const runs = suiteHistory(plan, 30, { seed: 4 }).map((run, c) =>
      c % 2 === 1 ? { ...run, set: { ...run.set, series: run.set.series.filter((one) => one.benchmark !== 'b3') } } : run,
    );
    const report = analyseHistory(runs);
    expect(report.series.find((one) => one.benchmark === 'b3')?.changes.map((change) => [change.before, change.after])).toEqual([[commitOf(14), commitOf(16)]]);
    expect(report.events).toMatchObject([{ id: 1, before: commitOf(14), after: commitOf(15), changed: 4, of: 4 }]);
    expect(report.series.every((one) => one.changes.every((change) => change.event === 1))).toBe(true);
  });
});

describe('events of one benchmark', () => {
  it("makes no event of one benchmark's metrics moving together: a machine's change reaches several benchmarks", () => {
    const plan: PlannedSeries[] = [
      ...['time', 'bytes', 'allocs'].map((metric) => ({ benchmark: metric, level: stepAt(15, 0.08) })),
      { benchmark: 'other', level: () => 1 },
    ];
    // The first three become the metrics of one benchmark (go's ns/op, B/op and allocs/op of a code change).
    const runs = suiteHistory(plan, 30, { seed: 4 }).map((run) => ({
      ...run,
      set: {
        ...run.set,
        series: run.set.series.map((one) => (one.benchmark === 'other' ? one : { ...one, benchmark: 'Join', metric: one.benchmark })),
      },
    }));
    const report = analyseHistory(runs);
    expect(report.series.filter((one) => one.benchmark === 'Join').map((one) => one.changes.length)).toEqual([1, 1, 1]);
    expect(report.events).toEqual([]);
    expect(report.series.every((one) => one.changes.every((change) => change.event === undefined))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { analyseHistory, DEFAULT_HISTORY_SETTINGS } from '../../src/history/analyse.js';
import { decideIssue, issueMarker, MAX_ISSUE_CHANGES, type IssueDecision } from '../../src/history/issue.js';
import { readIssueState, stateInBody, stateLine, stateOfIssues, type IssueEntry, type IssueState } from '../../src/history/issue-state.js';
import type { ChangePoint, HistoryEvent, HistoryReport, HistorySeries } from '../../src/history/model.js';
import { historyIssueBody, type IssueWhere } from '../../src/pipeline/history-issue.js';
import { commitOf, runsOfPercents, suiteHistory } from './helpers.js';

// The suite's issue decided from two analyses (this one and the one before) and the state it
// carried: what it lists, and when it is opened, updated, left alone or closed (the action test
// runs the same through the fake GitHub).

const COMMITS = 20;

function change(before: number, over: Partial<ChangePoint> = {}): ChangePoint {
  const size = over.change ?? 0.1;
  return {
    index: before + 1,
    before: commitOf(before),
    after: commitOf(before + 1),
    change: size,
    low: size - 0.02,
    high: size + 0.02,
    meanBefore: 1,
    meanAfter: 1 + size,
    p: 1e-6,
    pAdjusted: 1e-5,
    direction: 'regression',
    standing: true,
    ...over,
  };
}

/** Points and levels that show the changes: each standing one moves the level from its `after` commit on (one that is not standing was undone). */
function levels(changes: readonly ChangePoint[], count: number, from: number): Pick<HistorySeries, 'points' | 'segments'> {
  const value = (at: number): number =>
    1 + changes.filter((one) => one.standing && from + at >= Number.parseInt(one.after.slice(0, 4), 16)).reduce((sum, one) => sum + one.change, 0);
  const points = Array.from({ length: count }, (_, at) => ({ at, value: value(at), low: value(at), high: value(at), runs: 1 }));
  return { points, segments: [{ start: 0, end: count, mean: value(count - 1) }] };
}

/** A report over commits `from` to COMMITS - 1 of the given series' change points. */
function report(series: Record<string, readonly ChangePoint[]>, from = 0, events: readonly HistoryEvent[] = []): HistoryReport {
  const commits = Array.from({ length: COMMITS - from }, (_, i) => ({ commit: commitOf(from + i), runs: 1 }));
  const all: HistorySeries[] = Object.entries(series).map(([benchmark, changes]) => ({
    benchmark,
    metric: 'time',
    unit: 's',
    better: 'lower',
    ...levels(changes, commits.length, from),
    outliers: [],
    changes,
  }));
  const regressions = all.flatMap((one) => one.changes).filter((one) => one.direction === 'regression');
  return {
    benchgateHistory: 1,
    commits,
    series: all,
    events,
    settings: DEFAULT_HISTORY_SETTINGS,
    summary: {
      series: all.length,
      changes: all.flatMap((one) => one.changes).length,
      regressions: regressions.length,
      improvements: all.flatMap((one) => one.changes).length - regressions.length,
      standingRegressions: regressions.filter((one) => one.standing).length,
    },
    warnings: [],
  };
}

const RULE = { alpha: 0.05 };
const MARKER = issueMarker('default', '');
const HEAD = commitOf(COMMITS - 1);

const entry = (benchmark: string, before: number, over: Partial<IssueEntry> = {}): IssueEntry => ({
  kind: 'regression',
  benchmark,
  metric: 'time',
  before: commitOf(before),
  after: commitOf(before + 1),
  change: 0.1,
  low: 0.08,
  high: 0.12,
  levelBefore: 1,
  better: 'lower',
  firstListed: HEAD,
  ...over,
});

const openWith = (entries: readonly IssueEntry[], accepted: IssueState['accepted'] = []): IssueState => ({
  benchgateIssueState: 1,
  open: true,
  entries,
  accepted,
});
const shape = (decision: IssueDecision) => ({
  action: decision.action,
  entries: decision.entries.map((one) => [one.kind, one.benchmark ?? `${one.series} of ${one.of}`, one.before.slice(0, 4)]),
  removed: decision.removed.map(({ entry: one, reason }) => [one.benchmark, reason]),
});

describe('decideIssue: an entry only when confirmed', () => {
  it('opens the issue for a regression found by this analysis and the one before, and names where it was first listed', () => {
    const history = report({ parse: [change(9)], render: [change(4, { standing: false })] });
    const decision = decideIssue(history, history, undefined, RULE);
    expect(shape(decision)).toEqual({ action: 'open', entries: [['regression', 'parse', '0009']], removed: [] });
    expect(decision.entries[0]).toMatchObject({ change: 0.1, levelBefore: 1, firstListed: HEAD });
    expect(decision.added).toBe(1);
    expect(decision.state).toEqual({ benchgateIssueState: 1, open: true, entries: decision.entries, accepted: [] });
  });

  it('lists nothing seen by one analysis only, one short of the rule, or one whose newest points side with the old level', () => {
    const history = report({ parse: [change(9)] });
    expect(decideIssue(history, report({ parse: [] }), undefined, RULE).action).toBe('none');
    expect(decideIssue(history, undefined, undefined, RULE).action).toBe('none');
    const weak = report({ parse: [change(9, { pAdjusted: 0.2 })] });
    expect(decideIssue(weak, weak, undefined, RULE).action).toBe('none');
    // The newest point back at the old level: a spike of min-segment commits ending, not yet a level.
    const back = report({ parse: [change(9)] });
    const series = back.series[0] as HistorySeries;
    const points = series.points.map((point, i) => (i === series.points.length - 1 ? { ...point, value: 1 } : point));
    const spikeEnding = { ...back, series: [{ ...series, points }] };
    expect(decideIssue(spikeEnding, history, undefined, RULE).action).toBe('none');
    // Two points back at the old level and an odd newest job nearer the new one (seed 112, the eleventh
    // lognormal life): fewer than a level, so no change back was found, but the spike is ending.
    const oddNewest = series.points.map((point, i) => {
      const fromEnd = series.points.length - 1 - i;
      return fromEnd === 0 ? { ...point, value: 1.07 } : fromEnd <= 2 ? { ...point, value: 1 } : point;
    });
    const spikeEndingOdd = { ...back, series: [{ ...series, points: oddNewest }] };
    expect(decideIssue(spikeEndingOdd, history, undefined, RULE).action).toBe('none');
    // One point back at the old level, then an odd newest job the fence took as an outlier (seed 412, the 29th noise-change
    // life with changes, newest commit 51): the odd job says nothing of the level yet; the point before it is back.
    const last = series.points.length - 1;
    const backThenOdd = series.points.map((point, i) => (i === last ? { ...point, value: 1.25 } : i === last - 1 ? { ...point, value: 1 } : point));
    expect(decideIssue({ ...back, series: [{ ...series, points: backThenOdd, outliers: [last] }] }, history, undefined, RULE).action).toBe('none');
    // Six commits at the new level, each look's p under alpha / 5 (the repeated looks' boundary).
    const stood = report({ parse: [change(13)] });
    expect(decideIssue(stood, stood, undefined, RULE).action).toBe('open');
    // The same with an odd newest job taken as an outlier: listed as soon, the points before it side with the new level.
    const stoodSeries = stood.series[0] as HistorySeries;
    const stoodOdd = stoodSeries.points.map((point, i) => (i === stoodSeries.points.length - 1 ? { ...point, value: 1.25 } : point));
    const oddNewestJob = { ...stood, series: [{ ...stoodSeries, points: stoodOdd, outliers: [stoodSeries.points.length - 1] }] };
    expect(decideIssue(oddNewestJob, stood, undefined, RULE).action).toBe('open');
    const nearAlpha = report({ parse: [change(13, { pAdjusted: 0.02 })] });
    expect(decideIssue(nearAlpha, nearAlpha, undefined, RULE).action).toBe('none');
  });

  it('lists no spike whose way back is followed by an odd newest job beyond its level (seed 412, noise-change life 28, newest commit 51)', () => {
    // The points of commits 22 to 51 in % of commit 21's: a spike of +10% over 46-49, back at 50, a job 15% slow at 51.
    const life28 = [
      -1.3, -1.1, 0.9, -0.6, -1.7, -0.6, -0.2, -0.9, -0.2, 1.2, 0.0, -1.9, -1.9, 0.3, -0.6, 0.2, 0.1, 0.3, -1.8, -0.4, -1.2, -0.3, -1.6, -0.8, 10.4, 9.0, 9.1,
      9.9, -0.4, 14.9,
    ];
    const decide = (points: readonly number[]): IssueDecision =>
      decideIssue(analyseHistory(runsOfPercents('b3', points, 22)), analyseHistory(runsOfPercents('b3', points.slice(0, -1), 22)), undefined, RULE);
    expect(decide(life28).action).toBe('none');
    // The newest job at the spike's level instead: six commits there, a level that stands.
    expect(shape(decide([...life28.slice(0, -1), 10]))).toEqual({ action: 'open', entries: [['regression', 'b3', '002d']], removed: [] });
  });

  it('lists no change at its fifth commit, however strong: a spike of four placed a commit early looks like five', () => {
    const strong = report({ parse: [change(14, { pAdjusted: 1e-9 })] });
    expect(decideIssue(strong, strong, undefined, RULE).action).toBe('none');
    const four = report({ parse: [change(15, { pAdjusted: 1e-9 })] });
    expect(decideIssue(four, four, undefined, RULE).action).toBe('none');
    // Six points that lie together by chance, p between alpha / 5 and alpha in both looks: another look's chance, not a change.
    const cluster = report({ parse: [change(13, { pAdjusted: 0.012 })] });
    expect(decideIssue(cluster, cluster, undefined, RULE).action).toBe('none');
    const clusterOnce = report({ parse: [change(13, { pAdjusted: 0.008 })] });
    expect(decideIssue(clusterOnce, cluster, undefined, RULE).action).toBe('none');
    expect(decideIssue(clusterOnce, clusterOnce, undefined, RULE).action).toBe('open');
  });

  it('keeps a listed entry found again a commit apart (no write), and never lists again what a closed issue listed', () => {
    const listed = openWith([entry('parse', 9)]);
    expect(shape(decideIssue(report({ parse: [change(10)] }), report({ parse: [change(9)] }), listed, RULE))).toEqual({
      action: 'none',
      entries: [['regression', 'parse', '0009']],
      removed: [],
    });
    const accepted: IssueState = {
      benchgateIssueState: 1,
      open: false,
      entries: [],
      accepted: [{ kind: 'regression', benchmark: 'parse', metric: 'time', before: commitOf(9), after: commitOf(10) }],
    };
    const history = report({ parse: [change(9)], render: [change(13)] });
    expect(shape(decideIssue(history, history, accepted, RULE))).toEqual({ action: 'open', entries: [['regression', 'render', '000d']], removed: [] });
  });
});

describe('decideIssue: gone when it is not', () => {
  it('removes an entry whose level is back, with its reason, and closes the issue when none stands', () => {
    const state = openWith([entry('parse', 9), entry('render', 5)]);
    const history = report({
      parse: [change(9, { standing: false }), change(15, { direction: 'improvement', change: -0.09, back: true })],
      render: [change(5)],
    });
    const update = decideIssue(history, history, state, RULE);
    expect(shape(update)).toEqual({ action: 'update', entries: [['regression', 'render', '0005']], removed: [['parse', 'recovered']] });
    const allBack = report({ parse: [change(9, { standing: false })], render: [change(5, { standing: false })] });
    const close = decideIssue(allBack, allBack, update.state, RULE);
    expect(shape(close)).toEqual({ action: 'close', entries: [], removed: [['render', 'recovered']] });
    // benchgate removed it: a closing issue keeps no removed entry as accepted (it is listed again should it come back).
    expect(close.state).toEqual({ benchgateIssueState: 1, open: false, entries: [], accepted: [] });
  });

  it('removes an entry two analyses no longer find where they could, and keeps one too near the window start to be found', () => {
    const state = openWith([entry('parse', 9), entry('render', 1, { levelBefore: 1 })]);
    const history = report({ parse: [], render: [change(1)] });
    // parse: the newest level still 10% up is not enough: nothing is found where the change was.
    const notFound = {
      ...history,
      series: history.series.map((one) => (one.benchmark === 'parse' ? { ...one, segments: [{ start: 0, end: COMMITS, mean: 1.1 }] } : one)),
    };
    const render = notFound.series.find((one) => one.benchmark === 'render') as HistorySeries;
    const withoutRender = { ...notFound, series: [...notFound.series.filter((one) => one !== render), { ...render, changes: [] }] };
    // render: its change at commit 2 has 2 commits before it in the window, fewer than a level needs: it stands by its level.
    expect(shape(decideIssue(withoutRender, withoutRender, state, RULE))).toEqual({
      action: 'update',
      entries: [['regression', 'render', '0001']],
      removed: [['parse', 'not-found']],
    });
  });

  it('keeps judging an entry whose commits left the window by the level it had before', () => {
    const state = openWith([entry('parse', 2)]);
    const window = report({ parse: [] }, 5);
    const stillUp = { ...window, series: window.series.map((one) => ({ ...one, segments: [{ start: 0, end: one.points.length, mean: 1.1 }] })) };
    expect(decideIssue(stillUp, stillUp, state, RULE).action).toBe('none');
    const back = report({ parse: [] }, 5);
    const flat = { ...back, series: back.series.map((one) => ({ ...one, segments: [{ start: 0, end: one.points.length, mean: 1.005 }] })) };
    expect(shape(decideIssue(flat, flat, state, RULE))).toEqual({ action: 'close', entries: [], removed: [['parse', 'recovered']] });
    expect(shape(decideIssue(report({ render: [] }), report({ render: [] }), state, RULE)).removed).toEqual([['parse', 'series-gone']]);
  });

  it('removes an entry that turned out to be a spike, and never opens an issue for transients alone', () => {
    const spike = report({
      parse: [
        change(9, { standing: false, transient: true }),
        change(13, { direction: 'improvement', change: -0.09, standing: false, back: true, transient: true }),
      ],
    });
    expect(shape(decideIssue(spike, spike, openWith([entry('parse', 9)]), RULE))).toEqual({ action: 'close', entries: [], removed: [['parse', 'transient']] });
    expect(decideIssue(spike, spike, undefined, RULE).action).toBe('none');
    // Beside a standing one, it is listed, as a transient with its end.
    const both = report({ ...Object.fromEntries([['parse', spike.series[0]?.changes ?? []]]), render: [change(4)] });
    const decision = decideIssue(both, both, undefined, RULE);
    expect(shape(decision).entries).toEqual([
      ['regression', 'render', '0004'],
      ['transient', 'parse', '0009'],
    ]);
    expect(decision.entries[1]?.until).toBe(commitOf(14));
  });
});

describe('decideIssue: one event, one entry', () => {
  it('lists a machine change once, with its series and median shift, and by itself a benchmark that moved beyond it', () => {
    const event: HistoryEvent = { id: 1, before: commitOf(9), after: commitOf(10), changed: 5, of: 6, medianChange: 0.06 };
    const moved = (size: number, low: number, high: number): ChangePoint[] => [change(9, { change: size, low, high, event: 1 })];
    const history = report(
      { a: moved(0.06, 0.05, 0.07), b: moved(0.061, 0.05, 0.07), c: moved(0.059, 0.05, 0.07), d: moved(0.06, 0.05, 0.07), e: moved(0.2, 0.18, 0.22), f: [] },
      0,
      [event],
    );
    const decision = decideIssue(history, history, undefined, RULE);
    expect(shape(decision)).toEqual({
      action: 'open',
      entries: [
        ['regression', 'e', '0009'],
        ['event', '5 of 6', '0009'],
      ],
      removed: [],
    });
    expect(decision.entries[1]).toMatchObject({ kind: 'event', change: 0.06, series: 5, of: 6 });
  });

  it("lists a step a few commits after the event in a series that moved with it; a series' displaced estimate stays the event's", () => {
    const event: HistoryEvent = { id: 1, before: commitOf(9), after: commitOf(10), changed: 5, of: 6, medianChange: 0.06 };
    const moved = change(9, { change: 0.06, low: 0.05, high: 0.07, event: 1 });
    const series = { a: [moved], b: [moved], c: [moved], d: [moved], e: [moved, change(13, { change: 0.05 })], f: [change(11, { change: 0.06 })] };
    const history = report(series, 0, [event]);
    const listed = decideIssue(history, history, undefined, RULE);
    expect(shape(listed).entries).toEqual([
      ['event', '5 of 6', '0009'],
      ['regression', 'e', '000d'],
    ]);
    // Listed once the event was: its own change is no second estimate of the event's.
    const eventOnly = openWith(listed.entries.filter((one) => one.kind === 'event'));
    expect(shape(decideIssue(history, history, eventOnly, RULE))).toEqual({
      action: 'update',
      entries: [
        ['event', '5 of 6', '0009'],
        ['regression', 'e', '000d'],
      ],
      removed: [],
    });
  });
  it('lists a member that moved beyond an event listed before it: a step a few commits after a machine change, placed at it (seed 312, the eighteenth bimodal life)', () => {
    // The machine change is listed first; the step's series moves beyond it only once enough of its points follow.
    const event: HistoryEvent = { id: 1, before: commitOf(9), after: commitOf(10), changed: 5, of: 6, medianChange: 0.06 };
    const moved = (size: number, low: number, high: number): ChangePoint[] => [change(9, { change: size, low, high, event: 1 })];
    const series = { a: moved(0.06, 0.05, 0.07), b: moved(0.061, 0.05, 0.07), c: moved(0.059, 0.05, 0.07), d: moved(0.06, 0.05, 0.07), f: [] };
    const eventListed = decideIssue(report(series, 0, [event]), report(series, 0, [event]), undefined, RULE);
    expect(shape(eventListed).entries).toEqual([['event', '5 of 6', '0009']]);
    const history = report({ ...series, e: moved(0.11, 0.085, 0.135) }, 0, [event]);
    expect(shape(decideIssue(history, history, eventListed.state, RULE))).toEqual({
      action: 'update',
      entries: [
        ['event', '5 of 6', '0009'],
        ['regression', 'e', '0009'],
      ],
      removed: [],
    });
  });
});

describe('the state an issue carries', () => {
  it('reads back what it wrote, and no benchmark name can end the hidden comment early', () => {
    const hostile = entry('a --> <script>alert(1)</script>\n@team #1', 3, { metric: 'x"y' });
    const state = openWith([hostile, entry('parse', 9)]);
    const line = stateLine(state);
    expect(line.indexOf('-->')).toBe(line.length - 3);
    expect(line).not.toContain('\n');
    expect([...line.matchAll(/[<>]/g)].map((match) => match.index)).toEqual([0, line.length - 1]);
    expect(stateInBody(`${MARKER}\nbody\n${line}`, true)).toEqual(state);
    // GitHub's web editor saves CRLF.
    expect(stateInBody(`${MARKER}\r\nEdited.\r\n${line}\r\n`, true)).toEqual(state);
  });

  it('reads the list of a body written before the state line as its entries; a body edited beyond reading carries none', () => {
    const legacy = `${MARKER}\n<!-- benchgate-history-changes [["parse","time","${commitOf(9)}","${commitOf(10)}",0.1,0.08,0.12],["a","time","b","c","x",0,0]] -->`;
    expect(stateInBody(legacy, true)?.entries).toEqual([
      {
        kind: 'regression',
        benchmark: 'parse',
        metric: 'time',
        before: commitOf(9),
        after: commitOf(10),
        change: 0.1,
        low: 0.08,
        high: 0.12,
        firstListed: commitOf(10),
      },
    ]);
    expect(stateInBody(`${MARKER}\nno list`, true)).toBeUndefined();
    expect(readIssueState({ benchgateIssueState: 2, open: true })).toBeUndefined();
    expect(readIssueState({ benchgateIssueState: 1, open: true, entries: [{ kind: 'nonsense' }, entry('p', 1)], accepted: 'x' })).toEqual(
      openWith([entry('p', 1)]),
    );
  });

  it('takes the oldest open issue (two runs raced) and what every closed one listed as accepted', () => {
    const body = (state: IssueState): string => `${MARKER}\n${stateLine(state)}`;
    const found = [
      { number: 9, state: 'open' as const, body: body(openWith([entry('late', 3)])) },
      { number: 4, state: 'open' as const, body: body(openWith([entry('parse', 9)])) },
      { number: 2, state: 'closed' as const, body: body(openWith([entry('old', 1)])) },
    ];
    const { state, open } = stateOfIssues(found);
    expect(open).toBe(4);
    expect(state.entries.map((one) => one.benchmark)).toEqual(['parse']);
    expect(state.accepted).toEqual([{ kind: 'regression', benchmark: 'old', metric: 'time', before: commitOf(1), after: commitOf(2) }]);
  });

  it('remembers each accepted entry once over successive runs: the open issue carries what the closed ones listed', () => {
    const body = (state: IssueState): string => `${MARKER}\n${stateLine(state)}`;
    const closed = { number: 2, state: 'closed' as const, body: body(openWith([entry('old', 1), entry('older', 3)])) };
    let carried = openWith([entry('parse', 9)]);
    // Each run reads the issues, decides, and writes its state back on the open issue's body.
    for (let run = 0; run < 60; run++) carried = stateOfIssues([closed, { number: 4, state: 'open', body: body(carried) }]).state;
    expect(carried.accepted.map((one) => one.benchmark)).toEqual(['old', 'older']);
  });
});

describe('the issue over a sliding window of runs', () => {
  it('opens once for a regression that never goes away and leaves it alone as the window slides past the commits before it', () => {
    const runs = suiteHistory(
      [
        { benchmark: 'parse', level: (c) => (c >= 20 ? 1.1 : 1) },
        { benchmark: 'flat', level: () => 1 },
      ],
      60,
      { runsPerCommit: 2 },
    );
    const window = (start: number, end: number) =>
      runs.filter((run) => {
        const c = Number.parseInt(run.commit.slice(0, 4), 16);
        return c >= start && c < end;
      });
    let state: IssueState | undefined;
    const actions: string[] = [];
    for (let end = 10; end <= 60; end++) {
      const decision = decideIssue(analyseHistory(window(Math.max(0, end - 30), end)), analyseHistory(window(Math.max(0, end - 30), end - 1)), state, RULE);
      actions.push(decision.action);
      state = decision.state;
    }
    // Commits 20 to 25 measured: confirmed at the sixth, and never touched again.
    expect(actions.indexOf('open')).toBe(26 - 10 - 1 + 1);
    expect(actions.filter((action) => action !== 'none')).toEqual(['open']);
  });
});

describe('names in the issue (issue 39, item 5)', () => {
  it('keeps two benchmarks that share their first 300 characters as two entries, each standing on its own', () => {
    const shared = 'x'.repeat(300);
    const [first, second] = [`${shared}-first`, `${shared}-second`];
    const history = report({ [first]: [change(9)], [second]: [change(12)] });
    const decision = decideIssue(history, history, undefined, RULE);
    expect(decision.entries).toHaveLength(2);
    expect(new Set(decision.entries.map((one) => one.benchmark)).size).toBe(2);
    // The state holds keys of bounded length: the whole name's hash, not a cut.
    const line = stateLine(decision.state);
    expect(line).not.toContain(shared);
    // Once listed, each is found again by its own key; the first back to its level leaves the second standing.
    expect(decideIssue(history, history, decision.state, RULE).action).toBe('none');
    const firstBack = report({ [first]: [change(9, { standing: false })], [second]: [change(12)] });
    const after = decideIssue(firstBack, firstBack, decision.state, RULE);
    expect(after.action).toBe('update');
    expect(after.entries.map((one) => one.before)).toEqual([commitOf(12)]);
    expect(after.removed.map(({ reason }) => reason)).toEqual(['recovered']);
  });
});

describe('the cap', () => {
  it('lists the largest up to the cap, those listed first, and fewer when their body would not fit', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_ISSUE_CHANGES + 20 }, (_, i) => [`b${String(i).padStart(3, '0')}`, [change(9, { change: 0.03 + i / 1000 })]]),
    );
    const decision = decideIssue(report(many), report(many), undefined, RULE);
    expect(decision.entries).toHaveLength(MAX_ISSUE_CHANGES);
    expect(decision.entries[0]?.benchmark).toBe('b119');
    expect(decideIssue(report(many), report(many), decision.state, RULE).action).toBe('none');
    expect(decision.leftOut).toBe(20);
    const cut = decideIssue(report(many), report(many), undefined, RULE, (entries) => entries.length <= 2);
    expect(cut.entries.map((one) => one.benchmark)).toEqual(['b119', 'b118']);
    expect(cut.leftOut).toBe(MAX_ISSUE_CHANGES + 18);
  });

  it('passes on the CPU models that move benchmarks, for the body to say', () => {
    const note = { code: 'cpu-model-moves' as const, model: 'Intel Xeon 8370C', reference: 'AMD EPYC 7763', series: 7, of: 9, medianChange: 0.061 };
    const history = { ...report({ parse: [change(9)] }), warnings: [{ code: 'ordered-by-name' as const }, note] };
    const decision = decideIssue(history, history, undefined, RULE);
    expect(decision.runnerNotes).toEqual([note]);
    expect(decision.leftOut).toBeUndefined();
  });
});

describe("the issue's body", () => {
  const where: IssueWhere = {
    title: 'benchgate default',
    branch: 'main',
    repositoryUrl: 'https://github.com/octo-org/octo-repo',
    runUrl: 'https://github.com/octo-org/octo-repo/actions/runs/9000',
    artifact: 'benchgate-history-default',
    level: 0.95,
  };

  it('starts with the marker, ends with the state, names the range, says what was removed, and keeps names plain text', () => {
    const hostile = entry('@team [x](https://evil.example) | ## head', 9);
    const state = openWith([hostile]);
    const body = historyIssueBody(MARKER, { entries: [hostile], removed: [{ entry: entry('gone', 3), reason: 'not-found' }], state }, where);
    const lines = body.split('\n');
    expect(lines[0]).toBe(MARKER);
    expect(lines.at(-1)).toBe(stateLine(state));
    expect(stateInBody(body, true)).toEqual(state);
    expect(body).toContain(
      `[\`${commitOf(9).slice(0, 7)}\`…\`${commitOf(10).slice(0, 7)}\`](https://github.com/octo-org/octo-repo/compare/${commitOf(9)}...${commitOf(10)})`,
    );
    const row = lines.find((line) => line.startsWith('| regression | @'));
    expect(row).toContain('@\u200dteam \\[x\\](https\u200d://evil.example) \\| \\#\\# head (time)');
    expect(row).toContain('| \\+10.0% | \\[+8.0%, +12.0%\\] |');
    expect(body).toContain('| kind | what | change | 95% interval | between | first listed at |');
    expect(body).toMatch(/- Removed the regression gone \(time\), .*: two analyses in a row no longer find it\./);
  });

  it('says how many entries the body had no room for, and which CPU models move benchmarks', () => {
    const listed = entry('parse', 9);
    const note = { code: 'cpu-model-moves' as const, model: 'Intel Xeon 8370C', reference: 'AMD EPYC 7763', series: 7, of: 9, medianChange: 0.061 };
    const body = historyIssueBody(MARKER, { entries: [listed], removed: [], state: openWith([listed]), leftOut: 3, runnerNotes: [note] }, where);
    expect(body).toContain("\n3 more entries left out: GitHub's limit of an issue's body; the job summary and the artifact list every change.\n");
    expect(body).toContain(
      '- The runner: runs on Intel Xeon 8370C measure 7 series of the 9 compared on it beyond the noise threshold against AMD EPYC 7763 (median +6.1%)',
    );
  });

  it('links only hex commits: a state edited to hold a path is shown as text, never put into a URL', () => {
    const edited = entry('parse', 9, { before: '../../../evil/repo', after: commitOf(10) });
    const body = historyIssueBody(MARKER, { entries: [edited], removed: [], state: openWith([edited]) }, where);
    const row = body.split('\n').find((line) => line.startsWith('| regression | parse'));
    expect(row).toContain(`\`../../.\`…\`${commitOf(10).slice(0, 7)}\``);
    expect(row).not.toContain('](');
    expect(body).not.toContain('compare/../');
  });
});

import { describe, expect, it } from 'vitest';
import { analyseHistory, DEFAULT_HISTORY_SETTINGS } from '../../src/history/analyse.js';
import { issueMarker, listedIn, listLine, MAX_ISSUE_CHANGES, planIssue, unlistedChanges, type FoundIssue, type ListedChange } from '../../src/history/issue.js';
import type { ChangePoint, HistoryReport, HistorySeries } from '../../src/history/model.js';
import { renderHistoryIssue, type IssueWhere } from '../../src/report/history-issue.js';
import { commitOf, suiteHistory } from './helpers.js';

// The suite's issue decided from a report and the issues found: what it lists, and when it is
// created, updated, left alone or closed (the action test runs the same through the fake GitHub).

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
    meanAfter: 1.1,
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
function report(series: Record<string, readonly ChangePoint[]>, from = 0): HistoryReport {
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
    events: [],
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

const listed = (benchmark: string, before: number, size = 0.1): ListedChange => ({
  benchmark,
  metric: 'time',
  before: commitOf(before),
  after: commitOf(before + 1),
  change: size,
  low: size - 0.02,
  high: size + 0.02,
});

const MARKER = issueMarker('default', '');
const issue = (number: number, state: FoundIssue['state'], changes: readonly ListedChange[]): FoundIssue => ({
  number,
  state,
  body: `${MARKER}\nA table.\n${listLine(changes)}`,
});

describe('the list an issue carries', () => {
  it('reads back what it wrote, and no benchmark name can end the hidden comment early', () => {
    const hostile = { ...listed('a --> <script>alert(1)</script>\n@team #1', 3), metric: 'x"y' };
    const line = listLine([hostile, listed('parse', 9)]);
    expect(line.indexOf('-->')).toBe(line.length - 3);
    expect(line).not.toContain('\n');
    expect([...line.matchAll(/[<>]/g)].map((match) => match.index)).toEqual([0, line.length - 1]);
    expect(listedIn(`${MARKER}\nbody\n${line}`)).toEqual([hostile, listed('parse', 9)]);
  });

  it('lists nothing for a body edited beyond reading, and skips entries of the wrong shape', () => {
    expect(listedIn(`${MARKER}\nno list`)).toEqual([]);
    expect(listedIn(`${MARKER}\n<!-- benchgate-history-changes [[1, 2] -->`)).toEqual([]);
    expect(listedIn(`${MARKER}\n<!-- benchgate-history-changes [["a","time","b","c",0.1,0,0.2],["a","time","b","c","x",0,0]] -->`)).toEqual([
      { benchmark: 'a', metric: 'time', before: 'b', after: 'c', change: 0.1, low: 0, high: 0.2 },
    ]);
  });

  it('marks the suite and key so that one reads one way only', () => {
    expect(issueMarker('db perf', 'linux')).toBe('<!-- benchgate-history suite=db%20perf key=linux -->');
    expect(issueMarker('a key=b', '')).not.toBe(issueMarker('a', 'b'));
  });
});

describe('planIssue', () => {
  it('creates an issue for a standing regression when there is none, and lists only those', () => {
    const plan = planIssue(
      report({ parse: [change(9)], render: [change(4, { standing: false }), change(12, { direction: 'improvement', change: -0.1 })] }),
      [],
    );
    expect(plan).toEqual({ action: 'create', listed: [listed('parse', 9)] });
  });

  it('creates nothing when nothing stands', () => {
    expect(planIssue(report({ parse: [change(9, { standing: false })] }), [])).toEqual({ action: 'none', issue: undefined });
  });

  it('leaves an open issue that lists the same changes alone, whatever their sizes are now', () => {
    expect(planIssue(report({ parse: [change(9, { change: 0.13 })] }), [issue(7, 'open', [listed('parse', 9)])])).toEqual({ action: 'none', issue: 7 });
  });

  it('never reports again a change a closed issue lists, even with no open issue', () => {
    const history = report({ parse: [change(9)] });
    expect(planIssue(history, [issue(3, 'closed', [listed('parse', 9)])])).toEqual({ action: 'none', issue: undefined });
    // A new change next to it is reported, the old one is not.
    const more = report({ parse: [change(9)], render: [change(14)] });
    expect(planIssue(more, [issue(3, 'closed', [listed('parse', 9)])])).toEqual({ action: 'create', listed: [listed('render', 14)] });
  });

  it('updates the open issue when the standing regressions change: one more, or the range moved', () => {
    const open = issue(7, 'open', [listed('parse', 9)]);
    // What the issue lists already comes first.
    expect(planIssue(report({ parse: [change(9)], render: [change(14, { change: 0.2 })] }), [open])).toEqual({
      action: 'update',
      issue: 7,
      listed: [listed('parse', 9), listed('render', 14, 0.2)],
    });
    // Found a commit later on a new run: the same change, listed as it was; no write.
    expect(planIssue(report({ parse: [change(10)] }), [open])).toEqual({ action: 'none', issue: 7 });
    // Not found at all on this run (too near the window's start, or short of the suite's
    // adjustment) while the newest level is still 10% above the level before it: still listed.
    expect(planIssue(report({ parse: [change(9)] }), [open])).toEqual({ action: 'none', issue: 7 });
    const notFound = report({ parse: [change(9)] });
    const stillHigher = { ...notFound, series: notFound.series.map((one) => ({ ...one, changes: [] })) };
    expect(planIssue(stillHigher, [open])).toEqual({ action: 'none', issue: 7 });
  });

  it('closes the open issue when none of its changes stands any more', () => {
    const open = issue(7, 'open', [listed('parse', 9), listed('render', 14)]);
    const back = report({ parse: [change(9, { standing: false }), change(16, { direction: 'improvement', change: -0.09 })], render: [] });
    expect(planIssue(back, [open])).toEqual({ action: 'close', issue: 7, returned: [listed('parse', 9), listed('render', 14)] });
  });

  it('keeps listing a change whose commits left the window: nothing says it was undone', () => {
    const open = issue(7, 'open', [listed('parse', 2)]);
    // The newest runs start at commit 5: commits 2 and 3 are not in the report.
    expect(planIssue(report({ parse: [] }, 5), [open])).toEqual({ action: 'none', issue: 7 });
    expect(planIssue(report({ parse: [change(12)] }, 5), [open])).toEqual({ action: 'update', issue: 7, listed: [listed('parse', 2), listed('parse', 12)] });
    // A series that is gone cannot be judged either.
    expect(planIssue(report({ render: [] }), [issue(7, 'open', [listed('parse', 9)])])).toEqual({ action: 'none', issue: 7 });
  });

  it('keeps the oldest open issue when two runs raced, and lists the largest changes up to the cap', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_ISSUE_CHANGES + 20 }, (_, i) => [`b${String(i).padStart(3, '0')}`, [change(9, { change: 0.03 + i / 1000 })]]),
    );
    const plan = planIssue(report(many), [issue(9, 'open', []), issue(4, 'open', [])]);
    expect(plan.action).toBe('update');
    if (plan.action !== 'update') return;
    expect(plan.issue).toBe(4);
    expect(plan.listed).toHaveLength(MAX_ISSUE_CHANGES);
    expect(plan.listed[0]?.benchmark).toBe('b119');
    expect(plan.listed.at(-1)?.benchmark).toBe('b020');
  });

  it('lists fewer when their body would not fit, the largest first, and one at the least', () => {
    const history = report({
      a: [change(3, { change: 0.3 })],
      b: [change(5, { change: 0.5 })],
      c: [change(7, { change: 0.2 })],
      d: [change(9, { change: 0.4 })],
    });
    const plan = planIssue(history, [], (listed) => listed.length <= 2);
    expect(plan).toEqual({ action: 'create', listed: [listed('b', 5, 0.5), listed('d', 9, 0.4)] });
    expect(planIssue(history, [], () => false)).toEqual({ action: 'create', listed: [listed('b', 5, 0.5)] });
  });
});

describe('unlistedChanges', () => {
  it('counts the regressions in force that no issue of the suite lists, every one when the issues are unknown', () => {
    const history = report({ parse: [change(9), change(15, { direction: 'improvement', change: -0.1, standing: false })], render: [change(4)] });
    // Regressions in force only: an improvement, or a regression that recovered, is news to no issue.
    expect(unlistedChanges(history, undefined)).toBe(2);
    expect(unlistedChanges(history, [])).toBe(2);
    expect(unlistedChanges(history, [issue(7, 'open', [listed('parse', 9)]), issue(2, 'closed', [listed('render', 4)])])).toBe(0);
    // Listed a commit apart: the same change.
    expect(unlistedChanges(history, [issue(7, 'open', [listed('parse', 8), listed('render', 5)])])).toBe(0);
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

  it('starts with the marker, ends with the list, names the range, and keeps names from the files plain text', () => {
    const hostile = listed('@team [x](https://evil.example) | ## head', 9);
    const body = renderHistoryIssue(MARKER, [hostile], where);
    const lines = body.split('\n');
    expect(lines[0]).toBe(MARKER);
    expect(lines.at(-1)).toBe(listLine([hostile]));
    expect(listedIn(body)).toEqual([hostile]);
    expect(body).toContain(
      `[\`${commitOf(9).slice(0, 7)}\`…\`${commitOf(10).slice(0, 7)}\`](https://github.com/octo-org/octo-repo/compare/${commitOf(9)}...${commitOf(10)})`,
    );
    const row = lines.find((line) => line.startsWith('| @'));
    expect(row).toContain('@\u200dteam \\[x\\](https\u200d://evil.example) \\| \\#\\# head');
    expect(row).toContain('| \\+10.0% | \\[+8.0%, +12.0%\\] |');
    expect(body).toContain('| benchmark | metric | change | 95% interval | between |');
  });
});

describe('the issue over a sliding window of runs (review findings)', () => {
  it('keeps a regression that never goes away open as the window slides past the commits before it', () => {
    const runs = suiteHistory(
      [
        { benchmark: 'parse', level: (c) => (c >= 20 ? 1.1 : 1) },
        { benchmark: 'flat', level: () => 1 },
      ],
      60,
      { runsPerCommit: 2 },
    );
    let issues: FoundIssue[] = [];
    const plans: string[] = [];
    for (let start = 0; start + 30 <= 60; start++) {
      const window = runs.filter((run) => {
        const c = Number.parseInt(run.commit.slice(0, 4), 16);
        return c >= start && c < start + 30;
      });
      const plan = planIssue(analyseHistory(window), issues);
      plans.push(plan.action);
      if (plan.action === 'create') issues = [{ number: 1, state: 'open', body: `${MARKER}\n${listLine(plan.listed)}` }];
      if (plan.action === 'update') issues = [{ number: 1, state: 'open', body: `${MARKER}\n${listLine(plan.listed)}` }];
      if (plan.action === 'close') issues = [{ ...(issues[0] as FoundIssue), state: 'closed' }];
    }
    expect(plans[0]).toBe('create');
    expect(plans.slice(1).every((action) => action === 'none')).toBe(true);
  });

  it('reads a body that GitHub saved with CRLF line ends', () => {
    const body = `${MARKER}\r\nEdited by hand.\r\n${listLine([listed('parse', 9)])}\r\n`;
    expect(listedIn(body)).toEqual([listed('parse', 9)]);
  });

  it('keeps the listed ones first when more stand than an issue holds: no write while they all stand', () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`b${String(i).padStart(3, '0')}`, [change(9, { change: 0.03 + i / 1000 })]]));
    // The issue lists the 100 smallest; larger ones stand too, unlisted for want of room.
    const open = issue(
      3,
      'open',
      Array.from({ length: 100 }, (_, i) => listed(`b${String(i).padStart(3, '0')}`, 9, 0.03 + i / 1000)),
    );
    expect(planIssue(report(many), [open])).toEqual({ action: 'none', issue: 3 });
  });
});

describe('names in the issue (issue 39, item 5)', () => {
  it('keeps two benchmarks that share their first 300 characters as two entries, each standing on its own', () => {
    const shared = 'x'.repeat(300);
    const [first, second] = [`${shared}-first`, `${shared}-second`];
    const history = report({ [first]: [change(9)], [second]: [change(12)] });
    const plan = planIssue(history, []);
    expect(plan.action).toBe('create');
    if (plan.action !== 'create') return;
    expect(plan.listed).toHaveLength(2);
    expect(new Set(plan.listed.map((one) => one.benchmark)).size).toBe(2);
    // The list line holds keys of bounded length: the whole name's hash, not a cut.
    const line = listLine(plan.listed);
    expect(line.length).toBeLessThan(600);
    expect(line).not.toContain(shared);
    // Once listed, the second is found again by its own key: no write; and it is not closed while the first recovers.
    const open = issue(7, 'open', plan.listed);
    expect(planIssue(history, [open])).toEqual({ action: 'none', issue: 7 });
    const firstBack = report({ [first]: [change(9, { standing: false })], [second]: [change(12)] });
    const after = planIssue(firstBack, [open]);
    expect(after.action).toBe('update');
    if (after.action === 'update') expect(after.listed.map((one) => one.before)).toEqual([commitOf(12)]);
  });
});

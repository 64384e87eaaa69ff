import type { ChangePoint, HistoryReport, HistorySeries } from './model.js';

// The one issue a suite's history keeps on GitHub, decided here from the report and the issues
// found (pure: src/github/history-issue.ts makes the calls). An issue is ours by the marker on its
// first line; what it reports is the machine-readable list on its last line, so that a rerun
// with the same standing regressions makes no write, whatever else moved in the history.

/** A change point as an issue lists it: which series, between which two commits. */
export interface TrackedChange {
  readonly benchmark: string;
  readonly metric: string;
  /** The last commit measured before the change, and the first after (full shas). */
  readonly before: string;
  readonly after: string;
}

/** A listed change with its size when it was listed, so it can still be shown once it leaves the history. */
export interface ListedChange extends TrackedChange {
  readonly change: number;
  readonly low: number;
  readonly high: number;
}

/** An issue of the suite as found on GitHub (ours: created by this token's user, with the marker). */
export interface FoundIssue {
  readonly number: number;
  readonly state: 'open' | 'closed';
  readonly body: string;
}

/** The most changes one issue lists: each is a table row and an entry of the list. */
export const MAX_ISSUE_CHANGES = 100;

export type IssuePlan =
  | { readonly action: 'none'; readonly issue: number | undefined }
  | { readonly action: 'create'; readonly listed: readonly ListedChange[] }
  | { readonly action: 'update'; readonly issue: number; readonly listed: readonly ListedChange[] }
  /** `returned`: the listed changes whose newest level is back where it was. */
  | { readonly action: 'close'; readonly issue: number; readonly returned: readonly ListedChange[] };

/** The hidden first line of the suite's issue; suite and key are URI-encoded, so the line reads one way only. */
export function issueMarker(suite: string, key: string): string {
  return `<!-- benchgate-history suite=${encodeURIComponent(suite)} key=${encodeURIComponent(key)} -->`;
}

const LIST_START = '<!-- benchgate-history-changes ';
const LIST_END = ' -->';

export function changeKey(change: TrackedChange): string {
  return JSON.stringify([change.benchmark, change.metric, change.before, change.after]);
}

/**
 * The body's last line: the listed changes as JSON inside an HTML comment (hidden when shown).
 * `<` and `>` are written as JSON escapes, so no benchmark name can end the comment early.
 */
export function listLine(listed: readonly ListedChange[]): string {
  const entries = listed.map((change) => [change.benchmark, change.metric, change.before, change.after, change.change, change.low, change.high]);
  return `${LIST_START}${JSON.stringify(entries).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}${LIST_END}`;
}

/** The changes a body lists; a body edited beyond reading lists none (the issue is then updated with the current ones). */
export function listedIn(body: string): ListedChange[] {
  const line = body
    .split('\n')
    .reverse()
    .find((text) => text.startsWith(LIST_START) && text.endsWith(LIST_END));
  if (line === undefined) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(line.slice(LIST_START.length, line.length - LIST_END.length));
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    if (!Array.isArray(entry) || entry.length !== 7) return [];
    const [benchmark, metric, before, after, change, low, high] = entry as unknown[];
    const texts = [benchmark, metric, before, after].every((value) => typeof value === 'string');
    const numbers = [change, low, high].every((value) => typeof value === 'number');
    return texts && numbers ? [{ benchmark, metric, before, after, change, low, high } as ListedChange] : [];
  });
}

function listedOf(series: HistorySeries, change: ChangePoint): ListedChange {
  return {
    benchmark: series.benchmark,
    metric: series.metric,
    before: change.before,
    after: change.after,
    change: change.change,
    low: change.low,
    high: change.high,
  };
}

/** Every regression of the report still in force, as an issue would list it. */
export function standingRegressions(report: HistoryReport): ListedChange[] {
  return report.series.flatMap((series) =>
    series.changes.filter((change) => change.direction === 'regression' && change.standing).map((change) => listedOf(series, change)),
  );
}

/** Every change point of the report (both directions, standing or not), as a key. */
export function allChangeKeys(report: HistoryReport): string[] {
  return report.series.flatMap((series) => series.changes.map((change) => changeKey(listedOf(series, change))));
}

/**
 * Whether a listed change can still be judged: its series is in the report with both of its
 * commits. One that left the window of runs (or whose series is gone) is `unknown`: it stays
 * listed, since nothing says it was undone.
 */
function judgeable(report: HistoryReport, change: TrackedChange): boolean {
  const series = report.series.find((candidate) => candidate.benchmark === change.benchmark && candidate.metric === change.metric);
  if (series === undefined || series.inconclusive !== undefined) return false;
  const commits = new Set(series.points.map((point) => report.commits[point.at]?.commit));
  return commits.has(change.before) && commits.has(change.after);
}

/**
 * Largest change first, then by name, so the same set reads the same; as many as the issue can
 * hold: MAX_ISSUE_CHANGES, fewer when their body would not `fit` (GitHub's limit is 65,536
 * characters; a benchmark name has no limit). One is always kept.
 */
function chosen(changes: readonly ListedChange[], fits: (listed: readonly ListedChange[]) => boolean): ListedChange[] {
  const sorted = [...changes].sort(
    (a, b) =>
      Math.abs(b.change) - Math.abs(a.change) ||
      a.benchmark.localeCompare(b.benchmark) ||
      a.metric.localeCompare(b.metric) ||
      a.after.localeCompare(b.after) ||
      a.before.localeCompare(b.before),
  );
  let count = Math.min(sorted.length, MAX_ISSUE_CHANGES);
  while (count > 1 && !fits(sorted.slice(0, count))) count--;
  return sorted.slice(0, count);
}

function sameKeys(a: readonly TrackedChange[], b: readonly TrackedChange[]): boolean {
  const keys = new Set(a.map(changeKey));
  return a.length === b.length && keys.size === new Set(b.map(changeKey)).size && b.every((change) => keys.has(changeKey(change)));
}

/**
 * What to do with the suite's issue:
 * - no open issue: create one for the standing regressions no closed issue of the suite listed
 *   (a change reported once is never reported again, even when its issue was closed by hand);
 * - an open issue: it lists the standing regressions (the same exceptions) and the listed changes
 *   that can no longer be judged; updated when that set differs, untouched when it is the same,
 *   closed when it is empty (every change it listed is back to its earlier level).
 * With several open issues (two runs raced), the oldest is kept. `fits` says whether a body
 * listing these changes is within GitHub's limit.
 */
export function planIssue(report: HistoryReport, issues: readonly FoundIssue[], fits: (listed: readonly ListedChange[]) => boolean = () => true): IssuePlan {
  const open = issues.filter((issue) => issue.state === 'open').sort((a, b) => a.number - b.number)[0];
  const openListed = open === undefined ? [] : listedIn(open.body);
  const openKeys = new Set(openListed.map(changeKey));
  const closedKeys = new Set(issues.filter((issue) => issue.state === 'closed').flatMap((issue) => listedIn(issue.body).map(changeKey)));
  const standing = standingRegressions(report).filter((change) => openKeys.has(changeKey(change)) || !closedKeys.has(changeKey(change)));
  if (open === undefined) return standing.length === 0 ? { action: 'none', issue: undefined } : { action: 'create', listed: chosen(standing, fits) };
  const standingKeys = new Set(standing.map(changeKey));
  const unjudged = openListed.filter((change) => !standingKeys.has(changeKey(change)) && !judgeable(report, change));
  const listed = chosen([...standing, ...unjudged], fits);
  if (listed.length === 0) return { action: 'close', issue: open.number, returned: openListed };
  if (sameKeys(listed, openListed)) return { action: 'none', issue: open.number };
  return { action: 'update', issue: open.number, listed };
}

/**
 * The change points the suite's issues did not list before this run (all of them when the
 * issues could not be read): what is new to the reader of the issue.
 */
export function unlistedChanges(report: HistoryReport, issues: readonly FoundIssue[] | undefined): number {
  const listed = new Set((issues ?? []).flatMap((issue) => listedIn(issue.body).map(changeKey)));
  return allChangeKeys(report).filter((key) => !listed.has(key)).length;
}

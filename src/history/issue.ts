import { medianInPlace } from '../stats/selection.js';
import { nameKey } from './name-key.js';
import type { ChangePoint, HistoryReport, HistorySeries } from './model.js';

// The one issue a suite's history keeps on GitHub, decided here from the report and the issues
// found (pure: src/github/history-issue.ts makes the calls). An issue is ours by the marker on its
// first line; what it reports is the machine-readable list on its last line, so that a rerun
// with the same standing regressions makes no write, whatever else moved in the history.

/** A change point as an issue lists it: which series, between which two commits. */
export interface TrackedChange {
  /** The series' names as keys (src/history/name-key.ts): whole, or the hash of a long one. */
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
  // GitHub's web editor saves a body with CRLF line ends.
  const line = body
    .split(/\r?\n/)
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
    benchmark: nameKey(series.benchmark),
    metric: nameKey(series.metric),
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

const seriesOf = (report: HistoryReport, change: TrackedChange): HistorySeries | undefined =>
  report.series.find((candidate) => nameKey(candidate.benchmark) === change.benchmark && nameKey(candidate.metric) === change.metric);

/**
 * What the data says of a listed regression now: `returned` when the newest level is no longer
 * worse than the level before it (the median of up to minSegment points measured up to its
 * `before` commit) by the noise threshold; `stands` when it still is; `unknown` when its series or
 * its `before` commit has left the history. Not being found again is not returning: a step too
 * near the start of the window to be found, or one that misses the suite's adjustment on a run,
 * is still there.
 */
function listedNow(report: HistoryReport, change: TrackedChange): 'returned' | 'stands' | 'unknown' {
  const series = seriesOf(report, change);
  const newest = series?.segments.at(-1);
  if (series === undefined || newest === undefined) return 'unknown';
  const beforeAt = report.commits.findIndex((commit) => commit.commit === change.before);
  if (beforeAt < 0) return 'unknown';
  const earlier = series.points.filter((point) => point.at <= beforeAt).slice(-report.settings.minSegment);
  if (earlier.length === 0) return 'unknown';
  const level = medianInPlace(
    Float64Array.from(earlier, (point) => point.value),
    earlier.length,
  );
  const since = newest.mean / level - 1;
  const worse = series.better === 'lower' ? since : -since;
  return worse >= report.settings.noise ? 'stands' : 'returned';
}

/**
 * The same change seen again: the same series, and commit ranges that overlap or lie within
 * minSegment commits of each other (a new run can move the estimate by a commit or two).
 */
function sameChange(report: HistoryReport, a: TrackedChange, b: TrackedChange): boolean {
  if (a.benchmark !== b.benchmark || a.metric !== b.metric) return false;
  if (a.before === b.before && a.after === b.after) return true;
  const at = (commit: string): number => report.commits.findIndex((one) => one.commit === commit);
  const [a0, a1, b0, b1] = [at(a.before), at(a.after), at(b.before), at(b.after)];
  if (a0 < 0 || a1 < 0 || b0 < 0 || b1 < 0) return false;
  return Math.max(a0, b0) - Math.min(a1, b1) <= report.settings.minSegment;
}

/**
 * Largest change first, then by name, so the same set reads the same; as many as the issue can
 * hold: MAX_ISSUE_CHANGES, fewer when their body would not `fit` (GitHub's limit is 65,536
 * characters; a benchmark name has no limit). One is always kept.
 */
function chosen(
  changes: readonly ListedChange[],
  fits: (listed: readonly ListedChange[]) => boolean,
  listedBefore: ReadonlySet<string> = new Set(),
): ListedChange[] {
  // What the issue lists already comes first: the same set must read the same on every run.
  const rank = (change: ListedChange): number => (listedBefore.has(changeKey(change)) ? 0 : 1);
  const sorted = [...changes].sort(
    (a, b) =>
      rank(a) - rank(b) ||
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
  const closedListed = issues.filter((issue) => issue.state === 'closed').flatMap((issue) => listedIn(issue.body));
  // A standing regression the open issue lists (maybe a commit apart) keeps its listed entry;
  // one a closed issue listed is never reported again (closing is how a regression is accepted).
  const fresh = standingRegressions(report).filter(
    (change) => !openListed.some((listed) => sameChange(report, listed, change)) && !closedListed.some((listed) => sameChange(report, listed, change)),
  );
  if (open === undefined) {
    const listed = chosen(fresh, fits);
    return listed.length === 0 ? { action: 'none', issue: undefined } : { action: 'create', listed };
  }
  const kept = openListed.filter((change) => listedNow(report, change) !== 'returned');
  const listed = chosen([...kept, ...fresh], fits, new Set(openListed.map(changeKey)));
  if (kept.length === 0 && fresh.length === 0) return { action: 'close', issue: open.number, returned: openListed };
  if (sameKeys(listed, openListed)) return { action: 'none', issue: open.number };
  return { action: 'update', issue: open.number, listed };
}

/**
 * The regressions in force that no issue of the suite has listed before this run (all of them
 * when the issues could not be read): what is new to the reader of the issue.
 */
export function unlistedChanges(report: HistoryReport, issues: readonly FoundIssue[] | undefined): number {
  const listed = (issues ?? []).flatMap((issue) => listedIn(issue.body));
  return standingRegressions(report).filter((change) => !listed.some((one) => sameChange(report, one, change))).length;
}

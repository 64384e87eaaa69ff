import {
  commitIndex,
  eventStillShows,
  findingsOf,
  sameFinding,
  seriesOfFinding,
  type EntryFinding,
  type Finding,
  type FindingIdentity,
} from './issue-entries.js';
import { EMPTY_ISSUE_STATE, type IssueEntry, type IssueState } from './issue-state.js';
import type { HistoryReport } from './model.js';
import type { HistoryWarning } from './warning.js';

// The one issue a suite's history keeps, decided from two analyses and the state the issue
// carries (pure: the action and `benchgate history --issue-state` both call decideIssue, and
// src/github/history-issue.ts makes the calls). An entry is listed once it is confirmed, and
// removed with a line saying why (recovered, not found twice, a transient, part of an event) (docs/history.md, "The issue").

export { issueMarker } from './issue-marker.js';

/** The most entries one issue lists: each is a table row. */
export const MAX_ISSUE_CHANGES = 100;

/** Why an entry left the issue. */
export type RemovalReason =
  /** The newest level is back within the noise threshold of the level before it. */
  | 'recovered'
  /** Two analyses in a row, with room on both sides of its commits, found no such change. */
  | 'not-found'
  /** It came and went within 2 × min-segment commits. */
  | 'transient'
  /** Its series is not measured in the newest runs. */
  | 'series-gone'
  /** A suite-wide event at its commits holds it now: the event is the entry. */
  | 'in-event';

export interface RemovedEntry {
  readonly entry: IssueEntry;
  readonly reason: RemovalReason;
}

export interface IssueDecision {
  /** What to do with the issue: open one, update its list, close it, or leave it as it is. */
  readonly action: 'none' | 'open' | 'update' | 'close';
  /** What the issue lists after this analysis (nothing when it is closed or none is open). */
  readonly entries: readonly IssueEntry[];
  /** Entries first listed by this analysis (regressions and events). */
  readonly added: number;
  /** Entries it listed that this analysis removes, each with its reason. */
  readonly removed: readonly RemovedEntry[];
  /** The state to carry to the next analysis. */
  readonly state: IssueState;
  /** Entries left out for GitHub's limit of a body (or MAX_ISSUE_CHANGES): the body says how many. */
  readonly leftOut?: number;
  /** CPU models that move benchmarks (the report's cpu-model-moves warnings): the issue says so beside its entries. */
  readonly runnerNotes?: readonly CpuModelNote[];
}

export type CpuModelNote = Extract<HistoryWarning, { code: 'cpu-model-moves' }>;

/** How the issue's decision may be tuned; the defaults are the action's. */
export interface IssueRule {
  /** The suite-adjusted p a change must have in both analyses that confirm it. */
  readonly alpha: number;
}

/**
 * The boundary of the repeated looks (docs/history.md, "Listed only when confirmed"): every
 * analysis looks again at a change while it stays in the window, so each look's p must be under
 * alpha / 5, about Pocock's nominal level for 10 looks at an overall alpha of 0.05 (0.0106).
 */
const LOOK_SHARE = 1 / 5;

/**
 * Confirmed: found by this analysis and the one before (the same history without its newest
 * commit), with the suite-adjusted p under alpha / 5 in both, the newest points siding with the
 * new level, and minSegment + 2 commits measured at it. A spike of
 * minSegment commits is back by then, also when an odd commit beside it, or a change placed a
 * commit early, made it look one longer.
 */
function confirmed(finding: Finding, previous: readonly Finding[], report: HistoryReport, rule: IssueRule): boolean {
  if (finding.kind === 'transient' || !finding.newestSides || finding.stoodFor < report.settings.minSegment + 2) return false;
  const bound = rule.alpha * LOOK_SHARE;
  if (finding.pAdjusted >= bound) return false;
  return previous.some((seen) => seen.pAdjusted < bound && sameFinding(report, seen, finding, report.settings.minSegment));
}

/** Whether a listed entry still stands, or why it is removed. */
function judge(entry: IssueEntry, report: HistoryReport, now: readonly Finding[], before: readonly Finding[]): RemovalReason | undefined {
  const tolerance = report.settings.minSegment;
  if (entry.kind === 'transient') return undefined;
  const seen = (findings: readonly Finding[]): boolean => findings.some((finding) => sameFinding(report, finding, entry, tolerance));
  if (entry.kind === 'regression') {
    const series = seriesOfFinding(report, entry);
    const newest = series?.segments.at(-1);
    if (series === undefined || newest === undefined) return 'series-gone';
    if (now.some((finding) => finding.kind === 'transient' && sameFinding(report, { ...finding, kind: 'regression' }, entry, tolerance))) return 'transient';
    if (entry.levelBefore !== undefined) {
      const since = newest.mean / entry.levelBefore - 1;
      if ((series.better === 'lower' ? since : -since) < report.settings.noise) return 'recovered';
    }
  }
  if (seen(now) || seen(before)) return undefined;
  if (entry.kind === 'event' && eventStillShows(report, entry, tolerance)) return undefined;
  const asEvent = { kind: 'event' as const, before: entry.before, after: entry.after };
  if (entry.kind === 'regression' && now.some((finding) => finding.kind === 'event' && sameFinding(report, finding, asEvent, tolerance))) return 'in-event';
  // Not found where it could be: minSegment commits measured on both sides of it in this window
  // (an event: twice as many, as a few slow jobs beside it hide it from most series).
  const at = commitIndex(report);
  const from = at.get(entry.before);
  const to = at.get(entry.after);
  const room = (entry.kind === 'event' ? 2 : 1) * report.settings.minSegment;
  if (from === undefined || to === undefined || from + 1 < room || report.commits.length - to < room) return undefined;
  return 'not-found';
}

/** What the issue lists already first, then the largest changes, then by name: the same set reads the same. */
function ranked(entries: readonly IssueEntry[], listedBefore: readonly IssueEntry[], fits: (entries: readonly IssueEntry[]) => boolean): IssueEntry[] {
  const rank = (one: IssueEntry): number => (listedBefore.includes(one) ? 0 : one.kind === 'transient' ? 2 : 1);
  const sorted = [...entries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Math.abs(b.change) - Math.abs(a.change) ||
      (a.benchmark ?? '').localeCompare(b.benchmark ?? '') ||
      (a.metric ?? '').localeCompare(b.metric ?? '') ||
      a.after.localeCompare(b.after) ||
      a.before.localeCompare(b.before),
  );
  let count = Math.min(sorted.length, MAX_ISSUE_CHANGES);
  while (count > 1 && !fits(sorted.slice(0, count))) count--;
  return sorted.slice(0, count);
}

/** The decision's optional parts: the entries the body had no room for, and the CPU models that move benchmarks. */
function asides(report: HistoryReport, leftOut: number): Pick<IssueDecision, 'leftOut' | 'runnerNotes'> {
  const runnerNotes = report.warnings.filter((warning): warning is CpuModelNote => warning.code === 'cpu-model-moves');
  return { ...(leftOut > 0 && { leftOut }), ...(runnerNotes.length > 0 && { runnerNotes }) };
}

const entryOf = (finding: Finding, head: string): IssueEntry => {
  // What confirmed it stays out of the state: the entry is what the issue shows.
  const entry: { -readonly [K in keyof Finding]?: Finding[K] } = { ...finding };
  delete entry.pAdjusted;
  delete entry.newestSides;
  delete entry.stoodFor;
  delete entry.apartFromEvent;
  return { ...(entry as EntryFinding), firstListed: head };
};

/**
 * The issue after an analysis. `report` is this analysis; `previous` the same history without its
 * newest commit (the look before; undefined: none, so nothing is confirmed); `prior` the state the
 * issue carried (undefined: none yet). `fits` says whether a body listing these entries is within
 * GitHub's limit. Transients are listed beside the entries that stand, never alone.
 */
export function decideIssue(
  report: HistoryReport,
  previous: HistoryReport | undefined,
  prior: IssueState | undefined,
  rule: IssueRule,
  fits: (entries: readonly IssueEntry[]) => boolean = () => true,
): IssueDecision {
  const state = prior ?? EMPTY_ISSUE_STATE;
  const head = report.commits.at(-1)?.commit ?? '';
  const tolerance = report.settings.minSegment;
  const now = findingsOf(report);
  const before = previous === undefined ? [] : findingsOf(previous);
  const listed = state.open ? state.entries : [];
  const removed: RemovedEntry[] = [];
  const kept = listed.filter((entry) => {
    const reason = judge(entry, report, now, before);
    if (reason !== undefined) removed.push({ entry, reason });
    return reason === undefined;
  });
  // A listed or accepted event holds the series' changes at its commits, also when the window's newest analysis does not show it as one.
  const asEvent = (finding: FindingIdentity): FindingIdentity => ({ kind: 'event', before: finding.before, after: finding.after });
  const known = (finding: FindingIdentity): boolean =>
    kept.some((entry) => sameFinding(report, entry, finding, tolerance)) ||
    (finding.kind === 'regression' &&
      !('apartFromEvent' in finding && finding.apartFromEvent === true) &&
      [...kept, ...state.accepted].some((entry) => entry.kind === 'event' && sameFinding(report, entry, asEvent(finding), tolerance))) ||
    removed.some(({ entry }) => sameFinding(report, entry, finding, tolerance)) ||
    state.accepted.some((entry) => sameFinding(report, entry, finding, tolerance));
  const fresh = now.filter((finding) => !known(finding) && confirmed(finding, before, report, rule)).map((finding) => entryOf(finding, head));
  const standing = [...kept, ...fresh].filter((entry) => entry.kind !== 'transient');
  if (standing.length === 0) {
    // An issue benchgate closes accepts nothing: its entries were removed (recovered, not found,
    // transient), and one that comes back is listed again. Closing by hand is what accepts.
    const closed: IssueState = { benchgateIssueState: 1, open: false, entries: [], accepted: state.accepted };
    return state.open
      ? {
          action: 'close',
          entries: [],
          added: 0,
          removed: listed.map((entry) => removed.find((one) => one.entry === entry) ?? { entry, reason: 'transient' }),
          state: closed,
        }
      : { action: 'none', entries: [], added: 0, removed: [], state: closed };
  }
  const transients = now.filter((finding) => finding.kind === 'transient' && !known(finding)).map((finding) => entryOf(finding, head));
  const candidates = [...kept, ...fresh, ...transients];
  const entries = ranked(candidates, listed, fits);
  const added = entries.filter((entry) => fresh.includes(entry)).length;
  const unchanged = removed.length === 0 && entries.length === listed.length && entries.every((entry) => listed.includes(entry));
  return {
    action: !state.open ? 'open' : unchanged ? 'none' : 'update',
    entries,
    added,
    removed,
    state: { benchgateIssueState: 1, open: true, entries, accepted: state.accepted },
    ...asides(report, candidates.length - entries.length),
  };
}

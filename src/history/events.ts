import { medianInPlace } from '../stats/selection.js';
import type { ChangePoint, HistoryCommit, HistoryEvent, HistorySeries, HistorySettings } from './model.js';

/**
 * A change placed this many commits beside a gap still counts at it: with few points on one side
 * of a machine change (near the start of the window, or beside a slow job), the estimate of some
 * series lands a commit early, and an event of 32 of 40 series read as 19 and 13, neither half
 * (seed 312, the eighteenth bimodal-cpu life, newest commit 182: 32 rows for one machine change).
 */
const BESIDE = 1;

/** An event needs this many series, of as many benchmarks, at least, whatever the share: two benchmarks agreeing is not a machine change. */
export const MIN_EVENT_SERIES = 3;

/** A change by the indices of its commits: its range holds the gaps from `from` to `to` − 1 (gap g lies between commits g and g + 1). */
interface Span {
  readonly change: ChangePoint;
  readonly series: HistorySeries;
  readonly from: number;
  readonly to: number;
}

const holds = (span: Span, gap: number): boolean => span.from <= gap && gap < span.to;
const isNear = (span: Span, gap: number): boolean => span.from - BESIDE <= gap && gap < span.to + BESIDE;

/**
 * The gap the most of `spans` lie at or beside (of equals, the one the most hold), when at least
 * MIN_EVENT_SERIES do; counted through difference arrays: O(spans + commits), not their product.
 */
function busiestGap(spans: readonly Span[], commits: number): number | undefined {
  const exact = new Int32Array(commits + 1);
  const near = new Int32Array(commits + 1);
  for (const { from, to } of spans) {
    exact[from] = (exact[from] as number) + 1;
    exact[to] = (exact[to] as number) - 1;
    near[Math.max(0, from - BESIDE)] = (near[Math.max(0, from - BESIDE)] as number) + 1;
    near[Math.min(commits, to + BESIDE)] = (near[Math.min(commits, to + BESIDE)] as number) - 1;
  }
  let gap: number | undefined;
  let most = MIN_EVENT_SERIES - 1;
  let mostExact = 0;
  for (let g = 0, nearRunning = 0, exactRunning = 0; g + 1 < commits; g++) {
    nearRunning += near[g] as number;
    exactRunning += exact[g] as number;
    if (nearRunning > most || (nearRunning === most && gap !== undefined && exactRunning > mostExact)) {
      most = nearRunning;
      mostExact = exactRunning;
      gap = g;
    }
  }
  return gap;
}

/** The spans at or beside `gap`, one a series (the one whose range holds it, else the first): a spike's two changes are not two series moving. */
function membersAt(spans: readonly Span[], gap: number): Span[] {
  const bySeries = new Map<HistorySeries, Span>();
  for (const span of spans) {
    if (!isNear(span, gap)) continue;
    const held = bySeries.get(span.series);
    if (held === undefined || (!holds(held, gap) && holds(span, gap))) bySeries.set(span.series, span);
  }
  return [...bySeries.values()];
}

/**
 * Suite-wide events: a gap between two neighbouring commits inside the range, or BESIDE commits
 * from it, of at least `eventShare` of the series that could have changed there (3 at least). A
 * change's range is its last commit measured before and first after; a series measured at fewer
 * commits has a wider one, and still counts at every gap it spans. The gaps most changes lie at
 * are taken first (of equals, the one most ranges hold); each change belongs to one event at
 * most. Returns the events and, per series, each change's event.
 */
export function findEvents(
  series: readonly HistorySeries[],
  commits: readonly HistoryCommit[],
  settings: HistorySettings,
): { events: HistoryEvent[]; eventOf: Map<ChangePoint, number> } {
  const commitAt = new Map(commits.map((commit, at) => [commit.commit, at]));
  const spans: Span[] = series.flatMap((one) =>
    one.changes
      .map((change) => ({ change, series: one, from: commitAt.get(change.before) ?? -1, to: commitAt.get(change.after) ?? -1 }))
      .filter(({ from, to }) => from >= 0 && to > from),
  );
  const events: HistoryEvent[] = [];
  const eventOf = new Map<ChangePoint, number>();
  for (;;) {
    const left = spans.filter((span) => !eventOf.has(span.change));
    const gap = busiestGap(left, commits.length);
    if (gap === undefined) break;
    const members = membersAt(left, gap);
    // The series that could have changed here: with room for a level on either side of the gap.
    const of = series.filter(
      (one) =>
        one.points.filter((point) => point.at <= gap).length >= settings.minSegment &&
        one.points.filter((point) => point.at > gap).length >= settings.minSegment,
    ).length;
    // One benchmark's metrics moving together (time, B/op, allocs/op) are its own change, however
    // many: a machine's change reaches several benchmarks.
    if (members.length < settings.eventShare * of || new Set(members.map((member) => member.series.benchmark)).size < MIN_EVENT_SERIES) {
      // Not an event here; the next best gap may be (its members are other changes, or fewer).
      for (const { change } of members) eventOf.set(change, 0);
      continue;
    }
    const medianChange = medianInPlace(
      Float64Array.from(members, ({ change }) => change.change),
      members.length,
    );
    const id = events.length + 1;
    events.push({
      id,
      before: (commits[gap] as HistoryCommit).commit,
      after: (commits[gap + 1] as HistoryCommit).commit,
      changed: members.length,
      of,
      medianChange,
    });
    for (const { change } of members) eventOf.set(change, id);
  }
  // 0 marked the changes of gaps that were not events.
  for (const [change, id] of eventOf) if (id === 0) eventOf.delete(change);
  return { events, eventOf };
}

import { medianInPlace } from '../stats/selection.js';
import type { ChangePoint, HistoryCommit, HistoryEvent, HistorySeries, HistorySettings } from './model.js';

/** An event needs this many series, of as many benchmarks, at least, whatever the share: two benchmarks agreeing is not a machine change. */
const MIN_EVENT_SERIES = 3;

/**
 * Suite-wide events: a gap between two neighbouring commits inside the range of at least
 * `eventShare` of the series that could have changed there (3 at least). A change's range is its
 * last commit measured before and first after; a series measured at fewer commits has a wider
 * one, and still counts at every gap it spans. The gaps most changes share are taken first; each
 * change belongs to one event at most. Returns the events and, per series, each change's event.
 */
export function findEvents(
  series: readonly HistorySeries[],
  commits: readonly HistoryCommit[],
  settings: HistorySettings,
): { events: HistoryEvent[]; eventOf: Map<ChangePoint, number> } {
  const commitAt = new Map(commits.map((commit, at) => [commit.commit, at]));
  const spans = series.flatMap((one) =>
    one.changes.map((change) => ({ change, benchmark: one.benchmark, from: commitAt.get(change.before) ?? -1, to: commitAt.get(change.after) ?? -1 })),
  );
  const events: HistoryEvent[] = [];
  const eventOf = new Map<ChangePoint, number>();
  // Gap g lies between commits g and g + 1; the changes left spanning each gap, counted through
  // a difference array: O(changes + commits) a round, not their product.
  const counts = new Int32Array(commits.length + 1);
  for (;;) {
    counts.fill(0);
    for (const span of spans)
      if (!eventOf.has(span.change) && span.from >= 0 && span.to > span.from) {
        counts[span.from] = (counts[span.from] as number) + 1;
        counts[span.to] = (counts[span.to] as number) - 1;
      }
    let gap = -1;
    let most = MIN_EVENT_SERIES - 1;
    for (let g = 0, running = 0; g + 1 < commits.length; g++) {
      running += counts[g] as number;
      if (running > most) {
        most = running;
        gap = g;
      }
    }
    if (gap < 0) break;
    const members = spans.filter((span) => !eventOf.has(span.change) && span.from <= gap && gap < span.to);
    // The series that could have changed here: with room for a level on either side of the gap.
    const of = series.filter(
      (one) =>
        one.points.filter((point) => point.at <= gap).length >= settings.minSegment &&
        one.points.filter((point) => point.at > gap).length >= settings.minSegment,
    ).length;
    // One benchmark's metrics moving together (time, B/op, allocs/op) are its own change, however
    // many: a machine's change reaches several benchmarks.
    if (members.length < settings.eventShare * of || new Set(members.map((member) => member.benchmark)).size < MIN_EVENT_SERIES) {
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

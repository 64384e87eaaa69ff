import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_SETTINGS } from '../../src/history/analyse.js';
import { findEvents } from '../../src/history/events.js';
import type { ChangePoint, HistoryCommit, HistorySeries } from '../../src/history/model.js';
import { commitOf } from './helpers.js';

// Suite-wide events (issue 42, item 3): most series changing between the same two commits.

const COMMITS = 30;
const commits: HistoryCommit[] = Array.from({ length: COMMITS }, (_, at) => ({ commit: commitOf(at), runs: 1 }));

/** A change whose new level starts at commit `at` (one run a commit: its range is at − 1 to at). */
function changeAt(at: number, size = 0.06): ChangePoint {
  return {
    index: at,
    before: commitOf(at - 1),
    after: commitOf(at),
    change: size,
    low: size - 0.01,
    high: size + 0.01,
    meanBefore: 1,
    meanAfter: 1 + size,
    p: 1e-6,
    pAdjusted: 1e-5,
    direction: 'regression',
    standing: true,
  };
}

function seriesWith(benchmark: string, changes: ChangePoint[]): HistorySeries {
  const points = commits.map((_, at) => ({ at, value: 1, low: 1, high: 1, runs: 1 }));
  return { benchmark, metric: 'time', unit: 's', better: 'lower', points, outliers: [], segments: [], changes };
}

describe('findEvents', () => {
  it('finds one event where the series of a machine change are placed a commit apart, neither half alone (seed 312, the eighteenth bimodal life)', () => {
    // 20 series: 8 changed at commit 12, 7 at commit 13 (a commit early for them), 5 not at all.
    const series = Array.from({ length: 20 }, (_, s) => seriesWith(`b${s}`, s < 8 ? [changeAt(12)] : s < 15 ? [changeAt(13)] : []));
    const { events, eventOf } = findEvents(series, commits, DEFAULT_HISTORY_SETTINGS);
    // Named by the gap most ranges hold: between commits 11 and 12.
    expect(events).toEqual([{ id: 1, before: commitOf(11), after: commitOf(12), changed: 15, of: 20, medianChange: 0.06 }]);
    expect(series.slice(0, 15).every((one) => eventOf.get(one.changes[0] as ChangePoint) === 1)).toBe(true);
  });

  it('counts a series once: the two changes of a spike beside the gap are not two series moving', () => {
    // 3 series changed at commit 12; 3 others have a one-commit spike at 12: a change at 12 and one back at 13.
    const series = [
      ...Array.from({ length: 3 }, (_, s) => seriesWith(`step${s}`, [changeAt(12)])),
      ...Array.from({ length: 3 }, (_, s) => seriesWith(`spike${s}`, [changeAt(12, 0.1), changeAt(13, -0.09)])),
      ...Array.from({ length: 6 }, (_, s) => seriesWith(`flat${s}`, [])),
    ];
    const { events, eventOf } = findEvents(series, commits, DEFAULT_HISTORY_SETTINGS);
    // 6 of 12 series changed at the gap between 11 and 12: half, an event; the spikes' returns are not in it.
    expect(events).toMatchObject([{ before: commitOf(11), after: commitOf(12), changed: 6, of: 12 }]);
    expect(series.slice(3, 6).every((one) => eventOf.get(one.changes[0] as ChangePoint) === 1 && !eventOf.has(one.changes[1] as ChangePoint))).toBe(true);
  });

  it('makes no event of changes three commits apart, neither half alone', () => {
    const series = Array.from({ length: 8 }, (_, s) => seriesWith(`b${s}`, s < 3 ? [changeAt(10)] : s < 6 ? [changeAt(13)] : []));
    expect(findEvents(series, commits, DEFAULT_HISTORY_SETTINGS).events).toEqual([]);
  });
});

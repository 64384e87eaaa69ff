import { describe, expect, it } from 'vitest';
import { analyseHistory } from '../../src/history/analyse.js';
import { firstOfLevel } from '../../src/history/levels.js';
import type { HistoryPoint } from '../../src/history/model.js';
import { differenceSd, replaceOutliers } from '../../src/history/outliers.js';
import { commitOf, runsOfPercents } from './helpers.js';

// Seed 412, the 22nd noise-change life (lives from 0: 21), benchmark b1 at newest commit 100: the
// window's 30 points (commits 71 to 100), in % of the first. A step of 8.9 sd at commit 98; the
// jobs of commits 92, 95, 96 and 97 ran 15% slow.
const LIFE_21 = [
  0.0, -2.7, 0.9, -1.3, 0.3, 0.8, 0.8, 0.2, -0.2, -0.4, 2.2, -1.9, 1.5, -0.8, 0.4, -0.3, -0.6, 0.3, 0.1, -1.0, -1.0, 14.7, -0.1, 0.3, 12.6, 14.5, 16.5, 6.7,
  8.4, 9.4,
];
const FIRST_COMMIT = 71;

const pointsOf = (percents: readonly number[]): HistoryPoint[] =>
  percents.map((percent, at) => {
    const value = 1 + percent / 100;
    return { at, value, low: value, high: value, runs: 1 };
  });

describe('the first point of a level', () => {
  it('passes over slow jobs at the start of a new level, beyond it on the far side from the level before (life 21)', () => {
    const points = pointsOf(LIFE_21);
    // The series' noise as the levels are found: its outliers replaced (commits 92 and 96), 1.15%.
    const sd = differenceSd(
      replaceOutliers(
        Float64Array.from(points, (point) => point.value),
        4,
      ).values,
    );
    // The segmentation's level starts at commit 95 (index 24): the slow jobs of 95 to 97 are 4 to 8 sds above the new level's 8.4%.
    expect(firstOfLevel(points, { start: 24, end: 30, upward: true }, sd, 4)).toBe(27);
    // With one point of the level after them (a level ending at commit 98), two slow jobs leave too few to tell: it starts at them.
    expect(firstOfLevel(points, { start: 24, end: 28, upward: true }, sd, 4)).toBe(24);
    // Never past minSegment − 1 points.
    expect(firstOfLevel(points, { start: 24, end: 30, upward: true }, sd, 3)).toBe(26);
  });

  it('keeps points between the two levels, or beyond the new one on the side of the old one, in the new level', () => {
    // Commit 95's job at 4% (between the old level's 0 and the new 8%), then the new level.
    const between = pointsOf([0, 0.5, -0.5, 0, 4, 8, 8.5, 7.5, 8, 8.2]);
    const sd = differenceSd(Float64Array.from(between, (point) => point.value));
    expect(firstOfLevel(between, { start: 4, end: 10, upward: true }, sd, 4)).toBe(4);
    // A level down after slow jobs: they are beyond it on the old level's side, and the change begins with them.
    const down = pointsOf([10, 10.5, 9.5, 10, 15, 16, 0, 0.5, -0.5, 0.2]);
    expect(firstOfLevel(down, { start: 4, end: 10, upward: false }, sd, 4)).toBe(4);
  });

  it("places life 21's step in the range from the last commit before the slow jobs to the first of the new level", () => {
    const report = analyseHistory(runsOfPercents('b1', LIFE_21, FIRST_COMMIT));
    const changes = report.series[0]?.changes ?? [];
    expect(changes).toHaveLength(1);
    // The level found starts at the slow jobs (commit 95); the change lies between commit 94 and commit 98.
    expect(changes[0]?.index).toBe(24);
    expect([changes[0]?.before, changes[0]?.after]).toEqual([commitOf(94), commitOf(98)]);
    expect(changes[0]?.direction).toBe('regression');
  });
});

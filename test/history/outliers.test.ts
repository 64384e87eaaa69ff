import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNative } from '../../src/formats/native.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { analyseHistory } from '../../src/history/analyse.js';
import { differenceSd, replaceOutliers } from '../../src/history/outliers.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian, suiteHistory } from './helpers.js';

describe('replaceOutliers (Hampel identifier, windows of 2·minSegment − 1 points)', () => {
  const random = mulberry32(11);
  const noise = Array.from({ length: 40 }, () => gaussian(random));

  it('measures the noise sd from neighbouring differences, unmoved by a step', () => {
    const stepped = noise.map((value, i) => value + (i >= 20 ? 50 : 0));
    expect(differenceSd(stepped)).toBeCloseTo(differenceSd(noise), 0);
    expect(differenceSd(noise)).toBeGreaterThan(0.6);
    expect(differenceSd(noise)).toBeLessThan(1.5);
  });

  it('replaces fewer than minSegment odd points in a row by the median of their window, at either end too', () => {
    const spiked = noise.map((value, i) => value + ([0, 1, 17, 18, 39].includes(i) ? 15 : 0));
    const { values, outliers } = replaceOutliers(spiked, 3);
    expect(outliers).toEqual([0, 1, 17, 18, 39]);
    for (const i of outliers) expect(Math.abs((values[i] as number) - (noise[i] as number))).toBeLessThan(4);
    values.forEach((value, i) => {
      if (!outliers.includes(i)) expect(value).toBe(spiked[i]);
    });
  });

  it('keeps a level of minSegment points and a step: a point moves at most within its own level', () => {
    const levelOf = (i: number): number => ((i >= 20 && i < 23) || i >= 30 ? 1 : 0);
    const bump = noise.map((value, i) => value + 15 * levelOf(i));
    const { values, outliers } = replaceOutliers(bump, 3);
    expect(outliers.length).toBeLessThan(3);
    for (const i of outliers) {
      const own = bump.filter((_, k) => Math.abs(k - i) <= 2 && levelOf(k) === levelOf(i));
      expect(values[i]).toBeGreaterThanOrEqual(Math.min(...own));
      expect(values[i]).toBeLessThanOrEqual(Math.max(...own));
    }
  });

  it('measures the noise where the point is: ordinary points where the noise has tripled are no outliers', () => {
    const louder = Array.from({ length: 80 }, (_, i) => (i < 40 ? 1 : 3) * gaussian(random));
    const { outliers } = replaceOutliers(louder, 3);
    // With one sd for the whole series (about 2), a point beyond 6 of its window's median is common where it is 3.
    expect(outliers.filter((i) => i >= 40).length).toBeLessThanOrEqual(1);
    louder[60] = (louder[60] as number) + 30;
    expect(replaceOutliers(louder, 3).outliers).toContain(60);
  });

  it('measures the noise near the point too: where the sd doubled a few points before the end, its ordinary points are no outliers', () => {
    // The noise-change lives: 8 of the 30 points after the sd grew are too few to move the scale of
    // the 21 points around them; set to their window's median, they shrank the noise and a chance
    // mean of the noisy stretch read as a change of level.
    const random = mulberry32(10);
    const louder = Array.from({ length: 30 }, (_, i) => (i < 22 ? 1 : 2) * gaussian(random));
    expect(replaceOutliers(louder, 4).outliers.filter((i) => i >= 22)).toEqual([]);
    louder[26] = (louder[26] as number) + 30;
    expect(replaceOutliers(louder, 4).outliers).toContain(26);
  });

  it('judges the points no window ends at (the oldest end) by a wider fence: ordinary points there stay, slow jobs go', () => {
    // Seed 411, life 26 (from 0) of the noise-change lives, the look at commit 162: its noise is
    // about 1.4 (the differences read 1.03); the first and third points, 3.1 and 4.0 of those sds
    // from the median of the window moved inward, were set to it, and the five low points left a
    // level no earlier look saw, a regression after it at p 5 × 10⁻⁶.
    const points = [
      0.9, -2.49, 1.88, -2.25, -3.01, -2.84, -2.27, 1.48, -0.94, 0.27, -0.37, 0.33, 0.88, 0.41, 1.67, -0.65, -1.35, -0.02, -0.11, 0.04, 2.27, 0.5, 3.57, 1.4,
      1.99, 0.27, -0.25, 2.15, -0.34, 1.17,
    ];
    expect(replaceOutliers(points, 4).outliers).toEqual([]);
    // A job 15% slow there is an outlier still, as is a point 4 sds off past the oldest end's points.
    const slow = points.map((value, i) => (i === 1 ? value + 15 : i === 12 ? value + 4.5 : value));
    expect(replaceOutliers(slow, 4).outliers).toEqual([1, 12]);
  });

  it('leaves a series shorter than a window as it is', () => {
    expect(replaceOutliers([1, 9, 1, 1], 3)).toEqual({ values: Float64Array.from([1, 9, 1, 1]), outliers: [] });
  });

  it('keeps a step in values without spread (a byte count), and replaces a lone odd value in them', () => {
    const counts = [64, 64, 64, 65, 64, 64, 64, 72, 72, 72, 72];
    const { values, outliers } = replaceOutliers(counts, 3);
    expect(outliers).toEqual([3]);
    expect([...values]).toEqual([64, 64, 64, 64, 64, 64, 64, 72, 72, 72, 72]);
  });
});

describe('analyseHistory with slow-runner commits', () => {
  it('reports no change for three slow commits in a row (default minSegment 4), says which points were set aside, and keeps them as measured', () => {
    const slow = new Set([8, 9, 10, 20]);
    const runs = suiteHistory([{ benchmark: 'b', level: (c) => (slow.has(c) ? 1.15 : 1) }], 30, { seed: 4 });
    const [series] = analyseHistory(runs).series;
    expect(series?.changes).toEqual([]);
    expect(series?.outliers).toEqual([8, 9, 10, 20]);
    // With minSegment 3 the three are a level that came and went.
    expect(analyseHistory(runs, { minSegment: 3 }).series[0]?.changes.map((change) => change.index)).toEqual([8, 11]);
    expect(series?.points[8]?.value).toBeGreaterThan(1.1e-6);
  });
});

describe('a point at the edge of a level', () => {
  it('is not an outlier of the window that reaches across the step', () => {
    // Noise of sd about 0.04 around 7.9; the last point before a drop of 8% sits 0.08 above: near its own side.
    const pre = Array.from({ length: 12 }, (_, i) => 7.9 + 0.06 * Math.sin(i * 2.1));
    const post = Array.from({ length: 17 }, (_, i) => 7.26 + 0.06 * Math.cos(i * 1.3));
    expect(replaceOutliers([...pre, 7.98, ...post], 4).outliers).toEqual([]);
    // A point far from its own side is one, at the edge as inside.
    expect(replaceOutliers([...pre, 8.6, ...post], 4).outliers).toEqual([12]);
    expect(replaceOutliers([...pre.slice(0, 6), 8.6, ...pre.slice(7), ...post], 4).outliers).toEqual([6]);
  });

  it('is judged by the first minSegment points of its side too: a slow job minSegment commits before a step is an outlier', () => {
    // Seed 412, life 14 (from 0) of the noise-change lives: a job 20% slow 4 commits before a step of 7%, an
    // odd job 28% slow after it. The window that starts at the slow job holds 3 points of its own
    // level and 4 of the new one (the odd job among them): its median is the new level's, and the
    // neighbourhood's noise, the step and the two odd jobs in it, made the slow job near it. Kept,
    // it was a level's worth of noise and the step was never found.
    const points = [
      -0.37, 0.18, 2.73, -1.28, 2.58, -0.56, 1.14, 1.29, -2.05, -1.12, -2.54, -2.78, -0.81, 2.87, -1.25, -0.82, 19.93, -2.05, -2.17, 1.13, 9.83, 28.12, 9.13,
      3.21, 8.75, 7.48, 8.23, 7.29, 5.78,
    ];
    expect(replaceOutliers(points, 4).outliers).toEqual([16, 21]);
  });
});

const EXAMPLE = join(REPO_ROOT, 'examples/history');

describe('the bundled example', () => {
  it('has no outliers: the last point before its planted drop is not one (it was, before the windows on either side)', () => {
    const runs = readdirSync(EXAMPLE)
      .sort()
      .map((name) => {
        const set = parseNative({ name, text: readFileSync(join(EXAMPLE, name), 'utf8') });
        return { commit: set.context?.commit ?? name, source: name, set: { runCount: 3, series: set.series } };
      });
    const report = analyseHistory(runs);
    expect(report.series.flatMap((series) => series.outliers.map((index) => `${series.benchmark}@${index}`))).toEqual([]);
    expect(report.summary.changes).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { lookCount, lookLevel } from '../../src/run/sequential.js';
import { pairOrder } from '../../src/run/schedule.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { studentTQuantile } from '../../src/stats/student-t.js';

// Seeded simulation of A/A sessions as `benchgate run` looks at them: after every pair from the
// 3rd to the 30th, each of 10 rows is judged by its paired t interval at the look's level. A
// session "flags" when any row's interval excludes 0 at any look (noise threshold 0: the
// strictest case). The share of sessions that ever flag must stay at or under alpha.

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function everFlags(random: () => number, rows: number, minPairs: number, maxPairs: number, alpha: number, heavyTails: boolean): boolean {
  const looks = lookCount(minPairs, maxPairs);
  const d = Array.from({ length: rows }, () => [] as number[]);
  for (let pairs = 1; pairs <= maxPairs; pairs++) {
    for (const row of d) {
      // Student-t with 3 df when heavy-tailed: outlying pairs, as a noisy machine gives.
      const z = heavyTails ? gaussian(random) / Math.sqrt((gaussian(random) ** 2 + gaussian(random) ** 2 + gaussian(random) ** 2) / 3) : gaussian(random);
      row.push(0.01 * z);
    }
    if (pairs < minPairs) continue;
    const level = lookLevel(pairs - minPairs + 1, looks, alpha, rows);
    for (const row of d) {
      const mean = row.reduce((a, b) => a + b, 0) / pairs;
      const se = Math.sqrt(row.reduce((a, b) => a + (b - mean) ** 2, 0) / (pairs - 1) / pairs);
      if (Math.abs(mean) > studentTQuantile(1 - level / 2, pairs - 1) * se) return true;
    }
  }
  return false;
}

describe('the sequential boundary of benchgate run', () => {
  it('spends exactly alpha over the looks of a session', () => {
    const looks = lookCount(3, 30);
    expect(looks).toBe(28);
    let spent = 0;
    for (let look = 1; look <= looks; look++) spent += lookLevel(look, looks, 0.05, 1);
    expect(spent).toBeCloseTo(0.05, 12);
    expect(lookLevel(1, looks, 0.05, 10)).toBeCloseTo(0.0025, 12);
  });

  it.each([
    ['normal', false],
    ['heavy-tailed (t with 3 df)', true],
  ])('keeps the share of 4,000 A/A sessions (10 rows, up to 28 looks) that ever flag at or under alpha: %s pairs', (_, heavy) => {
    const random = mulberry32(20261124);
    let flagged = 0;
    const sessions = 4000;
    for (let s = 0; s < sessions; s++) if (everFlags(random, 10, 3, 30, 0.05, heavy)) flagged++;
    expect(flagged / sessions).toBeLessThanOrEqual(0.05);
  });

  it('orders the runs of each pair at random, the same for the same seed', () => {
    const a = pairOrder(7);
    const b = pairOrder(7);
    const orders = Array.from({ length: 200 }, (_, i) => a(i));
    expect(Array.from({ length: 200 }, (_, i) => b(i))).toEqual(orders);
    const first = orders.filter(([side]) => side === 'baseline').length;
    expect(first).toBeGreaterThan(70);
    expect(first).toBeLessThan(130);
    expect(Array.from({ length: 200 }, (_, i) => pairOrder(8)(i))).not.toEqual(orders);
  });
});

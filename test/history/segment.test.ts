import { describe, expect, it } from 'vitest';
import { segmentSeries, testStretches } from '../../src/history/segment.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from './helpers.js';

const pooledVariance = (values: readonly number[], start: number, split: number, end: number): number => {
  const squares = (from: number, to: number): number => {
    const part = values.slice(from, to);
    const mean = part.reduce((sum, value) => sum + value, 0) / part.length;
    return part.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  };
  return (squares(start, split) + squares(split, end)) / (end - start - 2);
};

describe('testStretches', () => {
  it("is Student's t where the noise is one: the pooled variance unless a side's neighbourhood is noisier", () => {
    const random = mulberry32(5);
    const values = Array.from({ length: 40 }, (_, i) => (i >= 30 ? 3 : 0) + gaussian(random));
    const test = testStretches(values, 0, 30, 40, 1);
    const pooled = pooledVariance(values, 0, 30, 40);
    expect(test.varianceBefore).toBeGreaterThanOrEqual(pooled);
    expect(test.varianceAfter).toBeGreaterThanOrEqual(pooled);
    // Its neighbourhood is the level before and itself, each about its own mean: no bigger than the noise.
    expect(test.varianceAfter).toBeLessThan(2 * pooled);
    expect(test.p).toBeLessThan(1e-5);
  });

  it('measures a short stretch of a noisier part by its neighbourhood, not by the quiet part', () => {
    const random = mulberry32(8);
    const values = Array.from({ length: 60 }, (_, i) => (i < 40 ? 1 : 4) * gaussian(random));
    // Four tight values 1.5 noisy sds up, as E-divisive picks them out of the noisy part.
    for (const [k, value] of [6, 6.2, 5.8, 6.1].entries()) values[44 + k] = value;
    const pooled = pooledVariance(values, 0, 44, 48);
    const test = testStretches(values, 0, 44, 48, 1, 60);
    expect(pooled).toBeLessThan(4);
    expect(test.varianceAfter).toBeGreaterThan(8);
    expect(test.p).toBeGreaterThan(1e-3);
    // With the pooled variance the same stretch was a change at p < 1e-5.
    expect(testStretches(values, 0, 44, 48, 1).p).toBeLessThan(testStretches(values, 0, 44, 48, 1, 60).p);
  });

  it('finds no change of level where only the noise grew', () => {
    let changes = 0;
    for (let seed = 1; seed <= 50; seed++) {
      const random = mulberry32(seed);
      const values = Array.from({ length: 60 }, (_, i) => (i < 30 ? 1 : 2) * gaussian(random));
      changes += segmentSeries(values, 3, 0.05).changes.length;
    }
    expect(changes).toBeLessThanOrEqual(1);
  });
});

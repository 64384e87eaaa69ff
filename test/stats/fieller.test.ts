import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fiellerInterval } from '../../src/stats/fieller.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { studentTQuantile } from '../../src/stats/student-t.js';
import { welchTest } from '../../src/stats/welch.js';

// Reference: reference/gen_fieller.py (SciPy's t quantile, the quadratic's roots by numpy.roots).
interface Case {
  baselineMean: number;
  baselineVariance: number;
  currentMean: number;
  currentVariance: number;
  quantile: number;
  interval: [number, number] | null;
}
const { cases } = JSON.parse(readFileSync(new URL('./reference/fieller-vectors.json', import.meta.url), 'utf8')) as { cases: Case[] };

describe("Fieller's interval of a ratio of means", () => {
  for (const [index, c] of cases.entries()) {
    it(`case ${index}: ${c.interval === null ? 'unbounded' : 'bounded'} as NumPy finds`, () => {
      const interval = fiellerInterval(c.baselineMean, c.baselineVariance, c.currentMean, c.currentVariance, c.quantile);
      if (c.interval === null) {
        expect(interval).toBeNull();
        return;
      }
      expect(interval?.[0]).toBeCloseTo(c.interval[0], 10);
      expect(interval?.[1]).toBeCloseTo(c.interval[1], 10);
    });
  }

  it('covers a +50% change about 95% of the time, where the difference over the baseline mean does not', () => {
    // 5 runs a side, 15% run-to-run noise, true ratio 1.5: 4,000 seeded experiments.
    const random = mulberry32(42);
    const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const sample = (mean: number): number[] => Array.from({ length: 5 }, () => mean * (1 + 0.15 * gaussian()));
    const moments = (values: number[]) => {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return { mean, variance: values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1), n: values.length };
    };
    let fieller = 0;
    let divided = 0;
    const trials = 4000;
    for (let trial = 0; trial < trials; trial++) {
      const b = moments(sample(100));
      const c = moments(sample(150));
      const welch = welchTest(b, c, 0.05);
      const interval = fiellerInterval(b.mean, b.variance / b.n, c.mean, c.variance / c.n, studentTQuantile(0.975, welch.df ?? 1));
      if (interval !== null && interval[0] <= 1.5 && 1.5 <= interval[1]) fieller++;
      if (1 + welch.ci[0] / b.mean <= 1.5 && 1.5 <= 1 + welch.ci[1] / b.mean) divided++;
    }
    expect(fieller / trials).toBeGreaterThan(0.94);
    expect(fieller / trials).toBeLessThan(0.97);
    expect(divided / trials).toBeLessThan(fieller / trials - 0.01);
  });
});

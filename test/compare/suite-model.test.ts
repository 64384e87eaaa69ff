import { describe, expect, it } from 'vitest';
import { fitSuite, type SuiteRowInput } from '../../src/compare/suite-model.js';
import { mulberry32 } from '../../src/stats/rng.js';

// The suite model on hand-made suites whose answer is known.

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

interface Shape {
  rows: number;
  kb: number;
  kc: number;
  drift?: number;
  noise?: number;
  interaction?: number;
  every?: number;
  planted?: number;
  seed?: number;
}

function suite({ rows, kb, kc, drift = 0, noise = 0.01, interaction = 0, every = 0, planted = 0, seed = 1 }: Shape): SuiteRowInput[] {
  const random = mulberry32(seed);
  const driftB = Array.from({ length: kb }, () => Math.exp(drift * gaussian(random)));
  const driftC = Array.from({ length: kc }, () => Math.exp(drift * gaussian(random)));
  return Array.from({ length: rows }, (_, r) => {
    const centre = 1e-6 * (1 + r);
    const machine = Math.exp(interaction * gaussian(random));
    const slower = (1 + every) * (r === 0 ? 1 + planted : 1) * machine;
    return {
      baseline: driftB.map((d) => centre * d * Math.exp(noise * gaussian(random))),
      current: driftC.map((d) => centre * slower * d * Math.exp(noise * gaussian(random))),
    };
  });
}

describe('fitSuite', () => {
  it('removes the drift of each run: a 10% machine drift leaves only the 1% run noise', () => {
    const fit = fitSuite(suite({ rows: 40, kb: 5, kc: 5, drift: 0.1, noise: 0.01 }), 0.05);
    expect(fit.driftRemoved).toBe(true);
    expect(Math.sqrt(fit.typicalRunVariance)).toBeGreaterThan(0.006);
    expect(Math.sqrt(fit.typicalRunVariance)).toBeLessThan(0.015);
    expect(fit.prior).toBeDefined();
  });

  it('finds a planted change of one row against the others, under heavy drift', () => {
    const fit = fitSuite(suite({ rows: 40, kb: 5, kc: 5, drift: 0.1, noise: 0.01, planted: 0.1 }), 0.05);
    const first = fit.rows[0];
    expect(first?.effect).toBeGreaterThan(Math.log(1.07));
    expect(first?.effect).toBeLessThan(Math.log(1.13));
    expect(first?.p).toBeLessThan(1e-6);
    expect(first?.ci[0]).toBeGreaterThan(0);
    for (const row of fit.rows.slice(1)) expect(Math.abs(row.effect)).toBeLessThan(0.05);
  });

  it('puts a change of every row on the whole-suite line, not on the rows', () => {
    const fit = fitSuite(suite({ rows: 30, kb: 5, kc: 5, drift: 0.005, every: 0.3 }), 0.05);
    expect(fit.shift?.diff).toBeGreaterThan(Math.log(1.25));
    expect(fit.shift?.diff).toBeLessThan(Math.log(1.35));
    expect(fit.shift?.p).toBeLessThan(1e-4);
    expect(fit.shift?.ci[0]).toBeGreaterThan(0);
    for (const row of fit.rows) expect(Math.abs(row.effect)).toBeLessThan(0.05);
  });

  it('fits the between-job spread of a benchmark × machine effect, and none without one', () => {
    const other = fitSuite(suite({ rows: 200, kb: 5, kc: 5, noise: 0.005, interaction: 0.05, seed: 3 }), 0.05);
    expect(other.betweenJobSd).toBeGreaterThan(0.035);
    expect(other.betweenJobSd).toBeLessThan(0.065);
    const same = fitSuite(suite({ rows: 200, kb: 5, kc: 5, noise: 0.005, seed: 3 }), 0.05);
    expect(same.betweenJobSd).toBeLessThan(0.002);
    // The machine effect widens every row's interval: no row of the other machine is flagged at 1e-4.
    expect(other.rows.filter((row) => row.p < 1e-4).length).toBeLessThanOrEqual(1);
  });

  it('does not fit a prior with two runs a side and fewer than 50 rows', () => {
    expect(fitSuite(suite({ rows: 20, kb: 2, kc: 2 }), 0.05).prior).toBeUndefined();
    expect(fitSuite(suite({ rows: 60, kb: 2, kc: 2 }), 0.05).prior).toBeDefined();
  });

  it('keeps the row df at d0 + df, and the interval at the t quantile', () => {
    const fit = fitSuite(suite({ rows: 10, kb: 3, kc: 3, noise: 0.02, seed: 5 }), 0.05);
    const row = fit.rows[2];
    expect(row?.df).toBeCloseTo(fit.df, 10);
    expect(fit.df).toBeGreaterThan(4);
    const half = ((row?.ci[1] ?? 0) - (row?.ci[0] ?? 0)) / 2;
    expect(half / (row?.se ?? 1)).toBeGreaterThan(1.96);
    expect(half / (row?.se ?? 1)).toBeLessThan(2.8);
  });
});

import { describe, expect, it } from 'vitest';
import { calibrate } from '../../src/compare/calibrate.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { SampleSet } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { runSourceCli } from '../helpers/run-cli.js';

// 12 runs of one "build" whose runs drift a lot from one another (as on a shared CI runner).
function driftingSuite(seed: number, benchmarks = 10): SampleSet {
  const random = mulberry32(seed);
  const series = Array.from({ length: benchmarks }, (_, b) => ({
    benchmark: `bench${b}`,
    metric: 'time',
    unit: 's',
    better: 'lower' as const,
    runs: Array.from({ length: 12 }, () => {
      const drift = 1 + 0.06 * (random() - 0.5);
      return { kind: 'samples' as const, samples: Float64Array.from({ length: 10 }, () => 1e-3 * drift * (1 + 0.002 * (random() - 0.5))) };
    }),
  }));
  return { runCount: 12, series };
}

describe('calibrate', () => {
  const loose = { ...DEFAULT_POLICY, noise: 0, correction: 'none' as const };

  it('finds false alarms on same-build runs with a zero noise threshold and no correction', () => {
    const result = calibrate(driftingSuite(1), loose, undefined, 300);
    expect(result.runs).toBe(12);
    expect(result.rows).toHaveLength(10);
    // Each row is a 5% test: across 10 rows some split flags something.
    expect(result.suiteFalseAlarmRate).toBeGreaterThan(0.1);
    expect(result.suiteNoiseNeeded).toBeGreaterThan(0);
  });

  it('tests the halves of a suite of a few rows as one job: they are drawn from the same runs', () => {
    // Across jobs, 1-4 rows of a metric are left undecided, and the calibration would see nothing.
    const result = calibrate(driftingSuite(3, 2), loose, undefined, 300);
    expect(result.rows).toHaveLength(2);
    expect(result.suiteFalseAlarmRate).toBeGreaterThan(0.05);
    expect(result.suiteNoiseNeeded).toBeGreaterThan(0);
  });

  it('recommends a noise threshold that does keep the false-alarm rate at or under alpha', () => {
    const suite = driftingSuite(2);
    const first = calibrate(suite, loose, undefined, 300);
    const again = calibrate(suite, { ...loose, noise: first.suiteNoiseNeeded }, undefined, 300);
    expect(again.suiteFalseAlarmRate).toBeLessThanOrEqual(0.05);
  });

  it('is the same for the same input', () => {
    expect(calibrate(driftingSuite(3), DEFAULT_POLICY, undefined, 50)).toEqual(calibrate(driftingSuite(3), DEFAULT_POLICY, undefined, 50));
  });

  it('runs from the CLI on real go runs and refuses too few runs', () => {
    const result = runSourceCli(['calibrate', 'test/fixtures/go/baseline/*', 'test/fixtures/go/same/*', '--splits', '40', '--json', '-']);
    expect(result.status, result.stderr).toBe(0);
    const calibration = JSON.parse(result.stdout) as { runs: number; splits: number; rows: unknown[] };
    expect(calibration).toMatchObject({ runs: 10, splits: 40 });
    expect(calibration.rows).toHaveLength(13);
    const few = runSourceCli(['calibrate', 'test/fixtures/go/baseline/run1.txt', 'test/fixtures/go/baseline/run2.txt']);
    expect(few.status).toBe(2);
    expect(few.stderr).toMatch(/^benchgate: calibrate: found 2 runs; give at least 4 runs of one build/);
  });
});

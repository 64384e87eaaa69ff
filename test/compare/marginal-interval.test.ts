import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { adjustedLevel } from '../../src/compare/verdict.js';
import type { Comparison } from '../../src/model/report.js';
import { studentTQuantile } from '../../src/stats/student-t.js';
import { REALISTIC, simulatedReport } from '../simulation/ci-suite.js';

// Every tested row carries two intervals of its change (docs/design.md, Verdict engine 4a): the
// shown one at the verdict's level (it agrees with the adjusted p), and the marginal one at the
// user's alpha from the same model (the calibrated one, 95% coverage; `changeCIMarginal`).

/** Half the width of a row's interval on the log scale, where the suite model's is t · se. */
function logHalfWidth(interval: Comparison['changeCI']): number {
  const [low, high] = interval ?? [null, null];
  if (low === null || high === null) return Number.NaN;
  return (Math.log1p(high) - Math.log1p(low)) / 2;
}

describe('the marginal interval of a row', () => {
  const report = simulatedReport({ ...REALISTIC, rows: 40, runs: 5, planted: 0.1, plantedShare: 0.15, sameJob: true }, 11);
  const alpha = DEFAULT_POLICY.alpha;

  it('is the shown interval at the user alpha: same centre, same df and se, the level without adjustment', () => {
    const rows = report.comparisons.filter((row) => row.test === 'suite');
    expect(rows).toHaveLength(40);
    expect(rows.some((row) => row.significant)).toBe(true);
    for (const row of rows) {
      const df = row.df ?? Number.NaN;
      const level = adjustedLevel(alpha, row.pValue ?? Number.NaN, row.pAdjusted ?? Number.NaN);
      const ratio = studentTQuantile(1 - level / 2, df) / studentTQuantile(1 - alpha / 2, df);
      expect(logHalfWidth(row.changeCI) / logHalfWidth(row.changeCIMarginal)).toBeCloseTo(ratio, 9);
      const centre = (ci: Comparison['changeCI']) => (Math.log1p(ci?.[0] ?? Number.NaN) + Math.log1p(ci?.[1] ?? Number.NaN)) / 2;
      expect(centre(row.changeCIMarginal)).toBeCloseTo(centre(row.changeCI), 12);
      expect(centre(row.changeCIMarginal)).toBeCloseTo(Math.log1p(row.change ?? Number.NaN), 12);
    }
  });

  it('excludes 0 exactly when the unadjusted p is under alpha, where the shown one follows the adjusted p', () => {
    for (const row of report.comparisons) {
      const [low, high] = row.changeCIMarginal ?? [Number.NaN, Number.NaN];
      expect((low ?? Number.NaN) > 0 || (high ?? Number.NaN) < 0).toBe((row.pValue ?? 1) < alpha);
    }
    const selected = report.comparisons.filter((row) => (row.pAdjusted ?? 1) < alpha);
    expect(selected.length).toBeGreaterThan(0);
    // Selected rows show the wider false-coverage-rate interval; rows with p ≥ alpha show the marginal one.
    for (const row of selected) expect(logHalfWidth(row.changeCI)).toBeGreaterThan(logHalfWidth(row.changeCIMarginal));
    for (const row of report.comparisons.filter((row) => (row.pValue ?? 0) >= alpha)) expect(row.changeCI).toEqual(row.changeCIMarginal);
  });

  it('is null wherever the shown interval is, and never holds NaN', () => {
    const oneRun = simulatedReport({ ...REALISTIC, rows: 20, runs: 1, planted: 0 }, 3);
    for (const row of oneRun.comparisons) expect(row.changeCIMarginal).toBeNull();
    for (const row of report.comparisons) expect(row.changeCIMarginal?.every((end) => end !== null && Number.isFinite(end))).toBe(true);
  });

  it('row by row (fewer than 5 rows: Welch with Fieller), at alpha under any correction', () => {
    const few = simulatedReport({ ...REALISTIC, rows: 3, runs: 4, planted: 0.3, sameJob: true }, 5);
    const none = simulatedReport({ ...REALISTIC, rows: 3, runs: 4, planted: 0.3, sameJob: true }, 5, { ...DEFAULT_POLICY, correction: 'none' });
    expect(few.comparisons.map((row) => row.test)).toEqual(['runs', 'runs', 'runs']);
    // With no correction the shown interval of a row with p ≥ alpha or p_adj = p is the marginal one.
    for (const row of none.comparisons) expect(row.changeCIMarginal).toEqual(row.changeCI);
    expect(few.comparisons.map((row) => row.changeCIMarginal)).toEqual(none.comparisons.map((row) => row.changeCIMarginal));
  });
});

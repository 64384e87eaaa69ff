import { describe, expect, it } from 'vitest';
import { fitSuite } from '../../src/compare/suite-model.js';
import { expectClose, expectIntervalClose, num } from '../helpers/close.js';
import vectors from './reference/suite-vectors.json' with { type: 'json' };

// The suite model on suites of 5 to 19 rows in one job (no between-job term) against R and limma
// (test/compare/reference/gen_suite.R): the whole-suite shift and every row's moderated test, net
// of the other rows' median where the shift is within the runs' drift, else raw (the shift's
// uncertainty added); both changes reported.

describe('fitSuite against R and limma', () => {
  // The suite model is fitted to sides of 2 runs or more: a side of one run is never tested
  // (compare/row.ts), so the R script's one-run cases (4 v 1, 1 v 3) have no counterpart here.
  for (const [i, c] of vectors.cases.entries()) {
    if ((c.baseline[0]?.length ?? 0) < 2 || (c.current[0]?.length ?? 0) < 2) continue;
    const runs = `${c.baseline[0]?.length ?? 0} v ${c.current[0]?.length ?? 0} runs`;
    it(`case ${i + 1}: ${c.baseline.length} rows, ${runs}: the whole-suite shift and each row`, () => {
      // One job: the R script has no between-job term.
      const fit = fitSuite(
        c.baseline.map((baseline, r) => ({ baseline, current: c.current[r] ?? [] })),
        0.05,
        false,
      );
      const [diff, se, df, p, low, high] = c.shift.map(num) as [number, number, number, number, number, number];
      expect(fit.shift).not.toBeNull();
      expectClose(fit.shift?.diff, diff, 1e-10, 'shift diff');
      expectClose(fit.shift?.se, se, 1e-10, 'shift se');
      expectClose(fit.shift?.df ?? Number.NaN, df, 1e-10, 'shift df');
      expectClose(fit.shift?.p, p, 1e-6, 'shift p');
      expectIntervalClose(fit.shift?.ci, low, high, 1e-6, 'shift ci');
      expect(fit.driftRemoved).toBe(true);
      expect(fit.mixture).toBe(false);
      expect(fit.netted).toBe(c.netted);
      fit.rows.forEach((row, r) => {
        const rowDf = num(c.df[r]);
        expectClose(row.effect, num(c.effect[r]), 1e-10, `row ${r} effect`);
        expectClose(row.rawEffect, num(c.raw[r]), 1e-10, `row ${r} raw effect`);
        expectClose(row.netEffect, num(c.net[r]), 1e-10, `row ${r} net effect`);
        expectClose(row.se, num(c.se[r]), 1e-9, `row ${r} se`);
        // An infinite prior df is capped at 1e6 for the t distribution.
        expectClose(row.df, Number.isFinite(rowDf) ? rowDf : 1e6, 1e-8, `row ${r} df`);
        expectClose(row.p, num(c.p[r]), Number.isFinite(rowDf) ? 1e-6 : 1e-3, `row ${r} p`);
        expectIntervalClose(row.ci, num(c.low[r]), num(c.high[r]), 1e-6, `row ${r} ci`);
      });
    });
  }
});

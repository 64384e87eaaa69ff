import type { Warning } from '../../model/warning.js';
import { rankShiftInterval } from '../../stats/hodges-lehmann.js';
import { mannWhitneyTest } from '../../stats/mann-whitney.js';
import { tInterval } from '../verdict.js';
import { NO_RATIO_INTERVAL, SUITE_MODEL_BESIDE, UNSEEDED, type LogEffectIntervals, type TestMethodSpec } from './method.js';
import { SIGNED_RANK } from './paired-tests.js';

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * The signed rank's interval exists at the test's alpha only: it is shown whatever the verdict's
 * level; a marginal interval at another level (a look of `benchgate run`) is the paired t's.
 */
const SIGNED_RANK_INTERVALS: LogEffectIntervals = {
  shown: (e) => e.ci,
  marginal: (e, level, alpha) => (level === alpha ? e.ci : tInterval(e.effect, e.se, e.df, level)),
};

/**
 * benchstat's rank test on the same values (per-run values, or samples of single runs), with the
 * Hodges–Lehmann shift and the interval that inverts the same test (R's `wilcox.test(conf.int =
 * TRUE)`): the change, its interval and its p tell one story, as benchstat's do. An interval the
 * ranks cannot bound at the level (too few values) is unbounded. Paired: the signed-rank test.
 */
export const mannWhitney: TestMethodSpec = {
  id: 'mann-whitney',
  help: "mann-whitney: benchstat's rank test, for heavy tails",
  paired: SIGNED_RANK,
  suiteRole: SUITE_MODEL_BESIDE,
  rowSeed: UNSEEDED,
  refine: (row, baseline, current, alpha, _seed, familySize) => {
    if (baseline.values.length === 0 || current.values.length === 0) return { ...row, warnings: [...row.warnings, { code: 'rank-test-summary-only' }] };
    const rank = mannWhitneyTest(baseline.values, current.values);
    // The smallest p the ranks can give, against the threshold a lone change must pass after the correction.
    const floor = 2 / binomial(baseline.values.length + current.values.length, baseline.values.length);
    const threshold = alpha / Math.max(1, familySize);
    let needed = 2;
    while (2 / binomial(2 * needed, needed) > threshold && needed < 1000) needed++;
    const warnings: Warning[] =
      floor > threshold
        ? [
            {
              code: 'rank-test-cannot-flag',
              baselineValues: baseline.values.length,
              currentValues: current.values.length,
              smallestP: floor,
              threshold,
              familySize,
              runsNeeded: needed,
            },
          ]
        : [];
    const shift = rankShiftInterval(baseline.values, current.values, alpha);
    return { ...row, result: { ...row.result, p: rank.p, diff: shift.estimate, ci: shift.ci }, warnings: [...row.warnings, ...warnings] };
  },
  intervalAt: (_result, _df, baseline, current, level) => rankShiftInterval(baseline.values, current.values, level).ci,
  ratioInterval: NO_RATIO_INTERVAL,
  pairedIntervals: SIGNED_RANK_INTERVALS,
};

import { bootstrapTest } from '../../stats/bootstrap.js';
import { NO_RATIO_INTERVAL, seededByName, SUITE_MODEL_BESIDE, T_INTERVALS, type TestMethodSpec } from './method.js';

/**
 * Criterion's bootstrap, seeded from the row's names: its percentile interval of the difference,
 * and the p of that interval (the smallest level at which it excludes 0), so that the interval,
 * the p and the verdict agree; Criterion's own p (its mixed-bootstrap t) would not always.
 */
export const bootstrap: TestMethodSpec = {
  id: 'bootstrap',
  help: "bootstrap: Criterion's, seeded: its p, percentile interval",
  suiteRole: SUITE_MODEL_BESIDE,
  rowSeed: seededByName('bootstrap'),
  refine: (row, baseline, current, alpha, seed) => {
    if (baseline.values.length < 2 || current.values.length < 2) return { ...row, warnings: [...row.warnings, { code: 'bootstrap-too-few' }] };
    const boot = bootstrapTest(baseline.values, current.values, alpha, seed);
    return { ...row, result: { ...row.result, p: boot.percentileP, ci: boot.ci } };
  },
  intervalAt: (_result, _df, baseline, current, level, seed) => bootstrapTest(baseline.values, current.values, level, seed).ci,
  ratioInterval: NO_RATIO_INTERVAL,
  // Never asked: it has no paired form.
  pairedIntervals: T_INTERVALS,
};

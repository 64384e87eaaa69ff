import type { Better } from '../../model/series.js';
import type { TestKind } from '../../model/report.js';
import { fiellerInterval } from '../../stats/fieller.js';
import { studentTQuantile } from '../../stats/student-t.js';
import type { SideAnalysis } from '../side.js';
import { tInterval } from '../verdict.js';
import { SUITE_MODEL_TESTS, T_INTERVALS, UNSEEDED, type ChangeInterval, type TestMethodSpec } from './method.js';
import { PAIRED_T } from './paired-tests.js';

/**
 * Welch's t across per-run values (mmtests); the suite model where there are rows enough; the
 * paired t. The change's interval is Fieller's, which holds its coverage at large changes.
 */
export const welch: TestMethodSpec = {
  id: 'welch',
  help: "welch: Welch's t across runs (the suite model for suites)",
  paired: PAIRED_T,
  suiteRole: SUITE_MODEL_TESTS,
  rowSeed: UNSEEDED,
  refine: (row) => row,
  intervalAt: (result, df, _baseline, _current, level) => tInterval(result.diff, result.se, df, level),
  ratioInterval: fiellerChangeInterval,
  pairedIntervals: T_INTERVALS,
};

/**
 * Fieller's interval of the change for Welch's test across runs: the ratio of the centres on the test scale, mapped to "positive is worse". Null when the
 * interval is unbounded; undefined when Fieller does not apply (no spread, or another test).
 */
function fiellerChangeInterval(
  better: Better,
  baseline: SideAnalysis,
  current: SideAnalysis,
  test: TestKind,
  df: number | null,
  alpha: number,
): ChangeInterval | null | undefined {
  if (df === null || !(df > 0) || test !== 'runs') return undefined;
  const b = baseline.moments;
  const c = current.moments;
  const varianceB = b.variance / b.n;
  const varianceC = c.variance / c.n;
  const ratio = fiellerInterval(b.mean, varianceB, c.mean, varianceC, studentTQuantile(1 - alpha / 2, df));
  if (ratio === null) return null;
  const map = (rho: number): number | null => (better === 'higher' ? (rho > 0 ? 1 - 1 / rho : null) : rho - 1);
  return [map(ratio[0]), map(ratio[1])];
}

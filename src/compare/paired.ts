import { studentTQuantile, studentTTwoSidedP } from '../stats/student-t.js';
import type { RowTest } from './row.js';
import type { SideAnalysis } from './side.js';
import type { SuiteRowResult } from './suite-model.js';

/**
 * The paired test of one row (`--paired`: run i of the baseline and run i of the current side
 * were made together, as in a same-job A/B): d_i = log(current_i / baseline_i) of the runs'
 * robust centres on the test scale, then a one-sample t on the d_i with n − 1 degrees of freedom.
 * Drift that hits both members of a pair cancels in d_i; drift between pairs never enters.
 * The result is on the log scale, as the suite model's rows are, so the change and its interval
 * are exp of a symmetric interval (docs/design.md, Verdict engine).
 */
export function pairedTest(baseline: SideAnalysis, current: SideAnalysis, alpha: number): { test: RowTest; suite?: SuiteRowResult } {
  const none = (reason: string) => ({ test: { test: 'none' as const, result: null, reason, warnings: [] } });
  if (baseline.problem !== undefined || current.problem !== undefined) return none(baseline.problem ?? current.problem ?? '');
  if (baseline.stats.summaryOnly || current.stats.summaryOnly) return none('a summary-only side has no runs to pair');
  const n = baseline.stats.runs;
  if (n !== current.stats.runs) return none(`--paired needs as many runs on both sides, in run order; this row has ${n} and ${current.stats.runs}`);
  if (n < 2) return none('--paired needs at least 2 pairs of runs (3 or more to find anything but large changes)');
  const d = baseline.values.map((b, i) => Math.log((current.values[i] as number) / b));
  if (!d.every(Number.isFinite)) return none('a run centre is 0 or not finite: no ratio to pair');
  const mean = d.reduce((sum, value) => sum + value, 0) / n;
  const variance = d.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const se = Math.sqrt(variance / n);
  const df = n - 1;
  if (se === 0) {
    // Every pair moved by exactly the same ratio: nothing varies to weigh it against.
    const result = {
      status: mean === 0 ? ('zero-variance-equal' as const) : ('zero-variance-different' as const),
      diff: mean,
      se: 0,
      t: mean === 0 ? 0 : Math.sign(mean) * Infinity,
      df: null,
      p: mean === 0 ? 1 : 0,
      ci: [mean, mean] as const,
    };
    return { test: { test: 'paired', result, warnings: [] }, suite: { effect: mean, se: 0, df, p: result.p, ci: [mean, mean], runVariance: 0 } };
  }
  const t = mean / se;
  const p = studentTTwoSidedP(t, df);
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  const ci = [mean - half, mean + half] as const;
  return {
    test: { test: 'paired', result: { status: 'ok', diff: mean, se, t, df, p, ci }, warnings: [] },
    // Half the variance of a difference per side: the runs-needed advice then counts pairs.
    suite: { effect: mean, se, df, p, ci, runVariance: variance / 2 },
  };
}

/** Rows needed before the median across rows can stand for a pair's common shift. */
export const MIN_ROWS_COMMON_SHIFT = 4;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A shift that hits every row of one pair but not the other members of other pairs — the machine
 * slowed down between the two runs of the pair at which the slowdown began — would make that
 * pair an outlier of every row. With 4 or more rows it is taken out: c_i = the median over rows
 * of pair i's log ratios; each row is tested on d_ir − c_i (its own change against the common
 * one) plus the median of the c_i (the common change, robust to a pair or two where the machine
 * changed), whose standard error 1.2533 · 1.4826 · MAD / √n joins the row's. So a change of
 * every row still shows on every row, and one odd pair does not widen them all.
 */
export function removeCommonShift<Row extends { baseline: SideAnalysis | null; current: SideAnalysis | null; test: RowTest | null; suite?: SuiteRowResult }>(
  rows: readonly Row[],
  alpha: number,
): void {
  const paired = rows.filter((row) => row.suite !== undefined && row.test?.test === 'paired' && row.baseline !== null && row.current !== null);
  if (paired.length < MIN_ROWS_COMMON_SHIFT) return;
  const n = paired[0]?.baseline?.values.length ?? 0;
  if (n < 2 || !paired.every((row) => row.baseline?.values.length === n)) return;
  const ratios = paired.map((row) => (row.baseline as SideAnalysis).values.map((b, i) => Math.log(((row.current as SideAnalysis).values[i] as number) / b)));
  const common = Array.from({ length: n }, (_, i) => median(ratios.map((d) => d[i] as number)));
  const centre = median(common);
  const mad = median(common.map((c) => Math.abs(c - centre)));
  const commonSe = (1.2533 * 1.4826 * mad) / Math.sqrt(n);
  const df = n - 1;
  paired.forEach((row, r) => {
    const own = (ratios[r] as number[]).map((d, i) => d - (common[i] as number));
    const ownMean = own.reduce((sum, value) => sum + value, 0) / n;
    const ownVariance = own.reduce((sum, value) => sum + (value - ownMean) ** 2, 0) / df;
    const se = Math.sqrt(ownVariance / n + commonSe ** 2);
    const effect = centre + ownMean;
    if (se === 0) return;
    const t = effect / se;
    const p = studentTTwoSidedP(t, df);
    const half = studentTQuantile(1 - alpha / 2, df) * se;
    const ci = [effect - half, effect + half] as const;
    row.test = { test: 'paired', result: { status: 'ok', diff: effect, se, t, df, p, ci }, warnings: row.test?.warnings ?? [] };
    row.suite = { effect, se, df, p, ci, runVariance: (ownVariance + n * commonSe ** 2) / 2 };
  });
}

import type { RowReason } from '../model/reason.js';
import { methodOf, type TestMethod } from './methods/index.js';
import { PAIRED_T, type PairedTest } from './methods/paired-tests.js';
import type { RowTest } from './row.js';
import type { SideAnalysis } from './side.js';
import { amean, sampleVariance } from '../stats/descriptive.js';
import { madFilter } from '../stats/mad-filter.js';
import { medianOf as median } from '../stats/selection.js';
import { fitVariancePrior, posteriorVariance } from '../stats/moderated.js';
import { MIN_ROWS_SUITE, type SuiteRowResult } from './suite-model.js';

/**
 * The paired test of one row (`--paired`: run i of the baseline and run i of the current side
 * were made together, as in a same-job A/B): d_i = log(current_i / baseline_i) of the runs'
 * robust centres on the test scale, then a one-sample t on the d_i with n − 1 degrees of freedom.
 * Drift that hits both members of a pair cancels in d_i; drift between pairs never enters.
 * The result is on the log scale, as the suite model's rows are, so the change and its interval
 * are exp of a symmetric interval (docs/design.md, Verdict engine).
 */
export function pairedTest(
  baseline: SideAnalysis,
  current: SideAnalysis,
  alpha: number,
  method: TestMethod = 'welch',
): { test: RowTest; suite?: SuiteRowResult } {
  const none = (reason: RowReason) => ({ test: { test: 'none' as const, result: null, reason, warnings: [] } });
  const problem = baseline.problem ?? current.problem;
  if (problem !== undefined) return none(problem);
  if (baseline.stats.summaryOnly || current.stats.summaryOnly) return none({ code: 'paired-summary-only' });
  const n = baseline.stats.runs;
  if (n !== current.stats.runs) return none({ code: 'paired-run-counts', baselineRuns: n, currentRuns: current.stats.runs });
  if (n < 2) return none({ code: 'paired-too-few' });
  const d = baseline.values.map((b, i) => Math.log((current.values[i] as number) / b));
  if (!d.every(Number.isFinite)) return none({ code: 'paired-not-finite' });
  const mean = amean(d);
  const variance = sampleVariance(d, mean);
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
  return pairedResult(d, mean, se, variance, n - 1, alpha, method);
}

/** The paired test `--test` picks: its method's (one without is refused there before a row is tested: the t then). */
function pairedTestOf(method: TestMethod): PairedTest {
  return methodOf(method).paired ?? PAIRED_T;
}

/** The design's name of the test `--test` picks for pairs. */
export function pairedTestName(method: TestMethod): 't' | 'signed-rank' {
  return pairedTestOf(method).name;
}

/**
 * The row's result from its pair differences: the one-sample t (welch), or Wilcoxon's signed
 * rank with the Hodges–Lehmann estimate and interval (mann-whitney). `se`, `variance` and `df`
 * are the t's (moderated across rows when there are enough); they size the runs-needed advice
 * either way.
 */
function pairedResult(
  d: readonly number[],
  mean: number,
  se: number,
  variance: number,
  df: number,
  alpha: number,
  method: TestMethod,
): { test: RowTest; suite?: SuiteRowResult } {
  const decision = pairedTestOf(method).decide(d, mean, se, df, alpha);
  if ('reason' in decision) return { test: { test: 'none', result: null, reason: decision.reason, warnings: [] } };
  const { effect, p, ci } = decision;
  return {
    test: { test: 'paired', result: { status: 'ok', diff: effect, se, t: mean / se, df, p, ci }, warnings: [] },
    // Half the variance of a difference per side: the runs-needed advice then counts pairs.
    suite: { effect, se, df, p, ci, runVariance: variance / 2 },
  };
}

/** Pairs needed before an outlying pair's shift is filtered out of the common change. */
const MIN_PAIRS_FILTER = 8;

/** Rows needed before the median across rows can stand for a pair's common shift. */
const MIN_ROWS_COMMON_SHIFT = 4;

/**
 * A shift that hits every row of one pair but not the other members of other pairs — the machine
 * slowed down between the two runs of the pair at which the slowdown began — would make that
 * pair an outlier of every row. With 4 or more rows it is taken out: c_i = the median over rows
 * of pair i's log ratios; each row is tested on d_ir − c_i (its own change against the common
 * one) plus the median of the c_i (the common change, robust to a pair or two where the machine
 * changed), whose standard error 1.2533 · 1.4826 · MAD / √n joins the row's. So a change of
 * every row still shows on every row, and one odd pair does not widen them all. With 5 or more
 * rows the rows' own variances are moderated (limma), which is where the power at 5 pairs comes
 * from (docs/design.md, Decisions).
 */
export function removeCommonShift<Row extends { baseline: SideAnalysis | null; current: SideAnalysis | null; test: RowTest | null; suite?: SuiteRowResult }>(
  rows: readonly Row[],
  alpha: number,
  method: TestMethod = 'welch',
): void {
  const paired = rows.filter((row) => row.suite !== undefined && row.test?.test === 'paired' && row.baseline !== null && row.current !== null);
  if (paired.length < MIN_ROWS_COMMON_SHIFT) return;
  const n = paired[0]?.baseline?.values.length ?? 0;
  if (n < 2 || !paired.every((row) => row.baseline?.values.length === n)) return;
  const ratios = paired.map((row) => (row.baseline as SideAnalysis).values.map((b, i) => Math.log(((row.current as SideAnalysis).values[i] as number) / b)));
  const common = Array.from({ length: n }, (_, i) => median(ratios.map((d) => d[i] as number)));
  // The common change: the mean of the pairs' shifts, from 8 pairs on after perfcmp's MAD filter
  // so that the pair in which the machine changed speed does not move it (with fewer, the MAD is
  // too unsteady: the filter drops ordinary pairs and the false-alarm rate rose to 7.5% in
  // `npm run simulate`); a t with k − 1 df.
  const { kept } = n >= MIN_PAIRS_FILTER ? madFilter(common) : { kept: common };
  const centre = amean(kept);
  const commonSe = Math.sqrt(sampleVariance(kept, centre) / kept.length);
  const commonDf = Math.max(1, kept.length - 1);
  // Taking out c_i used up about 1/R of each row's residuals.
  const df = n - 1;
  const shrink = 1 - 1 / paired.length;
  const own = ratios.map((d) => d.map((value, i) => value - (common[i] as number)));
  const ownMeans = own.map((values) => amean(values));
  const ownVariances = own.map((values, r) => sampleVariance(values, ownMeans[r]) / shrink);
  // limma's moderation across rows, as the suite model does: with few pairs each row's variance
  // borrows degrees of freedom from the others (Smyth 2004).
  const prior =
    paired.length >= MIN_ROWS_SUITE && ownVariances.filter((value) => value > 0).length >= MIN_ROWS_SUITE ? fitVariancePrior(ownVariances, df) : undefined;
  paired.forEach((row, r) => {
    const ownVariance = prior === undefined ? (ownVariances[r] as number) : posteriorVariance(ownVariances[r] as number, df, prior);
    const ownDf = prior === undefined ? df : prior.d0 + df;
    const ownPart = ownVariance / n;
    const commonPart = commonSe ** 2;
    const se = Math.sqrt(ownPart + commonPart);
    if (se === 0) return;
    // Welch–Satterthwaite for the sum of the row's own error and the common shift's.
    const rowDf = (ownPart + commonPart) ** 2 / (ownPart ** 2 / ownDf + (commonPart > 0 ? commonPart ** 2 / commonDf : 0));
    // The rank test sees each pair's own change plus the common one; the t adds their errors.
    const shifted = (own[r] as number[]).map((value) => value + centre);
    const result = pairedResult(shifted, centre + (ownMeans[r] as number), se, ownVariance + n * commonPart, rowDf, alpha, method);
    row.test = { ...result.test, warnings: row.test?.warnings ?? [] };
    if (result.suite === undefined) delete row.suite;
    else row.suite = result.suite;
  });
}

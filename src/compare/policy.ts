import type { Correction } from '../model/report.js';
import { DEFAULT_SIGNIFICANCE } from '../model/significance.js';

export const FAIL_ON_VALUES = ['regression', 'undecided', 'never'] as const;
export const OUTLIER_MODES = ['report', 'mad'] as const;
import type { TestMethod } from './methods/index.js';

export { type TestMethod } from './methods/index.js';
export const RUNNER_MISMATCH_MODES = ['warn', 'neutral', 'fail'] as const;
export type RunnerMismatchMode = (typeof RUNNER_MISMATCH_MODES)[number];
export type OutlierMode = (typeof OUTLIER_MODES)[number];
export type FailOn = (typeof FAIL_ON_VALUES)[number];

/** Everything that decides a verdict, in one named object (docs/design.md, Verdict engine defaults). */
export interface Policy {
  /** Significance level, applied to the adjusted p-values; the intervals are (1 − alpha). */
  readonly alpha: number;
  /** Relative change inside which a significant change is `noise`, never a regression. */
  readonly noise: number;
  /**
   * The largest slowdown a ✔️ headline may leave open over the rows that matter (compare/certify.ts);
   * the noise threshold says what is too small to be a regression.
   */
  readonly certify: number;
  readonly correction: Correction;
  readonly failOn: FailOn;
  /** `report`: Tukey outliers are counted, never dropped (Criterion); `mad`: perfcmp's filter drops them, counted. */
  readonly outliers: OutlierMode;
  /** When the runners differ (OS, CPU model, cores): `warn` says so; `neutral` never fails; `fail` fails. */
  readonly onRunnerMismatch: RunnerMismatchMode;
  /** `welch` (default), `mann-whitney` (benchstat's rank test, for heavy-tailed data) or `bootstrap` (Criterion's, seeded). */
  readonly test: TestMethod;
  /**
   * Across jobs with one baseline job, how far another VM moves a benchmark (relative; doubled when
   * the runners' CPU models differ): a change beyond it is decided, one inside it is not
   * (docs/statistics.md, "Against one other job").
   */
  readonly jobEffectBound: number;
}

export const DEFAULT_POLICY: Policy = {
  ...DEFAULT_SIGNIFICANCE,
  // Chosen by simulation (docs/statistics.md, The headline): a quiet one-job A/A suite at 5 runs is certified most of the time, a planted +10% almost never.
  certify: 0.05,
  correction: 'bh',
  failOn: 'regression',
  outliers: 'report',
  onRunnerMismatch: 'warn',
  test: 'welch',
  jobEffectBound: 0.25,
};

/** `benchgate run`'s correction: its confidence sequence holds over the rows by Bonferroni (or none). */
export const RUN_CORRECTION = 'bonferroni' satisfies Policy['correction'];

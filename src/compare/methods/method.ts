import type { Better } from '../../model/series.js';
import type { TestKind } from '../../model/report.js';
import { seedFromString } from '../../stats/rng.js';
import type { TTestResult } from '../../stats/welch.js';
import type { RowTest } from '../row.js';
import type { SideAnalysis } from '../side.js';
import { tInterval } from '../verdict.js';
import type { PairedTest } from './paired-tests.js';

/** A row tested across runs by Welch's t, which every method starts from (its size, its df). */
export type WelchRow = RowTest & { readonly result: TTestResult };

/** An interval of the relative change, positive is worse; a null end is unbounded. */
export type ChangeInterval = readonly [number | null, number | null];

/** A row's effect on the log scale (the suite model's, or its pairs'), with its interval at its test's level. */
interface LogEffect {
  readonly effect: number;
  readonly se: number;
  readonly df: number;
  readonly ci: readonly [number, number];
}

/**
 * How a row decided on its log ratio gets its intervals at a level other than its test's alpha:
 * `shown` beside the verdict (at the verdict's level), `marginal` at the user's alpha.
 */
export interface LogEffectIntervals {
  shown(effect: LogEffect, level: number, alpha: number): readonly [number, number];
  marginal(effect: LogEffect, level: number, alpha: number): readonly [number, number];
}

/** The t's intervals (the suite model's, the paired t's): remade at any level from the effect, its se and its df. */
export const T_INTERVALS: LogEffectIntervals = {
  shown: (e, level, alpha) => (level === alpha ? e.ci : tInterval(e.effect, e.se, e.df, level)),
  marginal: (e, level) => tInterval(e.effect, e.se, e.df, level),
};

/**
 * A statistical method of the comparison: what it does to a row tested across runs, and what it
 * stands for where rows are tested otherwise (pairs of runs, the suite model). One file each in
 * this folder, one line in methods/index.ts; callers ask it, and never branch on which it is
 * (benchmath's Assumption).
 */
export interface TestMethodSpec {
  /** The name of `--test` and the `test` input. */
  readonly id: string;
  /** Its line in `--help` (under 60 characters). */
  readonly help: string;
  /** The test of paired designs (`--paired`, `benchgate run`) it stands for; absent: none (it is refused there). */
  readonly paired?: PairedTest;
  /** What the suite model (limma's moderated t, the common shift) does with its rows in a design. */
  suiteRole(design: Design): SuiteRole;
  /** The seed of a row's test and intervals, from its series' key (model/series.ts seriesKey): 0 where nothing it does is random. */
  rowSeed(seriesKey: string): number;
  /** Welch's test of the row refined by the method: its p, its warnings, its interval. */
  refine(welch: WelchRow, baseline: SideAnalysis, current: SideAnalysis, alpha: number, seed: number, familySize: number): RowTest;
  /** Its interval of the difference at `level` for a row tested across runs with `df` (`result.ci` is the one at alpha). */
  intervalAt(result: TTestResult, df: number, baseline: SideAnalysis, current: SideAnalysis, level: number, seed: number): readonly [number, number];
  /**
   * Its interval of the change as a ratio of the centres, for a row tested across runs, where it
   * has one (null: unbounded); undefined where the interval of the difference, mapped, stands.
   */
  ratioInterval(
    better: Better,
    baseline: SideAnalysis,
    current: SideAnalysis,
    test: TestKind,
    df: number | null,
    level: number,
  ): ChangeInterval | null | undefined;
  /** How the rows its paired test decides get their intervals at other levels (T_INTERVALS for a method refused there). */
  readonly pairedIntervals: LogEffectIntervals;
}

/** How a comparison's runs were made: in pairs (paired), in one job (sameJob), or else across jobs. */
export interface Design {
  readonly paired: boolean;
  readonly sameJob: boolean;
}

/** The suite model tests the rows, judges beside the method's own test, or stays out. */
export type SuiteRole = 'tests' | 'beside' | 'none';

/** suiteRole of the method the suite model is: it tests every row but pairs, which are net of the drift they share. */
export const SUITE_MODEL_TESTS = ({ paired }: Design): SuiteRole => (paired ? 'none' : 'tests');

/**
 * suiteRole of a method with a test of its own: across jobs the suite model judges beside it,
 * since only the model sees another VM's shift; in one job (pairs included) it tests alone.
 */
export const SUITE_MODEL_BESIDE = ({ paired, sameJob }: Design): SuiteRole => (paired || sameJob ? 'none' : 'beside');

/** rowSeed of a method whose answers are random: from its name and the series' key. */
export function seededByName(id: string): (seriesKey: string) => number {
  return (seriesKey) => seedFromString(`${id}\u0000${seriesKey}`);
}

/** rowSeed of a method whose answers are not random. */
export const UNSEEDED = (): number => 0;

/** ratioInterval of a method that has none of its own. */
export const NO_RATIO_INTERVAL = (): undefined => undefined;

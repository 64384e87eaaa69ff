import type { TTestResult } from '../../stats/welch.js';
import type { RowTest } from '../row.js';
import type { SideAnalysis } from '../side.js';

/** A row tested across runs by Welch's t, which every method starts from (its size, its df). */
export type WelchRow = RowTest & { readonly result: TTestResult };

/**
 * A statistical method of the comparison: what it does to a row tested across runs, and what it
 * stands for where rows are tested otherwise (pairs of runs, the suite model). One file each in
 * this folder, one line in methods/index.ts; the compiler lists every place that asks.
 */
export interface TestMethodSpec {
  /** The name of `--test` and the `test` input. */
  readonly id: string;
  /** Its line in `--help` (under 60 characters). */
  readonly help: string;
  /** The test of paired designs (`--paired`, `benchgate run`) it stands for; absent: none (it is refused there). */
  readonly paired?: 't' | 'signed-rank';
  /** Rows of a suite are tested by the suite model (limma's moderated t, the common shift) with it. */
  readonly suiteModel: boolean;
  /** Its p-values and intervals depend on a seed, drawn from the row's names. */
  readonly seeded: boolean;
  /** Welch's test of the row refined by the method: its p, its warnings, its interval. */
  refine(welch: WelchRow, baseline: SideAnalysis, current: SideAnalysis, alpha: number, seed: number, familySize: number): RowTest;
  /** Its own interval of the difference at `level`, when it has one (else Welch's t and Fieller's ratio are shown). */
  readonly ownInterval?: (baseline: readonly number[], current: readonly number[], level: number, seed: number) => readonly [number, number];
}

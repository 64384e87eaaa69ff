import type { RowReason } from '../../model/reason.js';
import { signedRankTest } from '../../stats/signed-rank.js';
import { studentTQuantile, studentTTwoSidedP } from '../../stats/student-t.js';

// The tests of paired designs (`--paired`, `benchgate run`) a method stands for (its `paired`).

/** A paired test's change on the log scale, its p and its interval at alpha; or why it cannot bound one. */
type PairedDecision = { readonly effect: number; readonly p: number; readonly ci: readonly [number, number] } | { readonly reason: RowReason };

/** A test of the pairs' log ratios d_i, asked by compare/paired.ts, which never branches on which it is. */
export interface PairedTest {
  /** The design's name of the test (the report's design line). */
  readonly name: 't' | 'signed-rank';
  /** Its decision on the pairs: `mean`, `se` and `df` are the t's (moderated across rows when there are enough). */
  decide(d: readonly number[], mean: number, se: number, df: number, alpha: number): PairedDecision;
}

/** The one-sample t on the pairs' log ratios. */
export const PAIRED_T: PairedTest = {
  name: 't',
  decide: (_d, mean, se, df, alpha) => {
    const half = studentTQuantile(1 - alpha / 2, df) * se;
    return { effect: mean, p: studentTTwoSidedP(mean / se, df), ci: [mean - half, mean + half] };
  },
};

/** Why the signed-rank test has no bounded interval here: too few pairs for the level, or pairs without change. */
function rankCannotDecide(d: readonly number[], alpha: number): RowReason {
  const zeros = d.filter((value) => value === 0).length;
  // The exact two-sided p of n untied pairs is at least 2 / 2^n.
  const needed = Math.ceil(Math.log2(2 / alpha));
  return zeros > 0 ? { code: 'rank-zero-pairs', zeros, pairs: d.length, alpha } : { code: 'rank-too-few', pairs: d.length, alpha, needed };
}

/** Wilcoxon's signed rank with the Hodges–Lehmann estimate and interval. */
export const SIGNED_RANK: PairedTest = {
  name: 'signed-rank',
  decide: (d, _mean, _se, _df, alpha) => {
    const rank = signedRankTest(d, alpha);
    if (!Number.isFinite(rank.ci[0]) || !Number.isFinite(rank.ci[1])) return { reason: rankCannotDecide(d, alpha) };
    return { effect: rank.estimate, p: rank.p, ci: rank.ci };
  },
};

import type { Comparison, Correction } from '../model/report.js';
import { RUN_CORRECTION } from './policy.js';

/**
 * Repeated looks without a growing false-alarm rate: after every pair from the first look on,
 * each row is judged by a (1 − level) interval with level = alpha · w_j / rows, where look j of
 * at most L spends w_j = 1 / (j (j + 1)) (j < L) and the last look the rest, 1 / L; the w_j sum
 * to 1. By the union bound over looks and rows, every interval of every look holds at once with
 * probability ≥ 1 − alpha: a confidence sequence. Deciding from it — a regression when the whole
 * interval is beyond +noise, unchanged when it lies inside ±noise — errs on any row of the
 * session with probability ≤ alpha, however many looks are taken (docs/design.md).
 */
export function lookLevel(look: number, looks: number, alpha: number, rows: number): number {
  const weight = look >= looks ? 1 / looks : 1 / (look * (look + 1));
  return (alpha * weight) / Math.max(1, rows);
}

/**
 * The family a session's confidence sequence holds over: its rows, by Bonferroni, whatever was
 * asked (the action's default is bh; the CLI refuses bh and holm), or each row alone (none).
 */
export function sequenceFamily(asked: Correction, rows: number): { readonly correction: Correction; readonly rows: number } {
  return asked === 'none' ? { correction: 'none', rows: 1 } : { correction: RUN_CORRECTION, rows };
}

/** How many looks a session can take: one after every pair from `minPairs` to `maxPairs`. */
export function lookCount(minPairs: number, maxPairs: number): number {
  return Math.max(1, maxPairs - minPairs + 1);
}

/** One look of a `benchgate run` session, an input of the comparison (CompareOptions.look). */
export interface Look {
  /** The user's alpha, spent over the session's looks. */
  readonly alpha: number;
  /** This look's level (lookLevel): every row is tested at it, with no further adjustment. */
  readonly level: number;
  /** Pairs seen so far. */
  readonly pairs: number;
  /** The correction the level stands for (bonferroni over the rows, or none), named in the report. */
  readonly correction: Correction;
  /** The session's looks at most, and why it stopped (its last look), for the report's design. */
  readonly looks: number;
  readonly stopped?: string | undefined;
}

/**
 * Whether a row is decided at this look: a change beyond the noise threshold (regression or
 * improvement), or an interval of the change inside ±noise (unchanged), or nothing to decide
 * (an exact metric, a row only on one side). Anything else needs more pairs. ±noise is
 * symmetric, so the change's orientation (worse or value) does not matter here.
 */
export function isDecided(row: Comparison, noise: number): boolean {
  if (row.verdict === 'regression' || row.verdict === 'improvement' || row.verdict === 'added' || row.verdict === 'removed') return true;
  if (row.test === 'exact') return true;
  if (row.changeCI === null) return false;
  const [low, high] = row.changeCI;
  return low !== null && high !== null && low >= -noise && high <= noise;
}

/**
 * A row of a look in the session's terms: its p scaled by alpha / level (capped at 1), so that it
 * is significant exactly when that p is under the user's alpha, as in every other report; and,
 * undecided, inconclusive with the reason and the pairs it would need.
 */
export function rowAtLook(row: Comparison, look: Look, noise: number): Comparison {
  const scaled = row.pValue === null ? row : { ...row, pAdjusted: Math.min(1, row.pValue * (look.alpha / look.level)) };
  // A row that could not be tested (units that differ) keeps its own reason.
  if (isDecided(scaled, noise) || row.test === 'none') return scaled;
  return {
    ...scaled,
    verdict: 'inconclusive',
    reason: {
      code: 'not-decided-after',
      pairs: look.pairs,
      noise,
      ...(row.sampleSize !== null && { morePairs: Math.max(0, row.sampleSize.perSide - look.pairs) }),
    },
  };
}

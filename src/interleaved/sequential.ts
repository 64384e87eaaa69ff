import type { Comparison, Report } from '../model/report.js';
import { countVerdicts } from '../compare/gate.js';
import { valueChangeInterval } from '../report/cells.js';

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

/** How many looks a session can take: one after every pair from `minPairs` to `maxPairs`. */
export function lookCount(minPairs: number, maxPairs: number): number {
  return Math.max(1, maxPairs - minPairs + 1);
}

/**
 * The last look's report in the session's terms: alpha back to the user's, and each p scaled by
 * alpha / level (capped at 1), so that a row is significant exactly when its adjusted p is under
 * alpha, as in every other report.
 */
export function adjustForLooks(report: Report, alpha: number, level: number): Report {
  const scale = alpha / level;
  const comparisons = report.comparisons.map((row) => (row.pValue === null ? row : { ...row, pAdjusted: Math.min(1, row.pValue * scale) }));
  return { ...report, alpha, comparisons };
}

/**
 * Whether a row is decided at this look: a change beyond the noise threshold (regression or
 * improvement), or an interval of the change inside ±noise (unchanged), or nothing to decide
 * (an exact metric, a row only on one side). Anything else needs more pairs.
 */
export function isDecided(row: Comparison, noise: number): boolean {
  if (row.verdict === 'regression' || row.verdict === 'improvement' || row.verdict === 'added' || row.verdict === 'removed') return true;
  if (row.test === 'exact') return true;
  const interval = valueChangeInterval(row);
  if (interval === null) return false;
  const [low, high] = interval;
  return low !== null && high !== null && low >= -noise && high <= noise;
}

/**
 * The report of a session that stopped (or ran out of pairs, time or patience): rows that are
 * not decided become inconclusive with the reason and the pairs they would need.
 */
export function markUndecided(report: Report, noise: number, pairs: number): Report {
  const comparisons = report.comparisons.map((row): Comparison => {
    if (isDecided(row, noise)) return row;
    const needs = row.sampleSize === null ? '' : `; needs about ${Math.max(0, row.sampleSize.perSide - pairs)} more pairs`;
    return {
      ...row,
      verdict: 'inconclusive',
      reason: `not decided after ${pairs} pairs: the interval of the change reaches beyond ±${+(noise * 100).toFixed(4)}%${needs}`,
    };
  });
  return { ...report, comparisons, summary: countVerdicts(comparisons) };
}

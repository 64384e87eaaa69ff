import type { TailChange } from '../model/reason.js';
import type { Comparison } from '../model/report.js';
import { adjustPValues } from '../stats/correction.js';
import { amean } from '../stats/descriptive.js';
import { tailShareTest } from '../stats/tail-share.js';
import type { PendingRow } from './comparison.js';
import type { Policy } from './policy.js';
import { relativeChange } from './row.js';

// A run's value counts a sample beyond Tukey's severe fences (3 IQR from the run's quartiles) at
// its fence (stats/subselection.ts): a GC pause does not move a run. A tail that grows in every
// run is then invisible to the centre: 5% → 15% of samples at 3x moves the plain mean +18% and
// the robust centre +0.6%. This test finds such rows (docs/design.md, Verdict engine 1a): per
// run, the share of samples at a fence; Welch's test of the sides' shares on the angular scale,
// runs being the independent unit; adjusted across the rows as the rows' own p-values are; and
// only where it matters, when the plain mean's change differs from the robust centre's by more
// than the noise threshold.

/** A row's tail test before the adjustment: its p and what the finding would say. */
interface TailCandidate {
  readonly row: PendingRow;
  readonly p: number;
  readonly finding: Omit<TailChange, 'pAdjusted'>;
}

const allZero = (shares: readonly number[]): boolean => {
  for (let i = 0; i < shares.length; i++) if (shares[i] !== 0) return false;
  return true;
};

function candidate(row: PendingRow): TailCandidate | undefined {
  const { baseline, current } = row;
  if (baseline === null || current === null || row.clash !== undefined || row.deterministic === true || row.settings.exact) return undefined;
  // A side with a problem (a rate not above 0, a mean alone) has no tail.
  const baseTail = baseline.tail;
  const currentTail = current.tail;
  if (baseTail === undefined || currentTail === undefined) return undefined;
  // No sample beyond the fences in any run of either side: nothing to test (p would be 1), and
  // such rows, most of a well-behaved suite, would only widen the family.
  if (allZero(baseTail.shares) && allZero(currentTail.shares)) return undefined;
  const better = row.series.better;
  const robust = change(better, baseline.moments.mean, current.moments.mean);
  const plain = change(better, baseTail.plainMean, currentTail.plainMean);
  if (robust === null || plain === null) return undefined;
  const test = tailShareTest(baseTail, currentTail);
  if (!Number.isFinite(test.p)) return undefined;
  return {
    row,
    p: test.p,
    finding: {
      code: 'tail-changed',
      baselineShare: amean(baseTail.shares),
      currentShare: amean(currentTail.shares),
      robustChange: robust,
      plainChange: plain,
    },
  };
}

/** The relative change (positive worse) between two centres on the test scale, null without one. */
function change(better: PendingRow['series']['better'], baseline: number, current: number): number | null {
  const { change: value } = relativeChange(better, baseline, current - baseline, null);
  return value !== null && Number.isFinite(value) ? value : null;
}

/**
 * The rows of one reference whose tail changed and matters: the tail test's p adjusted across
 * every row it could test (policy.correction), under the row's alpha, with the plain mean's
 * change more than the row's noise threshold away from the robust centre's.
 */
export function findTailChanges(rows: readonly PendingRow[], policy: Policy): Map<PendingRow, TailChange> {
  const candidates: TailCandidate[] = [];
  for (const row of rows) {
    const found = candidate(row);
    if (found !== undefined) candidates.push(found);
  }
  const changed = new Map<PendingRow, TailChange>();
  if (candidates.length === 0) return changed;
  const adjusted = adjustPValues(
    candidates.map((found) => found.p),
    policy.correction,
  );
  candidates.forEach((found, i) => {
    const pAdjusted = adjusted[i] as number;
    const { row, finding } = found;
    if (pAdjusted < row.settings.alpha && Math.abs(finding.plainChange - finding.robustChange) > row.settings.noise)
      changed.set(row, { ...finding, pAdjusted });
  });
  return changed;
}

/**
 * A finished row with its changed tail: a row shown unchanged or within noise is not (its centre
 * is, its samples are not): inconclusive with the reason; a change, or a row undecided anyway,
 * keeps its verdict and reason with the finding as a warning; so does every row of a session's
 * look (`noteOnly`).
 */
export function withTailChange(row: Comparison, tail: TailChange | undefined, noteOnly = false): Comparison {
  if (tail === undefined) return row;
  if (!noteOnly && (row.verdict === 'unchanged' || row.verdict === 'noise')) return { ...row, verdict: 'inconclusive', reason: tail, sampleSize: null };
  return { ...row, warnings: [...row.warnings, tail] };
}

import type { BisectRow, BisectStep, RowChange } from '../model/bisect.js';

// How the bisect planner (plan.ts) reads one row's comparisons: a change judged against a margin,
// and what a midpoint's two comparisons say of a row hunted in a range.

/** How a comparison judged one row against a margin: beyond it, inside it, or neither yet. */
export type Judgement = 'moved' | 'same' | 'undecided';

/**
 * A row's change judged against ±margin by its interval: moved when the whole interval is beyond
 * it, the same when the whole interval is inside it (as a `run` session decides a row at the noise
 * threshold, compare/sequential.ts).
 */
export function judge(change: RowChange | undefined, margin: number): Judgement {
  if (change === undefined || change.low === null || change.high === null) return 'undecided';
  if (change.low > margin || change.high < -margin) return 'moved';
  if (change.low >= -margin && change.high <= margin) return 'same';
  return 'undecided';
}

/** A row's key in maps: benchmark and metric, which never hold a NUL. */
export const rowKey = (row: BisectRow): string => `${row.benchmark}\u0000${row.metric}`;

/**
 * The change a midpoint must be told apart from: half the step being hunted (a midpoint is
 * "like good" or "like bad" by which side of the half it lies), never under the noise threshold.
 * Below 1 as the configuration's noise must be.
 */
export function marginOf(step: number, noise: number): number {
  return Math.min(0.99, Math.max(noise, Math.abs(step) / 2));
}

/**
 * A row hunted in a range: its change from the range's low end to its high end as measured, and
 * the size of the step it is taken to hold (the measure when that comparison decided it, else the
 * step of the range it came from), which sets the margin of its midpoints: a noisy measure of
 * the range's own ends never shrinks it.
 */
export interface Hunted {
  readonly measured: RowChange;
  readonly step: number;
}

/** What a midpoint's two comparisons say of one row: the halves it is hunted in, and the ranges said as they are. */
export interface MidpointSaying {
  /** The row hunted in [lo, mid], when the step may lie there. */
  readonly low: Hunted | undefined;
  /** The row hunted in [mid, hi]. */
  readonly high: Hunted | undefined;
  /** Steps said as ranges: a half neither end tells apart, or a change not found again. */
  readonly ranges: BisectStep[];
}

/**
 * One hunted row at a midpoint, by its comparisons `before` (lo with mid) and `after` (mid with
 * hi): per row the midpoint is like the low end, like the high end, or like neither (the table in
 * BisectPlanner's comment).
 */
export function atMidpoint(
  { measured: row, step }: Hunted,
  before: RowChange | undefined,
  after: RowChange | undefined,
  ends: { readonly lo: number; readonly mid: number; readonly hi: number },
  noise: number,
): MidpointSaying {
  const { lo, mid, hi } = ends;
  let low: Hunted | undefined;
  let high: Hunted | undefined;
  const ranges: BisectStep[] = [];
  const margin = marginOf(step, noise);
  const judged = `${judge(before, margin)}/${judge(after, margin)}`;
  const range = (from: number, to: number, change: RowChange, why: 'undecided' | 'vanished') => ranges.push({ ...change, before: from, after: to, why });
  /** A half's row: its own measure, and the step it holds (its measure when decided). */
  const hunted = (measure: RowChange): Hunted => ({ measured: measure, step: judge(measure, margin) === 'moved' ? measure.change : step });
  // A half whose change is beyond the noise threshold holds a step of its own, whatever the
  // margin says: two steps of one size each move exactly half the range's change (the margin),
  // and a smaller second step less.
  const lowMoved = judge(before, noise) === 'moved';
  const highMoved = judge(after, noise) === 'moved';
  const own = (measure: RowChange): Hunted => ({ measured: measure, step: measure.change });
  if (before !== undefined && lowMoved && !['moved/same', 'moved/moved', 'moved/undecided'].includes(judged)) low = own(before);
  else if (before !== undefined && ['moved/same', 'moved/moved', 'undecided/same', 'moved/undecided'].includes(judged)) low = hunted(before);
  if (after !== undefined && highMoved && !['same/moved', 'moved/moved', 'undecided/moved'].includes(judged)) high = own(after);
  else if (after !== undefined && ['same/moved', 'moved/moved', 'same/undecided', 'undecided/moved'].includes(judged)) high = hunted(after);
  // A half that neither end tells apart, but whose estimate is past the margin: maybe a
  // second step, said as a range rather than dropped.
  if (judged === 'moved/undecided' && !highMoved && after !== undefined && Math.abs(after.change) > margin) range(mid, hi, after, 'undecided');
  if (judged === 'undecided/moved' && !lowMoved && before !== undefined && Math.abs(before.change) > margin) range(lo, mid, before, 'undecided');
  if (judged === 'undecided/undecided' && !lowMoved && !highMoved) range(lo, hi, row, 'undecided');
  // Both halves like their ends while the ends differ: the change is not found again here.
  if (judged === 'same/same' && !lowMoved && !highMoved) range(lo, hi, row, 'vanished');
  return { low, high, ranges };
}

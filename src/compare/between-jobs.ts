import { leaveOneOutMedians, medianInPlace, medianOf } from '../stats/selection.js';
import { studentTQuantile } from '../stats/student-t.js';

// The between-job spread τ² of a suite's rows (suite-model.ts): how much more the rows' changes
// scatter than their run-to-run noise explains, when the sides come from different CI jobs.

/** Rows a fit needs: about half the rows lie inside the median's term. */
const MIN_ROWS_FIT = 5;

/**
 * Two-sided tail beyond which a row is left out of τ²'s fit: changed rows would otherwise
 * inflate it (15% of rows at +10% put a 2% τ at 2.6%). The fit then matches the kept rows'
 * median to the median of a squared t truncated at the same tail, so an A/A suite is not biased.
 */
const CHANGED_ROW_TAIL = 0.003;
/** Passes of the leave-out-and-refit loop (it settles in two or three). */
const TRIM_PASSES = 5;

export interface BetweenJobFit {
  /** τ² of the suite, log scale: the fit on the rows kept. */
  readonly variance: number;
  /** Each row's common shift: the median effect of the rows kept, the row's own left out. */
  readonly centres: Float64Array;
  /** Each row's τ²: fitted with the row's own term left out (a row not kept: the suite's). */
  readonly rowVariances: Float64Array;
}

/**
 * Writes the standardised squared effects E²/(w + τ²) into `terms`.
 * The loop alone, with nothing after it: V8 compiles a long loop on the stack (OSR) before the
 * code after it has run, and such code left the bisection's closure deoptimising on every
 * call (26 times at go 10,000 × 5).
 */
function standardise(relative: ArrayLike<number>, within: ArrayLike<number>, tau2: number, terms: Float64Array): void {
  for (let r = 0; r < relative.length; r++) {
    const effect = relative[r] as number;
    terms[r] = (effect * effect) / ((within[r] as number) + tau2);
  }
}

/** The median of terms[0..length) without its smallest (`without` −1) or largest (+1) value, or of all (0); reorders `terms`. */
function medianWithout(terms: Float64Array, length: number, without: -1 | 0 | 1): number {
  if (without === 0 || length < 2) return medianInPlace(terms, length);
  let at = 0;
  for (let i = 1; i < length; i++) if (without * ((terms[i] as number) - (terms[at] as number)) > 0) at = i;
  terms[at] = terms[length - 1] as number;
  return medianInPlace(terms, length - 1);
}

/** What every fit of one suite shares: the typical row's within variance, the rows' df and the median's cost. */
interface FitScale {
  readonly typicalWithin: number;
  readonly rowDf: number;
  readonly medianCost: number;
}

/** The df of the typical row's w + τ² (Welch–Satterthwaite), against which τ² is measured. */
function referenceDf(scale: FitScale, tau2: number): number {
  return Math.min(1e6, (scale.typicalWithin + tau2) ** 2 / (scale.typicalWithin ** 2 / Math.min(scale.rowDf, 1e6)));
}

/** The `quantile` of a squared t at the typical row's df with τ². */
function squaredT(scale: FitScale, quantile: number, tau2: number): number {
  return studentTQuantile(0.5 + quantile / 2, referenceDf(scale, tau2)) ** 2;
}

/**
 * The τ² at which the median of the terms E²/(w + τ²·cost) (without the smallest or largest:
 * `without`) is the `quantile` of a squared t; 0 when it is there already.
 */
function fitVariance(relative: Float64Array, rowWithin: ArrayLike<number>, quantile: number, scale: FitScale, without: -1 | 0 | 1 = 0): number {
  const terms = new Float64Array(relative.length);
  const excess = (tau2: number): number => {
    standardise(relative, rowWithin, tau2 * scale.medianCost, terms);
    return medianWithout(terms, terms.length, without) - squaredT(scale, quantile, tau2);
  };
  let low = 0;
  let lowExcess = excess(0);
  if (!(lowExcess > 0)) return 0;
  // At this τ² every term is at most E²/τ², so the median is at most the reference (doubled until so).
  let high = Math.max(medianOf(Array.from(relative, (effect) => effect * effect)) / squaredT(scale, quantile, 0), Number.MIN_VALUE);
  let highExcess = excess(high);
  while (highExcess > 0) highExcess = excess((high *= 2));
  // Regula falsi, Illinois variant (an end kept twice has its excess halved): about 15
  // evaluations where bisection took 42, each a median of every row's term; the midpoint where
  // the secant falls outside the bracket.
  let kept = 0;
  for (let iteration = 0; iteration < 100 && high - low > 1e-12 * high; iteration++) {
    let next = (low * highExcess - high * lowExcess) / (highExcess - lowExcess);
    if (!(next > low && next < high)) next = (low + high) / 2;
    const value = excess(next);
    if (value > 0) {
      low = next;
      lowExcess = value;
      if (kept === -1) highExcess /= 2;
      kept = -1;
    } else {
      high = next;
      highExcess = value;
      if (kept === 1) lowExcess /= 2;
      kept = 1;
    }
  }
  return high;
}

/** The rows τ² was last fitted on: their indexes, effects less their centres, within variances, and the reference quantile. */
interface Members {
  readonly rows: readonly number[];
  readonly centres: Float64Array;
  readonly relative: Float64Array;
  readonly within: ArrayLike<number>;
  readonly quantile: number;
  readonly variance: number;
}

/**
 * Leaves out the rows far outside the fit (changed rows, mostly) and refits, re-centred on the
 * rows kept, until the fit settles; the quantile is the truncated one once a pass is taken, even
 * one that kept every row.
 */
function trimChangedRows(effects: Float64Array, within: ArrayLike<number>, scale: FitScale, start: Members): Members {
  let members = start;
  for (let pass = 0; pass < TRIM_PASSES && members.variance > 0; pass++) {
    const { centres, variance } = members;
    const cut = studentTQuantile(1 - CHANGED_ROW_TAIL / 2, referenceDf(scale, variance)) ** 2;
    const kept: number[] = [];
    for (let r = 0; r < effects.length; r++) {
      const effect = (effects[r] as number) - (centres[r] as number);
      if ((effect * effect) / ((within[r] as number) + variance * scale.medianCost) <= cut) kept.push(r);
    }
    if (kept.length < MIN_ROWS_FIT) break;
    const keptCentres = leaveOneOutMedians(effects, kept);
    const relative = Float64Array.from(kept, (r) => (effects[r] as number) - (keptCentres[r] as number));
    const keptWithin = Float64Array.from(kept, (r) => within[r] as number);
    const quantile = 0.5 * (1 - CHANGED_ROW_TAIL);
    const next = fitVariance(relative, keptWithin, quantile, scale);
    const settled = Math.abs(next - variance) <= 1e-9 * variance && keptCentres.every((centre, r) => centre === centres[r]);
    members = { rows: kept, centres: keptCentres, relative, within: keptWithin, quantile, variance: next };
    if (settled) break;
  }
  return members;
}

/**
 * The between-job spread τ² (a robust DerSimonian–Laird): the τ² with which the standardised
 * effects E²/(w + τ²) have the median of a squared t, 0 when they already do. The t's degrees of
 * freedom are those of a typical row's w + τ² (Welch–Satterthwaite), so that a τ² that dominates
 * is measured against a near-normal, not against the rows' own 2 df. Rows far outside the fit
 * (changed rows, mostly) are left out and the fit repeated, re-centred on the rows kept.
 *
 * Every row is judged out of sample: a row left out of the fit (a changed row) is measured against
 * the kept rows' median and τ², so a kept row is too. Its effect E is taken from the median of the
 * other kept rows, and its τ² fitted with its own term left out of the median: in sample, a null
 * row's residual shrank towards the median and its own far term raised τ², and 20-row suites
 * covered the A/A rows in 95.0-97.7% and the changed ones in 92.5-96.8% (docs/design.md).
 * τ² enters each term multiplied by `medianCost`, as it enters the rows' tests. The fit starts
 * from `everyRowCentres`, the leave-one-out medians of every row's effect.
 */
export function fitBetweenJobs(
  effects: Float64Array,
  within: ArrayLike<number>,
  scale: FitScale,
  leaveOutChanged: boolean,
  everyRowCentres: Float64Array,
): BetweenJobFit {
  const relative = Float64Array.from(effects, (effect, r) => effect - (everyRowCentres[r] as number));
  const start: Members = {
    rows: Array.from(effects, (_, r) => r),
    centres: everyRowCentres,
    relative,
    within,
    quantile: 0.5,
    variance: fitVariance(relative, within, 0.5, scale),
  };
  const members = leaveOutChanged ? trimChangedRows(effects, within, scale, start) : start;
  const { variance, quantile } = members;
  // Leaving out any term below the median moves it as leaving out the smallest does (above: the
  // largest), so two more fits give every kept row its τ², by its term's side at the suite's τ²,
  // on what τ² itself was fitted on.
  const terms = Float64Array.from(members.relative, (effect, i) => (effect * effect) / ((members.within[i] as number) + variance * scale.medianCost));
  const middle = medianOf(terms);
  const belowMiddle = fitVariance(members.relative, members.within, quantile, scale, -1);
  const aboveMiddle = fitVariance(members.relative, members.within, quantile, scale, 1);
  const rowVariances = new Float64Array(effects.length).fill(variance);
  members.rows.forEach((r, i) => {
    const term = terms[i] as number;
    rowVariances[r] = term < middle ? belowMiddle : term > middle ? aboveMiddle : variance;
  });
  return { variance, centres: members.centres, rowVariances };
}

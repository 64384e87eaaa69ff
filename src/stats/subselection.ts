import { amean, medianSorted } from './descriptive.js';
import type { Random } from './rng.js';

/** mmtests' documented advanced mode: 100 subselections of 80% (its code has used 1000, with replacement; see notes). */
export const SUBSELECTION_DRAWS = 100;
/** Runs with fewer samples than this use their plain mean: 80% of 4 leaves too little to resample. */
export const SUBSELECTION_MIN_SAMPLES = 5;

/**
 * The robust value of one run (mmtests' "advanced" mode): the median of the means of `draws`
 * random subselections of 80% of the run's samples, drawn without replacement.
 *
 * Works on the test scale (x for times, 1/x for rates), where the arithmetic mean is the right
 * centre for both. Each subselection keeps ⌊4n/5⌋ samples; the n − ⌊4n/5⌋ it drops are picked by
 * a partial Fisher–Yates shuffle (continuing the same permutation across draws), and its mean is
 * the run's total minus the dropped samples: O(n + draws·n/5) instead of O(draws·n).
 * Deviations from the run mean are summed so that values like 1.2e9 ns keep their digits.
 */
export function subselectionMedianMean(values: ArrayLike<number>, random: Random, draws: number = SUBSELECTION_DRAWS): number {
  const n = values.length;
  const shift = amean(values);
  if (n < SUBSELECTION_MIN_SAMPLES) return shift;
  const keep = Math.floor((4 * n) / 5);
  const drop = n - keep;
  const deviations = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const deviation = (values[i] as number) - shift;
    deviations[i] = deviation;
    total += deviation;
  }
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const means = new Float64Array(draws);
  for (let draw = 0; draw < draws; draw++) {
    let dropped = 0;
    for (let i = 0; i < drop; i++) {
      const j = i + Math.floor(random() * (n - i));
      const picked = order[j] as number;
      order[j] = order[i] as number;
      order[i] = picked;
      dropped += deviations[picked] as number;
    }
    means[draw] = shift + (total - dropped) / keep;
  }
  return medianSorted(means.sort());
}

import type { SampleSize } from '../model/report.js';
import { observationsToDecide } from '../stats/sample-size.js';
import type { TestedRow } from './comparison.js';
import type { Policy } from './policy.js';

/** The levels a row's verdict would use with n runs a side: to show it unchanged, and to show a change. */
interface SizingLevels {
  readonly unchanged: (n: number) => number;
  readonly change: (n: number) => number;
}

/**
 * An unchanged row is shown so at alpha (a row not selected keeps its level); a lone change among
 * `family` tests at alpha / family (the first step of BH and Holm; Bonferroni's), or alpha without
 * a correction. A sequential session judges both at its look's level (`sizing`).
 */
export function sizingLevels(alpha: number, policy: Policy, family: number, sizing: ((n: number) => number) | undefined): SizingLevels {
  const corrected = policy.correction === 'none' ? alpha : alpha / Math.max(1, family);
  return sizing === undefined ? { unchanged: () => alpha, change: () => corrected } : { unchanged: sizing, change: sizing };
}

/**
 * Runs a side (samples, for single runs) at which the row's interval would be decided against
 * ±noise, 4 times in 5 (docs/design.md, Verdict engine 5): with no change its interval at the
 * unchanged level would lie inside ±noise, with a change of twice the threshold its interval at
 * the change level beyond it. From the variance the row's interval rests on (se² of its runs,
 * scaled to n a side; the between-job τ², which runs do not reduce, kept), never from the
 * observed change: it settles as runs come in. Null when nothing varies, when the baseline is 0
 * (no relative change), or when τ² alone keeps the interval wider than ±noise: more runs alone
 * do not decide such a row.
 */
export function sizeFor(row: TestedRow, noise: number, levels: SizingLevels): SampleSize | null {
  const { baseline, current, test, suite } = row;
  const at = { unchangedLevel: levels.unchanged, changeLevel: levels.change };
  let perSide: number | undefined;
  if (suite === undefined) {
    perSide = observationsToDecide({
      spread: baseline.moments.variance + current.moments.variance,
      margin: noise * Math.abs(baseline.moments.mean),
      ...at,
      dfPerRun: 2,
    });
  } else {
    const fixed = suite.fixedVariance ?? 0;
    const paired = test.test === 'paired';
    // se² = spread · (1/kb + 1/kc) / 2 + τ²: the spread of n runs a side is se² of their mix, rescaled.
    const runs = 1 / baseline.stats.runs + 1 / current.stats.runs;
    const spread = (2 * Math.max(0, suite.se * suite.se - fixed)) / runs;
    perSide = observationsToDecide({ spread, fixed, margin: Math.log1p(noise), ...at, dfPerRun: paired ? 1 : 2 });
  }
  if (perSide === undefined) return null;
  return { perSide, unit: test.test === 'samples' ? 'samples' : 'runs', change: noise };
}

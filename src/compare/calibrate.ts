import type { Calibration } from '../model/calibration.js';
import { seriesKey, type SampleSet, type Series } from '../model/series.js';
import { quantileSorted } from '../stats/descriptive.js';
import { mulberry32, seedFromString } from '../stats/rng.js';
import { compareSampleSets } from './compare.js';
import type { BenchConfig } from './config.js';
import type { Policy } from './policy.js';

/** Fewer runs cannot be split into two halves that each have a spread. */
export const MIN_CALIBRATION_RUNS = 4;

/** The most runs any series of the set has: what calibration can split. */
export function runsOf(set: SampleSet): number {
  let runs = 0;
  for (const series of set.series) runs = Math.max(runs, series.runs.length);
  return runs;
}

function pick(set: SampleSet, indices: ReadonlySet<number>): SampleSet {
  return {
    runCount: indices.size,
    series: set.series.map((series): Series => ({ ...series, runs: series.runs.filter((_, index) => indices.has(index)) })),
  };
}

/** How large the noise threshold must be for a flagged row not to be flagged: beyond its interval's near end. */
function noiseToSilence(changeCI: readonly [number | null, number | null] | null, flagged: boolean): number {
  if (!flagged || changeCI === null) return 0;
  const [low, high] = changeCI;
  return Math.max(0, low ?? 0, high === null ? 0 : -high);
}

/**
 * A/A calibration: runs of one build are split into two random halves `splits` times (seeded)
 * and compared with the given settings. Every flag is a false alarm; their rate per row, and the
 * noise threshold that would keep it at or under alpha, tell a team what its runners allow.
 */
export function calibrate(set: SampleSet, policy: Policy, config: BenchConfig | undefined, splits: number): Calibration {
  const runs = runsOf(set);
  const half = Math.floor(runs / 2);
  const random = mulberry32(seedFromString(`calibrate:${runs}:${set.series.length}`));
  const order = Array.from({ length: runs }, (_, i) => i);
  const perRow = new Map<string, { benchmark: string; metric: string; alarms: number; needed: number[] }>();
  const suiteNeeded: number[] = [];
  let suiteAlarms = 0;
  for (let split = 0; split < splits; split++) {
    for (let i = runs - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const a = new Set(order.slice(0, half));
    const b = new Set(order.slice(half, 2 * half));
    // Both halves are drawn from the same runs: one design, whatever jobs the runs came from
    // (across jobs, a few rows would be left undecided and the calibration would see nothing).
    const report = compareSampleSets([{ label: 'half A', set: pick(set, a) }], { label: 'half B', set: pick(set, b) }, policy, config, { sameJob: true });
    let any = false;
    let worst = 0;
    for (const row of report.comparisons) {
      const key = seriesKey(row.benchmark, row.metric);
      const entry = perRow.get(key) ?? { benchmark: row.benchmark, metric: row.metric, alarms: 0, needed: [] };
      const flagged = row.verdict === 'regression' || row.verdict === 'improvement';
      if (flagged) entry.alarms++;
      any ||= flagged;
      // Whether a larger threshold would silence it depends on the same interval, flagged or not.
      const needed = noiseToSilence(row.changeCI, row.significant);
      entry.needed.push(needed);
      worst = Math.max(worst, needed);
      perRow.set(key, entry);
    }
    if (any) suiteAlarms++;
    suiteNeeded.push(worst);
  }
  const neededAt = (values: number[]): number =>
    quantileSorted(
      [...values].sort((x, y) => x - y),
      1 - policy.alpha,
    );
  return {
    splits,
    runs,
    alpha: policy.alpha,
    noise: policy.noise,
    suiteFalseAlarmRate: splits === 0 ? 0 : suiteAlarms / splits,
    suiteNoiseNeeded: splits === 0 ? 0 : neededAt(suiteNeeded),
    rows: [...perRow.values()].map((entry) => ({
      benchmark: entry.benchmark,
      metric: entry.metric,
      falseAlarms: entry.alarms,
      falseAlarmRate: entry.alarms / splits,
      noiseNeeded: neededAt(entry.needed),
    })),
  };
}

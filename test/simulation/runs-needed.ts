import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { isDecided, lookCount, lookLevel } from '../../src/compare/sequential.js';
import type { SampleSet } from '../../src/model/series.js';
import { INTERLEAVED, sessionSets } from './interleaved.js';

// How steady `benchgate run`'s runs-needed estimate is from look to look (issue 26: "jumps
// 5,693 → 11,740 → 3,183 → 13,237 between pairs"). Seeded interleaved sessions of `pairs` pairs
// (interleaved.ts) are looked at after every pair from the 3rd, as the session does (the paired
// analysis at the look's level, Bonferroni over the rows); at each look every undecided row's
// `sampleSize.perSide` is kept. Steadiness: the ratio of the larger to the smaller estimate of a
// row at two consecutive looks, and the spread (max / min) of a row's estimates over the looks.

export interface Steadiness {
  /** Consecutive-look ratios max(a, b) / min(a, b) of one row's estimate: median, 90th percentile, max. */
  readonly consecutive: readonly [number, number, number];
  /** Per row, max / min of its estimates over all looks at which it was undecided: median, 90th percentile. */
  readonly overLooks: readonly [number, number];
  /** The session's "about N more pairs" line's N + pairs (the largest estimate of an undecided row): consecutive ratios, median and 90th. */
  readonly session: readonly [number, number];
  /** Median estimate at the last look (pairs a side). */
  /** NaN when no row is undecided at the last look. */
  readonly lastMedian: number;
  readonly estimates: number;
}

const slice = (set: SampleSet, pairs: number): SampleSet => ({
  runCount: pairs,
  series: set.series.map((series) => ({ ...series, runs: series.runs.slice(0, pairs) })),
});

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export function runsNeededSteadiness(rows: number, pairs: number, planted: number, sessions: number, firstSeed = 1, minPairs = 3): Steadiness {
  const consecutive: number[] = [];
  const overLooks: number[] = [];
  const sessionRatios: number[] = [];
  const last: number[] = [];
  let estimates = 0;
  const looks = lookCount(minPairs, pairs);
  const alpha = DEFAULT_POLICY.alpha;
  for (let s = 0; s < sessions; s++) {
    const { baseline, current } = sessionSets({ ...INTERLEAVED, rows, pairs, planted }, firstSeed + s);
    const byRow = new Map<string, (number | undefined)[]>();
    const sessionEstimates: (number | undefined)[] = [];
    for (let k = minPairs; k <= pairs; k++) {
      const level = lookLevel(k - minPairs + 1, looks, alpha, rows);
      const report = compareSampleSets(
        [{ label: 'baseline', set: slice(baseline, k) }],
        { label: 'current', set: slice(current, k) },
        { ...DEFAULT_POLICY, alpha: level, correction: 'none' },
        undefined,
        { paired: true, marginalAlpha: alpha, sizingLevel: (n: number) => lookLevel(Math.max(k - minPairs + 1, n - minPairs + 1), looks, alpha, rows) },
      );
      let largest: number | undefined;
      for (const row of report.comparisons) {
        const list = byRow.get(row.benchmark) ?? [];
        const estimate = isDecided(row, DEFAULT_POLICY.noise) ? undefined : row.sampleSize?.perSide;
        if (estimate !== undefined) {
          estimates++;
          largest = Math.max(largest ?? 0, estimate);
        }
        list.push(estimate);
        byRow.set(row.benchmark, list);
      }
      sessionEstimates.push(largest);
    }
    for (const list of byRow.values()) {
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1], list[i]];
        if (a !== undefined && b !== undefined) consecutive.push(Math.max(a, b) / Math.min(a, b));
      }
      const seen = list.filter((value): value is number => value !== undefined);
      if (seen.length >= 2) overLooks.push(Math.max(...seen) / Math.min(...seen));
      const end = list[list.length - 1];
      if (end !== undefined) last.push(end);
    }
    for (let i = 1; i < sessionEstimates.length; i++) {
      const [a, b] = [sessionEstimates[i - 1], sessionEstimates[i]];
      if (a !== undefined && b !== undefined) sessionRatios.push(Math.max(a, b) / Math.min(a, b));
    }
  }
  return {
    consecutive: [quantile(consecutive, 0.5), quantile(consecutive, 0.9), quantile(consecutive, 1)],
    overLooks: [quantile(overLooks, 0.5), quantile(overLooks, 0.9)],
    session: [quantile(sessionRatios, 0.5), quantile(sessionRatios, 0.9)],
    lastMedian: quantile(last, 0.5),
    estimates,
  };
}

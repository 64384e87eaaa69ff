import { medianOf } from '../stats/selection.js';
import { quantileSorted } from '../stats/descriptive.js';
import type { RunMean } from './collect.js';
import type { MeasuredEffect, SeriesEffects } from './cpu-effect.js';
import type { Better } from '../model/series.js';
import type { CpuEffect } from './model.js';
import type { HistoryWarning } from './warning.js';

// The suite's view of the CPU models (issue 42, item 4): each series' offsets (cpu-effect.ts)
// gathered over the suite, a series' runs taken at the reference model's speed with its own
// offset checked against the suite's, and the note of a model that moves benchmarks.
/** The weight of the suite's median offset for a model, in commits of the series' own (a level's worth). */
const PRIOR_COMMITS = 2;
/** The share of the suite's series a model moves less than: an offset that may hold a step is trusted no further. */
const USUAL_SHARE = 0.9;

/** A CPU model over the suite's series: the median offset, and the USUAL_SHARE quantile of the offsets the worse way, for each direction of better. */
export interface SuiteOffset {
  readonly median: number;
  readonly usual: Readonly<Record<Better, number | undefined>>;
}

/** Each CPU model's offsets over the suite's series: measured from many commits, where one series' may rest on a few. */
export function suiteOffsets(perSeries: readonly SeriesEffects[]): Map<string, SuiteOffset> {
  const byModel = new Map<string, { all: number[]; lower: number[]; higher: number[] }>();
  for (const { measured, better } of perSeries)
    for (const { effect } of measured) {
      const changes = byModel.get(effect.model) ?? { all: [], lower: [], higher: [] };
      changes.all.push(effect.change);
      changes[better].push(effect.change);
      byModel.set(effect.model, changes);
    }
  const quantile = (changes: number[], share: number): number | undefined => {
    changes.sort((a, b) => a - b);
    return changes.length === 0 ? undefined : quantileSorted(changes, share);
  };
  return new Map(
    [...byModel].map(([model, { all, lower, higher }]) => [
      model,
      { median: medianOf(all), usual: { lower: quantile(lower, USUAL_SHARE), higher: quantile(higher, 1 - USUAL_SHARE) } },
    ]),
  );
}

/**
 * The factor a series' runs on a model are divided by: its own offset, drawn toward the suite's
 * median offset for the model (weighing as PRIOR_COMMITS commits) when every commit of it met
 * fewer reference commits than two levels' worth. Six slow jobs compared with the four reference
 * commits of a short level, two of those low by chance, made a series at most 9% slower measure
 * 10.5% (seed 312, the twentieth bimodal life): its slow jobs were taken below their level, a
 * level of their own, and a spike's way back stood above it. Drawn toward the suite also when
 * well measured, series 3% from the suite's median took 1% off and made 3 false entries in 20
 * lives: models move series unequally. Commits half ahead of the reference runs may hold a step:
 * their offset is taken no further the worse way than USUAL_SHARE of the suite's series move.
 * Three slow jobs after a 4.5% step measured 14.5% for a series 9% slower and were taken back to
 * the old level (seed 312, the tenth bimodal life, newest commits 64 and 65); the suite's median
 * instead made the newest slow jobs of series slower than most a regression (5 of 20 quiet lives).
 */
function adjustedFactor({ effect, thin, ahead }: MeasuredEffect, better: Better, suite: ReadonlyMap<string, SuiteOffset>): number {
  const offsets = suite.get(effect.model);
  if (offsets === undefined) return 1 + effect.change;
  const change = thin ? (effect.commits * effect.change + PRIOR_COMMITS * offsets.median) / (effect.commits + PRIOR_COMMITS) : effect.change;
  const usual = offsets.usual[better];
  if (!ahead || usual === undefined) return 1 + change;
  return 1 + (better === 'lower' ? Math.min(change, usual) : Math.max(change, usual));
}

/** The run means with each run on a measured model taken at the reference model's speed (the offset drawn toward the suite's). */
export function atReferenceSpeed(
  byCommit: ReadonlyMap<number, readonly RunMean[]>,
  { measured, betweenLevels, better }: SeriesEffects,
  suite: ReadonlyMap<string, SuiteOffset>,
): Map<number, number[]> {
  const factor = new Map(measured.map((one) => [one.effect.model, adjustedFactor(one, better, suite)]));
  const factorAt = (cpu: string | undefined, at: number): number => {
    if (cpu === undefined) return 1;
    const own = factor.get(cpu);
    if (own !== undefined) return own;
    return betweenLevels.get(cpu)?.has(at) === true ? 1 + (suite.get(cpu)?.median ?? 0) : 1;
  };
  const adjusted = new Map<number, number[]>();
  for (const [at, means] of byCommit)
    adjusted.set(
      at,
      means.map(({ value, cpu }) => value / factorAt(cpu, at)),
    );
  return adjusted;
}

/** One typed note a CPU model that moves benchmarks: how many series, of those measured on it, and their median offset. */
export function cpuModelWarnings(perSeries: readonly (readonly CpuEffect[])[]): HistoryWarning[] {
  const byModel = new Map<string, { reference: string; of: number; moved: number[] }>();
  for (const effects of perSeries)
    for (const effect of effects) {
      const entry = byModel.get(effect.model) ?? { reference: effect.reference, of: 0, moved: [] };
      entry.of++;
      if (effect.moves) entry.moved.push(effect.change);
      byModel.set(effect.model, entry);
    }
  return [...byModel]
    .filter(([, entry]) => entry.moved.length > 0)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([model, entry]) => ({
      code: 'cpu-model-moves' as const,
      model,
      reference: entry.reference,
      series: entry.moved.length,
      of: entry.of,
      medianChange: medianOf(entry.moved),
    }));
}

import type { HistoryRun } from '../../src/history/model.js';
import type { Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

export { gaussian };

export const commitOf = (i: number): string => `${i.toString(16).padStart(4, '0')}${'c'.repeat(36)}`;

export interface PlannedSeries {
  readonly benchmark: string;
  /** The level at each commit (1 = the starting level), before noise. */
  readonly level: (commit: number) => number;
  readonly better?: 'lower' | 'higher';
}

/**
 * Runs of a suite over `commits` commits, `runsPerCommit` each: every run of every series holds
 * `samples` values around 1 µs × its level, with run-to-run noise of relative sd `noise` (the
 * part that does not average out within a run, as on CI runners).
 */
export function suiteHistory(
  plan: readonly PlannedSeries[],
  commits: number,
  options: { runsPerCommit?: number; noise?: number; samples?: number; seed?: number } = {},
): HistoryRun[] {
  const { runsPerCommit = 1, noise = 0.01, samples = 5, seed = 1 } = options;
  const random = mulberry32(seed);
  const runs: HistoryRun[] = [];
  for (let c = 0; c < commits; c++)
    for (let r = 0; r < runsPerCommit; r++) {
      const series: Series[] = plan.map((planned) => {
        const runLevel = 1e-6 * planned.level(c) * (1 + noise * gaussian(random));
        const values = Float64Array.from({ length: samples }, () => runLevel * (1 + 0.002 * gaussian(random)));
        return { benchmark: planned.benchmark, metric: 'time', unit: 's', better: planned.better ?? 'lower', runs: [{ kind: 'samples', samples: values }] };
      });
      runs.push({ commit: commitOf(c), date: new Date(Date.UTC(2026, 0, 1 + c)).toISOString(), source: `run ${c}.${r}`, set: { runCount: 1, series } });
    }
  return runs;
}

/**
 * One run a commit of one series from its points as printed from a life of the simulation, in %
 * of the first (commits `firstCommit` on): each run's samples are the point's value (times 1 µs).
 */
export function runsOfPercents(benchmark: string, percents: readonly number[], firstCommit: number): HistoryRun[] {
  return percents.map((percent, i) => {
    const series: Series[] = [
      {
        benchmark,
        metric: 'time',
        unit: 's',
        better: 'lower',
        runs: [{ kind: 'samples', samples: Float64Array.from({ length: 3 }, () => 1e-6 * (1 + percent / 100)) }],
      },
    ];
    return { commit: commitOf(firstCommit + i), date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), source: `run ${i}`, set: { runCount: 1, series } };
  });
}

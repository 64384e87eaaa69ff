import type { Better, Run, SampleSet, Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';

// The series and sides the tests make by hand: one builder each, so that a change of the model's
// shapes is made once.

export interface SeriesFields {
  readonly metric?: string;
  readonly unit?: string;
  readonly better?: Better;
}

/** A run of raw samples. */
export const samplesRun = (samples: ArrayLike<number>): Run => ({ kind: 'samples', samples: Float64Array.from(samples) });

/** A series of `benchmark`, time in seconds where lower is better unless `fields` says otherwise; each run its samples, or a run. */
export function series(benchmark: string, runs: readonly (ArrayLike<number> | Run)[], fields: SeriesFields = {}): Series {
  return {
    benchmark,
    metric: fields.metric ?? 'time',
    unit: fields.unit ?? 's',
    better: fields.better ?? 'lower',
    runs: runs.map((run) => ('kind' in run ? run : samplesRun(run))),
  };
}

/**
 * Runs about `centre` from a seeded generator: each run shifted by up to ±spread/2 (1% unless
 * said), each of its samples by up to ±0.5% more.
 */
function seededRuns(centre: number, seed: number, shape: { runs?: number; samples?: number; spread?: number } = {}): Run[] {
  const random = mulberry32(seed);
  return Array.from({ length: shape.runs ?? 5 }, () => {
    const shift = 1 + (shape.spread ?? 0.01) * (random() - 0.5);
    return samplesRun(Array.from({ length: shape.samples ?? 10 }, () => centre * shift * (1 + 0.01 * (random() - 0.5))));
  });
}

/** Runs that wave about `centre` with no generator: sample i of run r is centre·(1 + amplitude·sin(wave(r, i))). */
export function wavingRuns(centre: number, runs: number, samples: number, wave: (run: number, sample: number) => number, amplitude = 0.002): Run[] {
  return Array.from({ length: runs }, (_, r) => samplesRun(Array.from({ length: samples }, (_, i) => centre * (1 + amplitude * Math.sin(wave(r, i))))));
}

/** A side of these series: its run count the most runs any of them has. */
export function sampleSet(...all: Series[]): SampleSet {
  return { runCount: Math.max(0, ...all.map((one) => one.runs.length)), series: all };
}

/** A series of seeded runs about `centre` (seededRuns), time in seconds unless `options` says otherwise. */
export function seededSeries(
  benchmark: string,
  centre: number,
  seed: number,
  options: SeriesFields & { runs?: number; samples?: number; spread?: number } = {},
): Series {
  return series(benchmark, seededRuns(centre, seed, options), options);
}

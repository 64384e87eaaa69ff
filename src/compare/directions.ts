import type { Better, SampleSet } from '../model/series.js';

/**
 * Overrides which way is better for named metrics (`--better allocs=lower`), on top of what the
 * unit implies. Applied to every side before comparing so the two always agree.
 */
export function applyDirections(set: SampleSet, overrides: ReadonlyMap<string, Better>): SampleSet {
  if (overrides.size === 0) return set;
  return {
    ...set,
    series: set.series.map((series) => {
      const better = overrides.get(series.metric);
      return better === undefined || better === series.better ? series : { ...series, better };
    }),
  };
}

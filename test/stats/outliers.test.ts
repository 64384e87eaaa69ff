import { describe, expect, it } from 'vitest';
import { analyseSide } from '../../src/compare/side.js';
import { madFilter } from '../../src/stats/mad-filter.js';
import { tukeyCounts } from '../../src/stats/outliers.js';
import vectors from './reference/outlier-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/outlier-vectors.json, made by gen_outliers.py (NumPy).

describe('Tukey classification and the MAD filter', () => {
  for (const c of vectors.cases) {
    it(`match NumPy for ${c.id}`, () => {
      const counts = tukeyCounts(c.values);
      expect({ mild: counts.mild, severe: counts.severe }).toEqual(c.tukey);
      expect(madFilter(c.values)).toEqual({ kept: c.mad.kept, dropped: c.mad.dropped });
    });
  }

  it('reports Tukey outliers without dropping them, and MAD drops with the count', () => {
    const spikes = vectors.cases.find((c) => c.id === 'two-spikes')?.values ?? [];
    const series = {
      benchmark: 'b',
      metric: 'time',
      unit: 's',
      better: 'lower' as const,
      runs: [
        { kind: 'samples' as const, samples: Float64Array.from(spikes) },
        { kind: 'samples' as const, samples: Float64Array.from(spikes, (v) => v * 1.01) },
      ],
    };
    const kept = analyseSide(series, 'current');
    expect(kept.stats.outliers).toEqual({ mild: 0, severe: 4, dropped: 0 });
    expect(kept.stats.samples).toBe(20);
    const filtered = analyseSide(series, 'current', 'mad');
    expect(filtered.stats.outliers.dropped).toBe(4);
    expect(filtered.stats.samples).toBe(16);
    expect(filtered.stats.max).toBeLessThan(11);
  });

  it('counts the outliers of a single run once, from its own sort or from counts a job made', () => {
    const spikes = vectors.cases.find((c) => c.id === 'two-spikes')?.values ?? [];
    const expected = tukeyCounts(spikes);
    const series = {
      benchmark: 'b',
      metric: 'time',
      unit: 's',
      better: 'lower' as const,
      runs: [{ kind: 'samples' as const, samples: Float64Array.from(spikes) }],
    };
    expect(analyseSide(series, 'current').stats.outliers).toEqual({ ...expected, dropped: 0 });
    // Counts handed in for the run (as the helper thread's jobs give them) are taken, not added to a count of its own.
    const handed = { values: [undefined], tukey: Int32Array.of(expected.mild, expected.severe), tails: new Float64Array(2), firstJob: 0 };
    expect(analyseSide(series, 'current', 'report', handed).stats.outliers).toEqual({ ...expected, dropped: 0 });
  });
});

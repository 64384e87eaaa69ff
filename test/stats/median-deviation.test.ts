import { describe, it } from 'vitest';
import { medianDeviationSorted } from '../../src/stats/subselection.js';
import { expectClose } from '../helpers/close.js';
import vectors from './reference/median-deviation-vectors.json' with { type: 'json' };

// Reference values: SciPy's median_abs_deviation(scale=1), gen_median_deviation.py.

describe('medianDeviationSorted', () => {
  for (const c of vectors.cases) {
    it(`matches SciPy for ${c.id}`, () => {
      expectClose(medianDeviationSorted(c.sorted, c.sorted.length, c.median), c.mad, 1e-12, c.id);
    });
  }
});

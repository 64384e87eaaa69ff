import { describe, expect, it } from 'vitest';
import { adjustPValues } from '../../src/stats/correction.js';
import { expectClose } from '../helpers/close.js';
import vectors from './reference/correction-vectors.json' with { type: 'json' };

// Reference values: test/stats/reference/correction-vectors.json, made by gen_correction.py
// (scipy.stats.false_discovery_control for BH; Holm and Bonferroni from their definitions).

describe('adjustPValues', () => {
  for (const c of vectors.cases) {
    for (const method of ['bh', 'holm', 'bonferroni'] as const) {
      it(`matches the reference ${method} for ${c.id}`, () => {
        const adjusted = adjustPValues(c.p, method);
        c[method].forEach((expected, i) => expectClose(adjusted[i], expected, vectors.tolerance_rel, `${c.id} ${method}[${i}]`));
      });
    }
  }

  it('leaves p-values alone with none and does not mutate its input', () => {
    const p = [0.3, 0.01, 0.2];
    expect(adjustPValues(p, 'none')).toEqual([0.3, 0.01, 0.2]);
    adjustPValues(p, 'bh');
    expect(p).toEqual([0.3, 0.01, 0.2]);
  });

  it('returns nothing for no p-values', () => {
    expect(adjustPValues([], 'bh')).toEqual([]);
  });
});

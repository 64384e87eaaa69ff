import { describe, expect, it } from 'vitest';
import { decideVerdict } from '../../src/compare/verdict.js';

// Criterion's rule at its edges: the boundaries are strict, an unbounded end decides nothing.
describe('decideVerdict', () => {
  it.each([
    [0.05, [0.1, 0.2], 'unchanged'], // p = alpha is not significant
    [0.049, [0.1, 0.2], 'regression'],
    [0.01, [0.02, 0.2], 'noise'], // the low end exactly at +noise is not beyond it
    [0.01, [0.0201, 0.2], 'regression'],
    [0.01, [null, 0.2], 'noise'], // unbounded below: never a regression
    [0.01, [-0.2, -0.02], 'noise'], // the high end exactly at −noise
    [0.01, [-0.2, -0.0201], 'improvement'],
    [0.01, [-0.2, null], 'noise'], // unbounded above: never an improvement
    [0.01, [-0.01, 0.01], 'noise'],
    [0.5, [-0.3, -0.2], 'unchanged'],
  ] as const)('p %s, interval %j → %s', (p, interval, verdict) => {
    expect(decideVerdict(p, interval, 0.05, 0.02)).toBe(verdict);
  });

  it('with a zero noise threshold, any significant interval off zero decides', () => {
    expect(decideVerdict(0.01, [0.001, 0.01], 0.05, 0)).toBe('regression');
    expect(decideVerdict(0.01, [-0.01, -0.001], 0.05, 0)).toBe('improvement');
    expect(decideVerdict(0.01, [0, 0.01], 0.05, 0)).toBe('noise');
  });
});

import { describe, expect, it } from 'vitest';
import { lookCount } from '../../src/compare/sequential.js';
import { planSession } from '../../src/pipeline.js';
import { pairOrder } from '../../src/pipeline/run-schedule.js';

// A run session's plan, asked of the pipeline before its first command runs.

describe('planSession', () => {
  it('orders the pairs from the seed alone and counts the looks of the confidence sequence', () => {
    const plan = planSession(7, 3, 30);
    const orders = Array.from({ length: 50 }, (_, pair) => plan.order(pair));
    expect(orders).toEqual(Array.from({ length: 50 }, (_, pair) => pairOrder(7)(pair)));
    // Both orders occur: the first run of a pair is random, not always the baseline's.
    expect(new Set(orders.map(([first]) => first))).toEqual(new Set(['baseline', 'current']));
    expect(plan.looks).toBe(lookCount(3, 30));
    expect(plan.looks).toBe(28);
  });
});

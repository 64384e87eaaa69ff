import { mulberry32 } from '../stats/rng.js';

export type Side = 'baseline' | 'current';

/**
 * The order of the two runs of every pair, random and reproducible: pair i runs
 * `order(i)[0]` first. Randomised multiple interleaved trials (Abedi and Brecht, ICPE 2017): a
 * drift that favours the first (or second) run of a pair cannot pose as a change.
 */
export function pairOrder(seed: number): (pair: number) => readonly [Side, Side] {
  const random = mulberry32(seed);
  const orders: (readonly [Side, Side])[] = [];
  return (pair) => {
    while (orders.length <= pair) orders.push(random() < 0.5 ? ['baseline', 'current'] : ['current', 'baseline']);
    return orders[pair] as readonly [Side, Side];
  };
}

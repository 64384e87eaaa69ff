import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fuzzOne, mutations } from './mutations.js';

// Seeded property tests of every parser (test/fuzz/mutations.ts): a few hundred cases a format in
// the default suite, which must stay quick on two cores; `npm run fuzz` runs 3,000 for depth. The
// seeds are split over two test files, so that the two workers of a 2-core machine share them.

/**
 * Mutations of each seed file end in a result or a named parse error, never an exception or a
 * non-finite report: `defaultRuns` cases a seed (300), or FUZZ_RUNS when set.
 */
export function fuzzSeeds(seeds: readonly (readonly [string, string])[], defaultRuns = 300): void {
  const RUNS = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  describe.each(seeds)('%s, mutated', (format, file) => {
    const seed = readFileSync(file, 'utf8');
    it(`ends in a result or a named parse error, never an exception or a non-finite report (${RUNS} cases)`, () => {
      let parsed = 0;
      fc.assert(
        fc.property(mutations, (steps) => {
          const text = steps.reduce((current, step) => step(current), seed);
          if (fuzzOne(format, file, text).kind === 'parsed') parsed++;
        }),
        { seed: 20261123, numRuns: RUNS },
      );
      // Mutations leave a share of the inputs readable: the engine behind the parser is exercised.
      expect(parsed).toBeGreaterThan(0);
    });
  });
}

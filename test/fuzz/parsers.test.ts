import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fuzzOne, mutations } from './mutations.js';

// Seeded property tests of every parser (test/fuzz/mutations.ts); `npm run fuzz` runs more.
export const SEEDS = [
  ['go', 'test/fixtures/go/baseline/run1.txt'],
  ['go-json', 'test/fixtures/go-json/run1.json'],
  ['google-benchmark', 'test/fixtures/peer-outputs/googlecpp_output.json'],
  ['pytest-benchmark', 'test/fixtures/pytest-benchmark/baseline/run1.json'],
  ['hyperfine', 'examples/hyperfine/raw/baseline-run1.json'],
  ['csv', 'examples/hyperfine/baseline/run1.csv'],
  ['cargo', 'test/fixtures/peer-outputs/cargo_output.txt'],
  ['catch2', 'test/fixtures/peer-outputs/catch2_output_v3.txt'],
  ['benchmarkdotnet', 'test/fixtures/peer-outputs/benchmarkdotnet.json'],
  ['jmh', 'test/fixtures/peer-outputs/jmh_output.json'],
  ['benchmark-js', 'test/fixtures/peer-outputs/benchmarkjs_output.txt'],
  ['custom-smaller-is-better', 'test/fixtures/peer-outputs/customSmallerIsBetter_output.json'],
  ['auto', 'test/fixtures/peer-outputs/go_fiber_duplicate_names_output.txt'],
] as const;

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

describe.each(SEEDS)('%s, mutated', (format, file) => {
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

import { fuzzSeeds } from './fuzz-seeds.js';

// The mutated seeds of the formats issue 43 added; 300 cases a seed by default (FUZZ_RUNS for more).
fuzzSeeds(
  [
    ['callgrind', 'test/fixtures/valgrind/baseline/callgrind.out.1'],
    ['cachegrind', 'test/fixtures/valgrind/baseline/cachegrind.out.1'],
    ['iai-callgrind', 'test/fixtures/iai-callgrind/compare-by-id.txt'],
    ['pyperf', 'test/fixtures/pyperf/baseline/run1.json'],
    ['vitest-bench', 'test/fixtures/vitest-bench/baseline/run1.json'],
    ['catch2-xml', 'test/fixtures/catch2-xml/baseline/run1.xml'],
    ['cargo-criterion', 'test/fixtures/cargo-criterion/alu-add.ndjson'],
    ['deno-bench', 'test/fixtures/deno-bench/docs-example.json'],
    ['asv', 'test/fixtures/asv/ee3c985d-existing-py.json'],
    ['divan', 'test/fixtures/divan/internal-benches.txt'],
  ],
  300,
);

import { fuzzSeeds } from './fuzz-seeds.js';

// The mutated seeds of the go text, Google Benchmark, pytest-benchmark and hyperfine parsers, and
// of detection (the rest: parsers-more.test.ts; the two files take about as long).
fuzzSeeds([
  ['go', 'test/fixtures/go/baseline/run1.txt'],
  ['google-benchmark', 'test/fixtures/peer-outputs/googlecpp_output.json'],
  ['pytest-benchmark', 'test/fixtures/shared-tools/pytest-benchmark-save-data.json'],
  ['hyperfine', 'examples/hyperfine/raw/baseline-run1.json'],
  ['auto', 'test/fixtures/peer-outputs/go_fiber_duplicate_names_output.txt'],
]);

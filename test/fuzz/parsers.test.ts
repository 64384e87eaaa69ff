import { fuzzSeeds } from './fuzz-seeds.js';

// The mutated seeds of the go (text and JSON), Google Benchmark, pytest-benchmark, hyperfine, CSV
// and cargo parsers (the rest: parsers-more.test.ts).
fuzzSeeds([
  ['go', 'test/fixtures/go/baseline/run1.txt'],
  ['go-json', 'test/fixtures/go-json/run1.json'],
  ['google-benchmark', 'test/fixtures/peer-outputs/googlecpp_output.json'],
  ['pytest-benchmark', 'test/fixtures/pytest-benchmark/baseline/run1.json'],
  ['hyperfine', 'examples/hyperfine/raw/baseline-run1.json'],
  ['csv', 'examples/hyperfine/baseline/run1.csv'],
  ['cargo', 'test/fixtures/peer-outputs/cargo_output.txt'],
]);

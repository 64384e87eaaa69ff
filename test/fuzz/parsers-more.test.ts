import { fuzzSeeds } from './fuzz-seeds.js';

// The mutated seeds of the go JSON, CSV, cargo, Catch2, BenchmarkDotNet, JMH, Benchmark.js and
// custom JSON parsers (the rest: parsers.test.ts).
fuzzSeeds([
  ['go-json', 'test/fixtures/go-json/run1.json'],
  ['csv', 'examples/hyperfine/baseline/run1.csv'],
  ['cargo', 'test/fixtures/peer-outputs/cargo_output.txt'],
  ['catch2', 'test/fixtures/peer-outputs/catch2_output_v3.txt'],
  ['benchmarkdotnet', 'test/fixtures/peer-outputs/benchmarkdotnet.json'],
  ['jmh', 'test/fixtures/peer-outputs/jmh_output.json'],
  ['benchmark-js', 'test/fixtures/peer-outputs/benchmarkjs_output.txt'],
  ['custom-smaller-is-better', 'test/fixtures/peer-outputs/customSmallerIsBetter_output.json'],
]);

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';
import { scratchDir } from '../helpers/scratch.js';

// BenchmarkDotNet's allocated bytes. .NET is not installable here: the peer output
// (test/fixtures/peer-outputs/benchmarkdotnet.json, github-action-benchmark's test data) with the
// `Memory` object that BenchmarkDotNet's JsonExporterBase adds under the MemoryDiagnoser
// (Gen0Collections, Gen1Collections, Gen2Collections, TotalOperations, BytesAllocatedPerOperation).

const PEER = 'test/fixtures/peer-outputs/benchmarkdotnet.json';

/** The peer file with the MemoryDiagnoser's block: Fib20 allocating `fib20` bytes an operation, Fib10 none known (null). */
function withMemory(name: string, fib20: number): string {
  const file = JSON.parse(readFileSync(PEER, 'utf8')) as { Benchmarks: { FullName: string; Memory?: object }[] };
  for (const benchmark of file.Benchmarks) {
    const bytes = benchmark.FullName.endsWith('Fib20') ? fib20 : null;
    benchmark.Memory = { Gen0Collections: 0, Gen1Collections: 0, Gen2Collections: 0, TotalOperations: 16777216, BytesAllocatedPerOperation: bytes };
  }
  const path = join(scratchDir('bdn-memory'), name);
  writeFileSync(path, JSON.stringify(file, null, 2));
  return path;
}

describe('BenchmarkDotNet allocated bytes', () => {
  it('keeps Memory.BytesAllocatedPerOperation as `allocated` in bytes, beside the times, and skips a null one', () => {
    const series = parseFixture(withMemory('a.json', 48), 'benchmarkdotnet');
    expect(seriesOf(series, 'Sample.Benchmarks.Fib20', 'allocated')).toMatchObject({ unit: 'B', better: 'lower' });
    expect(samplesOf(seriesOf(series, 'Sample.Benchmarks.Fib20', 'allocated'))).toEqual([48]);
    expect(series.some((s) => s.benchmark === 'Sample.Benchmarks.Fib10' && s.metric === 'allocated')).toBe(false);
    expect(seriesOf(series, 'Sample.Benchmarks.Fib20', 'time').runs.length).toBeGreaterThan(0);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(withMemory('b.json', 48), 'benchmarkdotnet');
  });

  it('compares allocations exactly with one run a side: A/A unchanged, A/B the doubled allocation found', () => {
    const baseline = withMemory('base.json', 48);
    const same = compareFiles([baseline], [withMemory('same.json', 48)]);
    expect(rowOf(same, 'Sample.Benchmarks.Fib20', 'allocated')).toMatchObject({ verdict: 'unchanged', test: 'exact' });
    expect(flaggedRows(same)).toEqual([]);
    const more = compareFiles([baseline], [withMemory('more.json', 96)]);
    expect(flaggedRows(more)).toEqual([['Sample.Benchmarks.Fib20', 'allocated', 'regression']]);
  });
});

import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * BenchmarkDotNet full JSON (`JsonExporter.Full`): every `Measurements` entry of mode Workload,
 * stage Result is a sample, nanoseconds / operations; a launch (a separate process) is a run.
 * Without measurements (brief JSON) the `Statistics` give a summary-only series. With the
 * MemoryDiagnoser, `Memory.BytesAllocatedPerOperation` (over the whole benchmark, null when not
 * measured) is `allocated`, one value a file: an exact count where the code allocates alike.
 */
function parseBenchmarkDotNet(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), '$');
  const builder = new SeriesBuilder();
  reader.array(root.Benchmarks, 'Benchmarks').forEach((entry, i) => {
    const path = `Benchmarks[${i}]`;
    const benchmark = reader.object(entry, path);
    const name = reader.string(benchmark.FullName ?? benchmark.DisplayInfo, `${path}.FullName`);
    const measurements = benchmark.Measurements === undefined ? [] : reader.array(benchmark.Measurements, `${path}.Measurements`);
    let found = false;
    measurements.forEach((value, k) => {
      const m = reader.object(value, `${path}.Measurements[${k}]`);
      if (m.IterationMode !== 'Workload' || m.IterationStage !== 'Result') return;
      const operations = reader.number(m.Operations, `${path}.Measurements[${k}].Operations`);
      const nanoseconds = reader.number(m.Nanoseconds, `${path}.Measurements[${k}].Nanoseconds`);
      builder.add(name, 'time', 'ns', nanoseconds / operations, { run: typeof m.LaunchIndex === 'number' ? String(m.LaunchIndex) : '1' });
      found = true;
    });
    const memory = benchmark.Memory === undefined || benchmark.Memory === null ? undefined : reader.object(benchmark.Memory, `${path}.Memory`);
    if (memory?.BytesAllocatedPerOperation !== undefined && memory.BytesAllocatedPerOperation !== null)
      builder.add(name, 'allocated', 'B', reader.number(memory.BytesAllocatedPerOperation, `${path}.Memory.BytesAllocatedPerOperation`));
    if (!found) {
      const stats = reader.object(benchmark.Statistics, `${path}.Statistics`);
      builder.addSummary(name, 'time', 'ns', {
        mean: reader.number(stats.Mean, `${path}.Statistics.Mean`),
        sd: reader.number(stats.StandardDeviation, `${path}.Statistics.StandardDeviation`),
        n: reader.number(stats.N, `${path}.Statistics.N`),
      });
    }
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: 'Benchmarks' }, 'expected at least one benchmark');
  return { series: builder.build() };
}

export const benchmarkDotNetFormat: Format = {
  id: 'benchmarkdotnet',
  description: 'BenchmarkDotNet full JSON; every launch is a run',
  detect: (source) => /^\s*\{/.test(headOf(source)) && /"HostEnvironmentInfo"\s*:|"Benchmarks"\s*:\s*\[/.test(headOf(source, 8192)),
  parse: parseBenchmarkDotNet,
};

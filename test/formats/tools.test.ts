import { messageOf } from '../helpers/error-message.js';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import type { SourceText } from '../../src/formats/parsed-file.js';
import { detectFormat, parseSource } from '../../src/formats/registry.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import type { Series } from '../../src/model/series.js';
import { writeCriterionTree } from '../helpers/criterion-tree.js';
import { fixture } from '../helpers/fixture.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { parseNative } from '../../src/formats/native.js';
import { scratchDir } from '../helpers/scratch.js';
import { samplesOf as samples, seriesOf as find } from '../helpers/format-checks.js';

function parse(source: SourceText, format = 'auto'): readonly Series[] {
  return parseSource(source, format).parsed.series;
}

const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

describe('go test -bench', () => {
  const series = parse(fixture('test/fixtures/shared-tools/go-test-bench-count5.txt'));

  it('makes every -count line a sample and every unit a metric, qualified by its package', () => {
    const time = find(series, 'example.com/gobench.BenchmarkDigest-2', 'time');
    expect(time).toMatchObject({ unit: 's', better: 'lower' });
    expect(samples(time)).toEqual([30886, 29006, 25519, 27624, 25309].map((ns) => ns / 1e9));
    expect(samples(find(series, 'example.com/gobench.BenchmarkDigest-2', 'throughput'))[0]).toBe(132.62e6);
    expect(find(series, 'example.com/gobench.BenchmarkDigest-2', 'throughput')).toMatchObject({ unit: 'B/s', better: 'higher' });
    expect(samples(find(series, 'example.com/gobench.BenchmarkSort-2', 'B/op'))).toEqual([189, 177, 193, 184, 189]);
    expect(find(series, 'example.com/gobench.BenchmarkJoin-2', 'allocs/op')).toMatchObject({ unit: 'allocs', better: 'lower' });
  });

  it('keeps custom b.ReportMetric units and sub-benchmarks', () => {
    const own = parse(fixture('test/fixtures/go/baseline/run1.txt'));
    expect(find(own, 'example.com/benchgate-fixture/textproc.BenchmarkJoin-2', 'words/op')).toMatchObject({ unit: 'words/op', better: 'lower' });
    expect(samples(find(own, 'example.com/benchgate-fixture/textproc.BenchmarkSort/n=1000-2', 'time'))).toHaveLength(5);
  });

  it('reads every metric of a line with more fields than the scanner has room for at first', () => {
    // 24 b.ReportMetric pairs: 50 fields, past the 32 the field lists start with.
    const pairs = Array.from({ length: 24 }, (_, k) => `${k + 0.5} m${k}/op`).join('\t');
    const got = parse({ name: 'wide.txt', text: `BenchmarkWide-2 100 ${pairs}\nBenchmarkWide-2 100 ${pairs}\n` });
    expect(got).toHaveLength(24);
    expect(got.map((s) => [s.metric, samples(s)])).toEqual(Array.from({ length: 24 }, (_, k) => [`m${k}/op`, [k + 0.5, k + 0.5]]));
  });

  it('adds to a benchmark that comes back later in the file, series in first-seen order', () => {
    // go test -count 2 -cpu 1,2 style output run twice into one file: names come back, units change.
    const text = [
      'BenchmarkA-2 100 10 ns/op',
      'BenchmarkA-2 100 11 ns/op',
      'BenchmarkB-2 100 20 ns/op\t64 B/op',
      'BenchmarkA-2 100 12 ns/op\t8 B/op',
      'BenchmarkA-2 100 13 ns/op\t8 B/op',
      'BenchmarkB-2 100 21 ns/op\t64 B/op',
      'BenchmarkA-2 100 14 ns/op',
      // Same number of values as the line before, another unit: its own metric.
      'BenchmarkC-2 100 5 MB/s',
      '',
    ].join('\n');
    const got = parse({ name: 'again.txt', text });
    expect(got.map((s) => `${s.benchmark} ${s.metric}`)).toEqual([
      'BenchmarkA-2 time',
      'BenchmarkB-2 time',
      'BenchmarkB-2 B/op',
      'BenchmarkA-2 B/op',
      'BenchmarkC-2 throughput',
    ]);
    expect(find(got, 'BenchmarkC-2', 'throughput')).toMatchObject({ unit: 'B/s', better: 'higher' });
    expect(samples(find(got, 'BenchmarkA-2', 'time'))).toEqual([10, 11, 12, 13, 14].map((ns) => ns / 1e9));
    expect(samples(find(got, 'BenchmarkA-2', 'B/op'))).toEqual([8, 8]);
    expect(samples(find(got, 'BenchmarkB-2', 'time'))).toEqual([20e-9, 21e-9]);
    expect(samples(find(got, 'BenchmarkB-2', 'B/op'))).toEqual([64, 64]);
  });

  it('keeps equal names in different packages apart', () => {
    const fiber = parse(fixture('test/fixtures/peer-outputs/go_fiber_duplicate_names_output.txt'));
    const names = fiber.filter((s) => s.metric === 'time').map((s) => s.benchmark);
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => name.startsWith('github.com/gofiber/fiber/v3/middleware/cache.'))).toBe(true);
  });

  it('rejects a result line whose last value has no unit, naming the line', () => {
    const text = 'pkg: x\nBenchmarkA-8   100   123 ns/op\nBenchmarkA-8   100   124 ns/op   45\n';
    expect(errorOf(() => parse({ name: 'go.txt', text }, 'go'))).toBe('go.txt:3: expected value-unit pairs after the iteration count, but "45" has no unit');
  });

  it('reads values written with exponents, signs or more than 15 digits as Number() does, in one pass or the slow one', () => {
    const values = ['1.5e+03', '1234567890.1234567', '+7', '.5', '12.', '0.000001', '3'];
    const text = values.map((value) => `BenchmarkA-8\t100\t${value} ns/op\t${value} MB/s\n`).join('');
    const [time, rate] = parse({ name: 'go.txt', text }, 'go');
    expect(time?.runs).toEqual([{ kind: 'samples', samples: Float64Array.from(values, (value) => Number(value) / 1e9) }]);
    expect(rate?.runs).toEqual([{ kind: 'samples', samples: Float64Array.from(values, (value) => Number(value) * 1e6) }]);
    for (const bad of ['1.2.3', '-', '1e', '0x10', 'NaN'])
      expect(errorOf(() => parse({ name: 'go.txt', text: `BenchmarkA-8 100 5 ns/op\nBenchmarkA-8 100 ${bad} ns/op\n` }, 'go'))).toBe(
        `go.txt:2: expected a number before the unit "ns/op", found "${bad}"`,
      );
  });

  it('tells apart names that differ in one byte anywhere, in the four-byte words or the tail, from bytes or text', () => {
    const stem = 'BenchmarkSort/n=1000-8';
    const variants: string[] = [];
    for (let at = 'Benchmark'.length; at < stem.length; at++) variants.push(`${stem.slice(0, at)}#${stem.slice(at + 1)}`);
    // The stem twice (as -count 2 writes it), then a variant twice: each variant's first line is compared with the stem.
    const text = variants.flatMap((variant, i) => [stem, stem, variant, variant].map((name, line) => `${name}\t100\t${4 * i + line + 1} ns/op\n`)).join('');
    const fromText = parse({ name: 'go.txt', text }, 'go');
    const fromBytes = parse({ name: 'go.txt', text, bytes: new Uint8Array(new TextEncoder().encode(text)) }, 'go');
    expect(fromText.map((s) => s.benchmark)).toEqual([stem, ...variants]);
    expect(samples(fromText[0] as Series)).toEqual(variants.flatMap((_, i) => [4 * i + 1, 4 * i + 2].map((ns) => ns / 1e9)));
    expect(fromText.slice(1).map((s) => samples(s))).toEqual(variants.map((_, i) => [4 * i + 3, 4 * i + 4].map((ns) => ns / 1e9)));
    expect(fromBytes).toEqual(fromText);
  });

  it('rejects a value that is not a number', () => {
    expect(errorOf(() => parse({ name: 'go.txt', text: 'BenchmarkA-8   100   12x ns/op\n' }, 'go'))).toMatch(
      /^go\.txt:1: expected a number before the unit "ns\/op", found "12x"$/,
    );
  });
});

describe('Google Benchmark JSON', () => {
  const series = parse(fixture('test/fixtures/shared-tools/google-benchmark-repetitions.json'));

  it('takes iteration rows as samples and skips the aggregate rows', () => {
    const real = find(series, 'BM_Sort/4096', 'real_time');
    expect(real).toMatchObject({ unit: 's', better: 'lower' });
    expect(samples(real)).toHaveLength(5);
    expect(samples(real)[0]).toBeCloseTo(3.505694809684906e-5, 15);
  });

  it('reads *_per_second counters as rates', () => {
    expect(find(series, 'BM_Sort/4096', 'items_per_second')).toMatchObject({ unit: 'items/s', better: 'higher' });
    const own = parse(fixture('test/fixtures/google-benchmark/baseline/run1.json'));
    expect(find(own, 'BM_Copy/65536', 'bytes_per_second')).toMatchObject({ unit: 'B/s', better: 'higher' });
  });

  it('reads an aggregates-only file (--benchmark_report_aggregates_only) as summary-only series from mean, stddev and repetitions', () => {
    const file = fixture('test/fixtures/google-benchmark-aggregates/baseline/run1.json');
    type Aggregate = { run_name: string; aggregate_name: string; real_time: number; items_per_second: number };
    const rows = (JSON.parse(file.text) as { benchmarks: Aggregate[] }).benchmarks;
    const row = (kind: string): Aggregate => {
      const found = rows.find((r) => r.run_name === 'BM_Sort/1024' && r.aggregate_name === kind);
      if (found === undefined) throw new Error(`no ${kind} row`);
      return found;
    };
    const aggregates = parse(file);
    // Three metrics a benchmark; the median and cv rows never become series of their own.
    expect(aggregates.map((s) => s.benchmark)).toEqual(expect.not.arrayContaining([expect.stringMatching(/_(mean|median|stddev|cv)$/)]));
    expect(aggregates).toHaveLength(9);
    const real = find(aggregates, 'BM_Sort/1024', 'real_time');
    expect(real.runs).toEqual([{ kind: 'summary', summary: { mean: row('mean').real_time * 1e-9, sd: row('stddev').real_time * 1e-9, n: 5 } }]);
    expect(find(aggregates, 'BM_Sort/1024', 'items_per_second').runs[0]).toEqual({
      kind: 'summary',
      summary: { mean: row('mean').items_per_second, sd: row('stddev').items_per_second, n: 5 },
    });
  });

  it('prefers the repetitions to the aggregates when a file has both, and needs nothing of those aggregates', () => {
    expect(find(series, 'BM_Sort/4096', 'real_time').runs.every((run) => run.kind === 'samples')).toBe(true);
    const text = JSON.stringify({
      context: { library_build_type: 'release' },
      benchmarks: [
        { name: 'a', run_name: 'a', run_type: 'iteration', real_time: 2, cpu_time: 2, time_unit: 'ns' },
        { name: 'a_mean', run_name: 'a', run_type: 'aggregate', aggregate_name: 'mean', real_time: 2, cpu_time: 2, time_unit: 'ns' },
      ],
    });
    expect(find(parse({ name: 'gb.json', text }), 'a', 'real_time').runs).toEqual([{ kind: 'samples', samples: Float64Array.of(2e-9) }]);
  });

  it('reads the counters of every row of a benchmark, when its rows differ in keys, their order or their values', () => {
    const row = (fields: object): object => ({ name: 'a', run_type: 'iteration', real_time: 1, cpu_time: 1, time_unit: 'ns', ...fields });
    const text = JSON.stringify({
      context: { library_build_type: 'release' },
      benchmarks: [
        row({ items_per_second: 10 }),
        // A counter first seen in a later row, one that is not a number here, and keys in another order.
        row({ items_per_second: 20, misses: 3 }),
        row({ items_per_second: 'n/a', misses: 4 }),
        { misses: 5, items_per_second: 40, cpu_time: 1, real_time: 1, time_unit: 'ns', run_type: 'iteration', name: 'a' },
        row({ items_per_second: 50 }),
      ],
    });
    const series = parse({ name: 'gb.json', text });
    expect(series.map((s) => [s.metric, Array.from(samples(s))])).toEqual([
      ['real_time', [1e-9, 1e-9, 1e-9, 1e-9, 1e-9]],
      ['cpu_time', [1e-9, 1e-9, 1e-9, 1e-9, 1e-9]],
      ['items_per_second', [10, 20, 40, 50]],
      ['misses', [3, 4, 5]],
    ]);
  });

  it('names the place of a malformed row', () => {
    const text = '{"context": {"library_build_type": "release"}, "benchmarks": [{"name": "a", "run_type": "iteration", "real_time": "fast", "cpu_time": 1}]}';
    expect(errorOf(() => parse({ name: 'gb.json', text }))).toBe('gb.json at benchmarks[0].real_time: expected a finite number');
  });

  it('names the place of a malformed counter or name, and keeps counters apart per benchmark', () => {
    const rows = (extra: object): string =>
      JSON.stringify({
        context: { library_build_type: 'release' },
        benchmarks: [
          { name: 'a', run_type: 'iteration', real_time: 2, cpu_time: 2, time_unit: 'us', items_per_second: 10 },
          { name: 'b', run_type: 'iteration', real_time: 3, cpu_time: 3, time_unit: 'ms', bytes_per_second: 5 },
          { name: 'a', run_type: 'iteration', real_time: 4, cpu_time: 4, time_unit: 'us', items_per_second: 20, ...extra },
        ],
      });
    const series = parse({ name: 'gb.json', text: rows({}) });
    expect(series.map((s) => [s.benchmark, s.metric, s.unit, s.runs])).toEqual([
      ['a', 'real_time', 's', [{ kind: 'samples', samples: Float64Array.of(2e-6, 4e-6) }]],
      ['a', 'cpu_time', 's', [{ kind: 'samples', samples: Float64Array.of(2e-6, 4e-6) }]],
      ['a', 'items_per_second', 'items/s', [{ kind: 'samples', samples: Float64Array.of(10, 20) }]],
      ['b', 'real_time', 's', [{ kind: 'samples', samples: Float64Array.of(3e-3) }]],
      ['b', 'cpu_time', 's', [{ kind: 'samples', samples: Float64Array.of(3e-3) }]],
      ['b', 'bytes_per_second', 'B/s', [{ kind: 'samples', samples: Float64Array.of(5) }]],
    ]);
    expect(errorOf(() => parse({ name: 'gb.json', text: rows({ items_per_second: Infinity }).replace('null', '1e999') }))).toBe(
      'gb.json at benchmarks[2].items_per_second: expected a finite number',
    );
    expect(errorOf(() => parse({ name: 'gb.json', text: rows({ name: 5 }) }))).toBe('gb.json at benchmarks[2].name: expected a string');
    expect(errorOf(() => parse({ name: 'gb.json', text: rows({ time_unit: 9 }) }))).toBe('gb.json at benchmarks[2].time_unit: expected a string');
    expect(errorOf(() => parse({ name: 'gb.json', text: rows({ run_type: 1 }) }))).toBe('gb.json at benchmarks[2].run_type: expected a string');
    expect(errorOf(() => parse({ name: 'gb.json', text: rows({ real_time: 'fast' }) }))).toBe('gb.json at benchmarks[2].real_time: expected a finite number');
  });

  it('says so when the file is truncated', () => {
    const text = fixture('test/fixtures/shared-tools/google-benchmark-repetitions.json').text.slice(0, 3000);
    expect(errorOf(() => parse({ name: 'gb.json', text }, 'google-benchmark'))).toMatch(
      /^gb\.json:\d+:\d+: not valid JSON: the file ends in the middle of a value/,
    );
  });
});

describe('pytest-benchmark JSON', () => {
  it('takes every round from stats.data', () => {
    const series = parse(fixture('test/fixtures/shared-tools/pytest-benchmark-save-data.json'));
    expect(series.length).toBeGreaterThan(0);
    for (const s of series) {
      expect(s.metric).toBe('time');
      expect(samples(s).length).toBeGreaterThan(1);
    }
  });

  it('gives a summary-only series when stats.data is absent', () => {
    // pytest-benchmark 3.2.2 always writes stats.data to --benchmark-json; older and trimmed files lack it.
    const json = JSON.parse(fixture('test/fixtures/pytest-benchmark/baseline/run1.json').text) as { benchmarks: { stats: Record<string, unknown> }[] };
    for (const benchmark of json.benchmarks) delete benchmark.stats.data;
    const series = parse({ name: 'summary.json', text: JSON.stringify(json) });
    const run = series[0]?.runs[0];
    const stats = json.benchmarks[0]?.stats;
    expect(run).toEqual({ kind: 'summary', summary: { mean: stats?.mean, sd: stats?.stddev, n: stats?.rounds } });
  });

  it('falls back to the summary when a tool trimmed the rounds ("... omitted" in stats.data)', () => {
    const series = parse(fixture('test/fixtures/peer-outputs/pytest_output.json'));
    expect(series[0]?.runs[0]).toMatchObject({ kind: 'summary', summary: { n: 38523 } });
  });

  it('rejects rounds that are not numbers when there is no summary, naming the place', () => {
    const broken = JSON.stringify({ machine_info: {}, benchmarks: [{ fullname: 'a', stats: { data: [1, null] } }] });
    expect(errorOf(() => parse({ name: 'broken.json', text: broken }))).toMatch(/broken\.json at benchmarks\[0\]\.stats\.data\[1\]: expected a finite number$/);
  });
});

describe('hyperfine JSON', () => {
  const series = parse(fixture('test/fixtures/shared-tools/hyperfine.json'));

  it('takes every timing as a sample, and user and system as per-run values', () => {
    const time = find(series, 'sort', 'time');
    expect(samples(time)).toHaveLength(8);
    expect(samples(time)[0]).toBe(0.09353425300000001);
    expect(samples(find(series, 'sort', 'user'))).toEqual([0.132014625]);
  });

  it('rejects a result without times', () => {
    const text = '{"results": [{"command": "sort", "mean": 0.1}]}';
    expect(errorOf(() => parse({ name: 'h.json', text }))).toBe(
      'h.json at results[0].times: expected the list of timings ("times"; hyperfine 1.11 or newer writes it)',
    );
  });
});

describe('Criterion.rs directory', () => {
  it('reads new/sample.json per benchmark as times[i]/iters[i], with throughput as a rate', () => {
    const root = scratchDir('criterion');
    writeCriterionTree(
      root,
      [
        { group: 'parse', fn: 'small', nsPerIter: 250, throughputBytes: 1000 },
        { group: 'parse', fn: 'large', nsPerIter: 9000 },
      ],
      1,
    );
    const [source] = readInputFiles([root], '--current');
    if (source === undefined) throw new Error('no source');
    expect(detectFormat(source).id).toBe('criterion');
    const series = parse(source);
    const time = find(series, 'parse/small', 'time');
    expect(samples(time)).toHaveLength(30);
    expect(samples(time)[0]).toBeGreaterThan(240e-9);
    expect(samples(time)[0]).toBeLessThan(260e-9);
    const rate = find(series, 'parse/small', 'throughput');
    expect(rate).toMatchObject({ unit: 'B/s', better: 'higher' });
    expect(samples(rate)[0]).toBeCloseTo(1000 / (samples(time)[0] as number), 0);
    expect(series.some((s) => s.benchmark === 'parse/large' && s.metric === 'throughput')).toBe(false);
  });

  it("reads Criterion 0.3.2's sample.json, the pair [iters, times], as the later object, and converts it losslessly", () => {
    const benches = [{ group: 'parse', fn: 'small', nsPerIter: 250, throughputBytes: 1000 }];
    const [pair, object] = ['pair', 'object'].map((shape) => {
      const root = scratchDir(`criterion-${shape}`);
      writeCriterionTree(root, benches, 7, shape === 'pair' ? 'pair' : 'object');
      return root;
    });
    const read = (root: string | undefined): readonly Series[] => {
      const [source] = readInputFiles([root ?? ''], '--current');
      if (source === undefined) throw new Error(`nothing read from ${root ?? ''}`);
      return parse(source);
    };
    expect(read(pair)).toEqual(read(object));
    const converted = runSourceCli(['convert', pair ?? '']);
    expect(converted.status).toBe(0);
    const back = parseNative({ name: 'c.json', text: converted.stdout }).series;
    expect(samples(find(back, 'parse/small', 'time'))).toEqual(samples(find(read(pair), 'parse/small', 'time')));
    const broken = {
      name: 'target/criterion',
      text: '',
      entries: [
        { name: 'g/b/new/sample.json', text: '[[1, 2], [5, 6], [7]]' },
        { name: 'g/b/new/benchmark.json', text: '{"full_id": "g/b"}' },
      ],
    };
    expect(errorOf(() => parse(broken, 'criterion'))).toMatch(/sample\.json at \$: expected the pair \[iters, times\]/);
  });

  it('rejects a sample.json without its benchmark.json', () => {
    const source = { name: 'target/criterion', text: '', entries: [{ name: 'g/b/new/sample.json', text: '{"iters": [1], "times": [5]}' }] };
    expect(errorOf(() => parse(source, 'criterion'))).toBe('target/criterion/g/b/new/sample.json: expected a benchmark.json beside it (Criterion writes both)');
  });
});

describe('peer outputs', () => {
  it('reads cargo bench medians as summary-only runs without a spread', () => {
    const series = parse(fixture('test/fixtures/peer-outputs/cargo_output.txt'));
    expect(series.map((s) => s.benchmark)).toEqual(['bench_fib_10', 'bench_fib_20']);
    expect(series[1]?.runs).toEqual([{ kind: 'summary', summary: { mean: 18149e-9, n: 1, median: true } }]);
    const units = parse(fixture('test/fixtures/peer-outputs/cargo_output_units.txt'));
    expect(find(units, 'upload', 'time')).toMatchObject({ unit: 'MS/s', better: 'higher' });
    expect(find(units, 'cmov', 'time')).toMatchObject({ unit: 'cycles', better: 'lower' });
  });

  it('reads BenchmarkDotNet statistics as a summary when no workload results were kept', () => {
    // The peer's file keeps only pilot and jitting measurements.
    const series = parse(fixture('test/fixtures/peer-outputs/benchmarkdotnet.json'));
    const run = find(series, 'Sample.Benchmarks.Fib10', 'time').runs[0];
    expect(run?.kind).toBe('summary');
  });

  it('reads BenchmarkDotNet workload results as samples, every launch a run', () => {
    const measurement = (launch: number, ns: number) => ({
      IterationMode: 'Workload',
      IterationStage: 'Result',
      LaunchIndex: launch,
      IterationIndex: 1,
      Operations: 4,
      Nanoseconds: ns,
    });
    const text = JSON.stringify({
      HostEnvironmentInfo: {},
      Benchmarks: [
        {
          FullName: 'A.B',
          Statistics: {},
          Measurements: [measurement(1, 400), measurement(1, 440), measurement(2, 420), { ...measurement(1, 9), IterationStage: 'Pilot' }],
        },
      ],
    });
    const series = parse({ name: 'bdn.json', text });
    expect(series[0]?.runs).toEqual([
      { kind: 'samples', samples: Float64Array.of(100e-9, 110e-9) },
      { kind: 'samples', samples: Float64Array.of(105e-9) },
    ]);
  });

  it('reads JMH raw data with every fork as a run and throughput as a rate', () => {
    const series = parse(fixture('test/fixtures/peer-outputs/jmh_output.json'));
    const first = series[0];
    expect(first).toMatchObject({ metric: 'throughput', unit: 'ops/s', better: 'higher' });
    expect(first?.runs.length).toBeGreaterThanOrEqual(1);
  });

  it('reads Catch2 mean and std dev, each in its own unit', () => {
    const series = parse(fixture('test/fixtures/peer-outputs/catch2_output_v2.txt'));
    const run = find(series, 'Fibonacci 20', 'time').runs[0];
    if (run?.kind !== 'summary') throw new Error('expected a summary');
    expect(run.summary.mean).toBeCloseTo(41.731e-6, 15);
    expect(run.summary.sd).toBeCloseTo(3.256e-6, 15);
    expect(run.summary.n).toBe(100);
  });

  it('reads benchmark.js ops/sec as a rate summary with the sd behind its margin of error', () => {
    const series = parse(fixture('test/fixtures/peer-outputs/benchmarkjs_output.txt'));
    expect(series.map((s) => s.benchmark)).toEqual(['fib(10)', 'fib(20)', 'createObjectBuffer with 200 comments']);
    const run = find(series, 'fib(20)', 'rate').runs[0];
    expect(run?.kind === 'summary' && run.summary.mean).toBe(12146);
    // rme 0.32% of 12146 = t(0.975, 95)·sd/√96
    expect(run?.kind === 'summary' && run.summary.sd).toBeCloseTo((12146 * 0.0032 * Math.sqrt(96)) / 1.985251, 1);
  });

  // The text formats' runners line their results up, padding each name to the longest of the run:
  // a benchmark with a longer name changes the padding of every other, which must not rename them.
  it.each([
    ['cargo', ['test sort   ... bench:      17,187 ns/iter (+/- 65)', 'test concat ... bench:      90,305 ns/iter (+/- 346)']],
    ['cargo', ['test sort          ... bench:      17,187 ns/iter (+/- 65)', 'test concat_longer ... bench:  90,305 ns/iter (+/- 346)']],
    ['benchmark-js', ['sort          x 1,431,759 ops/sec ±0.74% (93 runs sampled)', 'concat_longer x 12,146 ops/sec ±0.32% (96 runs sampled)']],
    [
      'catch2',
      [
        'benchmark name      samples   iterations    estimated',
        '-----',
        'sort          100   1   7.1 ms',
        '   344 ns   341 ns   349 ns',
        '   19 ns   11 ns   29 ns',
      ],
    ],
    ['go', ['BenchmarkSort-8          \t 1000\t      1234 ns/op', 'BenchmarkConcatLonger-8  \t 1000\t      5678 ns/op', 'PASS']],
  ])('trims the padding of %s names', (format, lines) => {
    const names = parse({ name: 'padded.txt', text: `${lines.join('\n')}\n` }).map((s) => s.benchmark);
    expect(detectFormat({ name: 'padded.txt', text: lines.join('\n') }).id).toBe(format);
    expect(names).toContain(format === 'go' ? 'BenchmarkSort-8' : 'sort');
    for (const name of names) expect(name).toBe(name.trim());
  });

  it('reads the custom JSON with the direction its format id gives', () => {
    const bigger = fixture('test/fixtures/peer-outputs/customBiggerIsBetter_output.json');
    expect(parse(bigger).map((s) => s.better)).toEqual(['higher', 'lower']);
    expect(parse(bigger, 'custom-bigger-is-better').map((s) => s.better)).toEqual(['higher', 'higher']);
    expect(parse(fixture('test/fixtures/peer-outputs/customSmallerIsBetter_output.json'), 'custom-smaller-is-better').every((s) => s.better === 'lower')).toBe(
      true,
    );
  });
});

describe('a named format that does not fit the file', () => {
  it('names the format the file is in, only when that format reads it', () => {
    const go = { name: 'go.txt', text: 'BenchmarkA-8  100  5 ns/op\n' };
    expect(errorOf(() => parse(go, 'cargo'))).toBe('go.txt: no "test NAME ... bench:" lines; this looks like go output: --format go, or leave --format auto');
    // Detected as cargo output but unreadable as such: no suggestion that fails in turn.
    const broken = { name: 'broken.txt', text: 'test a ... bench:      1 ns/iter (+/- 1)\ntest b ... bench: lots\n' };
    expect(errorOf(() => parse(broken, 'go'))).not.toMatch(/looks like/);
  });
});

describe('format detection', () => {
  it.each([
    ['test/fixtures/shared-tools/go-test-bench-count5.txt', 'go'],
    ['test/fixtures/peer-outputs/go_output.txt', 'go'],
    ['test/fixtures/shared-tools/google-benchmark-repetitions.json', 'google-benchmark'],
    ['test/fixtures/peer-outputs/googlecpp_output.json', 'google-benchmark'],
    ['test/fixtures/shared-tools/pytest-benchmark-save-data.json', 'pytest-benchmark'],
    ['test/fixtures/shared-tools/hyperfine.json', 'hyperfine'],
    ['test/fixtures/peer-outputs/cargo_output2.txt', 'cargo'],
    ['test/fixtures/peer-outputs/criterion_output.txt', 'cargo'],
    ['test/fixtures/peer-outputs/benchmarkdotnet.json', 'benchmarkdotnet'],
    ['test/fixtures/peer-outputs/jmh_output_2.json', 'jmh'],
    ['test/fixtures/peer-outputs/catch2_output_v3.txt', 'catch2'],
    ['test/fixtures/peer-outputs/benchmarkjs_output.txt', 'benchmark-js'],
    ['test/fixtures/peer-outputs/customSmallerIsBetter_output2.json', 'custom'],
    ['examples/hyperfine/baseline/run1.csv', 'csv'],
  ])('detects %s as %s', (path, id) => {
    expect(detectFormat(fixture(path)).id).toBe(id);
  });
});

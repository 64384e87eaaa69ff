import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSide } from '../../src/load/load-side.js';
import { InputError } from '../../src/errors.js';
import type { SourceText } from '../../src/formats/parsed-file.js';
import { parseSource } from '../../src/formats/registry.js';
import { ReadBuffer, readInputFiles, SHARED_READ_LIMIT } from '../../src/fs/read-inputs.js';
import { isUnitLike } from '../../src/units/unit.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// Inputs as an unlucky user or an attacker makes them: byte-order marks and CRLF, names and units
// that are Object.prototype keys, numbers that overflow, files that are not text or not files.

let scratch = '';
beforeAll(() => {
  scratch = scratchDir('hostile');
});

function file(name: string, content: string | Buffer): string {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
}

/** A native file of one benchmark "X" with one metric "m" in `unit`, holding `runs`. */
function nativeRuns(unit: string, runs: unknown[]): string {
  return JSON.stringify({ benchgate: 1, benchmarks: [{ name: 'X', metrics: [{ name: 'm', unit, runs }] }] });
}

function converted(path: string): unknown {
  const result = runSourceCli(['convert', path]);
  expect(result.status, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { benchmarks: unknown }).benchmarks;
}

function refused(args: string[], message: RegExp): void {
  const result = runSourceCli(args);
  expect(result.status).toBe(2);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(message);
}

const GO = readFileSync('test/fixtures/go/baseline/run1.txt', 'utf8');
const CARGO = 'test parse ... bench:       1,234 ns/iter (+/- 56)\ntest emit  ... bench:         987 ns/iter (+/- 12)\n';
const CSV = 'parse [ns],emit [ns]\n10,20\n11,21\n';
const GOOGLE = readFileSync('test/fixtures/peer-outputs/googlecpp_output.json', 'utf8');

describe('a byte-order mark and CRLF line ends change nothing', () => {
  for (const [name, text, ext] of [
    ['go', GO, 'txt'],
    ['cargo', CARGO, 'txt'],
    ['csv', CSV, 'csv'],
    ['google-benchmark', GOOGLE, 'json'],
  ] as const) {
    it(name, () => {
      const plain = converted(file(`${name}-plain.${ext}`, text));
      const marked = converted(file(`${name}-bom-crlf.${ext}`, `\uFEFF${text.replace(/\r?\n/g, '\r\n')}`));
      expect(marked).toEqual(plain);
    });
  }
});

describe('names and units that are Object.prototype keys are plain names', () => {
  it('in a CSV header and in go units', () => {
    const csv = converted(file('proto.csv', 'constructor [constructor],__proto__ [toString],hasOwnProperty [hasOwnProperty]\n1,2,3\n4,5,6\n')) as {
      name: string;
      metrics: { unit: string; runs: number[][] }[];
    }[];
    expect(csv.map((bench) => bench.name)).toEqual(['constructor', '__proto__', 'hasOwnProperty']);
    expect(csv[0]?.metrics[0]?.unit).toBe('constructor');
    expect(csv[0]?.metrics[0]?.runs).toEqual([[1, 4]]);
    const go = converted(file('proto.txt', 'BenchmarkA-8  100  5 constructor  7 __proto__\nBenchmarkA-8  100  6 constructor  8 __proto__\n')) as {
      metrics: { name: string; runs: number[][] }[];
    }[];
    expect(go[0]?.metrics.map((metric) => [metric.name, metric.runs])).toEqual([
      ['constructor', [[5, 6]]],
      ['__proto__', [[7, 8]]],
    ]);
  });
});

describe('units are checked where they enter', () => {
  // A unit is printed next to every number of every report: one from a fork's files must not
  // carry markup into the PR comment (the markdown face escapes it too).
  const unit = 'ns <img src=https://evil.example/t.png> @octocat';
  it.each([
    ['custom', 'unit.json', JSON.stringify([{ name: 'x', unit, value: 1 }])],
    ['csv-long', 'unit-long.csv', `benchmark,metric,unit,value\nx,time,"${unit}",1\n`],
    ['benchgate', 'unit-native.json', nativeRuns(unit, [[1, 2]])],
    ['csv', 'unit-wide.csv', `x [${unit}]\n1\n2\n`],
    ['custom', 'unit-long-name.json', JSON.stringify([{ name: 'x', unit: 'u'.repeat(101), value: 1 }])],
  ])('refuses a unit of %s (%s) that is not a unit, naming the file', (format, name, text) => {
    refused(
      ['convert', '--format', format, file(name, text)],
      new RegExp(
        `${name.replace('.', '\\.')}: benchmark "[xX]" metric "[^"]*": unit "[^"]*": expected a unit of at most 100 letters, digits, spaces and / % \\. _ - \\( \\) \\^ · °$`,
      ),
    );
  });

  it('accepts the units real tools write', () => {
    for (const real of [
      '',
      'ns',
      'ns/op',
      'B/op',
      'allocs/op',
      'MB/s',
      'µs',
      'μs',
      'ops/s',
      'items_processed/s',
      '%',
      '°C',
      'm²',
      'ns/iter',
      'req/s (p95)',
      'frames/op',
    ])
      expect(isUnitLike(real), real).toBe(true);
    for (const hostile of ['@octocat', 'ns|x', '<b>', '[x](y)', 'ms`', 'a&b', '$x$', '#1', 'ns\n', 'a*b']) expect(isUnitLike(hostile), hostile).toBe(false);
  });
});

describe('numbers are checked where they enter', () => {
  it.each([
    [
      'a go time that overflows once scaled',
      'huge.txt',
      'BenchmarkA-8  100  1e305 h/op\nBenchmarkA-8  100  2 ns/op\n',
      /benchmark "BenchmarkA-8" metric "h\/op": a sample .* is too large to compare/,
    ],
    ['a CSV value beyond double range', 'inf.csv', 'a [ns]\n1e400\n', /inf\.csv:2:1: expected a number for "a", found "1e400"/],
    [
      'a denormal rate whose reciprocal overflows',
      'tiny.txt',
      'BenchmarkA-8  100  5 ns/op  1e-320 MB/s\n',
      /benchmark "BenchmarkA-8" metric "throughput": a sample .* is too small to compare/,
    ],
    ['a negative time', 'negative.csv', 'a [ns]\n-5\n3\n', /negative\.csv: benchmark "a" metric "time": a sample -5e-9 s is negative/],
    // Go and Google Benchmark check as they store (SeriesBuilder.samplesInRange): one sample out of range has every one checked.
    [
      'a negative Google Benchmark time on a later row',
      'negative-gb.json',
      JSON.stringify({
        context: { library_build_type: 'release' },
        benchmarks: [1, -1, 2].map((cpu) => ({ name: 'BM_A', run_type: 'iteration', real_time: 2, cpu_time: cpu, time_unit: 'ns' })),
      }),
      /negative-gb\.json: benchmark "BM_A" metric "cpu_time": a sample -1e-9 s is negative$/,
    ],
    [
      'a negative go time among repeated lines',
      'negative.txt',
      'BenchmarkA-8  100  5 ns/op\nBenchmarkA-8  100  -5 ns/op\nBenchmarkA-8  100  6 ns/op\n',
      /negative\.txt: benchmark "BenchmarkA-8" metric "time": a sample -5e-9 s is negative$/,
    ],
    // The native reader checks as it reads (Format.checksValues): the same rules, the same words.
    [
      'a native sample too large',
      'large.json',
      nativeRuns('B', [[1, 2e150]]),
      /large\.json: benchmark "X" metric "m": a sample 2e\+150 \(B\) is too large to compare; check the unit$/,
    ],
    [
      'a native sample too small once scaled',
      'small.json',
      nativeRuns('ns', [[5, 1e-145]]),
      /small\.json: benchmark "X" metric "m": a sample 1e-154 \(s\) is too small to compare; check the unit$/,
    ],
    ['a negative native time', 'negative.json', nativeRuns('ms', [[3, -2]]), /negative\.json: benchmark "X" metric "m": a sample -0\.002 s is negative$/],
    [
      'a native summary mean too small',
      'mean.json',
      nativeRuns('s', [{ mean: 1e-200, n: 3 }]),
      /mean\.json: benchmark "X" metric "m": the mean 1e-200 \(s\) is too small to compare; check the unit$/,
    ],
    [
      'a native summary sd too large',
      'sd.json',
      nativeRuns('', [{ mean: 1, sd: 1e200, n: 3 }]),
      /sd\.json: benchmark "X" metric "m": the standard deviation 1e\+200 \(no unit\) is too large to compare; check the unit$/,
    ],
  ])('%s', (_, name, text, message) => {
    refused(['convert', file(name, text)], message);
  });

  it('lets a native sample of 0 and a negative count through, as every other format does', () => {
    expect(converted(file('zero.json', nativeRuns('', [[0, -3, 2]])))).toEqual([
      { name: 'X', metrics: [{ name: 'm', unit: '', better: 'lower', runs: [[0, -3, 2]] }] },
    ]);
  });
});

describe('files that are not UTF-8 text, or not files', () => {
  it('names UTF-16 and binary files in one line', () => {
    refused(
      ['convert', file('utf16.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GO, 'utf16le')]))],
      /"[^"]*utf16\.txt" is UTF-16 text; save it as UTF-8/,
    );
    refused(['convert', file('binary.json', Buffer.from([0x7b, 0x00, 0x01, 0x02, 0xff, 0x00]))], /"[^"]*binary\.json" is not text \(it holds binary data\)/);
  });

  it("reads go from the file's bytes as the text would read: a BOM, CRLF lines and names outside ASCII", () => {
    const text = `pkg: example.com/é\r\nBenchmarkSørt/größe-8 \t 100\t 12.5 ns/op\t 3 B/op\r\nBenchmarkSørt/größe-8 \t 100\t 13.5 ns/op\t 3 B/op\r\nBenchmarkΩ-8 10 7 ns/op\r\n`;
    const path = file('unicode.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    const [source] = readInputFiles([path], '--current');
    expect(source?.bytes).toBeDefined();
    const fromBytes = parseSource(source as SourceText, 'auto');
    const fromText = parseSource({ name: path, text }, 'go');
    expect(fromBytes.format.id).toBe('go');
    expect(fromBytes.parsed).toEqual(fromText.parsed);
    expect(fromBytes.parsed.series.map((series) => [series.benchmark, series.metric, series.runs])).toEqual([
      ['example.com/é.BenchmarkSørt/größe-8', 'time', [{ kind: 'samples', samples: Float64Array.of(12.5e-9, 13.5e-9) }]],
      ['example.com/é.BenchmarkSørt/größe-8', 'B/op', [{ kind: 'samples', samples: Float64Array.of(3, 3) }]],
      ['example.com/é.BenchmarkΩ-8', 'time', [{ kind: 'samples', samples: Float64Array.of(7e-9) }]],
    ]);
    expect(source?.text).toBe(text);
  });

  it('calls a file of white space empty, whether it is read as bytes or as text', () => {
    for (const content of ['', ' \n\t\r\n', '\ufeff  \n', '\u00a0\u00a0\n'])
      expect(() => parseSource(readInputFiles([file('blank.txt', content)], '--current')[0] as SourceText, 'auto')).toThrow(/blank\.txt: the file is empty/);
  });

  it('reads past the first 64 KB to call a file empty, and parses what follows 64 KB of white space', () => {
    const spaces = ' \n'.repeat(40_000);
    expect(() => parseSource(readInputFiles([file('long-blank.txt', spaces)], '--current')[0] as SourceText, 'auto')).toThrow(
      /long-blank\.txt: the file is empty/,
    );
    const [late] = readInputFiles([file('late.txt', `${spaces}BenchmarkX-8 100 10 ns/op\n`)], '--current') as [SourceText];
    expect(late.head?.(10)).toEqual(Buffer.from(spaces.slice(0, 10)));
    expect(parseSource(late, 'go').parsed.series.map((series) => series.benchmark)).toEqual(['BenchmarkX-8']);
  });

  it("reads a side's files one at a time as they are parsed, and lets each go once parsed", () => {
    const paths = ['a', 'b', 'c'].map((name, i) => file(`${name}.txt`, `BenchmarkX-8 100 ${10 + i} ns/op\nBenchmarkX-8 100 ${11 + i} ns/op\n`));
    const events: string[] = [];
    const sources = readInputFiles(paths, '--current').map((source): SourceText => {
      const name = basename(source.name);
      expect(source.size).toBe(statSync(source.name).size);
      return {
        name: source.name,
        get bytes() {
          events.push(`read ${name}`);
          return source.bytes as Uint8Array;
        },
        get text() {
          events.push(`read ${name}`);
          return source.text;
        },
        release: () => {
          events.push(`release ${name}`);
          source.release?.();
        },
      };
    });
    const side = loadSide(sources, 'auto');
    expect(events.filter((event, i) => event !== events[i - 1])).toEqual([
      'read a.txt',
      'release a.txt',
      'read b.txt',
      'release b.txt',
      'read c.txt',
      'release c.txt',
    ]);
    expect(side.set.series[0]?.runs).toHaveLength(3);
  });

  it("names the file whose series' direction differs from an earlier file of its side, before reading on", () => {
    const native = (better: string): string =>
      JSON.stringify({ benchgate: 1, benchmarks: [{ name: 'X', metrics: [{ name: 'speed', unit: 'ops/s', better, runs: [[5, 6]] }] }] });
    const paths = [file('better-a.json', native('higher')), file('better-b.json', native('lower')), file('better-c.json', '{"benchgate": 1, "benchmarks": 5}')];
    // A side is merged a file at a time: b's conflict is found before c (which fails to parse) is parsed.
    refused(
      ['compare', '--baseline', paths[0] as string, '--current', ...paths],
      /better-b\.json: "X" speed is in ops\/s \(lower is better\) here but in ops\/s \(higher is better\) in an earlier file$/,
    );
  });

  /** Whether two buffers start at the same memory (small buffers of Node's pool share one ArrayBuffer). */
  const sameMemory = (x: Buffer, y: Buffer): boolean => x.buffer === y.buffer && x.byteOffset === y.byteOffset;

  it("lends one read buffer to a file at a time: no file sees another's bytes, a released file's buffer serves the next", () => {
    const readBuffer = new ReadBuffer();
    const [a, b, c] = readInputFiles(
      ['a', 'b', 'c'].map((name) => file(`lent-${name}.txt`, `Benchmark${name.toUpperCase()}-8 100 ${name === 'c' ? '1234567' : '1'} ns/op\n`)),
      '--current',
      readBuffer,
    ) as [SourceText, SourceText, SourceText];
    const aBytes = a.bytes as Buffer;
    // a still holds the buffer: b gets its own, and reading it leaves a's bytes as they were.
    const bBytes = b.bytes as Buffer;
    expect(sameMemory(bBytes, aBytes)).toBe(false);
    expect(aBytes.toString()).toBe('BenchmarkA-8 100 1 ns/op\n');
    expect(bBytes.toString()).toBe('BenchmarkB-8 100 1 ns/op\n');
    a.release?.();
    // A longer file than a's, in the buffer a gave back (grown for it).
    const cBytes = c.bytes as Buffer;
    expect(cBytes.toString()).toBe('BenchmarkC-8 100 1234567 ns/op\n');
    c.release?.();
    b.release?.();
    const [again] = readInputFiles([a.name], '--current', readBuffer) as [SourceText];
    expect(sameMemory(again.bytes as Buffer, cBytes)).toBe(true);
    expect(again.text).toBe('BenchmarkA-8 100 1 ns/op\n');
    again.release?.();
  });

  it('decodes a text from the shared read buffer and gives the buffer back at once: the text is a copy', () => {
    const readBuffer = new ReadBuffer();
    const [json, go, later] = readInputFiles(
      [
        file('text-a.json', '{"benchgate": 1, "benchmarks": []}\n'),
        file('text-b.txt', 'BenchmarkB-8 100 1 ns/op\n'),
        file('text-c.txt', 'BenchmarkC-8 100 2 ns/op\n'),
      ],
      '--current',
      readBuffer,
    ) as [SourceText, SourceText, SourceText];
    expect(json.text).toBe('{"benchgate": 1, "benchmarks": []}\n');
    // json is not released, yet go's bytes are in the shared buffer: later gets them after go gives it back.
    const goBytes = go.bytes as Buffer;
    go.release?.();
    expect(sameMemory(later.bytes as Buffer, goBytes)).toBe(true);
    expect(json.text).toBe('{"benchgate": 1, "benchmarks": []}\n');
    later.release?.();
    json.release?.();
    // ASCII is copied as it is; anything else decoded as UTF-8.
    const [unicode] = readInputFiles([file('text-größe.json', '\ufeff{"name": "Sørt/größe Ω"}\n')], '--current', readBuffer) as [SourceText];
    expect(unicode.text).toBe('{"name": "Sørt/größe Ω"}\n');
  });

  it('reads a file larger than the shared read buffer may be into a buffer of its own, and a file that grew since it was listed whole', () => {
    const readBuffer = new ReadBuffer();
    const line = 'BenchmarkBig-8 100 10 ns/op\n';
    const big = file('big.txt', line.repeat(Math.ceil((SHARED_READ_LIMIT + 1) / line.length)));
    const small = file('grows.txt', line);
    const [large, grows] = readInputFiles([big, small], '--current', readBuffer) as [SourceText, SourceText];
    const largeBytes = large.bytes as Buffer;
    expect(largeBytes.length).toBe(statSync(big).size);
    large.release?.();
    writeFileSync(small, line.repeat(1000));
    expect((grows.bytes as Buffer).toString()).toBe(line.repeat(1000));
    grows.release?.();
    const [next] = readInputFiles([small], '--current', readBuffer) as [SourceText];
    // The buffer was never lent to the large file, so it is not the large file's buffer.
    expect(sameMemory(next.bytes as Buffer, largeBytes)).toBe(false);
    next.release?.();
  });

  it('reads a released file again when asked, and names a file gone before it was read', () => {
    const path = file('again.txt', 'BenchmarkX-8 100 10 ns/op\n');
    const [source] = readInputFiles([path], '--current') as [SourceText];
    expect(source.text).toBe('BenchmarkX-8 100 10 ns/op\n');
    source.release?.();
    writeFileSync(path, 'BenchmarkX-8 100 12 ns/op\n');
    expect(Buffer.from(source.bytes as Uint8Array).toString()).toBe('BenchmarkX-8 100 12 ns/op\n');
    const gone = file('gone.txt', 'BenchmarkX-8 100 10 ns/op\n');
    const [late] = readInputFiles([gone], '--current') as [SourceText];
    rmSync(gone);
    expect(() => loadSide([late], 'auto')).toThrow(new InputError(`--current: cannot read "${gone}": no such file`));
  });

  it.runIf(process.platform === 'linux')('refuses a FIFO instead of blocking on it', () => {
    const fifo = join(scratch, 'pipe');
    execFileSync('mkfifo', [fifo]);
    refused(['convert', fifo], /"[^"]*pipe" is not a regular file \(a pipe, socket or device\)/);
  });

  it('refuses the same file given twice on one side', () => {
    refused(
      [
        'compare',
        '--baseline',
        'examples/hyperfine/baseline/run1.csv',
        'examples/hyperfine/baseline/run1.csv',
        '--current',
        'examples/hyperfine/same/run1.csv',
      ],
      /--baseline: "examples\/hyperfine\/baseline\/run1\.csv" is given twice/,
    );
  });
});

describe('duplicate names are never lost', () => {
  it('keeps both of two cargo benchmarks with one short name (a workspace), the second as "name #2"', () => {
    const benchmarks = converted(
      file('workspace.txt', 'test parse ... bench:       1,234 ns/iter (+/- 56)\ntest parse ... bench:         987 ns/iter (+/- 12)\n'),
    ) as { name: string; metrics: { runs: { mean: number }[] }[] }[];
    expect(benchmarks.map((bench) => [bench.name, bench.metrics[0]?.runs[0]?.mean])).toEqual([
      ['parse', 1.234e-6],
      ['parse #2', 9.87e-7],
    ]);
  });

  it('keeps two hyperfine commands with one name apart instead of pooling their timings', () => {
    const json = JSON.stringify({
      results: [
        { command: 'sort', times: [1, 1.1] },
        { command: 'sort', times: [5, 5.1] },
      ],
    });
    const benchmarks = converted(file('twice.json', json)) as { name: string; metrics: { name: string; runs: number[][] }[] }[];
    expect(benchmarks.map((bench) => [bench.name, bench.metrics[0]?.runs])).toEqual([
      ['sort', [[1, 1.1]]],
      ['sort #2', [[5, 5.1]]],
    ]);
  });
});

describe('the real shapes of the non-finite-number bugs', () => {
  it('refuses BenchmarkDotNet measurements of 0 operations (a time per operation of Infinity)', () => {
    const json = JSON.parse(BDN) as { Benchmarks: { Statistics?: unknown; Measurements: { Operations: number }[] }[] };
    for (const benchmark of json.Benchmarks) {
      delete benchmark.Statistics;
      for (const measurement of benchmark.Measurements) measurement.Operations = 0;
    }
    const result = runSourceCli(['convert', file('zero-ops.json', JSON.stringify(json))]);
    expect(result.status, result.stdout.slice(0, 200)).toBe(2);
    expect(result.stderr).toMatch(/zero-ops\.json/);
  });

  it('refuses a summary of 0 samples', () => {
    const native = JSON.stringify({ benchgate: 1, benchmarks: [{ name: 'a', metrics: [{ name: 'time', unit: 's', runs: [{ mean: 1, sd: 0.1, n: 0 }] }] }] });
    refused(['convert', file('n0.json', native)], /n0\.json at benchmarks\[0\]\.metrics\[0\]\.runs\[0\]\.n: expected a whole number of samples ≥ 1/);
  });

  for (const test of ['welch', 'mann-whitney']) {
    it(`compares a 3x slowdown at 1e140 ns with --test ${test} in finite numbers, and terminates`, () => {
      const run = (name: string, factor: number, k: number) =>
        file(`huge-${test}-${name}.csv`, `a [ns],b [ns]\n${[1, 1.01, 0.99].map((j) => `${1e140 * factor * k * j},${1e140 * k * j}`).join('\n')}\n`);
      const side = (name: string, factor: number) => [1, 1.005, 0.995].map((k, i) => run(`${name}${i}`, factor, k));
      // Made up with no machine effect, as runs of one job: --same-job, or across jobs the 2 rows
      // against one baseline job would be left untested.
      const result = runSourceCli(['compare', '--baseline', ...side('base', 1), '--current', ...side('slow', 3), '--test', test, '--same-job', '--json', '-']);
      expect(result.stderr).toBe('');
      const report = JSON.parse(result.stdout) as { comparisons: { benchmark: string; verdict: string; pValue: number; change: number }[] };
      const a = report.comparisons.find((row) => row.benchmark === 'a');
      expect(Number.isFinite(a?.pValue)).toBe(true);
      expect(a?.change).toBeCloseTo(2, 1);
      // Welch finds it; the rank test cannot reach alpha with 3 runs a side, says so, and a
      // tripling it cannot flag is undecided, never unchanged.
      expect(a?.verdict).toBe(test === 'welch' ? 'regression' : 'inconclusive');
    });
  }
});

const BDN = readFileSync('test/fixtures/peer-outputs/benchmarkdotnet.json', 'utf8');

describe('pytest-benchmark files whose rounds a tool trimmed', () => {
  for (const name of ['pytest_output.json', 'pytest_several_units.json']) {
    it(`${name}: falls back to the summary (mean, stddev, rounds), marked summary-only`, () => {
      const benchmarks = converted(`test/fixtures/peer-outputs/${name}`) as { metrics: { runs: ({ mean: number; n: number } | number[])[] }[] }[];
      const summaries = benchmarks.filter((bench) => !Array.isArray(bench.metrics[0]?.runs[0]));
      expect(summaries.length).toBeGreaterThan(0);
      for (const bench of summaries) expect(bench.metrics[0]?.runs[0]).toMatchObject({ mean: expect.any(Number) as number, n: expect.any(Number) as number });
    });
  }
});

describe('go test -json (real output, test/fixtures/go-json)', () => {
  it('reads the test2json stream as the same benchmarks and metrics as go text', () => {
    const json = converted('test/fixtures/go-json/run1.json') as { name: string; metrics: { name: string; runs: number[][] }[] }[];
    const text = converted('test/fixtures/planted/go/baseline/run1.txt') as { name: string; metrics: { name: string }[] }[];
    expect(json.map((bench) => bench.name)).toEqual(text.map((bench) => bench.name));
    expect(json[0]?.metrics.map((metric) => metric.name)).toEqual(['time', 'B/op', 'allocs/op']);
    expect(json[0]?.metrics[0]?.runs[0]).toHaveLength(3);
  });

  it('compares runs of it with exit 0 on A/A', () => {
    const result = runSourceCli([
      'compare',
      '--baseline',
      'test/fixtures/go-json/run1.json',
      'test/fixtures/go-json/run2.json',
      '--current',
      'test/fixtures/go-json/run3.json',
      '--json',
      '-',
    ]);
    expect(result.status, result.stderr).toBe(0);
  });

  it('tells hyperfine --export-csv to use --export-json, in one line', () => {
    refused(
      ['convert', file('hyperfine.csv', 'command,mean,stddev,median,user,system,min,max\nsort,0.15,0.01,0.15,0.1,0.01,0.14,0.17\n')],
      /hyperfine\.csv:1: this is hyperfine --export-csv, which keeps no run count or timings; export with --export-json instead/,
    );
  });
});

describe("every file of github-action-benchmark's test data converts", () => {
  const files = readdirSync('test/fixtures/peer-outputs').filter((name) => name !== 'README.md');
  it('has the 22 files', () => expect(files).toHaveLength(22));
  for (const name of files) {
    it(name, () => {
      const result = runSourceCli(['convert', `test/fixtures/peer-outputs/${name}`, '-o', join(scratchDir('peer'), 'out.json')]);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/^benchgate: read test\/fixtures\/peer-outputs\/\S+ as [\w-]+\n$/);
    });
  }
});

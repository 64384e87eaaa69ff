import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';
import { scratchDir } from '../helpers/scratch.js';

// cargo-criterion's JSON messages (test/fixtures/cargo-criterion/: a benchmark-complete line
// captured from a real run, committed in FuelLabs/fuel-core; its README).

const FILE = 'test/fixtures/cargo-criterion/alu-add.ndjson';
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

interface Message {
  iteration_count: number[];
  measured_values: number[];
}
const firstMessage = (): Message => JSON.parse(readFileSync(FILE, 'utf8').split('\n')[0] ?? '') as Message;

/** The fixture's benchmark with its measured values scaled, written as another run's output. */
function scaled(name: string, factor: number): string {
  const lines = readFileSync(FILE, 'utf8').split('\n');
  const message = JSON.parse(lines[0] ?? '') as Message;
  message.measured_values = message.measured_values.map((value) => value * factor);
  const path = join(scratchDir('cargo-criterion'), name);
  writeFileSync(path, [JSON.stringify(message), ...lines.slice(1)].join('\n'));
  return path;
}

describe("cargo-criterion's JSON messages", () => {
  it('makes each measured value over its iteration count a sample (ns an iteration), skipping group-complete', () => {
    const series = parseFixture(FILE, 'cargo-criterion');
    expect(series.map((s) => [s.benchmark, s.metric, s.unit, s.better, s.runs.length])).toEqual([['alu/add', 'time', 's', 'lower', 1]]);
    const message = firstMessage();
    const samples = samplesOf(seriesOf(series, 'alu/add', 'time'));
    expect(samples).toHaveLength(100);
    samples.forEach((sample, i) => expect(sample).toBeCloseTo(((message.measured_values[i] ?? NaN) / (message.iteration_count[i] ?? NaN)) * 1e-9, 15));
  });

  it("reads throughput as a rate (the documented message's shape), and a benchmark met again as its next run", () => {
    const message = (values: number[]) =>
      JSON.stringify({
        reason: 'benchmark-complete',
        id: 'norm',
        iteration_count: [30, 3000],
        measured_values: values,
        unit: 'ns',
        throughput: [{ per_iteration: 1024, unit: 'elements' }],
      });
    const parsed = parseSource({ name: 'm.json', text: `${message([124200, 9937100])}\n${message([120000, 9900000])}\n` }, 'auto');
    expect(parsed.format.id).toBe('cargo-criterion');
    const rate = seriesOf(parsed.parsed.series, 'norm', 'throughput');
    expect(rate).toMatchObject({ unit: 'elements/s', better: 'higher' });
    expect(rate.runs).toHaveLength(2);
    expect(samplesOf(rate)[0]).toBeCloseTo(1024 / (4140 * 1e-9), 3);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(FILE, 'cargo-criterion');
  });

  it('flags nothing between runs within 2% of each other (A/A), and finds 20% planted on every sample (A/B)', () => {
    // Three runs a side, each the real run scaled, as runs of one build differ by a few percent.
    const side = (name: string, factors: number[]) => factors.map((factor, i) => scaled(`${name}${i}.ndjson`, factor));
    const baseline = side('baseline', [1, 0.98, 1.02]);
    const same = compareFiles(baseline, side('same', [1.01, 0.99, 1]), ['--same-job']);
    expect(flaggedRows(same)).toEqual([]);
    const slower = compareFiles(baseline, side('slower', [1.2, 1.18, 1.22]), ['--same-job']);
    expect(flaggedRows(slower)).toEqual([['alu/add', 'time', 'regression']]);
    expect(rowOf(slower, 'alu/add', 'time').ratio).toBeCloseTo(1.2, 1);
  });

  it('refuses a line that is not a message, unequal arrays and a file without benchmarks, saying what to give', () => {
    const compiling = '   Compiling alu v0.1.0\n{"reason":"group-complete","group_name":"alu","benchmarks":[]}\n';
    expect(errorOf(() => parseSource({ name: 'out.txt', text: compiling }, 'cargo-criterion'))).toMatch(/out\.txt:1.*--message-format=json.*stdout alone/);
    const unequal = '{"reason":"benchmark-complete","id":"x","iteration_count":[1,2],"measured_values":[5],"unit":"ns"}\n';
    expect(errorOf(() => parseSource({ name: 'u.json', text: unequal }, 'auto'))).toMatch(
      /u\.json:1 at measured_values.*as many values as iteration_count \(2\)/,
    );
    const groupsOnly = '{"reason":"group-complete","group_name":"alu","benchmarks":[]}\n';
    expect(errorOf(() => parseSource({ name: 'g.json', text: groupsOnly }, 'auto'))).toMatch(/g\.json.*benchmark-complete/);
    expect(errorOf(() => parseSource({ name: 'b.json', text: '{"reason":"benchmark-complete",\n' }, 'cargo-criterion'))).toMatch(/b\.json:1.*not valid JSON/);
  });
});

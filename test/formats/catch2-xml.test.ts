import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, seriesOf } from '../helpers/format-checks.js';

// Catch2's XML reporter (test/fixtures/catch2-xml/: make.sh, Catch2 2.13, 5 processes a side,
// interleaved in one job).

const DIR = 'test/fixtures/catch2-xml';
const side = (name: string): string[] => [1, 2, 3, 4, 5].map((run) => `${DIR}/${name}/run${run}.xml`);
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

describe('Catch2 XML reporter', () => {
  it("reads each benchmark's mean and standard deviation (ns) over its samples as a summary run", () => {
    const series = parseFixture(`${DIR}/baseline/run1.xml`, 'catch2-xml');
    expect(series.map((s) => [s.benchmark, s.metric, s.unit, s.better])).toEqual([
      ['join', 'time', 's', 'lower'],
      ['sort', 'time', 's', 'lower'],
    ]);
    const run = seriesOf(series, 'join', 'time').runs[0];
    expect(run?.kind).toBe('summary');
    if (run?.kind === 'summary') {
      expect(run.summary.n).toBe(50);
      expect(run.summary.mean).toBeGreaterThan(1e-7);
      expect(run.summary.sd).toBeGreaterThan(0);
    }
  });

  it('decodes entities in names and names the line of a malformed benchmark', () => {
    const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Catch name="t">\n  <Group name="t">\n${body}\n  </Group>\n</Catch>\n`;
    const named = xml('<BenchmarkResults name="a &lt;b&gt; &amp; c" samples="3"><mean value="10"/><standardDeviation value="1"/></BenchmarkResults>');
    expect(parseSource({ name: 'n.xml', text: named }, 'auto').parsed.series[0]?.benchmark).toBe('a <b> & c');
    const broken = xml('<BenchmarkResults name="x" samples="3">\n<mean value="fast"/><standardDeviation value="1"/></BenchmarkResults>');
    expect(errorOf(() => parseSource({ name: 'b.xml', text: broken }, 'auto'))).toMatch(/b\.xml:4.*<mean value="\.\.\."\/> with a number/);
    expect(errorOf(() => parseSource({ name: 't.xml', text: xml('<TestCase name="x"/>') }, 'auto'))).toMatch(/CATCH_CONFIG_ENABLE_BENCHMARKING/);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(`${DIR}/same/run3.xml`, 'catch2-xml');
  });

  it('flags nothing A/A; A/B shows join slower and flags nothing else', () => {
    expect(flaggedRows(compareFiles(side('baseline'), side('same'), ['--same-job']))).toEqual([]);
    const slower = compareFiles(side('baseline'), side('slower'), ['--same-job']);
    // Catch2 keeps only the mean of a run, and on the loaded fixture machine a stall made a run's
    // mean 7× (23,454 ns against 3,200): 5 runs a side show join over twice as slow but need not decide it.
    const join = rowOf(slower, 'join', 'time');
    expect(['regression', 'inconclusive']).toContain(join.verdict);
    expect(join.ratio).toBeGreaterThan(2);
    expect(flaggedRows(slower).filter(([name]) => name !== 'join')).toEqual([]);
  });
});

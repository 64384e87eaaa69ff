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
    // -DSLOW builds join's string twice: over twice the time.
    const join = rowOf(slower, 'join', 'time');
    expect(join.verdict).toBe('regression');
    expect(join.ratio).toBeGreaterThan(2);
    expect(flaggedRows(slower).filter(([name]) => name !== 'join')).toEqual([]);
  });
});

describe('Catch2 XML reporter, as Catch2 escapes', () => {
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Catch name="t">\n  <Group name="t">\n${body}\n  </Group>\n</Catch>\n`;

  it('reads a name holding ">", which Catch2 writes unescaped in the attribute (Catch2 2.13, BENCHMARK("std::vector<int> > push \\"q\\" & \'a\'"))', () => {
    const written =
      '<BenchmarkResults name="std::vector&lt;int> > push &quot;q&quot; &amp; \'a\'" samples="5" resamples="100000" iterations="113" clockResolution="61.4282" estimatedDuration="307925">\n' +
      '  <!--All values in nano seconds-->\n  <mean value="300.667" lowerBound="297.476" upperBound="303.628" ci="0.95"/>\n' +
      '  <standardDeviation value="3.70209" lowerBound="2.62091" upperBound="4.51313" ci="0.95"/>\n' +
      '  <outliers variance="0.16" lowMild="0" lowSevere="0" highMild="0" highSevere="0"/>\n</BenchmarkResults>';
    const series = parseSource({ name: 'v.xml', text: xml(written) }, 'auto').parsed.series;
    expect(series.map((s) => s.benchmark)).toEqual(['std::vector<int> > push "q" & \'a\'']);
  });

  it('refuses a character number past U+10FFFF and an element never closed with one line each, not a crash', () => {
    const big = xml('<BenchmarkResults name="&#99999999;" samples="3"><mean value="1"/><standardDeviation value="1"/></BenchmarkResults>');
    expect(errorOf(() => parseSource({ name: 'c.xml', text: big }, 'auto'))).toMatch(/c\.xml:4: .*character references up to &#x10FFFF;/);
    const open = xml('<BenchmarkResults name="x" samples="3">\n'.repeat(3));
    expect(errorOf(() => parseSource({ name: 'o.xml', text: open }, 'auto'))).toMatch(/o\.xml:4: expected its end, <\/BenchmarkResults>/);
  });

  it('counts lines from the front once: the line of the 20,000th benchmark is right', () => {
    const one = (i: number) => `<BenchmarkResults name="b${i}" samples="3">\n<mean value="10"/><standardDeviation value="1"/></BenchmarkResults>`;
    const body = [...Array.from({ length: 19_999 }, (_, i) => one(i)), one(19_999).replace('value="10"', 'value="x"')].join('\n');
    expect(errorOf(() => parseSource({ name: 'l.xml', text: xml(body) }, 'auto'))).toMatch(new RegExp(`l\\.xml:${4 + 2 * 19_999}: .*<mean`));
  });
});

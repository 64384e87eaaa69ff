import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';
import { scratchDir } from '../helpers/scratch.js';

// JMH's secondary metrics and sample mode. A JVM is not installable here: the peer output
// (test/fixtures/peer-outputs/jmh_output.json, github-action-benchmark's test data) with the
// blocks JMH's JSON result format writes for them: a `·gc.alloc.rate.norm` secondary metric (the
// gc profiler, -prof gc: score, scoreUnit B/op, rawData a list a fork) and a sample-mode result
// (mode "sample", primaryMetric.rawDataHistogram: a list a fork of iterations of [value, count]).

const PEER = 'test/fixtures/peer-outputs/jmh_output.json';
const HELLO = 'org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere';
const SAMPLED = 'org.openjdk.jmh.samples.JMHSample_02_BenchmarkModes.measureSamples';

/** The peer file with the gc profiler's allocation per operation (`bytes` a fork) and a sample-mode result (`micros` each bin's value). */
function withMore(name: string, bytes: number, micros: number): string {
  const [hello] = JSON.parse(readFileSync(PEER, 'utf8')) as Record<string, unknown>[];
  const gc = { score: bytes, scoreError: 0, scoreConfidence: [bytes, bytes], scoreUnit: 'B/op', rawData: [[bytes, bytes, bytes]] };
  const histogram = [0, 1].map((fork) =>
    [0, 1].map((iteration) => [
      [micros + fork + iteration, 3],
      [micros * 1.1, 1],
    ]),
  );
  const sampled = {
    ...hello,
    benchmark: SAMPLED,
    mode: 'sample',
    primaryMetric: { score: micros, scoreError: 1, scoreUnit: 'us/op', rawDataHistogram: histogram },
    secondaryMetrics: {},
  };
  const path = join(scratchDir('jmh-more'), name);
  writeFileSync(path, JSON.stringify([{ ...hello, secondaryMetrics: { '\u00b7gc.alloc.rate.norm': gc } }, sampled], null, 2));
  return path;
}

describe('JMH secondary metrics and sample mode', () => {
  it('keeps gc.alloc.rate.norm as a metric of its benchmark (B, lower is better), every fork a run', () => {
    const series = parseFixture(withMore('a.json', 24, 50), 'jmh');
    const gc = seriesOf(series, HELLO, 'gc.alloc.rate.norm');
    expect(gc).toMatchObject({ unit: 'B', better: 'lower' });
    expect(samplesOf(gc)).toEqual([24, 24, 24]);
    expect(seriesOf(series, HELLO, 'throughput').better).toBe('higher');
  });

  it("reads sample mode's histogram as its samples, each value as often as its count, every fork a run", () => {
    const time = seriesOf(parseFixture(withMore('b.json', 24, 50), 'jmh'), SAMPLED, 'time');
    expect(time).toMatchObject({ unit: 's', better: 'lower' });
    expect(time.runs).toHaveLength(2);
    expect(samplesOf(time, 1).map((s) => Math.round(s * 1e9))).toEqual([51000, 51000, 51000, 55000, 52000, 52000, 52000, 55000]);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(withMore('c.json', 24, 50), 'jmh');
  });

  it('flags nothing A/A; A/B finds the doubled allocation and the slower sampled benchmark', () => {
    const baseline = withMore('base.json', 24, 50);
    expect(flaggedRows(compareFiles([baseline], [withMore('same.json', 24, 50)]))).toEqual([]);
    const changed = compareFiles([baseline], [withMore('more.json', 48, 80)]);
    expect(rowOf(changed, HELLO, 'gc.alloc.rate.norm')).toMatchObject({ verdict: 'regression', test: 'exact' });
    expect(rowOf(changed, SAMPLED, 'time').ratio).toBeGreaterThan(1.5);
  });

  it('refuses a histogram bin whose count is not a whole number, naming its place', () => {
    const text = JSON.stringify([{ benchmark: 'x', mode: 'sample', primaryMetric: { scoreUnit: 'us/op', rawDataHistogram: [[[[5, 0.5]]]] } }]);
    expect(messageOf(() => parseSource({ name: 'j.json', text }, 'jmh'), ParseError)).toMatch(/rawDataHistogram\[0\]\[0\]\[0\]\[1\]: expected a whole count/);
  });
});

describe("JMH sample mode's histogram, bounded", () => {
  it('refuses histograms standing for more samples than it holds (a 4 KB file once made 3·10^7), naming the place', () => {
    // 200 bins of 100,000 each; the next 100 bins would pass the bound.
    const bins = Array.from({ length: 300 }, (_, i) => [1 + i, 100_000]);
    const text = JSON.stringify([{ jmhVersion: '1.37', benchmark: 'x', mode: 'sample', primaryMetric: { scoreUnit: 'ns/op', rawDataHistogram: [[bins]] } }]);
    expect(messageOf(() => parseSource({ name: 'j.json', text }, 'jmh'), ParseError)).toMatch(
      /rawDataHistogram\[0\]\[0\]\[100\].*more than 10,000,000 samples in all; run JMH with fewer or shorter iterations/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildSampleSet, SampleSetBuilder } from '../../src/load/sample-set.js';
import { ParseError } from '../../src/errors.js';
import type { ParsedFile } from '../../src/formats/parsed-file.js';
import type { Series } from '../../src/model/series.js';
import { series } from '../helpers/series.js';

/** Each series as [benchmark, metric, its runs' first samples]. */
const shape = (set: { series: readonly Series[] }): [string, string, number[]][] =>
  set.series.map((s) => [s.benchmark, s.metric, s.runs.map((r) => (r.kind === 'samples' ? (r.samples[0] as number) : r.summary.mean))]);

describe("merging a side's files", () => {
  it("appends each file's runs to its series in file order, whatever order the files list them in, series in first-seen order", () => {
    const first: ParsedFile = { series: [series('a', [[1]]), series('a', [[2]], { metric: 'B/op', unit: 'B' }), series('b', [[3]])] };
    // Another order, a's metrics swapped, a series only here, and a benchmark listed twice (two runs of it in one file).
    const second: ParsedFile = {
      series: [series('b', [[13]]), series('c', [[14]]), series('a', [[12]], { metric: 'B/op', unit: 'B' }), series('a', [[11]])],
    };
    const third: ParsedFile = { series: [series('a', [[21], [22]]), series('a', [[23]])] };
    const set = buildSampleSet([
      { name: 'one', parsed: first },
      { name: 'two', parsed: second },
      { name: 'three', parsed: third },
    ]);
    expect(shape(set)).toEqual([
      ['a', 'time', [1, 11, 21, 22, 23]],
      ['a', 'B/op', [2, 12]],
      ['b', 'time', [3, 13]],
      ['c', 'time', [14]],
    ]);
    // The runs of a side: the most any series of a file has, summed over the files.
    expect(set.runCount).toBe(1 + 1 + 2);
    // The files' own lists of runs are not changed by the merge.
    expect(first.series[0]?.runs).toHaveLength(1);
  });

  it('keeps the first suite and context given, and names the later file where a unit differs', () => {
    const builder = new SampleSetBuilder();
    builder.add('one', { series: [series('a', [[1]])] });
    builder.add('two', { suite: 's', context: { commit: 'abc' }, series: [series('a', [[2]])] });
    builder.add('three', { suite: 't', context: { commit: 'def' }, series: [] });
    expect(builder.build()).toMatchObject({ suite: 's', context: { commit: 'abc' }, runCount: 2 });
    expect(() => builder.add('four', { series: [series('b', [[1]], { metric: 'x' }), series('a', [[3]], { unit: 'B' })] })).toThrow(
      new ParseError({ file: 'four' }, '"a" time is in B (lower is better) here but in s (lower is better) in an earlier file'),
    );
  });
});

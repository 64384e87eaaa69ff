import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { detectFormat, parseSource } from '../../src/formats/registry.js';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from '../helpers/scratch.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, samplesOf, seriesOf } from '../helpers/format-checks.js';

// Instruction counts (test/fixtures/valgrind/, made by make.sh; test/fixtures/iai-callgrind/, from
// iai-callgrind's README): exact metrics, decided with one run a side.

const VALGRIND = 'test/fixtures/valgrind';
const IAI = 'test/fixtures/iai-callgrind';
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

describe('callgrind and cachegrind output files', () => {
  it("reads callgrind's totals as exact counts of the program, named by its command", () => {
    const series = parseFixture(`${VALGRIND}/baseline/callgrind.out.1`, 'callgrind');
    expect(series).toHaveLength(1);
    expect(series[0] ?? null).toMatchObject({ benchmark: './bench', metric: 'instructions', unit: 'instructions', better: 'lower', exact: true });
    expect(samplesOf(seriesOf(series, './bench', 'instructions'))).toEqual([7647966]);
  });

  it("reads cachegrind's summary line, every event a metric with its unit", () => {
    const series = parseFixture(`${VALGRIND}/slower/cachegrind.out.1`, 'cachegrind');
    expect(series.map((s) => [s.metric, s.unit, samplesOf(s)[0]])).toEqual([
      ['instructions', 'instructions', 8048981],
      ['I1mr', 'misses', 581],
      ['ILmr', 'misses', 581],
      ['Dr', 'reads', 2428273],
      ['D1mr', 'misses', 8028],
      ['DLmr', 'misses', 170],
      ['Dw', 'writes', 1195332],
      ['D1mw', 'misses', 8462],
      ['DLmw', 'misses', 2648],
    ]);
    for (const s of series) expect(s).toMatchObject({ better: 'lower', exact: true });
  });

  it('adds up the parts of a file of several dumps, and takes trailing counts left out as zeros', () => {
    const text = [
      '# callgrind format',
      'version: 1',
      'creator: callgrind-3.19.0',
      'cmd: ./app',
      'part: 1',
      'events: Ir Dr',
      'fn=main',
      '1 5',
      'totals: 100',
      '',
      'part: 2',
      'events: Ir Dr',
      'fn=main',
      '1 5 2',
      'totals: 50 7',
      '',
    ].join('\n');
    const series = parseSource({ name: 'callgrind.out.42', text }, 'auto').parsed.series;
    expect(series.map((s) => [s.metric, samplesOf(s)])).toEqual([
      ['instructions', [150]],
      ['Dr', [7]],
    ]);
  });

  it('converts losslessly (benchgate convert keeps the counts, units, direction and exactness)', () => {
    expectLosslessConvert(`${VALGRIND}/baseline/callgrind.out.1`, 'callgrind');
    expectLosslessConvert(`${VALGRIND}/baseline/cachegrind.out.1`, 'cachegrind');
  });

  for (const tool of ['callgrind', 'cachegrind']) {
    const run = (side: string): string => `${VALGRIND}/${side}/${tool}.out.1`;
    it(`${tool}: one run a side decides: the same build is unchanged (A/A), the slower one a regression of its instructions (A/B)`, () => {
      const same = compareFiles([run('baseline')], [run('same')]);
      expect(same.summary.inconclusive).toBe(0);
      expect(flaggedRows(same)).toEqual([]);
      expect(rowOf(same, './bench', 'instructions')).toMatchObject({ verdict: 'unchanged', test: 'exact' });
      const slower = compareFiles([run('baseline')], [run('slower')]);
      expect(flaggedRows(slower)).toEqual([['./bench', 'instructions', 'regression']]);
      const [base, slow] = tool === 'callgrind' ? [7647966, 8047968] : [7648979, 8048981];
      expect(rowOf(slower, './bench', 'instructions').change).toBeCloseTo(slow / base - 1, 12);
      expect(slower.gate).toBe('fail');
    });
  }

  it('compares counts that move by a few instructions from run to run as exact, with any number of runs', () => {
    // One program in several environments: valgrind's counts differ by a handful of instructions.
    const dir = scratchDir('callgrind-jitter');
    const file = (count: number, name: string): string => {
      writeFileSync(
        join(dir, name),
        `# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\ncmd: ./bench\nevents: Ir\nsummary: ${count}\ntotals: ${count}\n`,
      );
      return join(dir, name);
    };
    const baseline = [file(1000054, 'b1'), file(1000000, 'b2'), file(1000031, 'b3')];
    const report = compareFiles(baseline, [file(1000012, 'c1')]);
    expect(rowOf(report, './bench', 'instructions')).toMatchObject({ verdict: 'noise', test: 'exact' });
    const slower = compareFiles(baseline, [file(1100012, 'c2'), file(1100040, 'c3')]);
    expect(rowOf(slower, './bench', 'instructions')).toMatchObject({ verdict: 'regression', test: 'exact' });
  });

  it('refuses near-misses with what to give instead', () => {
    expect(
      errorOf(() => detectFormat({ name: 'vg.log', text: '==9959== Callgrind, a call-graph generating cache profiler\n==9959== Copyright (C)\n' })),
    ).toMatch(/valgrind's log .*--callgrind-out-file=FILE/);
    const annotated = `${'-'.repeat(80)}\nProfile data file 'callgrind.out.9959' (creator: callgrind-3.19.0)\n${'-'.repeat(80)}\n`;
    expect(errorOf(() => detectFormat({ name: 'annotated.txt', text: annotated }))).toMatch(/callgrind_annotate's .*callgrind\.out/);
    const cut = '# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\ncmd: ./bench\nevents: Ir\nfn=main\n1 5\n';
    expect(errorOf(() => parseSource({ name: 'callgrind.out.1', text: cut }, 'auto'))).toMatch(/"summary:" or "totals:" line.*cut short/);
    const wide = '# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\nevents: Ir\ntotals: 1 2\n';
    expect(errorOf(() => parseSource({ name: 'callgrind.out.2', text: wide }, 'auto'))).toMatch(/callgrind\.out\.2:5.*at most 1 counts/);
  });

  it('refuses a file naming more events than valgrind counts (each totals: line costs one count an event)', () => {
    const events = Array.from({ length: 257 }, (_, i) => `E${i}`).join(' ');
    const many = `# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\ncmd: x\nevents: ${events}\n${'part: 1\ntotals: 1\n'.repeat(3)}`;
    expect(errorOf(() => parseSource({ name: 'callgrind.out.3', text: many }, 'auto'))).toMatch(/callgrind\.out\.3:5: expected at most 256 events .* got 257/);
  });
});

describe('iai-callgrind text output', () => {
  it("takes each benchmark's counts of this run (left of |) as exact metrics, skipping N/A", () => {
    const series = parseFixture(`${IAI}/after.txt`, 'iai-callgrind');
    const short = 'test_lib_bench_readme_example_fibonacci::bench_fibonacci_group::bench_fibonacci short:10';
    expect(seriesOf(series, short, 'instructions')).toMatchObject({ unit: 'instructions', better: 'lower', exact: true });
    expect(samplesOf(seriesOf(series, short, 'instructions'))).toEqual([2804]);
    expect(seriesOf(series, short, 'Estimated Cycles')).toMatchObject({ unit: 'cycles', exact: true });
    expect(seriesOf(series, short, 'RAM Hits').unit).toBe('hits');
    expect(series).toHaveLength(12);
  });

  it('skips a "Comparison with" block, which repeats another benchmark', () => {
    const series = parseFixture(`${IAI}/compare-by-id.txt`, 'iai-callgrind');
    const worst = 'test_lib_bench_compare::bubble_sort_compare::bench_bubble_sort_worst_case case_3:vec! [3, 2, 1]';
    expect(samplesOf(seriesOf(series, worst, 'instructions'))).toEqual([103]);
    expect(series).toHaveLength(12);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(`${IAI}/before.txt`, 'iai-callgrind');
  });

  it('decides with one run a side: nothing flagged A/A, the change of each benchmark found A/B', () => {
    // The same counts again, as a second run of the same build gives them.
    const again = join(scratchDir('iai-again'), 'before.txt');
    copyFileSync(`${IAI}/before.txt`, again);
    const same = compareFiles([`${IAI}/before.txt`], [again]);
    expect(flaggedRows(same)).toEqual([]);
    expect(same.summary.inconclusive).toBe(0);
    const changed = compareFiles([`${IAI}/before.txt`], [`${IAI}/after.txt`]);
    const short = 'test_lib_bench_readme_example_fibonacci::bench_fibonacci_group::bench_fibonacci short:10';
    const long = 'test_lib_bench_readme_example_fibonacci::bench_fibonacci_group::bench_fibonacci long:30';
    expect(rowOf(changed, short, 'instructions')).toMatchObject({ verdict: 'regression', test: 'exact' });
    expect(rowOf(changed, short, 'instructions').change).toBeCloseTo(2804 / 1733 - 1, 6);
    expect(rowOf(changed, long, 'instructions')).toMatchObject({ verdict: 'improvement', test: 'exact' });
    expect(rowOf(changed, long, 'L2 Hits').verdict).toBe('unchanged');
  });

  it('refuses counts without a benchmark name before them', () => {
    expect(errorOf(() => parseSource({ name: 'iai.txt', text: '  Instructions:   12|N/A   (*********)\n' }, 'iai-callgrind'))).toMatch(
      /iai\.txt:1.*name of a benchmark/,
    );
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { parseSource } from '../../src/formats/registry.js';
import type { Series } from '../../src/model/series.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, seriesOf } from '../helpers/format-checks.js';
import { scratchDir } from '../helpers/scratch.js';

// divan's console table (test/fixtures/divan/: the outputs printed in divan's README and in its
// internal_benches/README.md; divan writes no machine-readable output).

const DIR = 'test/fixtures/divan';
const README = `${DIR}/readme-fibonacci.txt`;
const INTERNAL = `${DIR}/internal-benches.txt`;
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

function summaryOf(series: Series): { mean: number; n: number; median?: true } {
  const [run, ...more] = series.runs;
  expect(more).toEqual([]);
  if (run?.kind !== 'summary') throw new Error(`${series.benchmark} holds no summary`);
  return run.summary;
}

/** The README's table with the median of `fibonacci 16` scaled, written as another run's output. */
function scaled(name: string, factor: number): string {
  const text = readFileSync(README, 'utf8').replace('2.916 µs', `${(2.916 * factor).toFixed(3)} µs`);
  const path = join(scratchDir('divan'), name);
  writeFileSync(path, text);
  return path;
}

describe("divan's console table", () => {
  it('reads each benchmark row as its median over its samples, named by its path in the tree', () => {
    const series = parseFixture(README, 'divan');
    expect(series.map((s) => s.benchmark)).toEqual(['1', '2', '4', '8', '16', '32'].map((arg) => `example/fibonacci/${arg}`));
    expect(seriesOf(series, 'example/fibonacci/1', 'time')).toMatchObject({ unit: 's', better: 'lower' });
    const first = summaryOf(seriesOf(series, 'example/fibonacci/1', 'time'));
    expect(first).toMatchObject({ n: 100, median: true });
    expect(first.mean).toBeCloseTo(0.657e-9, 15);
    expect(summaryOf(seriesOf(series, 'example/fibonacci/32', 'time')).mean).toBeCloseTo(6.283e-3, 9);
  });

  it('follows nested groups back up the tree (divan internal benchmarks)', () => {
    const series = parseFixture(INTERNAL, 'divan');
    expect(series.map((s) => s.benchmark)).toEqual([
      'divan/time/timer/get_tsc',
      'divan/time/timer/measure/precision',
      'divan/time/timer/measure/sample_loop_overhead',
    ]);
    expect(summaryOf(seriesOf(series, 'divan/time/timer/measure/precision', 'time')).mean).toBeCloseTo(201.9e-6, 12);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(README, 'divan');
    expectLosslessConvert(INTERNAL, 'divan');
  });

  it('flags nothing between runs within 2% of each other (A/A), and finds a 20% slower median (A/B)', () => {
    // Three outputs a side, each the README's with one benchmark's median scaled.
    const side = (name: string, factors: number[]) => factors.map((factor, i) => scaled(`${name}${i}.txt`, factor));
    const baseline = side('baseline', [1, 0.98, 1.02]);
    const same = compareFiles(baseline, side('same', [1.01, 0.99, 1]), ['--same-job']);
    expect(flaggedRows(same)).toEqual([]);
    const slower = compareFiles(baseline, side('slower', [1.2, 1.18, 1.22]), ['--same-job']);
    expect(flaggedRows(slower)).toEqual([['example/fibonacci/16', 'time', 'regression']]);
    expect(rowOf(slower, 'example/fibonacci/16', 'time').ratio).toBeCloseTo(1.2, 1);
  });

  it('refuses a row it cannot read and a table without benchmark rows, naming the line', () => {
    const header = 'example       fastest  │ slowest  │ median   │ mean     │ samples │ iters\n';
    expect(errorOf(() => parseSource({ name: 'd.txt', text: `${header}╰─ f   1 ns │ 2 ns │ fast │ 1 ns │ 100 │ 10\n` }, 'auto'))).toMatch(
      /d\.txt:2.*expected a divan row/,
    );
    expect(errorOf(() => parseSource({ name: 'e.txt', text: header }, 'divan'))).toMatch(/e\.txt.*divan's table/);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/errors.js';
import { detectFormat, parseSource } from '../../src/formats/registry.js';
import { messageOf } from '../helpers/error-message.js';
import { compareFiles, expectLosslessConvert, flaggedRows, parseFixture, rowOf, seriesOf } from '../helpers/format-checks.js';
import { scratchDir } from '../helpers/scratch.js';

// deno bench --json (test/fixtures/deno-bench/docs-example.json: the example in Deno's docs,
// denoland/docs runtime/reference/cli/bench.md; Deno cannot be installed here).

const FILE = 'test/fixtures/deno-bench/docs-example.json';
const errorOf = (action: () => unknown): string => messageOf(action, ParseError);

interface DenoFile {
  benches: { name: string; group: string | null; results: { ok?: { avg: number }; failed?: unknown }[] }[];
}
const example = (): DenoFile => JSON.parse(readFileSync(FILE, 'utf8')) as DenoFile;

/** The example with its average scaled, written as another run's file. */
function scaled(name: string, factor: number): string {
  const file = example();
  const ok = file.benches[0]?.results[0]?.ok;
  if (ok !== undefined) ok.avg *= factor;
  const path = join(scratchDir('deno-bench'), name);
  writeFileSync(path, JSON.stringify(file, null, 2));
  return path;
}

describe('deno bench --json', () => {
  it("reads each benchmark's avg (ns) over its n as a summary-only run without an sd, named file > name", () => {
    const series = parseFixture(FILE, 'deno-bench');
    expect(series.map((s) => [s.benchmark, s.metric, s.unit, s.better])).toEqual([['my_bench.ts > Test', 'time', 's', 'lower']]);
    const [run, ...more] = seriesOf(series, 'my_bench.ts > Test', 'time').runs;
    expect(more).toEqual([]);
    if (run?.kind !== 'summary') throw new Error('expected a summary run');
    expect(run.summary.mean).toBeCloseTo(1241.3926823529412 * 1e-9, 18);
    expect(run.summary).toMatchObject({ n: 51 });
    expect(run.summary.sd).toBeUndefined();
  });

  it('names a benchmark by its group too, and keeps two benchmarks of one name apart', () => {
    const file = example();
    const bench = file.benches[0];
    if (bench === undefined) throw new Error('no bench in the example');
    file.benches.push({ ...bench, group: 'parse' }, { ...bench, group: 'parse' });
    const series = parseSource({ name: 'g.json', text: JSON.stringify(file) }, 'auto').parsed.series;
    expect(series.map((s) => s.benchmark)).toEqual(['my_bench.ts > Test', 'my_bench.ts > parse > Test', 'my_bench.ts > parse > Test #2']);
  });

  it('converts losslessly', () => {
    expectLosslessConvert(FILE, 'deno-bench');
  });

  it('flags nothing between runs within 2% of each other (A/A), and finds a 20% slower average (A/B)', () => {
    // Three runs a side, each the documented run scaled, as runs of one build differ by a few percent.
    const side = (name: string, factors: number[]) => factors.map((factor, i) => scaled(`${name}${i}.json`, factor));
    const baseline = side('baseline', [1, 0.98, 1.02]);
    const same = compareFiles(baseline, side('same', [1.01, 0.99, 1]), ['--same-job']);
    expect(flaggedRows(same)).toEqual([]);
    const slower = compareFiles(baseline, side('slower', [1.2, 1.18, 1.22]), ['--same-job']);
    expect(flaggedRows(slower)).toEqual([['my_bench.ts > Test', 'time', 'regression']]);
    expect(rowOf(slower, 'my_bench.ts > Test', 'time').ratio).toBeCloseTo(1.2, 1);
  });

  it('refuses a failed benchmark, its console table, the Check line before the JSON and another version, saying what to do', () => {
    const failed = example();
    const bench = failed.benches[0];
    if (bench !== undefined) bench.results = [{ failed: { message: 'boom' } }];
    expect(errorOf(() => parseSource({ name: 'f.json', text: JSON.stringify(failed) }, 'auto'))).toMatch(
      /f\.json at benches\[0\]\.results\[0\].*"my_bench\.ts > Test" failed: fix it/,
    );
    const table = 'benchmark   time/iter (avg)        iter/s      (min … max)           p75      p99     p995\n';
    expect(errorOf(() => detectFormat({ name: 'out.txt', text: table }))).toMatch(/deno bench's console table: run deno bench --json/);
    const checked = `Check file:///x/my_bench.ts\n${readFileSync(FILE, 'utf8')}`;
    expect(errorOf(() => detectFormat({ name: 'c.txt', text: checked }))).toMatch(/type-check line.*stdout alone/);
    const other = readFileSync(FILE, 'utf8').replace('"version": 1', '"version": 2');
    expect(errorOf(() => parseSource({ name: 'v.json', text: other }, 'auto'))).toMatch(/v\.json at version.*got 2/);
  });
});

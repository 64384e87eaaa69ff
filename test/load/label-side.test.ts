import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';
import { labelSide } from '../../src/load/load-side.js';
import type { SampleSet } from '../../src/model/series.js';

// A side's name in the reports' column titles when nothing else names it.
const set = { series: [], runCount: 0 } as unknown as SampleSet;

describe('labelSide', () => {
  it('names files in the working folder by what their names share, so two sides there read apart', () => {
    const old = labelSide(set, ['old-1.txt', 'old-2.txt', 'old-10.txt']);
    const next = labelSide(set, ['new-1.txt', 'new-2.txt', 'new-10.txt']);
    expect([old, next]).toEqual(['old-*.txt', 'new-*.txt']);
    expect(labelSide(set, ['a.json', 'b.json'])).toBe('*.json');
    expect(labelSide(set, ['run1', 'other'])).toBe('2 files');
  });

  it('keeps the folder the files share, a single file its name, and a native file its ref@commit', () => {
    expect(labelSide(set, ['examples/hyperfine/baseline/run1.csv', 'examples/hyperfine/baseline/run2.csv'])).toBe('examples/hyperfine/baseline');
    expect(labelSide(set, ['base.txt'])).toBe('base.txt');
    expect(labelSide({ ...set, context: { ref: 'refs/heads/main', commit: '9fceb02d0ae598e95dc970b74767f19372d61af8' } }, ['a', 'b'])).toBe('main@9fceb02');
  });
});

describe('sides whose labels clash', () => {
  it('names both sides by their folder and file pattern when their files share one folder', () => {
    const dir = scratchDir('label-clash');
    const write = (name: string, ns: number): string => {
      const file = join(dir, name);
      writeFileSync(file, `BenchmarkA-8   \t1000\t${ns} ns/op\nBenchmarkB-8   \t1000\t${2 * ns} ns/op\n`);
      return file;
    };
    const baseline = [1, 2, 3].map((run) => write(`a${run}.txt`, 100 + run));
    const current = [1, 2, 3].map((run) => write(`b${run}.txt`, 100 + run));
    const result = runSourceCli(['compare', '--same-job', '--baseline', ...baseline, '--current', ...current]);
    expect(result.stdout).toMatch(/^baseline = .*label-clash[^/]*\/a\*\.txt: 3 runs$/m);
    expect(result.stdout).toMatch(/^current = .*label-clash[^/]*\/b\*\.txt: 3 runs$/m);
  });
});

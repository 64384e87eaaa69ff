import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSampleSet } from '../../src/load/sample-set.js';
import { parseNative, renderNative } from '../../src/formats/native.js';
import type { Report } from '../../src/model/report.js';
import type { SampleSet } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// A baseline pooled from several base-branch jobs (the action's artifacts, one native file each
// with its context) tells which run came from which job; a shift of every benchmark is then
// judged against the spread of those jobs' own shifts.

/** One job's runs: `rows` benchmarks, 5 runs of 5 samples, every row shifted by `shift` (log scale). */
function job(seed: number, shift: number, rows = 30): SampleSet {
  const random = mulberry32(seed);
  const levels = mulberry32(7);
  return {
    runCount: 5,
    context: { commit: seed.toString(16).padStart(40, '0'), runner: 'ubuntu-24.04 x64', date: new Date(Date.UTC(2026, 0, seed)).toISOString() },
    series: Array.from({ length: rows }, (_, row) => {
      const centre = 1e-6 * Math.exp(4 * levels());
      return {
        benchmark: `bench${row}`,
        metric: 'time',
        unit: 's',
        better: 'lower' as const,
        runs: Array.from({ length: 5 }, () => {
          const run = centre * Math.exp(shift + 0.01 * gaussian(random) + 0.01 * gaussian(random));
          return { kind: 'samples' as const, samples: Float64Array.from({ length: 5 }, () => run * Math.exp(0.003 * gaussian(random))) };
        }),
      };
    }),
  };
}

const parsed = (set: SampleSet, name: string) => ({ name, parsed: parseNative({ name, text: renderNative(set) }) });

describe('a baseline pooled from several jobs', () => {
  it('knows the job of each run when every file records its context, and only then', () => {
    const pooled = buildSampleSet([parsed(job(1, 0, 2), 'a.json'), parsed(job(2, 0, 2), 'b.json'), parsed(job(3, 0, 2), 'c.json')]);
    expect(pooled.series[0]?.jobs).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    const anonymous: SampleSet = { runCount: 5, series: job(4, 0, 2).series };
    expect(buildSampleSet([parsed(job(1, 0, 2), 'a.json'), parsed(anonymous, 'd.json')]).series[0]?.jobs).toBeUndefined();
    expect(buildSampleSet([parsed(job(1, 0, 2), 'a.json')]).series[0]?.jobs).toBeUndefined();
  });

  it('fails a shift of every benchmark well beyond the jobs’ own spread, and passes one within it', () => {
    const dir = scratchDir('pooled');
    // Five base-branch jobs on VMs 2-3% apart.
    const shifts = [0.0, 0.025, -0.02, 0.015, -0.01];
    const baseline = shifts.map((shift, i) => {
      const file = join(dir, `base-${i}.json`);
      writeFileSync(file, renderNative(job(10 + i, shift)));
      return file;
    });
    const compare = (shift: number): Report => {
      const current = join(dir, `head-${shift}.json`);
      writeFileSync(current, renderNative(job(99, shift)));
      const result = runSourceCli(['compare', '--baseline', ...baseline, '--current', current, '--json', '-']);
      expect(result.stderr).toBe('');
      return JSON.parse(result.stdout) as Report;
    };
    const slower = compare(Math.log(1.3));
    expect(slower.suites[0]).toMatchObject({ verdict: 'regression', baselineRuns: 25, currentRuns: 5 });
    expect(slower.gate).toBe('fail');
    const usual = compare(0.02);
    expect(usual.suites[0]?.verdict).not.toBe('regression');
    expect(usual.gate).toBe('pass');
  });
});

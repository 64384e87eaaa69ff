import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSampleSet } from '../../src/load/sample-set.js';
import { parseNative, renderNative } from '../../src/formats/native.js';
import type { Report } from '../../src/model/report.js';
import type { SampleSet } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';
import { runSourceCli, runSourceCliJson } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// A baseline pooled from several base-branch jobs (the action's artifacts, one native file each
// with its context) tells which run came from which job; a shift of every benchmark is then
// judged against the spread of those jobs' own shifts.

/**
 * One job's runs: `rows` benchmarks, 5 runs of 5 samples, every row shifted by `shift` (log scale),
 * and row r by its own `reaction(r)` to this job's VM (log scale; none by default).
 */
function job(seed: number, shift: number, rows = 30, reaction: (row: number) => number = () => 0): SampleSet {
  const random = mulberry32(seed);
  const levels = mulberry32(7);
  return {
    runCount: 5,
    context: { commit: seed.toString(16).padStart(40, '0'), runner: 'ubuntu-24.04 x64', date: new Date(Date.UTC(2026, 0, seed)).toISOString() },
    series: Array.from({ length: rows }, (_, row) => {
      const centre = 1e-6 * Math.exp(4 * levels());
      const vm = reaction(row);
      return {
        benchmark: `bench${row}`,
        metric: 'time',
        unit: 's',
        better: 'lower' as const,
        runs: Array.from({ length: 5 }, () => {
          const run = centre * Math.exp(shift + vm + 0.01 * gaussian(random) + 0.01 * gaussian(random));
          return { kind: 'samples' as const, samples: Float64Array.from({ length: 5 }, () => run * Math.exp(0.003 * gaussian(random))) };
        }),
      };
    }),
  };
}

const parsed = (set: SampleSet, name: string) => ({ name, parsed: parseNative({ name, text: renderNative(set) }) });

/** Writes `set` as the native file `dir/name` (one job's artifact) and gives its path. */
function writeNative(dir: string, name: string, set: SampleSet): string {
  const file = join(dir, name);
  writeFileSync(file, renderNative(set));
  return file;
}

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
    const baseline = shifts.map((shift, i) => writeNative(dir, `base-${i}.json`, job(10 + i, shift)));
    const compare = (shift: number): Report => {
      const current = writeNative(dir, `head-${shift}.json`, job(99, shift));
      return runSourceCliJson(['compare', '--baseline', ...baseline, '--current', current]).report;
    };
    const slower = compare(Math.log(1.3));
    expect(slower.suites[0]).toMatchObject({ verdict: 'regression', baselineRuns: 25, currentRuns: 5 });
    expect(slower.gate).toBe('fail');
    const usual = compare(0.02);
    expect(usual.suites[0]?.verdict).not.toBe('regression');
    expect(usual.gate).toBe('pass');
  });
});

describe('each row against its own history in a pooled baseline', () => {
  it('passes a benchmark that swings from VM to VM in its history as far as it moved now, fails a steady one, and says how it judged', () => {
    const dir = scratchDir('pooled-rows');
    // bench0 reacts to each VM by ±12% (a memory-bound benchmark on VMs with different caches).
    const swings = [0.12, -0.1, 0.05, -0.12, 0.09];
    const baseline = swings.map((swing, i) =>
      writeNative(
        dir,
        `base-${i}.json`,
        job(20 + i, 0, 40, (row) => (row === 0 ? swing : 0)),
      ),
    );
    const current = writeNative(
      dir,
      'head.json',
      job(98, 0, 40, (row) => (row === 0 ? 0.14 : row === 1 ? 0.14 : 0)),
    );
    const pooled = runSourceCli(['compare', '--baseline', ...baseline, '--current', current, '--json', '-', '--markdown', join(dir, 'comment.md')]);
    expect(pooled.stderr).toBe('');
    const report = JSON.parse(pooled.stdout) as Report;
    expect(report.suites[0]).toMatchObject({ rowSpreadJobs: 5, baselineRuns: 25, currentRuns: 5 });
    const row = report.comparisons.find((comparison) => comparison.benchmark === 'bench0');
    expect(row?.change).toBeGreaterThan(0.1);
    expect(row?.verdict).not.toBe('regression');
    expect(readFileSync(join(dir, 'comment.md'), 'utf8')).toContain('each row also against its own spread over 5 baseline jobs');
    // A quiet benchmark moved as far is a regression: its history is steady.
    const bench1 = report.comparisons.find((comparison) => comparison.benchmark === 'bench1');
    expect(bench1?.verdict).toBe('regression');
  });
});

describe('a few rows against a pooled baseline', () => {
  it('judges each of 2 rows against its own history across 5 jobs, with no whole-suite line', () => {
    const dir = scratchDir('pooled-two-rows');
    const swings = [0.12, -0.1, 0.05, -0.12, 0.09];
    const baseline = swings.map((swing, i) =>
      writeNative(
        dir,
        `base-${i}.json`,
        job(30 + i, 0, 2, (row) => (row === 0 ? swing : 0)),
      ),
    );
    const current = writeNative(
      dir,
      'head.json',
      job(97, 0, 2, () => 0.14),
    );
    const { report } = runSourceCliJson(['compare', '--baseline', ...baseline, '--current', current]);
    expect(report.suites).toEqual([]);
    const verdictOf = (name: string) => report.comparisons.find((row) => row.benchmark === name && row.metric === 'time')?.verdict;
    expect(verdictOf('bench0')).not.toBe('regression');
    expect(verdictOf('bench1')).toBe('regression');
  });
});

describe('a few rows against a pooled baseline, each job on a VM of its own', () => {
  it("does not take this VM's own shift for a change of 2 rows: the jobs' spread holds such shifts", () => {
    const dir = scratchDir('pooled-two-rows-shift');
    const baseline = [0, 0.03, -0.03, 0.02, -0.02].map((shift, i) => writeNative(dir, `base-${i}.json`, job(40 + i, shift, 2)));
    const current = writeNative(dir, 'head.json', job(96, 0.05, 2));
    const report = JSON.parse(runSourceCli(['compare', '--baseline', ...baseline, '--current', current, '--json', '-']).stdout) as Report;
    // Welch across the 25 pooled runs took the jobs' spread for run noise divided by 25: both rows flagged.
    expect(report.comparisons.filter((row) => row.metric === 'time').map((row) => row.verdict)).not.toContain('regression');
  });
});

describe('a few rows against fewer than 3 baseline jobs', () => {
  it('leaves 3 rows against one other job undecided within the job-effect bound, naming it, where Welch across runs saw a change that is only the VM', () => {
    const dir = scratchDir('few-rows-one-job');
    // One base-branch job, and this job on a VM 6% slower: the code did not change.
    const write = (name: string, set: SampleSet): string => writeNative(dir, name, set);
    const baseline = write('base.json', job(50, 0, 3));
    const baselines = [baseline, write('base-1.json', job(51, 0.01, 3))];
    const current = write('head.json', job(95, 0.06, 3));
    const compare = (args: readonly string[]): Report => {
      return runSourceCliJson(['compare', ...args, '--current', current]).report;
    };
    for (const report of [compare(['--baseline', baseline]), compare(['--baseline', ...baselines])]) {
      expect(report.gate).toBe('pass');
      expect(report.suites).toEqual([]);
      for (const row of report.comparisons)
        expect(row).toMatchObject({
          verdict: 'inconclusive',
          test: 'suite',
          reason: {
            code: 'job-effect-bound',
            bound: 0.25,
            message: "within another job's VM effect (±25%, job-effect-bound): pool ≥ 5 jobs or --same-job",
          },
        });
      // The change is shown as measured, its interval as wide as the bound, and the headline does not ask for more runs.
      expect(report.comparisons[0]?.change).toBeGreaterThan(0.04);
      expect(report.comparisons[0]?.changeCI?.[1]).toBeGreaterThan(0.25);
    }
    const terminal = runSourceCli(['compare', '--baseline', baseline, '--current', current]);
    expect(terminal.stdout).toMatch(/^Not known: 3 rows undecided \(could hide up to \+\d+\.\d%; more runs alone would not decide them\)\.$/m);
    // Said to be one job, the same files are tested as one job's: the VM's 6% is then the code's.
    const sameJob = compare(['--baseline', baseline, '--same-job']);
    expect(sameJob.comparisons.map((row) => [row.test, row.verdict])).toEqual([
      ['runs', 'regression'],
      ['runs', 'regression'],
      ['runs', 'regression'],
    ]);
  });
});

describe('summary-only rows against another job', () => {
  it('takes a VM shift of every cargo bench row for what it is, as rows with samples are: the suite model, not Welch across runs', () => {
    const dir = scratchDir('summary-only-another-job');
    const random = mulberry32(3);
    // cargo bench (libtest) prints one median a benchmark: every run is a summary. 20 benchmarks,
    // 3 runs a side, this job on a VM 5% slower; the code did not change.
    const cargoRun = (name: string, shift: number): string => {
      const lines = Array.from({ length: 20 }, (_, row) => {
        const value = Math.round(1000 * (row + 1) * shift * Math.exp(0.01 * gaussian(random)));
        return `test bench_${row} ... bench:   ${value.toLocaleString('en-US')} ns/iter (+/- ${Math.round(value * 0.02)})`;
      });
      const file = join(dir, name);
      writeFileSync(file, ['running 20 tests', ...lines, '', 'test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out', ''].join('\n'));
      return file;
    };
    const baseline = [1, 2, 3].map((run) => cargoRun(`base-${run}.txt`, 1));
    const current = [1, 2, 3].map((run) => cargoRun(`head-${run}.txt`, 1.05));
    const compare = (extra: readonly string[]): Report => {
      return runSourceCliJson(['compare', '--baseline', ...baseline, '--current', ...current, ...extra]).report;
    };
    const across = compare([]);
    expect(across.comparisons.every((row) => row.baseline?.summaryOnly === true)).toBe(true);
    expect(across.comparisons.every((row) => row.test === 'suite')).toBe(true);
    expect(across.summary.regressions).toBe(0);
    expect(across.gate).toBe('pass');
    // Said to be one job, the shift of every row is the code's: the whole-suite line fails the gate.
    const sameJob = compare(['--same-job']);
    expect(sameJob.suites[0]?.verdict).toBe('regression');
    expect(sameJob.gate).toBe('fail');
  });

  it('does not take runs that repeat the same integer ns/iter for a metric that never varies', () => {
    const dir = scratchDir('summary-only-repeated');
    // Fast benchmarks print the same whole ns/iter in every run: 6 rows, 2 runs a side, this job on a VM 5% slower.
    const cargoRun = (name: string, shift: number): string => {
      const lines = Array.from({ length: 6 }, (_, row) => `test bench_${row} ... bench:   ${Math.round(20 * (row + 1) * shift)} ns/iter (+/- 1)`);
      const file = join(dir, name);
      writeFileSync(file, ['running 6 tests', ...lines, '', 'test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out', ''].join('\n'));
      return file;
    };
    const baseline = [1, 2].map((run) => cargoRun(`base-${run}.txt`, 1));
    const current = [1, 2].map((run) => cargoRun(`head-${run}.txt`, 1.05));
    const { report } = runSourceCliJson(['compare', '--baseline', ...baseline, '--current', ...current]);
    expect(report.comparisons.map((row) => row.test)).not.toContain('exact');
    expect(report.summary.regressions).toBe(0);
    expect(report.gate).toBe('pass');
    // The whole-suite line against one other job: more runs would not tell the VM from the code.
    const terminal = runSourceCli(['compare', '--baseline', ...baseline, '--current', ...current]);
    // Judged against the job-effect bound: it could hide as much as the bound lets a VM move it.
    expect(terminal.stdout).toMatch(/^Not known: the whole-suite line undecided \(could hide up to \+31\.3%; more runs alone would not decide it\)\.$/m);
  });
});

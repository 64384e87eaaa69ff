import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseNative } from '../../src/formats/native.js';
import type { Report } from '../../src/model/report.js';
import { parseCommit, parseIsoDate, parseRef, parseRunner } from '../../src/settings.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';
import { runSourceCli, runSourceCliJson } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// benchgate convert records where its runs were made (--commit, --ref, --runner, --date): the
// file is then one job's runs, as the action's baseline artifacts are, so that a CLI user can
// pool baseline jobs and have a few rows judged against their own spread from job to job.

const COMMIT = '9fceb02d0ae598e95dc970b74767f19372d61af8';
const HYPERFINE = 'examples/hyperfine/baseline/run1.csv';

let scratch = '';
beforeAll(() => {
  scratch = scratchDir('convert-context');
});

function convert(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  return runSourceCli(['convert', ...args]);
}

/** The context of the native JSON that convert printed. */
const contextOf = (stdout: string): unknown => (JSON.parse(stdout) as { context?: unknown }).context;

describe('benchgate convert --commit --ref --runner --date', () => {
  it('writes the context the options give, which parseNative reads back, the date in UTC', () => {
    const result = convert([
      HYPERFINE,
      '--commit',
      COMMIT,
      '--ref',
      'refs/heads/main',
      '--runner',
      'ci-box x64, 8 cores',
      '--date',
      '2026-01-05T10:00:00+01:00',
    ]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      benchgate: 1,
      context: { commit: COMMIT, ref: 'refs/heads/main', runner: 'ci-box x64, 8 cores', date: '2026-01-05T09:00:00.000Z' },
    });
    const parsed = parseNative({ name: 'out.json', text: result.stdout });
    expect(parsed.context).toEqual({ commit: COMMIT, ref: 'refs/heads/main', runner: 'ci-box x64, 8 cores', date: '2026-01-05T09:00:00.000Z' });
    expect(parsed.series.map((series) => series.benchmark)).toEqual(['sort', 'compress', 'checksum']);
  });

  it('records any one of them alone, and none without them', () => {
    expect(contextOf(convert([HYPERFINE, '--commit', 'ABCDEF1']).stdout)).toEqual({ commit: 'ABCDEF1' });
    expect(contextOf(convert([HYPERFINE, '--date', '2026-01-05']).stdout)).toEqual({ date: '2026-01-05T00:00:00.000Z' });
    expect(contextOf(convert([HYPERFINE]).stdout)).toBeUndefined();
  });

  it("sets the fields it is given over a native input's own context, and keeps the others", () => {
    const native = join(scratch, 'artifact.json');
    expect(convert([HYPERFINE, '--commit', COMMIT, '--ref', 'main', '--date', '2026-01-05', '-o', native]).status).toBe(0);
    const again = convert([native, '--runner', 'laptop', '--ref', 'release']);
    expect(contextOf(again.stdout)).toEqual({ commit: COMMIT, ref: 'release', runner: 'laptop', date: '2026-01-05T00:00:00.000Z' });
  });

  it('exits 2 naming the option on a value it cannot record', () => {
    const cases: [string[], string][] = [
      [['--commit', 'xyz1234'], '--commit: expected a commit of 7 to 40 hex digits (git rev-parse HEAD); got "xyz1234"'],
      [['--commit', 'abc12'], '--commit: expected a commit of 7 to 40 hex digits'],
      [['--commit', 'a'.repeat(41)], '--commit: expected a commit of 7 to 40 hex digits'],
      [['--date', 'yesterday'], '--date: expected an ISO 8601 date such as 2026-01-05 or 2026-01-05T10:00:00+01:00 (git log -1 --format=%cI); got "yesterday"'],
      [['--date', '2026-02-30'], '--date: expected an ISO 8601 date'],
      [['--date', '05/01/2026'], '--date: expected an ISO 8601 date'],
      [['--ref', 'my branch'], '--ref: expected a ref such as main or refs/heads/main (no blanks); got "my branch"'],
      [['--runner', ' '], '--runner: expected the machine in one line of 1 to 200 characters'],
      [['--runner', 'a\nb'], '--runner: expected the machine in one line of 1 to 200 characters'],
    ];
    for (const [options, message] of cases) {
      const result = convert([HYPERFINE, ...options]);
      expect([options, result.status, result.stdout]).toEqual([options, 2, '']);
      expect(result.stderr).toContain(`benchgate: ${message}`);
    }
    // Only convert records a context.
    expect(runSourceCli(['compare', '--commit', COMMIT, '--baseline', HYPERFINE, '--current', HYPERFINE]).stderr).toMatch(/unknown option "--commit"/);
  });
});

describe('the values convert records', () => {
  it('takes ISO 8601 dates with or without a time, with a zone as Z or an offset, and gives the instant in UTC', () => {
    expect(parseIsoDate('2024-02-29', '--date')).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('2026-01-05T10:00:00Z', '--date')).toBe('2026-01-05T10:00:00.000Z');
    expect(parseIsoDate('2026-01-05t10:00:00.123456z', '--date')).toBe('2026-01-05T10:00:00.123Z');
    expect(parseIsoDate('2026-01-05 10:00:00+0530', '--date')).toBe('2026-01-05T04:30:00.000Z');
    expect(parseIsoDate('2026-01-05T10:00-08:00', '--date')).toBe('2026-01-05T18:00:00.000Z');
    for (const text of [
      '2026-13-01',
      '2026-02-29',
      '2026-01-05T24:00:00Z',
      '2026-01-05T10:60Z',
      '2026-01-05T10:00:00+25:00',
      'March 1 2026',
      '1767607200000',
      '',
    ])
      expect(() => parseIsoDate(text, '--date')).toThrow(/^--date: expected an ISO 8601 date/);
  });

  it('takes a commit of 7 to 40 hex digits, a ref of one word, a runner of one line', () => {
    expect(parseCommit(' abcdef1 ', '--commit')).toBe('abcdef1');
    expect(parseRef('refs/tags/v1.2.0', '--ref')).toBe('refs/tags/v1.2.0');
    expect(parseRunner('ubuntu-24.04 x64, AMD EPYC 7763 (4 cores)', '--runner')).toBe('ubuntu-24.04 x64, AMD EPYC 7763 (4 cores)');
    expect(() => parseRef('', '--ref')).toThrow(/^--ref: expected a ref/);
    expect(() => parseRunner('x'.repeat(201), '--runner')).toThrow(/^--runner: expected the machine/);
  });
});

/**
 * `go test -bench` text of one process: each of `rows` benchmarks 5 times (-count 5), every row
 * moved by `shift` (log scale: the VM this job ran on), with 1% noise from run to run.
 */
function goRun(random: () => number, shift: number, rows: readonly number[]): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/m'];
  rows.forEach((centre, row) => {
    const run = centre * Math.exp(shift + 0.01 * gaussian(random));
    for (let sample = 0; sample < 5; sample++) lines.push(`BenchmarkRow${row}-8   \t  100000\t${(run * Math.exp(0.003 * gaussian(random))).toFixed(1)} ns/op`);
  });
  return [...lines, 'PASS', 'ok  \texample.com/m\t1.234s', ''].join('\n');
}

/** 5 go test processes of one job, a file each, named `prefix-runN.txt` in `dir`. */
function goRuns(dir: string, prefix: string, random: () => number, shift: number, centres: readonly number[]): string[] {
  return Array.from({ length: 5 }, (_, run) => {
    const file = join(dir, `${prefix}-run${run}.txt`);
    writeFileSync(file, goRun(random, shift, centres));
    return file;
  });
}

/** Base-branch jobs on VMs `shifts` apart, each job's runs converted to base-N.json with its commit and date. */
function convertedJobs(dir: string, random: () => number, shifts: readonly number[], centres: readonly number[]): { baselines: string[]; runFiles: string[] } {
  const runFiles: string[] = [];
  const baselines = shifts.map((shift, job) => {
    const files = goRuns(dir, `job${job}`, random, shift, centres);
    runFiles.push(...files);
    const out = join(dir, `base-${job}.json`);
    const commit = (0xabcdef0 + job).toString(16);
    expect(convert([...files, '--commit', commit, '--date', `2026-01-0${job + 1}T03:00:00Z`, '-o', out]).status).toBe(0);
    return out;
  });
  return { baselines, runFiles };
}

function compareFiles(baseline: readonly string[], current: readonly string[]): Report {
  return runSourceCliJson(['compare', '--baseline', ...baseline, '--current', ...current]).report;
}

const CENTRES = [1200, 45000, 830];

describe('a CLI user pools baseline jobs with benchgate convert --commit', () => {
  it('has 3 rows judged against their own spread over 3 converted jobs instead of against the job-effect bound', () => {
    const dir = scratchDir('convert-pooled');
    const random = mulberry32(11);
    // 3 base-branch jobs on VMs a few % apart, 5 go test processes each; this job's VM 4% slower.
    const { baselines, runFiles } = convertedJobs(dir, random, [0, 0.03, -0.025], CENTRES);
    const current = goRuns(dir, 'head', random, 0.04, CENTRES);

    // The same runs given as they came, job unknown: every row against another job, undecided
    // within the job-effect bound.
    const unpooled = compareFiles(runFiles, current);
    expect(unpooled.comparisons.map((row) => [row.verdict, row.reason?.code])).toEqual([
      ['inconclusive', 'job-effect-bound'],
      ['inconclusive', 'job-effect-bound'],
      ['inconclusive', 'job-effect-bound'],
    ]);
    expect(unpooled.comparisons[0]?.reason).toMatchObject({
      message: "within another job's VM effect (±25%, job-effect-bound): pool ≥ 5 jobs or --same-job",
    });

    // Converted a job a file: each row is tested against its own spread over the 3 jobs, and
    // this VM's 4% is within what the jobs' VMs moved it: no regression, and no job-effect bound.
    const pooled = compareFiles(baselines, current);
    expect(pooled.baseline.runs).toBe(15);
    expect(pooled.suites).toEqual([]);
    for (const row of pooled.comparisons) {
      expect(row.test).toBe('suite');
      expect(row.pValue).not.toBeNull();
      expect(row.reason?.code).not.toBe('job-effect-bound');
      expect(row.verdict).not.toBe('regression');
    }
    expect(pooled.gate).toBe('pass');
    // The label names the first job's commit.
    expect(pooled.baseline.label).toBe('commit@abcdef0');
  });

  it('finds a row 30% slower beyond its own spread over 5 converted jobs, and not the VM shift of the others', () => {
    const dir = scratchDir('convert-pooled-five');
    const random = mulberry32(12);
    const { baselines } = convertedJobs(dir, random, [0, 0.03, -0.025, 0.015, -0.01], CENTRES);
    const current = goRuns(dir, 'head', random, 0.04, [CENTRES[0] as number, (CENTRES[1] as number) * 1.3, CENTRES[2] as number]);
    const report = compareFiles(baselines, current);
    expect(report.comparisons.map((row) => [row.test, row.verdict === 'regression'])).toEqual([
      ['suite', false],
      ['suite', true],
      ['suite', false],
    ]);
    expect(report.gate).toBe('fail');
  });

  it('gives benchgate history the dates and commits to order and name its points by', () => {
    const dir = scratchDir('convert-history');
    const random = mulberry32(5);
    // 8 commits, converted in an order that is neither time nor name order; the last 4 are 30% slower.
    const days = [3, 7, 1, 5, 8, 2, 6, 4];
    for (const day of days) {
      const run = join(dir, `run-${day}.txt`);
      writeFileSync(run, goRun(random, day > 4 ? Math.log(1.3) : 0, [1000, 2000, 3000]));
      const commit = `c0ffee${day}`;
      expect(convert([run, '--commit', commit, '--date', `2026-03-0${day}T12:00:00+02:00`, '-o', join(dir, `${9 - day}.json`)]).status).toBe(0);
    }
    const result = runSourceCli(['history', join(dir, '*.json'), '--min-segment', '3', '--json', '-']);
    expect(result.stderr).toBe('');
    const history = JSON.parse(result.stdout) as { commits: { commit: string; date?: string }[]; series: { changes: { after: string; before: string }[] }[] };
    expect(history.commits.map((commit) => commit.commit)).toEqual(['c0ffee1', 'c0ffee2', 'c0ffee3', 'c0ffee4', 'c0ffee5', 'c0ffee6', 'c0ffee7', 'c0ffee8']);
    expect(history.commits[0]?.date).toBe('2026-03-01T10:00:00.000Z');
    // The 30% step, found between the commits the files record.
    for (const series of history.series) expect(series.changes).toMatchObject([{ before: 'c0ffee4', after: 'c0ffee5' }]);
    expect(readFileSync(join(dir, '1.json'), 'utf8')).toContain('"commit":"c0ffee8"');
  });
});

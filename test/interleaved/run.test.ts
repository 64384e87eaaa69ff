import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { runSourceCliAsync } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';
import { fakeToolExecutor } from '../helpers/fake-tool-executor.js';

// `benchgate run` end to end, in-process, with real shell commands running a stand-in tool
// (fake-tool.mjs: go test -bench lines with 1% seeded noise); the sessions whose statistics are
// under test run the same tool in-process (test/helpers/fake-tool-executor.ts), in milliseconds.

const TOOL = `"${process.execPath}" test/interleaved/fake-tool.mjs`;

/** A session of the stand-in tool: real processes, or in-process (`inProcess`) where only the statistics are under test. */
async function session(baselineEnv: string, currentEnv: string, extra: readonly string[] = [], inProcess = false) {
  const dir = scratchDir('run');
  const counter = join(dir, 'counter');
  const json = join(dir, 'report.json');
  const result = await runSourceCliAsync(
    [
      'run',
      '--baseline-cmd',
      `COUNTER='${counter}' ${baselineEnv} ${TOOL}`,
      '--current-cmd',
      `COUNTER='${counter}' ${currentEnv} ${TOOL}`,
      '--json',
      json,
      ...extra,
    ],
    () => false,
    inProcess ? fakeToolExecutor() : undefined,
  );
  return { ...result, json, report: existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as Report) : undefined };
}

describe('benchgate run', () => {
  it('stops within 10 pairs on a 50% slowdown of everything, every row a regression, and says how the data were made', async () => {
    const { status, report, stderr, stdout } = await session('', 'ALL=1.5', [], true);
    expect(status, stderr).toBe(1);
    expect(report?.design).toMatchObject({ kind: 'paired', interleaved: true, stopped: 'all rows decided' });
    expect(report?.design?.pairs).toBeLessThanOrEqual(10);
    expect(report?.baseline.runs).toBe(report?.design?.pairs);
    expect(report?.current.runs).toBe(report?.design?.pairs);
    expect(report?.comparisons.map((row) => [row.test, row.verdict])).toEqual(Array(4).fill(['paired', 'regression']));
    expect(stderr).toMatch(/^benchgate run: pair 3: [\d.]+ s, 0 of 4 rows undecided$/m);
    // Warm-ups say so before they start: the first line comes before the first pair's.
    expect(stderr).toMatch(/^benchgate run: warm-up 1 of 1, baseline \(0\.\d s\)$/m);
    expect(stdout).toMatch(
      /\d+ interleaved pairs \(random order\), paired test after every pair \(alpha holds however early it stops: a confidence sequence over up to 28 looks\), stopped: all rows decided/,
    );
  });

  it("takes compare's label, direction and outlier options", async () => {
    const { status, report, stderr } = await session(
      '',
      'ALL=1.5',
      ['--baseline-label', 'main', '--current-label', 'pr', '--better', 'time=higher', '--outliers', 'mad'],
      true,
    );
    expect(status, stderr).toBe(0);
    expect([report?.baseline.label, report?.current.label]).toEqual(['main', 'pr']);
    // Higher is better now: 50% slower reads as an improvement.
    expect(report?.comparisons.every((row) => row.better === 'higher' && row.verdict === 'improvement')).toBe(true);
    const twice = await runSourceCliAsync(['run', '--baseline-cmd', 'a', '--current-cmd', 'b', '--baseline-label', 'x', '--baseline-label', 'y']);
    expect(twice.stderr).toBe('benchgate: --baseline-label: given 2 times; run has one baseline, give it once\n');
  });

  it('tests pairs by signed rank under --test mann-whitney, and shows p adjusted for the looks and rows', async () => {
    const { status, report, stdout, stderr } = await session('', 'ALL=1.5', ['--test', 'mann-whitney'], true);
    expect(status, stderr).toBe(1);
    expect(report?.design).toMatchObject({ kind: 'paired', test: 'signed-rank', stopped: 'all rows decided' });
    // The exact signed-rank p of n pairs is at least 2 / 2^n: at 4 rows and a look's small level
    // it takes more pairs than the t (3), and never more than the cap.
    const pairs = report?.design?.pairs ?? 0;
    expect(pairs).toBeGreaterThan(8);
    expect(pairs).toBeLessThanOrEqual(30);
    for (const row of report?.comparisons ?? []) {
      expect(row.verdict).toBe('regression');
      expect(row.pValue).toBeCloseTo(2 / 2 ** pairs, 12);
      // Scaled by alpha / (the look's level): still under alpha, and above the raw p.
      expect(row.pAdjusted ?? 1).toBeGreaterThan(row.pValue ?? 1);
      expect(row.pAdjusted ?? 1).toBeLessThan(0.05);
    }
    expect(report?.correction).toBe('bonferroni');
    expect(stdout).toContain(
      'interleaved pairs (random order), paired signed-rank test after every pair (alpha holds however early it stops: a confidence sequence',
    );
  });

  it('flags nothing in an A/A session whose machine gets 30% slower halfway, and finds an 8% slowdown of one benchmark under it', async () => {
    const aa = await session('MACHINE_FROM=12', 'MACHINE_FROM=12', ['--max-runs', '16'], true);
    expect(aa.status, aa.stderr).toBe(0);
    expect(aa.report?.summary.regressions).toBe(0);
    expect(aa.report?.summary.improvements).toBe(0);
    const ab = await session('MACHINE_FROM=12', 'MACHINE_FROM=12 SLOW=Sort:1.08', ['--max-runs', '16'], true);
    expect(ab.status, ab.stderr).toBe(1);
    expect(ab.report?.comparisons.filter((row) => row.verdict === 'regression' || row.verdict === 'improvement').map((row) => row.benchmark)).toEqual([
      'example.com/fake.BenchmarkSort-2',
    ]);
  });

  it('reads {out} files, and stops at --max-runs with the undecided rows inconclusive and the pairs they need', async () => {
    const { status, report } = await session('', '', ['--max-runs', '3', '--warmup', '0'], true);
    expect(status).toBe(0);
    expect(report?.design).toMatchObject({ pairs: 3, stopped: 'the limit of 3 pairs' });
    const out = await runSourceCliAsync(['run', '--baseline-cmd', `${TOOL} {out}`, '--current-cmd', `${TOOL} {out}`, '--max-runs', '3', '--json', '-']);
    expect(out.status, out.stderr).toBe(0);
    expect((JSON.parse(out.stdout) as Report).comparisons).toHaveLength(4);
    const undecided = report?.comparisons.filter((row) => row.verdict === 'inconclusive') ?? [];
    for (const row of undecided) {
      expect(row.reason).toMatchObject({ code: 'not-decided-after', pairs: 3, noise: 0.02 });
      expect((row.reason as { message?: string }).message).toMatch(/^not decided after 3 pairs: the interval of the change reaches beyond ±2%/);
    }
  });

  it('ends with exit 2 naming the command, its status and its last stderr lines when a command fails; no report is written', async () => {
    const { status, stderr, json } = await session('', 'FAIL=1');
    expect(status).toBe(2);
    expect(stderr).toContain(`--current-cmd "COUNTER=`);
    expect(stderr).toMatch(/exited with status 3 \(warm-up 1\); its last stderr lines:\n {2}building\.\.\.\n {2}panic: runtime error: index out of range\n$/);
    expect(existsSync(json)).toBe(false);
  });

  it('names the command whose output no format can read', async () => {
    const result = await runSourceCliAsync(['run', '--baseline-cmd', 'echo hello', '--current-cmd', 'echo hello', '--warmup', '0']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^benchgate: the output of --(baseline|current)-cmd "echo hello" cannot be read: --(baseline|current)-cmd pair 1, \w+ run: cannot tell which format this is/,
    );
  });

  it('stops after the current run on Ctrl-C and reports the pairs it has, saying so', async () => {
    const dir = scratchDir('run');
    const counter = join(dir, 'counter');
    // Ctrl-C arrives during the first run of pair 4 (2 warm-ups, then 2 runs a pair): that pair is dropped.
    const interruptAt = (file: string, runs: number) => () => existsSync(file) && Number(readFileSync(file, 'utf8')) >= runs;
    const command = (file: string) => `COUNTER='${file}' ${TOOL}`;
    const result = await runSourceCliAsync(
      ['run', '--baseline-cmd', command(counter), '--current-cmd', command(counter), '--max-runs', '10', '--json', '-'],
      interruptAt(counter, 9),
    );
    expect(result.status, result.stderr).toBe(130);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.design).toMatchObject({ pairs: 3, stopped: 'interrupted (Ctrl-C)' });
    expect(report.baseline.runs).toBe(3);
    // Before the first planned look (--min-runs 5), it still reports: one look at the first look's level.
    const early = join(dir, 'early');
    const before = await runSourceCliAsync(
      ['run', '--baseline-cmd', command(early), '--current-cmd', command(early), '--min-runs', '5', '--json', '-'],
      interruptAt(early, 9),
    );
    expect(before.status, before.stderr).toBe(130);
    expect((JSON.parse(before.stdout) as Report).design).toMatchObject({ pairs: 3, stopped: 'interrupted (Ctrl-C)' });
  });

  // 130 (128 + SIGINT) as shells and make expect: `benchgate run ... && next-step` stops there.
  it('exits 130 after Ctrl-C, with the report of the pairs it has, even when they hold a regression; before 2 pairs with one line', async () => {
    const calls = (): { executor: ReturnType<typeof fakeToolExecutor>; count: () => number } => {
      const inner = fakeToolExecutor();
      let count = 0;
      return { executor: { run: (command, cwd) => (count++, inner.run(command, cwd)) }, count: () => count };
    };
    const args = (current: string) => ['run', '--baseline-cmd', 'baseline tool', '--current-cmd', `${current} tool`, '--min-runs', '5', '--max-runs', '20'];
    // Ctrl-C during pair 4 (after 2 warm-ups and 3 pairs): the table of 3 pairs, then 130.
    const slower = calls();
    const result = await runSourceCliAsync(args('ALL=1.5'), () => slower.count() >= 9, slower.executor);
    expect(result.status, result.stderr).toBe(130);
    expect(result.stdout).toMatch(/; 3 interleaved pairs \(random order\).*stopped: interrupted \(Ctrl-C\)/);
    expect(result.stdout).toMatch(/\*\+\d+\.\d+%\*/);
    const same = calls();
    const aa = await runSourceCliAsync([...args('SLOW=Parse:1'), '--json', '-'], () => same.count() >= 9, same.executor);
    expect(aa.status, aa.stderr).toBe(130);
    expect((JSON.parse(aa.stdout) as Report).design).toMatchObject({ pairs: 3, stopped: 'interrupted (Ctrl-C)' });
    // During the first pair: nothing to report, one line, and still 130.
    const early = calls();
    const none = await runSourceCliAsync(args('SLOW=Parse:1'), () => early.count() >= 3, early.executor);
    expect(none.status).toBe(130);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(
      /\nbenchgate: benchgate run stopped after 0 pairs \(interrupted \(Ctrl-C\)\): a paired test needs at least 2; nothing to report\n$/,
    );
  });

  it('refuses a session without both commands, or with limits that make no sense', async () => {
    expect((await runSourceCliAsync(['run', '--current-cmd', 'true'])).stderr).toBe(
      'benchgate: run: --baseline-cmd is required (the command that runs the baseline build once)\n',
    );
    expect((await runSourceCliAsync(['run', '--baseline-cmd', 'a', '--current-cmd', 'b', '--min-runs', '5', '--max-runs', '4'])).stderr).toBe(
      'benchgate: --max-runs: expected a whole number from 5 to 1000; got "4"\n',
    );
    // The bound is --min-runs's value, its default 3 included.
    expect((await runSourceCliAsync(['run', '--baseline-cmd', 'a', '--current-cmd', 'b', '--max-runs', '1'])).stderr).toBe(
      'benchgate: --max-runs: expected a whole number from 3 to 1000; got "1"\n',
    );
    expect((await runSourceCliAsync(['run', '--baseline-cmd', 'a', '--current-cmd', 'b', '--max-time', 'soon'])).stderr).toBe(
      'benchgate: --max-time: expected a duration such as 90s, 15m or 1h; got "soon"\n',
    );
    const bootstrap = await runSourceCliAsync(['run', '--baseline-cmd', 'a', '--current-cmd', 'b', '--test', 'bootstrap']);
    expect(bootstrap.status).toBe(2);
    expect(bootstrap.stderr).toMatch(
      /^benchgate: --test bootstrap: pairs are tested by their log ratios, and bootstrap has no paired form; use welch .* or mann-whitney/,
    );
    const bh = await runSourceCliAsync(['run', '--baseline-cmd', 'a', '--current-cmd', 'b', '--correction', 'bh']);
    expect(bh.status).toBe(2);
    expect(bh.stderr).toMatch(/^benchgate: --correction bh: .* use bonferroni \(the default\) or none/);
  });
});

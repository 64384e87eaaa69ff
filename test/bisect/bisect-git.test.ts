import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/commands.js';
import { shellExecutor, type Executor } from '../../src/interleaved/session.js';

const SHELL = shellExecutor(process.env as Record<string, string>);
import { BISECT_ARGS, makeRepo, type TestRepo } from './git-repo.js';

// benchgate bisect end to end (issue 44, "Done when"): a real git repository of 40 commits, a
// C program built in a worktree per commit, run sessions of real processes.

interface Steps {
  readonly benchgateBisect: number;
  readonly status: string;
  readonly steps: readonly { benchmark: string; before: number; after: number; culprit: string | null; change: number }[];
  readonly comparisons: readonly { from: number; to: number; pairs: number }[];
  readonly pairs: number;
}

async function bisect(repo: TestRepo, args: readonly string[], executor?: Executor, interrupted?: () => boolean, now?: () => number) {
  return cli(repo, [...BISECT_ARGS, ...args], executor, interrupted, now);
}

/** `benchgate bisect ARGS` in the repository, its output captured. */
async function cli(repo: TestRepo, args: readonly string[], executor?: Executor, interrupted?: () => boolean, now?: () => number) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(['bisect', ...args], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    colour: false,
    columns: undefined,
    cwd: repo.dir,
    ...(executor !== undefined && { executor }),
    ...(interrupted !== undefined && { interrupted }),
    ...(now !== undefined && { now }),
  });
  return { status, stdout, stderr };
}

const COMMITS = 40;
// A: +12% of work at commit 11; C: +30% at 20; B: +20% at 29.
const repo = makeRepo(COMMITS, [
  { benchmark: 'A', at: 11, factor: 1.12 },
  { benchmark: 'C', at: 20, factor: 1.3 },
  { benchmark: 'B', at: 29, factor: 1.2 },
]);

describe('benchgate bisect in a real git repository', () => {
  it('names the commit of each step, in about 2·log2(n) comparisons each, and blames nothing of a benchmark not asked for', async () => {
    const { status, stdout, stderr } = await bisect(repo, [
      '--good',
      repo.commits[0] as string,
      '--bad',
      'main',
      '--benchmark',
      'BenchmarkA',
      'BenchmarkB',
      '--json',
      '-',
    ]);
    expect(stderr).toContain('40 commits from');
    expect(status, stdout).toBe(0);
    const report = JSON.parse(stdout) as Steps;
    expect(report.status).toBe('found');
    const found = (benchmark: string) => report.steps.filter((step) => step.benchmark === benchmark);
    for (const [benchmark, at] of [
      ['BenchmarkA', 11],
      ['BenchmarkB', 29],
    ] as const) {
      const steps = found(benchmark);
      expect(steps, JSON.stringify(report.steps)).toHaveLength(1);
      const [step] = steps;
      expect(step?.before).toBeLessThan(at);
      expect(step?.after).toBeGreaterThanOrEqual(at);
      expect((step?.after ?? 99) - (step?.before ?? 0)).toBeLessThanOrEqual(2);
      if (step?.culprit !== null) expect(step?.culprit).toBe(repo.commits[at]);
    }
    expect(found('BenchmarkC')).toEqual([]);
    expect(report.steps.find((step) => step.benchmark === 'BenchmarkA')?.change).toBeGreaterThan(0.06);
    // 1 to confirm, then 2·⌈log2 40⌉ = 12 a step (the first halving shared).
    expect(report.comparisons.length).toBeLessThanOrEqual(1 + 2 * 2 * Math.ceil(Math.log2(COMMITS)));
    expect(report.pairs).toBe(report.comparisons.reduce((sum, comparison) => sum + comparison.pairs, 0));
    // The worktrees are gone.
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('git', ['worktree', 'list'], { cwd: repo.dir, encoding: 'utf8' }).trim().split('\n')).toHaveLength(1);
  });

  it('says "does not reproduce" with exit 3 when nothing changed between good and bad', async () => {
    const { status, stdout } = await bisect(repo, ['--good', repo.commits[30] as string, '--bad', repo.commits[38] as string]);
    expect(status).toBe(3);
    expect(stdout).toContain('does not reproduce');
  });

  it('blames nothing when the only change is in a benchmark not given by --benchmark (exit 3)', async () => {
    const { status, stdout } = await bisect(repo, [
      '--good',
      repo.commits[14] as string,
      '--bad',
      repo.commits[25] as string,
      '--benchmark',
      'BenchmarkA',
      'BenchmarkB',
    ]);
    expect(status).toBe(3);
    expect(stdout).toContain('does not reproduce');
    expect(stdout).not.toContain('BenchmarkC');
  });

  it('prints what it has and exits 130 on Ctrl-C', async () => {
    // Ctrl-C a few runs into the second comparison, however many pairs the first one took on a
    // busy machine: the first comparison (good against bad) is what it has to print.
    let runs = 0;
    let runsAtFirstVerdict: number | undefined;
    const counting: Executor = {
      run: (command, cwd) => {
        if (command.includes('./bench')) runs++;
        return SHELL.run(command, cwd);
      },
    };
    let stdout = '';
    const status = await runCli(['bisect', ...BISECT_ARGS, '--good', repo.commits[0] as string, '--bad', 'main', '--benchmark', 'BenchmarkB'], {
      stdout: (text) => (stdout += text),
      stderr: (text) => {
        if (runsAtFirstVerdict === undefined && / → .*\(\d+ pairs\)/.test(text)) runsAtFirstVerdict = runs;
      },
      colour: false,
      columns: undefined,
      cwd: repo.dir,
      executor: counting,
      interrupted: () => runsAtFirstVerdict !== undefined && runs >= runsAtFirstVerdict + 4,
    });
    expect(runsAtFirstVerdict).toBeGreaterThan(0);
    expect(status).toBe(130);
    expect(stdout).toContain('stopped: interrupted (Ctrl-C)');
    expect(stdout).toMatch(/BenchmarkB time: \+\d/);
  });

  it('reports the ranges it has when --max-time runs out, the open ones as ranges', async () => {
    // A clock that moves 2 s a reading: the hunt's 60 s are gone after a few comparisons.
    let clock = 0;
    const { status, stdout } = await bisect(
      repo,
      ['--good', repo.commits[0] as string, '--bad', 'main', '--benchmark', 'BenchmarkB', '--max-time', '60s', '--json', '-'],
      undefined,
      undefined,
      () => (clock += 2000),
    );
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as Steps & { stopped: string };
    expect(report.status).toBe('stopped');
    expect(report.stopped).toBe('the time limit of 60 s');
    const [step] = report.steps;
    expect(step?.before).toBeLessThan(29);
    expect(step?.after).toBeGreaterThanOrEqual(29);
  });

  it('refuses what it cannot bisect with exit 2 and one line naming the option, and leaves no worktree', async () => {
    const cases: [readonly string[], RegExp][] = [
      [['--good', repo.commits[0] as string], /--bad is required/],
      [['--good', 'main', '--bad', repo.commits[0] as string], /--good main is not an ancestor of --bad/],
      [['--good', 'no-such-rev', '--bad', 'main'], /--good no-such-rev is not a commit here/],
      [['--good', 'main', '--bad', 'main'], /the same commit/],
    ];
    for (const [args, message] of cases) {
      const { status, stderr } = await bisect(repo, args);
      expect([args, status]).toEqual([args, 2]);
      expect(stderr).toMatch(message);
    }
    const { status, stderr } = await cli(repo, [
      '--good',
      repo.commits[0] as string,
      '--bad',
      'main',
      '--build',
      'echo broken >&2; exit 1',
      '--command',
      './bench',
    ]);
    expect(status).toBe(2);
    const broken = await cli(repo, ['--good', repo.commits[0] as string, '--bad', 'main', '--command', 'echo no >&2; exit 4']);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(/--command "echo no >&2; exit 4" exited with status 4 at [0-9a-f]{12}: no\n$/);
    expect(stderr).toMatch(/--build "echo broken >&2; exit 1" failed at [0-9a-f]{12} \(status 1\): broken/);
    // Good or bad failing is still exit 2, after a report of what was found (only what failed, where).
    expect(broken.stdout).toMatch(
      /^benchgate bisect: the command exited with status 4 at [0-9a-f]{12} \((good|bad)\), which every comparison needs; found before: nothing found/,
    );
    expect(broken.stdout).not.toContain('echo no');
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('git', ['worktree', 'list'], { cwd: repo.dir, encoding: 'utf8' }).trim().split('\n')).toHaveLength(1);
  });
});

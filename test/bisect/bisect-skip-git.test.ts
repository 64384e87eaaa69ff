import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/commands.js';
import { makeRepo, type TestRepo } from './git-repo.js';

// benchgate bisect over a real git repository in which one commit does not build (git bisect
// skip): the commits of the repository's C program, one of which fails its --build.

const repo = makeRepo(8, [{ benchmark: 'B', at: 6, factor: 1.25 }]);
/** Builds every commit but commit 4 (notes.txt names each commit), which fails as a broken build does. */
const BUILD = 'if grep -qx "commit 4" notes.txt; then echo "error: broken at 4" >&2; exit 1; fi; cc -O1 -o bench bench.c';

async function bisect(repository: TestRepo, args: readonly string[], now?: () => number) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(['bisect', '--command', './bench', '--format', 'go', '--warmup', '0', '--build', BUILD, ...args], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    colour: false,
    columns: undefined,
    cwd: repository.dir,
    ...(now !== undefined && { now }),
  });
  return { status, stdout, stderr };
}

describe('benchgate bisect past a commit that does not build', () => {
  it('skips it, splits at its neighbour and still names the culprit, listing the skipped commit', async () => {
    const { status, stdout, stderr } = await bisect(repo, ['--good', repo.commits[0] as string, '--bad', 'main', '--json', '-']);
    expect(status, stderr).toBe(0);
    const report = JSON.parse(stdout) as {
      status: string;
      steps: readonly { benchmark: string; culprit: string | null }[];
      skipped: readonly { commit: number; reason: string; sha: string }[];
      comparisons: readonly { from: number; to: number }[];
    };
    expect(report.status).toBe('found');
    expect(report.steps.map((step) => [step.benchmark, step.culprit])).toEqual([['BenchmarkB', repo.commits[6]]]);
    expect(report.skipped).toEqual([{ commit: 4, reason: 'the build failed', sha: repo.commits[4] }]);
    expect(report.comparisons.some((comparison) => comparison.from === 4 || comparison.to === 4)).toBe(false);
    // The terminal's progress has the detail; the report only what failed.
    expect(stderr).toMatch(/skipping [0-9a-f]{12}: --build ".*" failed at [0-9a-f]{12} \(status 1\): error: broken at 4/);
    expect(stdout).not.toContain('broken at 4');
    expect(execFileSync('git', ['worktree', 'list'], { cwd: repo.dir, encoding: 'utf8' }).trim().split('\n')).toHaveLength(1);
  });

  it('says so and exits 4 when --max-time runs out before good and bad were told apart', async () => {
    let clock = 0;
    const { status, stdout } = await bisect(repo, ['--good', repo.commits[0] as string, '--bad', 'main', '--max-time', '1s'], () => (clock += 2000));
    expect(status).toBe(4);
    expect(stdout).toContain('stopped (the time limit of 1 s) before');
    expect(stdout).toContain('were told apart: nothing is known and nothing is blamed');
  });
});

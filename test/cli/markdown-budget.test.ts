import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMENT_BUDGET_CHARS } from '../../src/report/markdown.js';
import { fakeToolExecutor } from '../helpers/fake-tool-executor.js';
import { runSourceCli, runSourceCliAsync } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// The CLI's --markdown within a PR comment's budget by default (issue 39, item 6), so that
// `gh pr comment --body-file` takes it: the action's budget, kept by the same renderer.

const GITHUB_COMMENT_LIMIT = 65_536;

/** 700 long config rules that match nothing: a warning each, 255,153 characters of markdown unbudgeted (64,641 within the budget). */
function unusedRules(): string {
  const file = join(scratchDir('budget'), 'benchgate.json');
  const rules = Array.from({ length: 700 }, (_, i) => ({
    benchmark: `legacy/removed-suite-${i}/${'long-part/'.repeat(20)}**`,
    metric: `time-of-phase-${i}`,
    noise: '5%',
  }));
  writeFileSync(file, JSON.stringify({ rules }));
  return file;
}

const COMPARE = ['compare', '--baseline', 'examples/hyperfine/baseline/*.csv', '--current', 'examples/hyperfine/slower/*.csv', '--fail-on', 'never'];

describe('--markdown and its budget', () => {
  it("keeps compare's markdown within a comment's budget by default, all of it with --markdown-budget none", () => {
    const config = unusedRules();
    const budgeted = runSourceCli([...COMPARE, '--config', config, '--markdown', '-']);
    expect(budgeted.status, budgeted.stderr).toBe(0);
    expect(budgeted.stdout.length).toBeLessThanOrEqual(COMMENT_BUDGET_CHARS);
    expect(budgeted.stdout).toMatch(/^\d+ warnings are left out here for size: see the JSON report\.$/m);
    // The rows stay: a warning about an unused rule is the first part to go.
    expect(budgeted.stdout).toMatch(/^\| compress \|/m);
    const whole = runSourceCli([...COMPARE, '--config', config, '--markdown', '-', '--markdown-budget', 'none']);
    expect(whole.stdout.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
    expect(whole.stdout).not.toMatch(/left out here for size/);
    const smaller = runSourceCli([...COMPARE, '--config', config, '--markdown', '-', '--markdown-budget', '20000']);
    expect(smaller.stdout.length).toBeLessThanOrEqual(20_000);
    expect(runSourceCli([...COMPARE, '--markdown', '-', '--markdown-budget', '500'])).toMatchObject({
      status: 2,
      stderr: 'benchgate: --markdown-budget: expected none or a whole number of characters, at least 10000; got "500"\n',
    });
  });

  it("keeps run's markdown within the same budget", async () => {
    const args = ['run', '--baseline-cmd', 'bench', '--current-cmd', 'ALL=1.5 bench', '--config', unusedRules(), '--markdown', '-'];
    const budgeted = await runSourceCliAsync(args, () => false, fakeToolExecutor());
    expect(budgeted.status, budgeted.stderr).toBe(1);
    expect(budgeted.stdout.length).toBeLessThanOrEqual(COMMENT_BUDGET_CHARS);
    expect(budgeted.stdout).toMatch(/^### benchgate run: ❌/);
    const whole = await runSourceCliAsync([...args, '--markdown-budget', 'none'], () => false, fakeToolExecutor());
    expect(whole.stdout.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { fakeToolExecutor } from '../helpers/fake-tool-executor.js';
import { runSourceCliAsync } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// Issue 40, item 6: `benchgate run` printed `p 1.0000` beside +12.8%. End to end through the CLI
// (the stand-in tool in-process): the p column is the p of the test that decided, so a row shown
// as a change has a p under alpha, and its interval excludes 0 exactly when its p is under alpha.

describe("benchgate run's p column", () => {
  it('is under alpha on every row shown as a change and never 1.0000 beside one (t and signed rank; +12.8% of one row or all, a machine 30% slower mid-session)', async () => {
    const dir = scratchDir('p-column');
    let decided = 0;
    for (const test of ['welch', 'mann-whitney'])
      for (const pairs of ['3', '4', '6', '30'])
        for (const env of ['ALL=1.128', 'SLOW=Parse:1.128', 'ALL=1.128 MACHINE_FROM=5', 'SLOW=Parse:1.128 MACHINE_FROM=5']) {
          const json = join(dir, `${test}-${pairs}-${env.replace(/\W+/g, '_')}.json`);
          const args = ['run', '--baseline-cmd', 'base tool', '--current-cmd', `${env} tool`, '--test', test, '--max-runs', pairs, '--json', json];
          const result = await runSourceCliAsync(args, () => false, fakeToolExecutor());
          const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
          for (const row of report.comparisons) {
            const where = `${test} ${pairs} ${env} ${row.benchmark}: ${row.verdict} p ${row.pAdjusted} [${row.changeCI?.join(', ')}]`;
            if (row.verdict === 'regression' || row.verdict === 'improvement') {
              decided++;
              expect(row.pAdjusted, where).not.toBeNull();
              expect(row.pAdjusted as number, where).toBeLessThan(0.05);
            }
            if (row.changeCI === null || row.pAdjusted === null) continue;
            const [low, high] = row.changeCI;
            expect((low !== null && low > 0) || (high !== null && high < 0), where).toBe(row.pAdjusted < 0.05);
          }
          for (const line of result.stdout.split('\n').filter((text) => /\*[+-][\d.]+%\*/.test(text)))
            expect(line, `${test} ${pairs} ${env}`).not.toMatch(/1\.0000/);
        }
    expect(decided).toBeGreaterThan(40);
  }, 120_000);
});

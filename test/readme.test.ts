import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { observationsToDetect } from '../src/stats/sample-size.js';

// The README is a user guide (issue 28 item 3): short enough to read, every action reference one
// a user can paste, every page it links present, and its table of runs benchgate's own estimate.
// test/action/inputs.test.ts checks its tables against action.yml and the CLI options;
// test/action/readme-recipes.test.ts runs its workflows.

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

describe('the README', () => {
  it('is under 400 lines: the statistics, the JSON schema and the timings live in docs/', () => {
    expect(readme.split('\n').length).toBeLessThan(400);
  });

  it('names the action benchgate/benchgate, at the major tag or a full commit SHA, never a placeholder', () => {
    expect(readme).not.toMatch(/OWNER/);
    const refs = [...readme.matchAll(/uses: ([^\s@]+)\/benchgate@(\S+)/g)].map((match) => `${match[1]}@${match[2]}`);
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(ref).toMatch(/^benchgate@(v1|[0-9a-f]{40})$/);
    expect(refs).toContain('benchgate@v1');
    expect(refs.some((ref) => /@[0-9a-f]{40}$/.test(ref))).toBe(true);
    expect(readme).toMatch(/`benchgate\/benchgate` stands for the repository you use the action from/);
  });

  it('shows the command npm run example runs', () => {
    expect(readme).toContain('`npm run example`');
    expect(readme).toContain(pkg.scripts.example);
  });

  it('links only pages that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1] as string).filter((target) => !/^https?:/.test(target));
    expect(links.length).toBeGreaterThan(5);
    for (const target of links) expect([target, existsSync(new URL(`../${target}`, import.meta.url))]).toEqual([target, true]);
  });

  it('tells how many runs a side as benchgate estimates them (Pilot, alpha 0.05, power 0.8; 3 at the least)', () => {
    const section = readme.split('### How many runs\n')[1]?.split('\n### ')[0] ?? '';
    const lines = section.split('\n').filter((line) => line.startsWith('|'));
    const thresholds = [...(lines[0] ?? '').matchAll(/(\d+(?:\.\d+)?)%/g)].map((match) => Number(match[1]) / 100);
    const rows = lines.slice(2);
    expect(thresholds).toEqual([0.02, 0.05, 0.1]);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const [sd, ...runs] = row
        .split('|')
        .slice(1, -1)
        .map((cell) => Number(cell.trim().replace('%', '')));
      const variance = Math.log1p((sd ?? NaN) / 100) ** 2;
      const expected = thresholds.map((noise) => Math.max(3, observationsToDetect(variance, variance, Math.log1p(noise), 0.05) ?? NaN));
      expect([sd, runs]).toEqual([sd, expected]);
    }
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { observationsToDetect } from '../src/stats/sample-size.js';
import { runSourceCli } from './helpers/run-cli.js';

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

  it("shows the quick start's output as the CLI prints it, byte for byte (up to its ...)", () => {
    const section = readme.split('## Quick start\n')[1]?.split('\n## ')[0] ?? '';
    const blocks = [...section.matchAll(/```\n([\s\S]*?)```/g)].map((match) =>
      (match[1] ?? '')
        .replace(/(\.\.\.\n)?$/, '')
        .split('\n')
        .slice(0, -1),
    );
    expect(blocks.length).toBe(2);
    const words = (pkg.scripts.example ?? '').split(' ').map((word) => word.replace(/^'|'$/g, ''));
    const example = runSourceCli(words.slice(2)).stdout.split('\n');
    expect(example.slice(0, blocks[0]?.length)).toEqual(blocks[0]);
    // The A/A run: the same command with the current side of examples/hyperfine/same.
    const aa = runSourceCli(words.slice(2).map((word) => word.replace('examples/hyperfine/slower', 'examples/hyperfine/same'))).stdout;
    expect(section).toContain("`--current 'examples/hyperfine/same/*.csv'`");
    expect(aa).toContain((blocks[1] ?? []).join('\n'));
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

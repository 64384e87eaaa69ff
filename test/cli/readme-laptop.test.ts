import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Executor, Finished } from '../../src/interleaved/session.js';
import type { Report } from '../../src/model/report.js';
import { writeCriterionTree } from '../helpers/criterion-tree.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { runSourceCli, runSourceCliAsync } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';

// The README's "On your laptop" commands, read from the README and run as they stand on the
// planted fixtures (test/fixtures/planted: +3/5/10/20% in w2/w4/w6/w8, 3 interleaved runs a side),
// as test/action/readme-recipes.test.ts runs its workflows: the loop's files hold go runs and the
// compare line reads them; each `benchgate run` line runs with an executor that answers its two
// commands with the tool's runs (hyperfine's JSON to {out}) or, for Criterion, with a fresh
// target/criterion tree that the command's own `benchgate convert ... -o {out}` step converts.
// Editing a command (its globs, --same-job, {out}, the convert step) breaks this test.

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const section = readme.split('\n## On your laptop\n')[1]?.split('\n## ')[0] ?? '';
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => (match[1] ?? '').replace(/\\\n\s*/g, ''));

/** A shell line's words: single and double quotes kept together, as sh reads them (no expansion here). */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** The README's `benchgate ...` lines of a block, as argument lists (without `benchgate`). */
function benchgateLines(block: string): string[][] {
  return block
    .split('\n')
    .filter((line) => line.startsWith('benchgate '))
    .map((line) => words(line).slice(1));
}

const PLANTED = ['w2', 'w4', 'w6', 'w8'];
const regressions = (report: Report): string[] => [...new Set(report.comparisons.filter((row) => row.verdict === 'regression').map((row) => row.benchmark))];
const improvements = (report: Report): string[] => report.comparisons.filter((row) => row.verdict === 'improvement').map((row) => row.benchmark);
const shortName = (name: string): string => /w\d+/.exec(name)?.[0] ?? name;

describe("the README's laptop commands", () => {
  it('are there: a loop of runs and compare --same-job, then benchgate run with hyperfine and with Criterion through convert', () => {
    expect(blocks).toHaveLength(2);
    expect(benchgateLines(blocks[0] ?? '').map((args) => args.slice(0, 2))).toEqual([['compare', '--same-job']]);
    expect(benchgateLines(blocks[1] ?? '').map((args) => args[0])).toEqual(['run', 'run']);
  });

  describe('the loop and compare --same-job, on the planted go runs', () => {
    const loop = blocks[0] ?? '';
    // The loop's two files a run, the baseline's made in ../base.
    const outputs = [...loop.matchAll(/^\s*(\(cd \.\.\/base && )?.*> (\S*\$i\S*)$/gm)].map((match) => ({ base: match[1] !== undefined, file: match[2] ?? '' }));
    const values = /for i in ([\d ]+); do/.exec(loop)?.[1]?.trim().split(' ') ?? [];
    const compare = benchgateLines(loop)[0] ?? [];

    const session = (current: 'slower' | 'same') => {
      expect(outputs.map((output) => output.base)).toEqual([true, false]);
      expect(values.length).toBeGreaterThanOrEqual(3);
      const dir = scratchDir('laptop');
      for (const [run, value] of values.slice(0, 3).entries())
        for (const { base, file } of outputs)
          copyFileSync(join(REPO_ROOT, `test/fixtures/planted/go/${base ? 'baseline' : current}/run${run + 1}.txt`), join(dir, file.replaceAll('$i', value)));
      // The quoted globs, rooted at the folder the loop wrote to.
      const args = compare.map((arg) => (arg.includes('*') ? join(dir, arg) : arg));
      const table = runSourceCli(args);
      const json = runSourceCli([...args, '--json', '-']);
      return { table, report: JSON.parse(json.stdout) as Report };
    };

    it('finds the planted +10% and +20% and flags nothing unplanted (exit 1)', () => {
      const { table, report } = session('slower');
      expect(table.stderr).toBe('');
      expect(table.status).toBe(1);
      expect([report.baseline.runs, report.current.runs]).toEqual([3, 3]);
      const found = regressions(report).map(shortName);
      expect(found).toEqual(expect.arrayContaining(['w6', 'w8']));
      expect(found.filter((name) => !PLANTED.includes(name))).toEqual([]);
      expect(improvements(report)).toEqual([]);
    });

    it('passes the same build (exit 0)', () => {
      const { table, report } = session('same');
      expect([table.status, table.stderr]).toEqual([0, '']);
      expect([...regressions(report), ...improvements(report)]).toEqual([]);
    });
  });

  describe('benchgate run', () => {
    const [hyperfine = [], criterion = []] = benchgateLines(blocks[1] ?? '');
    const option = (args: readonly string[], name: string): string => args[args.indexOf(name) + 1] ?? '';

    it('with hyperfine: both commands write their JSON to {out} under one -n name; the planted +20% is found', async () => {
      const commands = { baseline: option(hyperfine, '--baseline-cmd'), current: option(hyperfine, '--current-cmd') };
      for (const command of Object.values(commands)) {
        expect(command).toMatch(/^hyperfine .*--export-json \{out\} /);
        expect(command).toMatch(/ -n app /);
      }
      let calls = 0;
      // Each command answered with the planted runs of its side, in turn.
      const executor: Executor = {
        run(command): Promise<Finished> {
          const side = command === commands.baseline ? 'baseline' : command === commands.current ? 'slower' : undefined;
          expect(side, command).toBeDefined();
          const out = readFileSync(join(REPO_ROOT, `test/fixtures/planted/hyperfine/${side}/run${(calls++ % 3) + 1}.json`), 'utf8');
          return Promise.resolve({ status: 0, signal: null, stdout: '', stderr: '', out });
        },
      };
      const result = await runSourceCliAsync([...hyperfine, '--json', '-'], () => false, executor);
      expect(result.status, result.stderr).toBe(1);
      const report = JSON.parse(result.stdout) as Report;
      const found = regressions(report).map(shortName);
      expect(found).toContain('w8');
      expect(found.filter((name) => !PLANTED.includes(name))).toEqual([]);
    });

    it('with Criterion: the convert step makes one file of target/criterion, which run reads; a +20% benchmark is found', async () => {
      const commands = { baseline: option(criterion, '--baseline-cmd'), current: option(criterion, '--current-cmd') };
      expect(commands.baseline).toMatch(/^cd \.\.\/base && cargo bench && benchgate convert target\/criterion -o \{out\}$/);
      expect(commands.current).toMatch(/^cargo bench && benchgate convert target\/criterion -o \{out\}$/);
      let calls = 0;
      // cargo bench writes target/criterion (one benchmark 20% slower in the current build); the
      // command's own convert step, run by the CLI from src/, writes {out}.
      const executor: Executor = {
        run(command): Promise<Finished> {
          const slower = command === commands.current;
          const work = mkdtempSync(join(tmpdir(), 'benchgate-laptop-criterion-'));
          try {
            const target = join(work, 'target', 'criterion');
            const benches = ['parse', 'print', 'sort', 'scan', 'hash', 'zip'].map((fn, i) => ({
              group: 'g',
              fn,
              nsPerIter: (100 + 10 * i) * (slower && fn === 'sort' ? 1.2 : 1),
            }));
            writeCriterionTree(target, benches, ++calls);
            const convert = words(command.slice(command.indexOf('benchgate convert'))).slice(1);
            const out = join(work, 'out.json');
            const converted = runSourceCli(convert.map((arg) => (arg === 'target/criterion' ? target : arg === '{out}' ? out : arg)));
            expect(converted.status, converted.stderr).toBe(0);
            return Promise.resolve({ status: 0, signal: null, stdout: '', stderr: '', out: readFileSync(out, 'utf8') });
          } finally {
            rmSync(work, { recursive: true, force: true });
          }
        },
      };
      const result = await runSourceCliAsync([...criterion, '--json', '-'], () => false, executor);
      expect(result.status, result.stderr).toBe(1);
      expect(regressions(JSON.parse(result.stdout) as Report)).toEqual(['g/sort']);
    });
  });
});

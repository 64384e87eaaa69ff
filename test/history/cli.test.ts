import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNative } from '../../src/formats/native.js';
import { appendRuns, emptyCarried, serialiseCarried } from '../../src/history/carried.js';
import type { HistoryReport } from '../../src/history/model.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';
import { commitOf, suiteHistory } from './helpers.js';

const plan = [
  { benchmark: 'parse', level: (c: number) => (c >= 14 ? 1.12 : 1) },
  { benchmark: 'render', level: () => 1 },
];

/** The runs as the action stores them: native files with their commit and date, named run-N.json. */
function storedRuns(withContext = true): { dir: string; files: string[] } {
  const dir = scratchDir('history');
  const files = suiteHistory(plan, 24, { runsPerCommit: 2 }).map((run, i) => {
    const file = join(dir, `run-${i}.json`);
    const context = withContext ? { commit: run.commit, ref: 'refs/heads/main', date: run.date as string } : undefined;
    writeFileSync(file, renderNative({ ...run.set, suite: 'demo', ...(context !== undefined && { context }) }));
    return file;
  });
  return { dir, files };
}

describe('benchgate history', () => {
  it('orders native files by their dates and reports the planted step between its commits', () => {
    const { files } = storedRuns();
    // Given newest first: the dates put them back in order.
    const result = runSourceCli(['history', ...[...files].reverse(), '--json', '-']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as HistoryReport;
    expect(report.suite).toBe('demo');
    expect(report.commits.map((commit) => commit.commit)).toEqual(Array.from({ length: 24 }, (_, i) => commitOf(i)));
    expect(report.commits.every((commit) => commit.runs === 2)).toBe(true);
    const changes = report.series.flatMap((series) => series.changes.map((change) => ({ benchmark: series.benchmark, ...change })));
    expect(changes.map(({ benchmark, before, after, direction }) => ({ benchmark, before, after, direction }))).toEqual([
      { benchmark: 'parse', before: commitOf(13), after: commitOf(14), direction: 'regression' },
    ]);
  });

  it('prints a table by default and writes markdown to a file', () => {
    const { dir } = storedRuns();
    const markdown = join(dir, 'history.md');
    const html = join(dir, 'history.html');
    const result = runSourceCli(['history', join(dir, 'run-*.json'), '--markdown', markdown, '--html', html, '--noise', '5%']);
    expect(result.status).toBe(0);
    expect(readFileSync(markdown, 'utf8')).toMatch(/^### benchgate history demo: 1 change point in 24 commits/);
    expect(readFileSync(html, 'utf8')).toMatch(/^<!doctype html>[\s\S]*<title>benchgate history demo<\/title>/i);
    expect(result.stdout).toMatch(/^benchgate history demo: 1 change point in 24 commits/);
    expect(result.stdout).toMatch(/\nparse +\+1\d\.\d% slower .* 000d\w+\.\.000e\w+ /);
  });

  it('orders by a list of commits, placing each file by the commit in its name', () => {
    const { dir, files } = storedRuns(false);
    // Named by commit, newest first in name order and given newest first: only the list can put them in order.
    const named = files.map((file, i) => {
      const target = join(dir, `bench-${String(100 - i)}-${commitOf(Math.floor(i / 2)).slice(0, 10)}.json`);
      copyFileSync(file, target);
      return target;
    });
    const list = join(dir, 'commits.txt');
    writeFileSync(list, `# git rev-list --reverse main\n${Array.from({ length: 24 }, (_, i) => commitOf(i)).join('\n')}\n`);
    // Without the list their names give no order: an error, not a guess.
    const unordered = runSourceCli(['history', ...named]);
    expect(unordered.status).toBe(2);
    expect(unordered.stderr).toMatch(
      /bench-\d+-0000cccccc\.json: the files record no dates and are named by commit, which gives no order; give --commits FILE/,
    );
    const result = runSourceCli(['history', ...[...named].reverse(), '--commits', list, '--json', '-']);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as HistoryReport;
    expect(report.commits[0]?.commit).toBe(commitOf(0));
    expect(report.series[0]?.changes.map((change) => change.after)).toEqual([commitOf(14)]);
  });

  it('uses file names in natural order when the files record no dates', () => {
    const { dir } = storedRuns(false);
    const result = runSourceCli(['history', join(dir, '*.json'), '--json', '-']);
    const report = JSON.parse(result.stdout) as HistoryReport;
    // run-2 comes before run-10, and each file is its own point (no commit recorded).
    expect(report.commits.slice(0, 3).map((commit) => commit.commit)).toEqual(['run-0', 'run-1', 'run-2']);
    expect(report.commits).toHaveLength(48);
    expect(report.warnings[0]).toEqual({ code: 'ordered-by-name' });
  });

  it('says which file and which input are at fault, exit 2', () => {
    const { dir, files } = storedRuns(false);
    const cases: [string[], RegExp][] = [
      [['history'], /^benchgate: history: expected the files of the stored runs/],
      [['history', ...files, '--order', 'time'], /run-0\.json: records no date; --order time needs native files with context\.date/],
      [['history', ...files, '--order', 'size'], /--order: expected time or name .* got "size"/],
      [['history', ...files, '--min-segment', '1'], /--min-segment: expected a whole number from 2 to 50; got "1"/],
      [['history', ...files, '--commits', join(dir, 'none.txt')], /none\.txt/],
      [['history', ...files, '--json', '-', '--html', '-'], /--json - and --html -: only one report can go to stdout/],
    ];
    writeFileSync(join(dir, 'empty.txt'), '\n# nothing\n');
    cases.push([['history', ...files, '--commits', join(dir, 'empty.txt')], /empty\.txt: no commit in it/]);
    writeFileSync(join(dir, 'other.txt'), 'abcdef1234567\n');
    cases.push([['history', ...files, '--commits', join(dir, 'other.txt')], /run-0\.json: it records no commit, nor names one, so it is not in .*other\.txt/]);
    for (const [args, message] of cases) {
      const result = runSourceCli(args);
      expect({ args: args.slice(-2), status: result.status }).toEqual({ args: args.slice(-2), status: 2 });
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("reads the action's carried history (history-carried.json) as the runs it holds, alone or before newer files", () => {
    const { dir } = storedRuns();
    const runs = suiteHistory(plan, 24, { runsPerCommit: 2 }).map((run) => ({ ...run, set: { ...run.set, suite: 'demo' } }));
    const carried = join(dir, 'history-carried.json');
    // The first 20 commits carried (40 runs); the newest 4 as stored files after it.
    writeFileSync(
      carried,
      serialiseCarried(
        appendRuns(
          emptyCarried('demo'),
          runs.slice(0, 40).map((run, i) => ({ run, runId: 500 + i })),
        ),
      ),
    );
    const fromFiles = JSON.parse(runSourceCli(['history', join(dir, 'run-*.json'), '--json', '-']).stdout) as HistoryReport;
    const alone = runSourceCli(['history', carried, '--json', '-']);
    expect(alone.stderr).toBe('');
    expect((JSON.parse(alone.stdout) as HistoryReport).commits.map((commit) => commit.commit)).toEqual(Array.from({ length: 20 }, (_, i) => commitOf(i)));
    const mixed = runSourceCli(['history', carried, ...Array.from({ length: 48 }, (_, i) => join(dir, `run-${i}.json`)), '--json', '-']);
    expect(mixed.stderr).toBe('');
    const report = JSON.parse(mixed.stdout) as HistoryReport;
    expect(report.suite).toBe('demo');
    expect(report.commits.map((commit) => [commit.commit, commit.runs])).toEqual(fromFiles.commits.map((commit) => [commit.commit, commit.runs]));
    const found = (one: HistoryReport): unknown[] => one.series.map((series) => series.changes.map((change) => [change.before, change.after]));
    expect(found(report)).toEqual(found(fromFiles));
    writeFileSync(carried, '{"benchgateCarriedHistory": 1, "runners": [], "runs": [{"commit": ""}], "series": []}');
    const broken = runSourceCli(['history', carried]);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain('history-carried.json: a carried history that cannot be read: runs[0] has no commit');
  });

  it('has help of its own', () => {
    const result = runSourceCli(['help', 'history']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: benchgate history FILE|GLOB... [options]');
    expect(result.stdout).toContain('--min-segment N');
  });
});

describe('benchgate history --issue-state (issue 42, item 5)', () => {
  it("returns the issue's entries, its action and the state for the next call; fed back, the next call takes it up", () => {
    const { dir, files } = storedRuns();
    // The first 20 commits (two files each): the step at 14 has stood for 6 commits.
    const first = runSourceCli(['history', ...files.slice(0, 40), '--issue-state', 'none', '--json', '-']);
    expect(first.stderr).toBe('');
    const report = JSON.parse(first.stdout) as HistoryReport;
    expect(report.issue?.action).toBe('open');
    expect(
      report.issue?.entries.map(({ kind, benchmark, metric, before, after, firstListed }) => ({ kind, benchmark, metric, before, after, firstListed })),
    ).toEqual([{ kind: 'regression', benchmark: 'parse', metric: 'time', before: commitOf(13), after: commitOf(14), firstListed: commitOf(19) }]);
    expect(report.issue?.state).toMatchObject({ benchgateIssueState: 1, open: true });
    // The next commit with the state (the whole report is accepted too): the same entry, no write.
    const state = join(dir, 'state.json');
    writeFileSync(state, JSON.stringify(report.issue?.state));
    const next = JSON.parse(runSourceCli(['history', ...files.slice(0, 42), '--issue-state', state, '--json', '-']).stdout) as HistoryReport;
    expect(next.issue?.action).toBe('none');
    expect(next.issue?.entries).toEqual(report.issue?.entries);
    const whole = join(dir, 'report.json');
    writeFileSync(whole, first.stdout);
    expect((JSON.parse(runSourceCli(['history', ...files.slice(0, 42), '--issue-state', whole, '--json', '-']).stdout) as HistoryReport).issue?.action).toBe(
      'none',
    );
    // Without --issue-state the report has no issue object.
    expect((JSON.parse(runSourceCli(['history', ...files, '--json', '-']).stdout) as HistoryReport).issue).toBeUndefined();
  });

  it('names the file when it is not a state, exit 2', () => {
    const { dir, files } = storedRuns();
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"open": true}');
    const result = runSourceCli(['history', ...files, '--issue-state', bad]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--issue-state ${bad}: not an issue state (benchgateIssueState: 1)`);
    writeFileSync(bad, '{');
    expect(runSourceCli(['history', ...files, '--issue-state', bad]).stderr).toContain(`--issue-state ${bad}: not valid JSON`);
  });
});

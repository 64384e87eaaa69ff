import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateInBody, type IssueEntry } from '../../src/history/issue-state.js';
import type { HistoryReport } from '../../src/history/model.js';
import { useFakeGitHub } from '../helpers/action-fixture.js';
import type { FakeArtifact } from '../helpers/fake-github.js';
import { nightlyRun, pushRuns, readHistory, REPOSITORY, sha, STEP, storedBaseline } from '../helpers/history-runs.js';
import { runAction } from '../helpers/run-action.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';
import { makeZip, readZip } from '../helpers/zip.js';

// 40 push runs of mode: history in a row against the fake GitHub, each carrying the history to
// the next, beside `benchgate history --issue-state` on the same baselines (issue 42, item 5). A
// file of its own: the longest of the action's tests runs beside the others.

const github = useFakeGitHub();

describe('mode: history and benchgate history --issue-state list the same entries (issue 42, item 5)', () => {
  it('over 40 successive push runs of main, each carrying the history to the next: a step that stands, then is undone', async () => {
    const dir = scratchDir('history-issue-loop');
    const backFrom = 36;
    const window = 12;
    const file = (c: number): string => join(dir, `base-${c}.json`);
    for (let c = 0; c <= 47; c++) writeFileSync(file(c), storedBaseline(c, backFrom));
    let state = 'none';
    let issues: typeof github.fake.state.issues = [];
    let carried: FakeArtifact | undefined;
    const seen: { action: string; cli: unknown[]; issue: unknown[] }[] = [];
    const brief = (entries: readonly IssueEntry[]): unknown[] =>
      entries.map(({ kind, benchmark, before, after, firstListed }) => [kind, benchmark, before, after, firstListed]);
    for (let c = 8; c <= 47; c++) {
      // The push run of commit c (in progress: its bench job stored its baseline), the runs before it done, and the history the run before carried.
      const from = Math.max(0, c - window + 1);
      const stored = pushRuns(from, c, backFrom);
      const runs = stored.runs.map((run) => (run.id === 1000 + c ? { ...run, conclusion: 'in_progress' as const } : run));
      github.fake.reset({ runs, artifacts: [...stored.artifacts, ...(carried === undefined ? [] : [carried])] });
      github.fake.state.issues = issues;
      const result = await runAction({
        ...nightlyRun(github.fake.url, { 'history-runs': String(window) }),
        eventName: 'push',
        event: { repository: REPOSITORY },
        sha: sha(c),
        runId: 1000 + c,
      });
      expect(result.status, result.stdout).toBe(0);
      // From the second run on, the history carried forward is read, and only this run's own baseline downloaded besides it.
      if (carried !== undefined) {
        expect(readHistory(result.outputs['history-json']).warnings).toEqual([]);
        expect(github.fake.requests.filter((request) => /\/actions\/artifacts\/\d+\/zip$/.test(request.path))).toHaveLength(2);
      }
      // One listing of each run's artifacts serves both searches: the history carried and the baselines.
      const listings = github.fake.requests.filter((request) => /\/actions\/runs\/\d+\/artifacts/.test(request.path)).map((request) => request.path);
      expect(listings.length).toBeGreaterThanOrEqual(c - from + 1);
      expect(new Set(listings).size).toBe(listings.length);
      issues = github.fake.state.issues;
      const upload = github.fake.state.uploads.find((one) => one.name === 'benchgate-history-default' && one.finalized);
      carried = { id: 7000 + c, runId: 1000 + c, name: 'benchgate-history-default', zip: makeZip(readZip(Buffer.concat(upload?.blocks ?? []))) };
      const open = issues.find((issue) => issue.state === 'open');
      const cli = runSourceCli(['history', ...Array.from({ length: c - from + 1 }, (_, i) => file(from + i)), '--issue-state', state, '--json', '-']);
      expect(cli.stderr).toBe('');
      const decision = (JSON.parse(cli.stdout) as HistoryReport).issue;
      if (decision === undefined) throw new Error('no issue in the report');
      state = join(dir, `state-${c}.json`);
      writeFileSync(state, JSON.stringify(decision.state));
      seen.push({
        action: decision.action,
        cli: brief(decision.entries),
        issue: brief(open === undefined ? [] : (stateInBody(open.body, true)?.entries ?? [])),
      });
    }
    for (const one of seen) expect(one.issue).toEqual(one.cli);
    // Listed once the step at 20 has stood for 6 commits, left alone, closed once the level is back.
    expect(seen.map((one) => one.action).filter((action) => action !== 'none')).toEqual(['open', 'close']);
    expect(seen.findIndex((one) => one.action === 'open') + 8).toBe(STEP + 5);
    expect(seen.find((one) => one.action === 'open')?.cli).toEqual([['regression', 'parse', sha(STEP - 1), sha(STEP), sha(STEP + 5)]]);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.state).toBe('closed');
    // 40 runs of the action and of the command: about 40 s alone, more on a loaded machine.
  }, 300_000);
});

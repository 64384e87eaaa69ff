import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appendRuns, emptyCarried, serialiseCarried, type CarriedHistory } from '../../src/history/carried.js';
import type { HistoryReport, HistoryRun } from '../../src/history/model.js';
import { readStoredSet } from '../../src/pipeline.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { useFakeGitHub } from '../helpers/action-fixture.js';
import type { FakeArtifact, FakeRun } from '../helpers/fake-github.js';
import { gaussian } from '../helpers/gaussian.js';
import { runAction, type ActionEnvironment } from '../helpers/run-action.js';
import { makeZip, readZip } from '../helpers/zip.js';

// mode: history's memory against the fake GitHub (issue 42, item 1): the history each run
// carries forward in its history artifact outlives the baselines' 90 days, and one that is
// missing or unreadable is a warning and a fresh start.

const github = useFakeGitHub();
const REPOSITORY = { id: 1296269, full_name: 'octo-org/octo-repo', default_branch: 'main', fork: false };
const sha = (c: number): string => `${(0xb0000 + c).toString(16)}${'0'.repeat(35)}`;
const runId = (c: number): number => 20_000 + c;
const STEP = 960;
const RUNNER = 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.11.1';

/** The baseline the push run of commit c stored: three benchmarks, 2 runs of 3 samples, `parse` 10% slower from STEP on. */
function storedBaseline(c: number): string {
  const random = mulberry32(7000 + c);
  const benchmarks = ['parse', 'render', 'checksum'].map((name, b) => {
    const level = (1 + b) * 1000 * (name === 'parse' && c >= STEP ? 1.1 : 1);
    const runs = Array.from({ length: 2 }, () => {
      const runLevel = level * (1 + 0.01 * gaussian(random));
      return Array.from({ length: 3 }, () => runLevel * (1 + 0.002 * gaussian(random)));
    });
    return { name, metrics: [{ name: 'time', unit: 'ns', runs }] };
  });
  const context = { commit: sha(c), ref: 'refs/heads/main', runner: RUNNER, date: new Date(Date.UTC(2024, 0, 1) + c * 86_400_000).toISOString() };
  return `${JSON.stringify({ benchgate: 1, suite: 'default', context, benchmarks })}\n`;
}

/** What the history jobs of the runs of commits 0 to `to` carried: made here with the pure core. */
function carriedUpTo(to: number): string {
  const runs = Array.from({ length: to + 1 }, (_, c) => {
    const set = readStoredSet({ name: `base-${c}`, text: storedBaseline(c) });
    const run: HistoryRun = { commit: sha(c), runner: RUNNER, source: `base-${c}`, set, ...(set.context?.date !== undefined && { date: set.context.date }) };
    return { run, runId: runId(c) };
  });
  return serialiseCarried(appendRuns(emptyCarried('default'), runs));
}

const baseline = (c: number, expired: boolean): FakeArtifact => ({
  id: 50_000 + c,
  runId: runId(c),
  name: 'benchgate-default',
  zip: makeZip({ 'benchgate.json': storedBaseline(c) }),
  ...(expired && { expired: true }),
});
const historyArtifact = (c: number, files: Record<string, string>, expired = false): FakeArtifact => ({
  id: 80_000 + c,
  runId: runId(c),
  name: 'benchgate-history-default',
  zip: makeZip(files),
  ...(expired && { expired: true }),
});

/** The history job of the push run of commit `now` (in progress); the runs of commits `from` to now − 1 listed as done. */
function historyJob(now: number, from: number, artifacts: FakeArtifact[]): ActionEnvironment {
  const runs: FakeRun[] = Array.from({ length: now - from }, (_, i) => ({ id: runId(from + i), headSha: sha(from + i), branch: 'main' }));
  runs.push({ id: runId(now), headSha: sha(now), branch: 'main', conclusion: 'in_progress' });
  const issues = github.fake.state.issues;
  github.fake.reset({ runs, artifacts });
  github.fake.state.issues = issues;
  return {
    apiUrl: github.fake.url,
    eventName: 'push',
    event: { repository: REPOSITORY },
    sha: sha(now),
    ref: 'refs/heads/main',
    runId: runId(now),
    inputs: { mode: 'history', 'github-token': 'ghs_faketoken', 'history-runs': '100' },
  };
}

function uploadedHistory(): Record<string, string> {
  const upload = github.fake.state.uploads.find((one) => one.name === 'benchgate-history-default' && one.finalized);
  return readZip(Buffer.concat(upload?.blocks ?? []));
}

const downloads = (): number => github.fake.requests.filter((request) => /\/actions\/artifacts\/\d+\/zip$/.test(request.path)).length;

describe('mode: history carries the history forward (issue 42, item 1)', () => {
  it('a history of 1,000 commits survives a 90-day artifact expiry', async () => {
    github.fake.state.issues = [];
    // Day 1,000: the baselines of the newest 5 runs are left (older ones expired after 90 days),
    // and the history the run of commit 999 carried, of every commit since the first.
    const day1000 = historyJob(1000, 850, [
      ...Array.from({ length: 151 }, (_, i) => baseline(850 + i, 850 + i < 996)),
      historyArtifact(999, { 'history-carried.json': carriedUpTo(999) }),
    ]);
    const first = await runAction(day1000);
    expect(first.status, first.stdout).toBe(0);
    const report = JSON.parse(readFileSync(first.outputs['history-json'] ?? '', 'utf8')) as HistoryReport;
    // The newest 100 runs are analysed, 95 of them from the carried history alone: the step at 960 is found and listed.
    expect(report.commits.map((commit) => commit.commit)).toEqual(Array.from({ length: 100 }, (_, i) => sha(901 + i)));
    expect(report.warnings).toEqual([]);
    expect(report.series.flatMap((series) => series.changes.map((change) => [series.benchmark, change.before, change.after]))).toEqual([
      ['parse', sha(STEP - 1), sha(STEP)],
    ]);
    // The carried history and the one baseline it does not hold (996 to 999 it holds: not downloaded).
    expect(downloads()).toBe(1 + 1);
    expect(github.fake.state.issues.map((issue) => issue.state)).toEqual(['open']);
    const carriedNow = JSON.parse(uploadedHistory()['history-carried.json'] ?? '') as CarriedHistory;
    expect(carriedNow.runs).toHaveLength(1001);
    expect(carriedNow.runs.at(-1)).toMatchObject({ commit: sha(1000), run: runId(1000) });
    expect(first.summary).toContain('the history carried forward (1001 commits)');

    // 90 days on: every baseline of those runs and the history artifact of 999 have expired; the
    // run of commit 1000 carried the history on, and the run of 1090 reads it.
    const later = historyJob(1090, 1000, [
      ...Array.from({ length: 90 }, (_, i) => baseline(1000 + i, true)),
      baseline(1090, false),
      historyArtifact(999, { 'history-carried.json': 'expired' }, true),
      historyArtifact(1000, uploadedHistory()),
    ]);
    // Runs 1001 to 1089 stored baselines but kept no history (their history job failed): the run of 1090 still finds 1000's.
    const second = await runAction(later);
    expect(second.status, second.stdout).toBe(0);
    const laterReport = JSON.parse(readFileSync(second.outputs['history-json'] ?? '', 'utf8')) as HistoryReport;
    // Commits 901 to 1000 from the carried history, and 1090: every point but the newest long expired, still analysed.
    expect(laterReport.commits.map((commit) => commit.commit)).toEqual([...Array.from({ length: 99 }, (_, i) => sha(902 + i)), sha(1090)]);
    expect(laterReport.series.find((series) => series.benchmark === 'parse')?.changes.map((change) => change.after)).toEqual([sha(STEP)]);
    expect(downloads()).toBe(1 + 1);
    // The issue the first run opened is left as it is: the step still stands.
    expect(github.fake.issueWrites()).toEqual([]);
    const remembered = JSON.parse(uploadedHistory()['history-carried.json'] ?? '') as CarriedHistory;
    expect(remembered.runs).toHaveLength(1002);
    expect(remembered.runs[0]?.commit).toBe(sha(0));
  });

  it('starts afresh with a typed warning when the carried history is unreadable, and when there is none', async () => {
    github.fake.state.issues = [];
    const stored = Array.from({ length: 12 }, (_, i) => baseline(990 + i, false));
    const corrupt = await runAction(
      historyJob(1001, 990, [...stored, historyArtifact(1000, { 'history-carried.json': '{"benchgateCarriedHistory": 1, "runs": [' })]),
    );
    expect(corrupt.status, corrupt.stdout).toBe(0);
    const report = JSON.parse(readFileSync(corrupt.outputs['history-json'] ?? '', 'utf8')) as HistoryReport;
    expect(report.warnings[0]).toMatchObject({ code: 'carried-unreadable', artifact: 'benchgate-history-default', runId: runId(1000) });
    expect(corrupt.summary).toMatch(
      /Warning: the history carried by run 21000 \(the artifact benchgate-history-default\) could not be read \(not valid JSON .*\): it starts afresh from the stored baselines still there\./,
    );
    expect(report.commits).toHaveLength(12);
    expect((JSON.parse(uploadedHistory()['history-carried.json'] ?? '') as CarriedHistory).runs).toHaveLength(12);

    // A history artifact without the file (an older benchgate's), and none at all: a missing history, said so.
    for (const artifacts of [[...stored, historyArtifact(1000, { 'history.md': 'old' })], stored]) {
      const missing = await runAction(historyJob(1001, 990, artifacts));
      expect(missing.status, missing.stdout).toBe(0);
      const fresh = JSON.parse(readFileSync(missing.outputs['history-json'] ?? '', 'utf8')) as HistoryReport;
      expect(fresh.warnings[0]).toEqual({ code: 'carried-missing', artifact: 'benchgate-history-default' });
      expect(missing.summary).toContain('Warning: no earlier run carried a history (the artifact benchgate-history-default): it starts afresh');
      expect(fresh.commits).toHaveLength(12);
    }
  });
});

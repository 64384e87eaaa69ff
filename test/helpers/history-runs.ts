import { readFileSync } from 'node:fs';
import type { HistoryReport } from '../../src/history/model.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { OWNER, REPO, REPOSITORY_ID, type FakeArtifact, type FakeRun } from './fake-github.js';
import { gaussian } from './gaussian.js';
import type { ActionEnvironment } from './run-action.js';
import { makeZip } from './zip.js';

// mode: history's stored push-run baselines of main, as test/action/history*.test.ts give them to
// the fake GitHub: native files made from a seeded generator (three benchmarks, 3 runs of 5
// samples each, ~1% run-to-run noise), `parse` 10% slower from commit STEP on.

export const REPOSITORY = { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main', fork: false };

/** Commit c of main: 40 hex digits. */
export const sha = (c: number): string => `${(0xa000 + c).toString(16)}${'0'.repeat(36)}`;
export const STEP = 20;
const BENCHMARKS = ['parse', 'render', 'checksum'];

/** The baseline a push run of commit c stored: `parse` 10% slower from `STEP` on, until `backFrom` (if given). */
export function storedBaseline(c: number, backFrom = Number.POSITIVE_INFINITY): string {
  const random = mulberry32(1000 + c);
  const benchmarks = BENCHMARKS.map((name, b) => {
    const level = (1 + b) * 1000 * (name === 'parse' && c >= STEP && c < backFrom ? 1.1 : 1);
    const runs = Array.from({ length: 3 }, () => {
      const runLevel = level * (1 + 0.01 * gaussian(random));
      return Array.from({ length: 5 }, () => runLevel * (1 + 0.002 * gaussian(random)));
    });
    return { name, metrics: [{ name: 'time', unit: 'ns', runs }] };
  });
  const context = {
    commit: sha(c),
    ref: 'refs/heads/main',
    runner: 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.11.1',
    date: new Date(Date.UTC(2026, 0, 1 + c)).toISOString(),
  };
  return `${JSON.stringify({ benchgate: 1, suite: 'default', context, benchmarks })}\n`;
}

/** Push runs of commits `from` to `to` (run 1000 + c), each with its baseline artifact (5000 + c). */
export function pushRuns(from: number, to: number, backFrom?: number): { runs: FakeRun[]; artifacts: FakeArtifact[] } {
  const commits = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return {
    runs: commits.map((c) => ({ id: 1000 + c, headSha: sha(c), branch: 'main' })),
    artifacts: commits.map((c) => ({
      id: 5000 + c,
      runId: 1000 + c,
      name: 'benchgate-default',
      zip: makeZip({ 'benchgate.json': storedBaseline(c, backFrom) }),
    })),
  };
}

/** A nightly run of the history job against the fake GitHub at `apiUrl` (run 9000, at commit 29). */
export function nightlyRun(apiUrl: string, inputs: Record<string, string> = {}, repository: object = REPOSITORY): ActionEnvironment {
  return {
    apiUrl,
    eventName: 'schedule',
    event: { schedule: '0 3 * * *', repository },
    sha: sha(29),
    ref: 'refs/heads/main',
    inputs: { mode: 'history', 'github-token': 'ghs_faketoken', ...inputs },
  };
}

/** The history report a run wrote (its output history-json). */
export function readHistory(path: string | undefined): HistoryReport {
  return JSON.parse(readFileSync(path ?? '', 'utf8')) as HistoryReport;
}

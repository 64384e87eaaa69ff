import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Report } from '../../src/model/report.js';
import type { ActionRun } from './run-action.js';
import { FakeGitHub } from './fake-github.js';
import { runSourceCli } from './run-cli.js';
import { makeZip } from './zip.js';
import { scratchDir } from './scratch.js';

// What the action tests share: the commits of a PR (merge, base, head), the hyperfine example's
// sides, and a fake GitHub on 127.0.0.1 whose base-branch run 501 holds the baseline artifact.

export const MERGE_SHA = 'aaaa000000000000000000000000000000000001';
export const BASE_SHA = 'bbbb000000000000000000000000000000000002';
export const OLDER_SHA = 'cccc000000000000000000000000000000000003';
export const HEAD_SHA = 'dddd000000000000000000000000000000000004';
export const SLOWER = 'examples/hyperfine/slower/*.csv';
export const SAME = 'examples/hyperfine/same/*.csv';

export interface GitHubFixture {
  fake: FakeGitHub;
  /** The hyperfine baseline converted to native JSON, zipped as the action stores it. */
  baselineZip: Buffer;
  /** pooledBaselineZips(). */
  pooledZips: Buffer[];
}

/** The first base-branch run of the pooled baseline (usePooledBaseline); the others follow it. */
const POOLED_RUN = 501;

/**
 * The port of the first fake GitHub a worker started. The action's test files share their worker's
 * imports (vitest.config.ts), and @actions/github takes GITHUB_API_URL as its default once, when
 * loaded: each file's fake GitHub listens where the first one did.
 */
let workerPort = 0;

/**
 * The hyperfine baseline's 5 runs as three base-branch jobs' artifacts (runs 1-2, 3-4 and 5), each
 * recording its context: they ran in one job, so they stand for 3 jobs on VMs alike.
 */
export function pooledBaselineZips(): Buffer[] {
  const pooledDir = scratchDir('pooled-baseline');
  return [[1, 2], [3, 4], [5]].map((runs, job) => {
    const file = join(pooledDir, `job${job}.json`);
    const inputs = runs.map((run) => `examples/hyperfine/baseline/run${run}.csv`);
    expect(runSourceCli(['convert', ...inputs, '-o', file]).status).toBe(0);
    // The context the action stores with each artifact: one file with it is one job's.
    const native = { ...(JSON.parse(readFileSync(file, 'utf8')) as object), context: { commit: BASE_SHA, date: `2026-01-0${job + 1}T03:00:00Z` } };
    return makeZip({ 'benchgate.json': JSON.stringify(native) });
  });
}

/** Starts the fake GitHub for the file's tests and resets it before each to one stored baseline. */
export function useFakeGitHub(): GitHubFixture {
  const fixture = {} as GitHubFixture;
  beforeAll(async () => {
    fixture.fake = new FakeGitHub();
    await fixture.fake.start(workerPort);
    workerPort = Number(new URL(fixture.fake.url).port);
    const converted = join(scratchDir('baseline'), 'benchgate.json');
    expect(runSourceCli(['convert', 'examples/hyperfine/baseline/*.csv', '-o', converted]).status).toBe(0);
    fixture.baselineZip = makeZip({ 'benchgate.json': readFileSync(converted, 'utf8') });
    fixture.pooledZips = pooledBaselineZips();
  });
  afterAll(async () => {
    await fixture.fake.stop();
  });
  beforeEach(() => {
    fixture.fake.reset({
      runs: [{ id: 501, headSha: BASE_SHA, branch: 'main' }],
      artifacts: [{ id: 7001, runId: 501, name: 'benchgate-default', zip: fixture.baselineZip }],
      commits: { [MERGE_SHA]: [BASE_SHA, HEAD_SHA] },
    });
  });
  return fixture;
}

/**
 * Three successful runs of the base commit (push, schedule, workflow_dispatch), each with its own
 * artifact: the baseline the action pools by default (baseline-runs: 5), from 3 jobs, against
 * whose spread a few rows can be judged. One other job cannot tell a VM's shift from a change:
 * against the one artifact of useFakeGitHub's reset, the example's 3 rows are undecided.
 */
export function usePooledBaseline(fixture: GitHubFixture, names: readonly string[] = ['benchgate-default']): void {
  fixture.fake.state.runs = ['push', 'schedule', 'workflow_dispatch'].map((event, i) => ({ id: POOLED_RUN + i, headSha: BASE_SHA, branch: 'main', event }));
  fixture.fake.state.artifacts = names.flatMap((name, n) => fixture.pooledZips.map((zip, i) => ({ id: 7001 + 10 * n + i, runId: POOLED_RUN + i, name, zip })));
}

/**
 * A PR run of SLOWER (or SAME) against a baseline of fewer than 3 jobs: the baseline was found and
 * compared, and the example's 3 rows (compress +26%) are undecided within the job-effect bound
 * (25%), the gate passing.
 */
export function expectUndecidedAcrossJobs(result: ActionRun): void {
  expect(result.outputs, result.stdout).toMatchObject({ verdict: 'pass', regressions: '0' });
  const report = JSON.parse(readFileSync(result.outputs.report ?? '', 'utf8')) as Report;
  expect(report.comparisons.map((row) => [row.benchmark, row.verdict, row.reason?.code])).toEqual([
    ['sort', 'inconclusive', 'job-effect-bound'],
    ['compress', 'inconclusive', 'job-effect-bound'],
    ['checksum', 'inconclusive', 'job-effect-bound'],
  ]);
}

import { describe, expect, it } from 'vitest';
import {
  MERGE_SHA,
  BASE_SHA,
  OLDER_SHA,
  HEAD_SHA,
  SLOWER,
  SAME,
  expectUndecidedAcrossJobs,
  useFakeGitHub,
  usePooledBaseline,
} from '../helpers/action-fixture.js';
import { BOT, OWNER, REPO, REPOSITORY_ID } from '../helpers/fake-github.js';
import { runAction, type ActionEnvironment } from '../helpers/run-action.js';
import { commentMarker } from '../../src/github/comments.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { deflatedZeros, makeZip, makeZipOf } from '../helpers/zip.js';

// The events real repositories use, against the fake GitHub: nightly and manual baselines,
// merge queues, matrix legs, re-runs, stale comments, deleted and unusable artifacts, fork PRs.
// On src/ in-process; test/smoke/bundles.test.ts runs the bundle through a push and a PR.
// Against one stored artifact (another job) the example's 3 rows are undecided; a regression is
// judged against the artifacts of 3 base-branch runs (usePooledBaseline).

const QUEUE_SHA = 'eeee000000000000000000000000000000000005';
const REPOSITORY = { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main' };

const github = useFakeGitHub();

const prEvent = {
  action: 'synchronize',
  number: 42,
  pull_request: {
    number: 42,
    labels: [],
    head: { sha: HEAD_SHA, ref: 'feature', repo: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}` } },
    base: { sha: BASE_SHA, ref: 'main', repo: REPOSITORY },
  },
  repository: REPOSITORY,
};

function pr(files: string, inputs: Record<string, string> = {}, env: Record<string, string> = {}): ActionEnvironment {
  return {
    apiUrl: github.fake.url,
    eventName: 'pull_request',
    event: prEvent,
    sha: MERGE_SHA,
    ref: 'refs/pull/42/merge',
    inputs: { files, 'github-token': 'ghs_faketoken', ...inputs },
    env,
  };
}

function push(files: string, inputs: Record<string, string> = {}, env: Record<string, string> = {}): ActionEnvironment {
  return {
    apiUrl: github.fake.url,
    eventName: 'push',
    event: { ref: 'refs/heads/main', after: BASE_SHA, repository: REPOSITORY },
    sha: BASE_SHA,
    ref: 'refs/heads/main',
    inputs: { files, 'github-token': 'ghs_faketoken', ...inputs },
    env,
  };
}

describe('baselines stored by nightly and manual runs', () => {
  for (const event of ['schedule', 'workflow_dispatch']) {
    it(`finds a baseline made by a ${event} run of the base branch`, async () => {
      github.fake.state.runs = [{ id: 501, headSha: BASE_SHA, branch: 'main', event }];
      const result = await runAction(pr(SLOWER));
      // Its artifact was compared: one other job, so the rows are undecided.
      expectUndecidedAcrossJobs(result);
      expect(result.outputs['baseline-sha']).toBe(BASE_SHA);
    });
  }

  it('never takes a pull_request or merge_group run of the base branch as the baseline', async () => {
    github.fake.state.runs = [
      { id: 501, headSha: BASE_SHA, branch: 'main', event: 'pull_request' },
      { id: 502, headSha: BASE_SHA, branch: 'main', event: 'merge_group' },
    ];
    github.fake.state.artifacts = [
      { id: 7001, runId: 501, name: 'benchgate-default', zip: github.baselineZip },
      { id: 7002, runId: 502, name: 'benchgate-default', zip: github.baselineZip },
    ];
    const result = await runAction(pr(SLOWER));
    expect(result.outputs.verdict).toBe('no-baseline');
  });
});

describe('merge queues', () => {
  const queue = (files: string): ActionEnvironment => ({
    apiUrl: github.fake.url,
    eventName: 'merge_group',
    event: {
      action: 'checks_requested',
      merge_group: { head_sha: QUEUE_SHA, head_ref: 'refs/heads/gh-readonly-queue/main/pr-42-bbbb000', base_sha: BASE_SHA, base_ref: 'refs/heads/main' },
      repository: REPOSITORY,
    },
    sha: QUEUE_SHA,
    ref: 'refs/heads/gh-readonly-queue/main/pr-42-bbbb000',
    inputs: { files, 'github-token': 'ghs_faketoken' },
  });

  it('fails the check on a regression against the queue base, with no comment and no stored baseline', async () => {
    usePooledBaseline(github);
    const result = await runAction(queue(SLOWER));
    expect(result.status, result.stdout).toBe(1);
    expect(result.outputs).toMatchObject({ verdict: 'fail', regressions: '1', 'baseline-sha': BASE_SHA });
    expect(result.summary).toMatch(/❌ 1 regression/);
    expect(github.fake.state.comments).toHaveLength(0);
    expect(github.fake.state.uploads.filter((upload) => upload.name === 'benchgate-default')).toHaveLength(0);
    expect(github.fake.requests.filter((r) => r.path.endsWith('/actions/workflows/161335/runs'))[0]?.query.get('head_sha')).toBe(BASE_SHA);
  });

  it('passes a queue run without a regression', async () => {
    const result = await runAction(queue(SAME));
    expect(result.status, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
  });
});

describe('artifact names that cannot clash', () => {
  it('says so, and passes, when the run already stored the baseline (a re-run attempt: HTTP 409)', async () => {
    github.fake.state.uploads = [{ name: 'benchgate-default', blocks: [], finalized: true }];
    const result = await runAction(push('examples/hyperfine/baseline/*.csv', {}, { GITHUB_RUN_ATTEMPT: '2' }));
    expect(result.status, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('no-baseline');
    expect(result.summary).toMatch(/Not stored again: this workflow run already has an artifact benchgate-default/);
  });

  it('keeps the retention the input asks for', async () => {
    const result = await runAction(push('examples/hyperfine/baseline/*.csv', { 'retention-days': '7' }));
    expect(result.status, result.stdout).toBe(0);
    expect(github.fake.state.uploads[0]?.retentionDays).toBe(7);
  });

  it('gives each matrix leg its own artifact and comment, from the job name, so one leg never erases another', async () => {
    github.fake.state.jobs = [
      { name: 'bench (linux)', runnerName: 'runner-1' },
      { name: 'bench (macos)', runnerName: 'runner-2' },
    ];
    const stored = await runAction(push('examples/hyperfine/baseline/*.csv', {}, { RUNNER_NAME: 'runner-1' }));
    expect(stored.status, stored.stdout).toBe(0);
    expect(github.fake.state.uploads[0]?.name).toBe('benchgate-default-linux');

    usePooledBaseline(github, ['benchgate-default-linux', 'benchgate-default-macos']);
    const linux = await runAction(pr(SLOWER, {}, { RUNNER_NAME: 'runner-1' }));
    const macos = await runAction(pr(SAME, {}, { RUNNER_NAME: 'runner-2' }));
    expect(linux.outputs.verdict).toBe('fail');
    expect(macos.outputs.verdict).toBe('pass');
    expect(github.fake.state.comments.map((comment) => comment.body.split('\n')[0])).toEqual([
      '<!-- benchgate:default:linux -->',
      '<!-- benchgate:default:macos -->',
    ]);
    expect(github.fake.state.comments[0]?.body).toMatch(/❌ 1 regression/);
  });

  it('takes an explicit key', async () => {
    const result = await runAction(push('examples/hyperfine/baseline/*.csv', { key: 'Ubuntu 24.04' }));
    expect(result.status, result.stdout).toBe(0);
    expect(github.fake.state.uploads[0]?.name).toBe('benchgate-default-ubuntu-24.04');
  });
});

describe('API manners', () => {
  it('waits out a secondary rate limit (429 with retry-after) and goes on', async () => {
    github.fake.state.rateLimited['GET runs'] = 1;
    usePooledBaseline(github);
    // retry-after: 1 (s on GitHub), waited as one unit of 20 ms here.
    const result = await runAction(pr(SLOWER), { waitUnitMs: 20, spaceWrites: false });
    expect(result.outputs.verdict, result.stdout).toBe('fail');
    expect(result.stdout).toMatch(/::warning::GitHub secondary rate limit on GET .*; retrying in 1 s/);
    const listings = github.fake.requests.filter((r) => r.path.endsWith('/actions/workflows/161335/runs'));
    expect(listings.length).toBeGreaterThanOrEqual(2);
    expect((listings[1]?.at ?? 0) - (listings[0]?.at ?? 0)).toBeGreaterThanOrEqual(19);
  });

  it('never retries a 4xx answer: one request for the 403 of a missing permission', async () => {
    github.fake.state.forbidden = ['GET runs'];
    const result = await runAction(pr(SLOWER));
    expect(result.outputs.verdict).toBe('error');
    expect(github.fake.requests.filter((r) => r.path.endsWith('/actions/workflows/161335/runs'))).toHaveLength(1);
  });
});

describe('no stale verdicts', () => {
  it('marks the earlier comment as from an earlier commit when this run finds no baseline', async () => {
    github.fake.state.comments = [{ id: 9, body: '<!-- benchgate:default -->\n### benchgate default: ❌ 1 regression · 2 unchanged\n\nold table', user: BOT }];
    github.fake.state.runs = [];
    github.fake.state.artifacts = [];
    const result = await runAction(pr(SLOWER));
    expect(result.outputs.verdict).toBe('no-baseline');
    const body = github.fake.state.comments[0]?.body ?? '';
    expect(body).toMatch(/^<!-- benchgate:default -->\n### benchgate default: no baseline\n\nNo verdict for `aaaa000`: no successful push/);
    expect(body).toMatch(/<details><summary>The earlier report \(from an earlier commit\)<\/summary>\n\n### benchgate default: ❌ 1 regression/);
    expect(result.outputs['comment-url']).toMatch(/issuecomment-9$/);
  });

  it('marks it too when this run ends in an error', async () => {
    github.fake.state.comments = [{ id: 9, body: '<!-- benchgate:default -->\n### benchgate default: ✔️ 3 unchanged', user: BOT }];
    const result = await runAction(pr(SLOWER, { baseline: 'test/fixtures/go/baseline/*' }));
    expect(result.outputs.verdict).toBe('error');
    expect(github.fake.state.comments[0]?.body).toMatch(/^<!-- benchgate:default -->\n### benchgate default: error\n\nnothing in common/);
  });

  it("marks it too when this run's own files cannot be read, before anything is compared", async () => {
    github.fake.state.comments = [{ id: 9, body: '<!-- benchgate:default -->\n### benchgate default: ✔️ 3 unchanged', user: BOT }];
    const result = await runAction(pr('test/fixtures/google-benchmark-other/run.csv'));
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    // The old verdict is not left standing as if it were this commit's.
    expect(github.fake.state.comments[0]?.body).toMatch(/^<!-- benchgate:default -->\n### benchgate default: error\n\n.*Google Benchmark/);
  });
});

describe('a search that does not give up early', () => {
  it('skips a deleted artifact (HTTP 404 on download) for the next ancestor, and says so', async () => {
    github.fake.state.runs = [
      { id: 501, headSha: BASE_SHA, branch: 'main' },
      { id: 480, headSha: OLDER_SHA, branch: 'main', event: 'schedule' },
    ];
    github.fake.state.artifacts = [
      { id: 7001, runId: 501, name: 'benchgate-default', deleted: true, zip: github.baselineZip },
      { id: 6001, runId: 480, name: 'benchgate-default', zip: github.baselineZip },
    ];
    github.fake.state.comparisons = { [`${OLDER_SHA}...${BASE_SHA}`]: { status: 'ahead', aheadBy: 3 } };
    const result = await runAction(pr(SLOWER, { 'baseline-runs': '1' }));
    expect(result.outputs['baseline-sha'], result.stdout).toBe(OLDER_SHA);
    // The older run's artifact was compared: one other job, so the rows are undecided.
    expectUndecidedAcrossJobs(result);
    expect(result.summary).toMatch(/skipped the artifact benchgate-default of run 501 \(bbbb\u200d000\): it was deleted \(HTTP 404\)/);
  });

  it('never downloads an artifact whose listed size is beyond the limit', async () => {
    github.fake.state.artifacts = [{ id: 7001, runId: 501, name: 'benchgate-default', listedSize: 10 * 1024 ** 3, zip: github.baselineZip }];
    const result = await runAction(pr(SLOWER));
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/its zip has 10737418240 bytes, more than the 67108864 allowed/);
    expect(github.fake.requests.some((r) => r.path.includes('/artifacts/7001/zip'))).toBe(false);
  });

  it('stops a baseline zip bomb while inflating it and takes the next ancestor, with little written', async () => {
    github.fake.state.runs = [
      { id: 501, headSha: BASE_SHA, branch: 'main' },
      { id: 480, headSha: OLDER_SHA, branch: 'main' },
    ];
    // 4 GiB of zeros in a 4.2 MB zip whose headers claim 1 MiB: only the inflated bytes tell.
    const bomb = makeZipOf([{ name: 'benchgate.json', deflated: { data: deflatedZeros(4095), size: 4095 * 2 ** 20, crc: 0 }, declaredSize: 2 ** 20 }]);
    github.fake.state.artifacts = [
      { id: 7001, runId: 501, name: 'benchgate-default', zip: bomb },
      { id: 6001, runId: 480, name: 'benchgate-default', zip: github.baselineZip },
    ];
    github.fake.state.comparisons = { [`${OLDER_SHA}...${BASE_SHA}`]: { status: 'ahead', aheadBy: 3 } };
    const result = await runAction(pr(SLOWER, { 'baseline-runs': '1' }));
    expect(result.outputs['baseline-sha'], result.stdout).toBe(OLDER_SHA);
    const stopped =
      /skipped the artifact benchgate-default of run 501 \(bbbb000\): it could not be used: its entry "benchgate\.json" inflates beyond the 1048576 bytes it declares; stopped \((\d+) bytes written\)/.exec(
        result.summary.replaceAll('\u200d', ''),
      );
    expect(Number(stopped?.[1])).toBeLessThanOrEqual(2 ** 20);
  });

  it('refuses a baseline zip of too many files before extracting any', async () => {
    const many = makeZipOf(Array.from({ length: 2000 }, (_, i) => ({ name: i === 0 ? 'benchgate.json' : `junk-${i}`, data: '{}' })));
    github.fake.state.artifacts = [{ id: 7001, runId: 501, name: 'benchgate-default', zip: many }];
    const result = await runAction(pr(SLOWER));
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/it could not be used: it holds 2000 entries, more than the 16 allowed \(0 bytes written\)/);
  });

  it('warns but passes with on-baseline-error: warn, verdict still error', async () => {
    github.fake.state.artifacts = [{ id: 7001, runId: 501, name: 'benchgate-default', zip: makeZip({ 'other.txt': 'not a baseline' }) }];
    const result = await runAction(pr(SLOWER, { 'on-baseline-error': 'warn' }));
    expect(result.status).toBe(0);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/::warning::benchgate: baseline artifacts benchgate-default exist but none could be used: .*on-baseline-error: warn/);
  });

  it('lets on-baseline-error: warn cover a baseline that downloads but does not parse, as action.yml says ("corrupt")', async () => {
    github.fake.state.artifacts = [{ id: 7001, runId: 501, name: 'benchgate-default', zip: makeZip({ 'benchgate.json': '{"benchgate": 1, "benchmarks": [' }) }];
    const warned = await runAction(pr(SLOWER, { 'on-baseline-error': 'warn' }));
    expect(warned.status, warned.stdout).toBe(0);
    expect(warned.outputs.verdict).toBe('error');
    expect(warned.stdout).toMatch(
      /::warning::benchgate: the baseline artifact could not be read: artifact benchgate-default \(run 501\):1:33: not valid JSON.*\(on-baseline-error: warn, so the check passes\)/,
    );
    const failed = await runAction(pr(SLOWER));
    expect(failed.status).toBe(1);
    expect(failed.outputs.verdict).toBe('error');
  });

  it('is an error, not a pass, when the baseline artifact holds another format', async () => {
    github.fake.state.artifacts = [{ id: 7001, runId: 501, name: 'benchgate-default', zip: makeZip({ 'benchgate.json': 'BenchmarkA-8  100  5 ns/op\n' }) }];
    const result = await runAction(pr(SLOWER));
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/::error::benchgate: the baseline artifact could not be read: artifact benchgate-default \(run 501\)/);
  });

  it('is an error, not a pass, when baselines exist but none can be used', async () => {
    github.fake.state.artifacts = [{ id: 7001, runId: 501, name: 'benchgate-default', zip: makeZip({ 'other.txt': 'not a baseline' }) }];
    const result = await runAction(pr(SLOWER));
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/::error::benchgate: baseline artifacts benchgate-default exist but none could be used: .*it holds no benchgate\.json/);
  });
});

describe('pull requests from forks: mode comment in a workflow_run workflow', () => {
  const forkEvent = {
    ...prEvent,
    pull_request: { ...prEvent.pull_request, head: { sha: HEAD_SHA, ref: 'feature', repo: { id: 99, full_name: 'someone/octo-repo' } } },
  };
  const finished = (inputs: Record<string, string> = {}): ActionEnvironment => ({
    apiUrl: github.fake.url,
    eventName: 'workflow_run',
    event: {
      action: 'completed',
      workflow_run: {
        id: 777,
        event: 'pull_request',
        head_sha: HEAD_SHA,
        head_branch: 'feature',
        head_repository: { full_name: 'someone/octo-repo', owner: { login: 'someone' } },
      },
      repository: REPOSITORY,
    },
    sha: BASE_SHA,
    ref: 'refs/heads/main',
    inputs: { mode: 'comment', 'github-token': 'ghs_faketoken', ...inputs },
  });

  it('posts the report the fork run could not, on the PR found from the run, never trusting the artifact for it', async () => {
    github.fake.state.readOnlyToken = true;
    usePooledBaseline(github);
    const forkRun = await runAction({ ...pr(SLOWER), event: forkEvent });
    expect(forkRun.outputs.verdict).toBe('fail');
    expect(forkRun.stdout).toMatch(/::warning::benchgate: GitHub refused the comment \(HTTP 403\): the token is read-only in pull requests from forks/);
    const upload = github.fake.state.uploads.find((candidate) => candidate.name === 'benchgate-report-default');
    expect(upload?.finalized).toBe(true);

    github.fake.state.readOnlyToken = false;
    github.fake.state.artifacts = [{ id: 8001, runId: 777, name: 'benchgate-report-default', zip: Buffer.concat(upload?.blocks ?? []) }];
    github.fake.state.pulls = [
      { number: 42, headOwner: 'someone', headBranch: 'feature', headSha: HEAD_SHA },
      { number: 43, headOwner: 'other', headBranch: 'feature', headSha: 'ffff' },
    ];
    const comment = await runAction(finished());
    expect(comment.status, comment.stdout).toBe(0);
    expect(github.fake.state.comments).toHaveLength(1);
    expect(github.fake.state.comments[0]?.body).toMatch(/^<!-- benchgate:default -->\n### benchgate default: ❌ 1 regression/);
    expect(comment.outputs['comment-url']).toMatch(/pull\/42#issuecomment-/);
  });

  it('refuses a report artifact that is not a well-formed report, naming the field', async () => {
    github.fake.state.artifacts = [
      {
        id: 8001,
        runId: 777,
        name: 'benchgate-report-default',
        zip: makeZip({
          'report.json': JSON.stringify({ benchgate: 1, alpha: 0.05, noise: 0.02, correction: 'bh', comparisons: [{ benchmark: { toString: 'x' } }] }),
          'comment.json': '{"suite":"default"}',
        }),
      },
    ];
    github.fake.state.pulls = [{ number: 42, headOwner: 'someone', headBranch: 'feature', headSha: HEAD_SHA }];
    const result = await runAction(finished());
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(
      /::error::benchgate: a report artifact was refused: artifact benchgate-report-default of run 777 at \$\.summary: expected an object/,
    );
    expect(github.fake.state.comments).toHaveLength(0);
  });

  /** The JSON report of the hyperfine example's regression, as a PR run uploads it (its sides ran in one job). */
  const regressionReport = (): string =>
    runSourceCli(['compare', '--same-job', '--baseline', 'examples/hyperfine/baseline/*.csv', '--current', SLOWER, '--json', '-']).stdout;
  const reportArtifact = (id: number, name: string, files: Record<string, string>) => ({ id, runId: 777, name, zip: makeZip(files) });
  // The summary's text without the zero-width joiners that keep numbers and #42 from linking.
  // The summary as a reader sees it: no joiners, no backslash escapes.
  const plain = (markdown: string): string => markdown.replaceAll('\u200d', '').replace(/\\([!-/:-@[-`{-~])/g, '$1');
  const pullOfFork = { number: 42, headOwner: 'someone', headBranch: 'feature', headSha: HEAD_SHA };

  it('refuses a report whose comment.json names another suite than its name, or whose name is for a suite the workflow does not list', async () => {
    const json = regressionReport();
    github.fake.state.comments = [{ id: 5, body: '<!-- benchgate:perf -->\n### benchgate perf: ✔️ 3 unchanged', user: BOT }];
    github.fake.state.artifacts = [
      reportArtifact(8001, 'benchgate-report-default', { 'report.json': json, 'comment.json': '{"suite":"perf","key":""}' }),
      reportArtifact(8002, 'benchgate-report-perf', { 'report.json': json, 'comment.json': '{"suite":"perf","key":""}' }),
      reportArtifact(8003, 'benchgate-report-default-linux', { 'report.json': json, 'comment.json': '{"suite":"default","key":"linux"}' }),
    ];
    github.fake.state.pulls = [pullOfFork];
    const result = await runAction(finished());
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    // The perf comment is untouched; the leg the name and comment.json agree on is posted.
    expect(github.fake.state.comments.map((comment) => comment.body.split('\n')[0])).toEqual(['<!-- benchgate:perf -->', '<!-- benchgate:default:linux -->']);
    expect(github.fake.state.comments[0]?.body).toMatch(/✔️ 3 unchanged/);
    expect(plain(result.summary)).toMatch(
      /Refused: artifact benchgate-report-default of run 777: its comment\.json does not name the suite and key its name does\./,
    );
    expect(plain(result.summary)).toMatch(
      /Refused: artifact benchgate-report-perf of run 777: its name is not benchgate-report-SUITE\[-KEY\] for a suite of the input suites \(default\)\./,
    );
    expect(result.stdout).toMatch(/::error::benchgate: 2 report artifacts were refused/);
  });

  it('posts a listed suite of the input suites', async () => {
    github.fake.state.artifacts = [
      reportArtifact(8002, 'benchgate-report-perf', { 'report.json': regressionReport(), 'comment.json': '{"suite":"perf","key":""}' }),
    ];
    github.fake.state.pulls = [pullOfFork];
    const result = await runAction(finished({ suites: 'default\nperf' }));
    expect(result.status, result.stdout).toBe(0);
    expect(github.fake.state.comments[0]?.body).toMatch(/^<!-- benchgate:perf -->\n### benchgate perf: ❌ 1 regression/);
    // The verdict is read from the rows, whatever the report's own gate says.
    expect(result.outputs.verdict).toBe('fail');
  });

  it("sets the verdict from the report's rows, not from its gate, and refuses counts that differ from the rows", async () => {
    const report = JSON.parse(regressionReport()) as { gate: string; summary: { regressions: number } };
    const claimsPass = JSON.stringify({ ...report, gate: 'pass' });
    const hidesRegression = JSON.stringify({ ...report, gate: 'pass', summary: { ...report.summary, regressions: 0 } });
    github.fake.state.artifacts = [reportArtifact(8001, 'benchgate-report-default', { 'report.json': claimsPass })];
    github.fake.state.pulls = [pullOfFork];
    const claimed = await runAction(finished({ comment: 'never' }));
    expect(claimed.outputs.verdict, claimed.stdout).toBe('fail');
    // A claimed acceptance is not shown: the comment carries this workflow's gate and its reason.
    const claimsAccepted = JSON.stringify({ ...report, gate: 'pass', gateReason: { code: 'accepted', what: 'regression', label: 'ok', by: 'the maintainer' } });
    github.fake.state.artifacts = [reportArtifact(8001, 'benchgate-report-default', { 'report.json': claimsAccepted })];
    const accepted = await runAction(finished());
    expect(accepted.outputs.verdict, accepted.stdout).toBe('fail');
    expect(github.fake.state.comments.at(-1)?.body).toMatch(/### benchgate default: ❌ 1 regression/);
    expect(github.fake.state.comments.at(-1)?.body).not.toContain('accepted');
    github.fake.state.artifacts = [reportArtifact(8001, 'benchgate-report-default', { 'report.json': hidesRegression })];
    const hidden = await runAction(finished({ comment: 'never' }));
    expect(hidden.outputs.verdict).toBe('error');
    expect(hidden.stdout).toMatch(/artifact benchgate-report-default of run 777 at \$\.summary: its counts differ from its rows/);
  });

  it("takes the rows and the settings a fork's report states as the fork wrote them: a regression rewritten as unchanged passes", async () => {
    type Row = { verdict: string; significant: boolean };
    const report = JSON.parse(regressionReport()) as { comparisons: Row[]; summary: { regressions: number; unchanged: number } };
    const rows = report.comparisons.map((row) => (row.verdict === 'regression' ? { ...row, verdict: 'unchanged', significant: false } : row));
    const rewritten = { ...report, alpha: 0.5, comparisons: rows, summary: { ...report.summary, regressions: 0, unchanged: report.summary.unchanged + 1 } };
    expect(report.summary.regressions).toBe(1);
    github.fake.state.artifacts = [reportArtifact(8001, 'benchgate-report-default', { 'report.json': JSON.stringify(rewritten) })];
    github.fake.state.pulls = [pullOfFork];
    const result = await runAction(finished());
    // This workflow's fail-on over the fork's rows: the verdict is only as true as the rows.
    expect(result.outputs.verdict, result.stdout).toBe('pass');
    const body = github.fake.state.comments[0]?.body ?? '';
    expect(body).toMatch(/^<!-- benchgate:default -->\n### benchgate default: ❔ no regression found; /);
    // A 26% slowdown shown as the fork calls it, with the alpha it claims.
    expect(body).toMatch(/^\| compress \| time \| 112\.7 ms \| 142\.5 ms \| \\~ \| unchanged \|/m);
    expect(plain(body)).toMatch(/alpha 0\.5\b/);
  });

  it('reads every page of the listing and posts at most 20 reports of a run, saying so', async () => {
    const json = regressionReport();
    github.fake.state.artifacts = Array.from({ length: 120 }, (_, i) => {
      const key = `leg${String(i).padStart(3, '0')}`;
      return reportArtifact(9000 + i, `benchgate-report-default-${key}`, { 'report.json': json, 'comment.json': JSON.stringify({ suite: 'default', key }) });
    });
    github.fake.state.pulls = [pullOfFork];
    // comment: never keeps the test fast (comment writes are throttled); a comment is still looked for.
    const result = await runAction(finished({ comment: 'never' }));
    expect(result.status, result.stdout).toBe(0);
    const listings = github.fake.requests.filter((r) => r.path.endsWith('/actions/runs/777/artifacts'));
    expect(listings.map((r) => r.query.get('page') ?? '1')).toEqual(['1', '2']);
    const downloads = github.fake.requests.filter((r) => /\/artifacts\/\d+\/zip$/.test(r.path)).map((r) => Number(/(\d+)\/zip$/.exec(r.path)?.[1]));
    expect(downloads).toEqual(Array.from({ length: 20 }, (_, i) => 9000 + i));
    expect(plain(result.summary)).toMatch(/Note: run 777 has 120 report artifacts; the first 20 by name were read, the other 100 were not\./);
    expect(result.stdout).toMatch(/::notice::benchgate: run 777 has 120 report artifacts/);
  });

  it('refuses a zip bomb, a zip of too many files, a malformed zip and deeply nested JSON quickly, and still posts the good report', async () => {
    const bomb = deflatedZeros(4095);
    github.fake.state.artifacts = [
      // 4 GiB of zeros, declared as such: refused before a byte is written.
      {
        id: 8001,
        runId: 777,
        name: 'benchgate-report-default-a',
        zip: makeZipOf([{ name: 'report.json', deflated: { data: bomb, size: 4095 * 2 ** 20, crc: 0 } }]),
      },
      // The same, declared as 1 MiB: stopped once it inflates beyond it.
      {
        id: 8002,
        runId: 777,
        name: 'benchgate-report-default-b',
        zip: makeZipOf([{ name: 'report.json', deflated: { data: bomb, size: 4095 * 2 ** 20, crc: 0 }, declaredSize: 2 ** 20 }]),
      },
      {
        id: 8003,
        runId: 777,
        name: 'benchgate-report-default-c',
        zip: makeZipOf(Array.from({ length: 5000 }, (_, i) => ({ name: `r${i}.json`, data: '{}' }))),
      },
      { id: 8004, runId: 777, name: 'benchgate-report-default-d', zip: Buffer.from('PK\u0003\u0004 this is not a zip') },
      reportArtifact(8005, 'benchgate-report-default-e', { 'report.json': `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}` }),
      reportArtifact(8006, 'benchgate-report-default-linux', { 'report.json': regressionReport(), 'comment.json': '{"suite":"default","key":"linux"}' }),
    ];
    github.fake.state.pulls = [pullOfFork];
    const started = performance.now();
    const result = await runAction(finished());
    // @actions/artifact waited 30 s for more of this malformed zip, 5 times, 5 s apart: it failed after 175 s.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    expect(github.fake.state.comments.map((comment) => comment.body.split('\n')[0])).toEqual(['<!-- benchgate:default:linux -->']);
    expect(plain(result.summary)).toMatch(
      /Refused: artifact benchgate-report-default-a of run 777: its files would extract to 4293918720 bytes, more than the 67108864 allowed \(0 bytes written\)\./,
    );
    const stopped =
      /Refused: artifact benchgate-report-default-b of run 777: its entry "report\.json" inflates beyond the 1048576 bytes it declares; stopped \((\d+) bytes written\)\./.exec(
        plain(result.summary),
      );
    expect(Number(stopped?.[1])).toBeLessThanOrEqual(2 ** 20);
    expect(plain(result.summary)).toMatch(
      /Refused: artifact benchgate-report-default-c of run 777: it holds 5000 entries, more than the 16 allowed \(0 bytes written\)\./,
    );
    expect(plain(result.summary)).toMatch(
      /Refused: artifact benchgate-report-default-d of run 777: it is not a zip: no end of central directory record \(0 bytes written\)\./,
    );
    expect(plain(result.summary)).toMatch(/Refused: artifact benchgate-report-default-e of run 777 at \$: expected an object\./);
    expect(plain(result.summary)).toMatch(/Comment created on #42 from benchgate-report-default-linux\./);
    expect(result.stdout).toMatch(/::error::benchgate: 5 report artifacts were refused: artifact benchgate-report-default-a of run 777/);
  });

  it('writes one comment for a suite in both modes (a same-repository PR whose run is also posted by workflow_run)', async () => {
    usePooledBaseline(github, ['benchgate-My Suite']);
    const own = await runAction(pr(SLOWER, { suite: 'My Suite' }));
    expect(own.outputs.verdict, own.stdout).toBe('fail');
    const upload = github.fake.state.uploads.find((candidate) => candidate.name === 'benchgate-report-My Suite');
    github.fake.state.artifacts = [{ id: 8001, runId: 777, name: 'benchgate-report-My Suite', zip: Buffer.concat(upload?.blocks ?? []) }];
    github.fake.state.pulls = [pullOfFork];
    const posted = await runAction(finished({ suite: 'My Suite' }));
    expect(posted.status, posted.stdout).toBe(0);
    expect(github.fake.state.comments).toHaveLength(1);
    expect(github.fake.state.comments[0]?.body.split('\n')[0]).toBe(commentMarker('My Suite'));
    expect(commentMarker('My Suite', 'linux')).toBe('<!-- benchgate:My Suite:linux -->');
  });

  it('never prints the token: masked before any other line, and no auth header or signed-URL query in the log', async () => {
    const token = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
    github.fake.state.readOnlyToken = true;
    const own = await runAction({ ...pr(SLOWER, { 'github-token': token }), event: forkEvent });
    const upload = github.fake.state.uploads.find((candidate) => candidate.name === 'benchgate-report-default');
    github.fake.state.readOnlyToken = false;
    github.fake.state.artifacts = [{ id: 8001, runId: 777, name: 'benchgate-report-default', zip: Buffer.concat(upload?.blocks ?? []) }];
    github.fake.state.pulls = [pullOfFork];
    const posted = await runAction(finished({ 'github-token': token }));
    expect(github.fake.state.comments).toHaveLength(1);
    expect(github.fake.requests.some((request) => request.authorization === `token ${token}`)).toBe(true);
    for (const result of [own, posted]) {
      expect(result.stdout.split('\n')[0]).toBe(`::add-mask::${token}`);
      expect(result.stdout.split('\n').filter((line) => line.includes(token))).toHaveLength(1);
      expect(result.stdout).not.toMatch(/authorization/i);
      // @actions/artifact's upload prints the service's answer, signed upload URL included, as a debug line (shown with ACTIONS_STEP_DEBUG only).
      expect(result.stdout.split('\n').filter((line) => line.includes('sig=') && !line.startsWith('::debug::Body: '))).toEqual([]);
      expect(`${result.summary}${JSON.stringify(result.outputs)}`).not.toContain(token);
    }
    expect(github.fake.state.comments[0]?.body).not.toContain(token);
  });

  it('says what is wrong when it runs outside workflow_run', async () => {
    const result = await runAction({ ...pr(SLOWER), inputs: { mode: 'comment', 'github-token': 'ghs_faketoken' } });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/::error::benchgate: input mode: comment runs in a workflow started by workflow_run/);
  });
});

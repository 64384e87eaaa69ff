import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { readZip } from '../helpers/zip.js';
import { liveMarkup } from '../helpers/live-markup.js';
import { scratchDir } from '../helpers/scratch.js';

// run() of src/main.ts with the variables the Actions runner sets, against a fake GitHub on
// 127.0.0.1 (test/smoke/ runs the bundle dist/index.mjs itself). The benchmark data is the hyperfine example: baseline/, same/ (A/A) and
// slower/ (a planted regression in "compress"). Against one stored artifact (another job) its 3
// rows are undecided; a regression is judged against the artifacts of 3 base-branch runs
// (usePooledBaseline), as the action pools them by default.

const github = useFakeGitHub();

function pullRequestEvent(fork = false, labels: string[] = []) {
  return {
    action: 'synchronize',
    number: 42,
    pull_request: {
      number: 42,
      labels: labels.map((name, i) => ({ id: 208045946 + i, name, color: 'fbca04' })),
      head: { sha: HEAD_SHA, ref: 'feature', repo: { id: fork ? 99 : REPOSITORY_ID, full_name: fork ? 'someone/fork' : `${OWNER}/${REPO}` } },
      base: { sha: BASE_SHA, ref: 'main', repo: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}` } },
    },
    repository: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main' },
  };
}

/** Runs of github-action-benchmark's custom JSON, one file each, for a same-job comparison. */
function customRuns(entries: readonly { name: string; unit: string }[], runs = 3): string {
  const dir = scratchDir('custom');
  for (let run = 0; run < runs; run++)
    writeFileSync(join(dir, `run${run}.json`), JSON.stringify(entries.map((entry, i) => ({ ...entry, value: 100 + i + run * 0.5 }))));
  return `${dir}/*.json`;
}

/** The markdown benchgate wrote into a comment, without the marker line that finds it. */
const commentMarkdown = (body: string | undefined): string => (body ?? '').replace(/^<!-- benchgate:[^\n]* -->\n/, '');

function pr(files: string, extra: Partial<ActionEnvironment> = {}): ActionEnvironment {
  return {
    apiUrl: github.fake.url,
    eventName: 'pull_request',
    event: pullRequestEvent(),
    sha: MERGE_SHA,
    ref: 'refs/pull/42/merge',
    inputs: { files, 'github-token': 'ghs_faketoken' },
    ...extra,
  };
}

describe('the action', () => {
  it('stores the baseline artifact on a push to the default branch', async () => {
    const result = await runAction({
      apiUrl: github.fake.url,
      eventName: 'push',
      event: { ref: 'refs/heads/main', after: BASE_SHA, repository: { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main' } },
      sha: BASE_SHA,
      ref: 'refs/heads/main',
      inputs: { files: 'examples/hyperfine/baseline/*.csv', 'github-token': 'ghs_faketoken' },
    });
    expect(result.status, result.stdout + result.stderr + JSON.stringify(github.fake.requests.map((r) => `${r.method} ${r.path}`))).toBe(0);
    const upload = github.fake.state.uploads[0];
    expect(upload?.name).toBe('benchgate-default');
    expect(upload?.finalized).toBe(true);
    const stored = JSON.parse(readZip(Buffer.concat(upload?.blocks ?? []))['benchgate.json'] ?? '{}') as {
      benchgate: number;
      suite: string;
      context: { commit: string; runner: string };
      benchmarks: unknown[];
    };
    expect(stored).toMatchObject({ benchgate: 1, suite: 'default', context: { commit: BASE_SHA } });
    expect(stored.context.runner).toMatch(/\(\d+ cores\), Node v\d+\./);
    expect(stored.benchmarks).toHaveLength(3);
    expect(result.outputs.verdict).toBe('no-baseline');
    expect(result.summary).toMatch(/Stored 3 series \(5 runs\) of `bbbb000` as the baseline artifact `benchgate-default`/);
  });

  it('comments once, fails the step and sets the outputs on a PR with a regression', async () => {
    usePooledBaseline(github);
    const result = await runAction(pr(SLOWER));
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.stdout).toMatch(/::error::benchgate: 1 significant regression: compress time/);
    expect(result.outputs).toMatchObject({ verdict: 'fail', regressions: '1', improvements: '0', 'baseline-sha': BASE_SHA });
    expect(result.outputs['comment-url']).toMatch(/^https:\/\/github\.com\/octo-org\/octo-repo\/pull\/42#issuecomment-\d+$/);
    expect(JSON.parse(readFileSync(result.outputs.report ?? '', 'utf8'))).toMatchObject({ summary: { regressions: 1 }, gate: 'fail' });
    expect(github.fake.state.comments).toHaveLength(1);
    expect(github.fake.state.comments[0]?.body).toMatch(/^<!-- benchgate:default -->\n### benchgate default: ❌ 1 regression · 2 inconclusive/);
    expect(result.summary).toMatch(/\| compress \| time \|/);
    // The comment and the summary link the HTML report's artifact (the fake's results service names it 4242).
    const link =
      /Plots of every row: the HTML report in the artifact \[`benchgate-report-default`\]\(https:\/\/github\.com\/octo-org\/octo-repo\/actions\/runs\/\d+\/artifacts\/4242\) \(a zip\)\./;
    expect(github.fake.state.comments[0]?.body).toMatch(link);
    expect(result.summary).toMatch(link);
    const listed = github.fake.requests.filter((r) => r.path.endsWith('/actions/workflows/161335/runs'));
    expect(listed[0]?.query.get('head_sha')).toBe(BASE_SHA);
    // Every event's runs are listed; push, schedule and workflow_dispatch ones are candidates.
    expect(listed[0]?.query.get('event')).toBeNull();
    expect(
      github.fake.requests.every(
        (r) => r.path.startsWith('/blob/') || r.path.startsWith('/upload/') || r.authorization === 'token ghs_faketoken' || r.path.includes('ArtifactService'),
      ),
    ).toBe(true);
  });

  it('updates the same comment on the next run instead of adding one', async () => {
    github.fake.state.comments.push({ id: 1, body: 'LGTM', user: { login: 'octocat', id: 1, type: 'User' } });
    github.fake.state.comments.push({ id: 2, body: '<!-- benchgate:default -->\nsomeone pasted our marker', user: { login: 'octocat', id: 1, type: 'User' } });
    github.fake.state.comments.push({ id: 3, body: 'another', user: { login: 'octocat', id: 1, type: 'User' } });
    github.fake.state.comments.push({ id: 4, body: '<!-- benchgate:default -->\nold report', user: BOT });
    usePooledBaseline(github);
    const result = await runAction(pr(SLOWER));
    expect(result.status).toBe(1);
    expect(github.fake.state.comments).toHaveLength(4);
    expect(github.fake.state.comments[3]?.body).toMatch(/❌ 1 regression/);
    expect(github.fake.state.comments[1]?.body).toMatch(/someone pasted our marker/);
    expect(github.fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(0);
    expect(github.fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues/42/comments')).length).toBeGreaterThanOrEqual(2);
    expect(result.outputs['comment-url']).toMatch(/issuecomment-4$/);
  });

  it('passes a regression accepted with the label, naming who added it', async () => {
    github.fake.state.labelEvents = [
      { label: 'performance', actor: 'someone' },
      { label: 'regression-accepted', actor: 'octocat' },
    ];
    usePooledBaseline(github);
    const result = await runAction(pr(SLOWER, { event: pullRequestEvent(false, ['regression-accepted']) }));
    expect(result.status, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'pass', regressions: '1' });
    expect(github.fake.state.comments[0]?.body).toMatch(/❌ 1 regression/);
    expect(github.fake.state.comments[0]?.body).toMatch(/Gate: the regression was accepted with the label "regression-accepted" by octocat\./);
    expect(result.stdout).toMatch(/::warning::benchgate: the regression was accepted/);
  });

  it('passes a PR without a regression', async () => {
    const result = await runAction(pr(SAME));
    expect(result.status, result.stdout + result.stderr).toBe(0);
    // Against one other job the rows are undecided, and the headline says that runs will not help.
    expectUndecidedAcrossJobs(result);
    expect(github.fake.state.comments[0]?.body).toMatch(
      /❔ no regression found; a slowdown beyond \+5\.0% not ruled out for \S+ time, \S+ time and \S+ time; 3 rows undecided \(could hide up to \+\d+\.\d%; more runs alone would not decide them\)/,
    );
    expect(github.fake.state.comments[0]?.body).toMatch(/within another job.s VM effect \(±25%, job-effect-bound\): pool ≥ 5 jobs or --same-job \|/);
    usePooledBaseline(github);
    const pooled = await runAction(pr(SAME));
    expect(pooled.status, pooled.stdout + pooled.stderr).toBe(0);
    expect(pooled.outputs).toMatchObject({ verdict: 'pass', regressions: '0' });
    // The example's A/A rows are too noisy at 5 runs to show unchanged: said so, never a tick.
    expect(github.fake.state.comments[0]?.body).toMatch(
      /❔ no regression found; a slowdown beyond \+5\.0% not ruled out for [^;]+; 3 rows undecided \(could hide up to \+\d+\.\d%/,
    );
  });

  it('fails the step with the reason, not a stack trace, when the runner gives no file for its outputs; a missing summary file is a warning', async () => {
    const missing = '/nonexistent-benchgate-dir/output.txt';
    const failed = await runAction(pr(SAME, { env: { GITHUB_OUTPUT: missing } }));
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain(`::error::benchgate: unexpected error: Missing file at path: ${missing}`);
    const warned = await runAction(pr(SAME, { env: { GITHUB_STEP_SUMMARY: '/nonexistent-benchgate-dir/summary.md' } }));
    expect(warned.status, warned.stdout).toBe(0);
    expect(warned.outputs).toMatchObject({ verdict: 'pass' });
    expect(warned.stdout).toMatch(/::warning::benchgate could not write the job summary: .*nonexistent-benchgate-dir\/summary\.md/);
  });

  it('passes with a notice when there is no baseline', async () => {
    github.fake.state.runs = [];
    github.fake.state.artifacts = [];
    const result = await runAction(pr(SLOWER));
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.outputs.verdict).toBe('no-baseline');
    expect(result.stdout).toMatch(/::notice::benchgate: no baseline/);
    expect(result.summary).toMatch(/No baseline: no successful push, schedule or workflow\\_dispatch run of this workflow on main at bbbb\u200d000/);
    expect(github.fake.state.comments).toHaveLength(0);
  });

  it('warns, keeps the verdict and writes the summary when the token may not comment (fork PR)', async () => {
    github.fake.state.readOnlyToken = true;
    usePooledBaseline(github);
    const result = await runAction(pr(SLOWER, { event: pullRequestEvent(true) }));
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(result.outputs['comment-url']).toBe('');
    expect(result.stdout).toMatch(/::warning::benchgate: GitHub refused the comment \(HTTP 403\)/);
    expect(result.summary).toMatch(/❌ 1 regression/);
  });

  it('retries a 502 when listing runs and then compares', async () => {
    github.fake.state.failures['GET runs'] = 1;
    usePooledBaseline(github);
    const result = await runAction(pr(SLOWER));
    expect(result.outputs.verdict, result.stdout).toBe('fail');
    const listings = github.fake.requests.filter((r) => r.path.endsWith('/actions/workflows/161335/runs'));
    // The 502, its retry, then the search for older runs to pool (baseline-runs: 5).
    expect(listings.length).toBeGreaterThanOrEqual(2);
    expect(listings[0]?.query.get('head_sha')).toBe(BASE_SHA);
    expect(listings[1]?.query.get('head_sha')).toBe(BASE_SHA);
  });

  it('skips an expired artifact for an older ancestor run', async () => {
    github.fake.state.runs = [
      { id: 501, headSha: BASE_SHA, branch: 'main' },
      { id: 480, headSha: OLDER_SHA, branch: 'main' },
      { id: 470, headSha: 'eeee', branch: 'main', fork: true },
    ];
    github.fake.state.artifacts = [
      { id: 7001, runId: 501, name: 'benchgate-default', expired: true, zip: github.baselineZip },
      { id: 6001, runId: 480, name: 'benchgate-default', zip: github.baselineZip },
    ];
    github.fake.state.comparisons = { [`${OLDER_SHA}...${BASE_SHA}`]: { status: 'ahead', aheadBy: 3 } };
    const result = await runAction(pr(SLOWER));
    expect(result.outputs['baseline-sha'], result.stdout).toBe(OLDER_SHA);
    // The older run's artifact was compared: one other job, so the rows are undecided.
    expectUndecidedAcrossJobs(result);
    expect(result.stdout).toMatch(/the artifact benchgate-default of run 501 \(bbbb000\) has expired/);
    expect(result.summary).toMatch(/an ancestor of the base commit/);
    expect(github.fake.requests.some((r) => r.path.includes('/artifacts/7001/zip'))).toBe(false);
  });

  it('pools the runs of several base-branch workflow runs with baseline-runs', async () => {
    github.fake.state.runs = [
      { id: 501, headSha: BASE_SHA, branch: 'main' },
      { id: 480, headSha: OLDER_SHA, branch: 'main' },
    ];
    github.fake.state.artifacts = [
      { id: 7001, runId: 501, name: 'benchgate-default', zip: github.baselineZip },
      { id: 6001, runId: 480, name: 'benchgate-default', zip: github.baselineZip },
    ];
    github.fake.state.comparisons = { [`${OLDER_SHA}...${BASE_SHA}`]: { status: 'ahead', aheadBy: 3 } };
    const environment = pr(SLOWER);
    const result = await runAction({ ...environment, inputs: { ...environment.inputs, 'baseline-runs': '2' } });
    // 2 base-branch runs are too few jobs to judge 3 rows against (3 are needed): undecided, with the reason.
    expectUndecidedAcrossJobs(result);
    expect(result.outputs['baseline-sha']).toBe(BASE_SHA);
    expect(JSON.parse(readFileSync(result.outputs.report ?? '', 'utf8'))).toMatchObject({ baseline: { runs: 10 } });
    expect(result.summary).toMatch(/The baseline pools 10 runs from 2 base-branch workflow runs at 2 commits\./);
  });

  it('is an error, not a quiet pass, when GitHub keeps answering 5xx', async () => {
    // Three retries after 1, 4 and 9 units (seconds on GitHub; 10 ms here), then the search gives
    // up: the baseline exists but cannot be read.
    github.fake.state.failures['GET runs'] = 10;
    const result = await runAction(pr(SLOWER), { waitUnitMs: 10, spaceWrites: false });
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/::error::benchgate: the baseline could not be searched: /);
    const listings = github.fake.requests.filter((r) => r.path.endsWith('/actions/workflows/161335/runs'));
    expect(listings).toHaveLength(4);
    const gaps = listings.slice(1).map((request, i) => request.at - (listings[i]?.at ?? 0));
    // Timers may fire up to a millisecond early; the waits asked for are 10, 40 and 90 ms.
    expect(gaps.map((gap, i) => gap >= 10 * (i + 1) ** 2 - 1)).toEqual([true, true, true]);
  });

  it('says to add actions: read when the token may not list runs', async () => {
    github.fake.state.forbidden = ['GET runs'];
    const result = await runAction(pr(SLOWER));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /::error::benchgate: benchgate could not read this repository's workflow runs or artifacts \(HTTP 403\): give the job "permissions: actions: read"/,
    );
    expect(result.outputs.verdict).toBe('error');
  });

  it('compares with local baseline files in the same job, without any artifact', async () => {
    const result = await runAction({
      ...pr(SLOWER),
      inputs: { files: SLOWER, baseline: 'examples/hyperfine/baseline/*.csv', comment: 'never', 'github-token': 'ghs_faketoken' },
    });
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(github.fake.requests.filter((r) => r.path.includes('/actions/'))).toHaveLength(0);
  });

  it('raises each distinct row warning once as an annotation', async () => {
    const result = await runAction({
      ...pr(SLOWER),
      inputs: {
        files: 'examples/hyperfine/slower/*.csv',
        baseline: 'examples/hyperfine/baseline/run[12].csv',
        test: 'mann-whitney',
        comment: 'never',
        'github-token': 'ghs_faketoken',
      },
    });
    // The same words on each of the 3 rows: one annotation.
    const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::warning::benchgate: the rank test cannot flag a change of this row'));
    expect(annotations).toHaveLength(1);
  });

  it('passes one run a side but says where the check is read that it decided nothing', async () => {
    const result = await runAction({
      ...pr(SLOWER),
      inputs: {
        files: 'examples/hyperfine/slower/run1.csv',
        baseline: 'examples/hyperfine/baseline/run1.csv',
        comment: 'never',
        'github-token': 'ghs_faketoken',
      },
    });
    expect(result.status).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect(result.stdout).toContain(
      '::warning::benchgate: 3 of 3 rows are inconclusive, so the check passes without knowing them (each side has one run, which shows no run-to-run noise: make ≥ 3 runs a side, each a separate process)',
    );
    expect(result.summary).toMatch(
      /^### benchgate default: ❔ no regression found; a slowdown beyond \+5\.0% not ruled out for [^;]+; 3 rows undecided \(could hide a change of any size; at least 3 runs a side would decide\)$/m,
    );
    expect(result.outputs.undecided).toBe('3');
  });

  it('runs baseline-command and current-command interleaved on the runner and comments as usual, with no artifact', async () => {
    const tool = `"${process.execPath}" test/interleaved/fake-tool.mjs`;
    const result = await runAction({
      ...pr(''),
      inputs: { 'baseline-command': tool, 'current-command': `ALL=1.5 ${tool}`, 'github-token': 'ghs_faketoken' },
    });
    expect(result.status, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(result.stdout).toMatch(/^benchgate run: pair 3: [\d.]+ s, 0 of 4 rows undecided$/m);
    expect(github.fake.state.comments[0]?.body).toMatch(/### benchgate default: ❌ 4 regressions/);
    expect(github.fake.state.comments[0]?.body).toMatch(
      /alpha 0\.05 \(Bonferroni\), noise threshold ±2%; 3 interleaved pairs \(random order\), paired test after every pair \(alpha holds however early it stops: a confidence sequence/,
    );
    expect(github.fake.requests.filter((r) => r.path.includes('/actions/runs'))).toHaveLength(0);
    const half = await runAction({ ...pr(''), inputs: { 'baseline-command': tool, 'github-token': 'ghs_faketoken' } });
    expect(half.stdout).toContain('::error::benchgate: inputs baseline-command and current-command: give both');
    // A method with no paired form is refused before any command runs, never run as another.
    const unpaired = await runAction({
      ...pr(''),
      inputs: { 'baseline-command': tool, 'current-command': tool, test: 'bootstrap', 'github-token': 'ghs_faketoken' },
    });
    expect(unpaired.stdout).toContain(
      '::error::benchgate: input test bootstrap: pairs are tested by their log ratios, and bootstrap has no paired form; use welch (the paired t) or mann-whitney',
    );
    expect(unpaired.stdout).not.toMatch(/benchgate run: (?:warm-up|pair)/);
  });

  it('calibrates on runs of one build with mode: calibrate', async () => {
    const result = await runAction({ ...pr(SAME), inputs: { mode: 'calibrate', files: 'examples/hyperfine/baseline/*.csv\nexamples/hyperfine/same/*.csv' } });
    expect(result.status, result.stdout).toBe(0);
    expect(Number(result.outputs['false-alarm-rate'])).toBeGreaterThanOrEqual(0);
    expect(Number(result.outputs['noise-needed'])).toBeGreaterThanOrEqual(0);
    expect(result.summary).toMatch(/A\/A calibration/);
    expect(result.summary).toMatch(/\| compress \| time \| \d+\/200 \|/);
    expect(github.fake.requests).toHaveLength(0);
  });

  it('fails with verdict error when the sides have no benchmark in common', async () => {
    const result = await runAction({
      ...pr(SLOWER),
      inputs: { files: 'test/fixtures/go/baseline/*', baseline: 'examples/hyperfine/baseline/*.csv', comment: 'never', 'github-token': 'ghs_faketoken' },
    });
    expect(result.status).toBe(1);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/::error::benchgate: nothing in common: the baseline has 3 benchmarks/);
  });

  it('fails the step with the input at fault', async () => {
    const result = await runAction({ ...pr(SLOWER), inputs: { files: SLOWER, 'noise-threshold': 'lots' } });
    expect(result.status).toBe(1);
    // @actions/core escapes % in workflow commands.
    expect(result.stdout).toMatch(/::error::benchgate: input noise-threshold: expected a relative change such as 2%25 or 0\.02/);
  });

  it('writes hostile names and config rules into the job summary and the comment as text only', async () => {
    const names = ['@octocat please', '<img src=https://evil.example/t.png>', '$x$ and $$y$$', '# heading', '[x](https://evil.example)', 'a|b', '</details>'];
    const runs = customRuns(names.map((name) => ({ name, unit: 'ns' })));
    // The same runs in another folder: a side is never compared with its very own files.
    const baseline = customRuns(names.map((name) => ({ name, unit: 'ns' })));
    const config = join(scratchDir('config'), 'benchgate.json');
    writeFileSync(
      config,
      JSON.stringify({ rules: [{ benchmark: '@acme/security-team <img src=x> $z$', metric: '![i](https://evil.example/i.png)', noise: '5%' }] }),
    );
    const result = await runAction(pr(runs, { inputs: { files: runs, baseline, config, 'github-token': 'ghs_faketoken' } }));
    expect(result.outputs.verdict, result.stdout).toBe('pass');
    const comment = commentMarkdown(github.fake.state.comments[0]?.body);
    for (const markdown of [result.summary, comment]) {
      expect(markdown).toMatch(/config rule 1/);
      expect(liveMarkup(markdown)).toEqual([]);
      expect(markdown.replace(/\u200d/g, '')).toContain('@octocat please');
    }
  });

  it('refuses local baseline files that are the very files of this job', async () => {
    const runs = customRuns([{ name: 'x', unit: 'ns' }]);
    const result = await runAction(pr(runs, { inputs: { files: runs, baseline: runs, 'github-token': 'ghs_faketoken' } }));
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(
      /::error::benchgate: input files: the same 3 files as the baseline \(.*run0\.json, …\); a side compared with itself shows nothing/,
    );
  });

  it('refuses a unit that is not a unit, and the summary and the comment carry no markup from it', async () => {
    const runs = customRuns([{ name: 'x', unit: 'ns <img src=https://evil.example/t.png> @octocat' }]);
    const result = await runAction(pr(runs, { inputs: { files: runs, baseline: runs, 'github-token': 'ghs_faketoken' } }));
    for (const markdown of [result.summary, ...github.fake.state.comments.map((comment) => commentMarkdown(comment.body))])
      expect(liveMarkup(markdown)).toEqual([]);
    expect(result.outputs.verdict).toBe('error');
    expect(result.stdout).toMatch(/::error::benchgate: .*run0\.json: benchmark "x" metric "value": unit ".*": expected a unit of at most 100 letters/);
  });

  it('keeps the comment within GitHub’s 65,536 characters with 700 config rules that match nothing; the summary has every warning', async () => {
    const config = join(scratchDir('config'), 'benchgate.json');
    const rules = Array.from({ length: 700 }, (_, i) => ({ benchmark: `legacy/removed-suite-${i}/**`, metric: `time-of-phase-${i}` }));
    writeFileSync(config, JSON.stringify({ rules }));
    usePooledBaseline(github);
    const result = await runAction(pr(SLOWER, { inputs: { files: SLOWER, config, 'github-token': 'ghs_faketoken' } }));
    expect(result.outputs.verdict, result.stdout).toBe('fail');
    const body = github.fake.state.comments[0]?.body ?? '';
    expect(body.length).toBeLessThan(65_536);
    expect(body).toMatch(/^\d+ warnings are left out here for size: see the job summary and the HTML report\.$/m);
    expect(body).toMatch(/\| compress \| time \|/);
    expect(result.summary.match(/^⚠️ config rule \d+ /gm)).toHaveLength(700);
  });
});

import { describe, expect, it } from 'vitest';
import { issueMarker } from '../../src/history/issue.js';
import { stateInBody } from '../../src/history/issue-state.js';
import { useFakeGitHub } from '../helpers/action-fixture.js';
import { BOT, OWNER, REPO, type FakeArtifact, type FakeRun } from '../helpers/fake-github.js';
import { nightlyRun, pushRuns, readHistory, REPOSITORY, sha, STEP } from '../helpers/history-runs.js';
import { runAction, type ActionEnvironment } from '../helpers/run-action.js';
import { makeZip, readZip } from '../helpers/zip.js';

// mode: history against the fake GitHub: stored push-run baselines of main (test/helpers/history-runs.ts),
// the change points, and the suite's one issue through its life: opened for a planted step,
// left alone by a rerun, closed once the level steps back. Then what GitHub can refuse.
// The 40 successive runs of issue 42 are in history-issue-loop.test.ts.

const github = useFakeGitHub();

/** Fewer runs where the story needs no more (each run of the action downloads every one): commits 12 to 29, the step after 8 of them. */
const shortHistory = (): { runs: FakeRun[]; artifacts: FakeArtifact[] } => pushRuns(12, 29);

/** A nightly run of the history job (run 9000, in progress: not listed among the successful runs). */
const nightly = (inputs: Record<string, string> = {}, repository: object = REPOSITORY): ActionEnvironment => nightlyRun(github.fake.url, inputs, repository);

const CURRENT_RUN: FakeRun = { id: 9000, headSha: sha(29), branch: 'main', event: 'schedule', conclusion: 'in_progress' };

function given(stored: { runs: FakeRun[]; artifacts: FakeArtifact[] }): void {
  github.fake.reset({ runs: [...stored.runs, CURRENT_RUN], artifacts: stored.artifacts });
}

/** Markdown as read: without the escapes that keep text plain (backslashes, the joiners that split commit-like hex). */
function plain(markdown: string | undefined): string {
  return (markdown ?? '').replace(/\u200d/g, '').replace(/\\([\\`*_[\]|~#$+-])/g, '$1');
}

describe('mode: history, the acceptance test of issue 29', () => {
  it('opens one issue for a planted 10% step, leaves it alone on a rerun, and closes it once the level steps back', async () => {
    given(pushRuns(0, 29));
    const first = await runAction(nightly());
    expect(first.status, first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({ verdict: 'pass', regressions: '1', 'change-points': '1' });
    const report = readHistory(first.outputs['history-json']);
    expect(report.commits).toHaveLength(30);
    expect(report.commits[0]?.commit).toBe(sha(0));
    const changes = report.series.flatMap((series) => series.changes.map((change) => ({ benchmark: series.benchmark, ...change })));
    expect(changes.map(({ benchmark, before, after, direction, standing }) => ({ benchmark, before, after, direction, standing }))).toEqual([
      { benchmark: 'parse', before: sha(STEP - 1), after: sha(STEP), direction: 'regression', standing: true },
    ]);

    expect(github.fake.state.issues).toHaveLength(1);
    const issue = github.fake.state.issues[0];
    expect(issue).toMatchObject({ state: 'open', labels: ['performance'], assignees: [], user: BOT });
    expect(issue?.title).toBe('benchgate default: performance regression on main');
    // Ours by the marker, never by the title; the range is the last commit before and the first after.
    expect(issue?.body.startsWith(`${issueMarker('default', '')}\n`)).toBe(true);
    expect(issue?.body).toContain(`https://github.com/${OWNER}/${REPO}/compare/${sha(STEP - 1)}...${sha(STEP)}`);
    expect(issue?.body).toContain(`\`${sha(STEP - 1).slice(0, 7)}\`…\`${sha(STEP).slice(0, 7)}\``);
    // The row shows the change and its interval, which holds the planted +10%.
    const row = /\| regression \| parse \(time\) \| \+(\d+\.\d)% \| \[\+(\d+\.\d)%, \+(\d+\.\d)%\] \|/.exec(plain(issue?.body));
    const [change, low, high] = (row?.slice(1) ?? []).map(Number);
    expect(change).toBeCloseTo(10, -0.5);
    expect(low).toBeLessThanOrEqual(10);
    expect(high).toBeGreaterThanOrEqual(10);
    expect(stateInBody(issue?.body ?? '', true)?.entries.map(({ benchmark, metric, before, after }) => ({ benchmark, metric, before, after }))).toEqual([
      { benchmark: 'parse', metric: 'time', before: sha(STEP - 1), after: sha(STEP) },
    ]);
    expect(first.summary).toContain('Opened an [issue](https://github.com/octo-org/octo-repo/issues/100)');
    expect(first.summary).toMatch(/benchgate default history: 1 change point in 30 commits/);
    // The history report artifact, next to the run's summary.
    const upload = github.fake.state.uploads.find((one) => one.name === 'benchgate-history-default');
    expect(upload?.finalized).toBe(true);
    const files = readZip(Buffer.concat(upload?.blocks ?? []));
    expect(Object.keys(files).sort()).toEqual(['history-carried.json', 'history.html', 'history.json', 'history.md']);
    // The history carried to the next run: every run read, its run means and runner, no samples.
    const carried = JSON.parse(files['history-carried.json'] ?? '') as { runs: { run: number }[]; runners: string[]; series: { points: number[][] }[] };
    expect(carried.runs.map((run) => run.run)).toEqual(Array.from({ length: 30 }, (_, c) => 1000 + c));
    expect(carried.runners).toEqual(['ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.11.1']);
    expect(carried.series.map((series) => series.points[0]?.length)).toEqual([4, 4, 4]);
    expect(JSON.parse(files['history.json'] ?? '')).toEqual(report);
    expect(files['history.html']).toMatch(/^<!doctype html>[\s\S]*benchgate default history/i);
    expect(files['history.md']).toContain('| parse | time |');

    // A rerun (attempt 2 of the run) over the same artifacts: the same issue, its body as it was, and not one write.
    const body = issue?.body;
    github.fake.requests.length = 0;
    const rerun = await runAction({ ...nightly(), env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(rerun.status, rerun.stdout).toBe(0);
    expect(rerun.outputs).toMatchObject({ verdict: 'pass', regressions: '1', 'change-points': '0' });
    expect(github.fake.issueWrites()).toEqual([]);
    expect(github.fake.state.issues).toHaveLength(1);
    expect(github.fake.state.issues[0]?.body).toBe(body);
    expect(rerun.summary).toContain('already lists the changes that stand; left as it is');
    // The first attempt's history report stays: said in the summary, no warning.
    expect(rerun.summary).toContain('The history report was not uploaded again: this workflow run already has an artifact benchgate-history-default.');
    expect(rerun.stdout).not.toContain('::warning::');

    // Six more pushes at the old level: the newest 30 runs (commits 6 to 35) show the step and the way back.
    const later = pushRuns(6, 35, 30);
    given({ runs: later.runs, artifacts: later.artifacts });
    github.fake.state.issues = [{ ...(issue as NonNullable<typeof issue>), body: body ?? '' }];
    const back = await runAction({ ...nightly(), sha: sha(35) });
    expect(back.status, back.stdout).toBe(0);
    expect(back.outputs).toMatchObject({ verdict: 'pass', regressions: '0' });
    expect(github.fake.state.issues).toHaveLength(1);
    expect(github.fake.state.issues[0]).toMatchObject({ number: 100, state: 'closed', stateReason: 'completed' });
    // The body carries the closed state: the entries benchgate removed are not accepted, as those of an issue closed by hand are.
    const closedBody = github.fake.state.issues[0]?.body ?? '';
    expect(closedBody.split('\n')[0]).toBe((body ?? '').split('\n')[0]);
    expect(closedBody).toContain('No change this issue listed stands any more: closed by benchgate.');
    expect(stateInBody(closedBody, false)).toEqual({ benchgateIssueState: 1, open: false, entries: [], accepted: [] });
    const closing = github.fake.state.comments.filter((comment) => comment.issue === 100);
    expect(closing).toHaveLength(1);
    expect(closing[0]?.body).toMatch(/^No change this issue listed stands any more/);
    expect(plain(closing[0]?.body)).toMatch(
      /- Removed the regression parse \(time\), .*: its newest level is back within the noise threshold of the level before it\./,
    );
    expect(closing[0]?.body).toContain(`compare/${sha(STEP - 1)}...${sha(STEP)}`);
    expect(back.summary).toContain('Closed the [issue](https://github.com/octo-org/octo-repo/issues/100)');
    // The close is made once: a rerun finds nothing standing and writes nothing.
    github.fake.requests.length = 0;
    const again = await runAction({ ...nightly(), sha: sha(35) });
    expect(again.status, again.stdout).toBe(0);
    expect(github.fake.issueWrites()).toEqual([]);
  });
});

describe('mode: history, what can go wrong', () => {
  it('says in the summary why no issue is kept when the token may not write issues (HTTP 403), and passes', async () => {
    given(shortHistory());
    github.fake.state.issuesForbidden = true;
    const result = await runAction(nightly());
    expect(result.status, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'pass', 'change-points': '1' });
    expect(github.fake.state.issues).toHaveLength(0);
    expect(github.fake.issueWrites().map((request) => `${request.method} ${request.path}`)).toEqual([`POST /repos/${OWNER}/${REPO}/issues`]);
    expect(result.summary).toContain(
      'No issue kept: GitHub refused the issue (HTTP 403: Resource not accessible by integration): give the job "permissions: issues: write" so benchgate can keep one.',
    );
    expect(result.stdout).toMatch(/::warning::benchgate: no issue kept: GitHub refused the issue \(HTTP 403/);
    // The history itself is there.
    expect(plain(result.summary)).toMatch(/\| parse \| time \| \*\*\+(9|1\d)\.\d%\*\* slower \|/);
  });

  it('says so when the repository has issues disabled (HTTP 410), and passes', async () => {
    given(shortHistory());
    github.fake.state.issuesDisabled = true;
    const result = await runAction(nightly());
    expect(result.status, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect(result.summary).toContain('No issue kept: issues are disabled in this repository (HTTP 410');
    expect(github.fake.issueWrites()).toEqual([]);
  });

  it('keeps no issue in a fork: the summary only, without asking GitHub about issues', async () => {
    given(shortHistory());
    const result = await runAction(nightly({}, { ...REPOSITORY, fork: true }));
    expect(result.status, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'pass', 'change-points': '1' });
    expect(result.summary).toContain('No issue kept: this repository is a fork; its history is in the job summary only.');
    expect(github.fake.requests.filter((request) => request.path.includes('/issues'))).toEqual([]);
    expect(result.stdout).not.toContain('::warning::');
  });

  it('needs a token: without one it says which input and what it is for', async () => {
    given(shortHistory());
    const result = await runAction(nightly({ 'github-token': '' }));
    expect(result.status).toBe(1);
    expect(result.outputs).toMatchObject({ verdict: 'error', 'change-points': '0', 'history-json': '' });
    expect(result.stdout).toMatch(/::error::benchgate: input github-token: mode history reads the stored baselines through GitHub's API/);
  });

  it('skips expired, deleted and unreadable artifacts with a note each, and reads the rest', async () => {
    const stored = shortHistory();
    given({
      runs: stored.runs,
      artifacts: stored.artifacts.map((artifact) => {
        if (artifact.runId === 1013) return { ...artifact, expired: true };
        if (artifact.runId === 1014) return { ...artifact, deleted: true };
        if (artifact.runId === 1015) return { ...artifact, zip: makeZip({ 'benchgate.json': '{"benchgate": 1, "benchmarks": [' }) };
        return artifact;
      }),
    });
    const result = await runAction(nightly());
    expect(result.status, result.stdout).toBe(0);
    const summary = plain(result.summary);
    expect(summary).toContain(`Note: the artifact benchgate-default of run 1013 (${sha(13).slice(0, 7)}) has expired.`);
    expect(summary).toContain(`Note: skipped the artifact benchgate-default of run 1014 (${sha(14).slice(0, 7)}): it was deleted (HTTP 404).`);
    expect(summary).toContain(
      `Note: skipped the artifact benchgate-default of run 1015 (${sha(15).slice(0, 7)}): it could not be read: artifact benchgate-default (run 1015):1:33: not valid JSON`,
    );
    const report = readHistory(result.outputs['history-json']);
    expect(report.commits.map((commit) => commit.commit)).toEqual(
      Array.from({ length: 18 }, (_, i) => sha(12 + i)).filter((commit) => ![sha(13), sha(14), sha(15)].includes(commit)),
    );
    expect(github.fake.state.issues).toHaveLength(1);
  });

  it("finds a run's baseline behind 100 other artifacts of the run (more than one page of its listing)", async () => {
    const stored = shortHistory();
    const others = Array.from({ length: 100 }, (_, i): FakeArtifact => ({ id: 100 + i, runId: 1020, name: `coverage-${i}`, zip: makeZip({ 'a.txt': 'a' }) }));
    given({ runs: stored.runs, artifacts: [...others, ...stored.artifacts] });
    const result = await runAction(nightly());
    expect(result.status, result.stdout).toBe(0);
    expect(readHistory(result.outputs['history-json']).commits.map((commit) => commit.commit)).toContain(sha(20));
  });

  it('reads only the newest history-runs runs, and names the input when it is out of range', async () => {
    given(shortHistory());
    const few = await runAction(nightly({ 'history-runs': '12' }));
    expect(few.status, few.stdout).toBe(0);
    expect(readHistory(few.outputs['history-json']).commits.map((commit) => commit.commit)).toEqual(Array.from({ length: 12 }, (_, i) => sha(18 + i)));
    const downloads = github.fake.requests.filter((request) => /\/actions\/artifacts\/\d+\/zip$/.test(request.path));
    expect(downloads).toHaveLength(12);

    for (const value of ['0', '101', 'all']) {
      const wrong = await runAction(nightly({ 'history-runs': value }));
      expect(wrong.status).toBe(1);
      expect(wrong.outputs.verdict).toBe('error');
      expect(wrong.stdout).toContain(`::error::benchgate: input history-runs: expected a whole number from 1 to 100; got "${value}"`);
    }
  });

  it('says there is no history yet when no run stored a baseline, and passes', async () => {
    given({ runs: [], artifacts: [] });
    const result = await runAction(nightly());
    expect(result.status, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'no-baseline', 'change-points': '0', 'history-json': '' });
    expect(plain(result.summary)).toContain(
      '### benchgate default history: nothing stored yet\n\nNo history: no successful push, schedule or workflow_dispatch run of this workflow on main has an unexpired artifact benchgate-default; each push to main stores one.',
    );
    expect(github.fake.issueWrites()).toEqual([]);
  });

  it('refuses to run on a pull request, naming the input', async () => {
    given(shortHistory());
    const result = await runAction({ ...nightly(), eventName: 'pull_request', ref: 'refs/pull/42/merge', event: { number: 42, repository: REPOSITORY } });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /::error::benchgate: input mode: history reads the baselines the base branch stores; run it on push, schedule or workflow_dispatch/,
    );
  });

  it("finds the suite's closed issue on a later page of the bot's issues and never reports its change again; a pasted marker is not ours", async () => {
    given(shortHistory());
    const first = await runAction(nightly());
    expect(first.status, first.stdout).toBe(0);
    const ours = github.fake.state.issues[0];
    if (ours === undefined) throw new Error('no issue opened');
    // Closed by hand (the regression accepted), then buried under 120 newer issues of the bot and a copy by someone else.
    ours.state = 'closed';
    const others = Array.from({ length: 120 }, (_, i) => ({
      number: 200 + i,
      title: `other ${i}`,
      body: 'not ours',
      state: 'open' as const,
      labels: [],
      assignees: [],
      user: BOT,
    }));
    const pasted = {
      number: 400,
      title: 'copy',
      body: ours.body,
      state: 'open' as const,
      labels: [],
      assignees: [],
      user: { login: 'mallory', id: 7, type: 'User' },
    };
    github.fake.state.issues.push(...others, pasted);
    github.fake.requests.length = 0;
    const result = await runAction(nightly());
    expect(result.status, result.stdout).toBe(0);
    expect(github.fake.issueWrites()).toEqual([]);
    expect(result.outputs['change-points']).toBe('0');
    expect(result.summary).toContain('No issue: no confirmed change stands that an issue of this suite has not reported.');
    const listings = github.fake.requests.filter((request) => request.path === `/repos/${OWNER}/${REPO}/issues`);
    expect(listings.map((request) => [request.query.get('state'), request.query.get('creator'), request.query.get('page') ?? '1'])).toEqual([
      ['all', BOT.login, '1'],
      ['all', BOT.login, '2'],
    ]);
  });

  it('creates the issue with the labels and assignees of the inputs, one per suite and key', async () => {
    const stored = shortHistory();
    given({ runs: stored.runs, artifacts: stored.artifacts.map((artifact) => ({ ...artifact, name: 'benchgate-db-linux' })) });
    const result = await runAction(nightly({ suite: 'db', key: 'linux', 'issue-labels': 'performance, regression', 'issue-assignees': '@octocat\nhubot' }));
    expect(result.status, result.stdout).toBe(0);
    expect(github.fake.state.issues).toHaveLength(1);
    expect(github.fake.state.issues[0]).toMatchObject({
      labels: ['performance', 'regression'],
      assignees: ['octocat', 'hubot'],
      title: 'benchgate db (linux): performance regression on main',
    });
    expect(github.fake.state.issues[0]?.body.split('\n')[0]).toBe('<!-- benchgate-history suite=db key=linux -->');
    expect(github.fake.state.uploads.map((upload) => upload.name)).toEqual(['benchgate-history-db-linux']);
  });
});

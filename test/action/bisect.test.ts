import { describe, expect, it } from 'vitest';
import { bisectCommentMarker } from '../../src/github/bisect-comment.js';
import { issueMarker } from '../../src/history/issue.js';
import { useFakeGitHub } from '../helpers/action-fixture.js';
import { BOT, OWNER, REPO, REPOSITORY_ID } from '../helpers/fake-github.js';
import { runAction, type ActionEnvironment } from '../helpers/run-action.js';
import { makeRepo } from '../bisect/git-repo.js';

// mode: bisect against the fake GitHub: a workflow_dispatch with good and bad runs the bisect in
// the checked-out repository (a real one of 12 commits, a C program built per commit) and
// comments on the suite's history issue: one comment, updated by a second run.

const github = useFakeGitHub();
const REPOSITORY = { id: REPOSITORY_ID, full_name: `${OWNER}/${REPO}`, default_branch: 'main', fork: false };
const repo = makeRepo(12, [{ benchmark: 'B', at: 7, factor: 1.25 }]);

function dispatch(inputs: Record<string, string>): ActionEnvironment {
  return {
    apiUrl: github.fake.url,
    eventName: 'workflow_dispatch',
    event: { inputs, repository: REPOSITORY },
    sha: repo.commits.at(-1) as string,
    ref: 'refs/heads/main',
    inputs: {
      mode: 'bisect',
      'github-token': 'ghs_faketoken',
      format: 'go',
      'build-command': 'cc -O1 -o bench bench.c',
      'bisect-command': './bench',
      ...inputs,
    },
    env: { GITHUB_WORKSPACE: repo.dir },
  };
}

const historyIssue = () => ({
  number: 7,
  title: 'benchgate default: performance regression on main',
  body: `${issueMarker('default', '')}\nBenchmarkB moved between ${repo.commits[0] ?? ''} and ${repo.commits[12] ?? ''}\n`,
  state: 'open' as const,
  labels: ['performance'],
  assignees: [],
  user: BOT,
});

describe('mode: bisect', () => {
  it("names the culprit in one comment on the suite's issue, linked, and updates that comment on a second run", async () => {
    github.fake.reset({ issues: [historyIssue()] });
    const first = await runAction(dispatch({ good: repo.commits[0] as string, bad: 'main' }));
    expect(first.status).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    const comments = github.fake.state.comments.filter((comment) => comment.issue === 7);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body.startsWith(`${bisectCommentMarker('default', '')}\n### benchgate bisect`)).toBe(true);
    const culprit = repo.commits[7] as string;
    expect(body).toContain(`[\`${culprit.slice(0, 12)}\`](https://github.com/${OWNER}/${REPO}/commit/${culprit})`);
    expect(body).toMatch(/\| BenchmarkB \| time \| \\\+2\d\.\d% \|/);
    expect(first.summary).toContain('### benchgate bisect');
    expect(first.summary).toContain("Commented on the suite's [issue]");
    expect(first.outputs['comment-url']).toMatch(/\/7#issuecomment-\d+$/);

    // A second bisect, of a range without the change: the same comment, now saying so.
    const second = await runAction(dispatch({ good: repo.commits[8] as string, bad: 'main' }));
    expect(second.status).toBe(0);
    const after = github.fake.state.comments.filter((comment) => comment.issue === 7);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(comments[0]?.id);
    expect(after[0]?.body).toContain('does not reproduce');
  });

  it('says in the summary why it did not comment when the suite has no issue, and needs good, bad and bisect-command', async () => {
    github.fake.reset({});
    const run = await runAction(dispatch({ good: repo.commits[9] as string, bad: 'main' }));
    expect(run.status).toBe(0);
    expect(github.fake.state.comments).toEqual([]);
    expect(run.summary).toContain('Not commented: the suite has no history issue (mode: history opens one) to comment on.');
    const missing = await runAction(dispatch({ bad: 'main' }));
    expect(missing.status).toBe(1);
    expect(missing.stdout).toContain('input good: required with mode bisect');
  });
});

describe('mode: bisect past a commit that does not build', () => {
  const broken = makeRepo(8, [{ benchmark: 'B', at: 6, factor: 1.25 }]);
  const build = 'if grep -qx "commit 4" notes.txt; then echo "secret-ish output of the build" >&2; exit 1; fi; cc -O1 -o bench bench.c';
  const inputs = (good: string) => {
    const environment = dispatch({ good, bad: 'main' });
    return { ...environment, inputs: { ...environment.inputs, 'build-command': build }, env: { GITHUB_WORKSPACE: broken.dir } };
  };
  const issue = () => ({ ...historyIssue(), body: `${issueMarker('default', '')}\n` });

  it('comments the culprit and the commit it skipped, saying only that its build failed; good failing fails the step after commenting', async () => {
    github.fake.reset({ issues: [issue()] });
    const run = await runAction(inputs(broken.commits[0] as string));
    expect(run.status).toBe(0);
    const body = github.fake.state.comments.find((comment) => comment.issue === 7)?.body ?? '';
    const link = (sha: string) => `[\`${sha.slice(0, 12)}\`](https://github.com/${OWNER}/${REPO}/commit/${sha})`;
    expect(body).toContain(`| ${link(broken.commits[6] as string)} |`);
    expect(body).toContain(`Skipped, as git bisect skip: the build failed at ${link(broken.commits[4] as string)}.`);
    expect(body).not.toContain('secret-ish');
    expect(body).not.toContain('grep');

    const failing = await runAction(inputs(broken.commits[4] as string));
    expect(failing.status).toBe(1);
    const comments = github.fake.state.comments.filter((comment) => comment.issue === 7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/the build failed at [0-9a-f\u200d]+ \(good\), which every comparison needs/);
    expect(comments[0]?.body).not.toContain('secret-ish');
  });
});

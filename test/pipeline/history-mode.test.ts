import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { legNames } from '../../src/model/leg.js';
import { historyBranch, historyEnding, keptHistory, readPreviousCarried, type HistoryKept } from '../../src/pipeline.js';
import type { HistoryModeRequest, StoredBaseline } from '../../src/pipeline/history-mode.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { gaussian } from '../helpers/gaussian.js';

// The action's mode history as a request (pipeline/history-mode.ts): its outcome is a value, with
// no GitHub behind it; test/action/history*.test.ts deliver it against the fake GitHub.

const sha = (c: number): string => `${(0xb000 + c).toString(16)}${'0'.repeat(36)}`;

/** The baseline the push run of commit c stored: one benchmark, 10% slower from commit 10 on. */
function stored(c: number): StoredBaseline {
  const random = mulberry32(c + 1);
  const level = c >= 10 ? 1100 : 1000;
  const runs = Array.from({ length: 3 }, () => Array.from({ length: 5 }, () => level * (1 + 0.005 * gaussian(random))));
  const context = { commit: sha(c), ref: 'refs/heads/main', runner: 'ubuntu-24.04 x64', date: new Date(Date.UTC(2026, 0, 1 + c)).toISOString() };
  const text = JSON.stringify({ benchgate: 1, suite: 'db', context, benchmarks: [{ name: 'parse', metrics: [{ name: 'time', unit: 'ns', runs }] }] });
  return { artifact: { runId: 100 + c, headSha: sha(c), runCreatedAt: undefined }, source: { name: `artifact benchgate-db (run ${100 + c})`, text } };
}

const RUN = {
  tokenGiven: true,
  eventName: 'schedule',
  ref: 'refs/heads/main',
  fork: false,
  repositoryUrl: 'https://github.example/o/r',
  runUrl: 'https://github.example/o/r/actions/runs/9',
};

function request(baselines: readonly StoredBaseline[] | string, change: Partial<HistoryModeRequest> = {}): HistoryModeRequest {
  const names = legNames('db', '');
  return {
    names,
    branch: 'main',
    settings: { suite: 'db', alpha: 0.05, noise: 0.02, window: 100, issueLabels: ['perf'], issueAssignees: ['octocat'] },
    run: RUN,
    carried: { read: readPreviousCarried({ artifact: names.historyArtifact, found: undefined }, 'db'), notes: [] },
    stored: typeof baselines === 'string' ? baselines : { baselines: [...baselines].reverse(), notes: [] },
    summaryChars: 100_000,
    ...change,
  };
}

const twenty = Array.from({ length: 20 }, (_, c) => stored(c));

function kept(outcome: ReturnType<typeof keptHistory>): HistoryKept {
  if (outcome.kind !== 'history') throw new Error(`expected a history, got ${outcome.kind}`);
  return outcome;
}

describe("the action's mode history as a request", () => {
  it('runs on a base-branch push, schedule or dispatch with a token, and names the input otherwise', () => {
    expect(historyBranch(RUN)).toBe('main');
    expect(() => historyBranch({ ...RUN, tokenGiven: false })).toThrow(InputError);
    expect(() => historyBranch({ ...RUN, tokenGiven: false })).toThrow(/^input github-token: mode history reads the stored baselines/);
    expect(() => historyBranch({ ...RUN, eventName: 'pull_request', ref: 'refs/pull/4/merge' })).toThrow(
      'input mode: history reads the baselines the base branch stores; run it on push, schedule or workflow_dispatch of that branch (this run: pull_request on refs/pull/4/merge)',
    );
  });

  it('says so when nothing was ever stored, and is no error', () => {
    const outcome = keptHistory(request('no run stored one'));
    expect(outcome).toEqual({
      kind: 'nothing-stored',
      summary: '### benchgate db history: nothing stored yet\n\nNo history: no run stored one.\n',
      notice: 'benchgate: no history (no run stored one)',
    });
  });

  it('refuses a history of which no baseline could be read, with the notes of each', () => {
    const broken = twenty.slice(0, 2).map((one) => ({ ...one, source: { ...one.source, text: '{"benchgate": 1, "benchmarks": [' } }));
    const outcome = keptHistory(request(broken));
    expect(outcome.kind).toBe('unreadable');
    if (outcome.kind !== 'unreadable') return;
    expect(outcome.log).toHaveLength(2);
    expect(outcome.message).toMatch(/^baseline artifacts benchgate-db were downloaded but none could be read: /);
  });

  it('finds the step, carries the history on, and plans the issue: created with the labels and assignees of the inputs', () => {
    const outcome = kept(keptHistory(request(twenty)));
    expect(outcome.report.series[0]?.changes.map((change) => [change.after, change.direction, change.standing])).toEqual([[sha(10), 'regression', true]]);
    expect(outcome.standing).toEqual({ regressions: 1, improvements: 0 });
    expect(outcome.artifact.name).toBe('benchgate-history-db');
    expect(JSON.parse(outcome.artifact.files.json)).toEqual(JSON.parse(JSON.stringify(outcome.report)));
    expect(outcome.artifact.files.carried).toContain(sha(19));
    expect(outcome.artifact.files.html).toMatch(/^<!doctype html>/);
    expect(outcome.log).toEqual([
      'benchgate: the history carried forward remembers 20 runs at 20 commits',
      'benchgate: history of benchgate-db: 20 runs at 20 commits, 1 change points',
    ]);
    if (outcome.issue.kind !== 'keep') throw new Error('a repository that is no fork keeps its issue');
    expect(outcome.issue.marker).toBe('<!-- benchgate-history suite=db key= -->');
    const { decision, change } = outcome.issue.decide([]);
    expect(decision.action).toBe('open');
    expect(change).toMatchObject({ kind: 'create', labels: ['perf'], assignees: ['octocat'] });
  });

  it('keeps no issue in a fork: the decision without one, said in the summary and the log as information', () => {
    const outcome = kept(keptHistory(request(twenty, { run: { ...RUN, fork: true } })));
    if (outcome.issue.kind !== 'fork') throw new Error('a fork keeps no issue');
    const ending = historyEnding(outcome, { upload: { stored: true, id: 3 }, issue: outcome.issue.result, decision: outcome.issue.decision });
    expect(ending.log).toEqual([{ level: 'info', text: 'benchgate: no issue kept: this repository is a fork; its history is in the job summary only' }]);
    expect(ending.summary).toContain('No issue kept: this repository is a fork; its history is in the job summary only.');
    expect(ending.changePoints).toBe(outcome.issue.decision.added);
  });

  it('warns when GitHub refuses the issue or the upload fails, and counts no change point it could not list', () => {
    const outcome = kept(keptHistory(request(twenty)));
    const ending = historyEnding(outcome, {
      upload: { stored: false, failed: true, reason: 'HTTP 500' },
      issue: { refused: 'GitHub refused the issue (HTTP 403)', found: undefined },
      decision: undefined,
    });
    expect(ending.log).toEqual([
      { level: 'warning', text: 'benchgate could not upload the history report: HTTP 500' },
      { level: 'warning', text: 'benchgate: no issue kept: GitHub refused the issue (HTTP 403)' },
    ]);
    expect(ending.changePoints).toBe(0);
  });
});

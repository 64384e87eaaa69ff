import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { GateNote } from '../../src/model/gate-note.js';
import { legNames } from '../../src/model/leg.js';
import type { SourceText } from '../../src/model/source-text.js';
import {
  gate,
  gateMarkdown,
  gateNoteLines,
  gateWithoutBaseline,
  outputCounts,
  planGate,
  readSide,
  stampCurrent,
  type GateRequest,
  type PipelinePort,
} from '../../src/pipeline.js';

// The action's gate as a request: what it answers is a value the action only delivers.

const csv = (centre: number, run: number): string =>
  `a [s],b [s]\n${[0, 1, 2, 3, 4].map((i) => `${centre * (1 + 0.003 * Math.sin(i + run))},${0.5 * (1 + 0.003 * Math.cos(i + run))}`).join('\n')}\n`;
const sources = (folder: string, centre: number): SourceText[] => [1, 2, 3].map((run) => ({ name: `${folder}/${run}.csv`, text: csv(centre, run) }));
const NO_FILES: PipelinePort = { readFiles: () => [] };
const side = (folder: string, centre: number) => readSide({ files: { sources: sources(folder, centre) }, format: 'csv' }, NO_FILES);

const STAMP = { commit: 'abcdef0123456789', ref: 'refs/heads/main', runner: 'Linux x64', date: '2026-01-02T03:04:05.000Z' };
const STORED: GateNote = { code: 'stored', series: 2, runs: 3, commit: STAMP.commit, artifact: 'benchgate-default', days: 90 };

function request(centre: number, overrides: Partial<GateRequest> = {}): GateRequest {
  const current = stampCurrent(side('head', centre), { suite: 'default', context: STAMP, label: '#7@abcdef0' });
  return {
    names: legNames('default', ''),
    current: current.side,
    baseline: { side: side('base', 1), sameJob: true, commit: '0123456789abcdef', notes: [{ code: 'search', note: { code: 'ancestry-limit', checks: 50 } }] },
    policy: DEFAULT_POLICY,
    config: { rules: [] },
    publishing: true,
    comment: 'on-regression',
    notes: [STORED],
    ...overrides,
  };
}

describe('legNames', () => {
  it("names a leg's artifacts and title in one place", () => {
    expect(legNames('default', '')).toEqual({
      suite: 'default',
      key: '',
      baselineArtifact: 'benchgate-default',
      reportArtifact: 'benchgate-report-default',
      historyArtifact: 'benchgate-history-default',
      title: 'benchgate default',
    });
    expect(legNames('default', 'linux')).toMatchObject({
      baselineArtifact: 'benchgate-default-linux',
      reportArtifact: 'benchgate-report-default-linux',
      historyArtifact: 'benchgate-history-default-linux',
      title: 'benchgate default (linux)',
    });
  });
});

describe('planGate', () => {
  const SETTINGS = { mode: 'compare', upload: 'auto', comment: 'on-regression', localBaseline: false } as const;
  const EVENT = { baseBranchRun: false, pullRequest: false, mergeGroup: false };

  it('stores on the base branch, fetches and comments on a pull request, fetches on a merge queue', () => {
    expect(planGate(SETTINGS, { ...EVENT, baseBranchRun: true })).toEqual({ storing: true, fetching: false, commenting: false, publishing: true });
    expect(planGate(SETTINGS, { ...EVENT, pullRequest: true })).toEqual({ storing: false, fetching: true, commenting: true, publishing: true });
    expect(planGate(SETTINGS, { ...EVENT, mergeGroup: true })).toEqual({ storing: false, fetching: true, commenting: false, publishing: true });
    expect(planGate(SETTINGS, EVENT)).toEqual({ storing: false, fetching: false, commenting: false, publishing: false });
  });

  it('follows the inputs: upload always or never, comment never, local baseline files, and calibrate doing none of it', () => {
    expect(planGate({ ...SETTINGS, upload: 'always' }, EVENT).storing).toBe(true);
    expect(planGate({ ...SETTINGS, upload: 'never' }, { ...EVENT, baseBranchRun: true }).storing).toBe(false);
    expect(planGate({ ...SETTINGS, comment: 'never' }, { ...EVENT, pullRequest: true })).toMatchObject({ commenting: false, fetching: true });
    expect(planGate({ ...SETTINGS, localBaseline: true }, { ...EVENT, pullRequest: true })).toMatchObject({ fetching: false, commenting: true });
    expect(planGate({ ...SETTINGS, mode: 'calibrate', upload: 'always' }, { baseBranchRun: true, pullRequest: true, mergeGroup: true })).toEqual({
      storing: false,
      fetching: false,
      commenting: false,
      publishing: false,
    });
  });
});

describe('stampCurrent', () => {
  it('names the current side and records where it was made, in the reports and in the baseline artifact', () => {
    const stamped = stampCurrent(side('head', 1), { suite: 'default', context: STAMP, label: 'main@abcdef0' });
    expect(stamped.side).toMatchObject({ label: 'main@abcdef0', labelGiven: true, set: { suite: 'default', context: STAMP } });
    expect([stamped.series, stamped.runs]).toEqual([2, 3]);
    expect(JSON.parse(stamped.native)).toMatchObject({ suite: 'default', context: { commit: STAMP.commit } });
  });
});

describe('gate', () => {
  it("answers a regression with everything the action delivers: report, notes, artifact, comment, outputs, the step's end", () => {
    const outcome = gate(request(1.3), NO_FILES);
    expect(outcome.report.comparisons.map((row) => [row.benchmark, row.verdict])).toEqual([
      ['a', 'regression'],
      ['b', 'unchanged'],
    ]);
    expect(outcome.outputs).toEqual({ verdict: 'fail', baselineSha: '0123456789abcdef' });
    expect(outcome.comment).toEqual({ mayCreate: true });
    expect(outcome.notes.map((note) => note.code)).toEqual(['stored', 'search']);
    expect(outcome.reportArtifact?.name).toBe('benchgate-report-default');
    expect(outcome.reportArtifact?.files).toMatchObject({ suite: 'default', key: '', json: outcome.json });
    expect(outcome.reportArtifact?.files.html).toMatch(/^<!doctype html>/i);
    expect(JSON.parse(outcome.json)).toMatchObject({ gate: 'fail', summary: { regressions: 1 } });
    expect(outcome.ending.failed).toBe('benchgate: 1 significant regression: a time');
    expect(outcome.ending.warnings).toEqual([]);
  });

  it('leaves the comment uncreated when its policy asks for a regression and there is none, and uploads nothing for a job alone', () => {
    const outcome = gate(request(1, { publishing: false }), NO_FILES);
    expect(outcome.outputs.verdict).toBe('pass');
    expect(outcome.comment).toEqual({ mayCreate: false });
    expect(outcome.reportArtifact).toBeUndefined();
    expect(outcome.ending.failed).toBeUndefined();
    expect(gate(request(1, { comment: undefined }), NO_FILES).comment).toBeUndefined();
    expect(gate(request(1, { comment: 'always' }), NO_FILES).comment).toEqual({ mayCreate: true });
  });

  it("takes a run session's report as it is, without comparing again", () => {
    const made = gate(request(1.3), NO_FILES).report;
    const outcome = gate(request(1, { made }), NO_FILES);
    expect(outcome.report).toBe(made);
    expect(outcome.outputs.verdict).toBe('fail');
  });
});

describe("the gate's words", () => {
  it("puts the notes in the footer of the summary and the comment, the HTML report's address after the rest", () => {
    const outcome = gate(request(1.3), NO_FILES);
    const plots: GateNote = { code: 'html-report', artifact: 'benchgate-report-default', url: 'https://github.com/o/r/actions/runs/9/artifacts/5' };
    const { summary, comment } = gateMarkdown(outcome, 'benchgate default', [plots], 330_000);
    for (const text of [summary, comment]) {
      expect(text).toMatch(/^### benchgate default: ❌ 1 regression/);
      const stored = text.indexOf('Stored 2 series (3 runs) of `abcdef0` as the baseline artifact `benchgate-default` (kept 90 days).');
      const note = text.indexOf('Note: stopped after 50 ancestry checks of older runs.');
      const html = text.indexOf(
        'Plots of every row: the HTML report in the artifact [`benchgate-report-default`](https://github.com/o/r/actions/runs/9/artifacts/5) (a zip).',
      );
      expect([stored > 0, note > stored, html > note]).toEqual([true, true, true]);
    }
  });

  it('says why there is no comparison, in the summary, the stale comment and the log', () => {
    const without = gateWithoutBaseline(legNames('default', 'linux'), 'no base-branch run has stored one yet', [STORED], STAMP.commit);
    expect(without.summary).toBe(
      '### benchgate default (linux): no comparison\n\nStored 2 series (3 runs) of `abcdef0` as the baseline artifact `benchgate-default` (kept 90 days).\n\nNo baseline: no base-branch run has stored one yet.\n',
    );
    expect(without.stale).toBe('### benchgate default (linux): no baseline\n\nNo verdict for `abcdef0`: no base-branch run has stored one yet.');
    expect(without.notice).toBe('benchgate: no baseline (no base-branch run has stored one yet); the check passes');
  });

  it('logs what was stored and what the search skipped, and nothing of the notes that only the footer says', () => {
    const notes: GateNote[] = [
      STORED,
      { code: 'not-stored', reason: 'an artifact of this name exists' },
      { code: 'pooled', runs: 9, workflowRuns: 3, commits: 2 },
      { code: 'baseline-run', runId: 4, runUrl: 'https://github.com/o/r/actions/runs/4', commit: STAMP.commit, ancestor: true },
    ];
    expect(gateNoteLines(notes)).toEqual([
      'benchgate: stored 2 series (3 runs) of abcdef0 as the baseline artifact benchgate-default',
      'benchgate: not stored again: an artifact of this name exists',
    ]);
  });

  it('counts the outputs of a report, and zeros without one', () => {
    expect(outputCounts(undefined)).toEqual({ regressions: 0, improvements: 0, inconclusive: 0, undecided: 0 });
    expect(outputCounts(gate(request(1.3), NO_FILES).report)).toMatchObject({ regressions: 1, improvements: 0 });
  });
});

import { errorMessage, InputError, ParseError } from '../errors.js';
import { issueMarker, type IssueDecision } from '../history/issue.js';
import type { HistoryReport, HistoryRun } from '../history/model.js';
import type { LegNames } from '../model/leg.js';
import type { BaselineNote } from '../model/reason.js';
import type { SourceText } from '../model/source-text.js';
import type { LogLine } from '../report/action-log.js';
import {
  baselineNoteLogLine,
  carriedLogLine,
  FORK_KEEPS_NO_ISSUE,
  historyFooter,
  historyIssueLogLine,
  historyLogLine,
  historyUploadFailedLine,
  noHistoryNotice,
  noHistorySummary,
  unreadableHistoryText,
  type HistoryIssueResult,
  type HistoryUploadResult,
} from '../report/history-action.js';
import { historyEventText, historyTokenMissingText } from '../report/history-refusals.js';
import { renderHistoryMarkdown } from '../report/history-text.js';
import { carryForward, type ReadCarried } from './history-carried.js';
import { issueDecisionWithoutIssue, planIssueChange, type IssueChange, type IssueWhere } from './history-issue.js';
import { historyOfRuns, previousLook, readStoredSet, renderHistoryFaces } from './history.js';

// The action's mode history as a request: the history an earlier run carried and the baselines
// stored since → the report, the history to carry on, the suite's issue to keep, the summary's
// facts and the outputs. The action only delivers them (action/history.ts): GitHub's searches,
// downloads and writes, the files, the summary and the log.

/** The suite's issue's marker: mode bisect comments on the issue mode history keeps. */
export { issueMarker };

/** What mode history is asked, from the action's inputs. */
export interface HistoryModeSettings {
  readonly suite: string;
  readonly alpha: number;
  readonly noise: number;
  /** `history-runs`: the newest runs downloaded and analysed. */
  readonly window: number;
  readonly issueLabels: readonly string[];
  readonly issueAssignees: readonly string[];
}

/** The run of mode history: what decides whether it may run, and where its links point. */
export interface HistoryRunFacts {
  readonly tokenGiven: boolean;
  readonly eventName: string;
  readonly ref: string;
  /** The repository is a fork: it keeps no issue. */
  readonly fork: boolean;
  readonly repositoryUrl: string;
  readonly runUrl: string;
}

/**
 * The branch whose stored baselines are read: this run's, which must be a base-branch run's (the
 * runs that store baselines), with a token to read them; anything else is refused naming the input.
 */
export function historyBranch(run: Pick<HistoryRunFacts, 'tokenGiven' | 'eventName' | 'ref'>): string {
  if (!run.tokenGiven) throw new InputError(historyTokenMissingText());
  if (!['push', 'schedule', 'workflow_dispatch'].includes(run.eventName) || !run.ref.startsWith('refs/heads/'))
    throw new InputError(historyEventText(run.eventName, run.ref));
  return run.ref.slice('refs/heads/'.length);
}

/** A stored baseline downloaded: the workflow run that stored it, and its text. */
export interface StoredBaseline {
  readonly artifact: { readonly runId: number; readonly headSha: string; readonly runCreatedAt: string | undefined };
  readonly source: SourceText;
}

export interface HistoryModeRequest {
  readonly names: LegNames;
  readonly branch: string;
  readonly settings: HistoryModeSettings;
  readonly run: HistoryRunFacts;
  /** What an earlier run carried, read (`readPreviousCarried`), and the notes of its search. */
  readonly carried: { readonly read: ReadCarried; readonly notes: readonly BaselineNote[] };
  /** The baselines stored since, newest first, with the notes of their search; or why none was ever stored. */
  readonly stored: { readonly baselines: readonly StoredBaseline[]; readonly notes: readonly BaselineNote[] } | string;
  /** The job summary's budget. */
  readonly summaryChars: number;
}

/** The suite's issue: none in a fork (the decision without one), or its marker and the write for the issues found. */
export type IssuePlan =
  | { readonly kind: 'fork'; readonly result: HistoryIssueResult; readonly decision: IssueDecision }
  | {
      readonly kind: 'keep';
      readonly marker: string;
      readonly decide: (found: Parameters<typeof planIssueChange>[1]) => { readonly decision: IssueDecision; readonly change: IssueWrite };
    };

/** The write that carries the issue's decision out; one created takes the inputs' labels and assignees. */
export type IssueWrite =
  | Exclude<IssueChange, { kind: 'create' }>
  | (Extract<IssueChange, { kind: 'create' }> & { readonly labels: readonly string[]; readonly assignees: readonly string[] });

/** The history analysed, and all the action delivers of it. */
export interface HistoryKept {
  readonly kind: 'history';
  readonly report: HistoryReport;
  /** The log's lines, in order: the searches' notes, the history carried forward, the history. */
  readonly log: readonly string[];
  /** The history report's artifact, with the history carried to the next run; its JSON is the `history-json` output's file. */
  readonly artifact: {
    readonly name: string;
    readonly files: { readonly json: string; readonly markdown: string; readonly html: string; readonly carried: string };
  };
  readonly issue: IssuePlan;
  /** Regressions and improvements that stand (the outputs). */
  readonly standing: { readonly regressions: number; readonly improvements: number };
  /** What the summary says beside the report: its title, links and budget, the searches' notes, the commits remembered. */
  readonly summary: {
    readonly title: string;
    readonly commitUrl: (sha: string) => string;
    readonly maxChars: number;
    readonly notes: readonly BaselineNote[];
    readonly runUrl: string;
    readonly commits: number;
    readonly fork: boolean;
  };
}

export type HistoryModeOutcome =
  /** No baseline was ever stored, nor a history carried: the summary and the notice say so, the step passes. */
  | { readonly kind: 'nothing-stored'; readonly summary: string; readonly notice: string }
  /** Baselines were downloaded but none could be read: the log's notes, and the error's message. */
  | { readonly kind: 'unreadable'; readonly log: readonly string[]; readonly message: string }
  | HistoryKept;

/** The stored baselines as runs, oldest first; one that does not parse is skipped with a note, as a download that fails is. */
function storedRuns(baselines: readonly StoredBaseline[], name: string, notes: BaselineNote[]): { run: HistoryRun; runId: number }[] {
  const runs: { run: HistoryRun; runId: number }[] = [];
  for (const { artifact, source } of [...baselines].reverse()) {
    try {
      const set = readStoredSet(source);
      const date = set.context?.date ?? artifact.runCreatedAt;
      const run: HistoryRun = {
        commit: artifact.headSha,
        ...(date !== undefined && { date }),
        ...(set.context?.runner !== undefined && { runner: set.context.runner }),
        source: source.name,
        set,
      };
      runs.push({ run, runId: artifact.runId });
    } catch (error) {
      if (!(error instanceof ParseError || error instanceof InputError)) throw error;
      notes.push({ code: 'unreadable', artifact: name, runId: artifact.runId, sha: artifact.headSha, problem: errorMessage(error) });
    }
  }
  return runs;
}

/** The suite's issue: in a fork none (by design); elsewhere the write for the issues GitHub finds. */
function issuePlan(request: HistoryModeRequest, report: HistoryReport, before: HistoryReport | undefined): IssuePlan {
  const looks = { report, before };
  if (request.run.fork) return { kind: 'fork', result: { refused: FORK_KEEPS_NO_ISSUE }, decision: issueDecisionWithoutIssue(looks) };
  const { names, branch, run, settings } = request;
  const marker = issueMarker(settings.suite, names.key);
  const level = 1 - report.settings.alpha;
  const where: IssueWhere = { title: names.title, branch, repositoryUrl: run.repositoryUrl, runUrl: run.runUrl, artifact: names.historyArtifact, level };
  return {
    kind: 'keep',
    marker,
    decide: (found) => {
      const { decision, change } = planIssueChange(looks, found, marker, where);
      const write: IssueWrite = change.kind === 'create' ? { ...change, labels: settings.issueLabels, assignees: settings.issueAssignees } : change;
      return { decision, change: write };
    },
  };
}

/**
 * mode: history: the history the previous run carried with the baselines stored since appended,
 * its newest `history-runs` runs analysed; the report's faces, the history to carry on, the issue
 * to keep and the summary's facts. Nothing stored at all is said, not an error.
 */
export function keptHistory(request: HistoryModeRequest): HistoryModeOutcome {
  const { names, settings, carried, stored } = request;
  if (typeof stored === 'string' && !carried.read.found)
    return { kind: 'nothing-stored', summary: noHistorySummary(names.title, stored), notice: noHistoryNotice(stored) };
  const notes: BaselineNote[] = [...carried.notes, ...(typeof stored === 'string' ? [] : stored.notes)];
  const added = typeof stored === 'string' ? [] : storedRuns(stored.baselines, names.baselineArtifact, notes);
  const log = notes.map(baselineNoteLogLine);
  const forward = carryForward(carried.read, added, settings.window);
  if (forward.runs.length === 0) return { kind: 'unreadable', log, message: unreadableHistoryText(names.baselineArtifact, notes) };
  const analysis = { alpha: settings.alpha, noise: settings.noise };
  const analysed = historyOfRuns(forward.runs, analysis, settings.suite);
  const report = forward.warning === undefined ? analysed : { ...analysed, warnings: [forward.warning, ...analysed.warnings] };
  const title = `${names.title} history`;
  const commitUrl = (sha: string): string => `${request.run.repositoryUrl}/commit/${sha}`;
  const faces = renderHistoryFaces(report, { json: true, markdown: [{ title, commitUrl, maxChars: request.summaryChars }], html: { title } });
  const counts = { runs: forward.runs.length, commits: report.commits.length, changes: report.summary.changes };
  const improvementsStanding = report.series.reduce(
    (sum, series) => sum + series.changes.filter((change) => change.direction === 'improvement' && change.standing).length,
    0,
  );
  return {
    kind: 'history',
    report,
    log: [...log, carriedLogLine(forward.remembered), historyLogLine(names.baselineArtifact, counts)],
    artifact: {
      name: names.historyArtifact,
      files: { json: faces.json ?? '', markdown: faces.markdown[0] ?? '', html: faces.html ?? '', carried: forward.text },
    },
    // The look before this one, as `benchgate history --issue-state` takes it: the same runs without the newest commit's.
    issue: issuePlan(request, report, previousLook(forward.runs, analysis, settings.suite)),
    standing: { regressions: report.summary.standingRegressions, improvements: improvementsStanding },
    summary: {
      title,
      commitUrl,
      maxChars: request.summaryChars,
      notes,
      runUrl: request.run.runUrl,
      commits: forward.remembered.commits,
      fork: request.run.fork,
    },
  };
}

/** What the delivery did: the report's upload, the issue's write (or GitHub's refusal), and the issue's decision when one was made. */
export interface HistoryDelivered {
  readonly upload: HistoryUploadResult;
  readonly issue: HistoryIssueResult;
  readonly decision: IssueDecision | undefined;
}

/** The end of mode history: the log's lines of the delivery, the job summary, the change points the issue did not list yet. */
export function historyEnding(
  kept: HistoryKept,
  delivered: HistoryDelivered,
): { readonly log: readonly LogLine[]; readonly summary: string; readonly changePoints: number } {
  const { summary } = kept;
  const log: LogLine[] = [];
  if ('failed' in delivered.upload) log.push({ level: 'warning', text: historyUploadFailedLine(delivered.upload.reason) });
  const issueLog = historyIssueLogLine(delivered.issue);
  // A fork keeps no issue by design; GitHub refusing one is a setting to fix.
  if (issueLog !== undefined) log.push({ level: 'refused' in delivered.issue && !summary.fork ? 'warning' : 'info', text: issueLog });
  const footer = historyFooter({
    issue: delivered.issue,
    notes: summary.notes,
    upload: delivered.upload,
    artifact: kept.artifact.name,
    runUrl: summary.runUrl,
    commits: summary.commits,
  });
  const markdown = renderHistoryMarkdown(kept.report, { title: summary.title, commitUrl: summary.commitUrl, maxChars: summary.maxChars, notes: footer });
  return { log, summary: markdown, changePoints: delivered.decision?.added ?? 0 };
}

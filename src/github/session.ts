import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadArtifactFile, uploadArtifactFiles, type UploadResult } from './artifacts.js';
import { COMMENT_FILE, REPORT_FILE, reportsOfRun, type FinishedRunReports } from './run-reports.js';
import { createClient, type GitHubClient } from './client.js';
import { commentMarker, markCommentStale, upsertComment, type CommentResult } from './comments.js';
import type { ActionContext } from './context.js';
import { CARRIED_FILE, fetchCarried, type FetchedCarried } from './carried-history.js';
import { BASELINE_FILE, fetchBaseline, fetchHistory, type FetchedBaseline, type FetchedHistory } from './fetch-baseline.js';
import { searchHistory, type HistorySearchOutcome } from './history-search.js';
import { keepIssue, type IssueOutcome, type IssueWrite, type MarkedIssue } from './history-issue.js';
import { bisectCommentMarker, commentOnSuiteIssue } from './bisect-comment.js';
import { labelAddedBy } from './labels.js';
import { matrixKey, sanitizeKey } from './leg-key.js';
import type { ApiPacing } from './pacing.js';

/**
 * Everything the action asks of GitHub, behind one object: main.ts loads this module (and
 * Octokit with it) only when it calls GitHub.
 */
export class GitHubSession {
  private client: GitHubClient | undefined;

  constructor(
    private readonly token: string,
    private readonly context: ActionContext,
    private readonly workDir: string,
    private readonly pacing: ApiPacing,
  ) {}

  private api(): GitHubClient {
    this.client ??= createClient(this.token, this.pacing);
    return this.client;
  }

  /** The leg key: the input when given, else the matrix part of this job's name (stable across pushes). */
  async legKey(input: string): Promise<string> {
    if (input !== '') return sanitizeKey(input);
    return matrixKey(this.api(), this.context);
  }

  /** Stores the native JSON of this run as the baseline artifact `name`. */
  async storeBaseline(name: string, json: string, retentionDays: number): Promise<UploadResult> {
    const directory = join(this.workDir, 'upload');
    mkdirSync(directory, { recursive: true });
    writeFileSync(join(directory, BASELINE_FILE), json);
    return uploadArtifactFile(name, join(directory, BASELINE_FILE), directory, retentionDays);
  }

  fetchBaseline(name: string, runs: number): Promise<FetchedBaseline | string> {
    return fetchBaseline(this.api(), this.token, this.context, name, runs, this.workDir);
  }

  /** mode: history: the runs of this workflow on `branch` with the history carried forward and with the newest `runs` baselines, listed once for both. */
  searchHistory(names: { readonly carried: string; readonly baselines: string }, branch: string, runs: number) {
    return searchHistory(this.api(), this.context, branch, names, runs);
  }

  /** mode: history: the baseline artifact `name` of the newest `runs` runs `search` found on `branch`, but for the runs in `held`. */
  fetchHistory(name: string, branch: string, search: HistorySearchOutcome, runs: number, held?: ReadonlySet<number>): Promise<FetchedHistory | string> {
    return fetchHistory(this.token, this.context, name, branch, search, runs, this.workDir, held);
  }

  /** mode: history: the history carried by the newest run `search` found whose artifact `name` holds one. */
  fetchCarried(name: string, search: HistorySearchOutcome): Promise<FetchedCarried> {
    return fetchCarried(this.token, this.context, name, search, this.workDir);
  }

  /**
   * The history report as the artifact `name`: history.html for people, history.json and
   * history.md, and the history carried to the next run (history-carried.json); kept as long as
   * the baselines.
   */
  async uploadHistory(
    name: string,
    files: { readonly html: string; readonly json: string; readonly markdown: string; readonly carried: string },
    retentionDays: number,
  ): Promise<UploadResult> {
    const directory = join(this.workDir, 'history');
    mkdirSync(directory, { recursive: true });
    const texts = { 'history.html': files.html, 'history.json': files.json, 'history.md': files.markdown, [CARRIED_FILE]: files.carried };
    const written = Object.entries(texts).map(([file, text]) => {
      writeFileSync(join(directory, file), text);
      return join(directory, file);
    });
    return uploadArtifactFiles(name, written, directory, retentionDays);
  }

  /** mode: history: the suite's one issue, found by `marker`, written as `decide` says. */
  keepHistoryIssue(marker: string, decide: (found: readonly MarkedIssue[]) => IssueWrite): Promise<IssueOutcome> {
    return keepIssue(this.api(), this.context, marker, decide);
  }

  /** mode: bisect: the report as one comment on the suite's issue (found by `issueMarker`), updated by a later bisect. */
  commentBisect(issueMarker: string, suite: string, key: string, body: string): Promise<CommentResult> {
    return commentOnSuiteIssue(this.api(), this.context, issueMarker, bisectCommentMarker(suite, key), body);
  }

  /**
   * The report of this run as the artifact `name`: report.html for people, report.json and
   * comment.json (suite and key) for a workflow_run workflow that comments on fork PRs.
   */
  async uploadReport(
    name: string,
    files: { readonly html: string; readonly json: string; readonly suite: string; readonly key: string },
  ): Promise<UploadResult> {
    const directory = join(this.workDir, 'report');
    mkdirSync(directory, { recursive: true });
    writeFileSync(join(directory, 'report.html'), files.html);
    writeFileSync(join(directory, REPORT_FILE), files.json);
    writeFileSync(join(directory, COMMENT_FILE), JSON.stringify({ suite: files.suite, key: files.key }));
    return uploadArtifactFiles(name, [join(directory, 'report.html'), join(directory, REPORT_FILE), join(directory, COMMENT_FILE)], directory);
  }

  /** mode: comment: the reports of the finished run for the allowed suites, and the PR they belong to (found by head branch and sha). */
  reportsOfFinishedRun(suites: readonly string[]): Promise<FinishedRunReports> {
    return reportsOfRun(this.api(), this.token, this.context, this.workDir, suites);
  }

  comment(issue: number, suite: string, key: string, body: string, mayCreate: boolean): Promise<CommentResult> {
    return upsertComment(this.api(), this.context, issue, commentMarker(suite, key), body, mayCreate);
  }

  markStale(issue: number, suite: string, key: string, heading: string): Promise<CommentResult> {
    return markCommentStale(this.api(), this.context, issue, commentMarker(suite, key), heading);
  }

  acceptedBy(issue: number, label: string): Promise<string | undefined> {
    return labelAddedBy(this.api(), this.context, issue, label);
  }
}

import { analyseHistory } from '../history/analyse.js';
import { carriedRuns } from '../history/carried.js';
import { isCarriedText, readCarried } from '../history/carried-read.js';
import { decideIssue } from '../history/issue.js';
import { readIssueState, type IssueState } from '../history/issue-state.js';
import { errorMessage, InputError } from '../errors.js';
import { historyOrdersText } from '../report/history-refusals.js';
import type { HistoryReport, HistoryRun, HistorySettings } from '../history/model.js';
import { defaultOrder, orderRuns, orderWarning, parseCommitList, type HistoryFile, type HistoryOrder } from '../history/order.js';
import { loadSide } from '../load/load-side.js';
import type { SampleSet } from '../model/series.js';
import type { SourceText } from '../model/source-text.js';
import type { PipelinePort } from './ports.js';
import { renderHistoryHtml } from '../report/history-html.js';
import { historyPageTitle, renderHistoryJson, renderHistoryMarkdown, renderHistoryTerminal, type HistoryMarkdownOptions } from '../report/history-text.js';

// `benchgate history` and the action's mode history: stored runs → change points → faces.

/** The faces wanted of a history report; each one present is rendered. */
export interface HistoryFaces {
  readonly json?: boolean;
  readonly markdown?: readonly HistoryMarkdownOptions[];
  readonly html?: { readonly title: string };
  readonly terminal?: { readonly colour: boolean };
}

export interface RenderedHistory {
  readonly json?: string;
  readonly markdown: readonly string[];
  readonly html?: string;
  readonly terminal?: string;
}

/** Every face asked for of a history report. */
export function renderHistoryFaces(report: HistoryReport, faces: HistoryFaces): RenderedHistory {
  return {
    ...(faces.json === true && { json: renderHistoryJson(report) }),
    markdown: (faces.markdown ?? []).map((options) => renderHistoryMarkdown(report, options)),
    ...(faces.html !== undefined && { html: renderHistoryHtml(report, faces.html.title) }),
    ...(faces.terminal !== undefined && { terminal: renderHistoryTerminal(report, faces.terminal) }),
  };
}

/** The faces the command asks for; the page's title is the request's (the suite's, when it has one). */
export interface CommandFaces {
  readonly json: boolean;
  readonly markdown: readonly HistoryMarkdownOptions[];
  readonly html: boolean;
  readonly terminal?: { readonly colour: boolean };
}

export interface HistoryRequest {
  /** One file a run (or several, in formats that hold several), each of one commit. */
  readonly files: { readonly patterns: readonly string[]; readonly option: string };
  readonly format: string;
  /** How the files follow each other: by time or name, or by the commits a file lists; neither: as their dates or names suggest. */
  readonly order?: { readonly kind: 'time' | 'name'; readonly option: string } | undefined;
  readonly commits?: { readonly file: string; readonly option: string } | undefined;
  readonly settings: Partial<HistorySettings>;
  /** The report's title; by default the suite the files record. */
  readonly suite?: string | undefined;
  readonly faces: CommandFaces;
  /** The issue's decision is asked for: the state it carried (a file, or `none`: no state yet). */
  readonly issueState?: { readonly file: string; readonly option: string } | 'none';
}

/** The order the request asks for, read (the commits' file); undefined: none asked. */
function orderAsked(request: HistoryRequest, port: PipelinePort): HistoryOrder | undefined {
  const { order, commits } = request;
  if (commits === undefined) return order === undefined ? undefined : { kind: order.kind };
  const [list] = port.readFiles([commits.file], commits.option);
  return { kind: 'commits', commits: parseCommitList(list?.text ?? '', commits.file), file: commits.file };
}

/** The history of files' runs in the order asked (or guessed, and said so), with its faces. */
export function historyOfFiles(request: HistoryRequest, port: PipelinePort): { readonly report: HistoryReport; readonly rendered: RenderedHistory } {
  // One order at most, refused before any file is read.
  if (request.order !== undefined && request.commits !== undefined) throw new InputError(historyOrdersText(request.order.option, request.commits.option));
  const sources = port.readFiles(request.files.patterns, request.files.option);
  // A carried history (the action's history-carried.json) is the runs it holds, oldest first, before the files'.
  const carried = carriedOfSources(sources.filter((source) => isCarriedText(source.text)));
  const files: HistoryFile[] = sources
    .filter((source) => !isCarriedText(source.text))
    .map((source) => ({ name: source.name, set: loadSide([source], request.format).set }));
  const asked = orderAsked(request, port);
  const order = asked ?? defaultOrder(files);
  const suite = request.suite ?? carried.suite ?? files.find((file) => file.set.suite !== undefined)?.set.suite;
  const held = new Set(carried.runs.map((run) => run.commit));
  const runs = [...carried.runs, ...orderRuns(files, order).filter((run) => !held.has(run.commit))];
  const analysed = analyseHistory(runs, request.settings, suite);
  const guessed = orderWarning(order, asked !== undefined);
  const found: HistoryReport = guessed === undefined ? analysed : { ...analysed, warnings: [guessed, ...analysed.warnings] };
  const report: HistoryReport =
    request.issueState === undefined
      ? found
      : {
          ...found,
          issue: decideIssue(found, previousLook(runs, request.settings, suite), priorState(request.issueState, port), { alpha: found.settings.alpha }),
        };
  const { faces } = request;
  const rendered = renderHistoryFaces(report, {
    json: faces.json,
    markdown: faces.markdown,
    ...(faces.html && { html: { title: historyPageTitle(suite) } }),
    ...(faces.terminal !== undefined && { terminal: faces.terminal }),
  });
  return { report, rendered };
}

/** The runs of carried histories given as files, oldest first; one that cannot be read is an input error naming it. */
function carriedOfSources(sources: readonly SourceText[]): { readonly runs: HistoryRun[]; readonly suite?: string } {
  const runs: HistoryRun[] = [];
  let suite: string | undefined;
  for (const source of sources) {
    const reading = readCarried(source.text);
    if ('problem' in reading) throw new InputError(`${source.name}: a carried history that cannot be read: ${reading.problem}`);
    suite ??= reading.history.suite;
    runs.push(...carriedRuns(reading.history, reading.history.runs.length, source.name));
  }
  return { runs, ...(suite !== undefined && { suite }) };
}

/** One stored baseline (native JSON) read as a run of the history; its date and runner as recorded. */
export function readStoredSet(source: SourceText): SampleSet {
  return loadSide([source], 'benchgate').set;
}

/** The state file of `--issue-state`, read and checked (exit 2 naming it when it is not one). */
function priorState(request: NonNullable<HistoryRequest['issueState']>, port: PipelinePort): IssueState | undefined {
  if (request === 'none') return undefined;
  const [source] = port.readFiles([request.file], request.option);
  let value: unknown;
  try {
    value = JSON.parse(source?.text ?? '');
  } catch (error) {
    throw new InputError(`${request.option} ${request.file}: not valid JSON (${errorMessage(error)}); give the issue.state of a history report, or none`);
  }
  // A whole report is accepted too: its issue.state is the state.
  const state = readIssueState((value as { issue?: { state?: unknown } } | null)?.issue?.state ?? value);
  if (state === undefined)
    throw new InputError(`${request.option} ${request.file}: not an issue state (benchgateIssueState: 1); give the issue.state of a history report, or none`);
  return state;
}

/**
 * The analysis before this one: the same runs without the newest commit's (what the run of the
 * commit before saw, up to the window's oldest commit). Undefined when only one commit is left.
 */
export function previousLook(runs: readonly HistoryRun[], settings: Partial<HistorySettings>, suite: string | undefined): HistoryReport | undefined {
  const newest = runs.at(-1)?.commit;
  const earlier = runs.filter((run) => run.commit !== newest);
  return earlier.length === 0 ? undefined : analyseHistory(earlier, settings, suite);
}

/** The history of runs already read (the action's downloaded baselines, oldest first). */
export function historyOfRuns(runs: readonly HistoryRun[], settings: Partial<HistorySettings>, suite: string | undefined): HistoryReport {
  return analyseHistory(runs, settings, suite);
}

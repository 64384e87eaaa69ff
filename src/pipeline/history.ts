import { analyseHistory } from '../history/analyse.js';
import { appendRuns, boundedText, carriedRuns, emptyCarried, type CarriedHistory, type RunToCarry } from '../history/carried.js';
import { isCarriedText, readCarried } from '../history/carried-read.js';
import type { HistoryWarning } from '../history/warning.js';
import { decideIssue } from '../history/issue.js';
import { readIssueState, type IssueState } from '../history/issue-state.js';
import { errorMessage, InputError } from '../errors.js';
import type { HistoryReport, HistoryRun, HistorySettings } from '../history/model.js';
import { defaultOrder, orderRuns, orderWarning, parseCommitList, type HistoryFile, type HistoryOrder } from '../history/order.js';
import { loadSide } from '../load/load-side.js';
import type { SampleSet } from '../model/series.js';
import type { SourceText } from '../model/source-text.js';
import type { PipelinePort } from './ports.js';
import { renderHistoryHtml } from '../report/history-html.js';
import { renderHistoryJson, renderHistoryMarkdown, renderHistoryTerminal, type HistoryMarkdownOptions } from '../report/history-text.js';

// `benchgate history` and the action's mode history: stored runs → change points → faces.

export { issueMarker, type IssueDecision } from '../history/issue.js';
export type { RunToCarry } from '../history/carried.js';

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

/** How the files follow each other: as the user said, or (undefined) as their dates or names suggest. */
export type OrderRequest = { readonly kind: 'time' | 'name' } | { readonly kind: 'commits'; readonly file: string; readonly option: string } | undefined;

export interface HistoryRequest {
  /** One file a run (or several, in formats that hold several), each of one commit. */
  readonly files: { readonly patterns: readonly string[]; readonly option: string };
  readonly format: string;
  readonly order: OrderRequest;
  readonly settings: Partial<HistorySettings>;
  /** The report's title; by default the suite the files record. */
  readonly suite?: string | undefined;
  /** A function of the suite (the files' own when the request names none). */
  readonly faces: (suite: string | undefined) => HistoryFaces;
  /** The issue's decision is asked for: the state it carried (a file, or `none`: no state yet). */
  readonly issueState?: { readonly file: string; readonly option: string } | 'none';
}

function orderOf(request: OrderRequest, files: readonly HistoryFile[], port: PipelinePort): HistoryOrder {
  if (request === undefined) return defaultOrder(files);
  if (request.kind !== 'commits') return request;
  const [list] = port.readFiles([request.file], request.option);
  return { kind: 'commits', commits: parseCommitList(list?.text ?? '', request.file), file: request.file };
}

/** The history of files' runs in the order asked (or guessed, and said so), with its faces. */
export function historyOfFiles(request: HistoryRequest, port: PipelinePort): { readonly report: HistoryReport; readonly rendered: RenderedHistory } {
  const sources = port.readFiles(request.files.patterns, request.files.option);
  // A carried history (the action's history-carried.json) is the runs it holds, oldest first, before the files'.
  const carried = carriedOfSources(sources.filter((source) => isCarriedText(source.text)));
  const files: HistoryFile[] = sources
    .filter((source) => !isCarriedText(source.text))
    .map((source) => ({ name: source.name, set: loadSide([source], request.format).set }));
  const order = orderOf(request.order, files, port);
  const suite = request.suite ?? carried.suite ?? files.find((file) => file.set.suite !== undefined)?.set.suite;
  const held = new Set(carried.runs.map((run) => run.commit));
  const runs = [...carried.runs, ...orderRuns(files, order).filter((run) => !held.has(run.commit))];
  const analysed = analyseHistory(runs, request.settings, suite);
  const guessed = orderWarning(order, request.order !== undefined);
  const found: HistoryReport = guessed === undefined ? analysed : { ...analysed, warnings: [guessed, ...analysed.warnings] };
  const report: HistoryReport =
    request.issueState === undefined
      ? found
      : {
          ...found,
          issue: decideIssue(found, previousLook(runs, request.settings, suite), priorState(request.issueState, port), { alpha: found.settings.alpha }),
        };
  return { report, rendered: renderHistoryFaces(report, request.faces(suite)) };
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

/** What an earlier run carried: its text and the run that stored it, or none found. */
export interface PreviousCarried {
  readonly artifact: string;
  readonly found: { readonly runId: number; readonly text: string } | undefined;
}

export interface CarriedForward {
  /** The newest `window` runs of the whole history, oldest first: what this run analyses. */
  readonly runs: readonly HistoryRun[];
  /** The history to store for the next run (the earlier one with the fetched runs appended, trimmed). */
  readonly text: string;
  /** Runs and commits it remembers. */
  readonly remembered: { readonly runs: number; readonly commits: number };
  /** Why it started afresh, when it did. */
  readonly warning?: HistoryWarning;
}

/** The history an earlier run carried, read: or a fresh start with the typed warning that says why. */
export interface ReadCarried {
  readonly earlier: CarriedHistory;
  readonly warning?: HistoryWarning;
  /** The workflow runs whose points it holds: their baselines need no download. */
  readonly held: ReadonlySet<number>;
}

/** Reads what an earlier run carried (a typed warning and a fresh start when it is missing or unreadable). */
export function readPreviousCarried(previous: PreviousCarried, suite: string | undefined): ReadCarried {
  const reading = previous.found === undefined ? undefined : readCarried(previous.found.text);
  const warning: HistoryWarning | undefined =
    previous.found === undefined
      ? { code: 'carried-missing', artifact: previous.artifact }
      : reading !== undefined && 'problem' in reading
        ? { code: 'carried-unreadable', artifact: previous.artifact, runId: previous.found.runId, problem: reading.problem }
        : undefined;
  const earlier = reading !== undefined && 'history' in reading ? reading.history : emptyCarried(suite);
  const held = new Set(earlier.runs.flatMap((run) => (run.run === undefined ? [] : [run.run])));
  return { earlier, held, ...(warning !== undefined && { warning }) };
}

/**
 * mode: history's memory: the history an earlier run carried with the runs fetched now appended;
 * the newest `window` runs of it are analysed (`history-runs` limits what is analysed, never what is kept).
 */
export function carryForward(previous: ReadCarried, fetched: readonly RunToCarry[], window: number): CarriedForward {
  const { history: carried, text } = boundedText(appendRuns(previous.earlier, fetched));
  return {
    runs: carriedRuns(carried, window),
    text,
    remembered: { runs: carried.runs.length, commits: new Set(carried.runs.map((run) => run.commit)).size },
    ...(previous.warning !== undefined && { warning: previous.warning }),
  };
}

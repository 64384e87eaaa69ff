import { analyseHistory } from '../history/analyse.js';
import type { HistoryReport, HistoryRun, HistorySettings } from '../history/model.js';
import { defaultOrder, orderRuns, orderWarning, parseCommitList, type HistoryFile, type HistoryOrder } from '../history/order.js';
import { loadSide } from '../load/load-side.js';
import type { SampleSet } from '../model/series.js';
import type { SourceText } from '../formats/parsed-file.js';
import type { PipelinePort } from '../pipeline.js';
import { renderHistoryHtml } from '../report/history-html.js';
import { renderHistoryJson, renderHistoryMarkdown, renderHistoryTerminal, type HistoryMarkdownOptions } from '../report/history-text.js';

// `benchgate history` and the action's mode history: stored runs → change points → faces.

export { issueMarker, planIssue, unlistedChanges, type IssuePlan, type ListedChange } from '../history/issue.js';

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
}

function orderOf(request: OrderRequest, files: readonly HistoryFile[], port: PipelinePort): HistoryOrder {
  if (request === undefined) return defaultOrder(files);
  if (request.kind !== 'commits') return request;
  const [list] = port.readFiles([request.file], request.option);
  return { kind: 'commits', commits: parseCommitList(list?.text ?? '', request.file), file: request.file };
}

/** The history of files' runs in the order asked (or guessed, and said so), with its faces. */
export function historyOfFiles(request: HistoryRequest, port: PipelinePort): { readonly report: HistoryReport; readonly rendered: RenderedHistory } {
  const files: HistoryFile[] = port
    .readFiles(request.files.patterns, request.files.option)
    .map((source) => ({ name: source.name, set: loadSide([source], request.format).set }));
  const order = orderOf(request.order, files, port);
  const suite = request.suite ?? files.find((file) => file.set.suite !== undefined)?.set.suite;
  const analysed = analyseHistory(orderRuns(files, order), request.settings, suite);
  const guessed = orderWarning(order, request.order !== undefined);
  const report: HistoryReport = guessed === undefined ? analysed : { ...analysed, warnings: [guessed, ...analysed.warnings] };
  return { report, rendered: renderHistoryFaces(report, request.faces(suite)) };
}

/** One stored baseline (native JSON) read as a run of the history; its date and runner as recorded. */
export function readStoredSet(source: SourceText): SampleSet {
  return loadSide([source], 'benchgate').set;
}

/** The history of runs already read (the action's downloaded baselines, oldest first). */
export function historyOfRuns(runs: readonly HistoryRun[], settings: Partial<HistorySettings>, suite: string | undefined): HistoryReport {
  return analyseHistory(runs, settings, suite);
}

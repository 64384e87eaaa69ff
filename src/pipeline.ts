import { compareSampleSets, type CompareOptions } from './compare/compare.js';
import { InputError, ParseError } from './errors.js';
import { certify } from './compare/certify.js';
import { countVerdicts, gateOfReport } from './compare/gate.js';
import { EMPTY_CONFIG, parseConfig, type BenchConfig } from './compare/config.js';
import { distinctLabel, loadSide, type LoadedSide } from './load/load-side.js';
import type { Policy } from './compare/policy.js';
import type { SourceText } from './formats/parsed-file.js';
import type { Report, VerdictCounts } from './model/report.js';
import { samplesCount } from './model/samples.js';
import { PARALLEL_MIN_SAMPLES } from './stats/subselection-jobs.js';
import type { SubselectionPool } from './threads/subselection-pool.js';
import { renderHtml } from './report/html.js';
import { renderJson } from './report/json.js';
import { renderMarkdown, type MarkdownOptions } from './report/markdown.js';
import { renderTerminal, type TerminalOptions } from './report/terminal.js';

// The one way from files to reports, for the CLI and the action alike:
// files → sides → comparisons → report model → renderers. The callers only translate their
// options into a request and deliver what comes back (exit status; outputs, comment, summary,
// artifact). Reading files goes through the port, so tests can hand in texts.

/** What the pipeline needs of the outside world. */
export interface PipelinePort {
  /** The files of one side, globs expanded, read and checked; `option` names the setting in errors. */
  readonly readFiles: (patterns: readonly string[], option: string) => readonly SourceText[];
  /** A helper thread for large inputs, started before parsing so that its start overlaps it; none: one thread. */
  readonly startPool?: () => SubselectionPool;
}

/** A side of fewer bytes (or characters) than this is parsed without starting a helper thread: it would not pay for its start. */
export const POOL_MIN_SIDE_INPUT = 8_000_000;

/** One side to read: files by pattern (through the port) or texts already in hand (an artifact). */
export interface SideRequest {
  readonly files: { readonly patterns: readonly string[]; readonly option: string } | { readonly sources: readonly SourceText[] };
  readonly format: string;
  /** The side's name in the reports; by default ref@commit of native files, else the files' folder. */
  readonly label?: string | undefined;
}

/** The faces wanted of the report; each one present is rendered. */
export interface Faces {
  readonly json?: boolean;
  /** One markdown rendering per entry (the action: the summary and the comment, each with its budget). */
  readonly markdown?: readonly MarkdownOptions[];
  readonly html?: { readonly title?: string };
  readonly terminal?: TerminalOptions;
}

export interface Rendered {
  readonly json?: string;
  readonly markdown: readonly string[];
  readonly html?: string;
  readonly terminal?: string;
}

function sourcesOf(request: SideRequest, port: PipelinePort): readonly SourceText[] {
  return 'sources' in request.files ? request.files.sources : port.readFiles(request.files.patterns, request.files.option);
}

function parseSide(request: SideRequest, sources: readonly SourceText[]): LoadedSide {
  const side = loadSide(sources, request.format, 'option' in request.files ? request.files.option : undefined);
  return request.label === undefined ? side : { ...side, label: request.label, labelGiven: true };
}

/** Reads one side: its files through the port, parsed with the format, named. */
export function readSide(request: SideRequest, port: PipelinePort): LoadedSide {
  return parseSide(request, sourcesOf(request, port));
}

/**
 * A side compared with the very same files shows nothing and reads as all unchanged: a green
 * gate that knows nothing (a glob of the baseline given again as the current runs). Refused,
 * naming `option`, the setting of the current side's files.
 */
function refuseSameFiles(baselines: readonly LoadedSide[], current: LoadedSide, option: string): void {
  const names = current.formats.map(({ file }) => file).sort();
  if (names.length === 0) return;
  const same = baselines.findIndex(
    ({ formats }) =>
      formats.length === names.length &&
      formats
        .map(({ file }) => file)
        .sort()
        .every((name, i) => name === names[i]),
  );
  if (same < 0) return;
  throw new InputError(
    `${option}: the same ${names.length === 1 ? 'file' : `${names.length} files`} as the baseline${baselines.length > 1 ? ` ${same + 1}` : ''} (${names[0] ?? ''}${names.length > 1 ? ', …' : ''}); a side compared with itself shows nothing: give the current runs`,
  );
}

/** Sides whose labels clash (files of both in one folder) are named by their files' pattern too. */
function distinctLabels(baselines: readonly LoadedSide[], current: LoadedSide): { baselines: readonly LoadedSide[]; current: LoadedSide } {
  const sides = [...baselines, current];
  // A label given twice is the user's to choose; the titles tell such sides apart by number.
  const clashing = (side: LoadedSide): boolean => side.labelGiven !== true && sides.some((other) => other !== side && other.label === side.label);
  if (!sides.some(clashing)) return { baselines, current };
  const relabel = (side: LoadedSide): LoadedSide => (clashing(side) ? { ...side, label: distinctLabel(side) } : side);
  return { baselines: baselines.map(relabel), current: relabel(current) };
}

/** The comparison of loaded sides: the report model every face is made from; `currentOption` names the current side's files in errors. */
export function compareSides(
  baselines: readonly LoadedSide[],
  current: LoadedSide,
  policy: Policy,
  config: BenchConfig,
  options: CompareOptions = {},
  currentOption = 'the current side',
): Report {
  refuseSameFiles(baselines, current, currentOption);
  if (options.paired === true) checkSessionPolicy(policy, { test: '--paired --test' });
  if (options.paired === true)
    for (const [i, baseline] of baselines.entries())
      if (baseline.set.runCount !== current.set.runCount)
        throw new InputError(
          `--paired: the baseline${baselines.length > 1 ? ` ${i + 1}` : ''} has ${baseline.set.runCount} runs and the current side ${current.set.runCount}; a paired comparison needs as many on both sides, given in run order`,
        );
  const named = distinctLabels(baselines, current);
  return compareSampleSets(named.baselines, named.current, policy, config, options);
}

/**
 * compareSides with a helper thread from the port when the sides hold enough samples for one to
 * pay (the action, whose sides are read in separate steps, comes this way).
 */
export function compareWithPort(
  baselines: readonly LoadedSide[],
  current: LoadedSide,
  policy: Policy,
  config: BenchConfig,
  port: PipelinePort,
  options: CompareOptions = {},
  currentOption?: string,
): Report {
  let samples = 0;
  for (const side of [...baselines, current])
    for (const series of side.set.series) for (const run of series.runs) samples += run.kind === 'samples' ? samplesCount(run) : 0;
  const pool = port.startPool !== undefined && samples >= PARALLEL_MIN_SAMPLES ? port.startPool() : undefined;
  try {
    return compareSides(baselines, current, policy, config, { ...options, pool }, currentOption);
  } finally {
    void pool?.close();
  }
}

/** Every face asked for, from the report and the samples behind it (the HTML plots them). */
export function renderFaces(report: Report, baselines: readonly LoadedSide[], current: LoadedSide, faces: Faces): Rendered {
  return {
    ...(faces.json === true && { json: renderJson(report) }),
    markdown: (faces.markdown ?? []).map((options) => renderMarkdown(report, options)),
    ...(faces.html !== undefined && {
      html: renderHtml(report, { baselines: baselines.map((side) => side.set), current: current.set }, faces.html.title),
    }),
    ...(faces.terminal !== undefined && { terminal: renderTerminal(report, faces.terminal) }),
  };
}

export interface PipelineRequest {
  readonly baselines: readonly SideRequest[];
  readonly current: SideRequest;
  readonly policy: Policy;
  readonly config: BenchConfig;
  /** Run i of every side was made together (same-job A/B): the paired test. */
  readonly paired?: boolean;
  /** Both sides ran in one job on one machine (compare/compare.ts, CompareOptions). */
  readonly sameJob?: boolean;
  readonly faces: Faces;
}

/**
 * A finished run's report (mode comment: a fork's) with its gate, the gate's reason and the
 * headline decided again from its rows with this workflow's policy: the report's own `gate`,
 * `gateReason` and `headline` are the PR run's claims (a fork could claim an acceptance, or a
 * certify limit of its own). A summary that does not count the rows
 * is refused: a report written by benchgate always does.
 */
export function gateOfRows(report: Report, policy: Policy, file: string): Report {
  const counted = countVerdicts(report.comparisons);
  if ((Object.keys(counted) as (keyof VerdictCounts)[]).some((name) => counted[name] !== report.summary[name]))
    throw new ParseError({ file, path: '$.summary' }, 'its counts differ from its rows');
  return { ...report, ...gateOfReport(policy, report), headline: certify(report.comparisons, report.suites, policy.certify) };
}

/** The per-benchmark configuration file a setting names (read through the port), or the empty configuration. */
export function readConfig(path: string | undefined, option: string, port: PipelinePort): BenchConfig {
  if (path === undefined) return EMPTY_CONFIG;
  return parseConfig(port.readFiles([path], option)[0] ?? { name: path, text: '' });
}

/** The whole pipeline: read both sides, compare, render. */
export function runPipeline(request: PipelineRequest, port: PipelinePort): { readonly report: Report; readonly rendered: Rendered } {
  let pool: SubselectionPool | undefined;
  // A side's files are read one at a time as they are parsed, and let go after (load-side.ts);
  // the helper starts once a large side is found (by the files' sizes), so that its start
  // overlaps the parsing.
  const load = (side: SideRequest): LoadedSide => {
    const sources = sourcesOf(side, port);
    let size = 0;
    for (const source of sources) size += source.size ?? source.text.length;
    if (pool === undefined && port.startPool !== undefined && size >= POOL_MIN_SIDE_INPUT) pool = port.startPool();
    return parseSide(side, sources);
  };
  try {
    const baselines = request.baselines.map(load);
    const current = load(request.current);
    const files = request.current.files;
    const report = compareSides(
      baselines,
      current,
      request.policy,
      request.config,
      { paired: request.paired === true, sameJob: request.sameJob === true, pool },
      'option' in files ? files.option : undefined,
    );
    return { report, rendered: renderFaces(report, baselines, current, request.faces) };
  } finally {
    void pool?.close();
  }
}

// A `benchgate run` session's requests: each run's output parsed, each look at the pairs.
import { checkSessionPolicy } from './pipeline/look.js';
export { checkSessionPolicy, lookAtPairs, lookCount, pairOrder, parseRunOutput, type LookRequest } from './pipeline/look.js';

// The history of stored runs: change points, their faces, the suite's issue.
export {
  carryForward,
  decideIssue,
  historyOfFiles,
  historyOfRuns,
  issueMarker,
  previousLook,
  readPreviousCarried,
  readStoredSet,
  renderHistoryFaces,
  stateOfIssues,
  type HistoryFaces,
  type HistoryRequest,
  type IssueDecision,
  type IssueEntry,
  type IssueState,
  type OrderRequest,
  type CarriedForward,
  type PreviousCarried,
  type RunToCarry,
} from './pipeline/history.js';

// Requests about one side's runs.
export { calibrateRuns, convertFiles, renderNative, type CalibrateRequest, type ConvertRequest } from './pipeline/one-side.js';

/** The formats the engine reads (`--help` lists them). */
export { FORMATS } from './formats/registry.js';

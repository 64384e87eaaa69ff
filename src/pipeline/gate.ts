import type { BenchConfig } from '../compare/config.js';
import type { Acceptance } from '../compare/gate.js';
import type { Policy } from '../compare/policy.js';
import { renderNative } from '../formats/native.js';
import type { LoadedSide } from '../load/load-side.js';
import type { GateNote } from '../model/gate-note.js';
import type { LegNames } from '../model/leg.js';
import type { Report } from '../model/report.js';
import type { RunContext } from '../model/series.js';
import { undecidedOf } from '../report/summary-line.js';
import { gateEnding, readAsLine, warningAnnotations, type GateEnding } from '../report/action-log.js';
import { COMMENT_BUDGET_CHARS, renderErrorNotice, renderNoBaselineNotice } from '../report/markdown.js';
import { gateNoteLog, renderGateMarkdown, renderGateWithoutComparison } from '../report/gate-notes.js';
import type { CommentMode } from '../settings.js';
import { compareWithPort, renderFaces } from './compare.js';
import type { PipelinePort } from './ports.js';

// The action's gate as requests: the current side stamped with where it was made (and its
// baseline artifact's text), then the comparison with everything the action delivers: the report,
// its notes as values, the report artifact, the comment's decision, the outputs and the log's lines.
// The action only delivers them (action/gate-mode.ts): files, GitHub, the summary.

/** What the gate is asked to do, from the action's inputs. */
export interface GateSettings {
  readonly mode: 'compare' | 'calibrate';
  readonly upload: 'auto' | 'always' | 'never';
  readonly comment: CommentMode;
  /** Baseline files of this job were given (not `auto`), or commands make both sides here. */
  readonly localBaseline: boolean;
}

/** What the run is: the event facts that decide what the gate does. */
export interface GateEvent {
  readonly baseBranchRun: boolean;
  readonly pullRequest: boolean;
  readonly mergeGroup: boolean;
}

/** What this run of the gate does beside comparing: store the baseline, fetch one, comment, keep the report. */
export interface GatePlan {
  readonly storing: boolean;
  readonly fetching: boolean;
  readonly commenting: boolean;
  /** The report outlives this job (stored, fetched or commented). */
  readonly publishing: boolean;
}

/**
 * The gate's plan, known before any file is read: base-branch runs store the baseline, pull
 * requests and merge queues fetch it, pull requests comment; calibrate does none of these.
 */
export function planGate(settings: GateSettings, event: GateEvent): GatePlan {
  const gating = settings.mode !== 'calibrate';
  const storing = gating && (settings.upload === 'always' || (settings.upload === 'auto' && event.baseBranchRun));
  const fetching = gating && !settings.localBaseline && (event.pullRequest || event.mergeGroup);
  const commenting = gating && event.pullRequest && settings.comment !== 'never';
  return { storing, fetching, commenting, publishing: storing || fetching || commenting };
}

/** Where the current runs were made and what they are called in the reports. */
export interface CurrentStamp {
  readonly suite: string;
  readonly context: Required<RunContext>;
  readonly label: string;
}

/** The current side as the reports name it, and its runs as the baseline artifact stores them. */
export interface StampedCurrent {
  readonly side: LoadedSide;
  readonly native: string;
  readonly series: number;
  readonly runs: number;
}

/** The log's line for each file of a side read: its name and the format it was read as. */
export function readLines(side: LoadedSide): readonly string[] {
  return side.formats.map(({ file, format }) => readAsLine(file, format));
}

/** The current side stamped with its suite, commit, ref, runner and date, named by `label`. */
export function stampCurrent(current: LoadedSide, stamp: CurrentStamp): StampedCurrent {
  const set = { ...current.set, suite: stamp.suite, context: stamp.context };
  return {
    side: { ...current, set, label: stamp.label, labelGiven: true },
    native: renderNative(set),
    series: set.series.length,
    runs: set.runCount,
  };
}

/** The baseline the gate compares against. */
export interface GateBaseline {
  readonly side: LoadedSide;
  /** Local files of this job (or a run session's): both sides ran on one machine. */
  readonly sameJob: boolean;
  /** The commit it was made at, for the outputs; empty when unknown. */
  readonly commit: string;
  /** What the footer says of it: the search's notes, the runs pooled, the run it came from. */
  readonly notes: readonly GateNote[];
}

export interface GateRequest {
  readonly names: LegNames;
  readonly current: LoadedSide;
  readonly baseline: GateBaseline;
  readonly policy: Policy;
  readonly config: BenchConfig;
  readonly accepted?: Acceptance | undefined;
  /** A run session's report (the action's commands), in place of a comparison of files. */
  readonly made?: Report | undefined;
  /** The report outlives this job (stored, fetched or commented): its HTML goes into the report artifact. */
  readonly publishing: boolean;
  /** This run comments on its pull request, by this policy. */
  readonly comment?: CommentMode | undefined;
  /** Notes known before the comparison: what was stored. */
  readonly notes: readonly GateNote[];
}

export interface GateOutcome {
  readonly report: Report;
  /** The JSON report, written as the `report` output's file. */
  readonly json: string;
  /** The HTML and JSON reports to upload as an artifact, when the report outlives the job. */
  readonly reportArtifact?: {
    readonly name: string;
    readonly files: { readonly html: string; readonly json: string; readonly suite: string; readonly key: string };
  };
  readonly notes: readonly GateNote[];
  /** The comment is written (updated, or created when `mayCreate`). */
  readonly comment?: { readonly mayCreate: boolean };
  readonly outputs: { readonly verdict: 'pass' | 'fail'; readonly baselineSha: string };
  /** The report's warnings as the step's annotations. */
  readonly annotations: readonly string[];
  readonly ending: GateEnding;
}

/** May this run create the comment (an existing one is always updated)? */
function mayCreateComment(policy: CommentMode, report: Report): boolean {
  const changes = report.summary.regressions + report.summary.improvements;
  return policy === 'always' || (policy === 'on-change' && changes > 0) || (policy === 'on-regression' && report.summary.regressions > 0);
}

/** The gate: the comparison (or the session's report) and all the action delivers of it. */
export function gate(request: GateRequest, port: PipelinePort): GateOutcome {
  const { names, baseline, current } = request;
  const report =
    request.made ??
    compareWithPort([baseline.side], current, request.policy, request.config, port, { sameJob: baseline.sameJob, accepted: request.accepted }, 'input files');
  const faces = renderFaces(report, [baseline.side], current, { json: true, ...(request.publishing && { html: { title: names.title } }) });
  const json = faces.json ?? '';
  return {
    report,
    json,
    ...(request.publishing && {
      reportArtifact: { name: names.reportArtifact, files: { html: faces.html ?? '', json, suite: names.suite, key: names.key } },
    }),
    notes: [...request.notes, ...baseline.notes],
    ...(request.comment !== undefined && { comment: { mayCreate: mayCreateComment(request.comment, report) } }),
    outputs: { verdict: report.gate === 'fail' ? 'fail' : 'pass', baselineSha: baseline.commit },
    annotations: warningAnnotations(report),
    ending: gateEnding(report),
  };
}

/** The summary and the comment of an outcome, each within its budget, with the notes the delivery added (the HTML report's address). */
export function gateMarkdown(
  outcome: GateOutcome,
  title: string,
  added: readonly GateNote[],
  summaryChars: number,
): { readonly summary: string; readonly comment: string } {
  return renderGateMarkdown(outcome.report, title, [...outcome.notes, ...added], { summary: summaryChars, comment: COMMENT_BUDGET_CHARS });
}

/** A gate without a baseline: the summary, the comment's notice over an earlier report, the log's notice. */
export function gateWithoutBaseline(
  names: LegNames,
  reason: string,
  notes: readonly GateNote[],
  commit: string,
): { readonly summary: string; readonly stale: string; readonly notice: string } {
  const noBaseline: GateNote = { code: 'no-baseline', reason };
  return {
    summary: renderGateWithoutComparison(names.title, [...notes, noBaseline]),
    stale: renderNoBaselineNotice(names.title, reason, commit),
    notice: gateNoteLog(noBaseline) ?? '',
  };
}

/** The comment's notice over an earlier report when this run ends in an error. */
export function gateErrorNotice(names: LegNames, message: string, commit: string): string {
  return renderErrorNotice(names.title, message, commit);
}

/** The log's lines of notes (what was stored, what the baseline's search skipped); a note the log does not say gives none. */
export function gateNoteLines(notes: readonly GateNote[]): readonly string[] {
  return notes.flatMap((note) => gateNoteLog(note) ?? []);
}

/** A report's counts as the step's outputs give them: undecided counts the rows whose change the gate could not rule out. */
export function outputCounts(report: Report | undefined): {
  readonly regressions: number;
  readonly improvements: number;
  readonly inconclusive: number;
  readonly undecided: number;
} {
  if (report === undefined) return { regressions: 0, improvements: 0, inconclusive: 0, undecided: 0 };
  const { regressions, improvements, inconclusive } = report.summary;
  return { regressions, improvements, inconclusive, undecided: undecidedOf(report).couldHide };
}

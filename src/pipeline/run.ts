import { compareSampleSets } from '../compare/compare.js';
import type { BenchConfig } from '../compare/config.js';
import type { Acceptance } from '../compare/gate.js';
import type { Policy } from '../compare/policy.js';
import { lookCount, lookLevel, sequenceFamily } from '../compare/sequential.js';
import { InputError, ParseError } from '../errors.js';
import type { ParsedFile } from '../formats/parsed-file.js';
import { parseSource } from '../formats/registry.js';
import { buildSampleSet } from '../load/sample-set.js';
import type { Report } from '../model/report.js';
import type { SampleSet } from '../model/series.js';
import type { SourceText } from '../model/source-text.js';
import { renderNative } from '../formats/native.js';
import { renderFaces, type Faces, type Rendered } from './compare.js';
import { pairOrder, type Side } from './run-schedule.js';

// The engine's side of a `benchgate run` session (interleaved/session.ts runs the commands): its
// plan, each run's output parsed as it comes, and each look at the pairs so far a request like any other.

/** A session's plan, made before its first command runs: which run of each pair goes first, and how many looks it takes at most. */
export interface SessionPlan {
  /** Pair i runs `order(i)[0]` first: random and reproducible from the seed. */
  readonly order: (pair: number) => readonly [Side, Side];
  readonly looks: number;
}

/** The plan of a session of `minPairs` to `maxPairs` pairs. */
export function planSession(seed: number, minPairs: number, maxPairs: number): SessionPlan {
  return { order: pairOrder(seed), looks: lookCount(minPairs, maxPairs) };
}

/** One run's output, parsed; `option` and `command` name it in the error when it cannot be read. */
export function parseRunOutput(source: SourceText, format: string, option: string, command: string): ParsedFile {
  try {
    return parseSource(source, format).parsed;
  } catch (error) {
    if (error instanceof ParseError) throw new InputError(`the output of ${option} "${command}" cannot be read: ${error.message}`);
    throw error;
  }
}

export interface LookRequest {
  readonly baseline: readonly { readonly name: string; readonly parsed: ParsedFile }[];
  readonly current: readonly { readonly name: string; readonly parsed: ParsedFile }[];
  readonly policy: Policy;
  readonly config: BenchConfig;
  /** This look (1 for the first) of at most `looks`, the first after `minPairs` pairs. */
  readonly look: number;
  readonly looks: number;
  readonly minPairs: number;
  readonly labels?: { readonly baseline: string; readonly current: string } | undefined;
  /** The PR carries the accept label (the action): an input of the gate. */
  readonly accepted?: Acceptance | undefined;
  /** Why the session stopped, for the last look's report. */
  readonly stopped?: string;
}

/**
 * One look at the pairs so far: every row at the look's level of the confidence sequence
 * (compare/sequential.ts), decided or inconclusive with the pairs it would need.
 */
export function lookAtPairs(request: LookRequest): { readonly report: Report; readonly baseline: SampleSet; readonly current: SampleSet } {
  const baseline = buildSampleSet(request.baseline);
  const current = buildSampleSet(request.current);
  const { policy } = request;
  // The report names the correction the sequence stands for.
  const { correction, rows } = sequenceFamily(policy.correction, current.series.length);
  const level = lookLevel(request.look, request.looks, policy.alpha, rows);
  const report = compareSampleSets(
    [{ label: request.labels?.baseline ?? 'baseline', set: baseline }],
    { label: request.labels?.current ?? 'current', set: current },
    { ...policy, alpha: level, correction: 'none' },
    request.config,
    {
      paired: true,
      accepted: request.accepted,
      look: { alpha: policy.alpha, level, pairs: current.runCount, correction, looks: request.looks, stopped: request.stopped },
      // The marginal intervals at the user's alpha; the pairs a row needs at the level of the look that would have them.
      marginalAlpha: policy.alpha,
      sizingLevel: (n: number) => lookLevel(Math.max(request.look, n - request.minPairs + 1), request.looks, policy.alpha, rows),
    },
  );
  return { report, baseline, current };
}

/** A finished session's faces: its report rendered, and each side's runs as native JSON when asked to be saved. */
export function runFaces(
  session: { readonly report: Report; readonly baseline: SampleSet; readonly current: SampleSet },
  labels: { readonly baseline: string; readonly current: string },
  faces: Faces,
  save: { readonly baseline: boolean; readonly current: boolean },
): { readonly rendered: Rendered; readonly native: { readonly baseline?: string; readonly current?: string } } {
  const rendered = renderFaces(
    session.report,
    [{ set: session.baseline, label: labels.baseline, formats: [] }],
    { set: session.current, label: labels.current, formats: [] },
    faces,
  );
  return {
    rendered,
    native: { ...(save.baseline && { baseline: renderNative(session.baseline) }), ...(save.current && { current: renderNative(session.current) }) },
  };
}

import type { Warning } from '../model/warning.js';
import type { LabelledSet } from './gate.js';

/** The first format of a side that is a tool's own output (not native), with its tool. */
function toolOfSide(side: LabelledSet): { readonly format: string; readonly tool: string } | undefined {
  for (const { format, tool } of side.formats ?? []) {
    if (tool !== undefined) return { format, tool };
  }
  return undefined;
}

/** The warning that the sides are different tools' output. */
export type FormatsDiffer = Extract<Warning, { code: 'formats-differ' }>;

/**
 * Sides read as different tools' output (load-side.ts refuses a side that mixes tools): worth
 * a warning before the table, not an error, as one suite may be written by two tools' shapes
 * that name its benchmarks alike (Criterion's directory and its bencher text); a side of native
 * files (any tool's runs converted) is left out.
 */
export function formatsDifferWarning(baselines: readonly LabelledSet[], current: LabelledSet): FormatsDiffer | undefined {
  const ours = toolOfSide(current);
  if (ours === undefined) return undefined;
  for (const baseline of baselines) {
    const theirs = toolOfSide(baseline);
    if (theirs !== undefined && theirs.tool !== ours.tool) return { code: 'formats-differ', baseline: theirs.format, current: ours.format };
  }
  return undefined;
}

/** Formats whose files are `go test` output, where a user's habit is one process with -count N. */
const GO_FORMATS = new Set(['go', 'go-json']);

function oneGoProcess(side: LabelledSet): boolean {
  const formats = side.formats ?? [];
  return side.set.runCount === 1 && formats.length > 0 && formats.every(({ format }) => GO_FORMATS.has(format));
}

/**
 * The Go note (issue 28): a side read from go test output that holds one process. benchstat
 * users put `-count 10` in one file and expect ten runs; here a run is a process, so such a side
 * cannot be tested against run-to-run noise, and the note says how to make runs.
 */
export function oneGoProcessWarning(baselines: readonly LabelledSet[], current: LabelledSet): Warning | undefined {
  const sides = [...(baselines.some(oneGoProcess) ? ['baseline' as const] : []), ...(oneGoProcess(current) ? ['current' as const] : [])];
  return sides.length === 0 ? undefined : { code: 'one-go-process', sides };
}

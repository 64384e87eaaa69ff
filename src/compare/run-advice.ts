import type { Warning } from '../model/warning.js';
import type { LabelledSet } from './gate.js';

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

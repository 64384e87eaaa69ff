import type { Warning } from '../model/warning.js';
import { InputError } from '../errors.js';
import type { Report } from '../model/report.js';
import type { FormatsDiffer } from './run-advice.js';

const GO_PROCS_SUFFIX = /-\d+$/;

function examples(names: ReadonlySet<string>): string {
  const list = [...names].slice(0, 3).map((name) => JSON.stringify(name));
  return `${list.join(', ')}${names.size > 3 ? ', …' : ''}`;
}

/** The likeliest reason two sides share no row, from their names and metrics. */
function likelyCause(
  baseline: ReadonlySet<string>,
  current: ReadonlySet<string>,
  baseMetrics: ReadonlySet<string>,
  currentMetrics: ReadonlySet<string>,
  formats: FormatsDiffer | undefined,
): string {
  if (formats !== undefined)
    return `the baseline was read as ${formats.baseline} output and the current runs as ${formats.current} output: give both sides the same tool's output`;
  const stripped = (names: ReadonlySet<string>): Set<string> => new Set([...names].map((name) => name.replace(GO_PROCS_SUFFIX, '')));
  const strippedCurrent = stripped(current);
  if ([...stripped(baseline)].some((name) => strippedCurrent.has(name))) {
    return "the names differ only in Go's -N suffix (GOMAXPROCS): the runs come from machines with different core counts; pass the same -cpu N on both sides";
  }
  if (![...baseMetrics].some((metric) => currentMetrics.has(metric)))
    return 'the sides share no metric either: they seem to come from different benchmark tools or formats';
  return 'the sides run different suites or tools, or the benchmarks were renamed';
}

/**
 * A comparison where no benchmark is on both sides says nothing: it is an error, never a pass.
 * When more than half of either side has no partner, the report carries a warning. `formats`:
 * the sides were read as different tools' output, the likeliest cause named first.
 */
export function checkOverlap(report: Report, formats?: FormatsDiffer): Warning[] {
  const baseline = new Set<string>();
  const current = new Set<string>();
  const baseMetrics = new Set<string>();
  const currentMetrics = new Set<string>();
  let shared = 0;
  for (const row of report.comparisons) {
    if (row.baseline !== null) {
      baseline.add(row.benchmark);
      baseMetrics.add(row.metric);
    }
    if (row.current !== null) {
      current.add(row.benchmark);
      currentMetrics.add(row.metric);
    }
    if (row.baseline !== null && row.current !== null) shared++;
  }
  const rows = report.comparisons.length;
  if (shared === 0 && baseline.size > 0 && current.size > 0) {
    const baseSide = `the baseline has ${baseline.size} benchmark${baseline.size === 1 ? '' : 's'} (${examples(baseline)})`;
    const sides = `${baseSide} and the current runs ${current.size} (${examples(current)})`;
    throw new InputError(
      `nothing in common: ${sides}, none of them on both sides; likely cause: ${likelyCause(baseline, current, baseMetrics, currentMetrics, formats)}`,
    );
  }
  const added = report.summary.added;
  const removed = report.summary.removed;
  if (rows > 0 && (added > (rows - removed) / 2 || removed > (rows - added) / 2)) {
    return [{ code: 'unpaired-rows', added, removed, shared }];
  }
  return [];
}

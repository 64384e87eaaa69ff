import type { Warning } from '../model/warning.js';
import { amean, sampleVariance } from '../stats/descriptive.js';
import type { SideAnalysis } from './side.js';

/**
 * Which centre of its runs a row compares. Each run's value is the median of its subselection
 * means (mmtests), in which a sample beyond 3 IQR counts at its fence: robust to the odd slow
 * sample, but not to a second mode. When a quarter to a half of a run's samples are slow (GC
 * rounds of pytest-benchmark, a JIT's slow rounds), none lie beyond the fences and the value lands
 * between the modes, moving with the share of slow rounds from run to run: a +10% change was
 * found 1-2% of the time where the runs' medians found it 91-97% (issue 40). So when at least half
 * of each side's runs have a value off their bulk (stats/subselection.ts, OFF_BULK_SPREADS),
 * every run of both sides is taken at its median: the same centre on both sides, and one that
 * follows the main mode. A second mode on one side only is what changed, and stays measured. Rows of well-behaved runs never qualify (a normal
 * run is flagged about once in 300 at 5 samples and not at all from 10), so they keep the SPEC's
 * subselection value.
 */
export function followBulk(rate: boolean, baseline: SideAnalysis, current: SideAnalysis): { baseline: SideAnalysis; current: SideAnalysis } {
  const b = baseline.bulk;
  const c = current.bulk;
  if (b === undefined || c === undefined || baseline.problem !== undefined || current.problem !== undefined) return { baseline, current };
  // A second mode on one side only is the change itself (rounds that became slow): its medians would hide it.
  if (2 * b.offBulk < b.medians.length || 2 * c.offBulk < c.medians.length) return { baseline, current };
  const runs = b.medians.length + c.medians.length;
  const offBulk = b.offBulk + c.offBulk;
  const warning: Warning = { code: 'run-median', offBulk, runs };
  return { baseline: atMedians(rate, baseline, b.medians, []), current: atMedians(rate, current, c.medians, [warning]) };
}

/** The side with its runs' medians for values (on the test scale: 1/x for a rate), its centre and sd from them. */
function atMedians(rate: boolean, side: SideAnalysis, medians: readonly number[], warnings: readonly Warning[]): SideAnalysis {
  const mean = amean(medians);
  const display = rate ? medians.map((value) => 1 / value) : medians;
  return {
    ...side,
    stats: { ...side.stats, centre: rate ? 1 / mean : mean, sd: Math.sqrt(sampleVariance(display)) },
    moments: { mean, variance: sampleVariance(medians, mean), n: medians.length },
    values: [...medians],
    warnings: warnings.length === 0 ? side.warnings : side.warnings.concat(warnings),
    runCentre: 'median',
  };
}

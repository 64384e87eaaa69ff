import type { RowReason } from '../model/reason.js';
import { seriesKey, type SampleSet, type Series } from '../model/series.js';
import { parseUnit } from '../units/unit.js';
import type { PendingRow } from './comparison.js';
import type { RowSettings, RowSettingsResolver } from './config.js';
import { methodOf } from './methods/index.js';
import { pairedTest } from './paired.js';
import type { Policy } from './policy.js';
import { testedAcrossRuns, testRow, type RowTest } from './row.js';
import { followBulk } from './run-centre.js';
import type { SideAnalysis } from './side.js';

// The rows of one reference: each series of the current side paired with the baseline's of the
// same name, analysed, and tested unless the suite model will test it (suite-stage.ts).

/** One side of a row analysed, with the subselections computed ahead when there are. */
export type Analyse = (series: Series, side: 'baseline' | 'current') => SideAnalysis;

export const keyOf = (series: Series): string => seriesKey(series.benchmark, series.metric);

/**
 * The current side, analysed once for every reference: its series' keys and analyses by index.
 * Each key is made once: 50,000 rows made and hashed six fresh keys each.
 */
export interface CurrentSide {
  readonly set: SampleSet;
  readonly keys: readonly string[];
  readonly keySet: ReadonlySet<string>;
  readonly analyses: readonly SideAnalysis[];
}

/** What every row of a reference is made with. */
interface RowMaking {
  readonly resolver: RowSettingsResolver;
  readonly policy: Policy;
  /** Run i of each side was made together (`--paired`, `benchgate run`). */
  readonly paired: boolean;
  readonly analyse: Analyse;
  /** The suite model tests the rows it takes: their tests are deferred (testDeferred). */
  readonly suiteModel: boolean;
}

/**
 * The test of a row the suite model may take, made only if it does not (testDeferred): the suite
 * model tests its rows itself, and Welch's test of each (an inverse incomplete beta at a
 * fractional df) was thrown away for 10,000 rows. A placeholder until then, never reported.
 */
interface DeferredTest extends RowTest {
  readonly deferred: true;
  readonly familySize: number;
}

const DEFERRED_TEST = { test: 'runs', result: null, warnings: [], deferred: true } as const;

/** The tests left to make once the suite model has taken its rows. */
export function testDeferred(rows: readonly PendingRow[], policy: Policy): void {
  const method = methodOf(policy.test);
  for (const row of rows) {
    const test = row.test as DeferredTest | null;
    if (test?.deferred !== true) continue;
    const seed = method.rowSeed(keyOf(row.series));
    row.test = testRow(row.baseline as SideAnalysis, row.current as SideAnalysis, row.settings.alpha, policy.test, seed, test.familySize);
  }
}

/** The rows of a reference: the current side's series in order, then the series only the baseline has. */
export function pendingRows(baseline: SampleSet, current: CurrentSide, making: RowMaking): PendingRow[] {
  const { resolver, policy, analyse } = making;
  const baselineKeys = baseline.series.map(keyOf);
  const baselineByKey = new Map<string, Series>();
  for (let i = 0; i < baseline.series.length; i++) baselineByKey.set(baselineKeys[i] as string, baseline.series[i] as Series);
  const rows: PendingRow[] = [];
  // Rows on both sides: the size of the correction's family, for the rank test's reachable p.
  const familySize = policy.correction === 'none' ? 1 : current.keys.filter((key) => baselineByKey.has(key)).length;
  for (let i = 0; i < current.set.series.length; i++) {
    const series = current.set.series[i] as Series;
    const key = current.keys[i] as string;
    const currentSide = current.analyses[i] ?? null;
    const baseSeries = baselineByKey.get(key);
    const settings = resolver.resolve(series.benchmark, series.metric);
    if (baseSeries === undefined) rows.push({ series, baseline: null, current: currentSide, test: null, settings });
    else rows.push(rowOnBothSides(series, key, baseSeries, currentSide, settings, familySize, making));
  }
  for (let i = 0; i < baseline.series.length; i++) {
    const series = baseline.series[i] as Series;
    if (!current.keySet.has(baselineKeys[i] as string))
      rows.push({
        series,
        baseline: analyse(series, 'baseline'),
        current: null,
        test: null,
        settings: resolver.resolve(series.benchmark, series.metric),
      });
  }
  return rows;
}

/** The row of a series both sides have (the current side's analysis null when it was left out). */
function rowOnBothSides(
  series: Series,
  key: string,
  baseSeries: Series,
  currentSide: SideAnalysis | null,
  settings: RowSettings,
  familySize: number,
  making: RowMaking,
): PendingRow {
  const { policy, analyse } = making;
  if (baseSeries.unit !== series.unit || baseSeries.better !== series.better) {
    // Same names, different quantity: comparing them would be meaningless.
    const baseSide = analyse(baseSeries, 'baseline');
    const reason: RowReason = {
      code: 'unit-clash',
      baselineUnit: baseSeries.unit,
      baselineBetter: baseSeries.better,
      currentUnit: series.unit,
      currentBetter: series.better,
    };
    const test: RowTest = { test: 'none', result: null, reason, warnings: [] };
    return { series, baseline: baseSide, current: currentSide, test, settings, clash: { unit: baseSeries.unit, better: baseSeries.better } };
  }
  const analysed = analyse(baseSeries, 'baseline');
  // Both sides at their runs' medians when their runs' values lie off the bulk (run-centre.ts).
  const sides = currentSide === null ? { baseline: analysed, current: null } : followBulk(series.better === 'higher', analysed, currentSide);
  const baseSide = sides.baseline;
  const currentOfRow = sides.current;
  if (currentOfRow !== null && !settings.exact && isDeterministic(series, baseSeries, baseSide, currentOfRow))
    return { series, baseline: baseSide, current: currentOfRow, test: null, settings, deterministic: true };
  if (making.paired && currentOfRow !== null && !settings.exact) {
    const { test, suite } = pairedTest(baseSide, currentOfRow, settings.alpha, policy.test);
    return { series, baseline: baseSide, current: currentOfRow, test, settings, ...(suite !== undefined && { suite }) };
  }
  // Exact metrics need no test: their centres are compared as they are.
  const jobs = baseSeries.jobs === undefined ? {} : { baselineJobs: baseSeries.jobs };
  const test =
    currentOfRow === null || settings.exact
      ? null
      : making.suiteModel && testedAcrossRuns(baseSide, currentOfRow)
        ? { ...DEFERRED_TEST, familySize }
        : testRow(baseSide, currentOfRow, settings.alpha, policy.test, methodOf(policy.test).rowSeed(key), familySize);
  return { series, baseline: baseSide, current: currentOfRow, test, settings, ...jobs };
}

/** Every sample of the side equal (its runs' too): no spread at all, whatever the count. */
function constant(side: SideAnalysis): boolean {
  return side.problem === undefined && side.stats.sd === 0 && side.stats.min === side.stats.max;
}

/**
 * A metric that does not vary (allocations, bytes, instruction counts), or that its tool counts
 * exactly (Series.exact): compared as it is, with any number of runs. Times and rates are taken
 * for deterministic only when each side has 2 samples or more, all equal: one sample of a time
 * says nothing of its spread.
 */
function isDeterministic(series: Series, baseSeries: Series, baseline: SideAnalysis, current: SideAnalysis): boolean {
  // Counted without noise by its tool (valgrind): a few instructions' jitter between runs is no spread to test.
  if (series.exact === true && baseSeries.exact === true) return baseline.problem === undefined && current.problem === undefined;
  if (!constant(baseline) || !constant(current)) return false;
  const quantity = parseUnit(series.unit).quantity;
  if (quantity !== 'time' && quantity !== 'rate') return true;
  // A tool's summaries (cargo's integer ns/iter) can repeat exactly without the time being fixed.
  if (baseline.stats.summaryOnly || current.stats.summaryOnly) return false;
  return baseline.stats.samples >= 2 && current.stats.samples >= 2;
}

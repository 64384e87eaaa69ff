import { GATE_REASON_FIELDS, type GateReason } from '../model/reason.js';
import { ParseError } from '../errors.js';
import { readReason, Reader, readRowReason, readWarning } from './report-reader.js';
import {
  CORRECTIONS,
  VERDICTS,
  type Comparison,
  type Headline,
  type Report,
  type ReportDesign,
  type SideLabel,
  type SideStats,
  type SuiteLine,
} from '../model/report.js';

// A JSON report read back, as the workflow_run comment does with a pull request's artifact: it
// is untrusted text, so every field the renderers read is checked for its type here, and
// anything else is refused with the JSON path. Names stay data; the renderers escape them.

function design(r: Reader, value: unknown): ReportDesign {
  const o = r.object(value, '$.design');
  const stopped = r.optionalString(o.stopped, '$.design.stopped');
  return {
    kind: r.oneOf(o.kind, ['paired'] as const, '$.design.kind'),
    pairs: r.number(o.pairs, '$.design.pairs'),
    ...(o.test !== undefined && { test: r.oneOf(o.test, ['t', 'signed-rank'] as const, '$.design.test') }),
    ...(o.interleaved !== undefined && { interleaved: r.boolean(o.interleaved, '$.design.interleaved') }),
    ...(stopped !== undefined && { stopped }),
    ...(o.looks !== undefined && { looks: r.number(o.looks, '$.design.looks') }),
  };
}

function side(r: Reader, value: unknown, path: string): SideLabel {
  const o = r.object(value, path);
  const commit = r.optionalString(o.commit, `${path}.commit`);
  const runner = r.optionalString(o.runner, `${path}.runner`);
  return {
    label: r.string(o.label, `${path}.label`),
    runs: r.number(o.runs, `${path}.runs`),
    ...(commit !== undefined && { commit }),
    ...(runner !== undefined && { runner }),
  };
}

function stats(r: Reader, value: unknown, path: string): SideStats | null {
  if (value === null) return null;
  const o = r.object(value, path);
  const outliers = r.object(o.outliers, `${path}.outliers`);
  const n = (key: string): number => r.number(o[key], `${path}.${key}`);
  return {
    n: n('n'),
    runs: n('runs'),
    samples: n('samples'),
    centre: n('centre'),
    sd: n('sd'),
    min: n('min'),
    max: n('max'),
    median: n('median'),
    gmean: o.gmean === undefined || o.gmean === null ? undefined : n('gmean'),
    outliers: {
      mild: r.number(outliers.mild, `${path}.outliers.mild`),
      severe: r.number(outliers.severe, `${path}.outliers.severe`),
      dropped: r.number(outliers.dropped, `${path}.outliers.dropped`),
    },
    summaryOnly: r.boolean(o.summaryOnly, `${path}.summaryOnly`),
  };
}

function row(r: Reader, value: unknown, path: string): Comparison {
  const o = r.object(value, path);
  const size = o.sampleSize === null || o.sampleSize === undefined ? null : r.object(o.sampleSize, `${path}.sampleSize`);
  return {
    benchmark: r.string(o.benchmark, `${path}.benchmark`),
    metric: r.string(o.metric, `${path}.metric`),
    unit: r.unit(o.unit, `${path}.unit`),
    baselineUnit: o.baselineUnit === undefined ? undefined : r.unit(o.baselineUnit, `${path}.baselineUnit`),
    better: r.oneOf(o.better, ['lower', 'higher'], `${path}.better`),
    centre: r.oneOf(o.centre, ['amean', 'hmean'], `${path}.centre`),
    ...(o.runCentre !== undefined && { runCentre: r.oneOf(o.runCentre, ['median'] as const, `${path}.runCentre`) }),
    reference: r.number(o.reference, `${path}.reference`),
    baseline: stats(r, o.baseline, `${path}.baseline`),
    current: stats(r, o.current, `${path}.current`),
    change: r.numberOrNull(o.change, `${path}.change`),
    changeCI: r.interval(o.changeCI, `${path}.changeCI`),
    // Reports written before the field have no marginal interval.
    changeCIMarginal: o.changeCIMarginal === undefined ? null : r.interval(o.changeCIMarginal, `${path}.changeCIMarginal`),
    ratio: r.numberOrNull(o.ratio, `${path}.ratio`),
    changeRaw: o.changeRaw === undefined ? undefined : r.number(o.changeRaw, `${path}.changeRaw`),
    changeNet: o.changeNet === undefined ? undefined : r.number(o.changeNet, `${path}.changeNet`),
    pValue: r.numberOrNull(o.pValue, `${path}.pValue`),
    pAdjusted: r.numberOrNull(o.pAdjusted, `${path}.pAdjusted`),
    test: r.oneOf(o.test, ['runs', 'samples', 'one-vs-runs', 'exact', 'none', 'suite', 'paired'], `${path}.test`),
    df: r.numberOrNull(o.df, `${path}.df`),
    significant: r.boolean(o.significant, `${path}.significant`),
    verdict: r.oneOf(o.verdict, VERDICTS, `${path}.verdict`),
    reason: readRowReason(r, o.reason, `${path}.reason`),
    sampleSize:
      size === null
        ? null
        : {
            perSide: r.number(size.perSide, `${path}.sampleSize.perSide`),
            unit: r.oneOf(size.unit, ['runs', 'samples'], `${path}.sampleSize.unit`),
            change: r.number(size.change, `${path}.sampleSize.change`),
          },
    warnings: r.array(o.warnings, `${path}.warnings`).map((value, i) => readWarning(r, value, `${path}.warnings[${i}]`)),
  };
}

function suite(r: Reader, value: unknown, path: string): SuiteLine {
  const o = r.object(value, path);
  return {
    reference: r.number(o.reference, `${path}.reference`),
    metric: r.string(o.metric, `${path}.metric`),
    unit: r.unit(o.unit, `${path}.unit`),
    better: r.oneOf(o.better, ['lower', 'higher'], `${path}.better`),
    rows: r.number(o.rows, `${path}.rows`),
    baselineRuns: r.number(o.baselineRuns, `${path}.baselineRuns`),
    currentRuns: r.number(o.currentRuns, `${path}.currentRuns`),
    change: r.numberOrNull(o.change, `${path}.change`),
    changeCI: r.interval(o.changeCI, `${path}.changeCI`),
    pValue: r.numberOrNull(o.pValue, `${path}.pValue`),
    pAdjusted: r.numberOrNull(o.pAdjusted, `${path}.pAdjusted`),
    verdict: r.oneOf(o.verdict, VERDICTS, `${path}.verdict`),
    reason: readRowReason(r, o.reason, `${path}.reason`),
    priorDf: r.numberOrNull(o.priorDf, `${path}.priorDf`),
    priorSd: r.numberOrNull(o.priorSd, `${path}.priorSd`),
    betweenJobSd: r.number(o.betweenJobSd, `${path}.betweenJobSd`),
    // Absent from the reports of earlier versions: no row was judged against its own history.
    rowSpreadJobs: o.rowSpreadJobs === undefined ? 0 : r.number(o.rowSpreadJobs, `${path}.rowSpreadJobs`),
    detectable: r.numberOrNull(o.detectable, `${path}.detectable`),
    // Absent from the reports of earlier versions.
    rowsNetted: o.rowsNetted === undefined ? undefined : r.boolean(o.rowsNetted, `${path}.rowsNetted`),
    mixture: o.mixture === undefined ? undefined : r.boolean(o.mixture, `${path}.mixture`),
  };
}

/** Reads a JSON report written by renderJson, checking every field the renderers use. */
export function readReport(text: string, file: string): Report {
  const r = new Reader(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ParseError({ file }, 'not valid JSON');
  }
  const o = r.object(parsed, '$');
  if (o.benchgate !== 1) r.fail('$.benchgate', 'a benchgate report (benchgate: 1)');
  const summary = r.object(o.summary, '$.summary');
  const count = (key: string): number => r.number(summary[key], `$.summary.${key}`);
  const comparisons = r.array(o.comparisons, '$.comparisons').map((value, i) => row(r, value, `$.comparisons[${i}]`));
  const baselines = r.array(o.baselines, '$.baselines').map((value, i) => side(r, value, `$.baselines[${i}]`));
  comparisons.forEach((comparison, i) => {
    if (!Number.isInteger(comparison.reference) || comparison.reference < 0 || comparison.reference >= Math.max(1, baselines.length))
      r.fail(`$.comparisons[${i}].reference`, `an index of $.baselines`);
  });
  return {
    benchgate: 1,
    alpha: r.number(o.alpha, '$.alpha'),
    noise: r.number(o.noise, '$.noise'),
    correction: r.oneOf(o.correction, CORRECTIONS, '$.correction'),
    baseline: side(r, o.baseline, '$.baseline'),
    baselines,
    current: side(r, o.current, '$.current'),
    summary: {
      rows: count('rows'),
      regressions: count('regressions'),
      improvements: count('improvements'),
      unchanged: count('unchanged'),
      noise: count('noise'),
      inconclusive: count('inconclusive'),
      added: count('added'),
      removed: count('removed'),
    },
    comparisons,
    suites: o.suites === undefined ? [] : r.array(o.suites, '$.suites').map((value, i) => suite(r, value, `$.suites[${i}]`)),
    runnersDiffer: r.boolean(o.runnersDiffer, '$.runnersDiffer'),
    // Reports written before the field: their baselines came from other jobs.
    sameJob: o.sameJob === undefined ? false : r.boolean(o.sameJob, '$.sameJob'),
    gate: r.oneOf(o.gate, ['pass', 'fail'], '$.gate'),
    gateReason: o.gateReason === undefined ? undefined : readReason<GateReason>(r, o.gateReason, '$.gateReason', GATE_REASON_FIELDS),
    warnings: o.warnings === undefined ? [] : r.array(o.warnings, '$.warnings').map((value, i) => readWarning(r, value, `$.warnings[${i}]`)),
    ...(o.design !== undefined && { design: design(r, o.design) }),
    ...(o.headline !== undefined && { headline: headline(r, o.headline) }),
  };
}

/** The headline's promise (compare/certify.ts); names are checked as any text of the report. */
function headline(r: Reader, value: unknown): Headline {
  const o = r.object(value, '$.headline');
  const names = (key: string): string[] => r.array(o[key], `$.headline.${key}`).map((name, i) => r.string(name, `$.headline.${key}[${i}]`, 1000));
  return {
    limit: r.number(o.limit, '$.headline.limit'),
    bound: r.numberOrNull(o.bound, '$.headline.bound'),
    certified: r.boolean(o.certified, '$.headline.certified'),
    open: names('open'),
    openCount: r.number(o.openCount, '$.headline.openCount'),
    negligible: names('negligible'),
  };
}

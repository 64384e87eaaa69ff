import { ParseError } from '../errors.js';
import { isUnitLike, UNIT_EXPECTED } from '../units/unit.js';
import { SUMMARY_KINDS, WARNING_CODES, type Warning } from '../model/warning.js';
import { GATE_REASON_FIELDS, ROW_REASON_FIELDS, type GateReason, type ReasonField, type RowReason, type TailChange } from '../model/reason.js';
import { BETTER_VALUES } from '../model/series.js';
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

type Json = Record<string, unknown>;

class Reader {
  constructor(private readonly file: string) {}

  fail(path: string, expected: string): never {
    throw new ParseError({ file: this.file, path }, `expected ${expected}`);
  }
  object(value: unknown, path: string): Json {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : this.fail(path, 'an object');
  }
  array(value: unknown, path: string): unknown[] {
    return Array.isArray(value) ? value : this.fail(path, 'a list');
  }
  number(value: unknown, path: string): number {
    return typeof value === 'number' && Number.isFinite(value) ? value : this.fail(path, 'a finite number');
  }
  numberOrNull(value: unknown, path: string): number | null {
    return value === null ? null : this.number(value, path);
  }
  string(value: unknown, path: string, max = 10_000): string {
    return typeof value === 'string' && value.length <= max ? value : this.fail(path, `a string of at most ${max} characters`);
  }
  optionalString(value: unknown, path: string): string | undefined {
    return value === undefined ? undefined : this.string(value, path);
  }
  /** A unit as the parsers accept one: short, letters, digits and a few signs (units/unit.ts). */
  unit(value: unknown, path: string): string {
    return typeof value === 'string' && isUnitLike(value) ? value : this.fail(path, UNIT_EXPECTED);
  }
  boolean(value: unknown, path: string): boolean {
    return typeof value === 'boolean' ? value : this.fail(path, 'true or false');
  }
  oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
    return (allowed as readonly unknown[]).includes(value) ? (value as T) : this.fail(path, `one of ${allowed.join(', ')}`);
  }
  interval(value: unknown, path: string): readonly [number | null, number | null] | null {
    if (value === null) return null;
    const [low, high, ...rest] = this.array(value, path);
    if (rest.length > 0) this.fail(path, 'two ends');
    return [this.numberOrNull(low, `${path}[0]`), this.numberOrNull(high, `${path}[1]`)];
  }
}

/** A typed warning: its code and the numbers its words are made from (the stored `message` is not trusted). */
function warning(r: Reader, value: unknown, path: string): Warning {
  const o = r.object(value, path);
  const code = r.oneOf(o.code, WARNING_CODES, `${path}.code`);
  const n = (key: string): number => r.number(o[key], `${path}.${key}`);
  const s = (key: string): string => r.string(o[key], `${path}.${key}`, 1000);
  const sideName = (key: string) => r.oneOf(o[key], ['baseline', 'current'] as const, `${path}.${key}`);
  switch (code) {
    case 'bootstrap-too-few':
    case 'rank-test-summary-only':
    case 'exact-difference':
    case 'zero-baseline':
      return { code };
    case 'summary-only':
      // Counts and kind: absent from reports of earlier versions.
      return {
        code,
        side: sideName('side'),
        ...(o.runs !== undefined && { runs: n('runs') }),
        ...(o.summaryRuns !== undefined && { summaryRuns: n('summaryRuns') }),
        ...(o.summary !== undefined && { summary: r.oneOf(o.summary, SUMMARY_KINDS, `${path}.summary`) }),
      };
    case 'one-against-runs':
      return { code, single: sideName('single'), runs: n('runs') };
    case 'two-runs':
      return { code, detectable: n('detectable') };
    case 'run-median':
      return { code, offBulk: n('offBulk'), runs: n('runs') };
    case 'one-run-suite-spread':
      return { code, suiteRows: n('suiteRows') };
    case 'unpaired-rows':
      return { code, added: n('added'), removed: n('removed'), shared: n('shared') };
    case 'machine-shift':
      return { code, metric: s('metric'), change: n('change'), spread: n('spread') };
    case 'formats-differ':
      return { code, baseline: s('baseline'), current: s('current') };
    case 'tail-changed':
      // The fields of the reason of the same name.
      return reasonOf<TailChange>(r, value, path, { 'tail-changed': ROW_REASON_FIELDS['tail-changed'] });
    case 'rank-test-cannot-flag':
      return {
        code,
        baselineValues: n('baselineValues'),
        currentValues: n('currentValues'),
        smallestP: n('smallestP'),
        threshold: n('threshold'),
        familySize: n('familySize'),
        runsNeeded: n('runsNeeded'),
      };
    case 'one-go-process':
      return { code, sides: r.array(o.sides, `${path}.sides`).map((side, i) => r.oneOf(side, ['baseline', 'current'] as const, `${path}.sides[${i}]`)) };
    case 'unused-rule':
      return {
        code,
        rule: n('rule'),
        benchmark: s('benchmark'),
        metric: s('metric'),
        examples: r.array(o.examples, `${path}.examples`).map((text, i) => r.string(text, `${path}.examples[${i}]`, 1000)),
      };
  }
}

/**
 * A typed reason: its code and each field its code holds, checked by kind (the stored `message`
 * is not trusted: the renderers word the reason again).
 */
function reasonOf<T>(r: Reader, value: unknown, path: string, fields: Readonly<Record<string, Readonly<Record<string, ReasonField>>>>): T {
  const o = r.object(value, path);
  const code = r.oneOf(o.code, Object.keys(fields), `${path}.code`);
  const reason: Record<string, unknown> = { code };
  for (const [key, kind] of Object.entries(fields[code] ?? {})) {
    const at = `${path}.${key}`;
    const field = o[key];
    if (kind.endsWith('?') && field === undefined) continue;
    if (kind === 'number' || kind === 'number?') reason[key] = r.number(field, at);
    else if (kind === 'string' || kind === 'string?') reason[key] = r.string(field, at, 1000);
    // A unit is checked as the row's own is: it reaches the comment in the reason's words.
    else if (kind === 'unit') reason[key] = r.unit(field, at);
    else if (kind === 'boolean') reason[key] = r.boolean(field, at);
    else if (kind === 'side') reason[key] = r.oneOf(field, ['baseline', 'current'] as const, at);
    else if (kind === 'better') reason[key] = r.oneOf(field, BETTER_VALUES, at);
    else reason[key] = r.oneOf(field, ['regression', 'regressions', 'undecided', 'gate'] as const, at);
  }
  return reason as T;
}

const rowReason = (r: Reader, value: unknown, path: string): RowReason | undefined =>
  value === undefined ? undefined : reasonOf<RowReason>(r, value, path, ROW_REASON_FIELDS);

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
    reason: rowReason(r, o.reason, `${path}.reason`),
    sampleSize:
      size === null
        ? null
        : {
            perSide: r.number(size.perSide, `${path}.sampleSize.perSide`),
            unit: r.oneOf(size.unit, ['runs', 'samples'], `${path}.sampleSize.unit`),
            change: r.number(size.change, `${path}.sampleSize.change`),
          },
    warnings: r.array(o.warnings, `${path}.warnings`).map((value, i) => warning(r, value, `${path}.warnings[${i}]`)),
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
    reason: rowReason(r, o.reason, `${path}.reason`),
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
    gateReason: o.gateReason === undefined ? undefined : reasonOf<GateReason>(r, o.gateReason, '$.gateReason', GATE_REASON_FIELDS),
    warnings: o.warnings === undefined ? [] : r.array(o.warnings, '$.warnings').map((value, i) => warning(r, value, `$.warnings[${i}]`)),
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

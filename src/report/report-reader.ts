import { ParseError } from '../errors.js';
import { isUnitLike, UNIT_EXPECTED } from '../units/unit.js';
import { SUMMARY_KINDS, WARNING_CODES, type Warning } from '../model/warning.js';
import { ROW_REASON_FIELDS, type ReasonField, type RowReason, type TailChange } from '../model/reason.js';
import { BETTER_VALUES } from '../model/series.js';

// The checks a JSON report read back is read with (read-report.ts): a value of each type, and
// the typed warnings and reasons, whose words the renderers make again from their fields.

type Json = Record<string, unknown>;

/** Reads untrusted JSON by its path: each value checked for the type asked, or refused naming the path and what was expected. */
export class Reader {
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
export function readWarning(r: Reader, value: unknown, path: string): Warning {
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
      return readReason<TailChange>(r, value, path, { 'tail-changed': ROW_REASON_FIELDS['tail-changed'] });
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
export function readReason<T>(r: Reader, value: unknown, path: string, fields: Readonly<Record<string, Readonly<Record<string, ReasonField>>>>): T {
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

export const readRowReason = (r: Reader, value: unknown, path: string): RowReason | undefined =>
  value === undefined ? undefined : readReason<RowReason>(r, value, path, ROW_REASON_FIELDS);

import { BETTER_VALUES, type Better } from '../model/series.js';
import { CARRIED_VERSION, type CarriedHistory, type CarriedRun, type CarriedSeries } from './carried.js';

// A carried history as read back from an artifact: untrusted text, checked field by field. What
// cannot be read is a reason (a typed warning and a fresh start for the caller), never a throw.

export type CarriedReading = { readonly history: CarriedHistory } | { readonly problem: string };

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown, below: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;

function readRun(value: unknown, runners: number, at: number): CarriedRun | string {
  if (!isObject(value) || typeof value.commit !== 'string' || value.commit === '') return `runs[${at}] has no commit`;
  if (value.date !== undefined && typeof value.date !== 'string') return `runs[${at}].date is not a string`;
  if (value.runner !== undefined && !isIndex(value.runner, runners)) return `runs[${at}].runner is not an index into runners`;
  if (value.run !== undefined && !Number.isSafeInteger(value.run)) return `runs[${at}].run is not a workflow run id`;
  if (!Number.isSafeInteger(value.count) || (value.count as number) < 1) return `runs[${at}].count is not a count of runs`;
  return value as unknown as CarriedRun;
}

function readSeries(value: unknown, runs: number, at: number): CarriedSeries | string {
  const where = `series[${at}]`;
  if (!isObject(value) || typeof value.benchmark !== 'string' || typeof value.metric !== 'string' || typeof value.unit !== 'string')
    return `${where} lacks its benchmark, metric or unit`;
  if (!BETTER_VALUES.includes(value.better as Better)) return `${where}.better is neither lower nor higher`;
  if (!Array.isArray(value.points)) return `${where}.points is not a list`;
  let previous = -1;
  for (const point of value.points as unknown[]) {
    if (!Array.isArray(point) || point.length < 2 || !isIndex(point[0], runs) || point[0] <= previous)
      return `${where} has a point that is not [run index, means...] in run order`;
    previous = point[0];
    for (let i = 1; i < point.length; i++) if (typeof point[i] !== 'number' || !Number.isFinite(point[i])) return `${where} has a mean that is not a number`;
  }
  return value as unknown as CarriedSeries;
}

/** The carried history in `text`, or why it cannot be used. */
export function readCarried(text: string): CarriedReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!isObject(value) || value.benchgateCarriedHistory === undefined) return { problem: 'not a carried history (no benchgateCarriedHistory)' };
  if (value.benchgateCarriedHistory !== CARRIED_VERSION)
    return { problem: `version ${JSON.stringify(value.benchgateCarriedHistory)}, this benchgate reads version ${CARRIED_VERSION}` };
  if (value.suite !== undefined && typeof value.suite !== 'string') return { problem: 'suite is not a string' };
  if (!Array.isArray(value.runners) || !value.runners.every((runner) => typeof runner === 'string')) return { problem: 'runners is not a list of strings' };
  if (!Array.isArray(value.runs) || !Array.isArray(value.series)) return { problem: 'runs or series is not a list' };
  const runners = value.runners.length;
  for (const [at, run] of (value.runs as unknown[]).entries()) {
    const read = readRun(run, runners, at);
    if (typeof read === 'string') return { problem: read };
  }
  const runs = value.runs.length;
  for (const [at, one] of (value.series as unknown[]).entries()) {
    const read = readSeries(one, runs, at);
    if (typeof read === 'string') return { problem: read };
  }
  return { history: value as unknown as CarriedHistory };
}

/** Whether a file's text is a carried history (`benchgate history` reads one as the runs it holds), told by its first key. */
export function isCarriedText(text: string): boolean {
  return /^\s*\{\s*"benchgateCarriedHistory"\s*:/.test(text.slice(0, 200));
}

import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { expect } from 'vitest';
import { parseNative } from '../../src/formats/native.js';
import { parseSource } from '../../src/formats/registry.js';
import type { Comparison, Report } from '../../src/model/report.js';
import type { Series } from '../../src/model/series.js';
import { fixture } from './fixture.js';
import { runSourceCli, runSourceCliJson } from './run-cli.js';

/** A series as plain data: names, unit, direction, exactness and every run's samples or summary. */
function plain(series: Series): unknown {
  return {
    benchmark: series.benchmark,
    metric: series.metric,
    unit: series.unit,
    better: series.better,
    exact: series.exact === true,
    runs: series.runs.map((run) => (run.kind === 'samples' ? Array.from(run.samples) : run.summary)),
  };
}

/** The series `--format auto` reads from a committed fixture (or a file by its absolute path), checking that it picks `format`. */
export function parseFixture(path: string, format: string): readonly Series[] {
  const parsed = parseSource(isAbsolute(path) ? { name: path, text: readFileSync(path, 'utf8') } : fixture(path), 'auto');
  expect(parsed.format.id).toBe(format);
  return parsed.parsed.series;
}

/** The one series of a benchmark and metric. */
export function seriesOf(series: readonly Series[], benchmark: string, metric: string): Series {
  const found = series.find((s) => s.benchmark === benchmark && s.metric === metric);
  if (found === undefined) throw new Error(`no ${benchmark} ${metric} in ${series.map((s) => `${s.benchmark}:${s.metric}`).join(', ')}`);
  return found;
}

/** Every sample of one run of a series. */
export function samplesOf(series: Series, run = 0): number[] {
  const found = series.runs[run];
  if (found?.kind !== 'samples') throw new Error(`run ${run} of ${series.benchmark} ${series.metric} holds no samples`);
  return Array.from(found.samples);
}

/** `benchgate convert FILE` writes native JSON that reads back as the very series the parser made (samples, units, direction, exactness). */
export function expectLosslessConvert(path: string, format: string): void {
  const direct = parseFixture(path, format);
  const result = runSourceCli(['convert', path]);
  expect(result.stderr).toBe(`benchgate: read ${path} as ${format}\n`);
  expect(result.status).toBe(0);
  const converted = parseNative({ name: 'converted.json', text: result.stdout }).series;
  expect(converted.map(plain)).toEqual(direct.map(plain));
}

/** `benchgate compare` of two lists of files (each one run), with the report it printed. */
export function compareFiles(baseline: readonly string[], current: readonly string[], options: readonly string[] = []): Report {
  const { report } = runSourceCliJson(['compare', '--baseline', ...baseline, '--current', ...current, ...options]);
  return report;
}

/** The rows a comparison calls a regression or an improvement, as [benchmark, metric, verdict]. */
export function flaggedRows(report: Report): string[][] {
  return report.comparisons
    .filter((row) => row.verdict === 'regression' || row.verdict === 'improvement')
    .map((row) => [row.benchmark, row.metric, row.verdict]);
}

/** The row of a benchmark and metric in a report. */
export function rowOf(report: Report, benchmark: string, metric: string): Comparison {
  const row = report.comparisons.find((r) => r.benchmark === benchmark && r.metric === metric);
  if (row === undefined) throw new Error(`no row ${benchmark} ${metric}`);
  return row;
}

import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { loadSide } from '../../src/load/load-side.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import type { Report } from '../../src/model/report.js';
import { renderJson, writeJson } from '../../src/report/json.js';
import { REPO_ROOT } from '../helpers/repo-root.js';

/** The report of real files: a fixture's baseline against one of its other sides. */
function reportOf(dir: string, baseline: string, current: string, noise?: string): Report {
  const root = `${REPO_ROOT}/${dir}`;
  return compareSampleSets(
    [loadSide(readInputFiles([`${root}/${baseline}`], '--baseline'), 'auto')],
    loadSide(readInputFiles([`${root}/${current}`], '--current'), 'auto'),
    DEFAULT_POLICY,
    { rules: noise === undefined ? [] : [{ benchmark: noise, metric: '**', noise: 0.05 }] },
  );
}

/** What writeJson hands its sink, joined, and how many pieces it took. */
function streamed(report: Report): { text: string; pieces: number } {
  const pieces: string[] = [];
  writeJson(report, (piece) => pieces.push(piece));
  return { text: pieces.join(''), pieces: pieces.length };
}

describe('writeJson, the report written a piece at a time', () => {
  const reports: [string, Report][] = [
    ['go, slower', reportOf('test/fixtures/go', 'baseline/*', 'slower/*')],
    ['go, same', reportOf('test/fixtures/go', 'baseline/*', 'same/*')],
    ['go suite', reportOf('test/fixtures/go-suite', 'baseline/*', 'slower/*')],
    [
      'google-benchmark aggregates, with an unused rule',
      reportOf('test/fixtures/google-benchmark-aggregates', 'baseline/*.json', 'slower/*.json', 'BM_Nothing*'),
    ],
    ['hyperfine', reportOf('examples/hyperfine', 'baseline/*.csv', 'slower/*.csv')],
  ];

  it.each(reports)('is renderJson byte for byte, one piece a comparison (%s)', (_, report) => {
    expect(report.comparisons.length).toBeGreaterThan(0);
    const { text, pieces } = streamed(report);
    expect(text).toBe(renderJson(report));
    expect(pieces).toBe(report.comparisons.length + 2);
  });

  it('is renderJson for no comparisons, and for names and warnings beyond ASCII', () => {
    const [, report] = reports[0] as [string, Report];
    expect(streamed({ ...report, comparisons: [] }).text).toBe(renderJson({ ...report, comparisons: [] }));
    const named = {
      ...report,
      comparisons: report.comparisons.map((row, i) => ({ ...row, benchmark: `\u00b5s \u{1f600} "${i}" \\ \ud800`, warnings: row.warnings })),
    };
    expect(streamed(named).text).toBe(renderJson(named));
  });

  it('hands nothing to its sink for a report with a number JSON cannot hold', () => {
    const [, report] = reports[0] as [string, Report];
    const broken = { ...report, comparisons: report.comparisons.map((row, i) => (i === 1 ? { ...row, ratio: Number.NaN } : row)) };
    const pieces: string[] = [];
    expect(() => writeJson(broken, (piece) => pieces.push(piece))).toThrow('internal error: NaN in the report at comparisons[1].ratio');
    expect(pieces).toEqual([]);
  });
});

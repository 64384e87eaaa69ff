import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { loadSide } from '../../src/load/load-side.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { ParseError } from '../../src/errors.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { readReport } from '../../src/report/read-report.js';
import { REPO_ROOT } from '../helpers/repo-root.js';

// A JSON report read back (the workflow_run comment reads a pull request's artifact): typed
// warnings survive the round trip; their words are made anew, never taken from the file.
const dir = `${REPO_ROOT}/test/fixtures/google-benchmark-aggregates`;
const report = compareSampleSets(
  [loadSide(readInputFiles([`${dir}/baseline/*.json`], '--baseline'), 'auto')],
  loadSide(readInputFiles([`${dir}/slower/*.json`], '--current'), 'auto'),
  DEFAULT_POLICY,
  { rules: [{ benchmark: 'BM_Nothing*', metric: '**', noise: 0.05 }] },
  // make.sh ran both builds in one loop on one machine: one job.
  { sameJob: true },
);

describe('readReport', () => {
  it('reads back what renderJson wrote, typed warnings included, and renders the same comment', () => {
    const json = renderJson(report);
    expect(JSON.parse(json)).toMatchObject({
      warnings: [{ code: 'unused-rule', rule: 1, message: expect.stringMatching(/^config rule 1 \(benchmark "BM_Nothing\*"/) as string }],
    });
    const back = readReport(json, 'report.json');
    expect(back.warnings).toEqual(report.warnings);
    expect(back.comparisons.map((row) => row.warnings)).toEqual(report.comparisons.map((row) => row.warnings));
    expect(renderMarkdown(back)).toBe(renderMarkdown(report));
    expect(back.comparisons.map((row) => row.changeCIMarginal)).toEqual(report.comparisons.map((row) => row.changeCIMarginal));
  });

  it('reads the marginal interval of every tested row, and none from a report written before the field', () => {
    const tested = report.comparisons.filter((row) => row.changeCI !== null);
    expect(tested.length).toBeGreaterThan(1);
    for (const row of tested) expect(row.changeCIMarginal?.every((end) => end === null || Number.isFinite(end))).toBe(true);
    const json = JSON.parse(renderJson(report)) as { comparisons: Record<string, unknown>[] };
    const old = JSON.stringify({ ...json, comparisons: json.comparisons.map(({ changeCIMarginal: _, ...row }) => row) });
    expect(readReport(old, 'old.json').comparisons.every((row) => row.changeCIMarginal === null)).toBe(true);
  });

  it('refuses an unknown warning code or a missing number with the JSON path, and never shows a stored message', () => {
    const json = JSON.parse(renderJson(report)) as { warnings: Record<string, unknown>[] };
    const forged = (warning: Record<string, unknown>) => JSON.stringify({ ...json, warnings: [warning] });
    expect(() => readReport(forged({ code: 'rm -rf', message: 'x' }), 'r.json')).toThrow(ParseError);
    expect(() => readReport(forged({ code: 'two-runs' }), 'r.json')).toThrow('r.json at $.warnings[0].detectable: expected a finite number');
    const back = readReport(forged({ code: 'zero-baseline', message: '@everyone click https://evil.example' }), 'r.json');
    expect(renderMarkdown(back)).not.toContain('evil');
    // summary-only: its counts and kind are read when present; a report of an earlier version has none, and its words claim none.
    const counted = readReport(forged({ code: 'summary-only', side: 'current', runs: 5, summaryRuns: 2, summary: 'median' }), 'r.json');
    expect(counted.warnings).toEqual([{ code: 'summary-only', side: 'current', runs: 5, summaryRuns: 2, summary: 'median' }]);
    const old = readReport(forged({ code: 'summary-only', side: 'current', message: 'the current side has only a summary (mean, sd, n)' }), 'r.json');
    expect(old.warnings).toEqual([{ code: 'summary-only', side: 'current' }]);
    expect(renderMarkdown(old)).toContain('the current side has summaries from its tool, not raw samples');
    expect(() => readReport(forged({ code: 'summary-only', side: 'current', summary: 'mode' }), 'r.json')).toThrow(
      'r.json at $.warnings[0].summary: expected one of mean-sd, mean, median',
    );
    const formats = readReport(forged({ code: 'formats-differ', baseline: 'csv-long', current: 'cargo', message: 'x' }), 'r.json');
    expect(formats.warnings).toEqual([{ code: 'formats-differ', baseline: 'csv-long', current: 'cargo' }]);
    expect(renderMarkdown(formats)).toMatch(/^⚠️ the baseline was read as csv-long output and the current runs as cargo output: /m);
    expect(() => readReport(forged({ code: 'formats-differ', baseline: 'csv-long' }), 'r.json')).toThrow(
      'r.json at $.warnings[0].current: expected a string of at most 1000 characters',
    );
  });

  it('reads typed reasons back by their codes, refuses a forged one with the JSON path, and never shows a stored message', () => {
    const json = JSON.parse(renderJson(report)) as { comparisons: Record<string, unknown>[] } & Record<string, unknown>;
    const row = json.comparisons[0] ?? {};
    const forged = (reason: Record<string, unknown>, gateReason?: Record<string, unknown>) =>
      JSON.stringify({
        ...json,
        ...(gateReason !== undefined && { gateReason }),
        comparisons: [{ ...row, verdict: 'inconclusive', pValue: null, pAdjusted: null, reason }],
      });
    const back = readReport(forged({ code: 'one-run', baseline: true, current: false, message: '@everyone https://evil.example' }), 'r.json');
    expect(back.comparisons[0]?.reason).toEqual({ code: 'one-run', baseline: true, current: false });
    expect(renderMarkdown(back)).toContain('the baseline has one run, which shows no run-to-run noise');
    expect(renderMarkdown(back)).not.toContain('evil');
    expect(() => readReport(forged({ code: 'rm -rf' }), 'r.json')).toThrow(/^r\.json at \$\.comparisons\[0\]\.reason\.code: expected one of unit-clash, /);
    expect(() => readReport(forged({ code: 'undecided', noise: '2%', bounded: true }), 'r.json')).toThrow(
      'r.json at $.comparisons[0].reason.noise: expected a finite number',
    );
    expect(() => readReport(forged({ code: 'no-test' }, { code: 'accepted', what: 'all', label: 'x' }), 'r.json')).toThrow(
      'r.json at $.gateReason.what: expected one of regression, regressions, undecided, gate',
    );
    const accepted = readReport(forged({ code: 'no-test' }, { code: 'accepted', what: 'regression', label: 'perf-ok', by: 'octocat' }), 'r.json');
    expect(accepted.gateReason).toEqual({ code: 'accepted', what: 'regression', label: 'perf-ok', by: 'octocat' });
  });

  it('refuses a unit that is not a unit, as the parsers do, with the JSON path', () => {
    const json = JSON.parse(renderJson(report)) as { comparisons: Record<string, unknown>[] };
    const expected = 'expected a unit of at most 100 letters, digits, spaces and / % . _ - ( ) ^ · °';
    const row = (change: Record<string, unknown>) => JSON.stringify({ ...json, comparisons: [{ ...json.comparisons[0], ...change }] });
    expect(() => readReport(row({ unit: 'ns <img src=https://evil.example/t.png> @octocat' }), 'r.json')).toThrow(
      `r.json at $.comparisons[0].unit: ${expected}`,
    );
    expect(() => readReport(row({ baselineUnit: '[x](https://evil.example)' }), 'r.json')).toThrow(`r.json at $.comparisons[0].baselineUnit: ${expected}`);
    const line = { reference: 0, metric: 'time', unit: '@acme/security-team', better: 'lower', rows: 5, baselineRuns: 5, currentRuns: 5 };
    const untested = {
      change: null,
      changeCI: null,
      pValue: null,
      pAdjusted: null,
      verdict: 'inconclusive',
      priorDf: null,
      priorSd: null,
      betweenJobSd: 0,
      detectable: null,
    };
    const suite = JSON.stringify({ ...json, suites: [{ ...line, ...untested }] });
    expect(() => readReport(suite, 'r.json')).toThrow(`r.json at $.suites[0].unit: ${expected}`);
    // The units a unit clash names are units too: they reach the comment in the reason's words.
    const clash = (baselineUnit: string) =>
      row({ reason: { code: 'unit-clash', baselineUnit, baselineBetter: 'lower', currentUnit: 'B', currentBetter: 'lower' } });
    expect(() => readReport(clash('ns <img src=https://evil.example/t.png> @octocat'), 'r.json')).toThrow(
      `r.json at $.comparisons[0].reason.baselineUnit: ${expected}`,
    );
    expect(readReport(clash('ns'), 'r.json').comparisons[0]?.reason).toEqual({
      code: 'unit-clash',
      baselineUnit: 'ns',
      baselineBetter: 'lower',
      currentUnit: 'B',
      currentBetter: 'lower',
    });
  });
});

describe('renderJson', () => {
  // JSON has no NaN or Infinity: one in a report is a bug, named by its path, never written as null.
  const broken = (change: (copy: { comparisons: Record<string, unknown>[]; suites: Record<string, unknown>[] } & Record<string, unknown>) => void): string => {
    const copy = structuredClone(report) as unknown as Parameters<typeof change>[0];
    change(copy);
    try {
      renderJson(copy as unknown as typeof report);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };

  it('indents the header and puts each comparison on a line of its own; no comparisons make an empty list', () => {
    const json = renderJson(report);
    const lines = json.split('\n');
    const first = lines.indexOf('  "comparisons": [');
    expect(first).toBeGreaterThan(0);
    expect(lines.slice(first + 1, first + 1 + report.comparisons.length).map((line) => JSON.parse(line.trim().replace(/,$/, '')) as unknown)).toEqual(
      (JSON.parse(json) as { comparisons: unknown[] }).comparisons,
    );
    expect(lines.slice(first + 1 + report.comparisons.length)).toEqual(['  ]', '}', '']);
    const empty = renderJson({ ...report, comparisons: [] });
    expect(empty.endsWith('  "comparisons": []\n}\n')).toBe(true);
    expect((JSON.parse(empty) as { comparisons: unknown[] }).comparisons).toEqual([]);
  });

  it('names the field of a row, a side, an interval or the header that is not finite', () => {
    expect(report.comparisons.length).toBeGreaterThan(1);
    expect(broken(() => undefined)).toBe('no error');
    expect(broken((r) => (((r.comparisons[1] as Record<string, unknown>).current as Record<string, number>).sd = Number.NaN))).toBe(
      'internal error: NaN in the report at comparisons[1].current.sd',
    );
    expect(broken((r) => (((r.comparisons[0] as Record<string, unknown>).baseline as Record<string, number>).gmean = Number.POSITIVE_INFINITY))).toBe(
      'internal error: Infinity in the report at comparisons[0].baseline.gmean',
    );
    expect(broken((r) => ((r.comparisons[1] as Record<string, unknown>).pAdjusted = Number.NaN))).toBe(
      'internal error: NaN in the report at comparisons[1].pAdjusted',
    );
    expect(broken((r) => ((r.comparisons[0] as Record<string, unknown>).changeCI = [0.1, Number.NEGATIVE_INFINITY]))).toBe(
      'internal error: -Infinity in the report at comparisons[0].changeCI[1]',
    );
    expect(broken((r) => ((r.comparisons[1] as Record<string, unknown>).changeCIMarginal = [Number.NaN, 0.1]))).toBe(
      'internal error: NaN in the report at comparisons[1].changeCIMarginal[0]',
    );
    expect(broken((r) => (r.suites = [{ ...r.suites[0], change: 0.1, changeCI: [Number.NaN, 0.2] }]))).toBe(
      'internal error: NaN in the report at suites[0].changeCI[0]',
    );
    expect(broken((r) => (r.noise = Number.NaN))).toBe('internal error: NaN in the report at noise');
  });
});

import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { loadSide } from '../../src/compare/load-side.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { ParseError } from '../../src/errors.js';
import { readInputFiles } from '../../src/fs/read-inputs.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { readReport } from '../../src/report/read-report.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

// A JSON report read back (the workflow_run comment reads a pull request's artifact): typed
// warnings survive the round trip; their words are made anew, never taken from the file.
const dir = `${REPO_ROOT}/test/fixtures/google-benchmark-aggregates`;
const report = compareSampleSets(
  [loadSide(readInputFiles([`${dir}/baseline/*.json`], '--baseline'), 'auto')],
  loadSide(readInputFiles([`${dir}/slower/*.json`], '--current'), 'auto'),
  DEFAULT_POLICY,
  { rules: [{ benchmark: 'BM_Nothing*', metric: '**', noise: 0.05 }] },
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
  });

  it('refuses an unknown warning code or a missing number with the JSON path, and never shows a stored message', () => {
    const json = JSON.parse(renderJson(report)) as { warnings: Record<string, unknown>[] };
    const forged = (warning: Record<string, unknown>) => JSON.stringify({ ...json, warnings: [warning] });
    expect(() => readReport(forged({ code: 'rm -rf', message: 'x' }), 'r.json')).toThrow(ParseError);
    expect(() => readReport(forged({ code: 'two-runs' }), 'r.json')).toThrow('r.json at $.warnings[0].detectable: expected a finite number');
    const back = readReport(forged({ code: 'zero-baseline', message: '@everyone click https://evil.example' }), 'r.json');
    expect(renderMarkdown(back)).not.toContain('evil');
  });
});

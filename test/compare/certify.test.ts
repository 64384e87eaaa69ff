import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type Policy } from '../../src/compare/policy.js';
import { gateOfRows } from '../../src/pipeline.js';
import type { Report } from '../../src/model/report.js';
import type { Run, Series } from '../../src/model/series.js';
import { sampleSet, samplesRun, series } from '../helpers/series.js';
import { renderJson } from '../../src/report/json.js';
import { renderVerdictLine } from '../../src/report/markdown.js';
import { readReport } from '../../src/report/read-report.js';
import { renderTerminal } from '../../src/report/terminal.js';

// The headline's promise (compare/certify.ts): the largest slowdown not ruled out over the rows
// that matter, ✔️ within the certify limit, ❔ naming the rows beyond it.

/** Runs of 5 samples whose centres spread by `spread` (deterministic, a sine): a fixed input. */
function runs(centre: number, spread: number, count = 5, phase = 0): Run[] {
  return Array.from({ length: count }, (_, r) =>
    samplesRun(Array.from({ length: 5 }, (_, i) => centre * (1 + spread * Math.sin(1.3 * r + phase)) * (1 + 0.001 * Math.sin(2.1 * i + r)))),
  );
}

function compare(baseline: Series[], current: Series[], policy: Partial<Policy> = {}): Report {
  return compareSampleSets(
    [{ label: 'base', set: sampleSet(...baseline) }],
    { label: 'head', set: sampleSet(...current) },
    { ...DEFAULT_POLICY, ...policy },
    undefined,
    {
      sameJob: true,
    },
  );
}

describe('the headline', () => {
  it('certifies quiet rows within the limit, with the largest slowdown they do not rule out', () => {
    const report = compare(
      [series('parse', runs(0.1, 0.004)), series('render', runs(0.2, 0.004, 5, 1))],
      [series('parse', runs(0.1, 0.004, 5, 2)), series('render', runs(0.2, 0.004, 5, 3))],
    );
    const headline = report.headline;
    expect(headline?.certified).toBe(true);
    const worst = Math.max(...report.comparisons.map((row) => row.changeCI?.[1] ?? Infinity));
    expect(headline?.bound).toBeCloseTo(Math.max(0, worst), 12);
    expect(headline?.bound).toBeLessThan(0.05);
    expect(renderVerdictLine(report)).toMatch(/^✔️ no regression: every benchmark within \+\d\.\d% \(95%\) · /);
    expect(renderTerminal(report, { colour: false })).toMatch(/^Certified: no regression: every benchmark within \+\d\.\d% \(95%\)\.$/m);
    // The JSON keeps it, and reads back.
    expect(readReport(renderJson(report), 'report.json').headline).toEqual(headline);
  });

  it('is never ✔️ while a benchmark of the baseline is not measured now; a new benchmark leaves it as it is', () => {
    const quiet = (phase: number) => series('parse', runs(0.1, 0.004, 5, phase));
    const lost = compare([quiet(0), series('crashed', runs(0.2, 0.004, 5, 1))], [quiet(2)]);
    expect(lost.comparisons.find((row) => row.benchmark === 'crashed')?.verdict).toBe('removed');
    expect(lost.headline).toMatchObject({ certified: false, bound: null, open: ['crashed time'], openCount: 1 });
    expect(renderVerdictLine(lost)).toMatch(/^❔ no regression found; a slowdown beyond \+5\.0% not ruled out for crashed time/);
    const added = compare([quiet(0)], [quiet(2), series('new', runs(0.2, 0.004, 5, 3))]);
    expect(added.headline?.certified).toBe(true);
  });

  it('names the rows that keep it open, and a tighter limit opens it', () => {
    const report = compare(
      [series('quiet', runs(0.1, 0.004)), series('loud', runs(0.3, 0.08, 5, 1))],
      [series('quiet', runs(0.1, 0.004, 5, 2)), series('loud', runs(0.3, 0.08, 5, 4))],
    );
    expect(report.headline).toMatchObject({ certified: false, open: ['loud time'], openCount: 1, negligible: [] });
    expect(renderVerdictLine(report)).toMatch(/^❔ no regression found; a slowdown beyond \+5\.0% not ruled out for loud time; 1 row undecided/);
    const quiet = compare([series('quiet', runs(0.1, 0.004))], [series('quiet', runs(0.1, 0.004, 5, 2))]);
    expect(quiet.headline?.certified).toBe(true);
    const strict = compare([series('quiet', runs(0.1, 0.004))], [series('quiet', runs(0.1, 0.004, 5, 2))], { certify: 0.001 });
    expect(strict.headline).toMatchObject({ certified: false, open: ['quiet time'], limit: 0.001 });
  });

  it('leaves out a row negligible beside its benchmark’s main metric, and lists it apart', () => {
    // hyperfine's user and system times: a 2 ms system time that varies wildly beside a steady 150 ms.
    const report = compare(
      [series('build', runs(0.15, 0.003), { metric: 'user' }), series('build', runs(0.002, 0.5, 5, 1), { metric: 'system' })],
      [series('build', runs(0.15, 0.003, 5, 2), { metric: 'user' }), series('build', runs(0.002, 0.5, 5, 3), { metric: 'system' })],
    );
    const system = report.comparisons.find((row) => row.metric === 'system');
    expect(system?.changeCI?.[1] ?? Infinity).toBeGreaterThan(0.05);
    expect(report.headline).toMatchObject({ certified: true, negligible: ['build system'] });
    expect(renderVerdictLine(report)).toContain("left out as negligible beside their benchmark's main metric: build system");
  });

  it('never certifies a regression, nor rows without an interval', () => {
    const slower = compare([series('parse', runs(0.1, 0.004))], [series('parse', runs(0.13, 0.004, 5, 2))]);
    expect(slower.summary.regressions).toBe(1);
    expect(slower.headline?.certified).toBe(false);
    expect(renderVerdictLine(slower)).toMatch(/^❌ /);
    // One run a side: no row has an interval, so nothing is bounded.
    const single = compare([series('parse', runs(0.1, 0.004, 1))], [series('parse', runs(0.1, 0.004, 1, 2))]);
    expect(single.headline).toMatchObject({ certified: false, bound: null, open: ['parse time'] });
  });

  it("takes a finished run's headline from its rows and this workflow's limit, not the report's claim (a fork's)", () => {
    const report = compare(
      [series('quiet', runs(0.1, 0.004)), series('loud', runs(0.3, 0.08, 5, 1))],
      [series('quiet', runs(0.1, 0.004, 5, 2)), series('loud', runs(0.3, 0.08, 5, 4))],
    );
    const claimed = { ...report, headline: { limit: 10, bound: 0, certified: true, open: [], openCount: 0, negligible: [] } };
    const read = gateOfRows(readReport(renderJson(claimed), 'report.json'), DEFAULT_POLICY, 'report.json');
    expect(read.headline).toEqual(report.headline);
    expect(renderVerdictLine(read)).toMatch(/^❔ /);
  });

  it('never shows ✔️ on a failing check: fail-on undecided with a row undecided within the limit', () => {
    // Bounded at +3.7%: within the 5% limit, beyond the 2% noise threshold, so fail-on undecided fails the check.
    const report = compare([series('parse', runs(0.1, 0.03))], [series('parse', runs(0.1, 0.03, 5, 2))], { failOn: 'undecided' });
    expect(report.gate).toBe('fail');
    expect(report.comparisons[0]?.verdict).toBe('inconclusive');
    expect(renderVerdictLine(report)).toMatch(/^❔ no regression found; every benchmark within \+3\.7% \(95%\), but the check fails; 1 row undecided/);
    expect(renderTerminal(report, { colour: false })).toMatch(/^Not certified: every benchmark within \+3\.7% \(95%\), but the check fails\.$/m);
  });
});

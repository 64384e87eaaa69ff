import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareSampleSets, type LabelledSet } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { COMMENT_BUDGET_CHARS, renderMarkdown, renderNoComparison } from '../../src/report/markdown.js';
import { codeSpan, link, markup } from '../../src/report/markdown-escape.js';
import { seededSeries as series } from '../helpers/series.js';

// Golden markdown, reviewed in diffs: test/report/golden/*.md. Only UPDATE_GOLDENS=1 writes
// them; a missing golden fails. The verdicts themselves are asserted on the report model.

function golden(name: string, text: string): void {
  const path = new URL(`./golden/${name}.md`, import.meta.url);
  if (process.env.UPDATE_GOLDENS === '1') writeFileSync(path, text);
  expect(existsSync(path), `golden ${name}.md is missing: run UPDATE_GOLDENS=1 npx vitest run test/report and review the diff`).toBe(true);
  expect(text).toBe(readFileSync(path, 'utf8'));
}

/** `benchmark metric: verdict` of every row, in the report's order. */
function verdicts(report: ReturnType<typeof compareSampleSets>): string[] {
  return report.comparisons.map((row) => `${row.benchmark} ${row.metric}: ${row.verdict}`);
}

// The series above hold no machine effect, as runs made in one job: most reports below compare
// them so (across jobs, 1-4 rows of a metric against one baseline job are left untested).
const ONE_JOB = { sameJob: true };

/** Each run of the series from its own base-branch job, as the action pools its artifacts (`baseline-runs`). */
const pooled = (one: Series): Series => ({ ...one, jobs: one.runs.map((_, job) => job) });

function side(label: string, all: Series[], context?: SampleSet['context']): LabelledSet {
  return { label, set: { runCount: 5, series: all, ...(context !== undefined && { context }) } };
}

const base = (extra: Series[] = []) => [
  series('parse/small', 1.2e-6, 1),
  series('parse/large', 3.4e-4, 2),
  series('encode', 1.1e9, 3, { metric: 'throughput', unit: 'B/s', better: 'higher' }),
  ...extra,
];

describe('renderMarkdown golden files', () => {
  it('no change', () => {
    const report = compareSampleSets(
      [side('main@9fceb02', base())],
      side('#42@1a2b3c4', [
        series('parse/small', 1.2e-6, 11),
        series('parse/large', 3.4e-4, 12),
        series('encode', 1.1e9, 13, { metric: 'throughput', unit: 'B/s', better: 'higher' }),
      ]),
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    expect(
      report.comparisons.every((row) => row.verdict === 'unchanged' || row.verdict === 'noise'),
      verdicts(report).join('\n'),
    ).toBe(true);
    expect(report.gate).toBe('pass');
    const text = renderMarkdown(report);
    expect(text).not.toMatch(/```mermaid/);
    golden('no-change', text);
  });

  it('one regression', () => {
    const report = compareSampleSets(
      [
        side('main@9fceb02', base(), {
          commit: '9fceb02d0ae598e95dc970b74767f19372d61af8',
          runner: 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.21.0',
        }),
      ],
      side(
        '#42@1a2b3c4',
        [
          series('parse/small', 1.2e-6, 11),
          series('parse/large', 4.1e-4, 12),
          series('encode', 1.1e9, 13, { metric: 'throughput', unit: 'B/s', better: 'higher' }),
        ],
        { runner: 'ubuntu-24.04 x64, AMD EPYC 7763 (4 cores), Node v24.21.0' },
      ),
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    expect(verdicts(report).filter((line) => !/: (unchanged|noise)$/.test(line))).toEqual(['parse/large time: regression']);
    expect(report.gate).toBe('fail');
    const text = renderMarkdown(report, {
      notes: [markup`Baseline: ${link('run 501', 'https://github.com/o/r/actions/runs/501')} at ${codeSpan('9fceb02')}.`],
    });
    expect(text).toMatch(/^### benchgate: ❌ 1 regression · 2 unchanged$/m);
    expect(text).toMatch(/\| parse\/large \| time \| .* \| \\\*\+\d+\.\d\d%\\\* \\\[/);
    expect(text).toMatch(/^Baseline: \[run 501\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/501\) at `9fceb02`\. {2}$/m);
    golden('one-regression', text);
  });

  it('regressions and improvements in several metrics, runners that differ', () => {
    const current = [
      series('parse/small', 1.5e-6, 11),
      series('parse/large', 2.9e-4, 12),
      series('encode', 0.8e9, 13, { metric: 'throughput', unit: 'B/s', better: 'higher' }),
      series('parse/small', 120, 14, { metric: 'allocs', unit: 'allocs' }),
    ];
    // Runners that differ are other jobs: the baseline pools 5 base-branch jobs, one run each, so
    // each row is judged against its own job-to-job spread.
    const report = compareSampleSets(
      [side('main', base([series('parse/small', 100, 4, { metric: 'allocs', unit: 'allocs' })]).map(pooled), { runner: 'ubuntu-22.04, Intel Xeon (2 cores)' })],
      side('head', current, { runner: 'ubuntu-24.04, AMD EPYC (4 cores)' }),
      DEFAULT_POLICY,
    );
    expect(verdicts(report).sort()).toEqual([
      'encode throughput: regression',
      'parse/large time: improvement',
      'parse/small allocs: regression',
      'parse/small time: regression',
    ]);
    const text = renderMarkdown(report);
    expect(text).toMatch(/```mermaid\n%%\{init: \{"xyChart": \{"showDataLabel": true.*\}%%\nxychart-beta/);
    expect(text).toMatch(/different machines/);
    golden('several-metrics', text);
  });

  it('inconclusive rows with their reason, added and removed rows', () => {
    const current = [
      series('parse/small', 1.2e-6, 11),
      series('single', 2e-6, 16, { runs: 1, samples: 1 }),
      series('parse/large', 3.4e-4, 12),
      series('brand-new', 5e-6, 15),
    ];
    const report = compareSampleSets(
      [side('main', base([series('single', 2e-6, 17, { runs: 1, samples: 1 })]))],
      side('head', current),
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    const text = renderMarkdown(report);
    expect(text).toMatch(/each side has one run, which shows no run-to-run noise/);
    golden('inconclusive', text);
  });

  it('several baselines as columns', () => {
    const report = compareSampleSets(
      [
        side('main', base()),
        side('v1.0', [
          series('parse/small', 1.0e-6, 5),
          series('parse/large', 3.4e-4, 6),
          series('encode', 1.1e9, 7, { metric: 'throughput', unit: 'B/s', better: 'higher' }),
        ]),
      ],
      side('head', [
        series('parse/small', 1.2e-6, 11),
        series('parse/large', 3.4e-4, 12),
        series('encode', 1.1e9, 13, { metric: 'throughput', unit: 'B/s', better: 'higher' }),
      ]),
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    const text = renderMarkdown(report);
    expect(text).toMatch(/^\| Benchmark \| Metric \| main \| v1\.0 \| head \| vs main \| vs v1\.0 \|$/m);
    expect(text).toContain('x-axis ["parse/small time vs v1.0"]');
    golden('several-baselines', text);
  });

  it('no baseline', () => {
    golden(
      'no-baseline',
      renderNoComparison('benchgate default', [
        'No baseline: no successful push run of this workflow on main at bbbb000 or an ancestor has an unexpired artifact benchgate-default; the next push to main will store one.',
      ]),
    );
  });

  it('hostile names render as plain text', () => {
    const names = [
      'a|b|c',
      '`rm -rf /`',
      '<script>alert(1)</script>',
      '@octocat please look',
      'fixes #123',
      'line\nbreak',
      'x'.repeat(300),
      'naïve µ-bench ✓ 日本',
    ];
    const report = compareSampleSets(
      [
        side(
          'main',
          names.map((name, i) => series(name, 1e-6, 20 + i)),
        ),
      ],
      side(
        'head',
        names.map((name, i) => series(name, i === 0 ? 2e-6 : 1e-6, 40 + i)),
      ),
      DEFAULT_POLICY,
    );
    const text = renderMarkdown(report);
    const tableLines = text.split('\n').filter((line) => line.startsWith('| '));
    for (const line of tableLines) expect(line.split(/(?<!\\)\|/).length, line).toBe(tableLines[0]?.split(/(?<!\\)\|/).length);
    expect(text).not.toMatch(/<script>|@octocat|#123/);
    expect(text).toMatch(/&lt;script&gt;/);
    expect(text).toMatch(/@\u200doctocat/);
    expect(text).toMatch(/x{60}…x{59}/);
    golden('hostile-names', text);
  });

  it('keeps 20,000 rows under the comment and summary budgets by leaving out the least important', () => {
    const count = 20000;
    const make = (offset: number, slow: (i: number) => number) =>
      Array.from({ length: count }, (_, i) =>
        series(`suite/group${i % 100}/benchmark-${i}`, 1e-6 * (1 + (i % 7)) * slow(i), offset + i, { runs: 5, samples: 5 }),
      );
    const report = compareSampleSets(
      [
        side(
          'main',
          make(0, () => 1),
        ),
      ],
      side(
        'head',
        make(100000, (i) => (i % 1000 === 0 ? 1.5 : 1)),
      ),
      DEFAULT_POLICY,
      undefined,
      // In one job: across one other job, 20 rows +50% among 20,000 lie within the heavy tail of a VM's effects (issue 40, item 2).
      { sameJob: true },
    );
    const comment = renderMarkdown(report, { maxChars: 65000 });
    expect(report.summary.regressions, JSON.stringify(report.summary)).toBe(20);
    expect(comment.length).toBeLessThanOrEqual(65000);
    expect(comment).toMatch(/^\d+ rows are left out here for size: see the JSON report\.$/m);
    // Every regression survives the cut.
    expect(comment.match(/\\\*\+\d+\.\d\d%\\\*/g)?.length).toBe(report.summary.regressions);
    expect(report.summary.regressions).toBe(20);
    const summary = renderMarkdown(report, { maxChars: 330000 });
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThan(1_000_000);
    golden('budget-20000-rows-head', comment.split('\n').slice(0, 30).join('\n'));
  });
});

describe('names that would become links in a GitHub comment', () => {
  it('are defused: no URL, GH- reference, mention, issue or commit link survives', () => {
    const names = [
      'see https://evil.example/x',
      'www.evil.example',
      'fixes GH-123',
      'by @octocat',
      'closes #99',
      'at 9fceb02d0ae598e95dc970b74767f19372d61af8',
    ];
    const report = compareSampleSets(
      [
        side(
          'main',
          names.map((name, i) => series(name, 1e-6, i + 1)),
        ),
      ],
      side(
        'head',
        names.map((name, i) => series(name, 1e-6, i + 20)),
      ),
      DEFAULT_POLICY,
    );
    const text = renderMarkdown(report);
    for (const pattern of [/https:\/\//, /www\./, /GH-1/, /@octocat/, /#99/, /[0-9a-f]{7}/]) expect(text, text.match(pattern)?.[0]).not.toMatch(pattern);
    expect(text.replace(/\u200d/g, '')).toMatch(/see https:\/\/evil\.example\/x/);
  });
});

describe('row warnings in the comment', () => {
  it('are numbered footnotes: the table points to them, the notes below say them', () => {
    const base = [0, 1, 2, 3].map((r) => series('w', 1e-6, 40 + r));
    const report = compareSampleSets(
      [{ label: 'main', set: { runCount: 2, series: [{ ...series('w', 1e-6, 50), runs: [...(base[0]?.runs ?? []).slice(0, 2)] }] } }],
      { label: 'head', set: { runCount: 2, series: [{ ...series('w', 1e-6, 60), runs: [...(base[1]?.runs ?? []).slice(0, 2)] }] } },
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    expect(report.comparisons[0]?.warnings).toEqual([{ code: 'two-runs', detectable: expect.any(Number) as number }]);
    const text = renderMarkdown(report);
    expect(text).toMatch(/\| w \| time \| .* <sup>1<\/sup> \|$/m);
    expect(text).toMatch(
      /^<sup>1<\/sup> 2 runs on a side: only a change of about ±[\d.]+% or more can be told from run-to-run noise here; give ≥ 3 runs a side \(1 row\)\. {2}$/m,
    );
  });
});

describe('the comment within GitHub’s limit of 65,536 characters', () => {
  // The action posts `<!-- benchgate:SUITE -->` and the body rendered with this budget.
  const budget = COMMENT_BUDGET_CHARS;
  const rules = (count: number) => ({
    rules: Array.from({ length: count }, (_, i) => ({ benchmark: `legacy/removed-suite-${i}/**`, metric: `time-of-phase-${i}` })),
  });

  it('keeps 700 warnings of config rules that match nothing within the budget, saying how many are left out', () => {
    const report = compareSampleSets([side('main', base())], side('head', base()), DEFAULT_POLICY, rules(700));
    expect(report.warnings).toHaveLength(700);
    const full = renderMarkdown(report);
    expect(full.length).toBeGreaterThan(65_536);
    const comment = renderMarkdown(report, { maxChars: budget });
    expect(comment.length).toBeLessThanOrEqual(budget);
    expect(comment).toMatch(/^### benchgate: /);
    expect(comment).toMatch(/^\d+ warnings are left out here for size: see the JSON report\.$/m);
    // Every row is there; only warnings went, and each that stayed is whole.
    for (const row of report.comparisons) expect(comment).toContain(`| ${row.benchmark} | ${row.metric} |`);
    const kept = comment.split('\n').filter((line) => line.startsWith('⚠️ config rule '));
    expect(kept.length).toBeGreaterThan(0);
    for (const line of kept)
      expect(line).toMatch(/^⚠️ config rule \d+ \(benchmark "legacy\/removed-suite-\d+\/\\\*\\\*", metric "time-of-phase-\d+"\) matched no row; .*\. {2}$/);
    const left = Number(/^(\d+) warnings are left out/m.exec(comment)?.[1]);
    expect(kept.length + left).toBe(700);
  });

  it('keeps 700 warnings and 200 baselines with long labels within the budget', () => {
    const label = (i: number) => `nightly build ${i} of the reference machine in the basement, ${'with a very long description '.repeat(4)}${i}`;
    // Each reference ran in other jobs, on other runners: pooled from 5 jobs, so that a row can be judged.
    const report = compareSampleSets(
      Array.from({ length: 200 }, (_, i) => side(label(i), base().map(pooled), { commit: `${i}`.padStart(40, 'a'), runner: `runner ${i} ${'x'.repeat(150)}` })),
      side('head', [series('parse/small', 1.5e-6, 11), series('parse/large', 3.4e-4, 12)], { runner: 'ubuntu-24.04' }),
      DEFAULT_POLICY,
      rules(700),
    );
    expect(report.baselines).toHaveLength(200);
    const notes = ['Baseline: [run 501](https://github.com/o/r/actions/runs/501) at `9fceb02`.'];
    const comment = renderMarkdown(report, { maxChars: budget, notes });
    expect(renderMarkdown(report, { notes }).length).toBeGreaterThan(65_536);
    expect(`<!-- benchgate:default -->\n${comment}`.length).toBeLessThan(65_536);
    expect(comment.length).toBeLessThanOrEqual(budget);
    expect(comment).toMatch(/^### benchgate: ❌ \d+ regressions?/);
    expect(comment).toMatch(/ (are|is) left out here for size: see the JSON report\.$/m);
    expect(comment).toMatch(/\d+ warnings/);
  });

  it('fits the parts it always shows, however long the strings of a report read back from an artifact', () => {
    // read-report.ts lets 10,000 characters through in a title, label, runner, gate reason or
    // design; an & is escaped to 5.
    const long = '&'.repeat(10_000);
    const report = compareSampleSets([side('main', base())], side('head', base()), DEFAULT_POLICY, rules(1));
    const hostile: typeof report = {
      ...report,
      baselines: report.baselines.map((label) => ({ ...label, label: long, runner: long, commit: long })),
      current: { ...report.current, label: long, runner: long, commit: long },
      comparisons: report.comparisons.map((row, i) => ({
        ...row,
        benchmark: `${long}${i}`,
        reason: { code: 'unit-clash' as const, baselineUnit: long, baselineBetter: 'lower' as const, currentUnit: long, currentBetter: 'higher' as const },
      })),
      gateReason: { code: 'accepted' as const, what: 'gate' as const, label: long, by: long },
      design: { kind: 'paired', pairs: 5, interleaved: true, looks: 3, stopped: long },
    };
    const comment = renderMarkdown(hostile, { title: long, notes: [long], maxChars: 12_000 });
    expect(comment.length).toBeLessThanOrEqual(12_000);
    expect(comment).toMatch(/^3 rows, 1 note and 1 warning are left out here for size: see the JSON report\.$/m);
  });
});

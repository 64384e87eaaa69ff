import fc from 'fast-check';
import { anyCodePoints } from '../helpers/hostile-text.js';
import { describe, expect, it } from 'vitest';
import { compareSampleSets, type LabelledSet } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Report } from '../../src/model/report.js';
import { renderErrorNotice, renderMarkdown, renderNoBaselineNotice, renderNoComparison } from '../../src/report/markdown.js';
import { codeSpan, link, markup, type Markdown } from '../../src/report/markdown-escape.js';
import { gateNoteMarkdown } from '../../src/report/gate-notes.js';
import { liveMarkup } from '../helpers/live-markup.js';
import { seededSeries as series } from '../helpers/series.js';

// Every string of a report can come from a fork (names, units, labels, runners, reasons, rule
// globs in warnings) or from a report artifact read back in the workflow_run comment; none of
// them may become live markup in the comment that benchgate posts with the base repository's token.

/** Rows of every verdict (regression, improvement, unchanged, inconclusive, added, removed), whole-suite lines, row warnings. */
function baseReport(references: number): Report {
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const baseline = (offset: number): LabelledSet => ({
    label: `base${offset}`,
    set: {
      runCount: 5,
      series: [
        ...names.map((name, i) => series(name, 1e-6 * (i + 1), offset + i)),
        series('one', 1e-6, offset + 20, { runs: 1 }),
        series('gone', 1e-6, offset + 30),
      ],
    },
  });
  const current: LabelledSet = {
    label: 'head',
    set: {
      runCount: 5,
      series: [
        ...names.map((name, i) => series(name, 1e-6 * (i + 1) * (name === 'a' ? 1.5 : name === 'b' ? 0.5 : 1), 100 + i)),
        series('one', 1e-6, 120, { runs: 1 }),
        series('new', 1e-6, 130),
        { ...series('two', 1e-6, 140, { runs: 2 }) },
      ],
    },
  };
  const withTwo = (side: LabelledSet, seed: number): LabelledSet => ({
    ...side,
    set: { ...side.set, series: [...side.set.series, series('two', 1e-6, seed, { runs: 2 })] },
  });
  return compareSampleSets(
    Array.from({ length: references }, (_, i) => withTwo(baseline(i * 1000), i * 1000 + 50)),
    current,
    DEFAULT_POLICY,
    undefined,
    // Made up with no machine effect, as runs of one job: so its lone 2-run row is tested and
    // warned about (across jobs a row or two against one baseline job are left untested).
    { sameJob: true },
  );
}

const SINGLE = baseReport(1);
const SEVERAL = baseReport(2);

/** Pieces an attacker would try, joined at random with arbitrary text between them. */
const HOSTILE = [
  '@octocat',
  '@acme/security-team',
  '<img src=https://evil.example/t.png>',
  '</details>',
  '<details>',
  '<!--',
  '-->',
  '<sub>',
  '|',
  '\\|',
  '\\',
  '\n',
  '\r\n',
  '\r',
  '#',
  '# ',
  '### ',
  '#123',
  'GH-9',
  '1. ',
  '2) ',
  '- ',
  '+ ',
  '* ',
  '> ',
  '    ',
  '\t',
  '===',
  '---',
  '[',
  ']',
  '(',
  ')',
  '](https://evil.example)',
  '[x]: https://evil.example',
  '![',
  'https://',
  'HTTP://',
  'ftp://',
  'www.',
  'evil.example',
  'user@evil.example',
  'mailto:a@b.co',
  '`',
  '```',
  '~~~',
  '~~',
  '*',
  '**',
  '_',
  '&',
  '&#64;',
  '&commat;',
  '&lt;',
  '$',
  '$$',
  ':',
  '"',
  ';',
  'deadbeefcafe',
  '日本',
  '\u200d',
  'octocat',
  ' ',
  '%%{init: {"themeCSS": "*{background:url(//evil.example)}"}}%%',
  "%%{init:{'xyChart':{'width':9}}}%%",
  '%%',
  "'",
  '{',
  '}',
  '\u001b]0;title\u0007',
  '\u009b2J',
  '\u202e',
  '\u2066',
];

const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 6 }), anyCodePoints(4)), { maxLength: 12 })
  .map((parts) => parts.join(''));

/** Usually short; sometimes long, to reach the shortening of long names and the budget. */
const anyText = fc.oneof({ weight: 8, arbitrary: hostileText }, { weight: 1, arbitrary: hostileText.map((text) => text.repeat(40)) });

/** Every string field of a report, and the notes and title the action adds. */
interface Strings {
  readonly names: readonly string[];
  readonly metrics: readonly string[];
  readonly units: readonly string[];
  readonly reasons: readonly string[];
  readonly labels: readonly string[];
  readonly commits: readonly string[];
  readonly runners: readonly string[];
  readonly suiteMetrics: readonly string[];
  readonly suiteReasons: readonly string[];
  readonly rule: readonly string[];
  readonly gateReason: string;
  readonly stopped: string;
  readonly notes: readonly string[];
  readonly title: string;
}

const list = fc.array(anyText, { minLength: 1, maxLength: 6 });
const strings: fc.Arbitrary<Strings> = fc.record({
  names: list,
  metrics: list,
  units: list,
  reasons: list,
  labels: list,
  commits: list,
  runners: list,
  suiteMetrics: list,
  suiteReasons: list,
  rule: fc.array(anyText, { minLength: 3, maxLength: 6 }),
  gateReason: anyText,
  stopped: anyText,
  notes: fc.array(anyText, { maxLength: 3 }),
  title: anyText,
});

const pick = (values: readonly string[], i: number): string => values[i % values.length] ?? '';
const clash = (baselineUnit: string, currentUnit: string) =>
  ({ code: 'unit-clash', baselineUnit, baselineBetter: 'lower', currentUnit, currentBetter: 'higher' }) as const;

/** The report with every string replaced by a generated one. */
function hostile(report: Report, s: Strings): Report {
  const side = (label: Report['current'], i: number): Report['current'] => ({
    ...label,
    label: pick(s.labels, i),
    commit: pick(s.commits, i),
    runner: pick(s.runners, i),
  });
  const [benchmark = '', metric = '', ...examples] = s.rule;
  return {
    ...report,
    baseline: side(report.baseline, 0),
    baselines: report.baselines.map(side),
    current: side(report.current, report.baselines.length),
    comparisons: report.comparisons.map((row, i) => ({
      ...row,
      benchmark: pick(s.names, i),
      metric: pick(s.metrics, i),
      unit: pick(s.units, i),
      ...(i % 3 === 1 && { baselineUnit: pick(s.units, i + 1) }),
      // A reason's free strings: the units of a clash, and who accepted the gate with which label.
      reason: clash(pick(s.reasons, i), pick(s.reasons, i + 1)),
    })),
    suites: report.suites.map((line, i) => ({ ...line, metric: pick(s.suiteMetrics, i), unit: pick(s.units, i), reason: clash(pick(s.suiteReasons, i), '') })),
    gateReason: { code: 'accepted', what: 'gate', label: s.gateReason, by: s.gateReason },
    design: { kind: 'paired', pairs: 5, interleaved: true, looks: 3, stopped: s.stopped },
    runnersDiffer: true,
    warnings: [
      { code: 'unused-rule', rule: 1, benchmark, metric, examples },
      { code: 'unpaired-rows', added: 1, removed: 1, shared: 8 },
    ],
  };
}

describe('markdown from hostile strings', () => {
  it('the base reports reach every part of the markdown', () => {
    const distinct = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix}${i}`);
    const plain: Strings = {
      names: distinct('N'),
      metrics: ['M'],
      units: ['U'],
      reasons: ['R'],
      labels: distinct('L'),
      commits: ['C'],
      runners: ['X'],
      suiteMetrics: ['SM'],
      suiteReasons: ['SR'],
      rule: ['RB', 'RM', 'RE'],
      gateReason: 'G',
      stopped: 'S',
      notes: ['NOTE'],
      title: 'T',
    };
    const text = renderMarkdown(hostile(SINGLE, plain), { title: 'T', notes: ['NOTE'] });
    const verdicts = new Set(SINGLE.comparisons.map((row) => row.verdict));
    for (const verdict of ['regression', 'improvement', 'unchanged', 'inconclusive', 'added', 'removed']) expect(verdicts, verdict).toContain(verdict);
    expect(SINGLE.suites.length).toBeGreaterThan(0);
    expect(SINGLE.comparisons.some((row) => row.warnings.length > 0)).toBe(true);
    expect(SEVERAL.baselines).toHaveLength(2);
    for (const part of [
      '### T',
      '```mermaid',
      '<details>',
      '<sup>1</sup>',
      'Whole suite',
      'Gate: the failing gate was accepted with the label "G" by G',
      'NOTE',
      'RB',
      'U',
      'R',
      'L',
      'X',
      'S',
    ])
      expect(text).toContain(part);
  });

  it('never make a mention, link, autolink, image, HTML tag, heading or broken table, in every string field', () => {
    fc.assert(
      fc.property(strings, fc.boolean(), fc.constantFrom(undefined, 12_000, 20_000), (s, several, maxChars) => {
        const report = hostile(several ? SEVERAL : SINGLE, s);
        const text = renderMarkdown(report, { title: s.title, notes: s.notes, ...(maxChars !== undefined && { maxChars }) });
        expect(liveMarkup(text)).toEqual([]);
        if (maxChars !== undefined) expect(text.length).toBeLessThanOrEqual(maxChars);
      }),
      { numRuns: 300, seed: 31 },
    );
  });

  it('a unit with an image and a mention stays text in the value cells', () => {
    const unit = 'ns <img src=https://evil.example/t.png> @octocat';
    const report: Report = { ...SINGLE, comparisons: SINGLE.comparisons.map((row) => ({ ...row, unit })) };
    const text = renderMarkdown(report);
    expect(liveMarkup(text)).toEqual([]);
    expect(text).not.toContain('<img');
    expect(text).toContain('&lt;img src=https\u200d://evil.example/t.png&gt; @\u200doctocat');
  });

  it('nor do the notices of a run without a verdict, the summary of one that compared nothing, or the baseline line', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, fc.array(anyText, { maxLength: 3 }), (title, message, commit, lines) => {
        expect(liveMarkup(renderErrorNotice(title, message, commit))).toEqual([]);
        expect(liveMarkup(renderNoBaselineNotice(title, message, commit))).toEqual([]);
        expect(liveMarkup(renderNoComparison(title, lines))).toEqual([]);
        const line = gateNoteMarkdown({ code: 'baseline-run', runId: 501, runUrl: 'https://github.com/o/r/actions/runs/501', commit, ancestor: true });
        expect(liveMarkup(line.source)).toEqual([]);
        for (const note of [
          { code: 'stored', series: 3, runs: 5, commit, artifact: title, days: 90 },
          { code: 'not-stored', reason: message },
          { code: 'no-baseline', reason: message },
          { code: 'html-report', artifact: title, url: 'https://github.com/o/r/actions/runs/501/artifacts/7' },
        ] as const)
          expect(liveMarkup(gateNoteMarkdown(note).source)).toEqual([]);
      }),
      { numRuns: 300, seed: 31 },
    );
  });
});

describe('Markdown values', () => {
  it('are made by the markup tag from a template literal only', () => {
    const strings = Object.assign(['<b>', ''], { raw: ['<b>', ''] }) as unknown as TemplateStringsArray;
    expect(() => markup(strings, 'x')).toThrow('markup is a template tag');
    expect(markup`<b>${'<b>'}</b>`.source).toBe('<b>&lt;b&gt;</b>');
    const made: Markdown = markup`x`;
    expect(markup`${made} ${'*'}`.source).toBe('x \\*');
  });

  it('link only http(s) URLs, percent-encoding what would end the destination', () => {
    expect(link('run 1', 'https://github.com/o/r/actions/runs/1').source).toBe('[run 1](https://github.com/o/r/actions/runs/1)');
    expect(link('x', 'javascript:alert(1)').source).toBe('x');
    expect(link('x', 'https://e.example/a b)(<@>').source).toBe('[x](https://e.example/a%20b%29%28%3C%40%3E)');
  });

  it('show code in a fence longer than any run of backticks in it', () => {
    expect(codeSpan('benchgate-default').source).toBe('`benchgate-default`');
    expect(codeSpan('a``b').source).toBe('```a``b```');
    expect(codeSpan('`x').source).toBe('`` `x ``');
    expect(codeSpan('line\nbreak').source).toBe('`line break`');
  });
});

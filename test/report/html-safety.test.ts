import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { html, joinHtml, type Html } from '../../src/report/html-escape.js';
import { renderHtml, type ReportSamples } from '../../src/report/html.js';
import { renderHistoryHtml } from '../../src/report/history-html.js';
import { historyScenario, type HistoryStrings } from './history-scenario.js';
import { hostileText } from '../helpers/hostile-text.js';
import { scenarios, type Scenario } from './report-scenarios.js';

// Every string of a report can come from a fork (names, units, labels, runners, reasons, rule
// globs in warnings) or from a report artifact read back; the HTML report is opened in a
// reviewer's browser. No string may become a tag, an attribute, an entity or a control there:
// the page from hostile strings has the same elements as the page from plain ones.

/** Every string field of a report, and the page's title. */
interface Strings {
  readonly names: readonly string[];
  readonly metrics: readonly string[];
  readonly units: readonly string[];
  readonly labels: readonly string[];
  readonly runners: readonly string[];
  readonly reasons: readonly string[];
  readonly suiteMetrics: readonly string[];
  readonly rule: readonly string[];
  readonly gate: string;
  readonly stopped: string;
  readonly title: string;
}

const pick = (values: readonly string[], i: number): string => values[i % values.length] ?? '';
const clash = (baselineUnit: string, currentUnit: string) =>
  ({ code: 'unit-clash', baselineUnit, baselineBetter: 'lower', currentUnit, currentBetter: 'higher' }) as const;

/** The scenario with every string replaced by a generated one; the samples renamed with their rows, so that every plot is drawn. */
function hostile({ report, samples }: Scenario, s: Strings): { report: Report; samples: ReportSamples } {
  const benchmarks = [...new Set(report.comparisons.map((row) => row.benchmark))];
  const metrics = [...new Set(report.comparisons.map((row) => row.metric))];
  // Each name kept apart by its number: names that collide would merge rows, a change of the report, not of its page.
  const name = (benchmark: string) => `${pick(s.names, benchmarks.indexOf(benchmark))} ${benchmarks.indexOf(benchmark)}`;
  const metric = (old: string) => `${pick(s.metrics, metrics.indexOf(old))} ${metrics.indexOf(old)}`;
  const side = (label: Report['current'], i: number): Report['current'] => ({ ...label, label: pick(s.labels, i), runner: pick(s.runners, i) });
  const renamed = (set: ReportSamples['current']) => ({
    ...set,
    series: set.series.map((one) => ({ ...one, benchmark: name(one.benchmark), metric: metric(one.metric) })),
  });
  const [benchmark = '', ruleMetric = '', ...examples] = s.rule;
  const hostileReport: Report = {
    ...report,
    baselines: report.baselines.map(side),
    current: side(report.current, report.baselines.length),
    comparisons: report.comparisons.map((row, i) => ({
      ...row,
      benchmark: name(row.benchmark),
      metric: metric(row.metric),
      unit: pick(s.units, i),
      ...(i % 4 === 1 && { reason: clash(pick(s.reasons, i), pick(s.reasons, i + 1)) }),
    })),
    suites: report.suites.map((line, i) => ({ ...line, metric: pick(s.suiteMetrics, i) })),
    gateReason: { code: 'accepted', what: 'gate', label: s.gate, by: s.gate },
    design: { kind: 'paired', pairs: 4, interleaved: true, looks: 3, stopped: s.stopped },
    runnersDiffer: true,
    warnings: [
      { code: 'unused-rule', rule: 1, benchmark, metric: ruleMetric, examples },
      { code: 'unpaired-rows', added: 1, removed: 1, shared: 8 },
    ],
  };
  return { report: hostileReport, samples: { baselines: samples.baselines.map(renamed), current: renamed(samples.current) } };
}

/** A tag as benchgate writes one: a name, attributes each with a double-quoted value (or none), nothing else. */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9-]*(?:="[^"<>]*")?)*)\s*\/?>/gi;
const ATTRIBUTE = /\s+([a-z][a-z0-9-]*)(?:="[^"<>]*")?/gi;
const ELEMENTS = new Set(
  'html head meta title style body h1 p strong ul ol li table thead tbody tr th td button span br wbr sup div svg line circle rect path script'.split(' '),
);
const ATTRIBUTES = new Set(
  'lang charset name content class aria-sort type data-key data-name data-change data-verdict data-p viewBox role aria-label x1 x2 y1 y2 cx cy r fill fill-opacity x y width height d stroke stroke-width'.split(
    ' ',
  ),
);
/** Elements whose number a string must never change (the notes' li and sup, and wbr in names, follow the words). */
const COUNTED = ['html', 'head', 'title', 'style', 'body', 'h1', 'p', 'ul', 'ol', 'table', 'tr', 'th', 'td', 'button', 'svg', 'circle', 'script', 'strong'];

/** What the history page adds to the report's elements and attributes (src/report/history-html.ts, history-chart.ts). */
const HISTORY_ELEMENTS = new Set([...ELEMENTS, ...'header main section h2 code b details summary label input g text'.split(' ')]);
const HISTORY_ATTRIBUTES = new Set([...ATTRIBUTES, ...'id aria-live hidden data-changed aria-labelledby tabindex text-anchor aria-hidden'.split(' ')]);

/** What the page is made of: its elements by name, and whatever breaks the rules of benchgate's own markup. */
function structure(page: string, elements = ELEMENTS, attributes = ATTRIBUTES): { counts: Record<string, number>; problems: string[] } {
  const problems: string[] = [];
  const scripts = /<script>[^]*?<\/script>|<style>[^]*?<\/style>/g;
  const outside = page.replace(/^<!doctype html>/, '').replace(scripts, (whole) => whole.replace(/>[^]*</, '><'));
  const counts: Record<string, number> = {};
  for (const [, closing, name = '', written = ''] of outside.matchAll(TAG)) {
    if (!elements.has(name)) problems.push(`element ${name}`);
    for (const [, attribute = ''] of written.matchAll(ATTRIBUTE)) if (!attributes.has(attribute)) problems.push(`attribute ${attribute}`);
    if (closing === '') counts[name] = (counts[name] ?? 0) + 1;
  }
  const text = outside.replace(TAG, '');
  if (/[<>]/.test(text)) problems.push(`a < or > outside a tag: ${JSON.stringify(/.{0,20}[<>].{0,20}/s.exec(text)?.[0])}`);
  if (/&(?!amp;|lt;|gt;|quot;|#39;)/.test(outside.replace(TAG, (tag) => tag.replace(/&(amp|lt|gt|quot|#39);/g, '')))) problems.push('an entity of its own');
  // eslint-disable-next-line no-control-regex -- the controls are what is looked for.
  if (/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/.test(page)) problems.push('a hidden character');
  return { counts, problems };
}

const PLAIN: Strings = {
  names: Array.from({ length: 12 }, (_, i) => `N${i}`),
  metrics: ['M0', 'M1'],
  units: ['U'],
  labels: ['L0', 'L1', 'L2'],
  runners: ['X'],
  reasons: ['R'],
  suiteMetrics: ['SM'],
  rule: ['RB', 'RM', 'RE'],
  gate: 'G',
  stopped: 'S',
  title: 'T',
};

const list = fc.array(hostileText(60), { minLength: 1, maxLength: 6 });
const strings: fc.Arbitrary<Strings> = fc.record({
  names: list,
  metrics: list,
  units: list,
  labels: list,
  runners: list,
  reasons: list,
  suiteMetrics: list,
  rule: fc.array(hostileText(60), { minLength: 3, maxLength: 5 }),
  gate: hostileText(60),
  stopped: hostileText(60),
  title: hostileText(60),
});

const SCENARIOS = scenarios();

describe('the HTML report from hostile strings', () => {
  it('from plain strings reaches every part of the page: plots of both kinds, notes, facts, several references', () => {
    for (const scenario of SCENARIOS) {
      const { report, samples } = hostile(scenario, PLAIN);
      const page = renderHtml(report, samples, PLAIN.title);
      expect(structure(page).problems, scenario.name).toEqual([]);
      for (const part of ['<svg class="strip"', '<svg class="pairs"', '<svg class="change"', '<ol class="muted">', 'Gate: the failing gate was accepted', 'RB'])
        expect(page, `${scenario.name}: ${part}`).toContain(part);
    }
    expect(SCENARIOS.some(({ report }) => report.baselines.length > 1)).toBe(true);
  });

  it('never makes a tag, an attribute, an entity or a hidden character, in every string field', () => {
    fc.assert(
      fc.property(strings, fc.nat(SCENARIOS.length - 1), (s, which) => {
        const scenario = SCENARIOS[which] as Scenario;
        const plain = structure(renderHtml(hostile(scenario, PLAIN).report, hostile(scenario, PLAIN).samples, PLAIN.title));
        const { report, samples } = hostile(scenario, s);
        const page = structure(renderHtml(report, samples, s.title));
        expect(page.problems).toEqual([]);
        for (const element of COUNTED) expect(page.counts[element] ?? 0, element).toBe(plain.counts[element] ?? 0);
      }),
      { numRuns: 150, seed: 41 },
    );
  });
});

const PLAIN_HISTORY: HistoryStrings = {
  names: ['N0', 'N1', 'N2'],
  metrics: ['M0', 'M1'],
  units: ['U'],
  commits: ['C0', 'C1'],
  dates: ['D0'],
  suite: 'S',
  inconclusive: 'I',
  models: ['X0', 'X1'],
  artifact: 'A',
  problem: 'P',
  title: 'T',
};

const historyStrings: fc.Arbitrary<HistoryStrings> = fc.record({
  names: list,
  metrics: list,
  units: list,
  commits: list,
  dates: list,
  suite: hostileText(60),
  inconclusive: hostileText(60),
  models: fc.tuple(hostileText(60), hostileText(60)),
  artifact: hostileText(60),
  problem: hostileText(60),
  title: hostileText(60),
});

/** Elements of the history page whose number a string must never change (wbr in names follows the words). */
const HISTORY_COUNTED = [...COUNTED, 'section', 'h2', 'code', 'li', 'path', 'text', 'details', 'summary', 'b', 'g', 'span', 'input'];

describe('the history page from hostile strings', () => {
  const historyPage = (s: HistoryStrings) => structure(renderHistoryHtml(historyScenario(s), s.title), HISTORY_ELEMENTS, HISTORY_ATTRIBUTES);

  it('from plain strings reaches every part of the page: changes, events, warnings, outliers, a series without a look and one without points', () => {
    const page = renderHistoryHtml(historyScenario(PLAIN_HISTORY), PLAIN_HISTORY.title);
    expect(historyPage(PLAIN_HISTORY).problems).toEqual([]);
    for (const part of [
      '<p class="event">',
      '<ul class="warnings">',
      '<path class="outlier"',
      'No change looked for: I.',
      'No commit measured',
      'class="regression past"',
    ])
      expect(page, part).toContain(part);
  });

  it('never makes a tag, an attribute, an entity or a hidden character, in every string field', () => {
    const plain = historyPage(PLAIN_HISTORY);
    fc.assert(
      fc.property(historyStrings, (s) => {
        const page = historyPage(s);
        expect(page.problems).toEqual([]);
        for (const element of HISTORY_COUNTED) expect(page.counts[element] ?? 0, element).toBe(plain.counts[element] ?? 0);
      }),
      { numRuns: 150, seed: 41 },
    );
  });
});

describe('Html values', () => {
  it('are made by the html tag from a template literal only, every string escaped', () => {
    const strings = Object.assign(['<b>', ''], { raw: ['<b>', ''] }) as unknown as TemplateStringsArray;
    expect(() => html(strings, 'x')).toThrow('html is a template tag');
    expect(html`<b title="${'"><script>'}">${"<i>'&"}</b>`.source).toBe('<b title="&quot;&gt;&lt;script&gt;">&lt;i&gt;&#39;&amp;</b>');
    const made: Html = html`<i>x</i>`;
    expect(html`${made}${[made, made]}${2.5}`.source).toBe('<i>x</i><i>x</i><i>x</i>2.5');
    expect(joinHtml([made, html`${'<'}`], html`, `).source).toBe('<i>x</i>, &lt;');
    expect(html`${'\u001b[31m\u202e'}`.source).toBe('\\x1b[31m\\u202e');
  });
});

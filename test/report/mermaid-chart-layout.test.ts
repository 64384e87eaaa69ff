/// <reference lib="dom" />
import { createRequire } from 'node:module';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Report } from '../../src/model/report.js';
import type { SampleSet } from '../../src/model/series.js';
import { keepEnd } from '../../src/report/markdown-escape.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { CHROMIUM_MISSING, sharedChromiumContext } from '../helpers/chromium.js';

// The comment's charts as Mermaid (the library GitHub renders them with) draws them in headless
// Chromium: bars in the verdict's colour, each bar's value drawn, and x axis labels whose boxes
// never overlap, from 1 bar to 20, short names and long ones.
const MERMAID = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
interface Drawn {
  readonly title: string;
  readonly fills: readonly string[];
  readonly values: readonly { readonly text: string; readonly fontSize: number; readonly box: Box }[];
  readonly labels: readonly { readonly text: string; readonly box: Box }[];
}

/** One job's runs of `factors.length` benchmarks: the current side slower (> 1) or faster (< 1) by each factor. */
function report(names: readonly string[], factors: readonly number[]): Report {
  const runs = (centre: number) =>
    [0, 1, 2, 3].map((r) => ({ kind: 'samples' as const, samples: Float64Array.from({ length: 6 }, (_, i) => centre * (1 + 0.002 * Math.sin(3 * r + i))) }));
  const set = (factor: (i: number) => number): SampleSet => ({
    runCount: 4,
    series: names.map((benchmark, i) => ({ benchmark, metric: 'time', unit: 's', better: 'lower' as const, runs: runs(1e-3 * factor(i)) })),
  });
  return compareSampleSets([{ label: 'main', set: set(() => 1) }], { label: 'head', set: set((i) => factors[i] ?? 1) }, DEFAULT_POLICY, undefined, {
    sameJob: true,
  });
}

const blocks = (markdown: string): string[] => [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Stock Mermaid on a blank page: loading its 3 MB script once a file, not once a case, halves the test's time. */
async function mermaidPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: MERMAID });
  return page;
}

/** Each source drawn by Mermaid: its bars' fills, its data labels and its x axis labels, with their boxes on the page. */
function draw(page: Page, sources: readonly string[]): Promise<Drawn[]> {
  return page.evaluate(async (texts: readonly string[]): Promise<Drawn[]> => {
    const mermaid = (window as unknown as { mermaid: { initialize: (o: object) => void; render: (id: string, text: string) => Promise<{ svg: string }> } })
      .mermaid;
    mermaid.initialize({ startOnLoad: false });
    const box = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    const out: Drawn[] = [];
    for (const [i, text] of texts.entries()) {
      const { svg } = await mermaid.render(`chart${i}`, text);
      const holder = document.createElement('div');
      holder.innerHTML = svg;
      document.body.append(holder);
      out.push({
        title: holder.querySelector('g.chart-title text')?.textContent ?? '',
        fills: Array.from(holder.querySelectorAll('g.bar-plot-0 rect')).map((rect) => rect.getAttribute('fill') ?? ''),
        values: Array.from(holder.querySelectorAll('g.bar-plot-0 text')).map((label) => ({
          text: label.textContent ?? '',
          fontSize: parseFloat(getComputedStyle(label).fontSize),
          box: box(label),
        })),
        labels: Array.from(holder.querySelectorAll('g.bottom-axis g.label text')).map((label) => ({ text: label.textContent ?? '', box: box(label) })),
      });
      holder.remove();
    }
    return out;
  }, sources);
}

const LONG = (i: number) => `github.com/example/service/internal/codec.BenchmarkDecodeLargePayload/case-${i}`;

describe('the comment charts, drawn by Mermaid', () => {
  it.skipIf(CHROMIUM_MISSING)(
    'colour the bars by verdict and draw each value; names that fit label their bars, others are numbered with a legend, and no two labels overlap',
    async () => {
      const cases = [
        { names: ['parse', 'emit'], factors: [1.3, 0.85] },
        { names: ['decode', 'encode', 'parse'], factors: [1.12, 1.25, 1.4] },
        { names: [0, 1, 2, 3].map(LONG), factors: [1.1, 1.2, 1.3, 0.8] },
        // 20 bars, the most a chart shows: a quarter of the suite, so that the rest shows what the machine did.
        { names: Array.from({ length: 80 }, (_, i) => LONG(i)), factors: Array.from({ length: 80 }, (_, i) => (i < 20 ? 1.05 + 0.01 * i : 1)) },
      ];
      const browser = await sharedChromiumContext({ viewport: { width: 900, height: 700 } });
      onTestFinished(() => browser.close());
      const page = await mermaidPage(browser);
      for (const { names, factors } of cases) {
        const compared = report(names, factors);
        const markdown = renderMarkdown(compared);
        const drawn = await draw(page, blocks(markdown));
        // In the table's order (largest change first), as the charts take them.
        const inTable = (verdict: string) =>
          compared.comparisons
            .filter((row) => row.verdict === verdict)
            .sort((a, b) => markdown.indexOf(`| ${a.benchmark} |`) - markdown.indexOf(`| ${b.benchmark} |`));
        const regressions = inTable('regression');
        const improvements = inTable('improvement');
        expect([regressions.length, improvements.length]).toEqual([factors.filter((f) => f > 1).length, factors.filter((f) => f < 1).length]);
        const expected = [
          { rows: regressions, title: 'Regressions: % worse', fill: '#dc2626' },
          { rows: improvements, title: 'Improvements: % better', fill: '#16a34a' },
        ].filter((chart) => chart.rows.length > 0);
        expect(drawn.map((chart) => chart.title)).toEqual(expected.map((chart) => chart.title));
        for (const [i, chart] of drawn.entries()) {
          const { rows, fill } = expected[i] as (typeof expected)[number];
          const context = `${names.length} bars, ${chart.title}`;
          expect(chart.fills, context).toEqual(rows.map(() => fill));
          // Each bar's value, as the legend and the table round it, in a font one can read.
          expect(
            chart.values.map((value) => value.text),
            context,
          ).toEqual(rows.map((row) => String(Number((Math.abs(row.change ?? 0) * 100).toFixed(1)))));
          for (const value of chart.values) expect(value.fontSize, context).toBeGreaterThanOrEqual(6);
          // Names (their last 40 characters) while 46 wide letters' worth fit a bar's slot, from 4 bars never.
          const labels = rows.map((row) => keepEnd(`${row.benchmark} ${row.metric}`, 40));
          const numbered = rows.length >= 4 || labels.some((name) => [...name].length > 46 / rows.length);
          expect(
            chart.labels.map((label) => label.text),
            context,
          ).toEqual(labels.map((name, n) => (numbered ? String(n + 1) : name)));
          for (const [a, first] of chart.labels.entries())
            for (const second of chart.labels.slice(a + 1))
              expect(overlaps(first.box, second.box), `${context}: "${first.text}" and "${second.text}"`).toBe(false);
          // The legend names every numbered bar, in order, with its value.
          if (numbered)
            for (const [n, row] of rows.entries())
              expect(markdown, context).toContain(`${n + 1}: ${row.benchmark.replaceAll('_', '\\_')} time, ${(Math.abs(row.change ?? 0) * 100).toFixed(1)}%`);
        }
      }
    },
    120_000,
  );
});

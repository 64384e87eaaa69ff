/// <reference lib="dom" />
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { SampleSet } from '../../src/model/series.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { CHROMIUM_MISSING, sharedChromiumContext } from '../helpers/chromium.js';

// The comment's charts drawn by Mermaid itself (the library GitHub renders them with) in Debian's
// headless Chromium: every bar must start at the axis' 0 and grow by the size of its change.
const MERMAID = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

interface Bar {
  readonly top: number;
  readonly bottom: number;
}
interface Drawn {
  readonly title: string;
  readonly bars: readonly Bar[];
  /** Where the y axis' ticks of 0 and of its top value are drawn. */
  readonly zero: number | null;
  readonly top: number | null;
  readonly max: number;
}

function twoSides(): { baseline: SampleSet; current: SampleSet } {
  const runs = (centre: number) =>
    [0, 1, 2, 3].map((r) => ({ kind: 'samples' as const, samples: Float64Array.from({ length: 6 }, (_, i) => centre * (1 + 0.002 * Math.sin(3 * r + i))) }));
  const set = (slow: number, fast: number): SampleSet => ({
    runCount: 4,
    series: [
      { benchmark: 'slower', metric: 'time', unit: 's', better: 'lower', runs: runs(slow) },
      { benchmark: 'faster', metric: 'time', unit: 's', better: 'lower', runs: runs(fast) },
    ],
  });
  return { baseline: set(1e-3, 1e-3), current: set(1.3e-3, 0.9e-3) };
}

describe('the comment charts, drawn by Mermaid', () => {
  it.skipIf(CHROMIUM_MISSING)(
    'draw a regression and an improvement as bars from 0, each as tall as its change, each in its own chart',
    async () => {
      const { baseline, current } = twoSides();
      // Made up with no machine effect, as runs of one job (across jobs 2 rows against one
      // baseline job are left untested).
      const report = compareSampleSets([{ label: 'main', set: baseline }], { label: 'head', set: current }, DEFAULT_POLICY, undefined, { sameJob: true });
      expect(report.comparisons.map((row) => row.verdict)).toEqual(['regression', 'improvement']);
      const blocks = [...renderMarkdown(report).matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
      expect(blocks).toHaveLength(2);
      const context = await sharedChromiumContext({ viewport: { width: 900, height: 700 } });
      try {
        const page = await context.newPage();
        await page.setContent('<!doctype html><html><body></body></html>');
        await page.addScriptTag({ path: MERMAID });
        const drawn = await page.evaluate(async (sources: string[]): Promise<Drawn[]> => {
          const mermaid = (
            window as unknown as { mermaid: { initialize: (o: object) => void; render: (id: string, text: string) => Promise<{ svg: string }> } }
          ).mermaid;
          mermaid.initialize({ startOnLoad: false });
          const out: Drawn[] = [];
          for (const [i, source] of sources.entries()) {
            const { svg } = await mermaid.render(`chart${i}`, source);
            const holder = document.createElement('div');
            holder.innerHTML = svg;
            document.body.append(holder);
            const bars = Array.from(holder.querySelectorAll('g.bar-plot-0 rect')).map((rect) => {
              const box = rect.getBoundingClientRect();
              return { top: box.top, bottom: box.bottom };
            });
            // The y axis' ticks in the order of their labels: the value each stands for, and where.
            const labels = Array.from(holder.querySelectorAll('g.left-axis g.label text')).map((text) => Number(text.textContent));
            const ticks = Array.from(holder.querySelectorAll('g.left-axis g.ticks path')).map((path) => path.getBoundingClientRect().top);
            const at = (value: number): number | null => {
              const index = labels.indexOf(value);
              return index < 0 ? null : (ticks[index] ?? null);
            };
            const top = Math.max(...labels);
            const title = holder.querySelector('g.chart-title text')?.textContent ?? '';
            out.push({ title, bars, zero: at(0), top: at(top), max: top });
          }
          return out;
        }, blocks);
        expect(drawn.map((chart) => chart.title)).toEqual(['Regressions: % worse', 'Improvements: % better']);
        const sizes = report.comparisons.map((row) => Math.abs((row.change ?? 0) * 100));
        for (const [i, chart] of drawn.entries()) {
          expect(chart.bars, `chart ${i}`).toHaveLength(1);
          const bar = chart.bars[0] as Bar;
          const zero = chart.zero ?? NaN;
          const top = chart.top ?? NaN;
          // The bar's head at its value on the axis, its foot at or just under the axis' 0 (Mermaid
          // pads the plot below its minimum by a few pixels): a bar up from 0, as tall as the change.
          const head = zero - ((sizes[i] ?? 0) / chart.max) * (zero - top);
          expect(Math.abs(bar.top - head), `chart ${i}: head ${bar.top}, value at ${head}`).toBeLessThanOrEqual(2);
          expect(bar.bottom, `chart ${i}: foot ${bar.bottom}, zero at ${zero}`).toBeGreaterThanOrEqual(zero - 1);
          expect(bar.bottom - zero).toBeLessThanOrEqual(10);
          expect(bar.top).toBeLessThan(zero - 10);
        }
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});

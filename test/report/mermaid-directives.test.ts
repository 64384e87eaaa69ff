/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Series } from '../../src/model/series.js';
import { series, wavingRuns } from '../helpers/series.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { CHROMIUM_MISSING, launchChromium } from '../helpers/chromium.js';

// Benchmark names are a fork's text, and the comment's chart hands them to Mermaid, which reads
// its whole text for `%%{init: …}%%` directives before it draws (even across labels; `'` read as
// `"`). Drawn here by stock Mermaid (the library GitHub renders charts with) in headless Chromium:
// hostile names must neither reach the network nor change the chart's geometry.
const MERMAID = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

/** The attacker's host in the chained names: a short name (a label keeps 40 characters), mapped to a local server. */
const HOST = 'e';

/** A chart as drawn: its size, its bars and its x-axis labels, or Mermaid's error. */
interface Drawn {
  readonly width: string | null;
  readonly viewBox: string | null;
  readonly bars: number;
  readonly labels: number;
  readonly error: string | null;
}

/** Four quiet runs about `centre`. */
const steady = (benchmark: string, metric: string, centre: number): Series =>
  series(
    benchmark,
    wavingRuns(centre, 4, 6, (r, i) => 3 * r + i),
    { metric },
  );

/** The comment's first chart for rows named so, each slower by its own amount, in this order. */
function chartOf(rows: readonly (readonly [benchmark: string, metric: string])[]): string {
  const set = (slower: boolean) => ({
    runCount: 4,
    series: rows.map(([benchmark, metric], i) => steady(benchmark, metric, 1e-3 * (slower ? 1.5 - 0.1 * i : 1))),
  });
  const report = compareSampleSets([{ label: 'main', set: set(false) }], { label: 'head', set: set(true) }, DEFAULT_POLICY, undefined, { sameJob: true });
  const chart = /```mermaid\n([\s\S]*?)```/.exec(renderMarkdown(report))?.[1];
  if (chart === undefined) throw new Error('no chart in the comment');
  return chart;
}

/** Rows with names of the same lengths, made of letters: the chart the hostile one must equal. */
const benign = (rows: readonly (readonly [string, string])[]): [string, string][] =>
  rows.map(([benchmark, metric], i) => [String.fromCharCode(97 + i).repeat(benchmark.length), 'x'.repeat(metric.length)]);

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A server on 127.0.0.1 that answers everything and lists what it was asked for. */
async function listening(answer: (url: string) => string): Promise<{ server: Server; port: number; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.end(answer(request.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, asked };
}

// One attacker's server and one browser for the file (HOST resolves to the server), each test in
// a context of its own; what the server was asked is cleared before each test.
let attacker: { server: Server; port: number; asked: string[] };
let browser: Browser;
beforeAll(async () => {
  if (CHROMIUM_MISSING) return;
  attacker = await listening(() => '');
  browser = await launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1:${attacker.port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`]);
}, 60_000);
beforeEach(() => {
  attacker?.asked.splice(0);
});
afterAll(async () => {
  await browser?.close();
  if (attacker !== undefined) await closeServer(attacker.server);
});

/** Each chart drawn by Mermaid in a page of its own origin (themeCSS set for the page when given); the requests the page made besides itself. */
async function draw(charts: readonly string[], themeCSS?: string): Promise<{ drawn: Drawn[]; requests: string[] }> {
  const script = readFileSync(MERMAID, 'utf8');
  const page = await listening((url) => (url === '/mermaid.js' ? script : '<!doctype html><html><body></body></html>'));
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  try {
    const tab = await context.newPage();
    const requests: string[] = [];
    tab.on('request', (request) => {
      if (!request.url().startsWith(`http://127.0.0.1:${page.port}/`)) requests.push(request.url());
    });
    await tab.goto(`http://127.0.0.1:${page.port}/`);
    await tab.addScriptTag({ url: '/mermaid.js' });
    const drawn = await tab.evaluate(
      async ({ sources, css }): Promise<Drawn[]> => {
        const mermaid = (window as unknown as { mermaid: { initialize: (o: object) => void; render: (id: string, text: string) => Promise<{ svg: string }> } })
          .mermaid;
        mermaid.initialize({ startOnLoad: false, ...(css === null ? {} : { themeCSS: css }) });
        const out: Drawn[] = [];
        for (const [i, source] of sources.entries()) {
          try {
            const { svg } = await mermaid.render(`chart${i}`, source);
            const holder = document.createElement('div');
            holder.innerHTML = svg;
            document.body.append(holder);
            const root = holder.querySelector('svg');
            out.push({
              width: root?.getAttribute('width') ?? null,
              viewBox: root?.getAttribute('viewBox') ?? null,
              bars: holder.querySelectorAll('g.bar-plot-0 rect').length,
              labels: holder.querySelectorAll('g.bottom-axis g.label text').length,
              error: null,
            });
          } catch (error) {
            out.push({ width: null, viewBox: null, bars: 0, labels: 0, error: String(error) });
          }
        }
        // Two frames: styles applied and the page painted, so any image the CSS names is asked for.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return out;
      },
      { sources: [...charts], css: themeCSS ?? null },
    );
    await tab.screenshot();
    await tab.waitForLoadState('networkidle');
    return { drawn, requests };
  } finally {
    await context.close();
    await closeServer(page.server);
  }
}

describe('names cannot make a Mermaid directive', () => {
  it.skipIf(CHROMIUM_MISSING)(
    'a name with %%{init: {"themeCSS": …url(http://127.0.0.1:PORT/x)…}}%%, alone or chained across three labels, a name that resizes the chart: no request, the chart as with plain names',
    async () => {
      const url = `http://127.0.0.1:${attacker.port}/x`;
      const hostile: [string, string][][] = [
        // The whole directive in one name (a label keeps its last 40 characters; the table has it all).
        [[`%%{init: {"themeCSS": "* {background: url(${url})}"}}%%`, 'time']],
        // One name: a chart 9 px wide.
        [["%%{init:{'xyChart':{'width':9}}}%%", 'x']],
        // Three names, one directive: the labels' own quotes and the ", " between them are part of its JSON.
        [
          ["x %%{init:{'a'", ':'],
          [",'themeCSS':", `'*{background:url(//${HOST})}',`],
          [":'c'}}%%", 'd'],
        ],
      ];
      const charts = hostile.map(chartOf);
      const plain = hostile.map((rows) => chartOf(benign(rows)));
      const { drawn, requests } = await draw([...charts, ...plain]);
      expect(requests).toEqual([]);
      expect(attacker.asked).toEqual([]);
      for (const [i, chart] of charts.entries()) {
        const mine = drawn[i] as Drawn;
        expect(mine.error, chart).toBeNull();
        expect(mine.bars, chart).toBe(hostile[i]?.length);
        expect(mine.labels, chart).toBe(hostile[i]?.length);
        expect({ width: mine.width, viewBox: mine.viewBox }, chart).toEqual({
          width: drawn[i + charts.length]?.width,
          viewBox: drawn[i + charts.length]?.viewBox,
        });
      }
    },
    90_000,
  );

  it.skipIf(CHROMIUM_MISSING)(
    "sees the request a themeCSS with the attacker's host makes, when Mermaid is given one: the check above can fail",
    async () => {
      const { drawn, requests } = await draw([chartOf([['plain', 'time']])], `*{background:url(//${HOST}/seen)}`);
      expect(drawn[0]?.error).toBeNull();
      expect(requests).toContain(`http://${HOST}/seen`);
      expect(attacker.asked).toContain('/seen');
    },
    60_000,
  );
});

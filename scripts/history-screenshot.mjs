// Renders the history view of examples/history/ (scripts/make-history-example.mjs) and takes its
// picture for the README: docs/images/history.png, in Debian's headless Chromium (/usr/bin/chromium,
// or CHROMIUM=path), offline. The engine and the page are the TypeScript sources, bundled by esbuild
// into a temporary directory; the HTML page is kept there too (its path is printed).
//   node scripts/history-screenshot.mjs
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLE = join(ROOT, 'examples', 'history');
const OUT = join(ROOT, 'docs', 'images', 'history.png');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

// What `benchgate history` does with the files, with the HTML face: read, order, analyse, render.
const ENTRY = `
import { loadSide } from './src/load/load-side.ts';
import { analyseHistory } from './src/history/analyse.ts';
import { defaultOrder, orderRuns } from './src/history/order.ts';
import { renderHistoryHtml } from './src/report/history-html.ts';
export function historyPage(sources, title) {
  const files = sources.map((source) => ({ name: source.name, set: loadSide([source], 'auto').set }));
  const suite = files.find((file) => file.set.suite !== undefined)?.set.suite;
  const report = analyseHistory(orderRuns(files, defaultOrder(files)), {}, suite);
  return { html: renderHistoryHtml(report, title), report };
}
`;

const work = mkdtempSync(join(tmpdir(), 'benchgate-history-screenshot-'));
const bundle = join(work, 'history-page.mjs');
await build({
  stdin: { contents: ENTRY, resolveDir: ROOT, sourcefile: 'history-page.ts', loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  logLevel: 'warning',
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
const { historyPage } = await import(pathToFileURL(bundle).href);

const sources = readdirSync(EXAMPLE)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name: `examples/history/${name}`, text: readFileSync(join(EXAMPLE, name), 'utf8') }));
const { html, report } = historyPage(sources, 'benchgate history: example');
const page = join(work, 'history.html');
writeFileSync(page, html);
const s = report.summary;
console.log(
  `${sources.length} files, ${report.commits.length} commits, ${s.series} series: ${s.changes} change points (${s.regressions} regressions, ${s.improvements} improvements, ${s.standingRegressions} standing)`,
);
for (const series of report.series)
  for (const change of series.changes)
    console.log(
      `  ${series.benchmark} ${series.metric}: ${change.direction} ${(change.change * 100).toFixed(1)}% at point ${change.index} (${change.before.slice(0, 7)}..${change.after.slice(0, 7)})`,
    );

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, offline: true });
  const tab = await context.newPage();
  await tab.goto(pathToFileURL(page).href);
  // A reader at work: the first chart focused from the keyboard, its tooltip on the fifth commit.
  await tab.locator('svg.chart').first().focus();
  await tab.keyboard.press('Home');
  for (let i = 0; i < 4; i++) await tab.keyboard.press('ArrowRight');
  // The header and the first two rows of cards.
  const fifth = await tab.locator('section.card').nth(4).boundingBox();
  const height = Math.min(Math.ceil((fifth?.y ?? 1400) - 8), 1600);
  mkdirSync(dirname(OUT), { recursive: true });
  await tab.screenshot({ path: OUT, fullPage: true, clip: { x: 0, y: 0, width: 1280, height } });
  console.log(`wrote ${OUT} (1280×${height}); the page: ${page}`);
} finally {
  await browser.close();
}
rmSync(bundle);

/// <reference lib="dom" />
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runSourceCli } from '../helpers/run-cli.js';

// The HTML report opened in Debian's headless Chromium (.ci/run installs it), as a reviewer
// would open the downloaded artifact: no console errors, no network request, a plot drawn.
const CHROMIUM = '/usr/bin/chromium';

function makeReport(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'benchgate-html-')), 'report.html');
  const result = runSourceCli([
    'compare',
    '--baseline',
    'examples/hyperfine/baseline/*.csv',
    '--current',
    'examples/hyperfine/slower/*.csv',
    '--html',
    file,
    '--fail-on',
    'never',
  ]);
  expect(result.status, result.stderr).toBe(0);
  return file;
}

describe('the HTML report', () => {
  it('is one self-contained file that names no remote resource', () => {
    const html = readFileSync(makeReport(), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(/);
    expect(html.match(/<svg class="strip"/g)).toHaveLength(3);
  });

  // Skipped only outside CI on a machine without Chromium; .ci/run installs it.
  it.skipIf(!existsSync(CHROMIUM) && process.env.CI !== 'true')(
    'renders in headless Chromium without console errors or requests, draws the plots and sorts by change',
    async () => {
      const file = makeReport();
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      try {
        const page = await browser.newPage({ viewport: { width: 1400, height: 700 } });
        const problems: string[] = [];
        const requests: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('request', (request) => {
          if (!request.url().startsWith('file:')) requests.push(request.url());
        });
        await page.goto(pathToFileURL(file).href);
        expect(problems).toEqual([]);
        expect(requests).toEqual([]);
        // A plot is drawn: circles with a real size on the page, in both colours.
        const circles = await page.locator('svg.strip circle').count();
        expect(circles).toBeGreaterThan(100);
        const box = await page.locator('svg.strip').first().boundingBox();
        expect(box?.width).toBeGreaterThan(200);
        const shot = await page.screenshot();
        expect(shot.length).toBeGreaterThan(10_000);
        // The regression's red dots are on screen (PNG decoded by the page itself).
        const red = await page.evaluate(async (png: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d');
          if (context === null) return 0;
          context.drawImage(image, 0, 0);
          const data = context.getImageData(0, 0, image.width, image.height).data;
          let count = 0;
          for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) > 180 && (data[i + 1] ?? 0) < 120 && (data[i + 2] ?? 0) < 120) count++;
          return count;
        }, shot.toString('base64'));
        expect(red).toBeGreaterThan(50);
        // Sorting by change puts the biggest change last, then first.
        const names = () => page.locator('tbody tr td:first-child').allTextContents();
        await page.locator('th[data-key="change"]').first().click();
        expect((await names()).at(-1)).toBe('compress');
        await page.locator('th[data-key="change"]').first().click();
        expect((await names())[0]).toBe('compress');
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});

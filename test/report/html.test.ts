/// <reference lib="dom" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { SampleSet } from '../../src/model/series.js';
import { renderHtml } from '../../src/report/html.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { runSourceCli } from '../helpers/run-cli.js';
import { scratchDir } from '../helpers/scratch.js';
import { CHROMIUM_MISSING, sharedChromiumContext } from '../helpers/chromium.js';

// The HTML report opened in Debian's headless Chromium (.ci/run installs it), as a reviewer
// would open the downloaded artifact: no console errors, no network request, a plot drawn.

function makeReport(baseline = 'examples/hyperfine/baseline/*.csv', current = 'examples/hyperfine/slower/*.csv'): string {
  const file = join(scratchDir('html'), 'report.html');
  // Each fixture's sides ran in one job (test/fixtures/README.md): --same-job, or its few rows
  // against one baseline job would be left untested, with no interval to plot.
  const result = runSourceCli(['compare', '--same-job', '--baseline', baseline, '--current', current, '--html', file, '--fail-on', 'never']);
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

  it('says "1 run" and why one run a side decides nothing, and lists the report-wide facts', () => {
    const html = readFileSync(makeReport('examples/hyperfine/baseline/run1.csv', 'examples/hyperfine/slower/run1.csv'), 'utf8');
    expect(html).toContain('examples/hyperfine/baseline/run1.csv (1 run)');
    expect(html).not.toContain('1 runs');
    // The same reason on the 3 rows is one footnote, marked in each row's verdict cell.
    expect(html.match(/each side has one run, which shows no run-to-run noise: make ≥ 3 runs a side/g)).toHaveLength(1);
    expect(html).toMatch(/<li>each side has one run, which shows no run-to-run noise: make ≥ 3 runs a side, each a separate process \(3 rows\)<\/li>/);
    expect(html.match(/inconclusive<sup>1<\/sup>/g)).toHaveLength(3);
    expect(html).toContain(
      '<li>Tukey outliers (samples beyond 1.5 or 3 IQR of their run&#39;s quartiles), kept: 4 mild, 1 severe; a run&#39;s value (sides of 2 runs or more) counts a severe one at its fence.</li>',
    );
  });

  it('marks row warnings in the verdict cell and says them once below the table', () => {
    const dir = 'test/fixtures/google-benchmark-aggregates';
    const html = readFileSync(makeReport(`${dir}/baseline/*.json`, `${dir}/slower/*.json`), 'utf8');
    expect(html).toContain('<li>each of the baseline side&#39;s 3 runs is a summary (mean, sd, n) from its tool, not raw samples (9 rows)</li>');
    expect(html.match(/<sup>1<\/sup><sup>2<\/sup><\/td>/g)).toHaveLength(9);
  });

  // Skipped only outside CI on a machine without Chromium; .ci/run installs it.
  it.skipIf(CHROMIUM_MISSING)('renders in headless Chromium without console errors or requests, draws the plots and sorts by change', async () => {
    const file = makeReport();
    // A 1280 px wide window: the report fits without horizontal scrolling.
    const context = await sharedChromiumContext({ viewport: { width: 1280, height: 700 } });
    try {
      const page = await context.newPage();
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
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      // Every plot has its axis labelled in the row's unit.
      expect(await page.locator('svg.strip + .ticks span').first().textContent()).toMatch(/^\d[\d.]* ms$/);
      // Axis labels at 11 px or more on the page (text inside a scaled SVG shrank to 7 px), side by side without overlapping.
      const axes = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.ticks')).map((axis) =>
          Array.from(axis.children).map((label) => {
            const box = label.getBoundingClientRect();
            return { size: parseFloat(getComputedStyle(label).fontSize), left: box.left, right: box.right, height: box.height, text: label.textContent ?? '' };
          }),
        ),
      );
      expect(axes.length).toBeGreaterThanOrEqual(6);
      expect(await page.locator('svg text').count()).toBe(0);
      for (const labels of axes) {
        expect(labels).toHaveLength(3);
        for (const label of labels) expect([label.text, label.size >= 11, label.height >= 11]).toEqual([label.text, true, true]);
        for (const [a, b] of [
          [0, 1],
          [1, 2],
        ] as const)
          expect((labels[a]?.right ?? 0) <= (labels[b]?.left ?? 0), `${labels[a]?.text} | ${labels[b]?.text}`).toBe(true);
      }
      const shot = await page.screenshot({ fullPage: true });
      expect(shot.length).toBeGreaterThan(10_000);
      // Kept for a reader of the test run (CI keeps test-artifacts/).
      mkdirSync(join(REPO_ROOT, 'test-artifacts'), { recursive: true });
      writeFileSync(join(REPO_ROOT, 'test-artifacts', 'html-report.png'), shot);
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
      // Sorting by change puts the biggest change last, then first: by a click, then by the keyboard alone.
      const names = () => page.locator('tbody tr td:first-child').allTextContents();
      const changeHeader = page.locator('th button[data-key="change"]');
      await changeHeader.click();
      expect((await names()).at(-1)).toBe('compress');
      expect(await page.locator('th[aria-sort="ascending"]').count()).toBe(1);
      await changeHeader.focus();
      await page.keyboard.press('Enter');
      expect((await names())[0]).toBe('compress');
      expect(await page.locator('th[aria-sort="descending"] button').textContent()).toBe('Change [CI]');
      await page.locator('th button[data-key="name"]').focus();
      await page.keyboard.press('Space');
      expect(await names()).toEqual(['checksum', 'compress', 'sort']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the change axis of the HTML report', () => {
  it('puts worse on the right for every metric: a throughput that fell lies right of zero, a time that fell left', () => {
    const runs = (centre: number) => [0, 1, 2, 3].map((r) => Array.from({ length: 6 }, (_, i) => centre * (1 + 0.002 * Math.sin(3 * r + i))));
    const set = (throughput: number, time: number): SampleSet => ({
      runCount: 4,
      series: [
        {
          benchmark: 'encode',
          metric: 'throughput',
          unit: 'B/s',
          better: 'higher',
          runs: runs(throughput).map((samples) => ({ kind: 'samples' as const, samples: Float64Array.from(samples) })),
        },
        {
          benchmark: 'parse',
          metric: 'time',
          unit: 's',
          better: 'lower',
          runs: runs(time).map((samples) => ({ kind: 'samples' as const, samples: Float64Array.from(samples) })),
        },
      ],
    });
    const baseline = set(1e9, 1e-3);
    const current = set(0.9e9, 0.9e-3);
    // Made up with no machine effect, as runs of one job (across jobs a row of a metric against
    // one baseline job is left untested).
    const report = compareSampleSets([{ label: 'main', set: baseline }], { label: 'head', set: current }, DEFAULT_POLICY, undefined, { sameJob: true });
    expect(report.comparisons.map((row) => [row.metric, row.verdict])).toEqual([
      ['throughput', 'regression'],
      ['time', 'improvement'],
    ]);
    const html = renderHtml(report, { baselines: [baseline], current }, 'axis');
    const plots = [...html.matchAll(/<svg class="change" viewBox="0 0 (\d+) [^"]*" role="img" aria-label="([^"]*)">.*?<circle cx="([\d.]+)"/g)];
    expect(plots).toHaveLength(2);
    const [throughput, time] = plots.map((match) => ({ label: match[2], right: Number(match[3]) > Number(match[1]) / 2 }));
    expect(throughput).toEqual({ label: '-10.00%: worse', right: true });
    // Names wrap after their separators only, never inside a word.
    expect(
      renderHtml(
        { ...report, comparisons: report.comparisons.map((row) => ({ ...row, benchmark: 'example.com/pkg.BenchmarkVeryLongName/size_1024-8' })) },
        { baselines: [baseline], current },
        'names',
      ),
    ).toContain('example.<wbr>com/<wbr>pkg.<wbr>BenchmarkVeryLongName/<wbr>size_<wbr>1024-<wbr>8');
    expect(html).not.toContain('overflow-wrap:anywhere');
    // So do the sides' names in the column titles.
    const labelled = renderHtml(
      { ...report, baselines: report.baselines.map((side) => ({ ...side, label: 'examples/hyperfine/baseline' })) },
      { baselines: [baseline], current },
      'labels',
    );
    expect(labelled).toContain('<th class="label">examples/<wbr>hyperfine/<wbr>baseline</th>');
    expect(time).toEqual({ label: '-10.00%: better', right: false });
    expect(html).toMatch(/<div class="ticks"><span>\d+% better<\/span><span>0<\/span><span>\d+% worse<\/span><\/div>/);
  });
});

/// <reference lib="dom" />
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSide } from '../../src/load/load-side.js';
import { analyseHistory } from '../../src/history/analyse.js';
import { defaultOrder, orderRuns } from '../../src/history/order.js';
import type { Better } from '../../src/model/series.js';
import type { ChangePoint, HistoryCommit, HistoryEvent, HistoryPoint, HistoryReport, HistorySeries } from '../../src/history/model.js';
import { renderHistoryHtml, shortCommit } from '../../src/report/history-html.js';
import { escapeHtml } from '../../src/report/html-escape.js';
import { REPO_ROOT } from '../helpers/repo-root.js';
import { scratchDir } from '../helpers/scratch.js';
import { CHROMIUM_MISSING, sharedChromiumContext } from '../helpers/chromium.js';

const DAY = 86_400_000;

/** A fake 40-hex commit id whose first 7 digits differ from every other's. */
function sha(i: number): string {
  return `${(((i + 1) * 2654435761) >>> 0).toString(16).padStart(8, '0')}${'c'.repeat(32)}`;
}

function commits(count: number): HistoryCommit[] {
  return Array.from({ length: count }, (_, i) => ({ commit: sha(i), date: new Date(Date.UTC(2026, 0, 5) + i * DAY).toISOString(), runs: 3 }));
}

interface StepOptions {
  readonly metric?: string;
  readonly unit?: string;
  readonly better?: Better;
  readonly base?: number;
  /** Commits of the history (points at every commit unless `at` is given). */
  readonly commits?: number;
  /** The commits measured, when not all. */
  readonly measured?: readonly number[];
  /** The index into the points of the first point of the new level; none: one level. */
  readonly step?: number;
  readonly factor?: number;
  readonly standing?: boolean;
  readonly event?: number;
}

/** A series with ~1% wobble around one level, or two levels with a change point at `step`. */
function stepSeries(benchmark: string, options: StepOptions = {}): HistorySeries {
  const { metric = 'time', unit = 's', better = 'lower', base = 1e-3, factor = 1.1, step } = options;
  const measured = options.measured ?? Array.from({ length: options.commits ?? 30 }, (_, i) => i);
  const level = (i: number): number => (step !== undefined && i >= step ? base * factor : base);
  const points: HistoryPoint[] = measured.map((at, i) => {
    const value = level(i) * (1 + 0.01 * Math.sin(i * 1.7));
    return { at, value, low: value * 0.995, high: value * 1.005, runs: 3 };
  });
  const mean = (from: number, to: number): number => points.slice(from, to).reduce((sum, point) => sum + point.value, 0) / (to - from);
  if (step === undefined)
    return { benchmark, metric, unit, better, points, outliers: [], segments: [{ start: 0, end: points.length, mean: mean(0, points.length) }], changes: [] };
  const change: ChangePoint = {
    index: step,
    before: sha(measured[step - 1] ?? 0),
    after: sha(measured[step] ?? 0),
    change: factor - 1,
    low: factor - 1 - 0.02,
    high: factor - 1 + 0.02,
    meanBefore: mean(0, step),
    meanAfter: mean(step, points.length),
    p: 1e-6,
    pAdjusted: 1e-5,
    direction: factor > 1 === (better === 'lower') ? 'regression' : 'improvement',
    standing: options.standing ?? true,
    ...(options.event !== undefined && { event: options.event }),
  };
  return {
    benchmark,
    metric,
    unit,
    outliers: [],
    better,
    points,
    segments: [
      { start: 0, end: step, mean: change.meanBefore },
      { start: step, end: points.length, mean: change.meanAfter },
    ],
    changes: [change],
  };
}

function historyReport(series: readonly HistorySeries[], count = 30, extra: Partial<HistoryReport> = {}): HistoryReport {
  const changes = series.flatMap((s) => s.changes);
  return {
    benchgateHistory: 1,
    suite: 'example',
    commits: commits(count),
    series,
    events: [],
    settings: { alpha: 0.05, noise: 0.02, minSegment: 3, eventShare: 0.5 },
    summary: {
      series: series.length,
      changes: changes.length,
      regressions: changes.filter((c) => c.direction === 'regression').length,
      improvements: changes.filter((c) => c.direction === 'improvement').length,
      standingRegressions: changes.filter((c) => c.direction === 'regression' && c.standing).length,
    },
    warnings: [],
    ...extra,
  };
}

/** Each card's section, in page order. */
function cards(html: string): string[] {
  return [...html.matchAll(/<section class="card[^"]*"[\s\S]*?<\/section>/g)].map((match) => match[0]);
}

/** The x of each point, read from the dots' path as the page's script reads it. */
function dotsX(card: string): number[] {
  const path = /<path class="dots"[^>]* d="([^"]*)"/.exec(card)?.[1] ?? '';
  return [...path.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[1]));
}

function cutsX(card: string): number[] {
  return [...card.matchAll(/<path class="cut" d="M([\d.]+) /g)].map((match) => Number(match[1]));
}

describe('the history page', () => {
  it('marks a change point between the last commit before it and the first after, and says which commits', () => {
    const html = renderHistoryHtml(historyReport([stepSeries('quiet'), stepSeries('render/table', { step: 20 })]), 'history');
    const [first, second] = cards(html);
    // The changed series comes first.
    expect(first).toContain('render/<wbr>table');
    expect(second).toContain('quiet');
    const x = dotsX(first ?? '');
    expect(x).toHaveLength(30);
    const cut = cutsX(first ?? '');
    expect(cut).toHaveLength(1);
    expect(cut[0]).toBeGreaterThan(x[19] ?? NaN);
    expect(cut[0]).toBeLessThan(x[20] ?? NaN);
    expect(Math.abs((cut[0] ?? 0) - ((x[19] ?? 0) + (x[20] ?? 0)) / 2)).toBeLessThanOrEqual(0.1);
    expect(first).toContain('>+10.0% [+8.0%, +12.0%]</text>');
    expect(first).toContain(`between <code>${shortCommit(sha(19))}</code> and <code>${shortCommit(sha(20))}</code>`);
    expect(first).toMatch(
      /aria-label="render\/table time, 30 commits from \w{7} to \w{7}, the newest [\d.]+ ms: 1 change point: regression \+10\.0% \[\+8\.0%, \+12\.0%\] between/,
    );
    expect(cutsX(second ?? '')).toEqual([]);
    expect(second).toContain('No change point');
  });

  it('places the change by the commits measured, when a series skips some', () => {
    // Measured at every third commit; the change between the 6th and 7th point: commits 15 and 18.
    const measured = Array.from({ length: 10 }, (_, i) => i * 3);
    const html = renderHistoryHtml(historyReport([stepSeries('sparse', { measured, step: 6 }), stepSeries('dense')]), 'h');
    const [sparse, dense] = cards(html);
    const all = dotsX(dense ?? '');
    const cut = cutsX(sparse ?? '')[0] ?? NaN;
    expect(cut).toBeCloseTo(((all[15] ?? 0) + (all[18] ?? 0)) / 2, 0);
    expect(sparse).toContain(`between <code>${shortCommit(sha(15))}</code> and <code>${shortCommit(sha(18))}</code>`);
  });

  it('escapes hostile names, units, commits and titles: no live tag', () => {
    const hostile = {
      benchmark: '<img src=x onerror=alert(1)>',
      metric: '"><script>alert(2)</script>',
      unit: '<iframe srcdoc=x>',
      title: '</title><script>alert(3)</script>',
      suite: '<svg onload=alert(4)>',
      commit: '<a href=javascript:alert(5)>',
      date: '"><marquee>',
    };
    const series = stepSeries(hostile.benchmark, { metric: hostile.metric, unit: hostile.unit, step: 10 });
    const report = historyReport([series], 30, { suite: hostile.suite });
    const withCommit = { ...report, commits: report.commits.map((c, i) => (i === 0 ? { commit: hostile.commit, date: hostile.date, runs: 1 } : c)) };
    const html = renderHistoryHtml(withCommit, hostile.title);
    for (const text of Object.values(hostile)) expect(html).not.toContain(text);
    // The page's own tags only: one style sheet, one script, no image, frame or link.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).not.toMatch(/<(img|iframe|a|marquee)[\s>]/i);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapeHtml(hostile.title)}</title>`);
    expect(html).toContain(`<code>${escapeHtml(hostile.commit)}</code>`);
    // Attribute values never end early: every quote inside one is a character reference.
    for (const label of html.matchAll(/aria-label="([^"]*)"/g)) expect(label[1]).not.toMatch(/[<>]/);
  });

  it('loads nothing: no http:// or https:// anywhere, no src, href, @import or url()', () => {
    const series = Array.from({ length: 5 }, (_, i) => stepSeries(`b${i}`, i === 0 ? { step: 12, factor: 0.92 } : {}));
    const html = renderHistoryHtml(historyReport(series), 'history');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/\s(src|href|xlink:href)\s*=/i);
    expect(html).not.toMatch(/@import|url\(/);
  });

  it('wires the "changed only" toggle and the charts keyboard: focusable charts, arrow keys, a live tooltip', () => {
    const series = [stepSeries('a'), stepSeries('b', { step: 12, factor: 0.92 }), stepSeries('c')];
    const html = renderHistoryHtml(historyReport(series), 'history');
    expect(html).toContain('<input type="checkbox" id="changed-only">');
    expect(html).toContain("getElementById('changed-only')");
    expect(html).toContain("only.addEventListener('change',filter)");
    expect(html).toContain('data-changed="1"');
    expect(html.match(/data-changed="0"/g)).toHaveLength(2);
    const charts = [...html.matchAll(/<svg class="chart"[^>]*>/g)].map((match) => match[0]);
    expect(charts).toHaveLength(3);
    for (const chart of charts) expect(chart).toMatch(/ tabindex="0" role="img" aria-label="[^"]+"/);
    expect(html).toContain("document.addEventListener('keydown'");
    expect(html).toContain("e.key==='ArrowRight'?i+1:e.key==='ArrowLeft'?i-1");
    expect(html).toContain("document.addEventListener('focusin'");
    expect(html).toContain("document.addEventListener('pointermove',pointAt);document.addEventListener('pointerdown',pointAt);");
    expect(html).toContain('<div id="tip" role="status" aria-live="polite" hidden></div>');
    expect(html).toContain('svg.chart:focus-visible{outline:3px solid');
    // A table a series for screen readers: a row a point.
    expect(html.match(/<table class="data">/g)).toHaveLength(3);
    expect(cards(html)[0]?.match(/<tr><td>/g)).toHaveLength(30);
  });

  it('says the counts, the commit range, suite-wide events and warnings', () => {
    const event: HistoryEvent = { id: 1, before: sha(19), after: sha(20), changed: 4, of: 5, medianChange: 0.123 };
    const series = [
      ...Array.from({ length: 4 }, (_, i) => stepSeries(`s${i}`, { step: 20, event: 1, standing: i !== 3 })),
      stepSeries('rate', { metric: 'throughput', unit: 'B/s', better: 'higher', base: 1.9e9, step: 12, factor: 0.92 }),
    ];
    const html = renderHistoryHtml(historyReport(series, 30, { events: [event], warnings: [{ code: 'unusable-runs', runs: 2 }] }), 'history');
    expect(html).toContain(
      `Commits <code>${shortCommit(sha(0))}</code>..<code>${shortCommit(sha(29))}</code> (30 commits, 2026-01-05 to 2026-02-03), suite <strong>example</strong>.`,
    );
    expect(html).toContain('<li><b>5</b>series</li><li><b>5</b>change points</li><li class="regression"><b>5</b>◆ regressions</li>');
    expect(html).toContain('<li class="regression"><b>4</b>regressions still in force</li>');
    expect(html).toContain(
      `Most benchmarks changed between <code>${shortCommit(sha(19))}</code> and <code>${shortCommit(sha(20))}</code>:</strong> 4 of 5, median +12.3% — a machine or toolchain change?`,
    );
    expect(html).toContain('<li><strong>Warning:</strong> 2 runs without a positive finite mean were left out</li>');
    // A rate that fell is a regression, its change negative; its axis in B/s.
    const rate = cards(html).find((card) => card.includes('throughput')) ?? '';
    expect(rate).toContain('>-8.0% [-10.0%, -6.0%]</text>');
    expect(rate).toMatch(/>[\d.]+ GB\/s<\/text>/);
    // Standing regressions first; the one that has ended faded, after them.
    expect(cards(html).map((card) => /<section class="card([^"]*)"/.exec(card)?.[1])).toEqual([' standing', ' standing', ' standing', ' standing', ' changed']);
    expect(html).toContain('<g class="regression past">');
  });

  it('draws one commit, a series with no points and an empty history', () => {
    const one = renderHistoryHtml(historyReport([stepSeries('alone', { commits: 1 })], 1), 'one');
    expect(dotsX(cards(one)[0] ?? '')).toEqual([72 + (640 - 72 - 14) / 2]);
    expect(one).toContain('Commits <code>');
    const empty = renderHistoryHtml(historyReport([{ ...stepSeries('none'), points: [], segments: [] }], 30), 'empty');
    expect(empty).toContain('No commit measured this series.');
    const nothing = renderHistoryHtml(historyReport([], 0), 'nothing');
    expect(nothing).toContain('No commits.');
    expect(nothing).toContain('0 of 0 series shown');
  });

  it('stays under 15 MB for 1,000 series of 100 commits', () => {
    const series = Array.from({ length: 1000 }, (_, i) =>
      stepSeries(`suite/group${i % 37}/BenchmarkSomething${i}`, { commits: 100, base: 1e-6 * (1 + i), ...(i % 10 === 0 && { step: 50 + (i % 40) }) }),
    );
    const html = renderHistoryHtml(historyReport(series, 100), 'large');
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeLessThan(15e6);
    expect(cards(html)).toHaveLength(1000);
  });
});

describe('the example of the README picture (examples/history, scripts/history-screenshot.mjs)', () => {
  it('shows the planted changes: +10% in render/table and compress/zstd at commit 20, −8% in sort/100k at commit 12', () => {
    const dir = join(REPO_ROOT, 'examples', 'history');
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({ name, set: loadSide([{ name, text: readFileSync(join(dir, name), 'utf8') }], 'auto').set }));
    expect(files).toHaveLength(30);
    const report = analyseHistory(orderRuns(files, defaultOrder(files)), {}, 'example');
    const commitOf = (n: number): string => files[n - 1]?.set.context?.commit ?? '';
    const changes = report.series.flatMap((series) => series.changes.map((change) => [series.benchmark, change.direction, change.before, change.after]));
    expect(changes).toEqual([
      ['render/table', 'regression', commitOf(19), commitOf(20)],
      ['compress/zstd', 'regression', commitOf(19), commitOf(20)],
      ['sort/100k', 'improvement', commitOf(11), commitOf(12)],
    ]);
    const html = renderHistoryHtml(report, 'example');
    expect(cards(html).map((card) => /<h2[^>]*>(.*?) <span/.exec(card)?.[1]?.replace(/<wbr>/g, ''))).toEqual([
      'render/table',
      'compress/zstd',
      'sort/100k',
      'parse/small',
      'parse/large',
      'hash/sha256',
      'checksum/crc32',
    ]);
  });
});

describe('the history page in a browser', () => {
  // Skipped only outside CI on a machine without Chromium; .ci/run installs it.
  it.skipIf(CHROMIUM_MISSING)(
    'works offline without console errors: Tab reaches a chart, ArrowRight moves the tooltip to the next commit, hover shows it, the toggle hides quiet series',
    async () => {
      const series = [stepSeries('quiet'), stepSeries('render/table', { step: 20 }), stepSeries('sort', { step: 12, factor: 0.92 })];
      const report = historyReport(series, 30, { warnings: [{ code: 'ordered-by-name' }] });
      const file = join(scratchDir('history-html'), 'history.html');
      writeFileSync(file, renderHistoryHtml(report, 'history'));
      const context = await sharedChromiumContext({ viewport: { width: 1280, height: 900 }, offline: true });
      try {
        const requests: string[] = [];
        await context.route('**/*', (route) => {
          const url = route.request().url();
          if (url.startsWith('file:')) return route.continue();
          requests.push(url);
          return route.abort();
        });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(pathToFileURL(file).href);
        expect(await page.locator('#shown').textContent()).toBe('3 of 3 series shown');
        // Tab from the top of the page to the first chart.
        let tabs = 0;
        while (!(await page.evaluate(() => document.activeElement?.matches('svg.chart') ?? false))) {
          await page.keyboard.press('Tab');
          expect(++tabs).toBeLessThan(20);
        }
        const chart = page.locator('svg.chart:focus');
        expect(await chart.getAttribute('aria-label')).toMatch(/^render\/table time, 30 commits/);
        expect(await chart.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
        const tip = page.locator('#tip');
        await expect.poll(() => tip.isVisible()).toBe(true);
        expect(await tip.textContent()).toContain(`${shortCommit(sha(0))} 2026-01-05`);
        await page.keyboard.press('ArrowRight');
        expect(await tip.textContent()).toMatch(new RegExp(`^${shortCommit(sha(1))} 2026-01-06[\\d.]+ ms · spread [\\d.]+–[\\d.]+ ms · 3 runs$`));
        await page.keyboard.press('End');
        expect(await tip.textContent()).toContain(shortCommit(sha(29)));
        await page.keyboard.press('Escape');
        expect(await tip.isVisible()).toBe(false);
        // The tooltip is beside its point, on screen.
        await page.keyboard.press('Home');
        const [tipBox, cursorBox] = [await tip.boundingBox(), await page.locator('svg.chart:focus .cursor').boundingBox()];
        expect(Math.abs((tipBox?.x ?? 0) + (tipBox?.width ?? 0) / 2 - ((cursorBox?.x ?? 0) + (cursorBox?.width ?? 0) / 2))).toBeLessThan(
          Math.max(60, tipBox?.width ?? 0),
        );
        expect(tipBox?.y ?? 0).toBeLessThan(cursorBox?.y ?? 0);
        // Hover: the point nearest the pointer, on the third chart (the quiet one, last).
        await page.locator('svg.chart').first().blur();
        const quiet = page.locator('section.card').nth(2).locator('svg.chart');
        const box = await quiet.boundingBox();
        if (box === null) throw new Error('no chart box');
        const dots = await quiet.evaluate(
          (svg) => (svg.querySelector('path.dots')?.getAttribute('d') ?? '').match(/M[\d.]+/g)?.map((m) => Number(m.slice(1))) ?? [],
        );
        const scale = box.width / 640;
        await page.mouse.move(box.x + (dots[7] ?? 0) * scale + 1, box.y + box.height / 2);
        await expect.poll(() => tip.textContent()).toContain(shortCommit(sha(7)));
        await page.mouse.move(2, 2);
        await expect.poll(() => tip.isVisible()).toBe(false);
        // The toggle: the quiet series goes, the changed stay.
        await page.locator('#changed-only').check();
        expect(await page.locator('section.card:visible').count()).toBe(2);
        expect(await page.locator('#shown').textContent()).toBe('2 of 3 series shown');
        await page.locator('#changed-only').uncheck();
        expect(await page.locator('section.card:visible').count()).toBe(3);
        mkdirSync(join(REPO_ROOT, 'test-artifacts'), { recursive: true });
        await page.screenshot({ path: join(REPO_ROOT, 'test-artifacts', 'history-html.png'), fullPage: true });
        expect(problems).toEqual([]);
        expect(requests).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('outliers in the history view', () => {
  it('rings the points set aside as outliers, and only those', () => {
    const series = { ...stepSeries('odd', { step: 20 }), outliers: [3, 17] };
    const html = renderHistoryHtml(historyReport([series, stepSeries('quiet')], 30), 'history');
    const rings = /<path class="outlier" d="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(rings.match(/M/g)).toHaveLength(2);
    expect(html.match(/class="outlier"/g)).toHaveLength(1);
  });
});

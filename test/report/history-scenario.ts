import type { ChangePoint, HistoryCommit, HistoryPoint, HistoryReport, HistorySeries } from '../../src/history/model.js';

// A history that reaches every part of the history page (src/report/history-html.ts): standing,
// past and suite-wide changes, an improvement of a rate, a quiet series, one without a look, one
// without points, outliers, commits with and without dates, every warning that carries text. Every
// string a reader's browser shows comes from `HistoryStrings`: the golden holds one hostile set of
// them, the property test of html-safety.test.ts any.

/** Every string of a history report that comes from outside benchgate (file names, runners, commits, artifacts), and the page's title. */
export interface HistoryStrings {
  readonly names: readonly string[];
  readonly metrics: readonly string[];
  readonly units: readonly string[];
  /** Commit ids as a stored run recorded them (a hex sha, or anything). */
  readonly commits: readonly string[];
  readonly dates: readonly string[];
  readonly suite: string;
  readonly inconclusive: string;
  /** The CPU models of the runners, and a carried history's artifact and problem, as the warnings repeat them. */
  readonly models: readonly [string, string];
  readonly artifact: string;
  readonly problem: string;
  readonly title: string;
}

const pick = (values: readonly string[], i: number): string => values[i % values.length] ?? '';

const COMMITS = 12;
const STEP = 6;

function point(at: number, value: number): HistoryPoint {
  return { at, value, low: value * 0.99, high: value * 1.01, runs: at % 3 === 0 ? 1 : 3 };
}

interface SeriesShape {
  readonly index: number;
  readonly better?: 'lower' | 'higher';
  readonly base: number;
  readonly factor?: number;
  readonly standing?: boolean;
  readonly event?: number;
  readonly outliers?: readonly number[];
}

/** One series of `COMMITS` points: one level, or two with a change at `STEP`. */
function series(s: HistoryStrings, commits: readonly HistoryCommit[], shape: SeriesShape): HistorySeries {
  const { index, base, factor } = shape;
  const points = commits.map((_, at) => point(at, base * (factor !== undefined && at >= STEP ? factor : 1) * (1 + 0.004 * Math.sin(at + index))));
  const mean = (from: number, to: number): number => points.slice(from, to).reduce((sum, one) => sum + one.value, 0) / (to - from);
  const better = shape.better ?? 'lower';
  const names = { benchmark: `${pick(s.names, index)} ${index}`, metric: pick(s.metrics, index), unit: pick(s.units, index), better };
  if (factor === undefined)
    return { ...names, points, outliers: shape.outliers ?? [], segments: [{ start: 0, end: COMMITS, mean: mean(0, COMMITS) }], changes: [] };
  const change: ChangePoint = {
    index: STEP,
    before: commits[STEP - 1]?.commit ?? '',
    after: commits[STEP]?.commit ?? '',
    change: factor - 1,
    low: factor - 1 - 0.01,
    high: factor - 1 + 0.01,
    meanBefore: mean(0, STEP),
    meanAfter: mean(STEP, COMMITS),
    p: 1e-5,
    pAdjusted: 3e-4,
    direction: factor > 1 === (better === 'lower') ? 'regression' : 'improvement',
    standing: shape.standing ?? true,
    ...(shape.event !== undefined && { event: shape.event }),
  };
  const segments = [
    { start: 0, end: STEP, mean: change.meanBefore },
    { start: STEP, end: COMMITS, mean: change.meanAfter },
  ];
  return { ...names, points, outliers: shape.outliers ?? [], segments, changes: [change] };
}

/** The history of `HistoryStrings`: the same shape of page whatever the strings. */
export function historyScenario(s: HistoryStrings): HistoryReport {
  const commits: HistoryCommit[] = Array.from({ length: COMMITS }, (_, i) => ({
    commit: i % 4 === 1 ? pick(s.commits, i) : `${(0x1a2b3c4d + i * 0x1111).toString(16)}${'0'.repeat(32)}`,
    ...(i % 5 !== 4 && { date: i % 3 === 2 ? pick(s.dates, i) : new Date(Date.UTC(2026, 10, 1 + i)).toISOString() }),
    runs: i % 3 === 0 ? 1 : 3,
  }));
  const all = [
    series(s, commits, { index: 0, base: 2e-3, factor: 1.12, event: 1, outliers: [2] }),
    series(s, commits, { index: 1, base: 5e-6, factor: 1.08, standing: false }),
    series(s, commits, { index: 2, base: 1.5e9, factor: 1.1, better: 'higher' }),
    series(s, commits, { index: 3, base: 40, outliers: [9] }),
    { ...series(s, commits, { index: 4, base: 7 }), segments: [], inconclusive: s.inconclusive },
    { ...series(s, commits, { index: 5, base: 1 }), points: [], segments: [] },
  ];
  const changes = all.flatMap((one) => one.changes);
  return {
    benchgateHistory: 1,
    suite: s.suite,
    commits,
    series: all,
    events: [{ id: 1, before: commits[STEP - 1]?.commit ?? '', after: commits[STEP]?.commit ?? '', changed: 4, of: 5, medianChange: 0.11 }],
    settings: { alpha: 0.05, noise: 0.02, minSegment: 4, eventShare: 0.5 },
    summary: {
      series: all.length,
      changes: changes.length,
      regressions: changes.filter((one) => one.direction === 'regression').length,
      improvements: changes.filter((one) => one.direction === 'improvement').length,
      standingRegressions: changes.filter((one) => one.direction === 'regression' && one.standing).length,
    },
    warnings: [
      { code: 'carried-unreadable', artifact: s.artifact, runId: 7, problem: s.problem },
      { code: 'carried-missing', artifact: s.artifact },
      { code: 'cpu-model-moves', model: s.models[0], reference: s.models[1], series: 2, of: 5, medianChange: 0.07 },
      { code: 'too-few-commits', series: 1, needed: 8 },
      { code: 'unusable-runs', runs: 2 },
    ],
  };
}

/** One hostile set of strings: markup, quotes, entities, controls, bidi, separators and a long name. */
export const HOSTILE_HISTORY: HistoryStrings = {
  names: ['<img src=x onerror=alert(1)>', 'render/table_big-one:x', '"quoted" & \'single\'', 'a\u202egnp.exe', 'x'.repeat(120)],
  metrics: ['"><script>alert(2)</script>', 'time', '&amp; &#39;'],
  units: ['<iframe srcdoc=x>', 's', 'B/s'],
  commits: ['<a href=javascript:alert(5)>', 'v1.2\u001b[31m', 'deadbeef"onmouseover="x'],
  dates: ['"><marquee>', '2026-11-03T00:00:00Z'],
  suite: '<svg onload=alert(4)>',
  inconclusive: 'fewer than 8 <b>commits</b> & more',
  models: ['AMD <EPYC> 7763', 'Intel "Xeon" & co'],
  artifact: 'benchgate-history-<x>',
  problem: 'JSON at line 1: unexpected "<" \u0007',
  title: '</title><script>alert(3)</script>',
};

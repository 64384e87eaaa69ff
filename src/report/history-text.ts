import { formatInterval, formatPercent, formatPValue, plural } from './cells.js';
import { historyWarningText } from './history-warning-text.js';
import { logSafe } from './log-safe.js';
import { codeSpan, link, markup, shorten, type Markdown } from './markdown-escape.js';
import { chooseScale, formatScaled } from '../units/scale.js';
import type { ChangePoint, HistoryEvent, HistoryReport, HistorySeries } from '../history/model.js';

// The faces of a history report: markdown (job summary, issue), a terminal table, JSON.

const short = (commit: string): string => (/^[0-9a-f]{40}$/i.test(commit) ? commit.slice(0, 7) : commit);

export interface HistoryMarkdownOptions {
  readonly title?: string;
  readonly maxChars?: number;
  /** A commit's page, when the report is read on GitHub; commits are plain code spans otherwise. */
  readonly commitUrl?: (commit: string) => string;
  /** Lines for the footer: where the runs came from, what was skipped. */
  readonly notes?: readonly (string | Markdown)[];
}

interface ChangeRow {
  readonly series: HistorySeries;
  readonly change: ChangePoint;
}

/** Regressions still in force first, then other regressions, then improvements; newest first within each. */
function changeRows(report: HistoryReport): ChangeRow[] {
  const rank = ({ change }: ChangeRow): number => (change.direction === 'regression' ? (change.standing ? 0 : 1) : 2);
  return report.series
    .flatMap((series) => series.changes.map((change) => ({ series, change })))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (b.series.points[b.change.index]?.at ?? 0) - (a.series.points[a.change.index]?.at ?? 0) ||
        Math.abs(b.change.change) - Math.abs(a.change.change),
    );
}

/** Whether a change still shows in the newest level, in words. */
export function standingWord(change: ChangePoint): string {
  if (change.transient === true) return 'transient';
  if (change.back === true) return 'back to the earlier level';
  if (change.direction === 'regression') return change.standing ? 'still slower' : 'recovered';
  return change.standing ? 'kept' : 'lost';
}

/** The two levels on one scale, the smaller's: 999.4 ns → 1,100 ns, not → 1.100 µs. */
function levels(series: HistorySeries, change: ChangePoint): string {
  const scale = chooseScale(series.unit, Math.min(change.meanBefore, change.meanAfter));
  return `${formatScaled(change.meanBefore, scale)} → ${formatScaled(change.meanAfter, scale)}`;
}

function directionWord(series: HistorySeries, change: ChangePoint): string {
  const higher = change.change > 0;
  if (series.better === 'lower') return higher ? 'slower' : 'faster';
  return higher ? 'faster' : 'slower';
}

function outlierCount(report: HistoryReport): number {
  return report.series.reduce((sum, series) => sum + series.outliers.length, 0);
}

/** Points set aside (a slow runner's commit, most often): how many, in how many series. */
function outlierSentence(report: HistoryReport): string {
  const count = outlierCount(report);
  const series = report.series.filter((one) => one.outliers.length > 0).length;
  const [its, was] = count === 1 ? ['its', 'was'] : ['their', 'were'];
  return (
    `${plural(count, 'point')} in ${plural(series, 'series', 'series')} far from ${its} neighbours (a slow runner, most often) ${was} ` +
    `taken at the median of ${its} neighbourhood when looking for levels; the JSON lists them (outliers).`
  );
}

/** The headline: how many changes, of which regressions still in force. */
function historyHeadline(report: HistoryReport): string {
  const { changes, regressions, improvements, standingRegressions } = report.summary;
  const commits = report.commits.length;
  if (changes === 0) return `no change point in ${plural(commits, 'commit')} of ${plural(report.summary.series, 'series', 'series')}`;
  const parts = [plural(regressions, 'regression'), plural(improvements, 'improvement')].filter((part) => !part.startsWith('0 '));
  const standing = `${standingRegressions} regression${standingRegressions === 1 ? '' : 's'} still in force`;
  return `${plural(changes, 'change point')} in ${plural(commits, 'commit')} (${parts.join(', ')}; ${standing})`;
}

const TABLE_HEAD_END = markup`Between commits | Level before → after | p (adjusted) | Now |`;
const runsOf = (report: HistoryReport): string =>
  plural(
    report.commits.reduce((sum, one) => sum + one.runs, 0),
    'run',
  );
const nowCell = (change: ChangePoint): string => `${standingWord(change)}${change.event === undefined ? '' : ` (event ${change.event})`}`;

/** A change's cell: bold for a regression, with its word. */
function changeCell(series: HistorySeries, change: ChangePoint): Markdown {
  const size = formatPercent(change.change, 1);
  return change.direction === 'regression' ? markup`**${size}** ${directionWord(series, change)}` : markup`${size} ${directionWord(series, change)}`;
}

/** How the change points were found, and how to read the table. */
function methodNote(report: HistoryReport): Markdown {
  const noise = formatPercent(report.settings.noise, 1).replace('+', '');
  const how = markup`Change points by E-divisive segmentation of each series' commit means,`;
  const tested = markup`each tested by Student's t of its two neighbouring levels (corrected for the positions searched),`;
  const adjusted = markup`Benjamini–Hochberg across the suite at alpha ${String(report.settings.alpha)};`;
  const noiseNote = markup`changes inside the noise threshold (±${noise}) are not reported.`;
  const between = markup`A change lies between the two commits named: the last measured before it and the first after.`;
  const now = markup`Now: whether the newest level still shows it (a regression still slower or recovered, an improvement kept or lost).`;
  return markup`${how} ${tested} ${adjusted} ${noiseNote} ${between} ${now}`;
}

function eventSentence(event: HistoryEvent, commit: (sha: string) => Markdown): Markdown {
  const between = markup`${commit(event.before)} and ${commit(event.after)}`;
  const what = markup`Event ${String(event.id)}: ${String(event.changed)} of ${String(event.of)} series changed between ${between}`;
  return markup`${what} (median ${formatPercent(event.medianChange, 1)}): a change of machine, runner image or toolchain rather than of the code?`;
}

/** The command's history page's title: `benchgate history`, and the suite when the files name one. */
export function historyPageTitle(suite: string | undefined): string {
  return `benchgate history${suite === undefined ? '' : ` ${suite}`}`;
}

/** Markdown for the job summary and the tracking issue, within `maxChars` (rows dropped from the end, said so). */
export function renderHistoryMarkdown(report: HistoryReport, options: HistoryMarkdownOptions = {}): string {
  // A commit from a file can be any text: a code span only for a sha (a table cell splits at `|` even inside one).
  const shownCommit = (sha: string): Markdown => (/^[0-9a-f]{7,40}$/i.test(sha) ? codeSpan(short(sha)) : markup`${shorten(sha, 40)}`);
  const commit = (sha: string): Markdown => (options.commitUrl === undefined ? shownCommit(sha) : link(shownCommit(sha), options.commitUrl(sha)));
  const first = report.commits[0];
  const last = report.commits.at(-1);
  const head: Markdown[] = [
    markup`### ${options.title ?? `benchgate history${report.suite === undefined ? '' : ` ${report.suite}`}`}: ${historyHeadline(report)}`,
    markup``,
  ];
  if (first !== undefined && last !== undefined) {
    const span = markup`${commit(first.commit)} to ${commit(last.commit)}`;
    const over = `${plural(report.summary.series, 'series', 'series')} over ${plural(report.commits.length, 'commit')}`;
    head.push(markup`${over}, ${span}; ${runsOf(report)} (processes of the benchmark program).`, markup``);
  }
  for (const event of report.events) head.push(markup`> ${eventSentence(event, commit)}`, markup``);
  const rows = changeRows(report).map(({ series, change }) => {
    const between = markup`${commit(change.before)}…${commit(change.after)}`;
    const interval = formatInterval([change.low, change.high]);
    return markup`| ${shorten(series.benchmark)} | ${shorten(series.metric)} | ${changeCell(series, change)} | ${interval} | ${between} | ${levels(
      series,
      change,
    )} | ${formatPValue(change.pAdjusted)} | ${nowCell(change)} |`;
  });
  const table: Markdown[] =
    rows.length === 0
      ? []
      : [
          markup`| Benchmark | Metric | Change | ${`${Math.round((1 - report.settings.alpha) * 100)}% interval`} | ${TABLE_HEAD_END}`,
          markup`|---|---|--:|---|---|---|--:|---|`,
        ];
  const footer: Markdown[] = [
    markup``,
    ...report.warnings.map((warning) => markup`Warning: ${historyWarningText(warning)}.`),
    ...(outlierCount(report) === 0 ? [] : [markup`${outlierSentence(report)}`]),
    ...(options.notes ?? []).map((note) => (typeof note === 'string' ? markup`${note}` : note)),
    methodNote(report),
  ];
  const budget = options.maxChars ?? Number.POSITIVE_INFINITY;
  const join = (parts: readonly Markdown[]): string => parts.map((part) => part.source).join('\n');
  let shown = rows.length;
  for (;;) {
    const omitted = rows.length - shown;
    const text = join([
      ...head,
      ...(shown > 0 ? table : []),
      ...rows.slice(0, shown),
      ...(omitted > 0 ? [markup``, markup`${plural(omitted, 'more change point')} left out for length; the JSON report has them all.`] : []),
      ...footer,
    ]);
    if (text.length + 1 <= budget || shown === 0) return `${text}\n`;
    shown = Math.max(0, shown - Math.max(1, Math.ceil((text.length - budget) / 200)));
  }
}

export interface HistoryTerminalOptions {
  readonly colour: boolean;
}

/** A plain table for a terminal or a log: one line a change point. */
export function renderHistoryTerminal(report: HistoryReport, options: HistoryTerminalOptions): string {
  const paint = (code: number, text: string): string => (options.colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines = [logSafe(`benchgate history${report.suite === undefined ? '' : ` ${report.suite}`}: ${historyHeadline(report)}`)];
  // Names and commits come from files: no control character reaches the terminal or a CI log.
  const rows = changeRows(report).map(({ series, change }) => [
    logSafe(`${series.benchmark}${series.metric === 'time' ? '' : ` ${series.metric}`}`),
    `${formatPercent(change.change, 1)} ${directionWord(series, change)}`,
    formatInterval([change.low, change.high]),
    logSafe(`${short(change.before)}..${short(change.after)}`),
    formatPValue(change.pAdjusted),
    `${standingWord(change)}${change.event === undefined ? '' : ` (event ${change.event})`}`,
    change.direction,
  ]);
  if (rows.length > 0) {
    const header = ['benchmark', 'change', 'interval', 'commits', 'p (adj.)', 'now'];
    const widths = header.map((title, c) => Math.max(title.length, ...rows.map((row) => (row[c] as string).length)));
    const line = (cells: readonly string[]): string =>
      cells
        .map((cell, c) => cell.padEnd(widths[c] as number))
        .join('  ')
        .trimEnd();
    lines.push('', line(header));
    for (const row of rows) {
      const text = line(row.slice(0, header.length));
      lines.push(row[6] === 'regression' ? paint(31, text) : paint(32, text));
    }
  }
  for (const event of report.events)
    lines.push(
      '',
      logSafe(
        `event ${event.id}: ${event.changed} of ${event.of} series changed between ${short(event.before)} and ${short(event.after)} ` +
          `(median ${formatPercent(event.medianChange, 1)}): a machine or toolchain change?`,
      ),
    );
  if (report.warnings.length > 0) lines.push('', ...report.warnings.map((warning) => logSafe(`warning: ${historyWarningText(warning)}`)));
  if (outlierCount(report) > 0) lines.push('', outlierSentence(report));
  return `${lines.join('\n')}\n`;
}

/** The report for tools, as written: every series with its points, levels and change points. */
export function renderHistoryJson(report: HistoryReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

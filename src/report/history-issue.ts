import type { CpuModelNote, IssueDecision, RemovalReason, RemovedEntry } from '../history/issue.js';
import { historyWarningText } from './history-warning-text.js';
import type { IssueEntry, IssueState } from '../history/issue-state.js';
import { formatInterval, formatPercent, plural } from './cells.js';
import { codeSpan, joinMarkdown, link, markup, shorten, type Markdown } from './markdown-escape.js';

// The texts of the suite's history issue (src/history/issue.ts decides what it lists).
// Everything from the benchmark files (names, metrics) is escaped text; the commits are shas.

export interface IssueWhere {
  /** `benchgate SUITE` or `benchgate SUITE (KEY)`. */
  readonly title: string;
  readonly branch: string;
  /** `https://github.com/OWNER/REPO`: commit ranges link to its compare view. */
  readonly repositoryUrl: string;
  /** This workflow run, whose job summary and artifact hold the whole history. */
  readonly runUrl: string;
  /** The artifact of the history report. */
  readonly artifact: string;
  /** 1 − alpha: the level of the intervals. */
  readonly level: number;
}

export function historyIssueTitle(where: Pick<IssueWhere, 'title' | 'branch'>): string {
  return shorten(`${where.title}: performance regression on ${where.branch}`, 200);
}

/** A commit as the history stores it: hex only, so a link made of it stays on this repository's compare page. */
const COMMIT = /^[0-9a-f]{7,64}$/i;

function range(before: string, after: string, repositoryUrl: string): Markdown {
  // The issue body carries the state, and anyone with triage rights can edit it: a commit that
  // is not hex (`../..`) is shown as text, never put into a URL.
  if (!COMMIT.test(before) || !COMMIT.test(after)) return markup`${codeSpan(before.slice(0, 7))}…${codeSpan(after.slice(0, 7))}`;
  return link(markup`${codeSpan(before.slice(0, 7))}…${codeSpan(after.slice(0, 7))}`, `${repositoryUrl}/compare/${before}...${after}`);
}

const KIND_WORD: Record<IssueEntry['kind'], string> = { regression: 'regression', event: 'event', transient: 'transient' };

/** What an entry is about: the series, or the event's count of series. */
function subject(entry: IssueEntry): Markdown {
  if (entry.kind === 'event') return markup`${plural(entry.series ?? 0, 'series', 'series')} of ${String(entry.of ?? 0)} (machine, runner image or toolchain?)`;
  return markup`${shorten(entry.benchmark ?? '')} (${shorten(entry.metric ?? '')})`;
}

function row(entry: IssueEntry, where: IssueWhere): Markdown {
  const interval = entry.low === undefined || entry.high === undefined ? '' : formatInterval([entry.low, entry.high]);
  const until = entry.until === undefined ? markup`` : markup`, back by ${codeSpan(entry.until.slice(0, 7))}`;
  const between = range(entry.before, entry.after, where.repositoryUrl);
  const first = codeSpan(entry.firstListed.slice(0, 7));
  return markup`| ${KIND_WORD[entry.kind]} | ${subject(entry)} | ${formatPercent(entry.change, 1)} | ${interval} | ${between}${until} | ${first} |`;
}

const REASON_WORDS: Record<RemovalReason, string> = {
  recovered: 'its newest level is back within the noise threshold of the level before it',
  'not-found': 'two analyses in a row no longer find it',
  transient: 'it came and went: a spike or a dip',
  'series-gone': 'the benchmark is no longer measured',
  'in-event': 'it is part of the suite-wide event listed at these commits',
};

const STANDING = 'each was found by two analyses in a row and has stood for more commits than a level needs';
const SAME = 'makes the same decision from the same runs.';
const KEPT = 'an entry is removed, with a line saying why, once the data no longer shows it, and the issue closed when none stands.';

/** A line for each entry removed: which, and why. */
function removedLines(removed: readonly RemovedEntry[], where: IssueWhere): Markdown[] {
  return removed.map(
    ({ entry, reason }) =>
      markup`- Removed the ${KIND_WORD[entry.kind]} ${subject(entry)}, ${range(entry.before, entry.after, where.repositoryUrl)}: ${REASON_WORDS[reason]}.`,
  );
}

/** The entries the body had no room for: how many, and where they all are. */
function leftOutLine(leftOut: number | undefined): Markdown[] {
  if (leftOut === undefined || leftOut === 0) return [];
  return [
    markup``,
    markup`${plural(leftOut, 'more entry', 'more entries')} left out: GitHub's limit of an issue's body; the job summary and the artifact list every change.`,
  ];
}

/** The CPU models that move benchmarks: the runner is a variable, never a change of the code. */
function runnerLines(notes: readonly CpuModelNote[]): Markdown[] {
  if (notes.length === 0) return [];
  return [markup``, ...notes.map((note) => markup`- The runner: ${historyWarningText(note)}.`)];
}

/**
 * The issue's body: the marker, the entries with the commit range each appeared in (the last
 * commit measured before, the first after), what this analysis removed, and the state the next
 * one reads (`stateLine`, history/issue-state.ts's, which the caller passes in).
 */
export function renderHistoryIssue(
  marker: string,
  decision: Pick<IssueDecision, 'entries' | 'removed' | 'leftOut' | 'runnerNotes'> & { state: IssueState },
  where: IssueWhere,
  stateLine: string,
): string {
  const level = `${Math.round(where.level * 1000) / 10}%`;
  const standing = decision.entries.filter((entry) => entry.kind !== 'transient').length;
  const lines: Markdown[] = [
    markup`### ${shorten(where.title)}: ${plural(standing, 'standing change')} on ${where.branch}`,
    markup``,
    ...(decision.entries.length === 0
      ? [markup`No change this issue listed stands any more: closed by benchgate.`]
      : [
          markup`The newest runs of ${codeSpan(where.branch)} measure worse than the runs before these commits, by more than the noise threshold; ${STANDING}:`,
          markup``,
          markup`| kind | what | change | ${level} interval | between | first listed at |`,
          markup`|---|---|--:|---|---|---|`,
          ...decision.entries.map((entry) => row(entry, where)),
        ]),
    ...leftOutLine(decision.leftOut),
    ...runnerLines(decision.runnerNotes ?? []),
    ...(decision.removed.length === 0 ? [] : [markup``, ...removedLines(decision.removed, where)]),
    markup``,
    markup`Found by ${link('this workflow run', where.runUrl)}: its job summary and the artifact ${codeSpan(where.artifact)} hold the whole history.`,
    markup``,
    markup`<sub>Kept by benchgate (${codeSpan('mode: history')}): ${KEPT} ${codeSpan('benchgate history --issue-state')} ${SAME}</sub>`,
  ];
  return [marker, joinMarkdown(lines, markup`\n`).source, stateLine].join('\n');
}

/** The comment that closes the issue: each entry it listed, and why it went. */
export function renderIssueClosing(removed: readonly RemovedEntry[], where: IssueWhere): string {
  const lines: Markdown[] = [
    markup`No change this issue listed stands any more (${link('this workflow run', where.runUrl)}):`,
    markup``,
    ...removedLines(removed, where),
    markup``,
    markup`Closed by benchgate (${codeSpan('mode: history')}); a new regression opens a new issue.`,
  ];
  return joinMarkdown(lines, markup`\n`).source;
}

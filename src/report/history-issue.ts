import { listLine, type ListedChange } from '../history/issue.js';
import { formatInterval, formatPercent, plural } from './cells.js';
import { codeSpan, joinMarkdown, link, markup, shorten, type Markdown } from './markdown-escape.js';

// The texts of the suite's history issue (src/history/issue.ts decides when they are written).
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

function range(change: ListedChange, repositoryUrl: string): Markdown {
  return link(
    markup`${codeSpan(change.before.slice(0, 7))}…${codeSpan(change.after.slice(0, 7))}`,
    `${repositoryUrl}/compare/${change.before}...${change.after}`,
  );
}

function table(changes: readonly ListedChange[], where: IssueWhere): Markdown[] {
  const level = `${Math.round(where.level * 1000) / 10}%`;
  return [
    markup`| benchmark | metric | change | ${level} interval | between |`,
    markup`|---|---|--:|---|---|`,
    ...changes.map(
      (change) =>
        markup`| ${shorten(change.benchmark)} | ${shorten(change.metric)} | ${formatPercent(change.change, 1)} | ${formatInterval([change.low, change.high])} | ${range(change, where.repositoryUrl)} |`,
    ),
  ];
}

/**
 * The issue's body: the marker, the standing regressions with the commit range each appeared in
 * (the last commit measured before, the first after), and the list the next run compares with.
 */
export function renderHistoryIssue(marker: string, listed: readonly ListedChange[], where: IssueWhere): string {
  const lines: Markdown[] = [
    markup`### ${shorten(where.title)}: ${plural(listed.length, 'standing regression')} on ${where.branch}`,
    markup``,
    markup`The newest runs of ${codeSpan(where.branch)} measure worse than the runs before these commits, by more than the noise threshold, and have stayed so:`,
    markup``,
    ...table(listed, where),
    markup``,
    markup`Found by ${link('this workflow run', where.runUrl)}: its job summary and the artifact ${codeSpan(where.artifact)} hold the whole history.`,
    markup``,
    markup`<sub>Kept by benchgate (${codeSpan('mode: history')}): the list is updated when the standing regressions change, and the issue closed once each is back to its earlier level.</sub>`,
  ];
  return [marker, joinMarkdown(lines, markup`\n`).source, listLine(listed)].join('\n');
}

/** The comment that closes the issue: each listed change, and that its newest level is back. */
export function renderIssueClosing(returned: readonly ListedChange[], where: IssueWhere): string {
  const lines: Markdown[] = [
    markup`The newest level is back to the level before each regression this issue listed (${link('this workflow run', where.runUrl)}):`,
    markup``,
    ...returned.map((change) => markup`- ${shorten(change.benchmark)} (${shorten(change.metric)}), ${range(change, where.repositoryUrl)}`),
    markup``,
    markup`Closed by benchgate (${codeSpan('mode: history')}); a new regression opens a new issue.`,
  ];
  return joinMarkdown(lines, markup`\n`).source;
}

import type { BisectResult, BisectRow, BisectStep } from '../model/bisect.js';
import { formatInterval, formatPercent, plural } from './cells.js';
import { codeSpan, joinMarkdown, link, markup, shorten, type Markdown } from './markdown-escape.js';

// The faces of `benchgate bisect`'s result: a terminal text, a markdown report (the tracking
// issue's comment), the JSON report. Each says the culprits first, then the ranges, then the
// commits measured.

const SHORT = 12;
const rowName = (row: BisectRow): string => `${row.benchmark} ${row.metric}`;

/** Why a step is a range and not a commit, in words. */
const WHY: Readonly<Record<NonNullable<BisectStep['why']>, string>> = {
  undecided: 'its halves could not be told from its ends',
  vanished: 'neither half showed the change: it is not found again within the range',
  // Said when no skipped commit lies inside the range: one of its ends ran once and failed later.
  skipped: 'a commit at its end failed when run again (skipped, listed below)',
  stopped: 'the hunt stopped before narrowing it',
};

/** The first line: what the hunt found, in one sentence. */
export function bisectHeadline(result: BisectResult, noise: number): string {
  const good = (result.commits[0] ?? '').slice(0, SHORT);
  const bad = (result.commits.at(-1) ?? '').slice(0, SHORT);
  const threshold = `the noise threshold (${Number((noise * 100).toFixed(2))}%)`;
  // A row whose interval straddles the threshold is not known to be the same: said, not hidden.
  if (result.status === 'not-reproduced' && result.undecided.length > 0) {
    const undecided = plural(result.undecided.length, 'row');
    const more = `more pairs, --max-runs, may decide ${result.undecided.length === 1 ? 'it' : 'them'}`;
    const apart = `could not be told apart beyond ${threshold} in ${undecided} (${more})`;
    return `does not reproduce: ${good} (good) and ${bad} (bad) ${apart} and do not differ in the others; nothing is blamed`;
  }
  if (result.status === 'not-reproduced')
    return `does not reproduce: ${good} (good) and ${bad} (bad) do not differ beyond ${threshold} in the benchmarks compared; nothing is blamed`;
  const sha = (index: number) => (result.commits[index] ?? '').slice(0, SHORT);
  if (result.status === 'unanswered')
    return `stopped (${result.stopped ?? 'early'}) before ${good} (good) and ${bad} (bad) were told apart: nothing is known and nothing is blamed`;
  const failed = result.failed;
  const prefix =
    failed === undefined
      ? ''
      : `${failed.reason} at ${sha(failed.commit)} (${failed.commit === 0 ? 'good' : 'bad'}), which every comparison needs; found before: `;
  const exact = result.steps.filter((step) => step.after - step.before === 1).length;
  const ranges = result.steps.length - exact;
  const found = [exact > 0 ? plural(exact, 'culprit') : '', ranges > 0 ? plural(ranges, 'range') : ''].filter((part) => part !== '').join(' and ');
  const stopped = result.stopped === undefined ? '' : ` (stopped: ${result.stopped})`;
  const effort = `${plural(result.comparisons.length, 'comparison')}, ${plural(result.pairs, 'pair')}`;
  return `${prefix}${found === '' ? 'nothing found' : found} in ${plural(result.commits.length - 1, 'commit')} after ${good}, ${effort}${stopped}`;
}

function stepText(result: BisectResult, step: BisectStep): string {
  const size = `${formatPercent(step.change, 1)} ${formatInterval([step.low, step.high])}`;
  const commit = (index: number) => (result.commits[index] ?? '').slice(0, SHORT);
  if (step.why === undefined) return `${rowName(step)}: ${size} at ${commit(step.after)} (commit ${step.after} of ${result.commits.length - 1})`;
  const range = `${plural(step.after - step.before, 'commit')} after ${commit(step.before)} up to ${commit(step.after)}`;
  if (step.why === 'skipped') {
    const skips = skippedIn(result, step).map((skip) => `${skip.reason} at ${commit(skip.commit)}`);
    const inside = skips.length > 0 ? skips : [WHY.skipped];
    return `${rowName(step)}: ${size}: the first commit with it is one of the ${range}; ${inside.join('; ')}`;
  }
  return `${rowName(step)}: ${size} in the ${range}: ${WHY[step.why]}`;
}

const undecidedRowText = (row: BisectResult['undecided'][number]): string => `${rowName(row)} (${formatPercent(row.change, 1)})`;

/** The skipped commits strictly inside a step's range: the ones that keep it from naming a commit. */
const skippedIn = (result: BisectResult, step: BisectStep) => result.skipped.filter((skip) => skip.commit > step.before && skip.commit < step.after);

/** The skipped commits of a result, each as "the build failed at abc123def456". */
function skippedPhrases(result: BisectResult): string[] {
  return result.skipped.map((skip) => `${skip.reason} at ${(result.commits[skip.commit] ?? '').slice(0, SHORT)}`);
}

/** The terminal's report. */
export function renderBisectText(result: BisectResult, noise: number): string {
  const lines = [`benchgate bisect: ${bisectHeadline(result, noise)}`];
  for (const step of result.steps) lines.push(`  ${stepText(result, step)}`);
  if (result.skipped.length > 0) lines.push(`  skipped, as git bisect skip: ${skippedPhrases(result).join('; ')}`);
  if (result.undecided.length > 0)
    lines.push(
      `  not decided between good and bad, so not hunted: ${result.undecided.map((row) => `${rowName(row)} ${formatPercent(row.change, 1)}`).join(', ')}`,
    );
  const tried = [...new Set(result.levels.map((level) => level.commit))];
  if (tried.length > 0) lines.push('', 'Levels relative to good, at the commits measured:');
  for (const commit of tried) {
    const levels = result.levels.filter((level) => level.commit === commit).map((level) => `${rowName(level)} ${formatPercent(level.level, 1)}`);
    lines.push(`  ${String(commit).padStart(3)} ${(result.commits[commit] ?? '').slice(0, SHORT)}  ${levels.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The markdown report; `commitUrl` links each commit named (the action's repository). */
export function renderBisectMarkdown(result: BisectResult, noise: number, commitUrl?: (sha: string) => string): Markdown {
  const commit = (index: number): Markdown => {
    const sha = result.commits[index] ?? '';
    const text = codeSpan(sha.slice(0, SHORT));
    return commitUrl === undefined ? text : link(text, commitUrl(sha));
  };
  const rows = result.steps.map((step) => {
    const skips = skippedIn(result, step).map((skip) => markup`${skip.reason} at ${commit(skip.commit)}`);
    const inside = skips.length > 0 ? joinMarkdown(skips, markup`; `) : markup`${WHY.skipped}`;
    const where =
      step.why === undefined
        ? markup`${commit(step.after)}`
        : step.why === 'skipped'
          ? markup`one of ${commit(step.before)}..${commit(step.after)} (${plural(step.after - step.before, 'commit')}; ${inside})`
          : markup`${commit(step.before)}..${commit(step.after)} (${plural(step.after - step.before, 'commit')}: ${WHY[step.why]})`;
    return markup`| ${shorten(step.benchmark)} | ${step.metric} | ${formatPercent(step.change, 1)} | ${formatInterval([step.low, step.high])} | ${where} |`;
  });
  const table =
    rows.length === 0
      ? markup``
      : markup`\n\n| benchmark | metric | change | interval | first commit with it |\n|---|---|--:|---|---|\n${joinMarkdown(rows, markup`\n`)}`;
  const undecided =
    result.undecided.length === 0
      ? markup``
      : markup`\n\nNot decided between good and bad, so not hunted: ${result.undecided.map(undecidedRowText).join(', ')}.`;
  // Only what failed and how: never a command's output or its command line (issue 39).
  const skipped =
    result.skipped.length === 0
      ? markup``
      : markup`\n\nSkipped, as git bisect skip: ${joinMarkdown(
          result.skipped.map((skip) => markup`${skip.reason} at ${commit(skip.commit)}`),
          markup`; `,
        )}.`;
  return markup`### benchgate bisect\n\n${bisectHeadline(result, noise)}.${table}${skipped}${undecided}\n`;
}

/** The JSON report (`benchgateBisect: 1`): indices count from 0 into `commits`, good first. */
export function renderBisectJson(result: BisectResult, noise: number): string {
  const sha = (index: number) => result.commits[index] ?? '';
  const json = {
    benchgateBisect: 1,
    status: result.status,
    good: sha(0),
    bad: sha(result.commits.length - 1),
    noise,
    commits: result.commits,
    moved: result.moved,
    undecided: result.undecided,
    steps: result.steps.map((step) => ({
      ...step,
      culprit: step.why === undefined ? sha(step.after) : null,
      beforeCommit: sha(step.before),
      afterCommit: sha(step.after),
    })),
    levels: result.levels,
    comparisons: result.comparisons.map((comparison) => ({ from: comparison.from, to: comparison.to, pairs: comparison.pairs, rows: comparison.rows })),
    pairs: result.pairs,
    ...(result.stopped !== undefined && { stopped: result.stopped }),
    skipped: result.skipped.map((skip) => ({ ...skip, sha: sha(skip.commit) })),
    ...(result.failed !== undefined && { failed: { ...result.failed, sha: sha(result.failed.commit) } }),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

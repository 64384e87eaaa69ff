import { describe, expect, it } from 'vitest';
import type { BisectResult } from '../../src/model/bisect.js';
import { renderBisectJson, renderBisectMarkdown, renderBisectText } from '../../src/report/bisect.js';

const COMMITS = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40), 'd'.repeat(40), 'e'.repeat(40)];

const FOUND: BisectResult = {
  status: 'found',
  skipped: [],
  commits: COMMITS,
  moved: [{ benchmark: 'Parse|<b>@team', metric: 'time', change: 0.12, low: 0.1, high: 0.14 }],
  undecided: [],
  steps: [
    { benchmark: 'Parse|<b>@team', metric: 'time', change: 0.121, low: 0.1, high: 0.14, before: 1, after: 2 },
    { benchmark: 'Load', metric: 'time', change: -0.2, low: -0.3, high: -0.1, before: 2, after: 4, why: 'undecided' },
  ],
  levels: [
    { benchmark: 'Load', metric: 'time', commit: 0, level: 0 },
    { benchmark: 'Load', metric: 'time', commit: 2, level: 0.01 },
  ],
  comparisons: [{ from: 0, to: 4, pairs: 5, rows: [] }],
  pairs: 5,
};

describe("bisect's reports", () => {
  it('names the culprit and the range in the terminal, with sizes and intervals', () => {
    const text = renderBisectText(FOUND, 0.02);
    expect(text).toContain('benchgate bisect: 1 culprit and 1 range in 4 commits after aaaaaaaaaaaa, 1 comparison, 5 pairs');
    expect(text).toContain('Parse|<b>@team time: +12.1% [+10.0%, +14.0%] at cccccccccccc (commit 2 of 4)');
    expect(text).toContain(
      'Load time: -20.0% [-30.0%, -10.0%] in the 2 commits after cccccccccccc up to eeeeeeeeeeee: its halves could not be told from its ends',
    );
    expect(text).toContain('    2 cccccccccccc  Load time +1.0%');
  });

  it('escapes names in the markdown and links each commit it names', () => {
    const markdown = renderBisectMarkdown(FOUND, 0.02, (sha) => `https://github.com/o/r/commit/${sha}`).source;
    expect(markdown).toContain('Parse\\|&lt;b&gt;@\u200dteam');
    expect(markdown).not.toContain('<b>');
    expect(markdown).toContain(`[\`cccccccccccc\`](https://github.com/o/r/commit/${'c'.repeat(40)})`);
    expect(markdown.split('\n').filter((line) => line.startsWith('| '))).toHaveLength(3);
  });

  it('says "does not reproduce" and blames nothing, and the JSON names the culprit commit', () => {
    const none: BisectResult = { ...FOUND, status: 'not-reproduced', moved: [], steps: [], levels: [] };
    expect(renderBisectText(none, 0.02)).toMatch(
      /^benchgate bisect: does not reproduce: aaaaaaaaaaaa \(good\) and eeeeeeeeeeee \(bad\) do not differ beyond the noise threshold \(2%\)/,
    );
    const json = JSON.parse(renderBisectJson(FOUND, 0.02)) as { benchgateBisect: number; steps: { culprit: string | null; afterCommit: string }[] };
    expect(json.benchgateBisect).toBe(1);
    expect(json.steps.map((step) => step.culprit)).toEqual([COMMITS[2], null]);
    expect(json.steps[1]?.afterCommit).toBe(COMMITS[4]);
  });

  it('does not say good and bad "do not differ" when a row between them stayed undecided', () => {
    const undecided = { benchmark: 'Load', metric: 'time', change: 0.06, low: 0.01, high: 0.11 };
    const unsure: BisectResult = { ...FOUND, status: 'not-reproduced', moved: [], undecided: [undecided], steps: [], levels: [] };
    const text = renderBisectText(unsure, 0.02);
    expect(text).not.toMatch(/do not differ beyond/);
    expect(text).toMatch(
      /^benchgate bisect: does not reproduce: aaaaaaaaaaaa \(good\) and eeeeeeeeeeee \(bad\) could not be told apart .*1 row.*nothing is blamed/,
    );
    expect(renderBisectMarkdown(unsure, 0.02).source).toMatch(/could not be told apart/);
  });
});

describe("bisect's reports of skipped commits and of hunts without an answer", () => {
  const SKIPPED: BisectResult = {
    ...FOUND,
    steps: [{ benchmark: 'Load', metric: 'time', change: 0.12, low: 0.1, high: 0.14, before: 1, after: 3, why: 'skipped' }],
    skipped: [{ commit: 2, reason: 'the build failed' }],
  };

  it('says the range a skipped commit leaves, naming it and what failed, and lists the skipped commits', () => {
    const text = renderBisectText(SKIPPED, 0.02);
    expect(text).toContain(
      'Load time: +12.0% [+10.0%, +14.0%]: the first commit with it is one of the 2 commits after bbbbbbbbbbbb up to dddddddddddd; the build failed at cccccccccccc',
    );
    expect(text).toContain('skipped, as git bisect skip: the build failed at cccccccccccc');
    const markdown = renderBisectMarkdown(SKIPPED, 0.02, (sha) => `https://github.com/o/r/commit/${sha}`).source;
    const link = (sha: string) => `[\`${sha.slice(0, 12)}\`](https://github.com/o/r/commit/${sha})`;
    expect(markdown).toContain(
      `one of ${link(COMMITS[1] as string)}..${link(COMMITS[3] as string)} (2 commits; the build failed at ${link(COMMITS[2] as string)})`,
    );
    expect(markdown).toContain(`Skipped, as git bisect skip: the build failed at ${link(COMMITS[2] as string)}.`);
    const json = JSON.parse(renderBisectJson(SKIPPED, 0.02)) as { skipped: unknown };
    expect(json.skipped).toEqual([{ commit: 2, reason: 'the build failed', sha: COMMITS[2] }]);
    // A range whose end failed when run again: no skipped commit inside it to name.
    const atEnd: BisectResult = { ...SKIPPED, skipped: [{ commit: 3, reason: 'the command exited with status 1' }] };
    expect(renderBisectText(atEnd, 0.02)).toContain('up to dddddddddddd; a commit at its end failed when run again (skipped, listed below)');
    expect(renderBisectText(atEnd, 0.02)).toContain('skipped, as git bisect skip: the command exited with status 1 at dddddddddddd');
  });

  it('says when it stopped before good and bad were told apart, and when good or bad failed', () => {
    const unanswered: BisectResult = { ...FOUND, status: 'unanswered', steps: [], moved: [], comparisons: [], pairs: 0, stopped: 'the time limit of 60 s' };
    expect(renderBisectText(unanswered, 0.02)).toMatch(
      /^benchgate bisect: stopped \(the time limit of 60 s\) before aaaaaaaaaaaa \(good\) and eeeeeeeeeeee \(bad\) were told apart: nothing is known and nothing is blamed/,
    );
    const failed: BisectResult = { ...SKIPPED, status: 'failed', failed: { commit: 4, reason: 'the command exited with status 2' } };
    expect(renderBisectText(failed, 0.02)).toContain(
      'the command exited with status 2 at eeeeeeeeeeee (bad), which every comparison needs; found before: 1 range in 4 commits',
    );
  });
});

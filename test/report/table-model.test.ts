import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/model/report.js';
import { undecidedPhrase } from '../../src/report/summary-line.js';
import { REALISTIC, simulatedReport } from '../simulation/ci-suite.js';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Series } from '../../src/model/series.js';
import { series, wavingRuns } from '../helpers/series.js';
import { readingOrder, tableLines } from '../../src/report/table-model.js';
import { formatPercent, starred } from '../../src/report/cells.js';
import { Footnotes } from '../../src/report/footnotes.js';

/** Five quiet runs about `centre`, waving from `phase`. */
const steady = (benchmark: string, centre: number, phase: number): Series =>
  series(
    benchmark,
    wavingRuns(centre, 5, 4, (r, i) => i + r + phase),
  );

describe('the table model every face formats', () => {
  it('gives one line per benchmark and metric with cells per reference, kinds and emphasis', () => {
    const report = compareSampleSets(
      [
        { label: 'main', set: { runCount: 5, series: [steady('a', 2e-3, 0), steady('b', 2e-3, 1)] } },
        { label: 'v1', set: { runCount: 5, series: [steady('a', 2.6e-3, 2)] } },
      ],
      { label: 'head', set: { runCount: 5, series: [steady('a', 2.6e-3, 3), steady('b', 2e-3, 4)] } },
      DEFAULT_POLICY,
      undefined,
      // Made up with no machine effect, as runs of one job (across jobs 1-2 rows against one
      // baseline job are left untested).
      { sameJob: true },
    );
    const lines = tableLines(report);
    expect(lines.map((line) => [line.name.text, line.references.map((cells) => cells?.row.verdict)])).toEqual([
      ['a', ['regression', 'unchanged']],
      ['b', ['unchanged', 'added']],
    ]);
    const [a] = lines;
    expect(a?.worst.verdict).toBe('regression');
    expect(a?.current).toEqual({ kind: 'centre', text: expect.stringMatching(/^2\.60\d ms$/) as string });
    expect(a?.references[0]).toMatchObject({
      centre: { kind: 'centre', text: expect.stringMatching(/^2\.00\d ms$/) as string },
      change: { kind: 'change', text: expect.stringMatching(/^\+30\.\d\d%$/) as string, significant: true, emphasis: 'regression' },
      interval: expect.stringMatching(/^\[\+\d+\.\d%, \+\d+\.\d%\]$/) as string,
      verdict: { kind: 'verdict', text: 'regression', emphasis: 'regression' },
    });
    expect(a?.references[1]?.change).toEqual({ kind: 'change', text: '~', significant: false, emphasis: 'unchanged' });
    // The second reference's centre is its own, not the first row's (which the current cell shares).
    expect(a?.references[1]?.centre.text).toMatch(/^2\.60\d ms$/);
    // Formatted once, on first read.
    expect(a?.references[0]?.centre).toBe(a?.references[0]?.centre);
    const added = lines[1]?.references[1];
    expect(added?.row.verdict).toBe('added');
    expect(added?.interval).toBeUndefined();
    expect(added?.note).toEqual({ kind: 'note', text: 'not in the baseline' });
    expect(added?.row.reason).toEqual({ code: 'only-current' });
  });
});

describe('the note cell of a row', () => {
  it('says the raw move beside a change tested net of the suite shift, and what an undecided row could hide', () => {
    const report = simulatedReport({ ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0, everyRow: 0.3 }, 3);
    const notes = tableLines(report).map((line) => line.references[0]?.note.text ?? '');
    // Every row is 30% slower: net of the shift it moved by about nothing, raw by about +30%.
    const raws = notes.map((note) => Number(/raw \+([\d.]+)%/.exec(note)?.[1] ?? NaN));
    expect(raws.every((raw) => raw > 20 && raw < 40)).toBe(true);
    const undecided = tableLines(report).filter((line) => line.first.verdict === 'inconclusive' && line.first.pAdjusted !== null);
    // Rows net of a machine-wide shift carry the between-job spread (τ 0.6% here), which more runs do not reduce.
    expect(report.suites[0]?.betweenJobSd).toBeGreaterThan(0);
    // A row the heavy tail of one other job held back names the job-effect bound instead (issue 40, item 3).
    for (const line of undecided)
      expect(line.references[0]?.note.text).toMatch(
        /^[\d.e-]+ · could hide (\+[\d.]+% worse|[\d.]+% better|any change) · (more runs alone would not decide it|within another job's VM effect)/,
      );
    // In one job without such a shift, the runs a side that would decide the row.
    const quiet = simulatedReport({ ...REALISTIC, rows: 50, runs: 3, planted: 0, sameJob: true }, 3);
    const sized = tableLines(quiet).filter((line) => line.first.verdict === 'inconclusive');
    expect(sized.length).toBeGreaterThan(0);
    // The headline says the same: runs for the one, none for the other.
    expect(undecidedPhrase(report)).toMatch(
      /^50 rows and the whole-suite line undecided \(could hide up to \+[\d.]+%; more runs alone would not decide them\)$/,
    );
    expect(undecidedPhrase(quiet)).toMatch(/; about \d+ runs a side would decide\)$/);
    for (const line of sized) expect(line.references[0]?.note.text).toMatch(/^[\d.e-]+ · could hide (\+[\d.]+% worse|[\d.]+% better) · needs ≈\d+ runs/);
    // The worse end is named whenever the interval reaches the worse side, however far the other end goes.
    const reaching = [...sized, ...undecided].filter((line) => (line.references[0]?.row.changeCI?.[1] ?? 0) > 0);
    expect(reaching.length).toBeGreaterThan(0);
    for (const line of reaching) {
      const interval = line.references[0]?.row.changeCI;
      if (interval?.[1] !== null && interval?.[1] !== undefined && formatPercent(interval[1], 1).startsWith('+') && interval[0] !== null)
        expect(line.references[0]?.note.text).toContain(`could hide ${formatPercent(interval[1], 1)} worse`);
    }
  });
});

describe("the headline's runs-needed advice", () => {
  it('quotes a bound and the cure, not a number of runs no one makes', () => {
    const quiet = simulatedReport({ ...REALISTIC, rows: 50, runs: 3, planted: 0, sameJob: true }, 3);
    const row = quiet.comparisons.find((candidate) => candidate.verdict === 'inconclusive' && candidate.sampleSize !== null);
    expect(row).toBeDefined();
    const only = (perSide: number) => ({
      ...quiet,
      comparisons: quiet.comparisons.map((candidate) =>
        candidate === row ? { ...candidate, sampleSize: { perSide, unit: 'runs' as const, change: 0.02 } } : { ...candidate, verdict: 'unchanged' as const },
      ),
      suites: [],
    });
    expect(undecidedPhrase(only(141_635))).toMatch(/; only over 1,000 runs a side would decide: reduce the noise or widen the threshold instead\)$/);
    expect(undecidedPhrase(only(1000))).toMatch(/; about 1000 runs a side would decide\)$/);
  });

  it('says what the rows within reach need before the bound for the rest', () => {
    const quiet = simulatedReport({ ...REALISTIC, rows: 50, runs: 3, planted: 0, sameJob: true }, 3);
    const rows = quiet.comparisons.filter((candidate) => candidate.verdict === 'inconclusive' && candidate.sampleSize !== null).slice(0, 3);
    expect(rows).toHaveLength(3);
    const needs = [12, 31, 2989];
    const mixed = {
      ...quiet,
      comparisons: quiet.comparisons.map((candidate) => {
        const at = rows.indexOf(candidate);
        return at < 0
          ? { ...candidate, verdict: 'unchanged' as const }
          : { ...candidate, sampleSize: { perSide: needs[at] as number, unit: 'runs' as const, change: 0.02 } };
      }),
      suites: [],
    };
    expect(undecidedPhrase(mixed)).toMatch(
      /; about 31 runs a side would decide 2 rows; only over 1,000 runs a side would decide the rest: reduce the noise or widen the threshold instead\)$/,
    );
    // Beside a row that more runs alone do not decide, the rest is counted, not "the rest".
    const unsized = quiet.comparisons.filter(
      (candidate) => candidate.verdict === 'inconclusive' && candidate.sampleSize !== null && candidate.pAdjusted !== null,
    )[3];
    expect(unsized).toBeDefined();
    const withUnsized = {
      ...mixed,
      comparisons: mixed.comparisons.map((candidate, i) => (quiet.comparisons[i] === unsized ? { ...(unsized as Comparison), sampleSize: null } : candidate)),
    };
    expect(undecidedPhrase(withUnsized)).toMatch(
      /^4 rows undecided \(.*; about 31 runs a side would decide 2 rows; only over 1,000 runs a side would decide 1 row: reduce the noise or widen the threshold instead; more runs alone would not decide 1 row\)$/,
    );
  });
});

describe('percentages in cells', () => {
  it('signs a change and leaves the sign off one that rounds to zero', () => {
    expect(formatPercent(0.0123)).toBe('+1.23%');
    expect(formatPercent(-0.0123, 1)).toBe('-1.2%');
    expect(formatPercent(-0.00004, 1)).toBe('0.0%');
    expect(formatPercent(0.00004, 1)).toBe('0.0%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-12.5)).toBe('-1250%');
  });
});

describe('the layout the table model decides for every face', () => {
  const report = compareSampleSets(
    [{ label: 'main', set: { runCount: 5, series: [steady('q', 2e-3, 0), steady('small', 2e-3, 1), steady('big', 2e-3, 2), steady('fast', 2e-3, 3)] } }],
    {
      label: 'head',
      set: { runCount: 5, series: [steady('q', 2e-3, 4), steady('fast', 1.6e-3, 5), steady('small', 2.2e-3, 6), steady('big', 2.8e-3, 7)] },
    },
    DEFAULT_POLICY,
    undefined,
    { sameJob: true },
  );

  it('reads the regressions first, the larger first, then the improvements, then the rest', () => {
    const { changed, others } = readingOrder(tableLines(report));
    expect(changed.map((line) => `${line.name.text}: ${line.worst.verdict}`)).toEqual(['big: regression', 'small: regression', 'fast: improvement']);
    expect(others.map((line) => line.name.text)).toEqual(['q']);
  });

  it('stars a significant change for the text faces only: the cell holds the number', () => {
    const big = tableLines(report).find((line) => line.name.text === 'big')?.references[0]?.change;
    expect(big).toMatchObject({ text: expect.stringMatching(/^\+(39\.9|40\.0)\d%$/) as string, significant: true });
    expect(starred(big ?? { text: '' })).toMatch(/^\*\+(39\.9|40\.0)\d%\*$/);
    expect(starred({ text: '~', significant: false })).toBe('~');
  });

  it('numbers notes in the order met, each once a row, and counts their rows', () => {
    const notes = new Footnotes();
    expect(notes.mark(['b', 'a', 'b'], 'row 1')).toEqual([1, 2]);
    expect(notes.mark(['a', 'c'], 'row 2')).toEqual([2, 3]);
    for (const row of ['row 3', 'row 4', 'row 5']) notes.mark(['a'], row);
    expect(notes.list()).toEqual([
      { text: 'b', number: 1, rows: 1, names: ['row 1'] },
      { text: 'a', number: 2, rows: 5, names: ['row 1', 'row 2', 'row 3'] },
      { text: 'c', number: 3, rows: 1, names: ['row 2'] },
    ]);
    expect(notes.rowsOf('a')).toBe(5);
    expect(notes.rowsOf('unknown')).toBe(0);
  });
});

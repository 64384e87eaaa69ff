import { describe, expect, it } from 'vitest';
import { colourWanted } from '../../src/cli/commands.js';
import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import type { Series } from '../../src/model/series.js';
import { series, wavingRuns } from '../helpers/series.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { runSourceCli } from '../helpers/run-cli.js';

/** Three quiet runs about `centre`. */
const steady = (benchmark: string, centre: number, metric = 'time'): Series =>
  series(
    benchmark,
    wavingRuns(centre, 3, 8, (r, i) => i + r * 3),
    { metric },
  );

const names = ['github.com/example/project/internal/parser.BenchmarkParseLargeDocument/size=1048576-8', 'short', 'naïve/µ-bench ✓'];
// The made-up runs hold no machine effect, as runs of one job: compared so (across jobs, so few
// rows against one baseline job are left untested, with no p to line up).
const ONE_JOB = { sameJob: true };
const report = compareSampleSets(
  [{ label: 'artifacts/baseline-from-main', set: { runCount: 3, series: names.map((name) => steady(name, 1e-3)) } }],
  { label: 'artifacts/current-from-pull-request', set: { runCount: 3, series: names.map((name, i) => steady(name, i === 0 ? 1.3e-3 : 1e-3)) } },
  DEFAULT_POLICY,
  undefined,
  ONE_JOB,
);

describe('renderTerminal', () => {
  it('fits an 80-column terminal by abbreviating names and labels', () => {
    const text = renderTerminal(report, { colour: false, width: 80 });
    const table = text.split('\n').slice(0, 4);
    for (const line of table) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(table[1]).toMatch(/^github\.…/);
    expect(table[1]).toMatch(/size=1048576-8\s/);
    expect(text).toMatch(/^baseline = artifacts\/baseline-from-main: 3 runs$/m);
  });

  it("explains every mark of the change column, the README's meaning of ~ included", () => {
    expect(renderTerminal(report, { colour: false })).toContain(
      '*x%* significant change beyond ±noise, x% significant but within noise, ~ unchanged (shown inside ±noise), ? inconclusive.',
    );
  });

  it('titles the p column only when a row has a p', () => {
    expect(renderTerminal(report, { colour: false }).split('\n')[0]).toMatch(/ {2}change +p$/);
    // One run a side: no row is tested, so no p column.
    const single = (centre: number) => ({
      runCount: 1,
      series: names.map((name) => ({ ...steady(name, centre), runs: steady(name, centre).runs.slice(0, 1) })),
    });
    const untested = compareSampleSets([{ label: 'main', set: single(1e-3) }], { label: 'head', set: single(1.3e-3) }, DEFAULT_POLICY, undefined, ONE_JOB);
    const header = renderTerminal(untested, { colour: false }).split('\n')[0];
    expect(header).toMatch(/ {2}change$/);
  });

  it('keeps full names when there is no width to fit', () => {
    expect(renderTerminal(report, { colour: false })).toContain(names[0]);
  });

  it('lines up its columns in code points, whatever the names: accents, µs, a character outside the BMP, a lone surrogate', () => {
    const odd = ['plain', 'naïve/µ', 'emoji/🚀-x', 'broken/\udc00-y'];
    const wide = compareSampleSets(
      [{ label: 'b', set: { runCount: 3, series: odd.map((name) => steady(name, 1e-3)) } }],
      { label: 'h', set: { runCount: 3, series: odd.map((name) => steady(name, 1e-3)) } },
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    const table = renderTerminal(wide, { colour: false })
      .split('\n')
      .slice(0, 1 + odd.length);
    // The columns after the names are right-aligned: lined up, every line ends at the same code point.
    expect(
      table.map((line) => [...line].length),
      table.join('\n'),
    ).toEqual(table.map(() => [...(table[0] as string)].length));
  });

  it('colours rows only when asked', () => {
    expect(renderTerminal(report, { colour: true, width: 80 })).toContain('\u001b[31m');
    expect(renderTerminal(report, { colour: false, width: 80 })).not.toContain('\u001b[');
  });
});

describe('colourWanted', () => {
  it('wants colour on a terminal unless NO_COLOR is set', () => {
    expect(colourWanted(true, {})).toBe(true);
    expect(colourWanted(true, { NO_COLOR: '1' })).toBe(false);
    expect(colourWanted(false, {})).toBe(false);
  });
});

describe('hostile names in the terminal table (a CI log)', () => {
  it('cannot start a workflow command or break a line', () => {
    const names = ['::error::pwned', 'a\n::add-mask::secret', 'tab\there', '\r::warning::x'];
    const text = renderTerminal(
      compareSampleSets(
        [
          {
            label: 'b',
            set: {
              runCount: 1,
              series: names.map((benchmark) => ({
                benchmark,
                metric: 'time',
                unit: 's',
                better: 'lower' as const,
                runs: [{ kind: 'samples' as const, samples: Float64Array.of(1, 1, 1) }],
              })),
            },
          },
        ],
        {
          label: 'c',
          set: {
            runCount: 1,
            series: names.map((benchmark) => ({
              benchmark,
              metric: 'time',
              unit: 's',
              better: 'lower' as const,
              runs: [{ kind: 'samples' as const, samples: Float64Array.of(1, 1, 1) }],
            })),
          },
        },
        DEFAULT_POLICY,
      ),
      { colour: false, width: Number.POSITIVE_INFINITY },
    );
    for (const line of text.split('\n')) expect(line.startsWith('::'), line).toBe(false);
    expect(text).toMatch(/a\\n::add-mask::secret/);
    expect(text.split('\n').filter((line) => line.includes('add-mask'))).toHaveLength(1);
  });
});

describe('the terminal report: labels and notes', () => {
  it('titles every side by its label, or every side by its role when one label is too long, and names the rows of each note', () => {
    const labelled = (current: string) =>
      runSourceCli([
        'compare',
        '--baseline',
        'examples/hyperfine/baseline/run1.csv',
        '--current',
        'examples/hyperfine/slower/run1.csv',
        '--baseline-label',
        'main',
        '--current-label',
        current,
      ]);
    const mixed = labelled('a-long-pr-label-of-many-chars');
    expect(mixed.stdout).toMatch(/^benchmark\s+metric\s+baseline\s+current\s+change/m);
    expect(mixed.stdout).toMatch(/^note \(3 rows: sort time, compress time, checksum time\): inconclusive: each side has one run/m);
    const short = labelled('pr-42');
    expect(short.stdout).toMatch(/^benchmark\s+metric\s+main\s+pr-42\s+change/m);
  });

  it('calls a row on one side only by the word of the summary line and the JSON verdict: added, removed', () => {
    const oneSided = compareSampleSets(
      [{ label: 'main', set: { runCount: 3, series: [steady('both', 1e-3), steady('dropped', 1e-3)] } }],
      { label: 'pr', set: { runCount: 3, series: [steady('both', 1e-3), steady('fresh', 1e-3)] } },
      DEFAULT_POLICY,
      undefined,
      ONE_JOB,
    );
    const text = renderTerminal(oneSided, { colour: false });
    expect(text).toMatch(/^fresh\s+time\s+—\s+\S+ ms\s+added$/m);
    expect(text).toMatch(/^dropped\s+time\s+\S+ ms\s+—\s+removed$/m);
    expect(text).toMatch(/1 added, 1 removed\./);
  });
});

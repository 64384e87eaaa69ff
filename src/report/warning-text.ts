import type { SummaryKind, Warning } from '../model/warning.js';
import { formatPercent, roundsToZero } from './cells.js';
import { tailChangeText } from './reason-text.js';

/** The loop that makes five runs of a Go suite, each its own process, in files `${prefix}-1.txt` to `-5.txt`. */
function goRunsLoop(prefix: string): string {
  return `for i in 1 2 3 4 5; do go test -run '^$' -bench . -count 5 > ${prefix}-$i.txt; done`;
}

/** What a tool gave in a summary run, for one run and for several, and what it lacks. */
const SUMMARY_WORDS: Readonly<Record<SummaryKind | 'any', readonly [string, string, string]>> = {
  'mean-sd': ['a summary (mean, sd, n)', 'summaries (mean, sd, n)', 'not raw samples'],
  mean: ['a mean', 'means', 'with no spread and no raw samples'],
  median: ['a median', 'medians', 'with no spread and no raw samples'],
  any: ['a summary', 'summaries', 'not raw samples'],
};

/**
 * How many of a side's runs are a tool's summaries and what the tool gave (a report of an earlier
 * version holds neither: the words then claim neither).
 */
function summaryOnlyText(warning: Warning & { code: 'summary-only' }): string {
  const { side, runs, summaryRuns } = warning;
  const [one, several, lacking] = SUMMARY_WORDS[warning.summary ?? 'any'];
  if (runs === undefined || summaryRuns === undefined) return `the ${side} side has summaries from its tool, not raw samples`;
  if (summaryRuns >= runs)
    return runs === 1
      ? `the ${side} side's one run is ${one} from its tool, ${lacking}`
      : `each of the ${side} side's ${runs} runs is ${one} from its tool, ${lacking}`;
  const others = runs - summaryRuns;
  const summaries = `${summaryRuns} of the ${side} side's ${runs} runs ${summaryRuns === 1 ? `is ${one}` : `are ${several}`} from its tool`;
  return `${summaries}, ${lacking}; the other ${others === 1 ? 'holds' : `${others} hold`} raw samples`;
}

/**
 * Whether a report-wide warning is said before the table: it says how the runs should be made,
 * or that the sides may not be comparable at all, which decides how every row reads, where the
 * others qualify what the table shows.
 */
export function leadsTheReport(warning: Warning): boolean {
  return warning.code === 'one-go-process' || warning.code === 'formats-differ';
}

/** A warning in words, plain text: each face escapes or styles it. */
export function warningText(warning: Warning): string {
  switch (warning.code) {
    case 'summary-only':
      return summaryOnlyText(warning);
    case 'bootstrap-too-few':
      return 'too few values to resample: tested with Welch, not the bootstrap';
    case 'rank-test-summary-only':
      return 'summary-only data: tested with Welch, not Mann-Whitney';
    case 'rank-test-cannot-flag': {
      const suite = warning.familySize > 1 ? ` alone in a suite of ${warning.familySize} rows` : '';
      const smallest = `its smallest p is ${warning.smallestP.toPrecision(2)}, above ${warning.threshold.toPrecision(2)}`;
      const values = `with ${warning.baselineValues} and ${warning.currentValues} values`;
      return `the rank test cannot flag a change of this row${suite}: ${values} ${smallest}; needs ≥ ${warning.runsNeeded} runs a side`;
    }
    case 'one-against-runs':
      return `1 run on the ${warning.single} side against ${warning.runs}: tested as one new observation against the other side's runs`;
    case 'two-runs':
      return (
        `2 runs on a side: only a change of about ±${(warning.detectable * 100).toFixed(1)}% or more can be told from run-to-run noise here; ` +
        'give ≥ 3 runs a side'
      );
    case 'run-median':
      return (
        `compared at the runs' medians: ${warning.offBulk} of ${warning.runs} runs have a second mode or a heavy tail (slow rounds), ` +
        'which put their mean between the modes'
      );
    case 'exact-difference':
      return 'no variation on either side: the difference is treated as exact';
    case 'zero-baseline':
      return 'the baseline centre is 0, so the change has no relative size';
    case 'one-run-suite-spread':
      return `one run a side: tested against the spread of the suite's ${warning.suiteRows} rows, which stands for the run-to-run noise`;
    case 'machine-shift': {
      // Benchmarks that all moved alike (a spread that rounds to 0.0%) are not said to react unevenly.
      const uneven = roundsToZero(warning.spread, 1)
        ? ''
        : `, to which benchmarks react unevenly (spread ${formatPercent(warning.spread, 1).replace('+', '')}, now part of every row's interval)`;
      return (
        `every benchmark's ${warning.metric} moved ${formatPercent(warning.change, 1)} between the sides of this one job: ` +
        `a busier or slower machine on one side${uneven}; interleave the two builds (benchgate run, or baseline-command and current-command) to take it out`
      );
    }
    case 'formats-differ':
      return (
        `the baseline was read as ${warning.baseline} output and the current runs as ${warning.current} output: ` +
        "two tools measure differently, so their rows compare only if both measured one suite alike; give both sides one tool's output"
      );
    case 'unpaired-rows':
      return (
        `${warning.added} rows are only in the current runs and ${warning.removed} only in the baseline, against ${warning.shared} on both sides: ` +
        'check that both sides run the same suite'
      );
    case 'unused-rule': {
      const rule = `config rule ${warning.rule} (benchmark "${warning.benchmark}", metric "${warning.metric}")`;
      return `${rule} matched no row; names here look like ${warning.examples.join(' and ')}`;
    }
    case 'tail-changed':
      return `a tail changed too: ${tailChangeText(warning)}; ` + "the verdict is the robust centre's, which counts samples beyond 3 IQR at their fence";
    case 'one-go-process': {
      const both = warning.sides.length > 1;
      const which = both ? 'the baseline and the current side are each' : warning.sides[0] === 'baseline' ? 'the baseline is' : 'the current side is';
      const loop = goRunsLoop(warning.sides[0] === 'baseline' ? 'old' : 'new');
      const current = both ? ', and the same into new-$i.txt for the current side' : '';
      return (
        `${which} one go test process: -count N makes N samples of one process, which understate run-to-run noise, not N runs; ` +
        `make ≥ 3 runs a side, each its own process: ${loop}${current} (give them all, as a glob or cat into one file)`
      );
    }
  }
}

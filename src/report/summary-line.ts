import { worstNotRuledOut, type Correction, type Report, type VerdictCounts } from '../model/report.js';
import { formatPercent, plural } from './cells.js';

const CORRECTION_NAMES: Readonly<Record<Correction, string>> = {
  bh: 'Benjamini–Hochberg',
  holm: 'Holm',
  bonferroni: 'Bonferroni',
  none: 'no correction',
};

/** The verdict counts in words, most important first, zero counts left out (but never empty). */
export function verdictPhrases(counts: VerdictCounts): string[] {
  const phrases = [
    counts.regressions > 0 ? plural(counts.regressions, 'regression') : '',
    counts.improvements > 0 ? plural(counts.improvements, 'improvement') : '',
    counts.unchanged > 0 ? `${counts.unchanged} unchanged` : '',
    counts.noise > 0 ? `${counts.noise} within noise` : '',
    counts.inconclusive > 0 ? `${counts.inconclusive} inconclusive` : '',
    counts.added > 0 ? `${counts.added} added` : '',
    counts.removed > 0 ? `${counts.removed} removed` : '',
  ].filter((phrase) => phrase !== '');
  return phrases.length > 0 ? phrases : ['nothing to compare'];
}

/** The phrases of the rows that are decided (or added, removed), for a headline that says the undecided ones apart. */
export function decidedPhrases(counts: VerdictCounts): string[] {
  return counts.rows === counts.inconclusive ? [] : verdictPhrases({ ...counts, inconclusive: 0 });
}

/** How paired data were made, in words; empty for two independent sets of runs. */
function designPhrase(report: Report): string {
  const design = report.design;
  // The design the verdicts rest on: across jobs another VM's effect is weighed, in one job not.
  if (design === undefined) return report.sameJob ? '; both sides from one job' : '; the sides from different jobs';
  const test = design.test === 'signed-rank' ? 'paired signed-rank test' : 'paired test';
  if (design.interleaved !== true) return `, ${test} over ${design.pairs} pairs of runs (run i of each side made together)`;
  const sequence = `a confidence sequence over up to ${design.looks ?? '?'} look${design.looks === 1 ? '' : 's'}`;
  const stopped = `stopped: ${design.stopped ?? 'unknown'}`;
  return `; ${design.pairs} interleaved pairs (random order), ${test} after every pair (alpha holds however early it stops: ${sequence}), ${stopped}`;
}

/** The settings a reader needs to weigh the verdict: alpha, correction, noise threshold. */
export function settingsPhrase(report: Report): string {
  const design = designPhrase(report);
  return `alpha ${report.alpha} (${CORRECTION_NAMES[report.correction]}), noise threshold ±${+(report.noise * 100).toFixed(4)}%${design}`;
}

/** Outliers across the report, so that nobody wonders whether any were dropped or how they count: `undefined` when none. */
export function outlierPhrase(report: Report): string | undefined {
  let mild = 0;
  let severe = 0;
  let dropped = 0;
  for (const row of report.comparisons) {
    for (const side of [row.baseline, row.current]) {
      if (side === null) continue;
      mild += side.outliers.mild;
      severe += side.outliers.severe;
      dropped += side.outliers.dropped;
    }
  }
  if (mild + severe + dropped === 0) return undefined;
  const kept =
    mild + severe > 0
      ? `Tukey outliers (samples beyond 1.5 or 3 IQR of their run's quartiles), kept: ${mild} mild, ${severe} severe; ` +
        "a run's value (sides of 2 runs or more) counts a severe one at its fence"
      : '';
  const filtered = dropped > 0 ? `${dropped} samples dropped by the MAD filter` : '';
  return [kept, filtered].filter((text) => text !== '').join('; ');
}

/** What a report leaves undecided: inconclusive rows and whole-suite lines, and what they could hide. */
export interface Undecided {
  readonly rows: number;
  readonly suiteLines: number;
  /** Of them, those whose interval reaches beyond +noise, is unbounded or was never computed. */
  readonly couldHide: number;
  /** The largest worse change not ruled out; Infinity when a row has no bounded interval. */
  readonly upTo: number;
  /** Runs a side that would decide the widest of them (the runs-needed estimate), when one was made. */
  readonly runs: number | undefined;
  /** Of the rows with that estimate, those within MOST_RUNS_ADVISED runs a side, and the most runs they need. */
  readonly advisable: { readonly rows: number; readonly runs: number };
  /** Rows with that estimate beyond MOST_RUNS_ADVISED runs a side. */
  readonly beyondAdvice: number;
  /**
   * Rows that more runs alone do not decide: tested rows without that estimate (a between-job
   * spread wider than the threshold), and a few rows against another job (nothing measures a VM's effect).
   */
  readonly unsized: number;
  /** Whole-suite lines that more runs alone do not decide (against one other job: the machine or the code). */
  readonly unsizedLines: number;
}

export function undecidedOf(report: Report): Undecided {
  let rows = 0;
  let suiteLines = 0;
  let couldHide = 0;
  let upTo = 0;
  let runs: number | undefined;
  const advisable = { rows: 0, runs: 0 };
  let beyondAdvice = 0;
  let unsized = 0;
  let unsizedLines = 0;
  for (const row of [...report.comparisons, ...report.suites]) {
    if (row.verdict !== 'inconclusive') continue;
    if ('benchmark' in row) rows++;
    else suiteLines++;
    const reach = worstNotRuledOut(row);
    if (reach > report.noise) couldHide++;
    upTo = Math.max(upTo, reach);
    const size = 'sampleSize' in row ? row.sampleSize : null;
    if (size !== null && size.unit === 'runs') {
      runs = Math.max(runs ?? 0, size.perSide);
      if (size.perSide <= MOST_RUNS_ADVISED) {
        advisable.rows++;
        advisable.runs = Math.max(advisable.runs, size.perSide);
      } else beyondAdvice++;
    }
    if ('benchmark' in row && size === null && (row.pAdjusted !== null || row.reason?.code === 'another-job') && row.test !== 'exact') unsized++;
    // A whole-suite line against another job's baseline: more runs do not tell the machine from the code.
    if (!('benchmark' in row) && row.reason?.code === 'machine-or-code') unsizedLines++;
  }
  return { rows, suiteLines, couldHide, upTo, runs, advisable, beyondAdvice, unsized, unsizedLines };
}

/** More runs a side than this is no advice anyone takes: the headline says so rather than quote 141,635. */
const MOST_RUNS_ADVISED = 1000;

/**
 * The runs-needed estimate in the headline's words: at least 3; past MOST_RUNS_ADVISED only a bound
 * and the cure, after what the rows within it need (the widest row alone is not the whole story).
 */
function decideClause(runs: number, advisable: Undecided['advisable'], beyondAdvice: number, others: boolean): string {
  const whom = others ? ' the others' : '';
  if (runs <= MOST_RUNS_ADVISED) return `about ${Math.max(3, runs)} runs a side would decide${whom}`;
  const beyond = `only over ${MOST_RUNS_ADVISED.toLocaleString('en-US')} runs a side would decide`;
  if (advisable.rows === 0) return `${beyond}${whom}: reduce the noise or widen the threshold instead`;
  // Beside rows that more runs do not decide, "the rest" would count them too: the number instead.
  const rest = others ? plural(beyondAdvice, 'row') : 'the rest';
  const within = `about ${Math.max(3, advisable.runs)} runs a side would decide ${plural(advisable.rows, 'row')}`;
  return `${within}; ${beyond} ${rest}: reduce the noise or widen the threshold instead`;
}

/**
 * The undecided part of the headline, in words: "no regression found; 3 rows undecided (could
 * hide up to +12.3%; about 8 runs a side would decide)". Empty when every row is decided.
 */
export function undecidedPhrase(report: Report): string {
  const undecided = undecidedOf(report);
  if (undecided.rows + undecided.suiteLines === 0) return '';
  const hides =
    undecided.couldHide === 0
      ? 'none could hide a regression above the noise threshold'
      : Number.isFinite(undecided.upTo)
        ? `could hide up to ${formatPercent(undecided.upTo, 1)}`
        : 'could hide a change of any size';
  const unsizedAll = undecided.unsized + undecided.unsizedLines;
  const all = unsizedAll === undecided.rows + undecided.suiteLines;
  const which = all ? (unsizedAll === 1 ? 'it' : 'them') : rowsAndLines(undecided.unsized, undecided.unsizedLines);
  const alone = unsizedAll === 0 ? '' : `more runs alone would not decide ${which}`;
  const runs =
    undecided.runs === undefined
      ? alone === ''
        ? 'at least 3 runs a side would decide'
        : alone
      : [decideClause(undecided.runs, undecided.advisable, undecided.beyondAdvice, alone !== ''), alone].filter((part) => part !== '').join('; ');
  return `${rowsAndLines(undecided.rows, undecided.suiteLines)} undecided (${hides}; ${runs})`;
}

/** "3 rows and the whole-suite line", "2 whole-suite lines", "1 row". */
function rowsAndLines(rows: number, lines: number): string {
  const suiteLines = lines === 0 ? '' : lines === 1 ? 'the whole-suite line' : `${lines} whole-suite lines`;
  return [rows === 0 ? '' : plural(rows, 'row'), suiteLines].filter((part) => part !== '').join(' and ');
}

/** Names in a headline, clipped: the line stays one line whatever the benchmarks are called. */
function clipName(name: string): string {
  return name.length > 48 ? `${name.slice(0, 47)}…` : name;
}

/** "a, b and c", "a, b, c and 4 more". */
function namesPhrase(names: readonly string[], count: number): string {
  const shown = names.map(clipName);
  if (count > shown.length) return `${shown.join(', ')} and ${count - shown.length} more`;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}

/**
 * What the headline certifies, in words (compare/certify.ts), when no regression was found:
 * "no regression: every benchmark within +3.4% (95%)" when certified and the check passes, else
 * "+5% not ruled out for a time and b time"; then the rows left out as negligible. Undefined for reports without
 * a headline (earlier versions) or with a regression.
 */
export function certifyPhrase(report: Report): { readonly certified: boolean; readonly text: string } | undefined {
  const headline = report.headline;
  if (headline === undefined || report.summary.regressions > 0 || report.suites.some((line) => line.verdict === 'regression')) return undefined;
  const level = `${+((1 - report.alpha) * 100).toFixed(2)}%`;
  const apart =
    headline.negligible.length === 0
      ? ''
      : `; left out as negligible beside their benchmark's main metric: ${namesPhrase(headline.negligible.slice(0, 3), headline.negligible.length)}`;
  if (headline.certified && headline.bound !== null) {
    const within = `every benchmark within ${formatPercent(headline.bound, 1)} (${level})`;
    // Never ✔️ on a failing check (fail-on undecided, runners that differ with on-runner-mismatch fail).
    if (report.gate === 'fail') return { certified: false, text: `${within}, but the check fails${apart}` };
    return { certified: true, text: `no regression: ${within}${apart}` };
  }
  const limit = formatPercent(headline.limit, 1);
  const open =
    headline.open.length === 0 ? 'nothing compared' : `a slowdown beyond ${limit} not ruled out for ${namesPhrase(headline.open, headline.openCount)}`;
  return { certified: false, text: `${open}${apart}` };
}

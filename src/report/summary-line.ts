import type { Correction, Report, VerdictCounts } from '../model/report.js';
import { plural } from './cells.js';

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

/** How paired data were made, in words; empty for two independent sets of runs. */
export function designPhrase(report: Report): string {
  const design = report.design;
  if (design === undefined) return '';
  const test = design.test === 'signed-rank' ? 'paired signed-rank test' : 'paired test';
  if (design.interleaved !== true) return `, ${test} over ${design.pairs} pairs of runs (run i of each side made together)`;
  return `; ${design.pairs} interleaved pairs (random order), ${test} with a confidence sequence over up to ${design.looks ?? '?'} look${design.looks === 1 ? '' : 's'}, stopped: ${design.stopped ?? 'unknown'}`;
}

/** The settings a reader needs to weigh the verdict: alpha, correction, noise threshold. */
export function settingsPhrase(report: Report): string {
  const design = designPhrase(report);
  return `alpha ${report.alpha} (${CORRECTION_NAMES[report.correction]}), noise threshold ±${+(report.noise * 100).toFixed(4)}%${design}`;
}

/** Outliers across the report, so that nobody wonders whether any were dropped: `undefined` when none. */
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
  const kept = mild + severe > 0 ? `Tukey outliers kept: ${mild} mild, ${severe} severe` : '';
  const filtered = dropped > 0 ? `${dropped} samples dropped by the MAD filter` : '';
  return [kept, filtered].filter((text) => text !== '').join('; ');
}

import type { Comparison } from '../model/report.js';
import { chooseScale, formatScaled } from '../units/scale.js';

/**
 * How much the value itself moved (current / baseline − 1), the way a reader of the numbers
 * sees it: a throughput drop is negative. `change` in the report is signed "positive is worse".
 */
export function valueChange(row: Comparison): number | null {
  return row.ratio === null ? null : row.ratio - 1;
}

/** The interval of `valueChange`, from the interval of `change` (rates flip the sign). */
export function valueChangeInterval(row: Comparison): readonly [number | null, number | null] | null {
  if (row.changeCI === null) return null;
  const [low, high] = row.changeCI;
  if (row.better === 'lower') return [low, high];
  // For rates change = 1 − ratio, so ratio − 1 = −change; an unbounded lower end becomes an unbounded upper one.
  return [high === null ? null : -high, low === null ? null : -low];
}

/** Whether formatPercent(fraction, digits) prints a zero: a value that says nothing at that precision. */
export function roundsToZero(fraction: number, digits: number): boolean {
  const percent = fraction * 100;
  return Math.abs(percent) < 1000 && Number(percent.toFixed(digits)) === 0;
}

export function formatPercent(fraction: number, digits = 2): string {
  const percent = fraction * 100;
  const text = Math.abs(percent) >= 1000 ? percent.toFixed(0) : percent.toFixed(digits);
  // A value that rounds to zero carries no sign: "-0.0%" reads as a change that is not there.
  if (roundsToZero(fraction, digits)) return `${text.replace('-', '')}%`;
  return `${percent > 0 ? '+' : ''}${text}%`;
}

export function formatInterval(interval: readonly [number | null, number | null], digits = 1): string {
  const [low, high] = interval;
  return `[${low === null ? '−∞' : formatPercent(low, digits)}, ${high === null ? '+∞' : formatPercent(high, digits)}]`;
}

export function formatPValue(p: number | null): string {
  if (p === null) return '';
  if (p === 0) return '0';
  if (p < 0.0001) return p.toExponential(1);
  return p.toFixed(4);
}

/** The centres of a row on one display scale, chosen from the baseline (or whichever side exists). */
export function formatCentres(row: Comparison): { baseline: string; current: string } {
  const scaleFor = (unit: string, magnitude: number) => {
    // A count whose metric already names it (allocs/op in allocs, words/op): the number says enough.
    const named = unit !== '' && unit !== 's' && !unit.startsWith('B') && row.metric.startsWith(unit);
    return chooseScale(named ? '' : unit, magnitude);
  };
  const scale = scaleFor(row.unit, row.baseline?.centre ?? row.current?.centre ?? 0);
  // A unit clash: each side in its own unit, so the reader sees both.
  const baselineScale = row.baselineUnit === undefined ? scale : scaleFor(row.baselineUnit, row.baseline?.centre ?? 0);
  return {
    baseline: row.baseline === null ? '—' : formatScaled(row.baseline.centre, baselineScale),
    current:
      row.current === null ? '—' : formatScaled(row.current.centre, row.baselineUnit === undefined ? scale : scaleFor(row.unit, row.current?.centre ?? 0)),
  };
}

/** What the change cell's marks mean, in every face's footer (plain text; markdown escapes it). */
export const CHANGE_LEGEND = '*x%* significant change beyond ±noise, x% significant but within noise, ~ unchanged (shown inside ±noise), ? inconclusive';

/** The compact change cell: how much the value moved, `~` for no change (benchstat), `?` undecided. */
export function changeCell(row: Comparison): { readonly text: string; readonly significant: boolean } {
  switch (row.verdict) {
    case 'added':
    case 'removed':
      return { text: row.verdict, significant: false };
    case 'inconclusive':
      return { text: '?', significant: false };
    case 'unchanged':
      return { text: '~', significant: false };
    case 'noise':
    case 'regression':
    case 'improvement': {
      const change = valueChange(row);
      const text = change === null ? (row.verdict === 'regression' ? 'worse' : row.verdict === 'improvement' ? 'better' : 'changed') : formatPercent(change);
      return { text, significant: row.verdict !== 'noise' };
    }
  }
}

/** A change cell as the text faces write it: a significant change beyond the noise between mmtests' stars (CHANGE_LEGEND). */
export function starred(cell: { readonly text: string; readonly significant?: boolean }): string {
  return cell.significant === true ? `*${cell.text}*` : cell.text;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

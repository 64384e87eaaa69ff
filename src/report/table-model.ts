import { seriesKey } from '../model/series.js';
import type { Comparison, Report, Verdict } from '../model/report.js';
import { changeCell, formatCentres, formatInterval, formatPValue, valueChangeInterval } from './cells.js';
import { warningText } from './warning-text.js';

// One table for every face: the terminal, the markdown and the HTML report each format these
// cells (escape, pad, colour, mark up) and never compute a number of their own.

/** What a cell holds, so that a face can align, escape or style it. */
export type CellKind = 'name' | 'metric' | 'centre' | 'change' | 'verdict' | 'p' | 'note';

export interface Cell {
  readonly kind: CellKind;
  /** Plain text: significant changes between mmtests' stars, `~` for none, `?` inconclusive. */
  readonly text: string;
  /** The row's verdict, for colour and weight. */
  readonly emphasis?: Verdict;
}

/** The cells of one row against one reference system. */
export interface ReferenceCells {
  readonly row: Comparison;
  readonly centre: Cell;
  readonly change: Cell;
  /** The change's interval, `[+17.8%, +34.4%]`; absent when there is none. */
  readonly interval?: string;
  readonly verdict: Cell;
  readonly p: Cell;
  /** What to read next to the verdict: the reason of an undecided row, or p and the runs it needs. */
  readonly note: Cell;
  /** The row's warnings in words, each once. */
  readonly warnings: readonly string[];
}

/** One benchmark and metric: its name, the current side, and its cells per reference system. */
export interface TableLine {
  readonly key: string;
  readonly order: number;
  readonly name: Cell;
  readonly metric: Cell;
  readonly current: Cell;
  /** Indexed by reference; undefined where the reference has no such row. */
  readonly references: readonly (ReferenceCells | undefined)[];
  /** The first row present: the line's names, units and current side. */
  readonly first: Comparison;
  /** The verdict that colours the line: a regression against any reference, else an improvement, else the first. */
  readonly worst: Comparison;
}

/** The key of a row's line: its benchmark and metric (one line whatever the reference). */
export const lineKey = seriesKey;

function referenceCells(row: Comparison): ReferenceCells {
  const interval = valueChangeInterval(row);
  const undecided = row.verdict === 'inconclusive' || row.verdict === 'added' || row.verdict === 'removed';
  const needs = row.sampleSize === null ? '' : ` · needs ≈${row.sampleSize.perSide} ${row.sampleSize.unit}`;
  return {
    row,
    centre: { kind: 'centre', text: formatCentres(row).baseline },
    change: { kind: 'change', text: changeCell(row), emphasis: row.verdict },
    ...(interval !== null && { interval: formatInterval(interval) }),
    verdict: { kind: 'verdict', text: row.verdict, emphasis: row.verdict },
    p: { kind: 'p', text: formatPValue(row.pAdjusted) },
    note: { kind: 'note', text: undecided ? (row.reason ?? '') : `${formatPValue(row.pAdjusted)}${needs}` },
    warnings: [...new Set(row.warnings.map(warningText))],
  };
}

/** The report's rows as table lines, in the order of their first row; one per benchmark and metric. */
export function tableLines(report: Report): TableLine[] {
  const byKey = new Map<string, { order: number; rows: (Comparison | undefined)[] }>();
  report.comparisons.forEach((row, index) => {
    const key = lineKey(row.benchmark, row.metric);
    let line = byKey.get(key);
    if (line === undefined) {
      line = { order: index, rows: report.baselines.map(() => undefined) };
      byKey.set(key, line);
    }
    line.rows[row.reference] = row;
  });
  const lines: TableLine[] = [];
  for (const [key, { order, rows }] of byKey) {
    const first = rows.find((row) => row !== undefined) as Comparison;
    const worst = rows.find((row) => row?.verdict === 'regression') ?? rows.find((row) => row?.verdict === 'improvement') ?? first;
    lines.push({
      key,
      order,
      name: { kind: 'name', text: first.benchmark },
      metric: { kind: 'metric', text: first.metric },
      current: { kind: 'centre', text: formatCentres(first).current },
      references: rows.map((row) => (row === undefined ? undefined : referenceCells(row))),
      first,
      worst,
    });
  }
  return lines;
}

import { seriesKey } from '../model/series.js';
import { rowReasonText } from './reason-text.js';
import { worstNotRuledOut, type Comparison, type Report, type Verdict } from '../model/report.js';
import { changeCell, valueChange, formatCentres, formatInterval, formatPercent, formatPValue, roundsToZero, valueChangeInterval } from './cells.js';
import { warningText } from './warning-text.js';

// One table for every face: the terminal, the markdown and the HTML report each format these
// cells (escape, pad, colour, mark up) and never compute a number of their own.

/** What a cell holds, so that a face can align, escape or style it. */
type CellKind = 'name' | 'metric' | 'centre' | 'change' | 'verdict' | 'p' | 'note';

interface Cell {
  readonly kind: CellKind;
  /** Plain text: `~` for no change, `?` inconclusive. */
  readonly text: string;
  /** A change cell's: significant and beyond the noise (the text faces star it, `starred` in cells.ts). */
  readonly significant?: boolean;
  /** The row's verdict, for colour and weight. */
  readonly emphasis?: Verdict;
}

/** The cells of one row against one reference system. */
export interface ReferenceCells {
  readonly row: Comparison;
  readonly centre: Cell;
  readonly change: Cell;
  /** The change's interval, `[+17.8%, +34.4%]`; undefined when there is none. */
  readonly interval: string | undefined;
  readonly verdict: Cell;
  readonly p: Cell;
  /** What to read next to the verdict: the reason of an undecided row, or p and the runs it needs. */
  readonly note: Cell;
  /** The row's reason in words (why it is undecided, added, removed, or its tail changed); undefined when it has none. */
  readonly reason: string | undefined;
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
  /** The line's rows, indexed by reference; undefined where the reference has no such row. */
  readonly rows: readonly (Comparison | undefined)[];
  /** The rows' cells, by reference (formatted on first use: a terminal lists only the lines that changed). */
  readonly references: readonly (ReferenceCells | undefined)[];
  /** The first row present: the line's names, units and current side. */
  readonly first: Comparison;
  /** The verdict that colours the line: a regression against any reference, else an improvement, else the first. */
  readonly worst: Comparison;
  /** A regression or an improvement against any reference: the line is among those a reader needs first. */
  readonly changed: boolean;
  /** The warnings of the line's rows in words, each once, in the order of the references. */
  readonly warnings: readonly string[];
}

/** The key of a row's line: its benchmark and metric (one line whatever the reference). */
export const lineKey = seriesKey;

type Centres = ReturnType<typeof formatCentres>;

/**
 * A row's cells against one reference, each formatted when a face first reads it: the terminal
 * reads three of the seven, and lists 10,000 lines when a suite's rows are undecided.
 */
class LazyReferenceCells implements ReferenceCells {
  private centreCell: Cell | undefined;
  private changeCellMade: Cell | undefined;
  /** null: the row has no interval; undefined: not formatted yet. */
  private intervalText: string | null | undefined;
  private verdictCell: Cell | undefined;
  private pCell: Cell | undefined;
  private noteCell: Cell | undefined;
  private warningTexts: readonly string[] | undefined;

  constructor(
    readonly row: Comparison,
    private readonly centres: () => Centres,
  ) {}

  get centre(): Cell {
    this.centreCell ??= { kind: 'centre', text: this.centres().baseline };
    return this.centreCell;
  }

  get change(): Cell {
    this.changeCellMade ??= { kind: 'change', ...changeCell(this.row), emphasis: this.row.verdict };
    return this.changeCellMade;
  }

  get interval(): string | undefined {
    if (this.intervalText === undefined) {
      const interval = valueChangeInterval(this.row);
      this.intervalText = interval === null ? null : formatInterval(interval);
    }
    return this.intervalText ?? undefined;
  }

  get verdict(): Cell {
    this.verdictCell ??= { kind: 'verdict', text: this.row.verdict, emphasis: this.row.verdict };
    return this.verdictCell;
  }

  get p(): Cell {
    this.pCell ??= { kind: 'p', text: formatPValue(this.row.pAdjusted) };
    return this.pCell;
  }

  get note(): Cell {
    if (this.noteCell === undefined) {
      const row = this.row;
      const parts: string[] = [];
      if (row.verdict === 'added' || row.verdict === 'removed' || (row.verdict === 'inconclusive' && row.pAdjusted === null))
        parts.push(row.reason === undefined ? '' : rowReasonText(row.reason));
      else {
        parts.push(this.p.text);
        const tail = row.reason?.code === 'tail-changed';
        // A row whose tail changed says so: its centre is decided, and more runs would not change that.
        if (tail) parts.push(rowReasonText(row.reason));
        // A tested row left undecided says what it could hide and what would decide it.
        else if (row.verdict === 'inconclusive') parts.push(couldHide(row));
        if (row.sampleSize !== null) parts.push(`needs ≈${row.sampleSize.perSide} ${row.sampleSize.unit}`);
        // Against one other job: the bound it could not get beyond, and what would decide it.
        else if (row.verdict === 'inconclusive' && row.reason?.code === 'job-effect-bound') parts.push(rowReasonText(row.reason));
        else if (row.verdict === 'inconclusive' && !tail) parts.push('more runs alone would not decide it');
      }
      // Tested net of the whole suite's shift: the raw move beside it, when the two differ.
      const raw = rawChange(row);
      if (raw !== null) parts.push(`raw ${formatPercent(raw, 1)}`);
      this.noteCell = { kind: 'note', text: parts.filter((part) => part !== '').join(' · ') };
    }
    return this.noteCell;
  }

  get warnings(): readonly string[] {
    this.warningTexts ??= [...new Set(this.row.warnings.map(warningText))];
    return this.warningTexts;
  }

  get reason(): string | undefined {
    return this.row.reason === undefined ? undefined : rowReasonText(this.row.reason);
  }
}

/**
 * The change an undecided row cannot rule out, in words: the worse end of its interval when it
 * lies on the worse side (a gate asks whether a regression could hide there, however much better
 * the other end reaches), else how much better it could be.
 */
function couldHide(row: Comparison): string {
  const worst = worstNotRuledOut(row);
  const best = row.changeCI?.[0] ?? -Infinity;
  if (!Number.isFinite(worst) || !Number.isFinite(best)) return 'could hide any change';
  // A worse end that rounds to 0.0% says nothing; the better end then tells what is undecided.
  return worst > 0 && !roundsToZero(worst, 1) ? `could hide ${formatPercent(worst, 1)} worse` : `could hide ${formatPercent(-best, 1).replace('+', '')} better`;
}

/**
 * How far the centre moved before the suite's common shift was taken out (current / baseline − 1,
 * as the change cell), for a row tested net of it, when that differs from the net change by
 * more than half a percent; else null.
 */
function rawChange(row: Comparison): number | null {
  if (row.test !== 'suite' || row.baseline === null || row.current === null || !(row.baseline.centre > 0) || row.ratio === null) return null;
  const raw = row.current.centre / row.baseline.centre - 1;
  return Number.isFinite(raw) && Math.abs(raw - (row.ratio - 1)) > 0.005 ? raw : null;
}

/** A table line whose cells are formatted when a face first asks for them. */
class LazyLine implements TableLine {
  readonly name: Cell;
  readonly metric: Cell;
  readonly first: Comparison;
  readonly worst: Comparison;
  readonly changed: boolean;
  private currentCell: Cell | undefined;
  private referenceCellList: (ReferenceCells | undefined)[] | undefined;
  /** The first row's centres: its baseline cell and the line's current cell share one formatting. */
  private firstCentres: Centres | undefined;
  private warningTexts: readonly string[] | undefined;

  constructor(
    readonly key: string,
    readonly order: number,
    readonly rows: readonly (Comparison | undefined)[],
  ) {
    this.first = rows.find((row) => row !== undefined) as Comparison;
    this.worst = rows.find((row) => row?.verdict === 'regression') ?? rows.find((row) => row?.verdict === 'improvement') ?? this.first;
    this.changed = this.worst.verdict === 'regression' || this.worst.verdict === 'improvement';
    this.name = { kind: 'name', text: this.first.benchmark };
    this.metric = { kind: 'metric', text: this.first.metric };
  }

  get current(): Cell {
    this.currentCell ??= { kind: 'centre', text: this.centresOfFirst().current };
    return this.currentCell;
  }

  get references(): readonly (ReferenceCells | undefined)[] {
    this.referenceCellList ??= this.rows.map((row) =>
      row === undefined ? undefined : new LazyReferenceCells(row, row === this.first ? () => this.centresOfFirst() : () => formatCentres(row)),
    );
    return this.referenceCellList;
  }

  get warnings(): readonly string[] {
    this.warningTexts ??= [...new Set(this.references.flatMap((cells) => cells?.warnings ?? []))];
    return this.warningTexts;
  }

  private centresOfFirst(): Centres {
    this.firstCentres ??= formatCentres(this.first);
    return this.firstCentres;
  }
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
  for (const [key, { order, rows }] of byKey) lines.push(new LazyLine(key, order, rows));
  return lines;
}

/** The changed lines' order: regressions before improvements, the larger move first, then the report's order. */
function byImportance(a: TableLine, b: TableLine): number {
  const rank = (line: TableLine): number => (line.worst.verdict === 'regression' ? 0 : 1);
  return rank(a) - rank(b) || Math.abs(valueChange(b.first) ?? 0) - Math.abs(valueChange(a.first) ?? 0) || a.order - b.order;
}

/**
 * The order a report that leads with what changed is read in (the comment, the HTML report):
 * the changed lines by importance, then the others grouped by benchmark (where it first
 * appears), in the report's order within. A full table (the terminal's) keeps the report's order.
 */
export function readingOrder(lines: readonly TableLine[]): { readonly changed: TableLine[]; readonly others: TableLine[] } {
  const firstSeen = new Map<string, number>();
  for (const line of lines) if (!firstSeen.has(line.first.benchmark)) firstSeen.set(line.first.benchmark, line.order);
  const group = (line: TableLine): number => firstSeen.get(line.first.benchmark) ?? 0;
  return {
    changed: lines.filter((line) => line.changed).sort(byImportance),
    others: lines.filter((line) => !line.changed).sort((a, b) => group(a) - group(b) || a.order - b.order),
  };
}

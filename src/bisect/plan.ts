import type {
  BisectComparison,
  BisectLevel,
  BisectOutcome,
  BisectRequest,
  BisectResult,
  BisectRow,
  BisectSkip,
  BisectStep,
  RowChange,
} from '../model/bisect.js';
import { atMidpoint, judge, marginOf, rowKey, type Hunted } from './midpoint.js';

/** A stretch of commits whose ends differ in `rows`. */
interface Segment {
  readonly lo: number;
  readonly hi: number;
  readonly rows: readonly Hunted[];
}

/** A midpoint being judged: the comparison of `lo` with it, then of it with `hi`. */
interface Probe {
  readonly segment: Segment;
  readonly mid: number;
  first?: BisectOutcome;
}

export interface PlanSettings {
  /** The noise threshold: the change good and bad must differ by, and the least margin of a midpoint. */
  readonly noise: number;
  /** Comparisons at most (none: until every step is named or ranged). */
  readonly maxComparisons?: number;
}

/**
 * The hunt for the commits where levels moved, as a state machine with no I/O: it asks for a
 * comparison (`next`), is told its outcome (`record`), and says what it found (`result`).
 *
 * It first compares good with bad: the rows that moved beyond the noise threshold are hunted,
 * the others never blamed. A range whose ends differ is split at its midpoint, compared with both
 * ends; per row the midpoint is like the low end (the step lies after it), like the high end (the
 * step lies before it), or like neither (a step on each side: both halves are hunted, so a fix and
 * a regression are said apart, not averaged); a half whose own change is beyond the noise
 * threshold is hunted as well (two steps of one size, a smaller second step). Each halving costs two comparisons, so a step among
 * n commits takes 2·⌈log2 n⌉ after the first. Rows whose ranges coincide share comparisons. A
 * half that neither end can be told from leaves the range as it is, said as a range.
 */
export class BisectPlanner {
  private readonly last: number;
  private confirmed = false;
  private pending: BisectRequest | undefined;
  private probe: Probe | undefined;
  private segments: Segment[] = [];
  private readonly steps: BisectStep[] = [];
  private readonly comparisons: BisectComparison[] = [];
  private readonly levels = new Map<string, Map<number, number>>();
  private moved: RowChange[] = [];
  private undecided: RowChange[] = [];
  private readonly skipped = new Map<number, string>();
  private failed: BisectSkip | undefined;

  constructor(
    private readonly commits: readonly string[],
    private readonly settings: PlanSettings,
  ) {
    if (commits.length < 2) throw new RangeError('bisect needs two commits at least: good and bad');
    this.last = commits.length - 1;
  }

  /** The next comparison to make, or undefined when the hunt is over. Asked twice, the same request. */
  next(): BisectRequest | undefined {
    if (this.pending !== undefined) return this.pending;
    if (this.failed !== undefined) return undefined;
    if (this.settings.maxComparisons !== undefined && this.comparisons.length >= this.settings.maxComparisons) return undefined;
    if (!this.confirmed) return (this.pending = { from: 0, to: this.last });
    while (this.probe === undefined) {
      const open = this.segments.find((segment) => segment.hi - segment.lo > 1);
      if (open === undefined) return undefined;
      this.segments = this.segments.filter((segment) => segment !== open);
      const mid = this.usableMidpoint(open);
      if (mid === undefined) this.rangeOf(open, 'skipped');
      else this.probe = { segment: open, mid };
    }
    const { segment, mid, first } = this.probe;
    const rows = segment.rows.map(({ measured, step }) => ({
      benchmark: measured.benchmark,
      metric: measured.metric,
      margin: marginOf(step, this.settings.noise),
    }));
    this.pending = first === undefined ? { from: segment.lo, to: mid, rows } : { from: mid, to: segment.hi, rows };
    return this.pending;
  }

  /** The outcome of the request `next` gave. */
  record(outcome: BisectOutcome): void {
    const request = this.pending;
    if (request === undefined) throw new Error('record: no comparison was asked for');
    this.pending = undefined;
    this.comparisons.push({ from: request.from, to: request.to, ...outcome });
    if (!this.confirmed) {
      this.confirmed = true;
      this.confirm(outcome);
      return;
    }
    const probe = this.probe as Probe;
    if (probe.first === undefined) {
      probe.first = outcome;
      return;
    }
    this.probe = undefined;
    this.split(probe.segment, probe.mid, probe.first, outcome);
  }

  /**
   * Commit `commit` could not be built or run, so it is skipped as `git bisect skip` does: the
   * comparison asked for is dropped and its range is split at the usable commit nearest its
   * midpoint instead; a range with none left is said as a range. Good or bad failing ends the hunt.
   */
  skip(commit: number, reason: string): void {
    this.pending = undefined;
    if (commit === 0 || commit === this.last) {
      this.failed = { commit, reason };
      return;
    }
    this.skipped.set(commit, reason);
    const probe = this.probe;
    if (probe === undefined) return;
    this.probe = undefined;
    // An end that ran before and fails now leaves nothing to compare the range's midpoints with.
    if (commit === probe.segment.lo || commit === probe.segment.hi) this.rangeOf(probe.segment, 'skipped');
    else this.addSegments([probe.segment]);
  }

  /** The commit of `segment` to split it at: the one nearest its midpoint not skipped (the later first at a tie). */
  private usableMidpoint(segment: Segment): number | undefined {
    const middle = Math.floor((segment.lo + segment.hi) / 2);
    for (let offset = 0; offset < segment.hi - segment.lo; offset++)
      for (const mid of offset === 0 ? [middle] : [middle + offset, middle - offset])
        if (mid > segment.lo && mid < segment.hi && !this.skipped.has(mid)) return mid;
    return undefined;
  }

  /** Every row of `segment` as a step somewhere in it, for `why`. */
  private rangeOf(segment: Segment, why: 'skipped'): void {
    for (const { measured } of segment.rows) this.steps.push({ ...measured, before: segment.lo, after: segment.hi, why });
  }

  private confirm(outcome: BisectOutcome): void {
    for (const row of outcome.rows) {
      const judged = judge(row, this.settings.noise);
      if (judged === 'moved') this.moved.push(row);
      else if (judged === 'undecided') this.undecided.push(row);
      this.setLevel(row, 0, 0);
      this.setLevel(row, this.last, row.change);
    }
    this.addSegments([{ lo: 0, hi: this.last, rows: this.moved.map((measured) => ({ measured, step: measured.change })) }]);
  }

  /** Each row of `segment` by its midpoint's two comparisons (the table in the class's comment). */
  private split(segment: Segment, mid: number, first: BisectOutcome, second: BisectOutcome): void {
    const low: Hunted[] = [];
    const high: Hunted[] = [];
    const find = (outcome: BisectOutcome, row: BisectRow) => outcome.rows.find((change) => rowKey(change) === rowKey(row));
    for (const hunted of segment.rows) {
      const row = hunted.measured;
      const before = find(first, row);
      const after = find(second, row);
      if (before !== undefined) this.setLevel(row, mid, (1 + this.levelOf(row, segment.lo)) * (1 + before.change) - 1);
      const said = atMidpoint(hunted, before, after, { lo: segment.lo, mid, hi: segment.hi }, this.settings.noise);
      if (said.low !== undefined) low.push(said.low);
      if (said.high !== undefined) high.push(said.high);
      this.steps.push(...said.ranges);
    }
    this.addSegments([
      { lo: segment.lo, hi: mid, rows: low },
      { lo: mid, hi: segment.hi, rows: high },
    ]);
  }

  /** New ranges to hunt, merged with an open one of the same ends; a range of one commit names it. */
  private addSegments(segments: readonly Segment[]): void {
    for (const segment of segments) {
      if (segment.rows.length === 0) continue;
      if (segment.hi - segment.lo === 1) {
        for (const { measured } of segment.rows) this.steps.push({ ...measured, before: segment.lo, after: segment.hi });
        continue;
      }
      const same = this.segments.findIndex((open) => open.lo === segment.lo && open.hi === segment.hi);
      if (same < 0) this.segments.push(segment);
      else {
        const rows = (this.segments[same] as Segment).rows;
        const known = new Set(rows.map(({ measured }) => rowKey(measured)));
        this.segments[same] = { ...segment, rows: [...rows, ...segment.rows.filter(({ measured }) => !known.has(rowKey(measured)))] };
      }
    }
    this.segments.sort((a, b) => a.lo - b.lo || a.hi - b.hi);
  }

  private setLevel(row: BisectRow, commit: number, level: number): void {
    const key = rowKey(row);
    const levels = this.levels.get(key) ?? new Map<number, number>();
    if (!levels.has(commit)) levels.set(commit, level);
    this.levels.set(key, levels);
  }

  private levelOf(row: BisectRow, commit: number): number {
    return this.levels.get(rowKey(row))?.get(commit) ?? 0;
  }

  /** The ranges still hunted, for progress: each with its rows, lowest first. */
  openRanges(): { readonly before: number; readonly after: number; readonly rows: readonly BisectRow[] }[] {
    const open = [...this.segments, ...(this.probe === undefined ? [] : [this.probe.segment])];
    return open
      .map((segment) => ({
        before: segment.lo,
        after: segment.hi,
        rows: segment.rows.map(({ measured }) => ({ benchmark: measured.benchmark, metric: measured.metric })),
      }))
      .sort((a, b) => a.before - b.before);
  }

  /** What the hunt found; `stopped` (the time limit, Ctrl-C) leaves the ranges still open as ranges. */
  result(stopped?: string): BisectResult {
    const open = [...this.segments, ...(this.probe === undefined ? [] : [this.probe.segment])];
    const budget = this.settings.maxComparisons;
    const cut = stopped ?? (open.some((segment) => segment.hi - segment.lo > 1) && budget !== undefined ? `the limit of ${budget} comparisons` : undefined);
    const steps = [
      ...this.steps,
      ...open.flatMap((segment) => segment.rows.map(({ measured }) => ({ ...measured, before: segment.lo, after: segment.hi, why: 'stopped' as const }))),
    ];
    steps.sort((a, b) => a.after - b.after || a.before - b.before || rowKey(a).localeCompare(rowKey(b)));
    const levels: BisectLevel[] = [...this.levels].flatMap(([key, byCommit]) => {
      const [benchmark = '', metric = ''] = key.split('\u0000');
      return [...byCommit].map(([commit, level]) => ({ benchmark, metric, commit, level }));
    });
    levels.sort((a, b) => a.commit - b.commit || rowKey(a).localeCompare(rowKey(b)));
    // Stopped before good and bad were told apart is no answer either way.
    const unanswered = !this.confirmed || (this.moved.length === 0 && stopped !== undefined);
    const status =
      this.failed !== undefined
        ? 'failed'
        : unanswered
          ? 'unanswered'
          : cut !== undefined && open.length > 0
            ? 'stopped'
            : this.moved.length === 0
              ? 'not-reproduced'
              : 'found';
    return {
      status,
      commits: this.commits,
      moved: this.moved,
      undecided: this.undecided,
      steps,
      levels,
      comparisons: this.comparisons,
      pairs: this.comparisons.reduce((sum, comparison) => sum + comparison.pairs, 0),
      ...(cut !== undefined && { stopped: cut }),
      skipped: [...this.skipped].sort(([a], [b]) => a - b).map(([commit, reason]) => ({ commit, reason })),
      ...(this.failed !== undefined && { failed: this.failed }),
    };
  }
}

import type { Better } from '../model/series.js';
import type { ChangePoint, HistoryEvent, HistoryPoint, HistoryReport, HistorySeries, HistorySettings } from './model.js';
import { MIN_EVENT_SERIES } from './events.js';
import { nameKey } from './name-key.js';
import { differenceSd, OUTLIER_SDS } from './outliers.js';
import { medianOf as median } from '../stats/selection.js';
import { amean, sampleVariance } from '../stats/descriptive.js';
import { welchTest, type Moments } from '../stats/welch.js';

// What one analysis finds that a suite's issue could list: a regression of one series, a
// suite-wide event (one entry however many series moved with it), a spike or dip that came and
// went. src/history/issue.ts decides which of them the issue lists.

export type EntryKind = 'regression' | 'event' | 'transient';

/** A finding as the issue lists it. */
export interface EntryFinding {
  readonly kind: EntryKind;
  /** The series by its keys (name-key.ts: the whole name, or its hash when long); absent for an event. */
  readonly benchmark?: string;
  readonly metric?: string;
  /** The last commit measured before the change, and the first after. */
  readonly before: string;
  readonly after: string;
  /** A transient's end: the first commit measured back at the earlier level. */
  readonly until?: string;
  /** An event: the series that changed there, of those that could have. */
  readonly series?: number;
  readonly of?: number;
  /** The relative change (an event's: the median of its series), with its interval for a series. */
  readonly change: number;
  readonly low?: number;
  readonly high?: number;
  /** A regression's level before it: how it is judged once its commits have left the window. */
  readonly levelBefore?: number;
  readonly better?: Better;
}

/** What tells one finding from another. */
export type FindingIdentity = Pick<EntryFinding, 'kind' | 'benchmark' | 'metric' | 'before' | 'after'>;

/** A finding with what its confirmation asks of it. */
export interface Finding extends EntryFinding {
  /** The suite-adjusted p of the change (an event's: the median of its series'). */
  readonly pAdjusted: number;
  /** Whether the newest point measured sides with the new level (nearer it than the old). */
  readonly newestSides: boolean;
  /** Commits measured at the new level, the first after the change included (an event's: the median of its series'). */
  readonly stoodFor: number;
  /**
   * A change of its own a few commits beside its series' change in an event (not a second estimate
   * of that one), or a member that moved beyond the event (a step a few commits after a machine
   * change, placed at it): no event entry holds it.
   */
  readonly apartFromEvent?: boolean;
}

/**
 * The series' own shift across each suite event whose gap lies inside the level that starts at
 * `change` (minSegment points measured on both sides of it in that level, no change of the series
 * there): the median of those after over the median of those before, multiplied together.
 */
function shiftAcrossEvents(series: HistorySeries, change: ChangePoint, events: readonly HistoryEvent[], at: Map<string, number>, minSegment: number): number {
  let shift = 1;
  for (const event of events) {
    const gap = at.get(event.after);
    if (gap === undefined) continue;
    const first = series.points.findIndex((point) => point.at >= gap);
    if (first - change.index < minSegment || series.points.length - first < minSegment) continue;
    const before = median(series.points.slice(first - minSegment, first).map((point) => point.value));
    shift *= median(series.points.slice(first, first + minSegment).map((point) => point.value)) / before;
  }
  return shift;
}

/**
 * The newest points side with the new level (always so when a later change followed): the newest
 * point, and the median of the newest minSegment − 1 points after the change, are nearer the level
 * after it than the level before. A point back at the old level is a spike ending; points back
 * beside one odd newest job (fewer than a level, so no change yet) are one too. A suite event
 * inside the new level that the series' levels did not split (a machine change a few commits
 * after a spike, the way back between them too short a level) is taken out of the newest points
 * by the series' own shift across it: else the machine change reads as the spike standing (seed
 * 212, the nineteenth t3 life, newest commit 81).
 */
function newestSides(series: HistorySeries, change: ChangePoint, report: HistoryReport): boolean {
  if (series.changes.some((other) => other.index > change.index)) return true;
  const minSegment = report.settings.minSegment;
  const newest = series.points.slice(Math.max(change.index, series.points.length - Math.max(1, minSegment - 1)));
  if (newest.length === 0) return false;
  const shift = shiftAcrossEvents(series, change, report.events, commitIndex(report), minSegment);
  const nearer = (value: number): boolean => Math.abs(value / shift - change.meanAfter) < Math.abs(value / shift - change.meanBefore);
  // An odd newest job (beyond the new level by the outlier fence, on the far side from the old one) is nearer the new
  // level whichever the series is at: the points before it say (seed 412, noise-change life 28,
  // newest commit 51: a spike's way back, then a job 15% slow).
  const beyond = (change.meanAfter > change.meanBefore ? 1 : -1) * ((newest.at(-1) as HistoryPoint).value / shift - change.meanAfter);
  const judged = newest.length > 1 && beyond > OUTLIER_SDS * differenceSd(series.points.map((point) => point.value)) ? newest.slice(0, -1) : newest;
  return nearer((judged.at(-1) as HistoryPoint).value) && nearer(median(judged.map((point) => point.value)));
}

/**
 * A member of a regression event is listed by itself when it moved beyond the event: the nearer
 * end of its interval lies beyond the event's median change by more than the noise threshold, the
 * worse way. An interval that merely excludes the median is one series in twenty of any event by
 * chance, more where the noise grew (seeds 412, the eighteenth and nineteenth noise-change lives: +8.6%,
 * interval 7.1% to 10.2%, beside a +6.2% machine change of 31 series, listed by itself).
 */
function beyondEvent(change: ChangePoint, event: HistoryEvent, noise: number, better: Better): boolean {
  const nearerEnd = better === 'lower' ? change.low - event.medianChange : event.medianChange - change.high;
  return nearerEnd >= noise;
}

/**
 * A member that stepped again fewer than minSegment commits after the event (no level between them
 * to be found, one change at the event holding both): its first points after the change (2 to
 * minSegment − 1) moved with the event, within the noise threshold of its median; the points after
 * them lie beyond both the event's median and those first points by the noise threshold, with
 * Welch's t of the two under alpha; its interval excludes the event's median. The later points are
 * the minSegment + 2 after the first ones: all of them, look after look, found a member with the
 * event for 9 commits and higher later in a noise that had doubled (seed 412, noise-change life 20
 * of those with changes, newest commit 129: a second entry beside the machine change). The interval alone
 * passed the event's median by the noise threshold only with 6 points after the step (seed 312,
 * the eighteenth bimodal life: a 4.9% step 3 commits after a +5.7% machine change, listed 6
 * commits after it). Without the t-test, a member at +7.5% whose noise doubled 4 commits after
 * the event was listed beside it by chance (seed 412, the second noise-change life).
 */
function steppedSinceEvent(series: HistorySeries, change: ChangePoint, event: HistoryEvent, settings: HistorySettings): boolean {
  const after = series.points.slice(change.index).map((point) => point.value);
  const first = after.slice(0, Math.min(settings.minSegment - 1, after.length - settings.minSegment));
  // As many points as a level's confirmation asks: the step sought lies within minSegment commits of the event.
  const later = after.slice(first.length, first.length + settings.minSegment + 2);
  if (first.length < 2) return false;
  const sign = series.better === 'lower' ? 1 : -1;
  const worse = (values: readonly number[]): number => sign * (median(values) / change.meanBefore - 1);
  const [eventWorse, firstWorse, laterWorse] = [sign * event.medianChange, worse(first), worse(later)];
  const intervalBeyond = series.better === 'lower' ? change.low > event.medianChange : change.high < event.medianChange;
  const noise = settings.noise;
  if (!intervalBeyond || Math.abs(firstWorse - eventWorse) >= noise || laterWorse - eventWorse < noise || laterWorse - firstWorse < noise) return false;
  return welchTest(momentsOf(first), momentsOf(later), settings.alpha).p < settings.alpha;
}

function momentsOf(values: readonly number[]): Moments {
  const mean = amean(values);
  return { mean, variance: sampleVariance(values, mean), n: values.length };
}

function eventFindings(report: HistoryReport): { findings: Finding[]; regressionEvents: Map<number, HistoryEvent> } {
  const findings: Finding[] = [];
  const regressionEvents = new Map<number, HistoryEvent>();
  for (const event of report.events) {
    const members = report.series.flatMap((series) => series.changes.filter((change) => change.event === event.id).map((change) => ({ series, change })));
    const regressions = members.filter(({ change }) => change.direction === 'regression').length;
    // An event most of whose series got better is good news, not an entry.
    if (members.length === 0 || regressions * 2 <= members.length) continue;
    regressionEvents.set(event.id, event);
    const siding = members.filter(({ series, change }) => newestSides(series, change, report)).length;
    findings.push({
      kind: 'event',
      before: event.before,
      after: event.after,
      series: event.changed,
      of: event.of,
      change: event.medianChange,
      pAdjusted: median(members.map(({ change }) => change.pAdjusted)),
      newestSides: siding * 2 > members.length,
      stoodFor: median(members.map(({ series, change }) => series.points.length - change.index)),
    });
  }
  return { findings, regressionEvents };
}

/** Everything one analysis finds that an issue could list. */
export function findingsOf(report: HistoryReport): Finding[] {
  const { findings, regressionEvents } = eventFindings(report);
  for (const series of report.series) {
    const keys = { benchmark: nameKey(series.benchmark), metric: nameKey(series.metric) };
    series.changes.forEach((change, k) => {
      if (change.transient === true) {
        const end = series.changes[k + 1];
        // The first change of the pair names the transient; the second closes it.
        if (change.back !== true && end !== undefined)
          findings.push({
            kind: 'transient',
            ...keys,
            before: change.before,
            after: change.after,
            until: end.after,
            change: change.change,
            pAdjusted: change.pAdjusted,
            newestSides: false,
            stoodFor: 0,
          });
        return;
      }
      if (change.direction !== 'regression' || !change.standing) return;
      // A member of a regression event, or a change placed a few commits beside one (fewer points
      // on one side put the estimate a commit or two off), is the event's unless it moved beyond it.
      // A series with its own change in the event has its estimate there: a change beside it is another.
      const member = change.event === undefined ? undefined : regressionEvents.get(change.event);
      const beside = [...regressionEvents.values()].find((one) =>
        sameFinding(
          report,
          { kind: 'event', before: one.before, after: one.after },
          { kind: 'event', before: change.before, after: change.after },
          report.settings.minSegment,
        ),
      );
      const ownChangeBeside = beside !== undefined && series.changes.some((other) => other.event === beside.id);
      const event = member ?? (ownChangeBeside ? undefined : beside);
      if (
        event !== undefined &&
        !beyondEvent(change, event, report.settings.noise, series.better) &&
        !steppedSinceEvent(series, change, event, report.settings)
      )
        return;
      findings.push({
        // Its own change beside the event, or one that moved beyond it: the event's entry holds neither.
        ...((event !== undefined || (ownChangeBeside && member === undefined)) && { apartFromEvent: true }),
        kind: 'regression',
        ...keys,
        before: change.before,
        after: change.after,
        change: change.change,
        low: change.low,
        high: change.high,
        levelBefore: change.meanBefore,
        better: series.better,
        pAdjusted: change.pAdjusted,
        newestSides: newestSides(series, change, report),
        stoodFor: series.points.length - change.index,
      });
    });
  }
  return findings;
}

/**
 * The same finding seen again: the same kind and series, and commit ranges that overlap or lie
 * within `tolerance` commits of each other (a new run can move the estimate a commit or two).
 * Commits outside the report are compared as they are.
 */
export function sameFinding(report: HistoryReport, a: FindingIdentity, b: FindingIdentity, tolerance: number): boolean {
  if (a.kind !== b.kind || a.benchmark !== b.benchmark || a.metric !== b.metric) return false;
  if (a.before === b.before && a.after === b.after) return true;
  const at = commitIndex(report);
  const [a0, a1, b0, b1] = [at.get(a.before), at.get(a.after), at.get(b.before), at.get(b.after)];
  if (a0 === undefined || a1 === undefined || b0 === undefined || b1 === undefined) return false;
  return Math.max(a0, b0) - Math.min(a1, b1) <= tolerance;
}

const indices = new WeakMap<HistoryReport, Map<string, number>>();

/** Each commit's index in the report, made once a report. */
export function commitIndex(report: HistoryReport): Map<string, number> {
  let found = indices.get(report);
  if (found === undefined) {
    found = new Map(report.commits.map((commit, at) => [commit.commit, at]));
    indices.set(report, found);
  }
  return found;
}

/**
 * A listed event still shows: changes of MIN_EVENT_SERIES benchmarks at least lie within
 * `tolerance` commits of its commits, though fewer than half of the series. Near the start of the
 * window, with a few slow jobs among the commits before it, most series find no change there,
 * and the event has not gone (seed 312, the fourth bimodal-cpu life, newest commit 80: the event
 * removed as not found and 14 of its series listed by themselves in the same update).
 */
export function eventStillShows(report: HistoryReport, event: FindingIdentity, tolerance: number): boolean {
  const asEvent = (change: ChangePoint): FindingIdentity => ({ kind: 'event', before: change.before, after: change.after });
  const benchmarks = new Set(
    report.series.filter((series) => series.changes.some((change) => sameFinding(report, asEvent(change), event, tolerance))).map((series) => series.benchmark),
  );
  return benchmarks.size >= MIN_EVENT_SERIES;
}

/** The series a finding names, by its keys. */
export function seriesOfFinding(report: HistoryReport, finding: FindingIdentity): HistorySeries | undefined {
  return report.series.find((series) => nameKey(series.benchmark) === finding.benchmark && nameKey(series.metric) === finding.metric);
}

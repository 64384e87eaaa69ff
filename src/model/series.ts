/** Which way is better for a metric: `lower` for times, bytes, counts; `higher` for rates. */
export type Better = 'lower' | 'higher';
export const BETTER_VALUES = ['lower', 'higher'] as const satisfies readonly Better[];

/** A summary of samples the tool did not give us one by one (mean, sample sd, count). */
export interface SampleSummary {
  readonly mean: number;
  /** Absent when the tool reports no spread (cargo's `+/-` is a range, not an sd). */
  readonly sd?: number;
  readonly n: number;
  /** The tool's one value is a median, held in `mean` (cargo bench); absent for a mean. */
  readonly median?: true;
}

/**
 * One run (one process invocation) of one benchmark metric: either every raw sample, or only a
 * summary when the tool that wrote it keeps nothing else. The samples are a view into sample
 * memory off the JS heap when a parser made them (model/samples.ts); never written to after.
 */
export type Run = { readonly kind: 'samples'; readonly samples: Float64Array } | { readonly kind: 'summary'; readonly summary: SampleSummary };

/** The samples of one (benchmark, metric) pair on one side, grouped by run. Values are in base units. */
export interface Series {
  readonly benchmark: string;
  readonly metric: string;
  /** Base unit after normalisation (`s`, `B`, `B/s`, ...), or the tool's own unit name for counts. */
  readonly unit: string;
  readonly better: Better;
  /**
   * Counted by a tool that measures without noise (valgrind's instruction and cache counts): its
   * runs are compared as they are, with any number of runs, as a metric found not to vary is.
   */
  readonly exact?: true;
  readonly runs: readonly Run[];
  /**
   * The job each run was made in (an index, one per run), when the side pools runs of several
   * jobs: native files that each record where they ran, as the action's baseline artifacts do.
   * Absent when the runs' jobs are not known.
   */
  readonly jobs?: readonly number[];
}

/** Where a side's data came from, as the native format records it. */
export interface RunContext {
  readonly commit?: string;
  readonly ref?: string;
  readonly runner?: string;
  readonly date?: string;
}

/** Everything read for one side (baseline or current): the series, in first-seen order. */
export interface SampleSet {
  readonly suite?: string;
  readonly context?: RunContext;
  /** How many runs (input runs, i.e. process invocations) the set holds at most per series. */
  readonly runCount: number;
  readonly series: readonly Series[];
}

/** The one key of a benchmark's metric, wherever rows, series or lines are matched up or seeded. */
export function seriesKey(benchmark: string, metric: string): string {
  return `${benchmark}\u0000${metric}`;
}

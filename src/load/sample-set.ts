import { ParseError } from '../errors.js';
import type { ParsedFile } from '../formats/parsed-file.js';
import { SeriesIndex } from '../formats/series-index.js';
import type { Run, RunContext, SampleSet, Series } from '../model/series.js';

/** A series of the side being merged: the first file's, with a list of runs of its own that later files add to. */
type MergingSeries = Series & { readonly runs: Run[]; jobs?: readonly number[] };

/**
 * Merges the files of one side into one sample set, a file at a time as each is parsed, so that
 * what a parser made for a file (its series, its lists of runs) is garbage before the next file
 * is parsed: every file contributes its runs, appended to the series of the same benchmark and
 * metric (docs/design.md, Inputs). Series keep first-seen order. A series whose unit or
 * direction differs between files is an error naming the later file.
 */
export class SampleSetBuilder {
  /** benchmark → its series, one per metric (80,000 series in the two files of go 100 MB). */
  private readonly merged = new SeriesIndex<MergingSeries>();
  /**
   * First-seen order; also the usual place of a file's i-th series, which is checked before the
   * map: the files of a side mostly list the same benchmarks in the same order, and comparing
   * two names costs less than making and hashing a key (400,000 series in 40 go files).
   */
  private readonly order: MergingSeries[] = [];
  private suite: string | undefined;
  private context: RunContext | undefined;
  private runCount = 0;
  /** The file each run came from, kept while every file records its context (each is then one job). */
  private readonly fileOfRuns = new Map<MergingSeries, number[]>();
  private files = 0;
  private everyFileOneJob = true;

  add(name: string, parsed: ParsedFile): void {
    this.suite ??= parsed.suite;
    this.context ??= parsed.context;
    const { merged, order } = this;
    const file = this.files++;
    // A native file with its context is one job's (a baseline artifact); other files are runs of one job each or of one job all.
    if (parsed.context === undefined) this.everyFileOneJob = false;
    const trackJobs = this.everyFileOneJob;
    let fileRuns = 0;
    for (let index = 0; index < parsed.series.length; index++) {
      const series = parsed.series[index] as Series;
      fileRuns = Math.max(fileRuns, series.runs.length);
      const guess = order[index];
      const existing =
        guess !== undefined && guess.benchmark === series.benchmark && guess.metric === series.metric ? guess : merged.find(series.benchmark, series.metric);
      if (existing === undefined) {
        const entry: MergingSeries = { ...series, runs: series.runs.slice() };
        merged.add(series.benchmark, entry);
        order.push(entry);
        if (trackJobs) this.fileOfRuns.set(entry, new Array<number>(series.runs.length).fill(file));
        continue;
      }
      if (existing.unit !== series.unit || existing.better !== series.better) {
        throw new ParseError(
          { file: name },
          `"${series.benchmark}" ${series.metric} is in ${series.unit || 'no unit'} (${series.better} is better) here ` +
            `but in ${existing.unit || 'no unit'} (${existing.better} is better) in an earlier file`,
        );
      }
      existing.runs.push(...series.runs);
      if (trackJobs) for (let k = 0; k < series.runs.length; k++) this.fileOfRuns.get(existing)?.push(file);
    }
    this.runCount += fileRuns;
  }

  /** The side, once every file is added: its series are the ones merged into, not copies. */
  build(): SampleSet {
    if (this.everyFileOneJob && this.files >= 2) for (const [entry, files] of this.fileOfRuns) entry.jobs = files;
    this.fileOfRuns.clear();
    return {
      ...(this.suite !== undefined && { suite: this.suite }),
      ...(this.context !== undefined && { context: this.context }),
      runCount: this.runCount,
      series: this.order.slice(),
    };
  }
}

/** The sample set of files already parsed (SampleSetBuilder over all of them). */
export function buildSampleSet(sources: readonly { readonly name: string; readonly parsed: ParsedFile }[]): SampleSet {
  const builder = new SampleSetBuilder();
  for (const { name, parsed } of sources) builder.add(name, parsed);
  return builder.build();
}

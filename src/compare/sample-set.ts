import { ParseError } from '../errors.js';
import type { ParsedFile } from '../formats/parsed-file.js';
import type { Run, RunContext, SampleSet, Series } from '../model/series.js';

interface MergingSeries {
  readonly first: Series;
  readonly runs: Run[];
}

/**
 * Merges the files of one side into one sample set, a file at a time as each is parsed, so that
 * what a parser made for a file (its series, its lists of runs) is garbage before the next file
 * is parsed: every file contributes its runs, appended to the series of the same benchmark and
 * metric (docs/design.md, Inputs). Series keep first-seen order. A series whose unit or
 * direction differs between files is an error naming the later file.
 */
export class SampleSetBuilder {
  /**
   * benchmark → its series, one per metric: the name's own string is the key, whose hash a
   * string keeps, where a concatenated benchmark-and-metric key was made and hashed afresh twice
   * a series (80,000 series in the two files of go 100 MB: 185 ms).
   */
  private readonly merged = new Map<string, MergingSeries[]>();
  /**
   * First-seen order; also the usual place of a file's i-th series, which is checked before the
   * map: the files of a side mostly list the same benchmarks in the same order, and comparing
   * two names costs less than making and hashing a key (400,000 series in 40 go files).
   */
  private readonly order: MergingSeries[] = [];
  private suite: string | undefined;
  private context: RunContext | undefined;
  private runCount = 0;

  add(name: string, parsed: ParsedFile): void {
    this.suite ??= parsed.suite;
    this.context ??= parsed.context;
    const { merged, order } = this;
    let fileRuns = 0;
    for (let index = 0; index < parsed.series.length; index++) {
      const series = parsed.series[index] as Series;
      fileRuns = Math.max(fileRuns, series.runs.length);
      const guess = order[index];
      const existing =
        guess !== undefined && guess.first.benchmark === series.benchmark && guess.first.metric === series.metric
          ? guess
          : this.find(series.benchmark, series.metric);
      if (existing === undefined) {
        const entry = { first: series, runs: series.runs.slice() };
        const metrics = merged.get(series.benchmark);
        // A literal for a benchmark's first metric: most have one, and a list grown by push from empty keeps room for 17.
        if (metrics === undefined) merged.set(series.benchmark, [entry]);
        else metrics.push(entry);
        order.push(entry);
        continue;
      }
      if (existing.first.unit !== series.unit || existing.first.better !== series.better) {
        throw new ParseError(
          { file: name },
          `"${series.benchmark}" ${series.metric} is in ${series.unit || 'no unit'} (${series.better} is better) here but in ${existing.first.unit || 'no unit'} (${existing.first.better} is better) in an earlier file`,
        );
      }
      existing.runs.push(...series.runs);
    }
    this.runCount += fileRuns;
  }

  private find(benchmark: string, metric: string): MergingSeries | undefined {
    const metrics = this.merged.get(benchmark);
    if (metrics !== undefined) for (let i = 0; i < metrics.length; i++) if ((metrics[i] as MergingSeries).first.metric === metric) return metrics[i];
    return undefined;
  }

  build(): SampleSet {
    return {
      ...(this.suite !== undefined && { suite: this.suite }),
      ...(this.context !== undefined && { context: this.context }),
      runCount: this.runCount,
      series: this.order.map(({ first, runs }) => ({ ...first, runs })),
    };
  }
}

/** The sample set of files already parsed (SampleSetBuilder over all of them). */
export function buildSampleSet(sources: readonly { readonly name: string; readonly parsed: ParsedFile }[]): SampleSet {
  const builder = new SampleSetBuilder();
  for (const { name, parsed } of sources) builder.add(name, parsed);
  return builder.build();
}

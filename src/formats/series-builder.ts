import { appendSamples, storeSamples, type StoredRun } from '../model/samples.js';
import type { Better, Run, SampleSummary, Series } from '../model/series.js';
import { parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';
import { inSampleRange } from './check-values.js';
import { SeriesIndex } from './series-index.js';

/** A series of a SeriesBuilder, for a parser that keeps its series itself (newSeries, appendTo). */
export interface SeriesHandle {
  readonly benchmark: string;
  readonly metric: string;
}

interface Entry {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  exact?: true;
  /** The samples of the default run (the whole file) added one by one, when there are any. */
  samples?: number[];
  /** For appendTo: the runs, already in sample memory (model/samples.ts), and the run of the file the last belongs to (0 when absent). */
  stored?: StoredRun[];
  run?: number;
  /** Named runs (a `run` column), in first-seen order; the default run counts as the name ''. */
  named?: Map<string, number[]>;
  summary?: SampleSummary;
}

/**
 * Collects the samples of one file into series, in first-seen order: parsers say "this value of
 * this metric of this benchmark" and the builder groups them. Samples of the same run key (by
 * default one run per file) form one run.
 */
export class SeriesBuilder {
  /** Every entry in first-seen order. */
  private readonly entries: Entry[] = [];
  /** benchmark → its entries, one per metric. */
  private readonly index = new SeriesIndex<Entry>();
  /** Whether every sample given to appendTo passed checkValues' range at once, and whether any came another way (not looked at). */
  private appendedInRange = true;
  private addedOtherwise = false;

  /**
   * Every sample lies in [MIN_MAGNITUDE, MAX_MAGNITUDE], as almost all do: checkValues then need not
   * read them again (ParsedFile.samplesInRange). Known for samples added through appendTo only.
   */
  get samplesInRange(): boolean {
    return this.appendedInRange && !this.addedOtherwise;
  }

  private entry(benchmark: string, metric: string, unit: string, better: Better): Entry {
    const known = this.index.find(benchmark, metric);
    if (known !== undefined) return known;
    const entry: Entry = { benchmark, metric, unit, better };
    this.index.add(benchmark, entry);
    this.entries.push(entry);
    return entry;
  }

  /** Adds a sample already in base units. */
  addBase(benchmark: string, metric: string, unit: string, better: Better, value: number, run = ''): void {
    this.samplesOf(benchmark, metric, unit, better, run).push(value);
  }

  /**
   * The sample list of one series and run, for parsers that add many samples to the same series
   * in a row and keep the list instead of looking it up per sample. Values pushed must be in
   * base units.
   */
  private samplesOf(benchmark: string, metric: string, unit: string, better: Better, run = ''): number[] {
    this.addedOtherwise = true;
    const entry = this.entry(benchmark, metric, unit, better);
    if (run === '' && entry.named === undefined) return (entry.samples ??= []);
    return this.runOf(entry, run);
  }

  /** The samples of one named run of a series; named runs keep their first-seen order with the default run among them. */
  private runOf(entry: Entry, run: string): number[] {
    if (entry.named === undefined) {
      entry.named = new Map();
      if (entry.samples !== undefined) entry.named.set('', entry.samples);
    }
    let samples = entry.named.get(run);
    if (samples === undefined) {
      samples = [];
      entry.named.set(run, samples);
    }
    return samples;
  }

  /** A series by its names, made when new, for a parser that adds its samples through appendTo. */
  handleOf(benchmark: string, metric: string, unit: string, better: Better): SeriesHandle {
    return this.entry(benchmark, metric, unit, better);
  }

  /**
   * A series new to this builder, kept out of its name index: for a parser that knows its
   * series itself (go, by the name's record in GoNameTable) and would only pay for the index. Such
   * a parser adds through handles alone.
   */
  newSeries(benchmark: string, metric: string, unit: string, better: Better): SeriesHandle {
    const entry: Entry = { benchmark, metric, unit, better };
    this.entries.push(entry);
    return entry;
  }

  /**
   * Adds values[0, count) (base units) to run `run` of a series (runs of a file come in order:
   * a go file of several processes), straight into sample memory: no list of numbers a series.
   * A series without samples in that run yet takes them as one view of exactly that length; more
   * for the same run are appended to it.
   */
  appendTo(handle: SeriesHandle, values: readonly number[], count: number, run = 0): void {
    for (let i = 0; i < count; i++) if (!inSampleRange(values[i] as number)) this.appendedInRange = false;
    const entry = handle as Entry;
    if (entry.named !== undefined || entry.samples !== undefined) {
      // Samples added one by one to this series too: these join them.
      const samples = entry.named === undefined ? (entry.samples as number[]) : this.runOf(entry, '');
      for (let i = 0; i < count; i++) samples.push(values[i] as number);
      return;
    }
    const stored = entry.stored;
    if (stored === undefined) {
      entry.stored = [storeSamples(values, count)];
      // Run 0 leaves the property out: the entries of a one-run file keep the shape they had.
      if (run !== 0) entry.run = run;
    } else if ((entry.run ?? 0) !== run) {
      stored.push(storeSamples(values, count));
      entry.run = run;
    } else {
      stored[stored.length - 1] = appendSamples(stored[stored.length - 1] as StoredRun, values, count);
    }
  }

  /**
   * Adds a sample in the tool's unit, normalised here; `better` defaults from the unit. `exact`
   * marks a count the tool measures without noise (Series.exact).
   */
  add(benchmark: string, metric: string, unit: UnitInfo | string, value: number, options: { better?: Better; run?: string; exact?: boolean } = {}): void {
    const info = typeof unit === 'string' ? parseUnit(unit) : unit;
    const better = options.better ?? info.better;
    if (options.exact === true) this.entry(benchmark, metric, info.base, better).exact = true;
    this.addBase(benchmark, metric, info.base, better, toBaseUnit(value, info), options.run);
  }

  /**
   * Records a summary-only run (a tool that keeps only mean, sd and n), values in the tool's unit.
   * A second summary under the same name is another benchmark that the tool printed with the
   * same short name (cargo over a workspace, one name in two files): it is kept as `name #2`,
   * never written over the first.
   */
  addSummary(benchmark: string, metric: string, unit: UnitInfo | string, summary: SampleSummary, better?: Better): void {
    const info = typeof unit === 'string' ? parseUnit(unit) : unit;
    let name = benchmark;
    for (let copy = 2; this.index.find(name, metric)?.summary !== undefined; copy++) name = `${benchmark} #${copy}`;
    const entry = this.entry(name, metric, info.base, better ?? info.better);
    entry.summary = {
      mean: toBaseUnit(summary.mean, info),
      ...(summary.sd !== undefined && { sd: toBaseUnit(summary.sd, info) }),
      n: summary.n,
      ...(summary.median === true && { median: true }),
    };
  }

  get size(): number {
    return this.entries.length;
  }

  /** The series, their samples in sample memory (model/samples.ts). */
  build(): Series[] {
    return this.entries.map((entry) => {
      // Literals where they do: an array grown by push from empty keeps room for 17 elements.
      const runs: Run[] =
        entry.named !== undefined
          ? Array.from(entry.named.values(), (samples): Run => storeSamples(samples))
          : (entry.stored ?? (entry.samples !== undefined ? [storeSamples(entry.samples)] : []));
      if (entry.summary !== undefined) runs.push({ kind: 'summary', summary: entry.summary });
      const series: Series = { benchmark: entry.benchmark, metric: entry.metric, unit: entry.unit, better: entry.better, runs };
      return entry.exact === true ? { ...series, exact: true } : series;
    });
  }
}

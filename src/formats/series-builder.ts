import type { Better, Run, SampleSummary, Series } from '../model/series.js';
import { parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';

interface Entry {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: string;
  readonly better: Better;
  readonly runs: Map<string, number[]>;
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
  /** benchmark → metric → entry: two lookups instead of a concatenated key per sample. */
  private readonly index = new Map<string, Map<string, Entry>>();

  private entry(benchmark: string, metric: string, unit: string, better: Better): Entry {
    let metrics = this.index.get(benchmark);
    if (metrics === undefined) {
      metrics = new Map();
      this.index.set(benchmark, metrics);
    }
    let entry = metrics.get(metric);
    if (entry === undefined) {
      entry = { benchmark, metric, unit, better, runs: new Map() };
      metrics.set(metric, entry);
      this.entries.push(entry);
    }
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
  samplesOf(benchmark: string, metric: string, unit: string, better: Better, run = ''): number[] {
    const entry = this.entry(benchmark, metric, unit, better);
    let samples = entry.runs.get(run);
    if (samples === undefined) {
      samples = [];
      entry.runs.set(run, samples);
    }
    return samples;
  }

  /** Adds a sample in the tool's unit, normalised here; `better` defaults from the unit. */
  add(benchmark: string, metric: string, unit: UnitInfo | string, value: number, options: { better?: Better; run?: string } = {}): void {
    const info = typeof unit === 'string' ? parseUnit(unit) : unit;
    this.addBase(benchmark, metric, info.base, options.better ?? info.better, toBaseUnit(value, info), options.run);
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
    for (let copy = 2; this.index.get(name)?.get(metric)?.summary !== undefined; copy++) name = `${benchmark} #${copy}`;
    const entry = this.entry(name, metric, info.base, better ?? info.better);
    entry.summary = {
      mean: toBaseUnit(summary.mean, info),
      ...(summary.sd !== undefined && { sd: toBaseUnit(summary.sd, info) }),
      n: summary.n,
    };
  }

  get size(): number {
    return this.entries.length;
  }

  build(): Series[] {
    return this.entries.map((entry) => {
      const runs: Run[] = [...entry.runs.values()].map((samples) => ({ kind: 'samples', samples }));
      if (entry.summary !== undefined) runs.push({ kind: 'summary', summary: entry.summary });
      return { benchmark: entry.benchmark, metric: entry.metric, unit: entry.unit, better: entry.better, runs };
    });
  }
}

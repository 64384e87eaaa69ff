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
  private readonly entries = new Map<string, Entry>();

  private entry(benchmark: string, metric: string, unit: string, better: Better): Entry {
    const key = `${benchmark}\u0000${metric}`;
    let entry = this.entries.get(key);
    if (entry === undefined) {
      entry = { benchmark, metric, unit, better, runs: new Map() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Adds a sample already in base units. */
  addBase(benchmark: string, metric: string, unit: string, better: Better, value: number, run = ''): void {
    const entry = this.entry(benchmark, metric, unit, better);
    const samples = entry.runs.get(run);
    if (samples === undefined) entry.runs.set(run, [value]);
    else samples.push(value);
  }

  /** Adds a sample in the tool's unit, normalised here; `better` defaults from the unit. */
  add(benchmark: string, metric: string, unit: UnitInfo | string, value: number, options: { better?: Better; run?: string } = {}): void {
    const info = typeof unit === 'string' ? parseUnit(unit) : unit;
    this.addBase(benchmark, metric, info.base, options.better ?? info.better, toBaseUnit(value, info), options.run);
  }

  /** Records a summary-only run (a tool that keeps only mean, sd and n), values in the tool's unit. */
  addSummary(benchmark: string, metric: string, unit: UnitInfo | string, summary: SampleSummary, better?: Better): void {
    const info = typeof unit === 'string' ? parseUnit(unit) : unit;
    const entry = this.entry(benchmark, metric, info.base, better ?? info.better);
    entry.summary = {
      mean: toBaseUnit(summary.mean, info),
      ...(summary.sd !== undefined && { sd: toBaseUnit(summary.sd, info) }),
      n: summary.n,
    };
  }

  get size(): number {
    return this.entries.size;
  }

  build(): Series[] {
    return [...this.entries.values()].map((entry) => {
      const runs: Run[] = [...entry.runs.values()].map((samples) => ({ kind: 'samples', samples }));
      if (entry.summary !== undefined) runs.push({ kind: 'summary', summary: entry.summary });
      return { benchmark: entry.benchmark, metric: entry.metric, unit: entry.unit, better: entry.better, runs };
    });
  }
}

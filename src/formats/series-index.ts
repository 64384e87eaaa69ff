/**
 * Items by benchmark, then metric: a Map of benchmark names to a short list, searched by metric.
 * One lookup by the name's own string (whose hash the string keeps) instead of a concatenated
 * key made and hashed afresh per lookup, and a list instead of a Map per benchmark (benchmarks
 * have a handful of metrics; a file of 10,000 benchmarks made 10,000 Maps).
 */
export class SeriesIndex<T extends { readonly metric: string }> {
  private readonly byBenchmark = new Map<string, T[]>();

  find(benchmark: string, metric: string): T | undefined {
    const items = this.byBenchmark.get(benchmark);
    if (items !== undefined) for (let i = 0; i < items.length; i++) if ((items[i] as T).metric === metric) return items[i];
    return undefined;
  }

  /** Adds an item for `benchmark` (its metric not there yet). */
  add(benchmark: string, item: T): void {
    const items = this.byBenchmark.get(benchmark);
    // A literal for a benchmark's first metric: most have one, and a list grown by push from empty keeps room for 17.
    if (items === undefined) this.byBenchmark.set(benchmark, [item]);
    else items.push(item);
  }
}

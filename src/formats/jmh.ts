import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import type { Better } from '../model/series.js';

/**
 * One metric of a result: `rawData` (a list a fork of the iterations' scores) or, in sample mode,
 * `rawDataHistogram` (a list a fork of iterations, each a list of [value, count] pairs), every
 * fork a run.
 */
function addMetric(
  reader: JsonReader,
  builder: SeriesBuilder,
  name: string,
  metric: string,
  data: Record<string, unknown>,
  path: string,
  budget: { left: number },
  better?: Better,
): void {
  const unit = reader.string(data.scoreUnit, `${path}.scoreUnit`).replace(/\/op$/, '');
  const options = (fork: number) => ({ run: String(fork), ...(better !== undefined && { better }) });
  if (data.rawData === undefined && data.rawDataHistogram !== undefined) {
    // Every bin read and counted first: a histogram past the budget is refused before it costs memory.
    const bins: { fork: number; sample: number; times: number }[] = [];
    reader.array(data.rawDataHistogram, `${path}.rawDataHistogram`).forEach((fork, f) => {
      reader.array(fork, `${path}.rawDataHistogram[${f}]`).forEach((iteration, k) => {
        reader.array(iteration, `${path}.rawDataHistogram[${f}][${k}]`).forEach((pair, b) => {
          const at = `${path}.rawDataHistogram[${f}][${k}][${b}]`;
          const [value, count] = reader.array(pair, at);
          const times = reader.number(count, `${at}[1]`);
          if (!Number.isInteger(times) || times < 1 || times > MAX_HISTOGRAM_COUNT) reader.fail(`${at}[1]`, `a whole count from 1 to ${MAX_HISTOGRAM_COUNT}`);
          budget.left -= times;
          if (budget.left < 0)
            throw new ParseError(
              { file: reader.file, path: at },
              `the sample-mode histograms stand for more than ${MAX_HISTOGRAM_SAMPLES.toLocaleString('en-US')} samples in all; ` +
                'run JMH with fewer or shorter iterations (-i, -r) or another mode (-bm avgt)',
            );
          bins.push({ fork: f, sample: reader.number(value, `${at}[0]`), times });
        });
      });
    });
    for (const { fork, sample, times } of bins) for (let c = 0; c < times; c++) builder.add(name, metric, unit, sample, options(fork));
    return;
  }
  reader.array(data.rawData, `${path}.rawData`).forEach((fork, f) => {
    reader.array(fork, `${path}.rawData[${f}]`).forEach((value, k) => {
      builder.add(name, metric, unit, reader.number(value, `${path}.rawData[${f}][${k}]`), options(f));
    });
  });
}

/** The most samples one histogram bin may stand for: a sample-mode iteration records some 10^4 to 10^5 in all. */
const MAX_HISTOGRAM_COUNT = 100_000;

/**
 * The most samples the histograms of one file may stand for: each is held as a number (10^7: some
 * 80 MB), and a bin of a few bytes may stand for 10^5 of them, so the count, not the file's size,
 * bounds the memory. JMH's default sample mode (5 forks of 5 ten-second iterations) writes some
 * 10^6 a benchmark.
 */
const MAX_HISTOGRAM_SAMPLES = 10_000_000;

/**
 * JMH `-rf json`: `primaryMetric.rawData` holds the measurement iterations of every fork, and a
 * fork is a separate JVM: each fork is a run. The score unit (`ops/s`, `ns/op`, `us/op` ...)
 * decides the direction: throughput modes are rates. Parameters join the name. Sample mode's
 * histogram is read as its samples; secondary metrics (the gc profiler's `gc.alloc.rate.norm`,
 * @AuxCounters) are metrics of the same benchmark.
 */
function parseJmh(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const results = reader.array(parseJsonText(source), '$');
  const builder = new SeriesBuilder();
  const budget = { left: MAX_HISTOGRAM_SAMPLES };
  results.forEach((entry, i) => {
    const path = `[${i}]`;
    const result = reader.object(entry, path);
    let name = reader.string(result.benchmark, `${path}.benchmark`);
    if (result.params !== undefined) {
      const params = reader.object(result.params, `${path}.params`);
      const text = Object.entries(params)
        .map(([key, value]) => `${key}=${String(value)}`)
        .join(',');
      if (text !== '') name += `(${text})`;
    }
    const mode = typeof result.mode === 'string' ? result.mode : 'score';
    addMetric(
      reader,
      builder,
      name,
      mode === 'thrpt' ? 'throughput' : 'time',
      reader.object(result.primaryMetric, `${path}.primaryMetric`),
      `${path}.primaryMetric`,
      budget,
    );
    if (result.secondaryMetrics === undefined || result.secondaryMetrics === null) return;
    for (const [key, value] of Object.entries(reader.object(result.secondaryMetrics, `${path}.secondaryMetrics`))) {
      // A profiler's metric (·gc.alloc.rate.norm, ·gc.count) is a cost whatever its unit; an @AuxCounters one goes by its unit.
      const profiled = key.startsWith('\u00b7');
      addMetric(
        reader,
        builder,
        name,
        profiled ? key.slice(1) : key,
        reader.object(value, `${path}.secondaryMetrics[${JSON.stringify(key)}]`),
        `${path}.secondaryMetrics[${JSON.stringify(key)}]`,
        budget,
        profiled ? 'lower' : undefined,
      );
    }
  });
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'expected at least one JMH result with primaryMetric.rawData (or rawDataHistogram)');
  return { series: builder.build() };
}

export const jmhFormat: Format = {
  id: 'jmh',
  description: 'JMH JSON (-rf json); every fork is a run',
  detect: (source) => /^\s*\[/.test(headOf(source)) && /"jmhVersion"\s*:|"primaryMetric"\s*:/.test(headOf(source, 8192)),
  parse: parseJmh,
};

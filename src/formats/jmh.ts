import { ParseError } from '../errors.js';
import { JsonReader, parseJsonText } from './json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * JMH `-rf json`: `primaryMetric.rawData` holds the measurement iterations of every fork, and a
 * fork is a separate JVM: each fork is a run. The score unit (`ops/s`, `ns/op`, `us/op` ...)
 * decides the direction: throughput modes are rates. Parameters join the name.
 */
export function parseJmh(source: SourceText): ParsedFile {
  const reader = new JsonReader(source.name);
  const results = reader.array(parseJsonText(source), '$');
  const builder = new SeriesBuilder();
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
    const metric = reader.object(result.primaryMetric, `${path}.primaryMetric`);
    const unit = reader.string(metric.scoreUnit, `${path}.primaryMetric.scoreUnit`).replace(/\/op$/, '');
    const mode = typeof result.mode === 'string' ? result.mode : 'score';
    reader.array(metric.rawData, `${path}.primaryMetric.rawData`).forEach((fork, f) => {
      reader.array(fork, `${path}.primaryMetric.rawData[${f}]`).forEach((value, k) => {
        builder.add(name, mode === 'thrpt' ? 'throughput' : 'time', unit, reader.number(value, `${path}.primaryMetric.rawData[${f}][${k}]`), {
          run: String(f),
        });
      });
    });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'expected at least one JMH result with primaryMetric.rawData');
  return { series: builder.build() };
}

export const jmhFormat: Format = {
  id: 'jmh',
  description: 'JMH JSON (-rf json); every fork is a run',
  detect: (source) => /^\s*\[/.test(headOf(source)) && /"jmhVersion"\s*:|"primaryMetric"\s*:/.test(headOf(source, 8192)),
  parse: parseJmh,
};

import { ParseError } from '../errors.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

// The XML reporter writes each benchmark as one element with three empty children, values in ns:
// <BenchmarkResults name="join" samples="50" ...> <mean value="..." .../> <standardDeviation value="..." .../> ...
const RESULTS = /<BenchmarkResults\b([^>]*)>([\s\S]*?)<\/BenchmarkResults>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The attributes of an element's start tag, entities decoded (&amp;, &#38;, &#x26; and the named four). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, key = '', value = ''] of tag.matchAll(ATTRIBUTE))
    attributes.set(
      key,
      value.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (entity: string, code: string) => {
        if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
        if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
        return ENTITIES[code] ?? entity;
      }),
    );
  return attributes;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * Catch2's XML reporter (`-r xml`, v2 and v3): per benchmark, the mean and standard deviation
 * (bootstrap estimates over `samples` samples, in ns). Catch2 writes no raw samples, so each
 * file's benchmarks are summary-only runs, as from its console output.
 */
export function parseCatch2Xml(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  const text = source.text;
  for (const match of text.matchAll(RESULTS)) {
    const line = lineAt(text, match.index);
    const fail = (expected: string): never => {
      throw new ParseError({ file: source.name, line }, `expected ${expected} in <BenchmarkResults>`);
    };
    const attributes = attributesOf(match[1] ?? '');
    const name = attributes.get('name') ?? fail('a name="..." attribute');
    const n = Number(attributes.get('samples'));
    if (!Number.isInteger(n) || n < 1) fail('samples="N", a whole number ≥ 1');
    const valueOf = (element: string): number => {
      const tag = new RegExp(`<${element}\\b([^>]*)/?>`).exec(match[2] ?? '');
      const value = Number(tag === null ? NaN : attributesOf(tag[1] ?? '').get('value'));
      return Number.isFinite(value) ? value : fail(`<${element} value="..."/> with a number`);
    };
    builder.addSummary(name, 'time', 'ns', { mean: valueOf('mean'), sd: valueOf('standardDeviation'), n });
  }
  if (builder.size === 0)
    throw new ParseError(
      { file: source.name },
      'expected <BenchmarkResults> elements: run the benchmarks (not only the tests) with -r xml, and build with CATCH_CONFIG_ENABLE_BENCHMARKING (Catch2 v2)',
    );
  return { series: builder.build() };
}

export const catch2XmlFormat: Format = {
  id: 'catch2-xml',
  tool: 'catch2',
  description: 'Catch2 XML reporter (-r xml) with benchmarks',
  detect: (source) => {
    const head = headOf(source);
    return /^\s*(?:<\?xml[^>]*>\s*)?<(?:Catch|Catch2TestRun)\b/.test(head);
  },
  parse: parseCatch2Xml,
};

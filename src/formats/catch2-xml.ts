import { ParseError } from '../errors.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

// The XML reporter writes each benchmark as one element with three empty children, values in ns:
// <BenchmarkResults name="join" samples="50" ...> <mean value="..." .../> <standardDeviation value="..." .../> ...
// Catch2 escapes `<`, `&` and `"` in an attribute but writes `>` as it is (a name `vector<int>`
// is `name="vector&lt;int>"`), so a tag ends at the first `>` outside quotes. Read by one scan
// from the front: every search starts where the last ended (a regex over the rest of the file
// per element was quadratic: 2.2 MB of 20,000 benchmarks took 9 s).
const OPEN = '<BenchmarkResults';
const CLOSE = '</BenchmarkResults>';
const ATTRIBUTE = /\s*([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's value, entities decoded (&amp;, &#38;, &#x26; and the named four); undefined for a number that is no character. */
function decoded(value: string): string | undefined {
  let bad = false;
  const text = value.replace(/&(#x[0-9a-fA-F]{1,8}|#\d{1,10}|\w{1,10});/g, (entity: string, code: string) => {
    if (!code.startsWith('#')) return ENTITIES[code] ?? entity;
    const point = code.startsWith('#x') ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    if (point > 0x10ffff) bad = true;
    return bad ? '' : String.fromCodePoint(point);
  });
  return bad ? undefined : text;
}

/**
 * The attributes of the start tag whose name ends at `from`, and the index after its `>`; a
 * string saying what is wrong when it cannot be read.
 */
function startTag(text: string, from: number): { attributes: Map<string, string>; end: number } | string {
  const attributes = new Map<string, string>();
  let at = from;
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(text);
    if (match === null) break;
    const value = decoded(match[2] ?? match[3] ?? '');
    if (value === undefined) return `${match[1] ?? ''}="..." with character references up to &#x10FFFF;`;
    attributes.set(match[1] ?? '', value);
    at = ATTRIBUTE.lastIndex;
  }
  const close = /\s*\/?>/y;
  close.lastIndex = at;
  return close.test(text) ? { attributes, end: close.lastIndex } : 'a start tag of name="value" attributes ending in ">"';
}

/** The `value` of the first empty element `name` in text[from, to), or NaN. */
function valueIn(text: string, from: number, to: number, name: string): number {
  const open = text.indexOf(`<${name}`, from);
  if (open < 0 || open >= to) return NaN;
  const tag = startTag(text, open + name.length + 1);
  return typeof tag === 'string' || tag.end > to ? NaN : Number(tag.attributes.get('value') ?? NaN);
}

/**
 * Catch2's XML reporter (`-r xml`, v2 and v3): per benchmark, the mean and standard deviation
 * (bootstrap estimates over `samples` samples, in ns). Catch2 writes no raw samples, so each
 * file's benchmarks are summary-only runs, as from its console output.
 */
function parseCatch2Xml(source: SourceText): ParsedFile {
  const builder = new SeriesBuilder();
  const text = source.text;
  let line = 1;
  let counted = 0;
  for (let open = text.indexOf(OPEN); open >= 0; open = text.indexOf(OPEN, open + OPEN.length)) {
    for (let i = text.indexOf('\n', counted); i >= 0 && i < open; i = text.indexOf('\n', i + 1)) line++;
    counted = open;
    const fail = (expected: string): never => {
      throw new ParseError({ file: source.name, line }, `expected ${expected} in <BenchmarkResults>`);
    };
    if (/[\w:.-]/.test(text[open + OPEN.length] ?? '')) continue;
    const tag = startTag(text, open + OPEN.length);
    if (typeof tag === 'string') return fail(tag);
    const close = text.indexOf(CLOSE, tag.end);
    if (close < 0) fail(`its end, ${CLOSE}`);
    const name = tag.attributes.get('name') ?? fail('a name="..." attribute');
    const n = Number(tag.attributes.get('samples'));
    if (!Number.isInteger(n) || n < 1) fail('samples="N", a whole number ≥ 1');
    const valueOf = (element: string): number => {
      const value = valueIn(text, tag.end, close, element);
      return Number.isFinite(value) ? value : fail(`<${element} value="..."/> with a number`);
    };
    builder.addSummary(name, 'time', 'ns', { mean: valueOf('mean'), sd: valueOf('standardDeviation'), n });
    open = close;
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

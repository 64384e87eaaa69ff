import { ParseError } from '../errors.js';
import type { Better } from '../model/series.js';
import { JsonReader, parseJsonText } from '../json-text.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';

/**
 * github-action-benchmark's custom JSON: `[{"name", "unit", "value", "range"?, "extra"?}]`, one
 * value per benchmark and file. Which way is better is not in the file (the peer takes it from
 * the tool name), so the format id says it, and `custom` follows the unit.
 */
function parseCustom(source: SourceText, better: Better | undefined): ParsedFile {
  const reader = new JsonReader(source.name);
  const entries = reader.array(parseJsonText(source), '$');
  const builder = new SeriesBuilder();
  entries.forEach((entry, i) => {
    const path = `[${i}]`;
    const item = reader.object(entry, path);
    const name = reader.string(item.name, `${path}.name`);
    const unit = reader.string(item.unit, `${path}.unit`);
    builder.add(name, 'value', unit, reader.number(item.value, `${path}.value`), better === undefined ? {} : { better });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'expected at least one {"name", "unit", "value"} entry');
  return { series: builder.build() };
}

const detectCustom = (source: SourceText): boolean =>
  /^\s*\[\s*\{/.test(headOf(source)) && /"value"\s*:/.test(headOf(source, 4096)) && /"unit"\s*:/.test(headOf(source, 4096));

export const customFormat: Format = {
  id: 'custom',
  description: 'github-action-benchmark custom JSON ([{name, unit, value}]); direction from the unit',
  detect: detectCustom,
  parse: (source) => parseCustom(source, undefined),
};

export const customBiggerFormat: Format = {
  id: 'custom-bigger-is-better',
  tool: 'custom',
  description: 'github-action-benchmark customBiggerIsBetter JSON',
  detect: () => false,
  parse: (source) => parseCustom(source, 'higher'),
};

export const customSmallerFormat: Format = {
  id: 'custom-smaller-is-better',
  tool: 'custom',
  description: 'github-action-benchmark customSmallerIsBetter JSON',
  detect: () => false,
  parse: (source) => parseCustom(source, 'lower'),
};

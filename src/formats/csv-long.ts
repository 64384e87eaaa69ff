import { ParseError } from '../errors.js';
import { storeSamples } from '../model/samples.js';
import { BETTER_VALUES, seriesKey, type Better, type Run, type Series } from '../model/series.js';
import { defaultMetricName, parseUnit, toBaseUnit, type UnitInfo } from '../units/unit.js';
import { hasCsvName, readCsvRecords } from './csv-records.js';
import { parseDecimal } from './number.js';
import type { Format, ParsedFile, SourceText } from './parsed-file.js';

const REQUIRED = ['benchmark', 'value'] as const;
const OPTIONAL = ['metric', 'unit', 'run', 'better'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

interface Accumulator {
  readonly benchmark: string;
  readonly metric: string;
  readonly unit: UnitInfo;
  better: Better;
  betterGiven: boolean;
  readonly runs: Map<string, number[]>;
}

function headerColumns(cells: readonly string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if ((REQUIRED as readonly string[]).includes(name) || (OPTIONAL as readonly string[]).includes(name)) columns.set(name as Column, index);
  });
  return columns;
}

/**
 * Tidy CSV: one sample per line under the header `benchmark,metric,unit,value` (metric and unit
 * may be left out; optional `run` groups lines into runs, optional `better` is lower|higher).
 * Without a `run` column the file is one run.
 */
export function parseCsvLong(source: SourceText): ParsedFile {
  const records = readCsvRecords(source);
  const header = records.rows[0];
  if (header === undefined) throw new ParseError({ file: source.name }, 'the file is empty; expected the header benchmark,metric,unit,value');
  const columns = headerColumns(header);
  for (const required of REQUIRED) {
    if (!columns.has(required))
      throw new ParseError(
        { file: source.name, line: records.lineOf(0) },
        `expected a "${required}" column in the header (benchmark,metric,unit,value[,run][,better])`,
      );
  }
  const cell = (cells: readonly string[], column: Column): string => {
    const index = columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const series = new Map<string, Accumulator>();
  for (let row = 1; row < records.rows.length; row++) {
    const cells = records.rows[row] as readonly string[];
    // A getter: the line is looked up (a second parse) only for a message.
    const place = {
      file: source.name,
      get line(): number {
        return records.lineOf(row);
      },
    };
    const benchmark = cell(cells, 'benchmark');
    if (benchmark === '') throw new ParseError(place, 'expected a benchmark name');
    const rawValue = cell(cells, 'value');
    const value = parseDecimal(rawValue);
    if (value === undefined) throw new ParseError(place, `expected a number in "value", found "${rawValue}"`);
    const unit = parseUnit(cell(cells, 'unit'));
    const metric = cell(cells, 'metric') || defaultMetricName(unit);
    const betterText = cell(cells, 'better');
    if (betterText !== '' && !(BETTER_VALUES as readonly string[]).includes(betterText)) {
      throw new ParseError(place, `expected "lower" or "higher" in "better", found "${betterText}"`);
    }
    const key = seriesKey(benchmark, metric);
    let entry = series.get(key);
    if (entry === undefined) {
      entry = { benchmark, metric, unit, better: unit.better, betterGiven: false, runs: new Map() };
      series.set(key, entry);
    } else if (entry.unit.base !== unit.base) {
      throw new ParseError(place, `"${benchmark}" ${metric} is in ${unit.base || 'no unit'} here but in ${entry.unit.base || 'no unit'} on an earlier line`);
    }
    if (betterText !== '') {
      if (entry.betterGiven && entry.better !== betterText)
        throw new ParseError(place, `"${benchmark}" ${metric} is "${betterText}" is better here but "${entry.better}" earlier`);
      entry.better = betterText as Better;
      entry.betterGiven = true;
    }
    const run = cell(cells, 'run');
    const samples = entry.runs.get(run) ?? [];
    samples.push(toBaseUnit(value, unit));
    entry.runs.set(run, samples);
  }
  if (series.size === 0) throw new ParseError({ file: source.name }, 'no samples: expected one line per sample after the header');
  return {
    series: [...series.values()].map((entry): Series => ({
      benchmark: entry.benchmark,
      metric: entry.metric,
      unit: entry.unit.base,
      better: entry.better,
      runs: [...entry.runs.values()].map((samples): Run => storeSamples(samples)),
    })),
  };
}

export const csvLongFormat: Format = {
  id: 'csv-long',
  description: 'tidy CSV with the header benchmark,metric,unit,value and optional run and better columns',
  detect: ({ name, text }) => {
    const first = (text.replace(/^\uFEFF/, '').split('\n', 1)[0] ?? '').toLowerCase();
    const cells = first.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    return (hasCsvName(name) || first.includes(',')) && cells.includes('benchmark') && cells.includes('value');
  },
  parse: parseCsvLong,
};

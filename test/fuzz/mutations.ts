import fc from 'fast-check';
import { anyCodePoints } from '../helpers/hostile-text.js';
import { InputError, ParseError } from '../../src/errors.js';
import { compareSampleSets } from '../../src/compare/compare.js';
import { loadSide } from '../../src/load/load-side.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';

// Property-based fuzzing of every parser and of the engine behind it: real outputs of each tool,
// mutated as an unlucky user or an attacker would (truncation, garbage, BOM, CRLF, numbers at
// and beyond double range, duplicate lines, Object.prototype keys, long and control-character
// names). Every input must end in a result or a ParseError/InputError naming the file.

const NUMBERS = [
  '1e308',
  '-1e308',
  '1e-320',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '1e400',
  '-5',
  '99999999999999999999',
  '0.0000000001',
  '1e150',
  '1e151',
];
const NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'x'.repeat(300),
  'a\nb',
  '::error::pwned',
  '\u0000',
  '@octocat',
  'https://evil.example',
  '日本語',
  '|',
  '`',
];

type Mutation = (text: string) => string;

const at = (text: string, where: number): number => Math.floor(where * text.length);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map(
    (where): Mutation =>
      (text) =>
        text.slice(0, at(text, where)),
  ),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), anyCodePoints(8)).map(
    ([where, junk]): Mutation =>
      (text) =>
        text.slice(0, at(text, where)) + junk + text.slice(at(text, where)),
  ),
  fc.constant<Mutation>((text) => `\uFEFF${text}`),
  fc.constant<Mutation>((text) => text.replace(/\r?\n/g, '\r\n')),
  fc.tuple(fc.nat(), fc.constantFrom(...NUMBERS)).map(([index, value]): Mutation => (text) => {
    const numbers = [...text.matchAll(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi)];
    const target = numbers[index % Math.max(1, numbers.length)];
    return target?.index === undefined ? text : text.slice(0, target.index) + value + text.slice(target.index + target[0].length);
  }),
  fc.nat().map((index): Mutation => (text) => {
    const lines = text.split('\n');
    const line = index % lines.length;
    return [...lines.slice(0, line + 1), lines[line] ?? '', ...lines.slice(line + 1)].join('\n');
  }),
  fc.tuple(fc.nat(), fc.constantFrom(...NAMES)).map(([index, name]): Mutation => (text) => {
    const words = [...text.matchAll(/[A-Za-z_][A-Za-z0-9_]{2,}/g)];
    const target = words[index % Math.max(1, words.length)];
    return target?.index === undefined ? text : text.slice(0, target.index) + name + text.slice(target.index + target[0].length);
  }),
);

export const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });

export interface FuzzOutcome {
  readonly kind: 'parsed' | 'refused';
}

/**
 * Parses one mutated input and, when it parses, compares it with itself and with a slower copy
 * and renders every face. Throws on anything but a ParseError/InputError, on a non-finite number
 * in the JSON report (renderJson checks), on NaN/Infinity in the words, and on a log line that
 * could start a workflow command.
 */
export function fuzzOne(formatId: string, name: string, text: string): FuzzOutcome {
  let side;
  try {
    side = loadSide([{ name, text }], formatId);
  } catch (error) {
    if (error instanceof ParseError || error instanceof InputError) return { kind: 'refused' };
    throw error;
  }
  const slower = {
    ...side.set,
    series: side.set.series.map((series) => ({
      ...series,
      runs: series.runs.map((run) => (run.kind === 'samples' ? { kind: 'samples' as const, samples: run.samples.map((value) => value * 1.5) } : run)),
    })),
  };
  for (const current of [side.set, slower]) {
    let report;
    try {
      report = compareSampleSets([{ label: 'base', set: side.set }], { label: 'head', set: current }, DEFAULT_POLICY);
    } catch (error) {
      if (error instanceof InputError) continue; // nothing in common (a side without series)
      throw error;
    }
    renderJson(report);
    const words = `${renderMarkdown(report)}\n${renderTerminal(report, { colour: false, width: 80 })}`;
    if (/NaN%|≈NaN|Infinity%|NaN ms|NaN s\b/.test(words)) throw new Error(`a non-finite number in the words of the report for ${name}`);
    for (const line of renderTerminal(report, { colour: false, width: Number.POSITIVE_INFINITY }).split('\n')) {
      if (line.startsWith('::')) throw new Error(`a terminal line that starts a workflow command: ${line}`);
    }
  }
  return { kind: 'parsed' };
}

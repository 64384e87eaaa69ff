import { ParseError } from '../errors.js';
import { headOf, type Format, type ParsedFile, type SourceText } from './parsed-file.js';
import { SeriesBuilder } from './series-builder.js';
import { numberedLines } from './text-lines.js';

/** The unit of a valgrind event (callgrind and cachegrind name them alike); other events count `events`. */
const EVENT_UNITS = new Map<string, string>([
  ['Ir', 'instructions'],
  ['Dr', 'reads'],
  ['Dw', 'writes'],
  ['I1mr', 'misses'],
  ['D1mr', 'misses'],
  ['D1mw', 'misses'],
  ['ILmr', 'misses'],
  ['DLmr', 'misses'],
  ['DLmw', 'misses'],
  ['I2mr', 'misses'],
  ['D2mr', 'misses'],
  ['D2mw', 'misses'],
  ['Bc', 'branches'],
  ['Bi', 'branches'],
  ['Bcm', 'mispredicts'],
  ['Bim', 'mispredicts'],
  ['sysCount', 'calls'],
]);

/** `--collect-systime`'s times: measured by the clock, so not exact, in the unit the option chose (not in the file). */
const CLOCK_EVENTS = new Set(['sysTime', 'sysCpuTime']);

/** The metric of an event: `instructions` for Ir (as iai-callgrind names it), else the event's own name. */
function eventMetric(event: string): string {
  return event === 'Ir' ? 'instructions' : event;
}

interface Totals {
  command: string | undefined;
  events: string[] | undefined;
  /** Per event, the sum over the file's parts (dumps) of each part's totals. */
  sums: number[] | undefined;
}

function numbersOf(text: string, source: SourceText, line: number, events: readonly string[]): number[] {
  const fields = text.trim().split(/\s+/);
  if (fields.length > events.length)
    throw new ParseError({ file: source.name, line }, `expected at most ${events.length} counts (one per event of "events:"), got ${fields.length}`);
  // Trailing zeros may be left out (the callgrind format).
  return events.map((_, i) => {
    const field = fields[i] ?? '0';
    if (!/^\d+$/.test(field)) throw new ParseError({ file: source.name, line }, `expected a whole count, got "${field.slice(0, 40)}"`);
    return Number(field);
  });
}

/**
 * The most events a file may name: every `totals:` line is read as one count an event, so the
 * events times the lines bound the work (20,000 events over 20,000 parts, 489 KB, took 28 s).
 * valgrind's tools count some 20 (callgrind with every simulation and --collect-systime).
 */
const MAX_EVENTS = 256;

/** The totals of a callgrind or cachegrind file: every part's `totals:` (else its `summary:`) added up. */
function readTotals(source: SourceText, tool: string): Totals {
  const totals: Totals = { command: undefined, events: undefined, sums: undefined };
  // callgrind writes both lines in each part (dump), the same; cachegrind only `summary:`.
  let part: { summary?: number[]; totals?: number[] } = {};
  const closePart = (): void => {
    const counts = part.totals ?? part.summary;
    part = {};
    if (counts === undefined) return;
    const sums = (totals.sums ??= counts.map(() => 0));
    counts.forEach((value, i) => (sums[i] = (sums[i] as number) + value));
  };
  numberedLines(source.text).forEach(({ line, text }) => {
    const colon = text.indexOf(': ');
    if (colon < 0) return;
    const key = text.slice(0, colon);
    const value = text.slice(colon + 2);
    if (key === 'cmd') totals.command ??= value.trim();
    else if (key === 'events' && totals.events === undefined) {
      const events = value.trim().split(/\s+/);
      if (events.length > MAX_EVENTS)
        throw new ParseError({ file: source.name, line }, `expected at most ${MAX_EVENTS} events (valgrind counts some 20), got ${events.length}`);
      totals.events = events;
    } else if (key === 'part') closePart();
    else if (key === 'summary' || key === 'totals') {
      if (totals.events === undefined) throw new ParseError({ file: source.name, line }, `expected an "events:" line before "${key}:"`);
      part[key] = numbersOf(value, source, line, totals.events);
    }
  });
  closePart();
  if (totals.events === undefined) throw new ParseError({ file: source.name }, `expected an "events:" line (${tool}'s list of what it counted)`);
  return totals;
}

function parseValgrind(source: SourceText, tool: string): ParsedFile {
  const { command, events, sums } = readTotals(source, tool);
  if (sums === undefined || events === undefined)
    throw new ParseError({ file: source.name }, `expected a "summary:" or "totals:" line: ${tool} writes it when the program ends (the file is cut short?)`);
  const builder = new SeriesBuilder();
  const name = command === undefined || command === '' ? 'program' : command;
  events.forEach((event, i) => {
    const clock = CLOCK_EVENTS.has(event);
    builder.add(name, eventMetric(event), clock ? event : (EVENT_UNITS.get(event) ?? 'events'), sums[i] as number, { better: 'lower', exact: !clock });
  });
  return { series: builder.build() };
}

/** callgrind's output file (`--callgrind-out-file`): the whole program's counts, one benchmark named by its command. */
export const callgrindFormat: Format = {
  id: 'callgrind',
  description: 'valgrind --tool=callgrind output file (callgrind.out.*): exact counts',
  detect: (source) => {
    const head = headOf(source, 4096);
    return /^# callgrind format/.test(head) || (/^version: 1\r?$/m.test(head) && /^creator: callgrind/m.test(head));
  },
  parse: (source) => parseValgrind(source, 'callgrind'),
};

/** cachegrind's output file (`--cachegrind-out-file`): its `summary:` line. */
export const cachegrindFormat: Format = {
  id: 'cachegrind',
  description: 'valgrind --tool=cachegrind output file (cachegrind.out.*): exact counts',
  detect: (source) => {
    const head = headOf(source, 4096);
    return /^(?:# cachegrind format|desc: |cmd: )/.test(head) && /^events: \S/m.test(head) && /^cmd: /m.test(head);
  },
  parse: (source) => parseValgrind(source, 'cachegrind'),
};

import type { Better } from '../model/series.js';

/** What a unit measures; it decides the default metric name and which way is better. */
type Quantity = 'time' | 'size' | 'rate' | 'count';

export interface UnitInfo {
  /** The base unit values are stored in: `s`, `B`, `B/s`, `ops/s`, or the unit itself for counts. */
  readonly base: string;
  /**
   * value × multiplier / divisor is the value in base units. Two integers instead of one factor
   * because 6 × 1e-9 is 6.000000000000001e-9 while 6 / 1e9 is 6e-9.
   */
  readonly multiplier: number;
  readonly divisor: number;
  readonly quantity: Quantity;
  readonly better: Better;
}

type Ratio = readonly [multiplier: number, divisor: number];

/** A table entry by a name from the input: own keys only ("constructor" is not a unit). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

const TIME_FACTORS: Readonly<Record<string, Ratio>> = {
  ps: [1, 1e12],
  ns: [1, 1e9],
  us: [1, 1e6],
  µs: [1, 1e6],
  μs: [1, 1e6],
  ms: [1, 1e3],
  s: [1, 1],
  sec: [1, 1],
  secs: [1, 1],
  second: [1, 1],
  seconds: [1, 1],
  min: [60, 1],
  h: [3600, 1],
};

const SIZE_FACTORS: Readonly<Record<string, Ratio>> = {
  B: [1, 1],
  byte: [1, 1],
  bytes: [1, 1],
  kB: [1e3, 1],
  KB: [1e3, 1],
  MB: [1e6, 1],
  GB: [1e9, 1],
  TB: [1e12, 1],
  KiB: [1024, 1],
  MiB: [1024 ** 2, 1],
  GiB: [1024 ** 3, 1],
  TiB: [1024 ** 4, 1],
};

// Parsers ask for the same few units once a sample; the answer never changes.
const UNIT_CACHE_LIMIT = 1024;
const unitCache = new Map<string, UnitInfo>();

/**
 * Reads a unit symbol: times to seconds, sizes to bytes, `X/<time>` to `X/s` (a rate, higher is
 * better). Anything else is a count in its own unit (allocations, instructions), lower is better.
 */
export function parseUnit(symbol: string): UnitInfo {
  let info = unitCache.get(symbol);
  if (info === undefined) {
    info = parseUnitUncached(symbol);
    if (unitCache.size >= UNIT_CACHE_LIMIT) unitCache.clear();
    unitCache.set(symbol, info);
  }
  return info;
}

function parseUnitUncached(symbol: string): UnitInfo {
  const unit = symbol.trim();
  const time = own(TIME_FACTORS, unit);
  if (time !== undefined) return { base: 's', multiplier: time[0], divisor: time[1], quantity: 'time', better: 'lower' };
  const size = own(SIZE_FACTORS, unit);
  if (size !== undefined) return { base: 'B', multiplier: size[0], divisor: size[1], quantity: 'size', better: 'lower' };
  const slash = unit.lastIndexOf('/');
  if (slash > 0) {
    const per = own(TIME_FACTORS, unit.slice(slash + 1).trim());
    if (per !== undefined) {
      // X per (m/d) seconds = X·d/m per second.
      const numerator = unit.slice(0, slash).trim();
      const [sizeMultiplier, sizeDivisor] = own(SIZE_FACTORS, numerator) ?? [1, 1];
      const base = own(SIZE_FACTORS, numerator) === undefined ? `${numerator}/s` : 'B/s';
      return { base, multiplier: sizeMultiplier * per[1], divisor: sizeDivisor * per[0], quantity: 'rate', better: 'higher' };
    }
  }
  return { base: unit, multiplier: 1, divisor: 1, quantity: 'count', better: 'lower' };
}

/** The longest unit an input may give; real ones are a few characters (`ns/op`, `allocs/op`, `MB/s`). */
const MAX_UNIT_CHARS = 100;

/**
 * What a unit may be made of: letters (µs, °C), digits (m²), spaces and `/ % . _ - ( ) ^ ·`.
 * A unit reaches every report next to each number; from a fork's files or a report artifact it
 * could otherwise carry markup (`<img>`, `@team`, a link) into the PR comment. The markdown face
 * escapes it anyway (report/markdown-escape.ts); refusing it where it is read says which file.
 */
const UNIT_LIKE = /^[\p{L}\p{N}\p{M} /%._\-()^·°]*$/u;

/** What a unit may be, in words, for the errors that refuse one. */
export const UNIT_EXPECTED = `a unit of at most ${MAX_UNIT_CHARS} letters, digits, spaces and / % . _ - ( ) ^ · °`;

/** The last unit found unit-like: a file's series mostly share one, and the test of a Unicode class is slow while cold. */
let lastUnitLike = '';

export function isUnitLike(unit: string): boolean {
  if (unit === lastUnitLike) return true;
  if (unit.length > MAX_UNIT_CHARS || !UNIT_LIKE.test(unit)) return false;
  lastUnitLike = unit;
  return true;
}

/** A value in `info`'s unit, in base units. */
export function toBaseUnit(value: number, info: UnitInfo): number {
  return (value * info.multiplier) / info.divisor;
}

/** The metric name a bare unit implies, for formats that name only the benchmark (perfcmp CSV). */
export function defaultMetricName(info: UnitInfo): string {
  switch (info.quantity) {
    case 'time':
      return 'time';
    case 'size':
      return 'size';
    case 'rate':
      return info.base === 'B/s' ? 'throughput' : 'rate';
    case 'count':
      return info.base === '' ? 'value' : info.base;
  }
}

import type { Better } from '../model/series.js';

/** What a unit measures; it decides the default metric name and which way is better. */
export type Quantity = 'time' | 'size' | 'rate' | 'count';

export interface UnitInfo {
  /** The base unit values are stored in: `s`, `B`, `B/s`, `ops/s`, or the unit itself for counts. */
  readonly base: string;
  /** Multiply a value in this unit by `factor` to get base units. */
  readonly factor: number;
  readonly quantity: Quantity;
  readonly better: Better;
}

const TIME_FACTORS: Readonly<Record<string, number>> = {
  ps: 1e-12, ns: 1e-9, us: 1e-6, 'µs': 1e-6, 'μs': 1e-6, ms: 1e-3,
  s: 1, sec: 1, secs: 1, second: 1, seconds: 1, min: 60, h: 3600,
};

const SIZE_FACTORS: Readonly<Record<string, number>> = {
  B: 1, byte: 1, bytes: 1,
  kB: 1e3, KB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12,
  KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3, TiB: 1024 ** 4,
};

/**
 * Reads a unit symbol: times to seconds, sizes to bytes, `X/<time>` to `X/s` (a rate, higher is
 * better). Anything else is a count in its own unit (allocations, instructions), lower is better.
 */
export function parseUnit(symbol: string): UnitInfo {
  const unit = symbol.trim();
  const time = TIME_FACTORS[unit];
  if (time !== undefined) return { base: 's', factor: time, quantity: 'time', better: 'lower' };
  const size = SIZE_FACTORS[unit];
  if (size !== undefined) return { base: 'B', factor: size, quantity: 'size', better: 'lower' };
  const slash = unit.lastIndexOf('/');
  if (slash > 0) {
    const per = TIME_FACTORS[unit.slice(slash + 1).trim()];
    if (per !== undefined) {
      const numerator = unit.slice(0, slash).trim();
      const sizeNumerator = SIZE_FACTORS[numerator];
      if (sizeNumerator !== undefined) return { base: 'B/s', factor: sizeNumerator / per, quantity: 'rate', better: 'higher' };
      return { base: `${numerator}/s`, factor: 1 / per, quantity: 'rate', better: 'higher' };
    }
  }
  return { base: unit, factor: 1, quantity: 'count', better: 'lower' };
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

/** `better` implied by a base unit alone (SPEC 2.1: a `/s` suffix is a rate, else lower is better). */
export function betterFromUnit(base: string): Better {
  return base.endsWith('/s') ? 'higher' : 'lower';
}

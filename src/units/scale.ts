/** A display scale: values in base units are divided by `divisor` and followed by `symbol`. */
export interface DisplayScale {
  readonly symbol: string;
  readonly divisor: number;
}

const TIME_SCALES: readonly DisplayScale[] = [
  { symbol: ' ns', divisor: 1e-9 },
  { symbol: ' µs', divisor: 1e-6 },
  { symbol: ' ms', divisor: 1e-3 },
  { symbol: ' s', divisor: 1 },
];

const SI_PREFIXES: readonly [string, number][] = [
  ['', 1],
  ['k', 1e3],
  ['M', 1e6],
  ['G', 1e9],
  ['T', 1e12],
];

/** Bytes take the prefix on the unit (`MB/s`); counts and other rates on the number (`12.5k allocs`). */
function siScales(baseUnit: string): DisplayScale[] {
  const onUnit = baseUnit === 'B' || baseUnit === 'B/s';
  return SI_PREFIXES.map(([prefix, divisor]) => ({
    symbol: onUnit ? ` ${prefix}${baseUnit}` : `${prefix}${baseUnit === '' ? '' : ` ${baseUnit}`}`,
    divisor,
  }));
}

/**
 * The largest scale that shows `magnitude` as at least 1 (times: ns … s; everything else with SI
 * prefixes). Units are scaled only for display, never in stored values.
 */
const scaleCache = new Map<string, readonly DisplayScale[]>([['s', TIME_SCALES]]);

export function chooseScale(baseUnit: string, magnitude: number): DisplayScale {
  let scales = scaleCache.get(baseUnit);
  if (scales === undefined) {
    scales = siScales(baseUnit);
    scaleCache.set(baseUnit, scales);
  }
  const size = Math.abs(magnitude);
  let chosen = scales[0] as DisplayScale;
  for (const scale of scales) if (size >= scale.divisor) chosen = scale;
  return chosen;
}

/** Four significant digits without exponent notation in the usual range. */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const size = Math.abs(value);
  if (size >= 1e15 || size < 1e-4) return value.toExponential(3);
  if (size >= 1000) return value.toFixed(0);
  return value.toPrecision(4);
}

export function formatScaled(value: number, scale: DisplayScale): string {
  return `${formatNumber(value / scale.divisor)}${scale.symbol}`;
}

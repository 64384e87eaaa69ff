// A plain decimal number. Number() would also accept '', '0x1F', 'Infinity' and ' 12 '.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Parses a decimal number cell strictly; undefined when it is not one or not finite. */
export function parseDecimal(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

// A plain decimal number. Number() would also accept '', '0x1F', 'Infinity' and ' 12 '.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Parses a decimal number cell strictly; undefined when it is not one or not finite. */
export function parseDecimal(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

// Exact powers of ten: an integer mantissa below 2^53 divided by one of these is correctly
// rounded (one IEEE division of two exact values), so it equals Number() of the same text.
export const POWERS_OF_TEN: readonly number[] = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/**
 * Parses the plain decimal in text[start, end) without making a substring: digits with at most
 * one point, up to 15 significant digits (what benchmark tools print). Anything else (signs,
 * exponents, longer numbers) goes through `parseDecimal`; undefined when it is not a number.
 */
export function parseDecimalAt(text: string, start: number, end: number): number | undefined {
  let mantissa = 0;
  let digits = 0;
  let fraction = -1;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      mantissa = mantissa * 10 + (code - 48);
      digits++;
      if (fraction >= 0) fraction++;
    } else if (code === 46 && fraction < 0) {
      fraction = 0;
    } else {
      return parseDecimal(text.slice(start, end));
    }
  }
  if (digits === 0 || digits > 15) return parseDecimal(text.slice(start, end));
  return fraction > 0 ? mantissa / (POWERS_OF_TEN[fraction] as number) : mantissa;
}

import { expect } from 'vitest';

/** Reference JSON writes non-finite numbers as strings; JavaScript's Number() reads them. */
export function num(value: unknown): number {
  return typeof value === 'string' ? Number(value) : (value as number);
}

/** |actual − expected| ≤ rel·|expected| (or ≤ rel when expected is 0), with the label on failure. */
export function expectClose(actual: number | null | undefined, expected: number, rel: number, label: string): void {
  expect(actual, label).not.toBeNull();
  expect(actual, label).not.toBeUndefined();
  const value = actual as number;
  if (!Number.isFinite(expected)) {
    expect(value, label).toBe(expected);
    return;
  }
  const tolerance = rel * Math.max(Math.abs(expected), expected === 0 ? 1 : 0);
  expect(Math.abs(value - expected), `${label}: got ${value}, expected ${expected} (rel ${rel})`).toBeLessThanOrEqual(tolerance);
}

/**
 * Both ends of an interval within `share` of its width of [low, high]: an end near 0 has no
 * relative accuracy to speak of, so the width sets the scale.
 */
export function expectIntervalClose(actual: readonly [number, number] | undefined, low: number, high: number, share: number, label: string): void {
  const tolerance = share * (high - low);
  expect(Math.abs((actual?.[0] ?? Number.NaN) - low), `${label} low: ${actual?.[0]} against ${low}`).toBeLessThanOrEqual(tolerance);
  expect(Math.abs((actual?.[1] ?? Number.NaN) - high), `${label} high: ${actual?.[1]} against ${high}`).toBeLessThanOrEqual(tolerance);
}

import { describe, expect, it } from 'vitest';
import { parseDecimal, parseDecimalAt } from '../../src/formats/number.js';
import { mulberry32 } from '../../src/stats/rng.js';

describe('parseDecimalAt', () => {
  it('equals Number() on plain decimals of up to 15 digits', () => {
    const random = mulberry32(5);
    for (let i = 0; i < 20000; i++) {
      const digits = 1 + Math.floor(random() * 15);
      let text = '';
      for (let d = 0; d < digits; d++) text += String(Math.floor(random() * 10));
      const point = Math.floor(random() * (digits + 1));
      const withPoint = point === digits ? text : `${text.slice(0, point)}.${text.slice(point)}`;
      const padded = `x ${withPoint} y`;
      expect(parseDecimalAt(padded, 2, 2 + withPoint.length), withPoint).toBe(Number(withPoint));
    }
  });

  it('falls back to the strict parser for exponents, signs and long numbers, and rejects words', () => {
    for (const text of ['1e-9', '-3.5', '+2', '12345678901234567890', '3.']) expect(parseDecimalAt(text, 0, text.length)).toBe(Number(text));
    for (const text of ['abc', '1.2.3', '0x10', '', '.']) expect(parseDecimalAt(text, 0, text.length)).toBeUndefined();
    expect(parseDecimal('Infinity')).toBeUndefined();
  });
});

import type { SourceText } from './parsed-file.js';
import { POWERS_OF_TEN } from './number.js';

// Byte-level scanning of `go test -bench` lines (go-bench.ts): offsets into the file's bytes, no substrings.

/**
 * Start and end offsets of a line's whitespace-separated fields (tabs and spaces, as go test
 * aligns them), from field `count` on (the fields before it already in `bounds`); returns how
 * many there are. The number fields (2, 4, 6, ...) are read in the same pass: `values[k]` is
 * field k as a plain decimal of up to 15 digits (parseDecimalAt's fast path), NaN for anything
 * else, which the caller hands to parseDecimal.
 */
export function scanFields(bytes: Uint8Array, from: number, to: number, bounds: number[], values: number[], count = 0): number {
  let i = from;
  while (i < to) {
    let code = bytes[i] as number;
    while (i < to && isBlank(code)) code = bytes[++i] as number;
    if (i >= to) break;
    const start = i;
    if (count >= 2 && (count & 1) === 0) {
      let mantissa = 0;
      let digits = 0;
      let fraction = -1;
      let plain = true;
      while (i < to && !isBlank(code)) {
        if (code >= 48 && code <= 57) {
          mantissa = mantissa * 10 + (code - 48);
          digits++;
          if (fraction >= 0) fraction++;
        } else if (code === 46 && fraction < 0) {
          fraction = 0;
        } else {
          plain = false;
        }
        code = bytes[++i] as number;
      }
      values[count] = !plain || digits === 0 || digits > 15 ? Number.NaN : fraction > 0 ? mantissa / (POWERS_OF_TEN[fraction] as number) : mantissa;
    } else {
      while (i < to && !isBlank(code)) code = bytes[++i] as number;
    }
    bounds[2 * count] = start;
    bounds[2 * count + 1] = i;
    count++;
  }
  return count;
}

/**
 * Reads, in one pass, a line that repeats the benchmark of the line that made the targets (the
 * name already compared, up to `from`) with the same units: blanks, an iteration count of digits,
 * then for each unit of `spans` (2 + 2k, 3 + 2k: where unit k stands in the bytes) a plain decimal
 * of up to 15 digits, blanks and that unit, and nothing after the last but blanks. Each value goes
 * to `values[k]`, computed as scanFields computes it. False, with nothing else to trust in
 * `values`, for any other line: the caller then reads it with scanFields, which says what is wrong.
 * `go test -count N` writes N such lines for a benchmark, N - 1 of them repeats.
 */
export function readRepeat(bytes: Uint8Array, words: DataView, from: number, to: number, spans: readonly number[], values: number[]): boolean {
  // bytes[to] is the line's newline (or past the end: undefined), which no loop below steps over.
  const pairs = (spans.length - 2) >> 1;
  let i = from;
  let code = bytes[i] as number;
  while (isBlank(code)) code = bytes[++i] as number;
  const count = i;
  while (code >= 48 && code <= 57) code = bytes[++i] as number;
  if (i === count) return false;
  for (let k = 0; k < pairs; k++) {
    if (!isBlank(code)) return false;
    while (isBlank(code)) code = bytes[++i] as number;
    let mantissa = 0;
    let digits = 0;
    let fraction = -1;
    for (;;) {
      if (code >= 48 && code <= 57) {
        mantissa = mantissa * 10 + (code - 48);
        digits++;
        if (fraction >= 0) fraction++;
      } else if (code === 46 && fraction < 0) {
        fraction = 0;
      } else break;
      code = bytes[++i] as number;
    }
    if (digits === 0 || digits > 15 || !isBlank(code)) return false;
    values[k] = fraction > 0 ? mantissa / (POWERS_OF_TEN[fraction] as number) : mantissa;
    while (isBlank(code)) code = bytes[++i] as number;
    const start = spans[2 + 2 * k] as number;
    const length = (spans[3 + 2 * k] as number) - start;
    if (i + length > to || !sameAt(bytes, words, i, start, length)) return false;
    i += length;
    code = bytes[i] as number;
  }
  while (isBlank(code)) code = bytes[++i] as number;
  return i >= to;
}

/** Whether text[from, to) is all ASCII digits (the iteration count), without a substring. */
export function allDigits(bytes: Uint8Array, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; i++) {
    const code = bytes[i] as number;
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * Whether bytes[a, a + length) and bytes[b, b + length) are equal, four bytes at a time (`words`
 * views the same bytes): a repeated benchmark name is compared on nine lines of ten.
 */
export function sameAt(bytes: Uint8Array, words: DataView, a: number, b: number, length: number): boolean {
  let i = 0;
  for (; i + 4 <= length; i += 4) if (words.getInt32(a + i, true) !== words.getInt32(b + i, true)) return false;
  for (; i < length; i++) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}

/** Whether this line's units (fields 3, 5, ...) are those of the line that made the targets. */
export function sameUnits(bytes: Uint8Array, words: DataView, bounds: readonly number[], spans: readonly number[], pairs: number): boolean {
  if (spans.length !== 2 + 2 * pairs) return false;
  for (let k = 1; k <= pairs; k++) {
    const field = 1 + 2 * k;
    const from = bounds[2 * field] as number;
    const start = spans[2 * k] as number;
    const length = (spans[2 * k + 1] as number) - start;
    if ((bounds[2 * field + 1] as number) - from !== length || !sameAt(bytes, words, from, start, length)) return false;
  }
  return true;
}

export const PKG = Buffer.from('pkg: ');
export const GOOS = Buffer.from('goos: ');
export const NOTE = Buffer.from('note:');
export const UNIT = Buffer.from('Unit ');
export const BENCHMARK = Buffer.from('Benchmark');

/**
 * The file's bytes as read (a BOM skipped by the caller's offsets), or the text encoded when only
 * text is at hand; as a Buffer over the same memory, whose toString decodes a range without a view.
 */
export function sourceBytes(source: SourceText): Buffer {
  const read = source.bytes ?? Buffer.from(source.text, 'utf8');
  const bytes = Buffer.isBuffer(read) ? read : Buffer.from(read.buffer, read.byteOffset, read.byteLength);
  // A byte-order mark is not part of the first line.
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

export function decode(bytes: Buffer, from: number, to: number): string {
  return bytes.toString('utf8', from, to);
}

export function startsWith(bytes: Uint8Array, prefix: Uint8Array, at: number): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

/** A space, tab or carriage return: what separates go's fields (CRLF files end lines in a 13). */
export function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 13;
}

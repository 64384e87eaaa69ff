import fc from 'fast-check';

/** Characters an attacker reaches for: controls, bidi, zero-width, markdown, HTML, Mermaid and URL syntax. */
const HOSTILE_CHARS = [
  ...'\u0000\u0007\t\n\r\u000b\u000c\u001b\u007f\u0085\u009b\u009d\u061c\u200b\u200d\u200e\u202e\u2028\u2066\u2069\u2060\ufeff',
  ...'\\`*_[]|~#$&<>"\'%{}():;/.,@-+=!? ',
  ...'aAzZ0179fF',
  'www.',
  'GH-1',
  '://',
  'http',
  '%%{init:',
  '}%%',
  '::',
  '\u{e0041}',
  '😀',
  '\ud800',
];

/**
 * Any code point, a lone surrogate included: what fast-check's `unit: 'binary'` draws, without the
 * table from every code point back to its index that fast-check builds for it to shrink a value
 * (58 MB, kept by the worker to its end: every process it starts after copies it).
 */
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => (code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code)));

/** Up to `maxLength` code points from anywhere in Unicode. */
export function anyCodePoints(maxLength: number): fc.Arbitrary<string> {
  return fc.array(anyCodePoint, { maxLength }).map((points) => points.join(''));
}

/** One character from anywhere in Unicode (a lone surrogate included), mostly from the first pages, or a hostile piece. */
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_CHARS) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x2100 }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: anyCodePoint },
);

/** Text of up to `maxPieces` pieces: random characters with the hostile ones often among them. */
export function hostileText(maxPieces = 300): fc.Arbitrary<string> {
  return fc.array(piece, { maxLength: maxPieces }).map((pieces) => pieces.join(''));
}

/** A string quoted in ASCII: a test title or a bench line never prints the characters themselves. */
const ascii = (text: string): string => JSON.stringify(text).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** 1 MiB of characters. */
const MIB = 1024 * 1024;

/**
 * Strings of 1 MiB built to make a backtracking pattern retry each position of a long run: runs of
 * letters, hex digits, scheme and URL characters, dashes, blanks, backticks and markup, each
 * ending in a character that makes a match fail (or, for some, in the `://` a URL rule waits for).
 */
export function adversarialInputs(): { name: string; make: () => string }[] {
  const runs: [string, string][] = [
    ['a', '\u0000'],
    ['a', '://'],
    ['Ab1+.', '!'],
    ['0', 'g'],
    ['deadbeef', '_'],
    ['-', 'a'],
    [' ', 'x'],
    ['`', 'a'],
    ['`a', '`'],
    ['#@', 'a'],
    ['www.', 'GH-'],
    ['a:/', '/'],
    ['%{', '}'],
    ['\u001b\u202e\u200d', 'a'],
    ['\\&<>"', "'"],
  ];
  return runs.map(([unit, tail]) => ({
    name: `${ascii(unit)} x ${Math.floor((MIB - tail.length) / unit.length)} + ${ascii(tail)}`,
    // Made when its test runs, not when the tests are listed: a worker keeps the listed tests' arguments to its end.
    make: () => unit.repeat(Math.floor((MIB - tail.length) / unit.length)) + tail,
  }));
}

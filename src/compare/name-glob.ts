import { classEnd, expandBraces, GlobError } from './glob-braces.js';

export { GlobError } from './glob-braces.js';

/** The longest glob a rule may hold: its matching time grows with its length times the name's. */
export const MAX_GLOB_LENGTH = 1000;

// A segment's tokens: a character's code point (>= 0), or one of these, or a class (CLASS - index).
const ANY = -1;
const STAR = -2;
const CLASS = -3;

/** POSIX classes as picomatch reads them (ASCII). */
const POSIX: Readonly<Record<string, (code: number) => boolean>> = {
  alnum: (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122),
  alpha: (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122),
  ascii: (c) => c < 128,
  blank: (c) => c === 32 || c === 9,
  cntrl: (c) => c < 32 || c === 127,
  digit: (c) => c >= 48 && c <= 57,
  graph: (c) => c > 32 && c < 127,
  lower: (c) => c >= 97 && c <= 122,
  print: (c) => c >= 32 && c < 127,
  punct: (c) => (c > 32 && c < 48) || (c > 57 && c < 65) || (c > 90 && c < 97) || (c > 122 && c < 127),
  space: (c) => c === 32 || (c >= 9 && c <= 13),
  upper: (c) => c >= 65 && c <= 90,
  word: (c) => c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122),
  xdigit: (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102),
};

/** `[...]`: one character of a name, never "/" (a name is matched one "/"-separated part at a time). */
class CharClass {
  constructor(
    private readonly negated: boolean,
    /** Inclusive code point ranges, two numbers each. */
    private readonly ranges: readonly number[],
    private readonly named: readonly ((code: number) => boolean)[],
  ) {}

  has(code: number): boolean {
    let found = false;
    for (let i = 0; i < this.ranges.length && !found; i += 2) found = code >= (this.ranges[i] as number) && code <= (this.ranges[i + 1] as number);
    for (let i = 0; i < this.named.length && !found; i++) found = (this.named[i] as (code: number) => boolean)(code);
    return found !== this.negated;
  }
}

/** The class written in glob[open, close] (both brackets). */
function parseClass(glob: string, open: number, close: number): CharClass {
  let i = open + 1;
  const negated = glob[i] === '!' || glob[i] === '^';
  if (negated) i++;
  const ranges: number[] = [];
  const named: ((code: number) => boolean)[] = [];
  while (i < close) {
    if (glob[i] === '[' && glob[i + 1] === ':') {
      const end = glob.indexOf(':]', i + 2);
      const name = glob.slice(i + 2, end);
      const test = Object.hasOwn(POSIX, name) ? POSIX[name] : undefined;
      if (test === undefined) throw new GlobError(`[:${name}:] is not a character class; known are ${Object.keys(POSIX).join(', ')}`);
      named.push(test);
      i = end + 2;
      continue;
    }
    if (glob[i] === '\\' && i + 1 < close) i++;
    const low = glob.codePointAt(i) as number;
    i += low > 0xffff ? 2 : 1;
    // "a-z" is a range; a "-" first or last in the class is itself (POSIX).
    if (glob[i] === '-' && i + 1 < close && !(glob[i + 1] === '[' && glob[i + 2] === ':')) {
      let at = i + 1;
      if (glob[at] === '\\' && at + 1 < close) at++;
      const high = glob.codePointAt(at) as number;
      if (high < low) throw new GlobError(`the range ${glob.slice(i - 1, at + 1)} in ${glob.slice(open, close + 1)} runs backwards`);
      ranges.push(low, high);
      i = at + (high > 0xffff ? 2 : 1);
    } else ranges.push(low, low);
  }
  if (!negated && ranges.some((code, k) => k % 2 === 0 && code <= 47 && (ranges[k + 1] as number) >= 47))
    throw new GlobError(`${glob.slice(open, close + 1)} lists "/", which a class never matches: * ? and [...] stop at "/"`);
  return new CharClass(negated, ranges, named);
}

/** One "/"-separated part of a glob: its tokens, or null for `**` (any number of parts). */
type Segment = Int32Array | null;

/** The segments of a glob without braces (one of expandBraces' results). */
function compileSegments(glob: string, classes: CharClass[]): Segment[] {
  const segments: Segment[] = [];
  let tokens: number[] = [];
  // How many "*" the segment holds, and whether it holds anything else.
  let stars = 0;
  let onlyStars = true;
  for (let i = 0; i <= glob.length;) {
    const char = glob[i];
    if (char === undefined || char === '/') {
      // `**` alone between slashes crosses them; elsewhere it is `*` (picomatch: `a**b` is `a*b`, `***` is `*`).
      segments.push(onlyStars && stars === 2 ? null : Int32Array.from(tokens));
      tokens = [];
      stars = 0;
      onlyStars = true;
      i++;
      continue;
    }
    if ('@*+?!'.includes(char) && glob[i + 1] === '(')
      throw new GlobError(`${char}(...) is an extglob, which benchgate does not read; write {a,b} for alternatives, or \\( for a parenthesis`);
    if (char === '*') {
      if (tokens[tokens.length - 1] !== STAR) tokens.push(STAR);
      stars++;
      i++;
      continue;
    }
    onlyStars = false;
    const close = char === '[' ? classEnd(glob, i) : -1;
    if (char === '?') {
      tokens.push(ANY);
      i++;
    } else if (close > 0) {
      tokens.push(CLASS - classes.length);
      classes.push(parseClass(glob, i, close));
      i = close + 1;
    } else {
      // A backslash makes the next character itself; a last backslash is one.
      if (char === '\\' && i + 1 < glob.length) i++;
      const code = glob.codePointAt(i) as number;
      tokens.push(code);
      i += code > 0xffff ? 2 : 1;
    }
  }
  return segments;
}

/**
 * Whether name[from, to) (no "/" inside) matches a segment's tokens: the two-pointer wildcard
 * match. On a mismatch only the last `*` takes one more character, so the work is at most the
 * part's length times the segment's, never exponential (issue 31: picomatch's regular
 * expression for `*_*_*x` backtracked for 65 s on a name of 10,000 underscores).
 */
function matchSegment(tokens: Int32Array, classes: readonly CharClass[], name: string, from: number, to: number): boolean {
  let t = 0;
  let n = from;
  let starToken = -1;
  let starAt = from;
  while (n < to) {
    if (t < tokens.length) {
      const token = tokens[t] as number;
      if (token === STAR) {
        starToken = t++;
        starAt = n;
        continue;
      }
      const code = name.codePointAt(n) as number;
      if (token === code || token === ANY || (token <= CLASS && (classes[CLASS - token] as CharClass).has(code))) {
        t++;
        n += code > 0xffff ? 2 : 1;
        continue;
      }
    }
    if (starToken < 0) return false;
    t = starToken + 1;
    starAt += (name.codePointAt(starAt) as number) > 0xffff ? 2 : 1;
    n = starAt;
  }
  while (t < tokens.length && tokens[t] === STAR) t++;
  return t === tokens.length;
}

/**
 * Whether a name matches the segments: the same two-pointer match one level up, where `**` is
 * the star and a segment matches one "/"-separated part of the name.
 */
function matchSegments(segments: readonly Segment[], classes: readonly CharClass[], name: string): boolean {
  let s = 0;
  let n = 0;
  let globstar = -1;
  let globstarAt = 0;
  while (n <= name.length) {
    let end = name.indexOf('/', n);
    if (end < 0) end = name.length;
    if (s < segments.length) {
      const segment = segments[s] as Segment;
      if (segment === null) {
        globstar = s++;
        globstarAt = n;
        continue;
      }
      if (matchSegment(segment, classes, name, n, end)) {
        s++;
        n = end + 1;
        continue;
      }
    }
    if (globstar < 0) return false;
    s = globstar + 1;
    const taken = name.indexOf('/', globstarAt);
    globstarAt = taken < 0 ? name.length + 1 : taken + 1;
    n = globstarAt;
  }
  while (s < segments.length && segments[s] === null) s++;
  return s === segments.length;
}

/** The plain characters a glob's segments start with, up to its first `*`, `?`, class or `**` (whose "/" before it is optional). */
function plainStart(segments: readonly Segment[]): string {
  let start = '';
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s] as Segment;
    if (segment === null) break;
    let t = 0;
    while (t < segment.length && (segment[t] as number) >= 0) start += String.fromCodePoint(segment[t++] as number);
    if (t < segment.length || s + 1 >= segments.length || segments[s + 1] === null) break;
    start += '/';
  }
  return start;
}

/**
 * A glob over benchmark or metric names (README, Per-benchmark settings): `*` any text
 * within a "/"-separated part, `**` as a whole part any number of parts, `?` one character,
 * `[a-z]`, `[!0-9]`, `[[:digit:]]` classes, `{a,b}` and `{1..3}` alternatives, `\` for a
 * literal character, a leading `!` for "every name but". Compiled once; matching never
 * backtracks: time at most proportional to the name's length times the glob's.
 */
export class NameGlob {
  private readonly alternatives: readonly (readonly Segment[])[];
  private readonly classes: CharClass[] = [];
  /** The name itself when the glob has no special character: a string comparison. */
  private readonly literal: string | undefined;
  /** What every matching name starts with (the glob's plain start): most rules reject a name on it. */
  private readonly prefix: string;
  readonly negated: boolean;

  constructor(readonly glob: string) {
    if (glob.length > MAX_GLOB_LENGTH) throw new GlobError(`the glob has ${glob.length} characters; at most ${MAX_GLOB_LENGTH} are allowed`);
    let start = 0;
    // picomatch's negation: each leading "!" (not an extglob's) turns the match around.
    while (glob[start] === '!' && start + 1 < glob.length && glob[start + 1] !== '(') start++;
    this.negated = start % 2 === 1;
    let body = glob.slice(start);
    while (body.startsWith('./')) body = body.slice(2);
    if (body === '') throw new GlobError('an empty glob matches no name; leave the key out to match every name');
    this.alternatives = expandBraces(body).map((alternative) => compileSegments(alternative, this.classes));
    const only = this.alternatives.length === 1 ? this.alternatives[0] : undefined;
    const plain = only?.every((segment) => segment !== null && segment.every((token) => token >= 0)) === true;
    this.literal = plain ? (only as Int32Array[]).map((segment) => String.fromCodePoint(...segment)).join('/') : undefined;
    this.prefix = only === undefined ? '' : plainStart(only);
  }

  /** Whether `name` (or `alias`, another name of the same row) matches, the negation applied to both at once. */
  matches(name: string, alias?: string): boolean {
    return (this.matchesPlain(name) || (alias !== undefined && alias !== name && this.matchesPlain(alias))) !== this.negated;
  }

  private matchesPlain(name: string): boolean {
    // picomatch matches no glob to an empty name.
    if (name === '') return false;
    if (this.literal !== undefined) return name === this.literal;
    if (!name.startsWith(this.prefix)) return false;
    // `**` alone (a missing benchmark or metric): every name.
    if (this.alternatives.length === 1 && this.alternatives[0]?.length === 1 && this.alternatives[0][0] === null) return true;
    for (const segments of this.alternatives) if (matchSegments(segments, this.classes, name)) return true;
    return false;
  }
}

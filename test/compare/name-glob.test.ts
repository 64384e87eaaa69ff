import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { MAX_RULES, parseConfig, RowSettingsResolver, shortName } from '../../src/compare/config.js';
import { MAX_BRACE_EXPANSION, MAX_EXPANDED_LENGTH } from '../../src/compare/glob-braces.js';
import { MAX_GLOB_LENGTH, NameGlob } from '../../src/compare/name-glob.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';

const matches = (glob: string, name: string): boolean => new NameGlob(glob).matches(name);
const config = (text: string) => parseConfig({ name: 'benchgate.json', text });

// A matcher that backtracked would take minutes on these (picomatch: 65 s for the first at
// 10,000 underscores, over a minute for the second at 80 characters): the timeout fails such a
// matcher, with room for a loaded machine (2 s failed under coverage at a load average of 20).
// How fast the linear matcher is lives in the bench (npm run bench: config globs).
const QUICK = 20_000;

describe('NameGlob: the syntax docs/configuration.md promises', () => {
  it.each([
    ['*', 'BenchmarkX-8', true],
    ['*', 'a/b', false],
    ['**', 'a/b/c', true],
    ['parse/**', 'parse', true],
    ['parse/**', 'parse/small/x', true],
    ['parse/**', 'parser/x', false],
    ['**/x', 'x', true],
    ['a/**/b', 'a/b', true],
    ['a/**/b', 'a/x/y/b', true],
    ['a**b', 'axxb', true],
    ['a**b', 'ax/b', false],
    ['allocs*', 'allocs/op', false],
    ['allocs*', 'allocs', true],
    ['B/op', 'B/op', true],
    ['?', 'é', true],
    ['?x', '\u{1F600}x', true],
    ['[a-c]x', 'bx', true],
    ['[!a-c]x', 'bx', false],
    ['[^a-c]x', 'dx', true],
    ['[]a]', ']', true],
    ['[a-]', '-', true],
    ['[[:digit:]]*', '7up', true],
    ['n=[[:digit:]]', 'n=x', false],
    ['[', '[', true],
    ['\\*', '*', true],
    ['\\*', 'a', false],
    ['a\\', 'a\\', true],
    ['Benchmark(x)', 'Benchmark(x)', true],
    ['a|b', 'a|b', true],
    ['{parse,print}/*', 'print/x', true],
    ['{parse,print}/*', 'pretty/x', false],
    ['a{b,c{d,e}}', 'acd', true],
    ['{a}', '{a}', true],
    ['n={1..3}', 'n=2', true],
    ['n={1..3}', 'n=4', false],
    ['{a..c}', 'b', true],
    ['{a\\,b,c}', 'a,b', true],
    ['!flaky/**', 'flaky/x', false],
    ['!flaky/**', 'stable/x', true],
    ['!!a', 'a', true],
    ['!', '!', true],
    ['./a', 'a', true],
    ['*', '', false],
    ['time', 'time', true],
    ['time', 'Time', false],
  ])('%s against "%s" is %s', (glob, name, expected) => {
    expect(matches(glob, name)).toBe(expected);
  });

  it('applies a negation to the name and its Go short name at once', () => {
    const glob = new NameGlob('!BenchmarkJoin*');
    const name = 'example.com/pkg.BenchmarkJoin-8';
    expect(glob.matches(name, shortName(name))).toBe(false);
    expect(glob.matches('example.com/pkg.BenchmarkSort-8', 'BenchmarkSort-8')).toBe(true);
  });
});

describe('NameGlob on adversarial names', () => {
  const underscores = '_'.repeat(10_000);
  const as = 'a'.repeat(10_000);

  it('matches *_*_*x against a name of 10,000 underscores', { timeout: QUICK }, () => {
    expect(matches('*_*_*x', underscores)).toBe(false);
    expect(matches('*_*_*x', `${underscores}x`)).toBe(true);
  });

  it('matches *a*a*a*a*a*a*a*a*b against names of 10,000 characters', { timeout: QUICK }, () => {
    expect(matches('*a*a*a*a*a*a*a*a*b', as)).toBe(false);
    expect(matches('*a*a*a*a*a*a*a*a*b', `${as}b`)).toBe(true);
    expect(matches('*a*a*a*a*a*a*a*a*b', 'ab'.repeat(5_000))).toBe(true);
  });

  it('matches globstars against a name of 5,000 parts', { timeout: QUICK }, () => {
    const parts = 'a/'.repeat(5_000);
    expect(matches('**/a/**/a/**/a/**/b', `${parts}c`)).toBe(false);
    expect(matches('**/a/**/a/**/a/**/b', `${parts}b`)).toBe(true);
    expect(matches('**/*a*a*a*b/**', `${parts}c`)).toBe(false);
  });

  it('matches the longest glob allowed against a name of 20,000 characters', { timeout: QUICK }, () => {
    // The two-pointer match's worst case: the last star retries at each position, each retry
    // compares up to the block after it.
    const glob = `*${'a'.repeat(MAX_GLOB_LENGTH - 2)}b`;
    expect(matches(glob, 'a'.repeat(20_000))).toBe(false);
  });

  it('resolves a row whose Go name has 100,000 ".Benchmark" in it', { timeout: QUICK }, () => {
    // The short name's old regular expression went over the rest of the name at every ".Benchmark".
    const name = `x${'.Benchmark'.repeat(100_000)}\n`;
    const resolver = new RowSettingsResolver(config('{"rules": [{"benchmark": "Benchmark*", "noise": "5%"}]}'), DEFAULT_POLICY);
    expect(resolver.resolve(name, 'time').noise).toBe(0.05);
  });
});

describe('limits and unusable globs', () => {
  it(`refuses more than ${MAX_RULES} rules, naming the file, the first rule too many and the limit`, () => {
    const many = (count: number) => JSON.stringify({ rules: Array.from({ length: count }, (_, i) => ({ benchmark: `b${i}`, noise: '5%' })) });
    expect(() => config(many(MAX_RULES + 1))).toThrow(
      `benchgate.json at rules[${MAX_RULES}]: expected at most ${MAX_RULES} rules (each is matched against every row); this file has ${MAX_RULES + 1}`,
    );
    expect(config(many(MAX_RULES)).rules).toHaveLength(MAX_RULES);
  });

  it(`refuses a glob longer than ${MAX_GLOB_LENGTH} characters`, () => {
    const long = JSON.stringify({ rules: [{ metric: 'time' }, { benchmark: 'x'.repeat(MAX_GLOB_LENGTH + 1) }] });
    expect(() => config(long)).toThrow(
      `benchgate.json at rules[1].benchmark: the glob has ${MAX_GLOB_LENGTH + 1} characters; at most ${MAX_GLOB_LENGTH} are allowed`,
    );
    expect(() => config(JSON.stringify({ rules: [{ metric: 'x'.repeat(MAX_GLOB_LENGTH) }] }))).not.toThrow();
  });

  it.each([
    [`{${Array.from({ length: 9 }, (_, i) => i).join(',')}}`.repeat(3), `rules[0].benchmark: the braces expand to more than ${MAX_BRACE_EXPANSION} globs`],
    ['n={1..1000}', `rules[0].benchmark: the range {1..1000} has 1000 values; at most ${MAX_BRACE_EXPANSION} are allowed`],
    [`${'x'.repeat(500)}{1..9}`, `rules[0].benchmark: the braces expand to more than ${MAX_EXPANDED_LENGTH} characters of globs`],
    ['+(a|b)', 'rules[0].benchmark: +(...) is an extglob, which benchgate does not read; write {a,b} for alternatives, or \\( for a parenthesis'],
    ['Benchmark*(x)', 'rules[0].benchmark: *(...) is an extglob'],
    ['[z-a]', 'rules[0].benchmark: the range z-a in [z-a] runs backwards'],
    ['[[:letter:]]', 'rules[0].benchmark: [:letter:] is not a character class; known are alnum, alpha'],
    ['a[/]b', 'rules[0].benchmark: [/] lists "/", which a class never matches'],
    ['', 'rules[0].benchmark: an empty glob matches no name; leave the key out to match every name'],
  ])('refuses %s', (glob, message) => {
    expect(() => config(JSON.stringify({ rules: [{ benchmark: glob }] }))).toThrow(`benchgate.json at ${message}`);
  });

  it('reads an escaped extglob as text', () => {
    expect(matches('Benchmark\\*\\(x)', 'Benchmark*(x)')).toBe(true);
  });
});

describe('NameGlob against picomatch', () => {
  // Names of the shapes benchmarks have: parts without empty ones and without "." or ".." alone
  // (picomatch treats those as paths: "*" never matches ".", "a/*" not "a/").
  const part = fc.stringMatching(/^[ab_.-]{1,4}$/).filter((text) => text !== '.' && text !== '..');
  const name = fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
  const token = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('a', 'b', '_', '.', '-') },
    { weight: 3, arbitrary: fc.constantFrom('*', '?', '/', '**/', '/**', '/**/') },
    // Not "[!a]": picomatch reads it as "! or a", where POSIX and benchgate read "not a".
    { weight: 2, arbitrary: fc.constantFrom('[ab]', '[^b]', '[a-c]', '[[:alpha:]]', '[_.-]') },
    { weight: 1, arbitrary: fc.constantFrom('{a,b}', '{a,b*a}', '{_,b-}', '{a/b,b}', '\\*', '\\?', '\\[a]') },
  );
  // Left out, picomatch's corner cases: empty parts ("a//b", a leading or trailing "/"), runs of
  // three stars, a part with a star before a last "/**" ("a*/**" does not match "ab" there,
  // where "a/**" matches "a" and "?/**" matches "b"), and braces against a star: picomatch makes
  // braces a regular expression's alternation, where benchgate expands them as bash does
  // ("{a,*}*" is "a*" or "**"); a "." in a glob with a POSIX class, which picomatch leaves a
  // regular expression's any character; and a glob starting "*.*", whose last star picomatch
  // makes match one character or more ("*.*" does not match "a." there, "a*.*" does).
  const pickyGlob = (text: string): boolean =>
    /\/\/|^\/|\/$|\*\*\*|\*[^/]*\/\*\*$|\*\{|\}\*|^\*\.\*/.test(text) || (text.includes('[[:') && text.includes('.'));
  const glob = fc
    .array(token, { minLength: 1, maxLength: 7 })
    .map((tokens) => tokens.join(''))
    .filter((text) => !pickyGlob(text));

  it('agrees on random globs and names of the supported syntax', () => {
    fc.assert(
      fc.property(glob, fc.array(name, { minLength: 1, maxLength: 8 }), (pattern, names) => {
        const ours = new NameGlob(pattern);
        const theirs = picomatch(pattern, { dot: true });
        for (const candidate of names) expect([pattern, candidate, ours.matches(candidate)]).toEqual([pattern, candidate, theirs(candidate)]);
      }),
      { seed: 31, numRuns: 3000 },
    );
  });

  it('agrees on names made to match: each glob instantiated', () => {
    // Random names rarely match a glob with several literals: make matching names from the glob.
    const instance = fc.array(fc.tuple(token, part), { minLength: 1, maxLength: 6 }).map((pairs) => ({
      pattern: pairs.map(([t]) => t).join(''),
      name: pairs.map(([t, p]) => fill(t, p)).join(''),
    }));
    fc.assert(
      fc.property(
        instance.filter(({ pattern, name: text }) => !pickyGlob(pattern) && !/\/\/|^\/|\/$|(^|\/)\.\.?(\/|$)/.test(text) && text !== ''),
        ({ pattern, name: text }) => {
          expect([pattern, text, new NameGlob(pattern).matches(text)]).toEqual([pattern, text, picomatch(pattern, { dot: true })(text)]);
        },
      ),
      { seed: 32, numRuns: 3000 },
    );
  });
});

/** Text that a token would match, made from a random part (not always a match: picomatch decides). */
function fill(token: string, part: string): string {
  if (token === '*') return part;
  if (token === '?') return part.slice(0, 1);
  if (token.startsWith('[')) return 'a';
  if (token.includes('**')) return token.replace('**', part);
  if (token.startsWith('{')) return token.includes('a/b') ? 'a/b' : 'a';
  if (token.startsWith('\\')) return token.slice(1);
  return token;
}

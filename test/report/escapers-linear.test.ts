import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sanitizeKey } from '../../src/github/leg-key.js';
import { escapeHtml } from '../../src/report/html-escape.js';
import { logSafe } from '../../src/report/log-safe.js';
import { codeSpan, markup, mermaidText } from '../../src/report/markdown-escape.js';
import { showControls } from '../../src/report/visible-controls.js';
import { adversarialInputs, hostileText } from '../helpers/hostile-text.js';
import { REPO_ROOT } from '../helpers/repo-root.js';

// Every escaper and sanitizer is linear in its input (issue 39): each is checked here by what it
// promises (safe output, nothing but escapes changed), on random text and on 1 MiB strings made
// to send a backtracking pattern back over long runs, and each of its patterns by its shape. How
// long they take is measured by `npm run bench` (BENCHGATE_BENCH_ONLY=escape), never here.

/** The modules that escape or sanitize text for a face: markdown, Mermaid, HTML, logs, the terminal, artifact keys, zip entries. */
const ESCAPERS = [
  'src/report/markdown-escape.ts',
  'src/report/visible-controls.ts',
  'src/report/log-safe.ts',
  'src/report/html-escape.ts',
  'src/report/terminal.ts',
  'src/github/leg-key.ts',
  'src/fs/extract-zip.ts',
];

/** The quantifier at `at`, if any: where it ends (a lazy `?` included) and whether it has no upper bound. */
function quantifierAt(source: string, at: number): { end: number; unbounded: boolean } | undefined {
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at, at + 24));
  const char = source[at] ?? '';
  let end: number;
  let unbounded: boolean;
  if ('*+?'.includes(char) && char !== '') [end, unbounded] = [at + 1, char !== '?'];
  else if (braces !== null) [end, unbounded] = [at + braces[0].length, braces[2] !== undefined && braces[3] === ''];
  else return undefined;
  return { end: source[end] === '?' ? end + 1 : end, unbounded };
}

/** Where a character class that opens at `at` ends (just after its `]`). */
function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The `)` that closes the group holding position `at` (the pattern's end for the top level). */
function closingParen(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '[') i = classEnd(source, i) - 1;
    else if (source[i] === '(') depth++;
    else if (source[i] === ')' && depth-- === 0) return i;
  }
  return source.length;
}

/** True when a match that got to `at` has nothing left to test: only group ends (unquantified) and other alternatives follow. */
function nothingFollows(source: string, at: number): boolean {
  let i = at;
  while (i < source.length) {
    if (source[i] === '|') i = closingParen(source, i);
    else if (source[i] === ')' && quantifierAt(source, i + 1) === undefined) i++;
    else return false;
  }
  return true;
}

/**
 * Why a pattern could take quadratic time, or undefined. A global or unanchored pattern retries
 * from every position; it stays linear when each unbounded quantifier is the last thing its
 * match tests, so that a run it reaches is always taken whole and never given back. A pattern
 * anchored at the start (no `m`, no top-level `|`) starts once: one unbounded quantifier is linear.
 */
function quadraticRisk(pattern: RegExp): string | undefined {
  const source = pattern.source;
  const ends: number[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') i += 2;
    else if (char === '[') i = classEnd(source, i);
    else if (char === '(') {
      i++;
      if (source[i] === '?')
        i += source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!' ? source.indexOf('>', i) - i + 1 : source[i + 1] === '<' ? 3 : 2;
      continue;
    } else if (char === '|') {
      i++;
      continue;
    } else i++;
    const quantifier = quantifierAt(source, i);
    if (quantifier === undefined) continue;
    if (quantifier.unbounded) ends.push(quantifier.end);
    i = quantifier.end;
  }
  const anchored = source.startsWith('^') && !pattern.multiline && !source.replace(/\[(?:\\.|[^\]])*\]|\\./g, '').includes('|');
  if (anchored && ends.length <= 1) return undefined;
  const late = ends.find((end) => !nothingFollows(source, end));
  return late === undefined ? undefined : `an unbounded quantifier followed by more to match: ${source.slice(0, late)}«here»${source.slice(late)}`;
}

/** Every regular expression literal of a source file, with its line. */
function regexLiterals(file: string): { line: number; pattern: RegExp }[] {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; pattern: RegExp }[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const slash = literal.lastIndexOf('/');
      found.push({
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        pattern: new RegExp(literal.slice(1, slash), literal.slice(slash + 1)),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/** Markdown text read back as GitHub shows it: the escaper's joiners, character references and backslash escapes undone. */
function readBackMarkdown(source: string): string {
  return source
    .replace(/\u200d/g, '')
    .replace(/&(amp|lt|gt);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>' })[name] ?? '')
    .replace(/\\([\s\S])/g, '$1');
}

/** The index of the first character of `chars` that no backslash escapes, or -1. */
function firstUnescaped(source: string, chars: string): number {
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (chars.includes(source[i] ?? '')) return i;
  }
  return -1;
}

/** What each escaper promises of any text, asserted on one text. */
function checkEscapers(text: string): void {
  const oneLine = showControls(text.replace(LINE_BREAKS, ' '));

  // Markdown text: nothing changed but escapes and joiners; nothing live left.
  const escaped = markup`${text}`.source;
  expect(readBackMarkdown(escaped)).toBe(oneLine.replace(/^[ \t]+/, ' '));
  expect(firstUnescaped(escaped, '\\`*_[]|~#$<>\n\r')).toBe(-1);
  expect(/(?<=[A-Za-z0-9+.-]):\/\/|www\.|[@#](?=\w)|GH-(?=\d)/i.exec(escaped)?.[0]).toBeUndefined();
  expect((escaped.match(/\b\w{7,}/g) ?? []).find((word) => /^[0-9a-f]+$/i.test(word))).toBeUndefined();

  // A code span: its content as it was, fenced by more backticks than any run of them in it.
  const code = codeSpan(text).source;
  if (oneLine.trim() === '') expect(code).toBe('');
  else {
    const fence = /^`+/.exec(code)?.[0] ?? '';
    const content = code.slice(fence.length, code.length - fence.length);
    expect(code.endsWith(fence)).toBe(true);
    expect(content === oneLine || content === ` ${oneLine} `).toBe(true);
    let longest = 0;
    for (const run of oneLine.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
    expect(longest).toBeLessThan(fence.length);
  }

  // A Mermaid label: only the allow-list, no `%%`; text of the allow-list alone is kept as it is.
  const label = mermaidText(text).source;
  expect(/[^\p{L}\p{M}\p{N} .,:\-_/+*=!?()^~|@%…]|%%/u.exec(label)?.[0]).toBeUndefined();
  const plain = text
    .replace(/[^A-Za-z0-9 ._/:-]/g, '')
    .replace(/ +/g, ' ')
    .trim();
  expect(mermaidText(plain).source).toBe(plain);

  // A log line: no hidden character, no workflow command, the text shown as it was.
  const logged = logSafe(text);
  expect(logged.startsWith('::')).toBe(false);
  expect(logged.replace(/^:\u200b:/, '::')).toBe(showControls(text));

  // HTML: no character that ends content or a quoted attribute; the text read back as it was.
  const html = escapeHtml(text);
  expect(/[<>"']|&(?!amp;|lt;|gt;|quot;|#39;)/.exec(html)?.[0]).toBeUndefined();
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  expect(html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '')).toBe(showControls(text));

  // An artifact key: its characters only, no dash at either end, 60 at most, its own key.
  const key = sanitizeKey(text);
  expect(key).toMatch(/^(?:[a-z0-9._]|[a-z0-9._][a-z0-9._-]*[a-z0-9._])?$/);
  expect(key.length).toBeLessThanOrEqual(60);
  // A key read back from an artifact's name is its own key (run-reports.ts readingsOfName).
  expect(sanitizeKey(key)).toBe(key);
}

describe('escapers and sanitizers, linear', () => {
  it('keep their promises on random text', () => {
    fc.assert(
      fc.property(hostileText(), (text) => checkEscapers(text)),
      { seed: 39, numRuns: 300 },
    );
  });

  it.each(adversarialInputs())('keep their promises on 1 MiB made to backtrack: $name', ({ make }) => {
    checkEscapers(make());
  });

  it('use no pattern that could take quadratic time: each unbounded quantifier ends its match', () => {
    const risks = ESCAPERS.flatMap((file) =>
      regexLiterals(file).flatMap(({ line, pattern }) => {
        const risk = quadraticRisk(pattern);
        return risk === undefined ? [] : [`${file}:${line}: ${risk}`];
      }),
    );
    expect(risks).toEqual([]);
    expect(ESCAPERS.reduce((count, file) => count + regexLiterals(file).length, 0)).toBeGreaterThan(25);
  });

  it('tell the quadratic patterns found in the escapers before (URL scheme, hex words, key dashes, matrix name) from linear ones', () => {
    for (const pattern of [/([a-z][a-z0-9+.-]*)(:)(?=\/\/)/gi, /\b[0-9a-f]{7,}\b/gi, /^-+|-+$/g, /\((.*)\)\s*$/, /(a+)+b/, /\/+$/, /^\s*(\d+)\s*$/])
      expect(quadraticRisk(pattern), String(pattern)).toBeDefined();
    for (const pattern of [
      /\s+/g,
      /^[ \t]+/,
      /`+/g,
      /\b\w{7,}/g,
      /^[0-9a-f]+$/i,
      /(?<=[a-z0-9+.-]):(?=\/\/)/gi,
      /[^a-z0-9._-]+/g,
      /(.{4})(?=.)/g,
      /^( ?\d{1,9})([.)])(?=[ \t]|$)/,
    ])
      expect(quadraticRisk(pattern), String(pattern)).toBeUndefined();
  });

  it('split a URL scheme, a mention and a commit-like word as before', () => {
    expect(markup`${'see https://x.example @octocat deadbeef1 GH-1 www.a'}`.source).toBe(
      'see https\u200d://x.example @\u200doctocat dead\u200dbeef\u200d1 GH\u200d-1 www\u200d.a',
    );
    expect(markup`${'deadbeef_1 abc1234x'}`.source).toBe('dead\u200dbeef\\_1 abc1234x');
    expect(sanitizeKey('--Ubuntu 24.04, Node 20--')).toBe('ubuntu-24.04-node-20');
  });
});

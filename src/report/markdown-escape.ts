import { showControls } from './visible-controls.js';

// The one way text becomes markdown. Names, units, labels, runners, reasons, warnings, notes:
// any of them can come from a fork's files or a report artifact, and the comment is posted with
// the base repository's token. So the markdown faces never concatenate strings: they build
// `Markdown` values with the `markup` tag, whose literal parts are benchgate's own markup and whose
// every interpolated string goes through `escapeText`. A `Markdown` cannot be made from a string
// any other way, so a new field that reaches the comment is escaped whether or not its author
// thought of it.

/** Longer names are shortened in the middle: tables stay readable, both ends stay recognisable. */
const MAX_CELL_CHARS = 120;

/** Where escaped text goes: running markdown text, a code span, or a quoted Mermaid string. */
type TextContext = 'text' | 'code' | 'mermaid';

const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/**
 * The escaping rule, the only one, per context:
 * - text: no line breaks (no new block, no table row); `\ ` * _ [ ] | ~ # $` backslash-escaped
 *   (emphasis, code, links, cells, strikethrough, headings, math); `& < >` as character
 *   references (no tag, entity or quote); a list, quote or setext marker at the start escaped,
 *   leading blanks made one (no indented code); `@user`, `#123`, `GH-123`, URLs (`https:`,
 *   `www.`) and commit-like hex runs split by a zero-width joiner, so that nothing pings or links.
 * - code: the content of an inline code span, fenced by more backticks than it holds; GitHub
 *   neither links nor mentions inside code. For lines outside tables only: GFM splits table
 *   cells at `|` even inside code.
 * - mermaid: a label between double quotes in the Mermaid block, a code block for markdown;
 *   an allow-list (`mermaidLabel` below), so that no label can say more than text to Mermaid.
 */
function escapeText(text: string, context: TextContext): string {
  // A line break renders as a blank inside a paragraph and would end a table row: a blank it is.
  // The other hidden characters are shown as escapes before the rules below add joiners of their own.
  const oneLine = showControls(text.replace(LINE_BREAKS, ' '));
  switch (context) {
    case 'text':
      return (
        oneLine
          // One blank for any leading run: renders the same, and never indents a code block.
          .replace(/^[ \t]+/, ' ')
          .replace(/[\\`*_[\]|~#$]/g, '\\$&')
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/^( ?)([-+=])/, '$1\\$2')
          .replace(/^( ?\d{1,9})([.)])(?=[ \t]|$)/, '$1\\$2')
          .replace(/([@#])(?=\w)/g, '$1\u200d')
          // No word boundary asked: GFM links `_https://x` and `_www.x` (an escaped `_` is still one).
          // The joiner goes before any `://` that follows a scheme character: a scheme of any
          // length is split, and each position is looked at once (a rule that matched the scheme
          // itself retried every letter of a run, O(n²): 100,000 letters took 17 s).
          .replace(/(?<=[a-z0-9+.-]):(?=\/\/)/gi, '\u200d:')
          .replace(/(www)\./gi, '$1\u200d.')
          .replace(/(GH)-(?=\d)/gi, '$1\u200d-')
          // Whole words of 7 or more hex digits: the word is matched to its end and judged whole,
          // so no quantifier is ever followed by a test that could send it back (escapers-linear.test.ts).
          .replace(/\b\w{7,}/g, (word) => (/^[0-9a-f]+$/i.test(word) ? word.replace(/(.{4})(?=.)/g, '$1\u200d') : word))
      );
    case 'code': {
      const content = oneLine;
      if (content.trim() === '') return '';
      // A loop, not Math.max(...runs): a spread of 500,000 runs overflows the stack.
      let longest = 0;
      for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
      const fence = '`'.repeat(longest + 1);
      // A space on each side keeps a backtick at either end out of the fence (CommonMark strips one).
      const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
      return `${fence}${pad}${content}${pad}${fence}`;
    }
    case 'mermaid':
      return mermaidLabel(oneLine);
  }
}

/** Brackets in a Mermaid label, read as parentheses. */
const BRACKETS: Readonly<Record<string, string>> = { '[': '(', '{': '(', '<': '(', ']': ')', '}': ')', '>': ')' };

/**
 * Mermaid reads its whole text for directives (`%%{init: {"themeCSS": …}}%%`, anywhere, even
 * across labels: three names chained one that fetched a URL in every reader's browser) and for
 * `%%` comments before it parses a diagram; it makes `#name;` an entity, `"` ends a string,
 * a backtick starts a markdown string, `<` `&` reach its HTML labels, `$$` its math, `'` a quote
 * in a directive; a `click`, `style` or `classDef` statement needs a line of its own. So a label
 * keeps letters, marks, digits, the blank and punctuation none of these use (`:` only ever
 * matters inside a directive, which needs `%%{`); a `%` stays unless another follows it; brackets
 * of any kind read as parentheses and anything else as `_`, visibly. An allow-list, not a list of
 * the dangerous: a character Mermaid gives a meaning tomorrow is not on it. Mermaid's `#code;`
 * entities would keep every character, but they are decoded inside Mermaid and widen the labels
 * it measures: a substitute is what can be checked here.
 */
function mermaidLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N} .,:\-_/+*=!?()^~|@%…]|%(?=%)/gu, (char) => BRACKETS[char] ?? '_')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The only maker of Markdown values: set once by the class below, private to this module. */
let made: (source: string) => Markdown;

/** Markdown source: benchgate's own markup with every piece of text in it escaped. */
export class Markdown {
  private constructor(readonly source: string) {}

  static {
    made = (source) => new Markdown(source);
  }
}

/** What a template may hold: markdown made before, or text (escaped), or a number (shown as text). */
export type Piece = Markdown | string | number;

function sourceOf(piece: Piece, context: TextContext): string {
  return piece instanceof Markdown ? piece.source : escapeText(String(piece), context);
}

/**
 * Markdown from a template literal (named `markup`, not `md`: Prettier would format the literal
 * parts of an `md` template as a markdown document): the literal parts are markup as written, each `${...}` is
 * escaped text unless it is Markdown already. Only a template literal is accepted (its strings
 * array is frozen by the language), so a string cannot pass for markup by being handed in here.
 */
export function markup(literals: TemplateStringsArray, ...pieces: readonly Piece[]): Markdown {
  if (!Object.isFrozen(literals) || !Array.isArray(literals.raw)) throw new Error('markup is a template tag: markup`...`');
  let source = literals[0] ?? '';
  for (let i = 0; i < pieces.length; i++) source += sourceOf(pieces[i] as Piece, 'text') + (literals[i + 1] ?? '');
  return made(source);
}

/** Text shown as an inline code span (an artifact name, a commit). */
export function codeSpan(text: string): Markdown {
  return made(escapeText(text, 'code'));
}

/** Text inside a double-quoted Mermaid string (the chart's labels); the quotes are the caller's. */
export function mermaidText(text: string): Markdown {
  return made(escapeText(text, 'mermaid'));
}

/** URL characters a link destination keeps as they are; anything else is percent-encoded. */
const URL_CHARACTERS = /[^A-Za-z0-9\-._~:/?#=%+,]/g;

/**
 * A link to a page benchgate names itself (a workflow run, an artifact): only http(s) URLs,
 * with every character that could end the destination or start markup percent-encoded. Any
 * other URL gives the text alone.
 */
export function link(text: Piece, url: string): Markdown {
  if (!/^https?:\/\/[^\s]/i.test(url)) return markup`${text}`;
  const destination = url.replace(URL_CHARACTERS, (char) =>
    encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  );
  return made(`[${sourceOf(text, 'text')}](${destination})`);
}

/** Markdown pieces one after another, with `separator` between them. */
export function joinMarkdown(pieces: readonly Markdown[], separator: Markdown): Markdown {
  return made(pieces.map((piece) => piece.source).join(separator.source));
}

/** True when a surrogate pair starts at `at`: one code point in two code units. */
function pairAt(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** The first `count` code points of `text` (a lone surrogate counts as one, as `[...text]` has it). */
function headOf(text: string, count: number): string {
  let end = 0;
  for (let n = 0; n < count && end < text.length; n++) end += pairAt(text, end) ? 2 : 1;
  return text.slice(0, end);
}

/** The last `count` code points of `text`. */
function tailOf(text: string, count: number): string {
  let start = text.length;
  for (let n = 0; n < count && start > 0; n++) start -= start >= 2 && pairAt(text, start - 2) ? 2 : 1;
  return text.slice(start);
}

/**
 * Whether `text` has more than `max` code points, found without walking a long text: a text of
 * more than 2 × max code units has. Names of a fork's report are up to 10,000 characters, and a
 * table cell, a title or a chart label keeps about a hundred of them: walking the whole name for
 * each (as `[...text]` does) was most of the time a comment of a 64 MiB report took.
 */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let count = 0;
  for (let i = 0; i < text.length; i += pairAt(text, i) ? 2 : 1) count++;
  return count > max;
}

/** Text shortened in the middle to `max` characters (code points), for a table cell or a title. */
export function shorten(text: string, max = MAX_CELL_CHARS): string {
  if (!longerThan(text, max)) return text;
  const keep = (max - 1) / 2;
  return `${headOf(text, Math.ceil(keep))}…${tailOf(text, Math.floor(keep))}`;
}

/** Text shortened from the start to `max` characters (code points): the end of a name is its most specific part. */
export function keepEnd(text: string, max: number): string {
  return longerThan(text, max) ? `…${tailOf(text, max - 1)}` : text;
}

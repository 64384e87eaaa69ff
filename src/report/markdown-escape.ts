// The one way text becomes markdown. Names, units, labels, runners, reasons, warnings, notes:
// any of them can come from a fork's files or a report artifact, and the comment is posted with
// the base repository's token. So the markdown faces never concatenate strings: they build
// `Markdown` values with the `markup` tag, whose literal parts are benchgate's own markup and whose
// every interpolated string goes through `escapeText`. A `Markdown` cannot be made from a string
// any other way, so a new field that reaches the comment is escaped whether or not its author
// thought of it.

/** Longer names are shortened in the middle: tables stay readable, both ends stay recognisable. */
export const MAX_CELL_CHARS = 120;

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
 *   the characters that end the string or that Mermaid reads as markup or entities are dropped.
 */
function escapeText(text: string, context: TextContext): string {
  const oneLine = text.replace(LINE_BREAKS, ' ');
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
          .replace(/([a-z][a-z0-9+.-]*)(:)(?=\/\/)/gi, '$1\u200d$2')
          .replace(/(www)\./gi, '$1\u200d.')
          .replace(/(GH)-(?=\d)/gi, '$1\u200d-')
          .replace(/\b[0-9a-f]{7,}\b/gi, (run) => run.replace(/(.{4})(?=.)/g, '$1\u200d'))
      );
    case 'code': {
      const content = oneLine;
      if (content.trim() === '') return '';
      const longest = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longest + 1);
      // A space on each side keeps a backtick at either end out of the fence (CommonMark strips one).
      const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
      return `${fence}${pad}${content}${pad}${fence}`;
    }
    case 'mermaid':
      return oneLine
        .replace(/["[\]`<>#;&\\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
  }
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

/** Text shortened in the middle to `max` characters (code points), for a table cell or a title. */
export function shorten(text: string, max = MAX_CELL_CHARS): string {
  if (text.length <= max) return text;
  const chars = [...text];
  if (chars.length <= max) return text;
  const keep = (max - 1) / 2;
  return `${chars.slice(0, Math.ceil(keep)).join('')}…${chars.slice(chars.length - Math.floor(keep)).join('')}`;
}

/** Text shortened from the start to `max` characters (code points): the end of a name is its most specific part. */
export function keepEnd(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `…${chars.slice(chars.length - (max - 1)).join('')}` : text;
}

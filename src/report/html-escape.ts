import { showControls } from './visible-controls.js';

// The one way text becomes HTML, as `markup` is for markdown (markdown-escape.ts). Names, units,
// labels, reasons and titles can come from a fork's files or a report artifact, and the HTML
// report is opened in a reviewer's browser. So the HTML faces never concatenate strings: they
// build `Html` values with the `html` tag, whose literal parts are benchgate's own markup and
// whose every interpolated string is escaped. An `Html` cannot be made from a string any other
// way, so a new field that reaches the page is escaped whether or not its author thought of it.

/**
 * Text for HTML element content and quoted attribute values: the five characters that could end
 * either escaped, and control, bidi and invisible characters shown as escapes (visible-controls.ts).
 */
export function escapeHtml(text: string): string {
  return showControls(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The only maker of Html values: set once by the class below, private to this module. */
let made: (source: string) => Html;

/** HTML source: benchgate's own markup with every piece of text in it escaped. */
export class Html {
  private constructor(readonly source: string) {}

  static {
    made = (source) => new Html(source);
  }
}

/**
 * What a template may hold: HTML made before (a list of it is joined as it is), text (escaped)
 * or a number (its digits need no escaping: a plot's thousands of coordinates skip the escaper).
 */
export type HtmlPiece = Html | readonly Html[] | string | number;

function sourceOf(piece: HtmlPiece): string {
  if (piece instanceof Html) return piece.source;
  if (typeof piece === 'number') return String(piece);
  if (typeof piece === 'string') return escapeHtml(piece);
  return piece.map((one) => one.source).join('');
}

/**
 * HTML from a template literal: the literal parts are markup as written, each `${...}` is
 * escaped text unless it is Html already. Only a template literal is accepted (its strings array
 * is frozen by the language), so a string cannot pass for markup by being handed in here. Each
 * value goes into element content or a quoted attribute value, never into an unquoted attribute,
 * a tag or attribute name, a URL, `<script>` or `<style>`: the escaping holds in those two places.
 * (Prettier formats templates tagged `html` as HTML; .prettierrc turns that off for these files.)
 */
export function html(literals: TemplateStringsArray, ...pieces: readonly HtmlPiece[]): Html {
  if (!Object.isFrozen(literals) || !Array.isArray(literals.raw)) throw new Error('html is a template tag: html`...`');
  let source = literals[0] ?? '';
  for (let i = 0; i < pieces.length; i++) source += sourceOf(pieces[i] as HtmlPiece) + (literals[i + 1] ?? '');
  return made(source);
}

/**
 * A number with `digits` decimals (a plot's coordinate): what `toFixed` writes (digits, `-`, `.`,
 * `e`, `+`, `Infinity`, `NaN`) needs no escaping, and a plot has thousands of them.
 */
export function fixed(value: number, digits: number): Html {
  return made(value.toFixed(digits));
}

/** Html pieces one after another, with `separator` between them. */
export function joinHtml(pieces: readonly Html[], separator: Html = made('')): Html {
  return made(pieces.map((piece) => piece.source).join(separator.source));
}

/** A name that wraps only after its separators (`/`, `.`, `_`, `-`, `:`), never inside a word. */
export function breakable(name: string): Html {
  return made(escapeHtml(name).replace(/([/._:-])(?=.)/g, '$1<wbr>'));
}

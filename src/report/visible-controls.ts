// One rule for every text face (the terminal table, log lines, markdown, HTML, the `-` outputs):
// a character that moves the cursor, rings, retitles a window, writes the clipboard (ESC, OSC 52,
// CSI U+009B), reorders a line (bidi overrides and isolates) or hides text (zero-width and tag
// characters) is shown as its escape, never passed on. Names, units, labels and reasons can all
// come from a fork's files, so no face may hand a reader's terminal or browser a control.

/**
 * The characters shown as escapes: C0 and C1 controls with DEL; the Arabic letter mark, bidi
 * marks, embeddings, overrides and isolates (U+061C, U+200E-200F, U+202A-202E, U+2066-2069);
 * zero-width and invisible characters (U+180E, U+200B-200D, U+2060-2065, U+FEFF); line and
 * paragraph separators (U+2028-2029); interlinear annotations (U+FFF9-FFFB) and tag characters
 * (U+E0000-E007F), which hide text from a reader but not from a machine.
 */
// eslint-disable-next-line no-control-regex -- the controls are what this rule is about.
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;

const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Escapes made so far: a text of a million controls asks for a few of them a million times. */
const made = new Map<string, string>(Object.entries(SHORT));

/** The escape a reader sees for a hidden character: `\n`, `\x1b`, `\u202e`, `\u{e0041}`. */
function escapeOf(char: string): string {
  const known = made.get(char);
  if (known !== undefined) return known;
  const code = char.codePointAt(0) ?? 0;
  const hex = code.toString(16);
  const escape = code <= 0xff ? `\\x${hex.padStart(2, '0')}` : code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
  made.set(char, escape);
  return escape;
}

/**
 * `text` with every hidden character (above) shown as its escape; any other character as it
 * is. One pass of a one-character class: linear in the text. Its output holds no hidden
 * character, so a second pass changes nothing.
 */
export function showControls(text: string): string {
  return text.replace(HIDDEN, escapeOf);
}

/** Longer names are shortened in the middle: tables stay readable, both ends stay recognisable. */
export const MAX_CELL_CHARS = 120;

function shorten(text: string): string {
  const chars = [...text];
  if (chars.length <= MAX_CELL_CHARS) return text;
  const keep = (MAX_CELL_CHARS - 1) / 2;
  return `${chars.slice(0, Math.ceil(keep)).join('')}…${chars.slice(chars.length - Math.floor(keep)).join('')}`;
}

/**
 * Makes any text safe as plain text in a GitHub markdown table cell: no table breaks (`|`,
 * newlines), no markup (`*`, `_`, backticks, `<`), no mentions or links: `@user`, `#123`,
 * `GH-123`, URLs (`https:`, `www.`) and commit-like hex runs get a zero-width joiner so they
 * neither ping nor link; at most 120 characters.
 */
export function escapeMarkdownCell(text: string): string {
  return shorten(text.replace(/\r\n|\r|\n/g, ' '))
    .replace(/[\\`*_[\]|~]/g, (char) => `\\${char}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([@#])(?=\w)/g, '$1\u200d')
    .replace(/\b([a-z][a-z0-9+.-]*)(:)(?=\/\/)/gi, '$1\u200d$2')
    .replace(/\b(www)\./gi, '$1\u200d.')
    .replace(/\b(GH)-(?=\d)/gi, '$1\u200d-')
    .replace(/\b[0-9a-f]{7,}\b/gi, (run) => run.replace(/(.{4})(?=.)/g, '$1\u200d'));
}

/** A label inside a Mermaid string: no quotes, brackets or line breaks that would end it. */
export function escapeMermaidLabel(text: string): string {
  const plain = text
    .replace(/["[\]\r\n`<>#;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...plain];
  // The end of a name is its most specific part (module paths come first): keep it.
  return chars.length > 40 ? `…${chars.slice(chars.length - 39).join('')}` : plain;
}

/**
 * Makes any text safe as plain text in a GitHub markdown table cell: no table breaks (`|`,
 * newlines), no markup (`*`, `_`, backticks, `<`), no mentions or issue links (`@user`, `#123`
 * get a zero-width joiner so they neither ping nor link).
 */
export function escapeMarkdownCell(text: string): string {
  return text
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/[\\`*_[\]|~]/g, (char) => `\\${char}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([@#])(?=\w)/g, '$1\u200d');
}

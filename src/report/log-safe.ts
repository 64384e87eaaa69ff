/**
 * Text from a PR (benchmark and file names) made safe for a log line: control characters are
 * shown as escapes, so no name can break a line, and a leading `::` is split with a zero-width
 * space, so no name can start a GitHub Actions workflow command (`::error::`, `::add-mask::`).
 */
export function logSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/[\u0000-\u001f\u007f]/g, (char) =>
    char === '\n' ? '\\n' : char === '\r' ? '\\r' : char === '\t' ? '\\t' : `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return visible.startsWith('::') ? `:\u200b${visible.slice(1)}` : visible;
}

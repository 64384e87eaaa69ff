import { showControls } from './visible-controls.js';

/**
 * Text from a PR (benchmark and file names) made safe for a log line: control, bidi and
 * invisible characters are shown as escapes (visible-controls.ts), so no name can break a line
 * or drive the reader's terminal, and a leading `::` is split with a zero-width space, so no
 * name can start a GitHub Actions workflow command (`::error::`, `::add-mask::`).
 */
export function logSafe(text: string): string {
  const visible = showControls(text);
  return visible.startsWith('::') ? `:\u200b${visible.slice(1)}` : visible;
}

import { InputError } from '../errors.js';

/**
 * Characters neither shell gives a meaning to: a path of them alone is put in bare, so that it
 * holds inside a command's own quotes too (`--export-json "{out}"`).
 */
const PLAIN: Readonly<Record<'posix' | 'win32', RegExp>> = { posix: /^[\w./-]+$/, win32: /^[\w.\\:~-]+$/ };

/**
 * A path as one word of the shell that runs the commands (`{out}`), whatever it holds: bare when
 * nothing in it is special; else for a POSIX shell in single quotes, where nothing is special but
 * the quote itself, written `'\''` (close, an escaped quote, reopen); for cmd.exe (Node's shell on
 * Windows) in double quotes, where a path cannot hold `"` and `%` would still expand a variable,
 * so such a path is refused.
 */
export function shellWord(path: string, platform: NodeJS.Platform): string {
  if (PLAIN[platform === 'win32' ? 'win32' : 'posix'].test(path)) return path;
  if (platform !== 'win32') return `'${path.replaceAll("'", `'\\''`)}'`;
  if (/["%]/.test(path))
    throw new InputError(`{out}: the temporary directory ${path} holds " or %, which cmd.exe cannot quote; set TEMP to a directory without them`);
  return `"${path}"`;
}

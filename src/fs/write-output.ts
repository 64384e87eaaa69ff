import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { InputError } from '../errors.js';

/** Characters encoded and written at a time (issue 16: a 10,000-row JSON report is 9.4 MB). */
export const WRITE_CHUNK_CHARS = 1 << 19;

function isSpecialFile(path: string): boolean {
  try {
    return !statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Writes `text` to an open file a slice at a time through one buffer, where writeFileSync would
 * encode the whole text into a buffer of its own first: 9.4 MB of fresh memory for a large
 * report, 83 against 45 ms to write it here. A slice never ends between the two halves of a
 * surrogate pair, which would be encoded apart as two U+FFFD.
 */
function writeInSlices(fd: number, text: string, chunkChars: number): void {
  // UTF-8 takes at most 3 bytes for a UTF-16 code unit (4 for a pair, which is 2 units); one
  // unit more than a slice for the pair a one-unit slice must take whole.
  const buffer = Buffer.allocUnsafe(3 * (Math.min(chunkChars, text.length) + 1));
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + chunkChars);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += end - 1 > start ? -1 : 1;
    const length = buffer.write(text.slice(start, end), 0, 'utf8');
    for (let written = 0; written < length;) written += writeSync(fd, buffer, written, length - written);
    start = end;
  }
}

/**
 * Writes a whole file or nothing: to a temporary name beside it, then renamed, so a reader never
 * sees half a report. Devices and pipes (/dev/null, /dev/stdout) are written to directly: a
 * rename would replace them.
 */
export function writeTextFile(path: string, text: string, option: string, chunkChars = WRITE_CHUNK_CHARS): void {
  const temporary = `${path}.benchgate-${process.pid}.tmp`;
  const special = isSpecialFile(path);
  try {
    const fd = openSync(special ? path : temporary, 'w');
    try {
      writeInSlices(fd, text, chunkChars);
    } finally {
      closeSync(fd);
    }
    if (!special) renameSync(temporary, path);
  } catch (error) {
    if (!special) rmSync(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'its folder does not exist' : code === 'EACCES' ? 'permission denied' : (code ?? (error as Error).message);
    throw new InputError(`${option}: cannot write "${path}": ${why}`);
  }
}

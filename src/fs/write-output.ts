import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { InputError } from '../errors.js';

/** Characters encoded and written at a time (issue 16: a 10,000-row JSON report is 9.4 MB). */
const WRITE_CHUNK_CHARS = 1 << 19;

/** An error of the file system (ENOENT, EACCES, ...), as against one thrown by the text's writer. */
function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

function isSpecialFile(path: string): boolean {
  try {
    return !statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * A sink that writes the text handed to it to an open file through one buffer of `chunkChars`
 * characters' worth of UTF-8, where writeFileSync would encode a whole text into a buffer of its
 * own first: 9.4 MB of fresh memory for a large report, 83 against 45 ms to write it here. Small
 * pieces are gathered in the buffer, a long one is written a slice at a time; a slice never ends
 * between the two halves of a surrogate pair, which would be encoded apart as two U+FFFD (nor may
 * two pieces). `flush` writes what is gathered.
 */
function fileSink(fd: number, chunkChars: number): { readonly sink: (text: string) => void; readonly flush: () => void } {
  // UTF-8 takes at most 3 bytes for a UTF-16 code unit (4 for a pair, which is 2 units); one
  // unit more than a slice for the pair a one-unit slice must take whole.
  let buffer: Buffer | undefined;
  let used = 0;
  const flush = (): void => {
    for (let written = 0; written < used;) written += writeSync(fd, buffer as Buffer, written, used - written);
    used = 0;
  };
  const sink = (text: string): void => {
    // Sized for the first text when it is short: a small file needs no 1.5 MB buffer.
    buffer ??= Buffer.allocUnsafe(3 * (Math.min(chunkChars, text.length) + 1));
    if (used + 3 * text.length <= buffer.length) {
      used += buffer.write(text, used, 'utf8');
      return;
    }
    flush();
    if (buffer.length < 3 * (chunkChars + 1) && text.length > (buffer.length - 3) / 3) buffer = Buffer.allocUnsafe(3 * (Math.min(chunkChars, text.length) + 1));
    for (let start = 0; start < text.length;) {
      let end = Math.min(text.length, start + chunkChars);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += end - 1 > start ? -1 : 1;
      used = buffer.write(end - start === text.length ? text : text.slice(start, end), 0, 'utf8');
      if (end < text.length) flush();
      start = end;
    }
  };
  return { sink, flush };
}

/**
 * Writes a whole file or nothing: to a temporary name beside it, then renamed, so a reader never
 * sees half a report. Devices and pipes (/dev/null, /dev/stdout) are written to directly: a
 * rename would replace them. `write` hands the file's text to its sink a piece at a time (a
 * report too large to hold twice is never made whole: report/json.ts writeJson).
 */
export function writeFileFrom(path: string, option: string, write: (sink: (text: string) => void) => void, chunkChars = WRITE_CHUNK_CHARS): void {
  const temporary = `${path}.benchgate-${process.pid}.tmp`;
  const special = isSpecialFile(path);
  try {
    const fd = openSync(special ? path : temporary, 'w');
    try {
      const { sink, flush } = fileSink(fd, chunkChars);
      write(sink);
      flush();
    } finally {
      closeSync(fd);
    }
    if (!special) renameSync(temporary, path);
  } catch (error) {
    if (!special) rmSync(temporary, { force: true });
    if (!isErrnoException(error)) throw error;
    const code = error.code;
    const why = code === 'ENOENT' ? 'its folder does not exist' : code === 'EACCES' ? 'permission denied' : (code ?? error.message);
    throw new InputError(`${option}: cannot write "${path}": ${why}`);
  }
}

/** Writes `text` as writeFileFrom does: the whole file or nothing. */
export function writeTextFile(path: string, text: string, option: string, chunkChars = WRITE_CHUNK_CHARS): void {
  writeFileFrom(path, option, (sink) => sink(text), chunkChars);
}

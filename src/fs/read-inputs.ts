import { isAscii } from 'node:buffer';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { globSync } from 'tinyglobby';
import { InputError } from '../errors.js';
import { HEAD_LENGTH, type SourceText } from '../model/source-text.js';

const GLOB_CHARS = /[*?[\]{}]/;
/** A part of a pattern that may be more than its own name to picomatch (globs, extglobs, escapes, negation). */
const PATTERN_CHARS = /[*?[\]{}()!+@\\]/;

/**
 * The matches of a pattern whose fixed folders lead out of the working folder (an absolute path
 * elsewhere, or up through ..), globbed from those folders; undefined for any other pattern.
 * tinyglobby crawls such a pattern from the folder its .. reach, `/` for an absolute path, and
 * tests every entry of each folder on the way down: `/tmp/run/*.txt` read and matched the whole
 * of /tmp (a comparison's two such globs in a /tmp of 990 entries: 35-43 ms of CPU). The names are the ones
 * tinyglobby gives there: relative to the working folder, a folder with a trailing slash.
 */
function globOutside(pattern: string): string[] | undefined {
  const parts = pattern.split('/');
  let fixed = 0;
  while (fixed < parts.length - 1 && !PATTERN_CHARS.test(parts[fixed] ?? '')) fixed++;
  if (fixed === 0) return undefined;
  const cwd = process.cwd();
  const dir = posix.resolve(cwd, parts.slice(0, fixed).join('/') || '/');
  const fromCwd = posix.relative(cwd, dir);
  if (fromCwd !== '..' && !fromCwd.startsWith('../')) return undefined;
  const rest = parts.slice(fixed).join('/');
  // A leading ** matches the fixed folder itself too, which tinyglobby names from its own start.
  if (rest.startsWith('**')) return undefined;
  return globSync(rest, { cwd: dir, onlyFiles: false, expandDirectories: false }).map((match) => {
    const path = posix.relative(cwd, `${dir}/${match}`);
    return match.endsWith('/') && path !== '' ? `${path}/` : path || '.';
  });
}

/** A directory is an input only as a Criterion.rs tree; its sample and benchmark files are read. */
function readDirectory(path: string, option: string): SourceText {
  const names = globSync('**/new/{sample,benchmark}.json', { cwd: path, onlyFiles: true, expandDirectories: false }).sort();
  if (names.length === 0)
    throw new InputError(
      `${option}: "${path}" is a directory; name the files in it (for example "${path}/*.json"), or give a Criterion.rs target/criterion directory`,
    );
  return {
    name: path.replace(/\/+$/, ''),
    text: '',
    entries: names.map((name) => ({ name, text: decodeText(readFileSync(`${path}/${name}`), name, option) })),
  };
}

/** UTF-16 and binary data are named as such in one line (never parsed, never dumped). */
function checkText(bytes: Buffer, path: string, option: string): void {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new InputError(`${option}: "${path}" is UTF-16 text; save it as UTF-8 (for example: iconv -f UTF-16 -t UTF-8)`);
  }
  if (bytes.subarray(0, 8192).includes(0))
    throw new InputError(`${option}: "${path}" is not text (it holds binary data); give the benchmark tool's text or JSON output`);
}

/**
 * UTF-8 bytes as a string, a byte-order mark dropped. Bytes that are all ASCII, as benchmark
 * output mostly is, are copied as Latin-1, the same characters: 11 against 17 ms for a 3.4 MB
 * JSON file here.
 */
function utf8Text(bytes: Buffer): string {
  const text = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The text of an input file: UTF-8, its byte-order mark dropped. */
function decodeText(bytes: Buffer, path: string, option: string): string {
  checkText(bytes, path, option);
  return utf8Text(bytes);
}

function readError(error: unknown, path: string, option: string): InputError {
  if (error instanceof InputError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
  return new InputError(`${option}: cannot read "${path}": ${why}`);
}

/** The first `length` bytes of a file, or all of it when it is shorter. */
function readHead(path: string, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(length);
    return head.subarray(0, readSync(fd, head, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

/** Files up to this size are read into the shared buffer; a larger one gets its own, so that no buffer of its size outlives it. */
export const SHARED_READ_LIMIT = 16 * 1024 * 1024;

/**
 * One buffer lent to the files of a process in turn: on this 2-core VM a page of memory touched
 * for the first time costs about 10 µs, and a fresh buffer per file (freed only when the collector
 * finds it) touched fresh pages for every file of a side. A file asking while the buffer is lent
 * gets a buffer of its own, so no file ever sees another's bytes.
 */
export class ReadBuffer {
  private buffer: Buffer | undefined;
  private borrower: object | undefined;

  /** The bytes of the file at `path` (`size` when it was listed), in the shared buffer when it is free and the file small enough. */
  read(path: string, size: number, borrower: object): Buffer {
    if (this.borrower !== undefined || size > SHARED_READ_LIMIT) return readFileSync(path);
    // One spare byte, so that a file read to its end is known to be whole without growing.
    let buffer = this.room(size + 1, 0);
    const fd = openSync(path, 'r');
    let used = 0;
    try {
      for (;;) {
        // A file that grew since it was listed: twice the room, whatever the limit.
        if (used === buffer.length) buffer = this.room(2 * used, used);
        const read = readSync(fd, buffer, used, buffer.length - used, null);
        if (read === 0) break;
        used += read;
      }
    } finally {
      closeSync(fd);
    }
    this.borrower = borrower;
    return buffer.subarray(0, used);
  }

  /** The buffer, with room for `wanted` bytes and its first `keep` bytes kept. */
  private room(wanted: number, keep: number): Buffer {
    const old = this.buffer;
    if (old !== undefined && old.length >= wanted) return old;
    // At least twice its size: the files of a side differ by a few bytes, and each larger one
    // would otherwise be a new buffer.
    const buffer = Buffer.allocUnsafeSlow(old === undefined ? wanted : Math.max(wanted, Math.min(2 * old.length, SHARED_READ_LIMIT + 1)));
    old?.copy(buffer, 0, 0, keep);
    this.buffer = buffer;
    return buffer;
  }

  /** Takes the buffer back from `borrower`, if it holds it. */
  giveBack(borrower: object): void {
    if (this.borrower === borrower) this.borrower = undefined;
  }
}

/** The process's read buffer: each CLI or action run reads its sides through it. */
const processReadBuffer = new ReadBuffer();

/**
 * An input file, read when a parser first asks for it: detection and the checks for empty and
 * binary files read its first 64 KB; the go parser reads its bytes (a go file is never decoded);
 * the other formats its text, decoded as it is read (no copy of the bytes is kept beside it).
 * `release` lets them go once the file is parsed, so that a side of 20 files holds one file at a
 * time, not all of them.
 */
function fileSource(path: string, size: number, option: string, readBuffer: ReadBuffer): SourceText {
  let head: Buffer | undefined;
  let bytes: Buffer | undefined;
  let text: string | undefined;
  const reading = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      throw readError(error, path, option);
    }
  };
  // Checked before anything else is read: UTF-16 and binary files are named, never parsed.
  const firstBytes = (): Buffer => {
    if (head === undefined) {
      head = bytes?.subarray(0, HEAD_LENGTH) ?? reading(() => readHead(path, HEAD_LENGTH));
      checkText(head, path, option);
    }
    return head;
  };
  // Whom the shared buffer is lent to (see ReadBuffer): this file, until it is released.
  const borrower = {};
  const allBytes = (): Buffer => {
    firstBytes();
    bytes ??= reading(() => readBuffer.read(path, size, borrower));
    return bytes;
  };
  return {
    name: path,
    size,
    head: (length) => (length <= HEAD_LENGTH ? firstBytes().subarray(0, length) : allBytes().subarray(0, length)),
    get bytes(): Buffer {
      return allBytes();
    },
    get text(): string {
      if (text === undefined) {
        firstBytes();
        // Decoded from the shared buffer, which is given back at once: the text is a copy.
        text = utf8Text(bytes ?? reading(() => readBuffer.read(path, size, borrower)));
        if (bytes === undefined) readBuffer.giveBack(borrower);
      }
      return text;
    },
    release(): void {
      head = undefined;
      bytes = undefined;
      text = undefined;
      readBuffer.giveBack(borrower);
    },
  };
}

function readOne(path: string, option: string, readBuffer: ReadBuffer): SourceText {
  try {
    const stats = statSync(path);
    if (stats.isDirectory()) return readDirectory(path, option);
    // A FIFO or a device would block or never end.
    if (!stats.isFile()) throw new InputError(`${option}: "${path}" is not a regular file (a pipe, socket or device); write the output to a file first`);
    return fileSource(path, stats.size, option, readBuffer);
  } catch (error) {
    throw readError(error, path, option);
  }
}

/**
 * The files one option names, in the order given, globs expanded and sorted so that the same
 * files always make the same runs. A glob that matches nothing and a missing file are errors.
 * Their bytes are read through `readBuffer` (tests give each their own).
 */
export function readInputFiles(patterns: readonly string[], option: string, readBuffer: ReadBuffer = processReadBuffer): SourceText[] {
  const paths: string[] = [];
  for (const pattern of patterns) {
    if (!GLOB_CHARS.test(pattern)) {
      paths.push(pattern);
      continue;
    }
    const matches = (process.platform === 'win32' ? undefined : globOutside(pattern)) ?? globSync(pattern, { onlyFiles: false, expandDirectories: false });
    matches.sort();
    if (matches.length === 0) throw new InputError(`${option}: "${pattern}" matched no files`);
    for (const match of matches) paths.push(match);
  }
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw new InputError(`${option}: "${path}" is given twice; every file is one run, so each may appear once`);
    seen.add(path);
  }
  return paths.map((path) => readOne(path, option, readBuffer));
}

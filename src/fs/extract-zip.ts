import { closeSync, createReadStream, createWriteStream, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';

// A zip reader for artifacts that may come from a fork: every limit is checked before a byte is
// written or while the bytes are inflated, never after (PKWARE APPNOTE 6.3.10 for the layout).

/** What one archive may hold. */
export interface ZipLimits {
  /** Entries of the central directory, folders and skipped files included. */
  readonly maxEntries: number;
  /** Bytes written for all the files together, counted as they are inflated. */
  readonly maxBytes: number;
  /** Names of the files (at the top of the archive) to write; the other entries are checked, then skipped. */
  readonly only?: ReadonlySet<string>;
}

/** Why an archive was refused; `written` bytes had been written when it was. */
export class ZipError extends Error {
  override readonly name = 'ZipError';
  constructor(
    message: string,
    readonly written = 0,
  ) {
    super(message);
  }
}

interface Entry {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  /** As declared: an early refusal when too large, and the most an entry may inflate to. */
  readonly size: number;
  readonly localOffset: number;
}

const END = 0x06054b50;
const END64_LOCATOR = 0x07064b50;
const END64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The end record is 22 bytes and its comment at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;
/** Far beyond benchgate's few short names; a larger directory is not an artifact of ours. */
const MAX_CENTRAL_DIRECTORY_BYTES = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, position);
  if (read !== length) throw new ZipError('it is not a zip: it ends early');
  return buffer;
}

/** A 64-bit field as a number, refused beyond what a double holds exactly. */
function uint64(buffer: Buffer, at: number): number {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('it is not a zip: a 64-bit size is out of range');
  return Number(value);
}

/** Where the central directory is, and how many entries it says it has. */
function centralDirectory(fd: number, fileSize: number): { entries: number; offset: number; size: number; end: number } {
  const tailLength = Math.min(fileSize, END_SEARCH_BYTES);
  const tail = readAt(fd, fileSize - tailLength, tailLength);
  // The end record is the one whose comment reaches exactly to the end of the file.
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END && i + 22 + tail.readUInt16LE(i + 20) === tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipError('it is not a zip: no end of central directory record');
  const end = fileSize - tailLength + at;
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0 || tail.readUInt16LE(at + 8) !== tail.readUInt16LE(at + 10))
    throw new ZipError('it is a zip of several parts');
  const entries = tail.readUInt16LE(at + 10);
  const size = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  if (entries !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) return { entries, offset, size, end };
  // ZIP64: a locator just before the end record points at the 64-bit end record.
  if (end < 20) throw new ZipError('it is not a zip: no ZIP64 end record');
  const locator = readAt(fd, end - 20, 20);
  if (locator.readUInt32LE(0) !== END64_LOCATOR) throw new ZipError('it is not a zip: no ZIP64 end record');
  const recordAt = uint64(locator, 8);
  if (recordAt + 56 > end - 20) throw new ZipError('it is not a zip: its ZIP64 end record is out of place');
  const record = readAt(fd, recordAt, 56);
  if (record.readUInt32LE(0) !== END64) throw new ZipError('it is not a zip: no ZIP64 end record');
  if (record.readUInt32LE(16) !== 0 || record.readUInt32LE(20) !== 0 || uint64(record, 24) !== uint64(record, 32))
    throw new ZipError('it is a zip of several parts');
  return { entries: uint64(record, 32), size: uint64(record, 40), offset: uint64(record, 48), end: recordAt };
}

/** Why a name could leave the folder or name no file, if it could. */
function unsafeName(name: string): string | undefined {
  if (name === '' || name.includes('\0')) return 'an empty name or a NUL';
  if (name.includes('\\')) return 'a backslash';
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return 'an absolute path';
  const parts = name.replace(/\/$/, '').split('/');
  if (parts.includes('..')) return 'a parent folder (..)';
  if (parts.some((part) => part === '' || part === '.')) return 'an empty or "." folder';
  return undefined;
}

/** The ZIP64 extra field (id 1) holds, in order, each size or offset that is 0xffffffff in the header. */
function zip64Values(extra: Buffer, wanted: readonly boolean[]): number[] {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 1) {
      const values: number[] = [];
      let field = at + 4;
      for (const needed of wanted) {
        if (!needed) continue;
        if (field + 8 > at + 4 + length || field + 8 > extra.length) throw new ZipError('it is not a zip: a ZIP64 field is short');
        values.push(uint64(extra, field));
        field += 8;
      }
      return values;
    }
    at += 4 + length;
  }
  throw new ZipError('it is not a zip: a ZIP64 size has no ZIP64 field');
}

function readEntries(fd: number, fileSize: number, limits: ZipLimits): { entries: Entry[]; dataEnd: number } {
  const directory = centralDirectory(fd, fileSize);
  if (directory.entries > limits.maxEntries) throw new ZipError(`it holds ${directory.entries} entries, more than the ${limits.maxEntries} allowed`);
  if (directory.size > MAX_CENTRAL_DIRECTORY_BYTES)
    throw new ZipError(`its central directory has ${directory.size} bytes, more than the ${MAX_CENTRAL_DIRECTORY_BYTES} allowed`);
  if (directory.offset + directory.size > directory.end) throw new ZipError('it is not a zip: its central directory is out of place');
  const buffer = readAt(fd, directory.offset, directory.size);
  const entries: Entry[] = [];
  const names = new Set<string>();
  let at = 0;
  for (let i = 0; i < directory.entries; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL) throw new ZipError('it is not a zip: its central directory is damaged');
    const madeBy = buffer.readUInt16LE(at + 4);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength + commentLength > buffer.length) throw new ZipError('it is not a zip: its central directory is damaged');
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const unsafe = unsafeName(name);
    if (unsafe !== undefined) throw new ZipError(`its entry "${name}" has ${unsafe}`);
    if (names.has(name)) throw new ZipError(`it has two entries "${name}"`);
    names.add(name);
    // The upper half of the external attributes is a Unix mode when the archiver wrote one
    // (madeBy's high byte 3, Unix): only plain files and folders are extracted, never links.
    const mode = buffer.readUInt32LE(at + 38) >>> 16;
    const type = mode & S_IFMT;
    if (type === S_IFLNK) throw new ZipError(`its entry "${name}" is a symbolic link`);
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) throw new ZipError(`its entry "${name}" is not a file or a folder (made by ${madeBy >>> 8})`);
    let compressedSize = buffer.readUInt32LE(at + 20);
    let size = buffer.readUInt32LE(at + 24);
    let localOffset = buffer.readUInt32LE(at + 42);
    const wide = [size === 0xffffffff, compressedSize === 0xffffffff, localOffset === 0xffffffff];
    if (wide.some(Boolean)) {
      const values = zip64Values(buffer.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), wide);
      if (wide[0] === true) size = values.shift() ?? size;
      if (wide[1] === true) compressedSize = values.shift() ?? compressedSize;
      if (wide[2] === true) localOffset = values.shift() ?? localOffset;
    }
    entries.push({
      name,
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      crc: buffer.readUInt32LE(at + 16),
      compressedSize,
      size,
      localOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, dataEnd: directory.offset };
}

/** Passes bytes on while they stay within `room`, and sums their CRC-32. */
class Bounded extends Transform {
  bytes = 0;
  crc = 0;
  constructor(
    private readonly room: number,
    private readonly tooMuch: () => ZipError,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.bytes + chunk.length > this.room) {
      done(this.tooMuch());
      return;
    }
    this.bytes += chunk.length;
    this.crc = crc32(chunk, this.crc);
    done(null, chunk);
  }
}

/**
 * Extracts the zip at `zipPath` into `directory` (an empty folder) within `limits`, or throws
 * ZipError. Refused before anything is written: more entries than allowed, a name with `..`, an
 * absolute path or a backslash, a symbolic link or other special file, encryption, a method other
 * than stored or deflate, and files whose declared sizes add up beyond the limit. Refused while
 * inflating: a file that inflates beyond its declared size or the bytes left, counted on the real
 * inflated bytes; afterwards, a file shorter than declared or with another CRC-32.
 */
export async function extractZip(
  zipPath: string,
  directory: string,
  limits: ZipLimits,
): Promise<{ readonly files: readonly string[]; readonly bytes: number }> {
  const fd = openSync(zipPath, 'r');
  let entries: Entry[];
  let dataEnd: number;
  try {
    ({ entries, dataEnd } = readEntries(fd, fstatSync(fd).size, limits));
  } finally {
    closeSync(fd);
  }
  const files = entries.filter((entry) => !entry.name.endsWith('/') && (limits.only === undefined || limits.only.has(entry.name)));
  for (const entry of files) {
    if ((entry.flags & 1) !== 0) throw new ZipError(`its entry "${entry.name}" is encrypted`);
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new ZipError(`its entry "${entry.name}" uses compression method ${entry.method}`);
  }
  const declared = files.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.maxBytes) throw new ZipError(`its files would extract to ${declared} bytes, more than the ${limits.maxBytes} allowed`);

  const root = resolve(directory);
  if (limits.only === undefined) for (const entry of entries) if (entry.name.endsWith('/')) mkdirSync(join(root, entry.name), { recursive: true });
  let written = 0;
  for (const entry of files) {
    const target = join(root, entry.name);
    // Checked names cannot leave the folder; this says so where the file is opened.
    if (!target.startsWith(root + sep)) throw new ZipError(`its entry "${entry.name}" would leave the folder`, written);
    const dataStart = localDataStart(zipPath, entry);
    if (dataStart + entry.compressedSize > dataEnd) throw new ZipError(`it is not a zip: the data of "${entry.name}" overruns the archive`, written);
    const room = Math.min(entry.size, limits.maxBytes - written);
    const bounded = new Bounded(room, () =>
      room === entry.size
        ? new ZipError(`its entry "${entry.name}" inflates beyond the ${entry.size} bytes it declares; stopped`)
        : new ZipError(`its files inflate beyond the ${limits.maxBytes} bytes allowed; stopped`),
    );
    const source = entry.compressedSize === 0 ? Readable.from([]) : createReadStream(zipPath, { start: dataStart, end: dataStart + entry.compressedSize - 1 });
    try {
      mkdirSync(dirname(target), { recursive: true });
      // 'wx': a new file only, never one already there (or a link in its place).
      await pipeline(source, entry.method === DEFLATED ? createInflateRaw() : new PassThrough(), bounded, createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      const why =
        error instanceof ZipError
          ? error.message
          : `its entry "${entry.name}" could not be extracted (${error instanceof Error ? error.message : String(error)})`;
      throw new ZipError(why, written + bounded.bytes);
    }
    written += bounded.bytes;
    if (bounded.bytes !== entry.size) throw new ZipError(`its entry "${entry.name}" has ${bounded.bytes} bytes, not the ${entry.size} it declares`, written);
    if (bounded.crc >>> 0 !== entry.crc) throw new ZipError(`its entry "${entry.name}" is damaged (CRC-32 mismatch)`, written);
  }
  return { files: files.map((entry) => entry.name), bytes: written };
}

/** Where an entry's data starts: after its local header, whose name must be the central one's. */
function localDataStart(zipPath: string, entry: Entry): number {
  const fd = openSync(zipPath, 'r');
  try {
    const header = readAt(fd, entry.localOffset, 30);
    if (header.readUInt32LE(0) !== LOCAL) throw new ZipError(`it is not a zip: no local header for "${entry.name}"`);
    const nameLength = header.readUInt16LE(26);
    const name = readAt(fd, entry.localOffset + 30, nameLength).toString('utf8');
    if (name !== entry.name) throw new ZipError(`its entry "${entry.name}" has another name ("${name}") in its local header`);
    return entry.localOffset + 30 + nameLength + header.readUInt16LE(28);
  } finally {
    closeSync(fd);
  }
}

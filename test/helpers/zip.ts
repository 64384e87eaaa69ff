import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** One entry of a test zip: stored bytes, or raw deflate data with the size and CRC it inflates to. */
export interface ZipEntry {
  readonly name: string;
  readonly data?: Buffer | string;
  readonly deflated?: { readonly data: Buffer; readonly size: number; readonly crc: number };
  /** The size the headers declare, when it is to differ from the real one. */
  readonly declaredSize?: number;
  /** A Unix mode in the upper half of the external attributes (0o120777: a symbolic link). */
  readonly mode?: number;
}

/** A zip of the given entries, with a central directory as archivers write it. */
export function makeZipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const stored = Buffer.from(entry.data ?? '');
    const data = entry.deflated?.data ?? stored;
    const size = entry.declaredSize ?? entry.deflated?.size ?? stored.length;
    const crc = entry.deflated?.crc ?? crc32(stored);
    const method = entry.deflated === undefined ? 0 : 8;
    const nameBytes = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Made by Unix (3), so that the mode in the external attributes counts.
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip of the given files, stored without compression (enough for an artifact fake). */
export function makeZip(files: Readonly<Record<string, string>>): Buffer {
  return makeZipOf(Object.entries(files).map(([name, data]) => ({ name, data })));
}

/**
 * `mebibytes` MiB of zeros as raw deflate data of about 1 KB a MiB, made without inflating it:
 * one MiB compressed and ended by a sync flush (a byte-aligned, non-final block) repeated, then
 * an empty final block. 4 GiB make a zip of 4.2 MB in a few milliseconds.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(block), deflateRawSync(Buffer.alloc(0))]);
}

/** The files of a zip (stored or deflated), read through its central directory. */
export function readZip(zip: Buffer): Record<string, string> {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString();
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractZip, ZipError, type ZipLimits } from '../../src/fs/extract-zip.js';
import { scratchDir } from '../helpers/scratch.js';
import { deflatedZeros, makeZip, makeZipOf, type ZipEntry } from '../helpers/zip.js';

const LIMITS: ZipLimits = { maxEntries: 16, maxBytes: 64 * 1024 * 1024 };

/** Writes `zip` to a fresh folder and extracts it into `out/` beside it; what was written, or the error. */
async function extract(zip: Buffer, limits: ZipLimits = LIMITS): Promise<{ out: string; error: ZipError | undefined; files: Record<string, number> }> {
  const dir = scratchDir('zip');
  const zipPath = join(dir, 'artifact.zip');
  const out = join(dir, 'out');
  writeFileSync(zipPath, zip);
  mkdirSync(out);
  let error: ZipError | undefined;
  try {
    await extractZip(zipPath, out, limits);
  } catch (caught) {
    if (!(caught instanceof ZipError)) throw caught;
    error = caught;
  }
  // Everything under dir except the zip itself: nothing may land outside out/.
  const files: Record<string, number> = {};
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const name = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(join(folder, entry.name), `${name}/`);
      else if (name !== 'artifact.zip') files[name] = statSync(join(folder, entry.name)).size;
    }
  };
  walk(dir, '');
  return { out, error, files };
}

function deflatedEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text);
  return { name, deflated: { data: deflateRawSync(data), size: data.length, crc: crc32(data) } };
}

describe('extractZip', () => {
  it('extracts stored and deflated files, and only the ones asked for', async () => {
    const zip = makeZipOf([{ name: 'report.json', data: '{"a":1}' }, deflatedEntry('comment.json', '{"suite":"x"}'), { name: 'report.html', data: '<html>' }]);
    const all = await extract(zip);
    expect(all.error).toBeUndefined();
    expect(all.files).toEqual({ 'out/report.json': 7, 'out/comment.json': 13, 'out/report.html': 6 });
    expect(readFileSync(join(all.out, 'comment.json'), 'utf8')).toBe('{"suite":"x"}');
    const some = await extract(zip, { ...LIMITS, only: new Set(['report.json', 'comment.json']) });
    expect(some.files).toEqual({ 'out/report.json': 7, 'out/comment.json': 13 });
  });

  it("reads Info-ZIP's ZIP64 records", async () => {
    const { error, out } = await extract(readFileSync('test/fixtures/zip/zip64.zip'));
    expect(error).toBeUndefined();
    expect(readFileSync(join(out, 'report.json'), 'utf8')).toBe('hello report\n');
    expect(readFileSync(join(out, 'comment.json'), 'utf8')).toBe('{"suite":"default"}');
  });

  it('keeps every entry inside the folder: ../, absolute paths and backslashes are refused before a byte is written', async () => {
    for (const name of ['../escape.json', 'a/../../escape.json', '/tmp/escape.json', 'C:/escape.json', '..\\escape.json', 'a//b.json']) {
      const { error, files } = await extract(
        makeZipOf([
          { name: 'report.json', data: 'fine' },
          { name, data: 'escaped' },
        ]),
      );
      expect(error?.message, name).toMatch(/^its entry ".*" has (a parent folder|an absolute path|a backslash|an empty or "\." folder)/);
      expect(files, name).toEqual({});
    }
  });

  it("refuses a symbolic link, Info-ZIP's as well as ours", async () => {
    const ours = await extract(makeZipOf([{ name: 'report.json', data: '/etc/passwd', mode: 0o120777 }]));
    expect(ours.error?.message).toBe('its entry "report.json" is a symbolic link');
    const infoZip = await extract(readFileSync('test/fixtures/zip/symlink.zip'));
    expect(infoZip.error?.message).toBe('its entry "link.json" is a symbolic link');
    expect({ ...ours.files, ...infoZip.files }).toEqual({});
  });

  it('refuses more entries than allowed before reading them', async () => {
    const zip = makeZipOf(Array.from({ length: 5000 }, (_, i) => ({ name: `f${i}.json`, data: '1' })));
    const started = performance.now();
    const { error, files } = await extract(zip);
    expect(error?.message).toBe('it holds 5000 entries, more than the 16 allowed');
    expect(files).toEqual({});
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses 4 GiB of zeros declared as such before writing anything', async () => {
    const bomb = deflatedZeros(4095);
    const zip = makeZipOf([{ name: 'report.json', deflated: { data: bomb, size: 4095 * 2 ** 20, crc: 0 } }]);
    expect(zip.length).toBeLessThan(5 * 2 ** 20);
    const { error, files } = await extract(zip);
    expect(error?.message).toBe('its files would extract to 4293918720 bytes, more than the 67108864 allowed');
    expect(files).toEqual({});
  });

  it('stops 4 GiB of zeros declared as 1 MiB once it inflates beyond 1 MiB, counting the real bytes', async () => {
    const zip = makeZipOf([{ name: 'report.json', deflated: { data: deflatedZeros(4095), size: 4095 * 2 ** 20, crc: 0 }, declaredSize: 2 ** 20 }]);
    const started = performance.now();
    const { error, files } = await extract(zip);
    expect(error?.message).toBe('its entry "report.json" inflates beyond the 1048576 bytes it declares; stopped');
    expect(error?.written).toBeLessThanOrEqual(2 ** 20);
    expect(files['out/report.json']).toBeLessThanOrEqual(2 ** 20);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stops at the limit on all files together', async () => {
    const entries = [1, 2, 3].map((i) => ({ name: `f${i}.json`, data: 'x'.repeat(400) }));
    const { error, files } = await extract(makeZipOf(entries), { maxEntries: 16, maxBytes: 1000 });
    expect(error?.message).toBe('its files would extract to 1200 bytes, more than the 1000 allowed');
    expect(files).toEqual({});
  });

  it('refuses a file shorter than it declares, or whose CRC-32 differs', async () => {
    const short = await extract(makeZipOf([{ name: 'report.json', data: 'abc', declaredSize: 10 }]));
    expect(short.error?.message).toBe('its entry "report.json" has 3 bytes, not the 10 it declares');
    const data = Buffer.from('abc');
    const damaged = await extract(makeZipOf([{ name: 'report.json', deflated: { data: deflateRawSync(data), size: 3, crc: crc32(data) ^ 1 } }]));
    expect(damaged.error?.message).toBe('its entry "report.json" is damaged (CRC-32 mismatch)');
  });

  it('refuses malformed zips with a reason, never a crash', async () => {
    const good = makeZip({ 'report.json': '{"a":1}' });
    const cut = Buffer.from(deflateRawSync(Buffer.alloc(10_000, 'a')).subarray(0, 10));
    const cases: [string, Buffer, RegExp][] = [
      ['empty', Buffer.alloc(0), /^it is not a zip: no end of central directory record$/],
      ['text', Buffer.from('this is not a zip\n'), /^it is not a zip/],
      ['cut off', good.subarray(0, good.length - 30), /^it is not a zip/],
      ['a directory past its end', Buffer.concat([good.subarray(0, good.length - 6), Buffer.from([0xff, 0, 0, 0, 0, 0])]), /^it is not a zip/],
      [
        'truncated deflate data',
        makeZipOf([{ name: 'report.json', deflated: { data: cut, size: 10_000, crc: 0 } }]),
        /^its entry "report.json" could not be extracted \(unexpected end of file\)$/,
      ],
      [
        'two entries of one name',
        makeZipOf([
          { name: 'a.json', data: '1' },
          { name: 'a.json', data: '2' },
        ]),
        /^it has two entries "a\.json"$/,
      ],
    ];
    for (const [what, zip, reason] of cases) {
      const { error } = await extract(zip);
      expect(error?.message, what).toMatch(reason);
    }
  });

  it('writes no file over one already there', async () => {
    const dir = scratchDir('zip');
    writeFileSync(join(dir, 'a.zip'), makeZip({ 'report.json': 'new' }));
    writeFileSync(join(dir, 'report.json'), 'old');
    await expect(extractZip(join(dir, 'a.zip'), dir, LIMITS)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('old');
    expect(existsSync(join(dir, 'a.zip'))).toBe(true);
  });
});

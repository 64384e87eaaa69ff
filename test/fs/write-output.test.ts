import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { writeFileFrom, writeTextFile } from '../../src/fs/write-output.js';
import { scratchDir } from '../helpers/scratch.js';

describe('writeTextFile', () => {
  // ASCII, Latin-1, a BMP character (3 bytes in UTF-8) and pairs outside it (4 bytes), side by side.
  const text = 'a\u00b5s \u2212 \u{1f600}\u{1f680}z\u{10348}\n'.repeat(7);

  it('writes the UTF-8 bytes of the text whatever the slice size, never splitting a surrogate pair', () => {
    const dir = scratchDir('write');
    for (const chunk of [1, 2, 3, 4, 5, 7, 16, 1 << 19]) {
      const path = join(dir, `out-${chunk}.txt`);
      writeTextFile(path, text, '--json', chunk);
      expect(readFileSync(path), `slices of ${chunk}`).toEqual(Buffer.from(text, 'utf8'));
    }
  });

  it('replaces a file whole and leaves no temporary file behind; an empty text makes an empty file', () => {
    const dir = scratchDir('write');
    const path = join(dir, 'report.json');
    writeFileSync(path, 'an older and longer report');
    writeTextFile(path, '{}\n', '--json');
    expect(readFileSync(path, 'utf8')).toBe('{}\n');
    writeTextFile(path, '', '--json');
    expect(readFileSync(path, 'utf8')).toBe('');
    expect(readdirSync(dir)).toEqual(['report.json']);
  });

  it('names the option and the path when the folder does not exist, and leaves nothing', () => {
    const dir = scratchDir('write');
    const path = join(dir, 'missing', 'report.json');
    expect(() => writeTextFile(path, text, '--json')).toThrow(new InputError(`--json: cannot write "${path}": its folder does not exist`));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes to a device as it is, without a temporary file beside it', () => {
    expect(() => writeTextFile('/dev/null', text, '--markdown')).not.toThrow();
  });
});

describe('writeFileFrom', () => {
  // Pieces of every length from 0 to 40 units, some ending in a pair, each whole in itself.
  const pieces = Array.from({ length: 41 }, (_, n) =>
    'a\u00b5\u2212\u{1f600}z'
      .repeat(8)
      .slice(0, n)
      .replace(/[\ud800-\udbff]$/, 'q'),
  );

  it('writes the pieces handed to its sink as one text, whatever their sizes and the slice size', () => {
    const dir = scratchDir('write');
    for (const chunk of [1, 2, 3, 5, 16, 1 << 19])
      for (const order of [pieces, [...pieces].reverse()]) {
        const path = join(dir, `pieces-${chunk}.txt`);
        writeFileFrom(path, '--json', (sink) => order.forEach(sink), chunk);
        expect(readFileSync(path), `slices of ${chunk}`).toEqual(Buffer.from(order.join(''), 'utf8'));
      }
  });

  it('leaves the file as it was and no temporary file when the writer throws, with its own error', () => {
    const dir = scratchDir('write');
    const path = join(dir, 'report.json');
    writeFileSync(path, 'the report before');
    const failing = (sink: (text: string) => void): void => {
      sink('{ half');
      throw new Error('internal error: NaN in the report at alpha');
    };
    expect(() => writeFileFrom(path, '--json', failing)).toThrow('internal error: NaN in the report at alpha');
    expect(readFileSync(path, 'utf8')).toBe('the report before');
    expect(readdirSync(dir)).toEqual(['report.json']);
  });
});

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { GoNameTable } from '../../src/formats/go-names.js';

// Names interned by their bytes: the same bytes under the same package give the same string,
// anything else a name of its own, whatever the hash table's collisions and growth.
describe('GoNameTable', () => {
  const line = (text: string): Buffer => Buffer.from(`  ${text}  `);
  const named = (table: GoNameTable, text: string, pkg = 'example.com/p'): string =>
    table.nameOf(table.record(line(text), 2, 2 + Buffer.byteLength(text), pkg));

  it('qualifies a name by its package, and gives the same string for the same bytes from another buffer', () => {
    const table = new GoNameTable();
    const first = named(table, 'BenchmarkA-8');
    expect(first).toBe('example.com/p.BenchmarkA-8');
    expect(named(table, 'BenchmarkA-8')).toBe(first);
    expect(named(table, 'BenchmarkA-8', '')).toBe('BenchmarkA-8');
    expect(named(table, 'BenchmarkA-8', 'example.com/q')).toBe('example.com/q.BenchmarkA-8');
    expect(named(table, 'Benchmarkä-8')).toBe('example.com/p.Benchmarkä-8');
    expect(table.size).toBe(4);
  });

  it('tells apart 20,000 names that differ in one byte or in length, through the growth of its table', () => {
    const table = new GoNameTable();
    const texts = Array.from({ length: 10_000 }, (_, i) => [`BenchmarkX/${i}-8`, `BenchmarkX/${i}-80`]).flat();
    const first = texts.map((text) => named(table, text));
    expect(first).toEqual(texts.map((text) => `example.com/p.${text}`));
    expect(table.size).toBe(20_000);
    // Read again (the next file of a side): every name is found, none made twice.
    expect(texts.map((text) => named(table, text))).toEqual(first);
    expect(table.size).toBe(20_000);
  });

  it('compares the bytes of names whose hashes are equal (FNV-1a collisions of one length)', () => {
    const table = new GoNameTable();
    // declinate and macallums have the same 32-bit FNV-1a hash and length.
    expect(named(table, 'declinate', '')).toBe('declinate');
    expect(named(table, 'macallums', '')).toBe('macallums');
    expect(named(table, 'declinate', '')).toBe('declinate');
    expect(table.size).toBe(2);
  });

  it('starts over at its limit between parses, never during one, still naming every benchmark right', () => {
    const table = new GoNameTable(3);
    table.startParse();
    const texts = ['BenchmarkA', 'BenchmarkB', 'BenchmarkC', 'BenchmarkD', 'BenchmarkA'];
    expect(texts.map((text) => named(table, text, ''))).toEqual(texts);
    // A record means one name for the whole of a file: no start over in the middle.
    expect(table.size).toBe(4);
    table.startParse();
    expect(table.size).toBe(0);
    expect(named(table, 'BenchmarkD', '')).toBe('BenchmarkD');
  });

  it('keeps what a parse stored for a name for that parse only, and forgets it when it starts over', () => {
    const table = new GoNameTable<string>(3);
    const recordOf = (text: string): number => table.record(line(text), 2, 2 + text.length, '');
    const first = table.startParse();
    table.keep(recordOf('BenchmarkA'), first, 'series of A');
    expect(table.keptFor(recordOf('BenchmarkA'), first)).toBe('series of A');
    expect(table.keptFor(recordOf('BenchmarkB'), first)).toBeUndefined();
    const second = table.startParse();
    expect(table.keptFor(recordOf('BenchmarkA'), second)).toBeUndefined();
    table.keep(recordOf('BenchmarkA'), second, 'again');
    expect(table.keptFor(recordOf('BenchmarkA'), second)).toBe('again');
    // At its limit (3 names): the next parse starts over, and nothing kept survives it.
    recordOf('BenchmarkC');
    const third = table.startParse();
    expect(table.size).toBe(0);
    expect(table.keptFor(recordOf('BenchmarkA'), third)).toBeUndefined();
  });

  it("holds nothing a parse kept once the parse ends: a kept series would hold its file's sample memory for the process's life", async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    // A WeakRef holds its target to the end of the job that made or read it: each look is in a job of its own.
    const settled = async (): Promise<void> => {
      await new Promise((resolve) => setImmediate(resolve));
      collect();
    };
    const table = new GoNameTable<object>();
    const parse = table.startParse();
    const record = table.record(line('BenchmarkA'), 2, 12, '');
    const released = ((): WeakRef<object> => {
      const series = { samples: new Float64Array(1024) };
      table.keep(record, parse, series);
      return new WeakRef(series);
    })();
    await settled();
    expect(released.deref()).toBeDefined();
    table.endParse();
    await settled();
    expect(released.deref()).toBeUndefined();
    expect(table.keptFor(record, parse)).toBeUndefined();
  });
});

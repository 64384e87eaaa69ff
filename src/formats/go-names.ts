/**
 * The qualified names of go benchmarks, made once per process from the bytes of their lines: a
 * side of 5 files of 10,000 benchmarks decoded and joined 50,000 names, each a fresh string that
 * every Map lookup then hashed again (the parser's index, the merge of files, the sides' keys).
 * A name seen before is found by a hash of its bytes and a byte comparison, and the same string
 * is returned, its hash already known.
 */
export class GoNameTable<T = unknown> {
  /** Open addressing: record index + 1, or 0 for an empty slot; at most half full. */
  private slots = new Int32Array(16);
  private readonly hashes: number[] = [];
  private readonly keyStarts: number[] = [];
  private readonly keyLengths: number[] = [];
  private readonly packages: string[] = [];
  private readonly names: string[] = [];
  /** The bytes of every name kept, side by side (a file's buffer is let go once parsed). */
  private keyBytes = new Uint8Array(1024);
  private keyUsed = 0;

  /** Per record: the parse that kept something for it, and what (see keep). */
  private readonly stamps: number[] = [];
  private readonly kept: (T | undefined)[] = [];
  /** The records a value is kept for in the newest parse: let go when it ends, so that the table holds no file's series. */
  private readonly keptRecords: number[] = [];
  private generation = 0;

  constructor(private readonly limit = 1_000_000) {}

  /**
   * Starts the parse of a file and returns its number for keep/keptFor. A table at its limit
   * starts over here, never during a parse, so that a record means one name for a whole file.
   */
  startParse(): number {
    this.endParse();
    if (this.names.length >= this.limit) this.clear();
    return ++this.generation;
  }

  /**
   * Lets go of what the newest parse kept: the table lives as long as the process, and a kept
   * series holds its file's sample memory (up to 32 MB) beyond its use.
   */
  endParse(): void {
    for (const record of this.keptRecords) this.kept[record] = undefined;
    this.keptRecords.length = 0;
  }

  /**
   * The record of the name in bytes[from, to) under `pkg` (and the `note:` above it, if any): the
   * same number for the same name, until the table starts over.
   */
  record(bytes: Buffer, from: number, to: number, pkg: string, note = ''): number {
    const key = note === '' ? pkg : `${pkg}\u0000${note}`;
    const length = to - from;
    let hash = 0x811c9dc5;
    for (let i = from; i < to; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const record = (this.slots[slot] as number) - 1;
      if (record < 0) break;
      if (this.hashes[record] === hash && this.keyLengths[record] === length && this.packages[record] === key && this.sameKey(record, bytes, from))
        return record;
      slot = (slot + 1) & mask;
    }
    const bare = bytes.toString('utf8', from, to);
    const qualified = pkg === '' ? bare : `${pkg}.${bare}`;
    return this.insert(hash, bytes, from, length, key, note === '' ? qualified : `${qualified} (note: ${note})`);
  }

  /** `pkg.name`, or the name alone without a package; `(note: TEXT)` after it under a note. */
  nameOf(record: number): string {
    return this.names[record] as string;
  }

  /** What the caller kept for a record during parse `parse` (startParse), if anything. */
  keptFor(record: number, parse: number): T | undefined {
    return this.stamps[record] === parse ? this.kept[record] : undefined;
  }

  /** Keeps `value` for a record for the rest of parse `parse`. */
  keep(record: number, parse: number, value: T): void {
    if (this.stamps[record] !== parse) this.keptRecords.push(record);
    this.stamps[record] = parse;
    this.kept[record] = value;
  }

  get size(): number {
    return this.names.length;
  }

  private sameKey(record: number, bytes: Uint8Array, from: number): boolean {
    const start = this.keyStarts[record] as number;
    const length = this.keyLengths[record] as number;
    const keys = this.keyBytes;
    for (let i = 0; i < length; i++) if (keys[start + i] !== bytes[from + i]) return false;
    return true;
  }

  private insert(hash: number, bytes: Uint8Array, from: number, length: number, pkg: string, name: string): number {
    if (this.keyUsed + length > this.keyBytes.length) {
      const larger = new Uint8Array(Math.max(2 * this.keyBytes.length, this.keyUsed + length));
      larger.set(this.keyBytes.subarray(0, this.keyUsed));
      this.keyBytes = larger;
    }
    this.keyBytes.set(bytes.subarray(from, from + length), this.keyUsed);
    const record = this.names.length;
    this.hashes.push(hash);
    this.keyStarts.push(this.keyUsed);
    this.keyLengths.push(length);
    this.packages.push(pkg);
    this.names.push(name);
    this.keyUsed += length;
    if (2 * (record + 1) > this.slots.length) this.rehash(2 * this.slots.length);
    else this.place(record);
    return record;
  }

  private place(record: number): void {
    const mask = this.slots.length - 1;
    let slot = (this.hashes[record] as number) & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = record + 1;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    for (let record = 0; record < this.names.length; record++) this.place(record);
  }

  private clear(): void {
    this.slots = new Int32Array(this.slots.length);
    this.hashes.length = 0;
    this.keyStarts.length = 0;
    this.keyLengths.length = 0;
    this.packages.length = 0;
    this.names.length = 0;
    this.stamps.length = 0;
    this.kept.length = 0;
    this.keptRecords.length = 0;
    this.keyUsed = 0;
  }
}

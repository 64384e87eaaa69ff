// What a parser reads: a file's name and text, with the byte-level views a large file offers.
// A model type: the ports (pipeline/ports.ts), the file system's shell (fs/) and the formats share it.

/** The length of a file's first bytes that detection and the checks for empty and binary files read. */
export const HEAD_LENGTH = 65536;

/**
 * One input file handed to a parser: its display name (a path) and its text. A file from disk
 * also carries its bytes, read on first use, and its `text` is decoded on first use: the go
 * parser scans the bytes, so a go file is never decoded at all.
 */
export interface SourceText {
  readonly name: string;
  readonly text: string;
  /** The file's UTF-8 bytes (a byte-order mark included), when it comes from disk (read on first use). */
  readonly bytes?: Uint8Array;
  /** The file's size in bytes on disk, known before it is read. */
  readonly size?: number;
  /** The file's first `length` bytes (fewer if it is shorter), read without reading the rest. */
  readonly head?: (length: number) => Uint8Array;
  /** Lets the bytes and text read so far go (they are read again if asked for): called once the file is parsed. */
  readonly release?: () => void;
  /** For a directory input (Criterion's target/criterion): its files, named relative to it; `text` is empty. */
  readonly entries?: readonly SourceText[];
}

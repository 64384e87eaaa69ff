import type { RunContext, Series } from '../model/series.js';

/** What one parser makes of one file: series whose runs are the runs that file holds. */
export interface ParsedFile {
  readonly suite?: string;
  readonly context?: RunContext;
  readonly series: readonly Series[];
}

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
  /** Lets the bytes and text read so far go (they are read again if asked for): called once the file is parsed. */
  readonly release?: () => void;
  /** For a directory input (Criterion's target/criterion): its files, named relative to it; `text` is empty. */
  readonly entries?: readonly SourceText[];
}

const utf8 = new TextDecoder();

/**
 * The first `length` bytes of a file as text (its first `length` characters when only text is at
 * hand), a byte-order mark dropped: what a detector needs, without decoding the whole file.
 */
export function headOf(source: SourceText, length = 65536): string {
  if (source.bytes === undefined) return source.text.slice(0, length);
  const head = utf8.decode(source.bytes.subarray(0, length));
  return head.charCodeAt(0) === 0xfeff ? head.slice(1) : head;
}

/** Whether a file holds nothing but white space (a check on the bytes when it has them). */
export function isBlankSource(source: SourceText): boolean {
  const bytes = source.bytes;
  if (bytes === undefined) return source.text.trim() === '';
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 32 || bytes[i] === 9 || bytes[i] === 10 || bytes[i] === 13)) i++;
  // Other white space (a no-break space, say) is decided on the text.
  return i === bytes.length || ((bytes[i] as number) >= 0x80 && source.text.trim() === '');
}

export interface Format {
  readonly id: string;
  /** What the format is, for `--help` and detection errors. */
  readonly description: string;
  /** Cheap content test used by `--format auto`; a false positive ends in a precise parse error. */
  detect(source: SourceText): boolean;
  parse(source: SourceText): ParsedFile;
}

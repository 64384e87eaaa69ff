import type { RunContext, Series } from '../model/series.js';
import { HEAD_LENGTH, type SourceText } from '../model/source-text.js';

// The type every parser reads, kept in model/ so that the ports need not import a format.
export type { SourceText } from '../model/source-text.js';

/** What one parser makes of one file: series whose runs are the runs that file holds. */
export interface ParsedFile {
  readonly suite?: string;
  readonly context?: RunContext;
  readonly series: readonly Series[];
  /**
   * The parser found every sample within [MIN_MAGNITUDE, MAX_MAGNITUDE] of check-values.ts
   * (after unit scaling), so checkValues skips reading them again (the native format: 200,000
   * samples a file of the engine's benchmark).
   */
  readonly samplesInRange?: boolean;
}

const utf8 = new TextDecoder();

/**
 * The first `length` bytes of a file as text (its first `length` characters when only text is at
 * hand), a byte-order mark dropped: what a detector needs, without decoding the whole file.
 */
export function headOf(source: SourceText, length = HEAD_LENGTH): string {
  // Every detector asks for the head: it is decoded once per file.
  const known = length === HEAD_LENGTH ? decodedHeads.get(source) : undefined;
  if (known !== undefined) return known;
  const bytes = source.head?.(length) ?? source.bytes?.subarray(0, length);
  if (bytes === undefined) return source.text.slice(0, length);
  const decoded = utf8.decode(bytes);
  const head = decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
  if (length === HEAD_LENGTH) decodedHeads.set(source, head);
  return head;
}

const decodedHeads = new WeakMap<SourceText, string>();

/** Where the first byte other than ASCII white space is (after a byte-order mark), or the length. */
function firstNonBlank(bytes: Uint8Array): number {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 32 || bytes[i] === 9 || bytes[i] === 10 || bytes[i] === 13)) i++;
  return i;
}

/** Whether a file holds nothing but white space (a check on its first bytes, or all of them, when it has them). */
export function isBlankSource(source: SourceText): boolean {
  const head = source.head?.(HEAD_LENGTH);
  // A file whose first 64 KB are ASCII white space is checked whole.
  const bytes = head !== undefined && (head.length < HEAD_LENGTH || firstNonBlank(head) < head.length) ? head : source.bytes;
  if (bytes === undefined) return source.text.trim() === '';
  const i = firstNonBlank(bytes);
  // Other white space (a no-break space, say) is decided on the text.
  return i === bytes.length || ((bytes[i] as number) >= 0x80 && source.text.trim() === '');
}

export interface Format {
  readonly id: string;
  /** The tool whose output this is, when the tool writes it in more than one format (go text and go-json); else the id is. */
  readonly tool?: string;
  /** What the format is, for `--help` and detection errors. */
  readonly description: string;
  /** Cheap content test used by `--format auto`; a false positive ends in a precise parse error. */
  detect(source: SourceText): boolean;
  parse(source: SourceText): ParsedFile;
}

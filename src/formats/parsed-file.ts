import type { RunContext, Series } from '../model/series.js';

/** What one parser makes of one file: series whose runs are the runs that file holds. */
export interface ParsedFile {
  readonly suite?: string;
  readonly context?: RunContext;
  readonly series: readonly Series[];
}

/** One input file handed to a parser: its display name (a path) and its text. */
export interface SourceText {
  readonly name: string;
  readonly text: string;
  /** For a directory input (Criterion's target/criterion): its files, named relative to it; `text` is empty. */
  readonly entries?: readonly SourceText[];
}

export interface Format {
  readonly id: string;
  /** What the format is, for `--help` and detection errors. */
  readonly description: string;
  /** Cheap content test used by `--format auto`; a false positive ends in a precise parse error. */
  detect(source: SourceText): boolean;
  parse(source: SourceText): ParsedFile;
}

import type { SourceText } from '../model/source-text.js';
import type { SubselectionPool } from '../threads/subselection-pool.js';

// What the pipeline needs of the outside world, in a room of its own: the requests (pipeline/*)
// and the faces that implement the port (fs/, threads/) import it without importing each other.

export type { SourceText } from '../model/source-text.js';

/** What the pipeline needs of the outside world. */
export interface PipelinePort {
  /** The files of one side, globs expanded, read and checked; `option` names the setting in errors. */
  readonly readFiles: (patterns: readonly string[], option: string) => readonly SourceText[];
  /** A helper thread for large inputs, started before parsing so that its start overlaps it; none: one thread. */
  readonly startPool?: () => SubselectionPool;
}

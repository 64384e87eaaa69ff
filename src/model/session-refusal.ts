// Why a paired comparison (a run session's, compare --paired's) refuses its settings, decided in
// src/pipeline/session-policy.ts with the options as the face names them; worded by
// src/report/session-refusal-text.ts.

/** A method that has a paired form, and the paired test it stands for. */
export interface PairedForm {
  readonly test: string;
  readonly paired: 't' | 'signed-rank';
}

export type SessionRefusal =
  /** `test` has no paired form; `forms` are the methods that have one. */
  | { readonly code: 'no-paired-form'; readonly option: string; readonly test: string; readonly forms: readonly PairedForm[] }
  /** A correction other than Bonferroni's (or none) for a confidence sequence over the rows. */
  | { readonly code: 'sequence-correction'; readonly option: string; readonly correction: string };

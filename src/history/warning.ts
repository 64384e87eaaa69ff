// What the reader of a history report must know about the whole of it, made where it is decided
// with its numbers; src/report/history-warning-text.ts words it. Code never inspects the words.

export type HistoryWarning =
  /** More commits than are analysed: only the newest `kept` of `total`. */
  | { readonly code: 'commits-cut'; readonly kept: number; readonly total: number }
  /** Runs left out for want of a positive finite mean. */
  | { readonly code: 'unusable-runs'; readonly runs: number }
  /** Series with fewer than `needed` commits measured: no change point is looked for in them. */
  | { readonly code: 'too-few-commits'; readonly series: number; readonly needed: number }
  /**
   * Jobs on CPU model `model` measure `series` of the `of` series compared on it beyond the noise
   * threshold against `reference` (median offset `medianChange`): the points are taken at the
   * reference model's speed, and the model is reported, never a change of the code.
   */
  | {
      readonly code: 'cpu-model-moves';
      readonly model: string;
      readonly reference: string;
      readonly series: number;
      readonly of: number;
      readonly medianChange: number;
    }
  /** The files record no dates and no order was given: they were put in order by name. */
  | { readonly code: 'ordered-by-name' }
  /**
   * mode: history found no history carried by an earlier run (`missing`: none stored, or expired)
   * or none it could read (`unreadable`, with the newest one's problem): it starts afresh from the
   * stored baselines it can still download.
   */
  | { readonly code: 'carried-missing'; readonly artifact: string }
  | { readonly code: 'carried-unreadable'; readonly artifact: string; readonly runId: number; readonly problem: string };

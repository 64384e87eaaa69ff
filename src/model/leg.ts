// One suite's leg (a matrix leg has a key) and the names it stores and shows under, made here
// alone: the gate stores and fetches its baseline by them, mode comment and mode history read them,
// and mode history stores its report and carried history under its own.

/** The names of one leg of a suite: its baseline artifact, its report artifact, the title of its summary and comment. */
export interface LegNames {
  readonly suite: string;
  /** Tells matrix legs apart; empty for a suite of one leg. */
  readonly key: string;
  /** The artifact of the runs a base-branch run stores (native JSON), which pull requests compare against. */
  readonly baselineArtifact: string;
  /** The artifact of this run's HTML and JSON reports (what mode comment posts for a fork). */
  readonly reportArtifact: string;
  /** The artifact of mode history's report and the history it carries to its next run. */
  readonly historyArtifact: string;
  /** The heading of the job summary and of the comment. */
  readonly title: string;
}

/** The names of a suite's leg `key` (empty: the suite's only leg). */
export function legNames(suite: string, key: string): LegNames {
  const suffix = key === '' ? '' : `-${key}`;
  return {
    suite,
    key,
    baselineArtifact: `benchgate-${suite}${suffix}`,
    reportArtifact: `benchgate-report-${suite}${suffix}`,
    historyArtifact: `benchgate-history-${suite}${suffix}`,
    title: `benchgate ${suite}${key === '' ? '' : ` (${key})`}`,
  };
}

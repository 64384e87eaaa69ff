import type { TestMethodSpec } from './method.js';

/** Welch's t across per-run values (mmtests); the suite model where there are rows enough; the paired t. */
export const welch: TestMethodSpec = {
  id: 'welch',
  help: "welch: Welch's t across runs (the suite model for suites)",
  paired: 't',
  suiteModel: true,
  seeded: false,
  refine: (row) => row,
};

// Mutation testing of the statistics and the verdict code: `npm run mutate` (needs Node 22 or
// newer; not in CI: it takes minutes). The report is printed; survivors are worth a test.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: [
    'src/compare/verdict.ts',
    'src/stats/welch.ts',
    'src/stats/correction.ts',
    'src/stats/moderated.ts',
    'src/stats/fieller.ts',
    'src/stats/polygamma.ts',
    'src/compare/suite-model.ts',
    'src/compare/paired.ts',
    'src/stats/signed-rank.ts',
    'src/compare/sequential.ts',
  ],
  reporters: ['clear-text', 'progress'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
};

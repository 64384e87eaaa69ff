// Mutation testing of the statistics and the verdict code: `npm run mutate` (not in CI: slow).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  mutate: ['src/stats/**/*.ts', 'src/compare/verdict.ts', 'src/compare/suite-model.ts', 'src/compare/suite-stage.ts', '!src/**/*.d.ts'],
  reporters: ['clear-text', 'progress'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60000,
  tempDirName: '.stryker-tmp',
};

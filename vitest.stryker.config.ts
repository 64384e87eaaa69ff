import { defineConfig } from 'vitest/config';

// The tests that judge the statistics and the verdict, for mutation testing (npm run mutate):
// the slow action, bundle and simulation tests would only make each mutant slower.
export default defineConfig({
  test: {
    include: ['test/stats/**/*.test.ts', 'test/compare/**/*.test.ts', 'test/formats/planted-changes.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
  },
});

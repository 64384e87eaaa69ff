import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The tests that run the action or its bundle, each file in a fresh module graph. Not the two of
 * test/action/ that only read the action's declarations (no runner variables, no fake GitHub):
 * a fresh graph would cost each about 1.5 s of imports for nothing.
 */
const ACTION_TESTS = ['test/action/!(inputs|bisect-marker).test.ts', 'test/smoke/**/*.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Every core: vitest's default leaves one free, which on a 2-core CI machine ran the files one
    // at a time (76.6 s wall against 74 s of CPU; 47.7 s with both cores).
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    projects: [
      // The action's tests run it in-process against a fake GitHub of their own: @actions/* keep
      // the runner's variables and the server's address in their modules, so each file imports them afresh.
      { extends: true, test: { name: 'action', include: ACTION_TESTS } },
      // The rest leave nothing behind and nothing is mocked: a worker imports src/ once for all its
      // files, not once a file (the imports were 40% of the suite's time; test/formats, test/load
      // and the parsers' fuzz file: 49.7 s → 23.0 s wall on 2 busy cores).
      { extends: true, test: { name: 'engine', include: ['test/**/*.test.ts'], exclude: ACTION_TESTS, isolate: false } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.d.ts', 'src/cli/entry.ts', 'src/cli/main.ts', 'src/index.ts'],
      reporter: ['text-summary'],
    },
  },
});

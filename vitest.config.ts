import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // A worker more than the cores: vitest's default leaves one free, which on a 2-core CI machine
    // ran the files one at a time (76.6 s wall against 74 s of CPU; 47.7 s with both cores). And
    // the action's files wait on timers more than they compute: Octokit schedules each request
    // through Bottleneck (about 13 ms of 1 ms timers), and test/action makes 4,359 requests of its
    // fake GitHub; the worker more computes meanwhile.
    maxWorkers: availableParallelism() + 1,
    // A worker imports src/ and @actions/* once for all its files, not once a file (the imports were
    // 40% of the suite's time; the action's files alone: 34.5 → 27 s of CPU). Nothing is mocked;
    // runAction restores the runner's variables it sets, and the one thing @actions/* keep from them,
    // the API's address, stays right: a worker's fake GitHub listens on one port (useFakeGitHub).
    isolate: false,
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.d.ts', 'src/cli/entry.ts', 'src/cli/main.ts', 'src/index.ts'],
      reporter: ['text-summary'],
    },
  },
});

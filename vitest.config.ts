import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { memoryTmpdir } from './test/helpers/memory-tmpdir.js';
import { ProcessesFirst } from './test/helpers/processes-first.js';

const tmpdir = memoryTmpdir();

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Every core: vitest's default leaves one free, which on a 2-core CI machine ran the files one
    // at a time (76.6 s wall against 74 s of CPU; 47.7 s with both cores). Not more: a third worker
    // on 2 cores costs about 13 s more CPU (its own imports, JIT and Chromium), and the action's
    // files hardly wait on timers (test/helpers/octokit-timers.ts).
    maxWorkers: availableParallelism(),
    // A worker imports src/ and @actions/* once for all its files, not once a file (the imports were
    // 40% of the suite's time; the action's files alone: 34.5 → 27 s of CPU). Nothing is mocked;
    // runAction restores the runner's variables it sets, and the one thing @actions/* keep from them,
    // the API's address, stays right: a worker's fake GitHub listens on one port (useFakeGitHub).
    isolate: false,
    testTimeout: 60_000,
    sequence: { sequencer: ProcessesFirst },
    // Scratch directories in memory where the machine allows (test/helpers/memory-tmpdir.ts); child processes inherit it.
    env: tmpdir === undefined ? {} : { TMPDIR: tmpdir },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.d.ts', 'src/cli/entry.ts', 'src/cli/main.ts', 'src/index.ts'],
      reporter: ['text-summary'],
    },
  },
});

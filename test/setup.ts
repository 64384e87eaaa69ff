import { afterAll, expect } from 'vitest';
import { StoredRun } from '../src/model/samples.js';
import { yieldBottleneckImmediately } from './helpers/octokit-timers.js';
import { removeScratchDirs } from './helpers/scratch.js';

// Tests leave nothing behind in the temporary directory, run after run.
afterAll(removeScratchDirs);

// A run in sample memory (model/samples.ts) equals a run of the same samples, as tests write them.
const asWritten = (value: unknown): unknown => (value instanceof StoredRun ? { kind: value.kind, samples: value.samples } : value);
expect.addEqualityTesters([
  function storedRuns(a: unknown, b: unknown, customTesters) {
    if (!(a instanceof StoredRun) && !(b instanceof StoredRun)) return undefined;
    return this.equals(asWritten(a), asWritten(b), customTesters);
  },
]);

// Octokit's request scheduling without its 1 ms timers (test/helpers/octokit-timers.ts).
yieldBottleneckImmediately();

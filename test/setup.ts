import { afterAll } from 'vitest';
import { removeScratchDirs } from './helpers/scratch.js';

// Tests leave nothing behind in the temporary directory, run after run.
afterAll(removeScratchDirs);

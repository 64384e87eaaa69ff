import type { PipelinePort } from '../pipeline/ports.js';
import { SubselectionPool } from '../threads/subselection-pool.js';
import { readInputFiles } from './read-inputs.js';

// The pipeline's port on this machine, one for every face: files read from disk (globs expanded),
// a helper thread started when a request finds its input large enough to pay for one.

export const MACHINE_PORT: PipelinePort = { readFiles: readInputFiles, startPool: () => new SubselectionPool() };

// The helper thread of threads/subselection-pool.ts (built to dist/subselection-worker.js): for every
// set of shared jobs it is given, takes chunks until none are left.
import { parentPort } from 'node:worker_threads';
import { drainChunks, type SharedJobs } from '../stats/subselection-jobs.js';

parentPort?.on('message', (shared: SharedJobs) => drainChunks(shared, 2));

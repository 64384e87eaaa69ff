import { run } from './main.js';

// Entry of the GitHub Action (action.yml runs dist/index.mjs).
await run();

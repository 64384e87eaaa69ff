import { fileURLToPath } from 'node:url';

/** The repository's folder: fixtures, examples and docs are read from it. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

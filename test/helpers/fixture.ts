import { readFileSync } from 'node:fs';
import type { SourceText } from '../../src/formats/parsed-file.js';
import { REPO_ROOT } from './repo-root.js';

/** A committed fixture as a parser input, named by its path in the repo. */
export function fixture(path: string): SourceText {
  return { name: path, text: readFileSync(`${REPO_ROOT}/${path}`, 'utf8') };
}

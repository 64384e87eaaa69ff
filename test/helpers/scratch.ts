import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The files of a worker share this module (vitest.config.ts: isolate: false) and run one after
// another: the list holds the directories of the file running.
const made: string[] = [];

/** A fresh directory under the system's temporary directory, removed after the test file (test/setup.ts). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `benchgate-${prefix}-`));
  made.push(dir);
  return dir;
}

/** Removes every directory scratchDir made in this test file. */
export function removeScratchDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// A worker's fork copies its page tables: on Linux, starting a process from a worker of 470 MB
// took 12 ms, from one of 190 MB 3.6 ms (test/bisect, test/action/bisect.test.ts: about 1,000
// processes in the suite). Workers grow as they run files (isolate: false keeps every import),
// so the files that start processes run first, while the workers are small; the others keep
// vitest's order (the longest first, from the last run).

/** Files that start processes: their own (child_process), the bisect repository's (git, cc) or the bundles' (node). */
const STARTS_PROCESSES = /node:child_process|makeRepo\(|runBundled/;

export class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const starting = new Set(sorted.filter((file) => STARTS_PROCESSES.test(readFileSync(file.moduleId, 'utf8'))));
    return [...starting, ...sorted.filter((file) => !starting.has(file))];
  }
}

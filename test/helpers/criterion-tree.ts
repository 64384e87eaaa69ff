import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from '../../src/stats/rng.js';

export interface CriterionBench {
  readonly group: string;
  readonly fn: string;
  /** Nanoseconds per iteration around which the samples scatter. */
  readonly nsPerIter: number;
  readonly throughputBytes?: number;
}

/** The shape of sample.json: Criterion 0.3.3 and later (an object), or 0.3.2 and earlier (the pair [iters, times]). */
export type CriterionSampleShape = 'object' | 'pair';

/**
 * Writes a target/criterion tree the way Criterion.rs 0.5 does (new/sample.json with linear
 * sampling: iters 1d, 2d, ... and total times; new/benchmark.json naming it), with seeded noise.
 */
export function writeCriterionTree(root: string, benches: readonly CriterionBench[], seed: number, shape: CriterionSampleShape = 'object'): void {
  const random = mulberry32(seed);
  for (const bench of benches) {
    const dir = join(root, bench.group, bench.fn, 'new');
    mkdirSync(dir, { recursive: true });
    const iters = Array.from({ length: 30 }, (_, i) => (i + 1) * 40);
    const times = iters.map((n) => n * bench.nsPerIter * (1 + 0.03 * (random() + random() + random() - 1.5)));
    writeFileSync(join(dir, 'sample.json'), JSON.stringify(shape === 'pair' ? [iters, times] : { sampling_mode: 'Linear', iters, times }));
    writeFileSync(
      join(dir, 'benchmark.json'),
      JSON.stringify({
        group_id: bench.group,
        function_id: bench.fn,
        value_str: null,
        throughput: bench.throughputBytes === undefined ? null : { Bytes: bench.throughputBytes },
        full_id: `${bench.group}/${bench.fn}`,
        directory_name: `${bench.group}/${bench.fn}`,
        title: `${bench.group}/${bench.fn}`,
      }),
    );
    // Criterion also keeps estimates and older runs; benchgate reads only new/.
    mkdirSync(join(root, bench.group, bench.fn, 'base'), { recursive: true });
    writeFileSync(join(root, bench.group, bench.fn, 'base', 'sample.json'), JSON.stringify({ sampling_mode: 'Linear', iters: [1], times: [1e12] }));
  }
}

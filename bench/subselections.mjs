// Runs bench/subselections.ts, bundled from src/ (no npm run build needed): `node bench/subselections.mjs`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFromSource } from './bundle.mjs';

const root = mkdtempSync(join(tmpdir(), 'benchgate-bench-subselections-'));
try {
  await bundleFromSource('bench/subselections.ts', join(root, 'subselections.mjs'));
  spawnSync(process.execPath, [join(root, 'subselections.mjs')], { stdio: 'inherit' });
} finally {
  rmSync(root, { recursive: true, force: true });
}

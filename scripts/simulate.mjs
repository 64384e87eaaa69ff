// Runs test/simulation/table.ts (the false-alarm, power and coverage tables of docs/design.md) through esbuild.
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const outfile = join(mkdtempSync(join(tmpdir(), 'benchgate-simulate-')), 'table.mjs');
await build({
  entryPoints: ['test/simulation/table.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile,
  logLevel: 'warning',
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
await import(pathToFileURL(outfile).href);

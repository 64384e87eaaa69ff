// Builds the two committed bundles. Deterministic output: CI rebuilds and diffs dist/.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Stale chunks of an earlier build would otherwise stay in dist/.
rmSync('dist', { recursive: true, force: true });

// Some bundled CommonJS dependencies call require() for Node built-ins; an ESM bundle has no
// require, so give it one (esbuild otherwise throws "Dynamic require of ... is not supported").
const requireShim = "import { createRequire as __benchgateCreateRequire } from 'node:module';\nconst require = __benchgateCreateRequire(import.meta.url);";

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  charset: 'utf8',
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['src/cli.ts'],
    outfile: 'dist/cli.js',
    banner: { js: `#!/usr/bin/env node\n${requireShim}` },
  }),
  // The action is split so that @actions/artifact (most of the bytes) loads only in the runs that
  // store or fetch a baseline: a cold start parses just dist/index.js.
  build({
    ...common,
    entryPoints: { index: 'src/index.ts' },
    outdir: 'dist',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    banner: { js: requireShim },
  }),
]);

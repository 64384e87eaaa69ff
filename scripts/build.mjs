// Builds the two committed bundles. Deterministic output: CI rebuilds and diffs dist/.
import { build } from 'esbuild';

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
  build({
    ...common,
    entryPoints: ['src/index.ts'],
    outfile: 'dist/index.js',
    banner: { js: requireShim },
  }),
]);

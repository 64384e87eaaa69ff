// One way for the benches and scripts to run TypeScript from src/: bundled by esbuild into one
// ES module (no npm run build needed), Node built-ins left out.
import { build } from 'esbuild';

// Bundled CommonJS dependencies call require(); named apart from a createRequire the sources import themselves.
const banner = { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" };

/** Bundles `entry` (a path from the repository's root) into `outfile`. */
export async function bundleFromSource(entry, outfile) {
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning', banner });
}

// Builds the two committed bundles and the licence file of what they contain. Deterministic
// output: CI rebuilds and diffs dist/.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  metafile: true,
};

// @actions/core imports its OIDC client (for getIDToken, which benchgate never calls) at its top,
// and with it @actions/http-client and undici: 800 kB that every start of the action compiled
// and ran. Declared free of side effects here, the client is dropped when nothing uses it; Octokit
// still loads http-client and undici, in the lazy chunk of the runs that call GitHub.
const oidcWithoutSideEffects = {
  name: 'actions-core-oidc-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) =>
      /[\\/]@actions[\\/]core[\\/]lib$/.test(args.resolveDir) ? { path: join(args.resolveDir, 'oidc-utils.js'), sideEffects: false } : undefined,
    );
  },
};

// fdir (tinyglobby's crawler) requires picomatch at its load, by Node's resolution from the
// bundle's folder, for its .glob() builder, which tinyglobby never calls (it passes its own
// filters): every start of the CLI found and compiled a second picomatch in node_modules beside
// the bundle, or failed to find one in an installed package, searching every node_modules folder
// above it. Left out, fdir's pm stays null.
const fdirWithoutPicomatch = {
  name: 'fdir-without-picomatch',
  setup(build) {
    build.onLoad({ filter: /[\\/]fdir[\\/]dist[\\/]index\.mjs$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const block = /\ntry \{\n\t__require\.resolve\("picomatch"\);\n\tpm = __require\("picomatch"\);\n\} catch \{\}\n/;
      if (!block.test(text))
        throw new Error(`${args.path}: fdir no longer requires picomatch as scripts/build.mjs expects; look again at fdirWithoutPicomatch`);
      return { contents: text.replace(block, '\n'), loader: 'js' };
    });
  },
};

// The CLI's tool is one classic script, a function of (require, its URL), that its entry runs
// through a V8 code cache (src/fs/code-cache.ts); its name holds its content hash, so that a
// cache is never used for another build of it. It is strict code, as ESM is: tsconfig's strict
// makes esbuild head it with "use strict".
const cliScript = await build({
  ...common,
  format: 'cjs',
  plugins: [fdirWithoutPicomatch],
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli-script.js',
  write: false,
  define: { 'import.meta.url': '__benchgateScriptUrl' },
  banner: { js: '(function (require, __benchgateScriptUrl) {' },
  footer: { js: '})' },
});
const cliScriptText = cliScript.outputFiles[0].contents;
const cliScriptName = `cli-script-${createHash('sha256').update(cliScriptText).digest('hex').slice(0, 16)}.js`;
mkdirSync('dist', { recursive: true });
writeFileSync(join('dist', cliScriptName), cliScriptText);

// Each file of dist/ says how Node loads it: `.js` is CommonJS (dist/package.json), `.mjs` an ES
// module. The CLI's entry is CommonJS because an ES module entry costs Node 20 its ESM loader,
// about 5 ms of every start (docs/performance.md); the action's bundle is ES modules, which its
// lazy chunks need.
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);

const results = await Promise.all([
  // The CLI's entry only runs the tool's script beside it (src/cli/entry.ts), which finds
  // ./subselection-worker.js beside it as the action does.
  build({
    ...common,
    format: 'cjs',
    entryPoints: { cli: 'src/cli/entry.ts' },
    outdir: 'dist',
    define: { BENCHGATE_CLI_SCRIPT: JSON.stringify(cliScriptName), 'import.meta.url': '__benchgateEntryUrl' },
    banner: { js: '#!/usr/bin/env node\n"use strict";\nconst __benchgateEntryUrl = process.getBuiltinModule("node:url").pathToFileURL(__filename).href;' },
  }),
  // The helper thread of the per-run subselections (src/stats/subselection-pool.ts), beside
  // both entries: each finds it as ./subselection-worker.js.
  build({
    ...common,
    format: 'cjs',
    entryPoints: ['src/threads/subselection-worker.ts'],
    outfile: 'dist/subselection-worker.js',
  }),
  // The action is split so that @actions/artifact (most of the bytes) loads only in the runs that
  // store or fetch a baseline: a cold start parses just dist/index.mjs.
  build({
    ...common,
    plugins: [oidcWithoutSideEffects, fdirWithoutPicomatch],
    entryPoints: { index: 'src/index.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    banner: { js: requireShim },
  }),
]);

// The CLI's entry is package.json's bin, committed with mode 755: `npm install -g .` makes a bin
// executable, and a clone whose dist/cli.js were 644 would show it modified afterwards.
chmodSync('dist/cli.js', 0o755);

// dist/licenses.txt: name, version, licence and licence text of every package in the bundles
// (the bundles drop the packages' own files, so their licences travel here).
const packageDirs = new Set();
for (const { metafile } of [cliScript, ...results]) {
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packageDirs.add(match[1]);
  }
}
const entries = [...packageDirs]
  .map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const licenceFile = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
    const text =
      licenceFile === undefined
        ? `(no licence file in the package; package.json says ${pkg.license ?? 'nothing'})`
        : readFileSync(join(dir, licenceFile), 'utf8').trim();
    return { name: pkg.name, version: pkg.version, license: pkg.license ?? 'UNKNOWN', text };
  })
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const unique = entries.filter((entry, index) => index === 0 || entries[index - 1].name !== entry.name || entries[index - 1].version !== entry.version);
writeFileSync('dist/licenses.txt', unique.map((entry) => `${entry.name} ${entry.version}\n${entry.license}\n${entry.text}`).join('\n\n=====\n\n') + '\n');

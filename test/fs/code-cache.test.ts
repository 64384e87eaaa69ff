import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCachedScript } from '../../src/fs/code-cache.js';
import { scratchDir } from '../helpers/scratch.js';

// The CLI's entry runs its tool through this cache (src/cli/entry.ts); the bundle's smoke tests run it whole.

const posix = process.getuid !== undefined;

/**
 * A script as the build makes the CLI's: a function of (require, its URL), here one that counts
 * its runs on a global. Each copy is in a folder of its own: V8 keeps what it compiled in this
 * process by source and file name, and would not look at a cache for a file it has seen.
 */
function writeScript(root: string, copy: string): URL {
  mkdirSync(join(root, copy), { recursive: true });
  const path = join(root, copy, 'tool-0123abcd.js');
  writeFileSync(
    path,
    '(function (require, url) {\n"use strict";\nconst { basename } = require("node:path");\nconst g = globalThis;\ng.codeCacheRuns = [...(g.codeCacheRuns ?? []), basename(new URL(url).pathname)];\n})',
  );
  return pathToFileURL(path);
}

function runs(): string[] {
  return (globalThis as { codeCacheRuns?: string[] }).codeCacheRuns ?? [];
}

describe('loadCachedScript', () => {
  let n = 0;
  it.runIf(posix)('runs the script when asked, with require and its URL, saves the cache once in a private folder, and uses it in the next run', () => {
    const root = scratchDir('code-cache');
    const dir = join(root, 'caches');
    const before = runs().length;
    const first = loadCachedScript(writeScript(root, `${n++}`), { dir, name: 'compare', env: {} });
    expect(runs().length).toBe(before);
    first.run();
    expect(runs().slice(before)).toEqual(['tool-0123abcd.js']);
    expect(first.cache).toBe('missing');
    first.save();
    const files = readdirSync(dir);
    expect(files).toEqual([`tool-0123abcd.js-${process.version}-${process.arch}-compare.bin`]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, files[0] ?? '')).mode & 0o777).toBe(0o600);
    const second = loadCachedScript(writeScript(root, `${n++}`), { dir, name: 'compare', env: {} });
    expect(second.cache).toBe('used');
    second.run();
    expect(runs().slice(before)).toHaveLength(2);
    // Another command has a cache of its own.
    expect(loadCachedScript(writeScript(root, `${n++}`), { dir, name: 'history', env: {} }).cache).toBe('missing');
  });

  it.runIf(posix)("removes other builds' caches when this build first saves, keeping this build's for other Node versions", () => {
    const root = scratchDir('code-cache');
    const dir = join(root, 'caches');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const otherBuild = 'tool-deadbeef.js-v20.0.0-x64-compare.bin';
    const otherNode = 'tool-0123abcd.js-v18.0.0-x64-compare.bin';
    for (const name of [otherBuild, otherNode, 'notes.txt']) writeFileSync(join(dir, name), 'x');
    const made = loadCachedScript(writeScript(root, `${n++}`), { dir, name: 'compare', env: {} });
    made.run();
    made.save();
    expect(readdirSync(dir).sort()).toEqual([`tool-0123abcd.js-${process.version}-${process.arch}-compare.bin`, otherNode, 'notes.txt'].sort());
  });

  it.runIf(posix)('makes a damaged cache again, and runs the script all the same', () => {
    const root = scratchDir('code-cache');
    const dir = join(root, 'caches');
    const made = loadCachedScript(writeScript(root, `${n++}`), { dir, env: {} });
    made.run();
    made.save();
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file ?? ''), 'not a code cache');
    const before = runs().length;
    const damaged = loadCachedScript(writeScript(root, `${n++}`), { dir, env: {} });
    damaged.run();
    expect(runs()).toHaveLength(before + 1);
    expect(damaged.cache).toBe('rejected');
    damaged.save();
    expect(loadCachedScript(writeScript(root, `${n++}`), { dir, env: {} }).cache).toBe('used');
    expect(readdirSync(dir)).toEqual([file]);
  });

  it.runIf(posix)('reads and writes nothing in a folder others may write into, or when NODE_DISABLE_COMPILE_CACHE is set', () => {
    const root = scratchDir('code-cache');
    const shared = join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const open = loadCachedScript(writeScript(root, `${n++}`), { dir: shared, env: {} });
    expect(open.cache).toBe('off');
    open.save();
    expect(readdirSync(shared)).toEqual([]);
    const dir = join(root, 'caches');
    const disabled = loadCachedScript(writeScript(root, `${n++}`), { dir, env: { NODE_DISABLE_COMPILE_CACHE: '1' } });
    expect(disabled.cache).toBe('off');
    disabled.save();
    expect(readdirSync(root)).not.toContain('caches');
  });
});

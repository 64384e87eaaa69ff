// Taken, not imported: this module is the CLI's entry, and when it was an ES module an import of
// node:fs made Node build its ESM facade, which reads every export: fs.promises, streams,
// readline and the REPL's history loaded at every start (1 ms of --help on Node 24 and on Node
// 20). The entry is CommonJS now (scripts/build.mjs), where getBuiltinModule still spares the
// loader a require.
const { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } = process.getBuiltinModule('node:fs');
const { createRequire } = process.getBuiltinModule('node:module');
const { tmpdir } = process.getBuiltinModule('node:os');
const paths = process.getBuiltinModule('node:path');
const { fileURLToPath } = process.getBuiltinModule('node:url');
const { Script } = process.getBuiltinModule('node:vm');

// The CLI's tool is a classic script run through a V8 code cache of our own. Node's compile cache
// (module.enableCompileCache, Node 22.1 and later) is written when a module is compiled, before it
// runs: it holds only the code V8 compiles eagerly, so every start compiled again each function a
// compare calls. A cache made when the process exits holds them too, and serves Node 20 as well
// (go 100 x 1, CPU above `node -e 0`: 57 → 40 ms on Node 24, 65 → 47 ms on Node 20;
// docs/performance.md). V8 runs cached code only for a source of the same length, so the name of
// the cache holds the script's content hash (in its file name), Node's version and the command:
// each command's cache holds the functions its first run compiled.

export interface CodeCacheOptions {
  /** Where caches live; by default a folder of this user's under the system's temporary directory. */
  readonly dir?: string;
  /** What the script's cache is named for, besides the script and Node: the command. */
  readonly name?: string;
  /** NODE_DISABLE_COMPILE_CACHE (Node's own switch) turns the cache off. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The folder of caches, made if missing, when it is this user's alone (a cache is code V8 runs:
 * another user's folder, or one others may write into, is never read); undefined otherwise, and
 * where there are no user ids (Windows): the script then runs without a cache.
 */
function privateDir(dir: string | undefined): string | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  const path = dir ?? paths.join(tmpdir(), `benchgate-code-cache-${uid}`);
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const stats = lstatSync(path);
  return stats.isDirectory() && stats.uid === uid && (stats.mode & 0o077) === 0 ? path : undefined;
}

/**
 * Removes the caches of other builds of the script (another content hash in its name), made when
 * this build first saves: each build left 0.2-0.4 MB a command and Node version, never read again.
 * Caches of this build for other Node versions stay. Nothing here may fail the run.
 */
function removeOtherBuilds(dir: string, script: string): void {
  const stem = script.replace(/-[0-9a-f]+\.js$/, '-');
  if (stem === script) return;
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith(stem) || entry.startsWith(`${script}-`) || !entry.endsWith('.bin')) continue;
    try {
      rmSync(paths.join(dir, entry), { force: true });
    } catch {
      // Another run may be removing it too.
    }
  }
}

/** How a run used its cache: read and taken, or not (none yet, V8 refused it, or caching is off). */
type CacheUse = 'used' | 'missing' | 'rejected' | 'off';

export interface CachedScript {
  readonly cache: CacheUse;
  /** Runs the script: calls the function it is with (a require, its URL). */
  readonly run: () => void;
  /**
   * Writes the cache from what V8 has compiled so far (call it at exit, when the run compiled
   * what it needed): only when there was none or V8 refused it. It never throws.
   */
  readonly save: () => void;
}

/**
 * The script at `url`, a function expression of (require, its own URL), compiled through its code
 * cache. Nothing of the cache ever fails the run: a cache that cannot be read, made or written
 * is done without, and one V8 rejects (another V8, other flags) is made again by save().
 */
export function loadCachedScript(url: URL, options: CodeCacheOptions = {}): CachedScript {
  const path = fileURLToPath(url);
  const source = readFileSync(path, 'utf8');
  let file: string | undefined;
  let cachedData: Buffer | undefined;
  if (((options.env ?? process.env).NODE_DISABLE_COMPILE_CACHE ?? '') === '') {
    try {
      const dir = privateDir(options.dir);
      if (dir !== undefined) file = paths.join(dir, `${paths.basename(path)}-${process.version}-${process.arch}-${options.name ?? 'main'}.bin`);
      if (file !== undefined) cachedData = readFileSync(file);
    } catch {
      cachedData = undefined;
    }
  }
  const script = new Script(source, { filename: path, ...(cachedData !== undefined && { cachedData }) });
  const cache: CacheUse = file === undefined ? 'off' : cachedData === undefined ? 'missing' : script.cachedDataRejected === true ? 'rejected' : 'used';
  const run = (): void => {
    // Built-ins are taken, not required: the script's first require() of one made Node set up
    // its module loader's tracing channels (node:diagnostics_channel), about 1 ms of a start
    // (docs/performance.md). Anything else goes to Node's require from the script's folder.
    let required: NodeJS.Require | undefined;
    const load = (id: string): unknown => process.getBuiltinModule(id) ?? (required ??= createRequire(url))(id);
    (script.runInThisContext() as (require: (id: string) => unknown, url: string) => void)(load, url.href);
  };
  const save = (): void => {
    if (file === undefined || cache === 'used') return;
    const temporary = `${file}.${process.pid}`;
    try {
      writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
      // Renamed into place whole: a run starting meanwhile reads the old cache or none, never half of one.
      renameSync(temporary, file);
      removeOtherBuilds(paths.dirname(file), paths.basename(path));
    } catch {
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Left for the system's cleaning of its temporary directory.
      }
    }
  };
  return { cache, run, save };
}

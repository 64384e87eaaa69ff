import * as nodeModule from 'node:module';

// Entry of the command-line tool, kept tiny: V8's compile cache (Node 22.1 and later; absent on
// Node 20, where nothing is cached) applies to the modules loaded after it is enabled, so the
// tool itself is loaded below. Each later start then skips compiling it: 110-130 ms → 90 ms for
// the example on Node 24 (docs/performance.md). The cache lives in the system's temporary
// directory (NODE_COMPILE_CACHE moves it; NODE_DISABLE_COMPILE_CACHE=1 turns it off).
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./main.js');

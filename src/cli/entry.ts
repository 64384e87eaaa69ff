import { loadCachedScript } from '../fs/code-cache.js';

// Entry of the command-line tool, kept tiny: the tool itself is a classic script beside it
// (scripts/build.mjs names it by its content hash), run through a V8 code cache made when a
// command first runs (fs/code-cache.ts): later starts neither parse nor compile what that run
// compiled. The caches live in the system's temporary directory; NODE_DISABLE_COMPILE_CACHE=1
// turns them off.
declare const BENCHGATE_CLI_SCRIPT: string;
// Each command's cache holds what its first run compiled (the commands of cli/commands.ts).
const command = process.argv[2] ?? '';
const name = ['compare', 'run', 'convert', 'calibrate', 'history', 'bisect'].includes(command) ? command : 'other';
const tool = loadCachedScript(new URL(`./${BENCHGATE_CLI_SCRIPT}`, import.meta.url), { name });
// Saved when the command did its work: a usage error (exit 2) compiles little of the tool, and a
// cache is made once. Listened for before the tool runs, which may exit as soon as it has written.
process.once('exit', (code) => {
  if (code !== 2) tool.save();
});
tool.run();

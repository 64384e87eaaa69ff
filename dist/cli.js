#!/usr/bin/env node
"use strict";
const __benchgateEntryUrl = process.getBuiltinModule("node:url").pathToFileURL(__filename).href;
"use strict";

// src/fs/code-cache.ts
var { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } = process.getBuiltinModule("node:fs");
var { createRequire } = process.getBuiltinModule("node:module");
var { tmpdir } = process.getBuiltinModule("node:os");
var paths = process.getBuiltinModule("node:path");
var { fileURLToPath } = process.getBuiltinModule("node:url");
var { Script } = process.getBuiltinModule("node:vm");
function privateDir(dir) {
  const uid = process.getuid?.();
  if (uid === void 0) return void 0;
  const path = dir ?? paths.join(tmpdir(), `benchgate-code-cache-${uid}`);
  mkdirSync(path, { recursive: true, mode: 448 });
  const stats = lstatSync(path);
  return stats.isDirectory() && stats.uid === uid && (stats.mode & 63) === 0 ? path : void 0;
}
function removeOtherBuilds(dir, script) {
  const stem = script.replace(/-[0-9a-f]+\.js$/, "-");
  if (stem === script) return;
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith(stem) || entry.startsWith(`${script}-`) || !entry.endsWith(".bin")) continue;
    try {
      rmSync(paths.join(dir, entry), { force: true });
    } catch {
    }
  }
}
function loadCachedScript(url, options = {}) {
  const path = fileURLToPath(url);
  const source = readFileSync(path, "utf8");
  let file;
  let cachedData;
  if (((options.env ?? process.env).NODE_DISABLE_COMPILE_CACHE ?? "") === "") {
    try {
      const dir = privateDir(options.dir);
      if (dir !== void 0) file = paths.join(dir, `${paths.basename(path)}-${process.version}-${process.arch}-${options.name ?? "main"}.bin`);
      if (file !== void 0) cachedData = readFileSync(file);
    } catch {
      cachedData = void 0;
    }
  }
  const script = new Script(source, { filename: path, ...cachedData !== void 0 && { cachedData } });
  const cache = file === void 0 ? "off" : cachedData === void 0 ? "missing" : script.cachedDataRejected === true ? "rejected" : "used";
  const run = () => {
    let required;
    const load = (id) => process.getBuiltinModule(id) ?? (required ??= createRequire(url))(id);
    script.runInThisContext()(load, url.href);
  };
  const save = () => {
    if (file === void 0 || cache === "used") return;
    const temporary = `${file}.${process.pid}`;
    try {
      writeFileSync(temporary, script.createCachedData(), { mode: 384 });
      renameSync(temporary, file);
      removeOtherBuilds(paths.dirname(file), paths.basename(path));
    } catch {
      try {
        rmSync(temporary, { force: true });
      } catch {
      }
    }
  };
  return { cache, run, save };
}

// src/cli/entry.ts
var command = process.argv[2] ?? "";
var name = ["compare", "run", "convert", "calibrate", "history", "bisect"].includes(command) ? command : "other";
var tool = loadCachedScript(new URL(`./${"cli-script-1dfc8638e6c1a7a0.js"}`, __benchgateEntryUrl), { name });
process.once("exit", (code) => {
  if (code !== 2) tool.save();
});
tool.run();

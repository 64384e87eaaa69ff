// Preloaded into a measured process with `node -r` (bench/run.mjs, grid.mjs, history.mjs): writes
// its own resource usage on exit, so a benchmark reads the peak memory of exactly that process. A
// CommonJS preload costs nothing measurable at a process's start, where `--import` of an ES module
// added about 7 ms on Node 20: the grid's smallest cells are tens of milliseconds over `node -e 0`.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload, by design
const { writeFileSync } = require('node:fs');
const target = process.env.BENCHGATE_RUSAGE_FILE;
if (target) process.on('exit', () => writeFileSync(target, JSON.stringify(process.resourceUsage())));

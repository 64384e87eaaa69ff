// Parsing alone, in process: `node parse-formats.mjs FORMAT=FILE ...` (bundled and run by
// bench/run.mjs). For each file: the best of 3 to 30 parses in MB/s (read excluded), and for JSON
// formats the same file's JSON.parse, the floor a JSON parser cannot beat.
import { readFileSync, statSync } from 'node:fs';
import { parseSource } from '../src/formats/registry.js';

/**
 * The fastest of at least 3 runs, repeated up to 30 times or one second: a 3.4 MB file parsed
 * 3 times was still being compiled by V8 (0.65 of JSON.parse, against 0.76-0.81 once warm).
 */
function best(action: () => void): number {
  let fastest = Number.POSITIVE_INFINITY;
  const start = performance.now();
  for (let i = 0; i < 30 && (i < 3 || performance.now() - start < 1000); i++) {
    const started = performance.now();
    action();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest / 1000;
}

for (const argument of process.argv.slice(2)) {
  const [format, path] = argument.split('=') as [string, string];
  const megabytes = statSync(path).size / 1e6;
  const text = readFileSync(path, 'utf8');
  // As the CLI reads a file: its bytes, and the text (which the go parser never asks for).
  const bytes = readFileSync(path);
  const seconds = best(() => parseSource({ name: path, text, bytes }, format));
  const json = text.trimStart().startsWith('{') || text.trimStart().startsWith('[');
  const floor = json ? best(() => void JSON.parse(text)) : undefined;
  console.log(
    `  ${format.padEnd(16)} ${megabytes.toFixed(1).padStart(6)} MB: ${(megabytes / seconds).toFixed(0).padStart(4)} MB/s${floor === undefined ? '' : `, ${(floor / seconds).toFixed(2)} of JSON.parse (${(megabytes / floor).toFixed(0)} MB/s)`}`,
  );
}

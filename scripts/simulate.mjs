// Runs test/simulation/table.ts (the false-alarm, power and coverage tables of docs/design.md) through esbuild;
// `npm run simulate -- history` runs test/simulation/history-table.ts (the change-point table);
// `npm run simulate -- history-life` test/simulation/history-life-table.ts (the issue over a suite's life);
// `npm run simulate -- history-references` test/simulation/history-life-references.ts (the same lives beside PELT and strucchange).
import { bundleFromSource } from '../bench/bundle.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const tables = {
  history: 'test/simulation/history-table.ts',
  'history-life': 'test/simulation/history-life-table.ts',
  'history-references': 'test/simulation/history-life-references.ts',
  compare: 'test/simulation/table.ts',
};
const which = process.argv[2] ?? 'compare';
if (!(which in tables)) throw new Error(`npm run simulate -- ${which}: expected one of ${Object.keys(tables).join(', ')}`);
const outfile = join(mkdtempSync(join(tmpdir(), 'benchgate-simulate-')), 'table.mjs');
await bundleFromSource(tables[which], outfile);
await import(pathToFileURL(outfile).href);

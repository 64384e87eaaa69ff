// A stand-in benchmark tool for the tests of `benchgate run`, as a real process: its output is
// fake-tool-core.mjs's. State in COUNTER (a file) makes every call differ; FAIL=1 fails like a crash.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fakeToolOutput } from './fake-tool-core.mjs';

if (process.env.FAIL === '1') {
  process.stderr.write('building...\npanic: runtime error: index out of range\n');
  process.exit(3);
}
const counter = process.env.COUNTER ?? '';
const call = counter !== '' && existsSync(counter) ? Number(readFileSync(counter, 'utf8')) + 1 : 1;
if (counter !== '') writeFileSync(counter, String(call));
const text = fakeToolOutput(process.env, call);
if (process.argv[2] !== undefined) writeFileSync(process.argv[2], text);
else process.stdout.write(text);

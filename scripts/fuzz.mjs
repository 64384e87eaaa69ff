// `npm run fuzz`: the parser property tests with more cases (FUZZ_RUNS, default 3000 per format).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(process.execPath, [vitest, 'run', 'test/fuzz'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '3000' },
});
process.exitCode = result.status ?? 1;

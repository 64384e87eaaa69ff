// Preloaded into the measured process (node --import): writes its own resource usage on exit,
// so the benchmark reads the peak memory of exactly that process.
import { writeFileSync } from 'node:fs';

const target = process.env.BENCHGATE_RUSAGE_FILE;
if (target) process.on('exit', () => writeFileSync(target, JSON.stringify(process.resourceUsage())));

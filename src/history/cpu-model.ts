/**
 * The CPU model of a runner fingerprint as benchgate records it ("ubuntu-24.04 x64, AMD EPYC 7763
 * (4 cores), Node v24" → "AMD EPYC 7763"), when it names one: the part a job's speed depends on
 * most (src/compare/gate.ts reads the same field to widen the job-effect bound).
 */
export function cpuModelOf(runner: string): string | undefined {
  const part = runner.split(',')[1];
  return part === undefined ? undefined : part.replace(/\(\s*\d+\s+cores?\s*\)/, '').trim() || undefined;
}

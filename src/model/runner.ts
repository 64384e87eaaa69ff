/**
 * The CPU model of a runner fingerprint as benchgate records it ("ubuntu-24.04 x64, AMD EPYC 7763
 * (4 cores), Node v24" → "AMD EPYC 7763"), when it names one: the part a job's speed depends on
 * most. The gate widens the job-effect bound when two sides' models differ; the history measures
 * each model's offset.
 */
export function cpuModelOf(runner: string): string | undefined {
  const part = runner.split(',')[1];
  return part === undefined ? undefined : part.replace(/\(\s*\d+\s+cores?\s*\)/, '').trim() || undefined;
}

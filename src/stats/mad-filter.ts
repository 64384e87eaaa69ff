import { medianInPlace } from './selection.js';

/** perfcmp's cut-off: a sample at 5 or more MADs from the median is dropped (about 3.4σ for normal data). */
const MAD_CUTOFF = 5;

/**
 * perfcmp's outlier filter (opt-in): drops samples with |x − median| ≥ 5·MAD, the MAD unscaled
 * (no 1.4826); when MAD = 0 nothing is dropped. Returns the kept samples in their order.
 */
export function madFilter(values: readonly number[]): { kept: number[]; dropped: number } {
  if (values.length < 3) return { kept: [...values], dropped: 0 };
  const scratch = Float64Array.from(values);
  const median = medianInPlace(scratch, scratch.length);
  for (let i = 0; i < values.length; i++) scratch[i] = Math.abs((values[i] as number) - median);
  const mad = medianInPlace(scratch, scratch.length);
  if (mad === 0) return { kept: [...values], dropped: 0 };
  const kept = values.filter((value) => Math.abs(value - median) < MAD_CUTOFF * mad);
  return { kept, dropped: values.length - kept.length };
}

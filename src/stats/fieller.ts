/**
 * Fieller's (1954) interval for the ratio of two independent means, μ_c / μ_b: the ρ with
 * (m_c − ρ m_b)² ≤ q² (v_c + ρ² v_b), where v are the variances of the means and q the t
 * quantile. Null when the baseline mean is not clearly away from 0 (g = q² v_b / m_b² ≥ 1):
 * the set is then unbounded, and no interval of the change can be given.
 */
export function fiellerInterval(
  baselineMean: number,
  baselineVariance: number,
  currentMean: number,
  currentVariance: number,
  quantile: number,
): readonly [number, number] | null {
  // The ratio does not depend on the scale: on means scaled to about 1, products of squares
  // cannot overflow (values of 1e131 square to 1e262, and their products to Infinity).
  const scale = Math.max(Math.abs(baselineMean), Math.abs(currentMean));
  if (scale > 0 && scale !== 1)
    return fiellerInterval(baselineMean / scale, baselineVariance / scale / scale, currentMean / scale, currentVariance / scale / scale, quantile);
  const q2 = quantile * quantile;
  const denominator = baselineMean * baselineMean - q2 * baselineVariance;
  if (!(denominator > 0)) return null;
  const discriminant = currentMean * currentMean * baselineVariance + baselineMean * baselineMean * currentVariance - q2 * baselineVariance * currentVariance;
  if (!(discriminant >= 0)) return null;
  const half = quantile * Math.sqrt(discriminant);
  const centre = currentMean * baselineMean;
  return [(centre - half) / denominator, (centre + half) / denominator];
}

/**
 * Multiple-comparison adjustment of p-values (docs/design.md, Verdict engine). A suite of 300 unchanged benchmarks
 * tested at 0.05 flags 15 on average; Benjamini–Hochberg keeps a no-op change from failing CI
 * with probability above alpha (under the global null the FDR equals the FWER).
 */
export type PAdjustMethod = 'bh' | 'holm' | 'bonferroni' | 'none';

/** Adjusted p-values in input order (R's `p.adjust` for "BH", "holm", "bonferroni", "none"). */
export function adjustPValues(pValues: readonly number[], method: PAdjustMethod): number[] {
  const m = pValues.length;
  if (method === 'none' || m === 0) return [...pValues];
  if (method === 'bonferroni') return pValues.map((p) => Math.min(1, p * m));
  const order = pValues.map((_, i) => i).sort((a, b) => (pValues[a] as number) - (pValues[b] as number) || a - b);
  const adjusted = new Array<number>(m);
  if (method === 'holm') {
    // p̃(i) = max over j ≤ i of min(1, (m − j + 1)·p(j)), ranks from 1.
    let running = 0;
    order.forEach((index, rank) => {
      running = Math.max(running, Math.min(1, (m - rank) * (pValues[index] as number)));
      adjusted[index] = running;
    });
    return adjusted;
  }
  // BH: p̃(i) = min over j ≥ i of min(1, m·p(j)/j).
  let running = 1;
  for (let rank = m - 1; rank >= 0; rank--) {
    const index = order[rank] as number;
    const p = pValues[index] as number;
    running = Math.min(running, (m * p) / (rank + 1));
    // Never below p itself (m·p/m can round one ulp under p).
    adjusted[index] = Math.max(running, p);
  }
  return adjusted;
}

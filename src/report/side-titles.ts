import type { Report } from '../model/report.js';

/** Column titles of the sides: one per reference system, then the current side. */
export interface SideTitles {
  readonly baselines: readonly string[];
  readonly current: string;
}

/**
 * The sides' labels as column titles, never two alike: a reference that shares its label with
 * another gets its number (`nightly (2)`), and a current side labelled like a reference says so
 * (`run (current)`), so a reader can always tell which column is which. `fit` shortens a label
 * for a narrow face (the terminal) before the titles are made unique.
 */
export function sideTitles(report: Report, fit: (label: string, fallback: string) => string = (label) => label): SideTitles {
  const several = report.baselines.length > 1;
  const baselines = report.baselines.map((side, i) => fit(side.label, several ? `baseline${i + 1}` : 'baseline'));
  const seen = new Map<string, number>();
  for (const title of baselines) seen.set(title, (seen.get(title) ?? 0) + 1);
  const unique = baselines.map((title, i) => ((seen.get(title) ?? 0) > 1 ? `${title} (${i + 1})` : title));
  let current = fit(report.current.label, 'current');
  if (unique.includes(current) || baselines.includes(current)) current = `${current} (current)`;
  return { baselines: unique, current };
}

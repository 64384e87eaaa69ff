import { DEFAULT_POLICY, type Policy } from '../../src/compare/policy.js';
import { REALISTIC, simulatedReport, type Scenario } from './ci-suite.js';

// The headline's promise in simulation (compare/certify.ts): how often an A/A comparison in one
// job gets ✔️, and how often one with a planted +10% regression does (it must not: ≤ 5%).

/** Quiet machines: a dedicated runner, run-to-run noise 0.5%, no drift to speak of, no outliers. */
const QUIET: Omit<Scenario, 'rows' | 'runs' | 'planted'> = { drift: 0.003, runNoise: 0.005, samples: 5, noiseSpread: 0.3, outlierRate: 0 };

export interface HeadlineShares {
  /** A/A comparisons whose headline is ✔️. */
  readonly certifiedAa: number;
  /** Comparisons with one row planted +10% slower whose headline is ✔️ (a regression not found and not left open). */
  readonly certifiedPlanted: number;
  /** The median of the A/A headlines' bound (the largest slowdown not ruled out). */
  readonly medianBound: number;
}

export function headlineShares(scenario: Omit<Scenario, 'planted'>, trials: number, policy: Policy = DEFAULT_POLICY): HeadlineShares {
  let certifiedAa = 0;
  let certifiedPlanted = 0;
  const bounds: number[] = [];
  for (let trial = 0; trial < trials; trial++) {
    const aa = simulatedReport({ ...scenario, planted: 0 }, 1 + trial, policy);
    if (aa.headline?.certified === true) certifiedAa++;
    bounds.push(aa.headline?.bound ?? Infinity);
    const ab = simulatedReport({ ...scenario, planted: 0.1 }, 500_001 + trial, policy);
    if (ab.headline?.certified === true) certifiedPlanted++;
  }
  bounds.sort((a, b) => a - b);
  return { certifiedAa: certifiedAa / trials, certifiedPlanted: certifiedPlanted / trials, medianBound: bounds[Math.floor(trials / 2)] ?? Infinity };
}

export const HEADLINE_SCENARIOS = [
  { name: 'quiet (run sd 0.5%)', scenario: { ...QUIET, sameJob: true } },
  { name: 'CI-like (run sd 1.5%, drift 2%)', scenario: { ...REALISTIC, sameJob: true } },
] as const;

import { compareSampleSets } from '../../src/compare/compare.js';
import { DEFAULT_POLICY, type Policy } from '../../src/compare/policy.js';
import type { SampleSet, Series } from '../../src/model/series.js';
import { mulberry32 } from '../../src/stats/rng.js';
import { REALISTIC } from './ci-suite.js';

// Simulated interleaved sessions (`benchgate run`, or a same-job A/B given to `compare
// --paired`): both builds run on one machine, pair after pair. The machine drifts from pair to
// pair (shared by both runs of a pair), a little between the two runs of a pair, and becomes
// `step` slower from the middle of the session on; each benchmark has its own run-to-run
// noise, as in ci-suite.ts. The same data go to the paired analysis and to the unpaired one
// (the suite model's per-run drift removal), so their power can be compared at the same
// false-alarm rate.

export interface Session {
  readonly rows: number;
  readonly pairs: number;
  /** sd of the machine's drift from one pair to the next, log scale (both runs of a pair alike). */
  readonly pairDrift: number;
  /** sd of the drift between the two runs of one pair, log scale. */
  readonly withinPairDrift: number;
  /** The machine's slowdown from the middle pair on (0.3: 30% slower). */
  readonly step: number;
  /** Relative slowdown of benchmark 0 on the current side (0 for A/A). */
  readonly planted: number;
}

export const INTERLEAVED: Omit<Session, 'rows' | 'pairs' | 'planted'> = { pairDrift: 0.02, withinPairDrift: 0.005, step: 0.3 };

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function sessionSets(session: Session, seed: number): { baseline: SampleSet; current: SampleSet } {
  const random = mulberry32(seed);
  const centres = Array.from({ length: session.rows }, () => 1e-6 * Math.exp(6 * random()));
  const noises = Array.from({ length: session.rows }, () => REALISTIC.runNoise * Math.exp(REALISTIC.noiseSpread * gaussian(random)));
  const runs: Series['runs'][number][][][] = [[], []];
  for (const side of runs) for (let row = 0; row < session.rows; row++) side.push([]);
  for (let pair = 0; pair < session.pairs; pair++) {
    const machine = session.pairDrift * gaussian(random) + (pair >= session.pairs / 2 ? Math.log(1 + session.step) : 0);
    runs.forEach((side, s) => {
      const drift = machine + session.withinPairDrift * gaussian(random);
      centres.forEach((centre, row) => {
        const planted = s === 1 && row === 0 ? 1 + session.planted : 1;
        const runCentre = centre * planted * Math.exp(drift + (noises[row] as number) * gaussian(random));
        const samples = Float64Array.from({ length: REALISTIC.samples }, () => runCentre * Math.exp(0.01 * gaussian(random)));
        side[row]?.push({ kind: 'samples', samples });
      });
    });
  }
  const set = (side: Series['runs'][number][][]): SampleSet => ({
    runCount: session.pairs,
    series: side.map((r, row) => ({ benchmark: `bench${row}`, metric: 'time', unit: 's', better: 'lower', runs: r })),
  });
  return { baseline: set(runs[0] ?? []), current: set(runs[1] ?? []) };
}

const flagged = (verdict: string): boolean => verdict === 'regression' || verdict === 'improvement';

/** Both sides of session `seed`, judged paired or unpaired. */
function judgedSession(session: Session, seed: number, paired: boolean, policy: Policy): ReturnType<typeof compareSampleSets> {
  const { baseline, current } = sessionSets(session, seed);
  return compareSampleSets([{ label: 'base', set: baseline }], { label: 'head', set: current }, policy, undefined, { paired });
}

/** Share of `trials` A/A sessions with any row or suite line flagged (the even seeds from `firstSeed`). */
export function sessionFalseAlarmRate(session: Omit<Session, 'planted'>, trials: number, paired: boolean, firstSeed = 1, policy = DEFAULT_POLICY): number {
  let falseAlarms = 0;
  for (let trial = 0; trial < trials; trial++) {
    const aa = judgedSession({ ...session, planted: 0 }, firstSeed + 2 * trial, paired, policy);
    if (aa.comparisons.some((row) => flagged(row.verdict)) || aa.suites.some((line) => flagged(line.verdict))) falseAlarms++;
  }
  return falseAlarms / trials;
}

/** Share of `trials` A/B sessions that found the planted row (the odd seeds from `firstSeed`). */
export function sessionPowerRate(
  session: Omit<Session, 'planted'>,
  planted: number,
  trials: number,
  paired: boolean,
  firstSeed = 1,
  policy: Policy = DEFAULT_POLICY,
): number {
  let found = 0;
  for (let trial = 0; trial < trials; trial++) {
    const ab = judgedSession({ ...session, planted }, firstSeed + 2 * trial + 1, paired, policy);
    if (ab.comparisons.some((row) => row.benchmark === 'bench0' && row.verdict === 'regression')) found++;
  }
  return found / trials;
}

/** Share of `trials` A/A sessions with any row or suite line flagged, and share of A/B sessions that found the planted row. */
export function sessionRates(
  session: Omit<Session, 'planted'>,
  planted: number,
  trials: number,
  paired: boolean,
  firstSeed = 1,
  policy: Policy = DEFAULT_POLICY,
): { falseAlarms: number; power: number } {
  return {
    falseAlarms: sessionFalseAlarmRate(session, trials, paired, firstSeed, policy),
    power: sessionPowerRate(session, planted, trials, paired, firstSeed, policy),
  };
}

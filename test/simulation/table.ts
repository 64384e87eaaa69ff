import { rates, REALISTIC as DEFAULT_SCENARIO } from './ci-suite.js';
import { INTERLEAVED, sessionRates } from './interleaved.js';

// SIM_DRIFT, SIM_NOISE, SIM_SPREAD, SIM_OUTLIERS override the scenario (to try others).
const number = (name: string, fallback: number): number => (process.env[name] === undefined ? fallback : Number(process.env[name]));
const REALISTIC = {
  ...DEFAULT_SCENARIO,
  drift: number('SIM_DRIFT', DEFAULT_SCENARIO.drift),
  runNoise: number('SIM_NOISE', DEFAULT_SCENARIO.runNoise),
  noiseSpread: number('SIM_SPREAD', DEFAULT_SCENARIO.noiseSpread),
  outlierRate: number('SIM_OUTLIERS', DEFAULT_SCENARIO.outlierRate),
  interaction: number('SIM_INTERACTION', 0),
};
const ROWS = (process.env.SIM_ROWS ?? '20,200').split(',').map(Number);
const RUNS = (process.env.SIM_RUNS ?? '1,2,3,5,10').split(',').map(Number);

// `npm run simulate`: the false-alarm and power tables of the README (seeded; about two minutes).
// SIM_TABLES=suite or SIM_TABLES=interleaved prints one of them.
const trials = Number(process.env.SIMULATE_TRIALS ?? 400);
const tables = (process.env.SIM_TABLES ?? 'suite,interleaved').split(',');
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
if (tables.includes('suite')) {
  console.log(`| rows | runs a side | suite false alarms (A/A) | power, one row +10% | power, one row +5% |`);
  console.log('|---:|---:|---:|---:|---:|');
  for (const rows of ROWS) {
    for (const runs of RUNS) {
      const scenario = { ...REALISTIC, rows, runs };
      const ten = rates(scenario, rows === 200 ? Math.ceil(trials / 4) : trials, 0.1);
      const five = rates(scenario, rows === 200 ? Math.ceil(trials / 4) : trials, 0.05, 7_000_000);
      console.log(`| ${rows} | ${runs} | ${percent(ten.falseAlarms)} | ${percent(ten.power)} | ${percent(five.power)} |`);
    }
  }
  console.log(
    `\nScenario: machine drift sd ${REALISTIC.drift * 100}% per run, run-to-run noise sd ${REALISTIC.runNoise * 100}% (log-normal across benchmarks, sd ${REALISTIC.noiseSpread} of its log), ${REALISTIC.samples} samples a run with 1% noise and ${REALISTIC.outlierRate * 100}% outliers at 1.5x${REALISTIC.interaction > 0 ? `, benchmark × machine effect sd ${REALISTIC.interaction * 100}% (baseline from another VM)` : ''}; default settings.`,
  );
}

if (tables.includes('interleaved')) {
  // The same interleaved sessions through the paired analysis and through the unpaired one (the
  // suite model's per-run drift removal): which has more power at the same false-alarm rate.
  const sessions = Math.ceil(trials / 2);
  console.log(`\n| rows | pairs | drift within a pair | false alarms, paired / unpaired | +5% found, paired / unpaired | +8% found, paired / unpaired |`);
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const rows of [1, 20]) {
    for (const pairs of [5, 8, 16]) {
      for (const within of [INTERLEAVED.withinPairDrift, 0.02]) {
        const session = { ...INTERLEAVED, withinPairDrift: within, rows, pairs };
        const [p5, u5, p8, u8] = [
          sessionRates(session, 0.05, sessions, true, 1),
          sessionRates(session, 0.05, sessions, false, 1),
          sessionRates(session, 0.08, sessions, true, 100_001),
          sessionRates(session, 0.08, sessions, false, 100_001),
        ] as const;
        const alarms = Math.max(p5.falseAlarms, p8.falseAlarms);
        const unpairedAlarms = Math.max(u5.falseAlarms, u8.falseAlarms);
        console.log(
          `| ${rows} | ${pairs} | ${within * 100}% | ${percent(alarms)} / ${percent(unpairedAlarms)} | ${percent(p5.power)} / ${percent(u5.power)} | ${percent(p8.power)} / ${percent(u8.power)} |`,
        );
      }
    }
  }
  console.log(
    `\nInterleaved sessions: the machine drifts sd ${INTERLEAVED.pairDrift * 100}% from pair to pair (both runs of a pair alike) and gets ${INTERLEAVED.step * 100}% slower from the middle pair on; run-to-run noise as above; ${sessions} A/A and ${sessions} A/B sessions per cell; false alarms: any row or suite line flagged.`,
  );
}

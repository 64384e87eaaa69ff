import { rates, REALISTIC as DEFAULT_SCENARIO } from './ci-suite.js';

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

// `npm run simulate`: the false-alarm and power table of the README (seeded; about a minute).
const trials = Number(process.env.SIMULATE_TRIALS ?? 400);
console.log(`| rows | runs a side | suite false alarms (A/A) | power, one row +10% | power, one row +5% |`);
console.log('|---:|---:|---:|---:|---:|');
for (const rows of ROWS) {
  for (const runs of RUNS) {
    const scenario = { ...REALISTIC, rows, runs };
    const ten = rates(scenario, rows === 200 ? Math.ceil(trials / 4) : trials, 0.1);
    const five = rates(scenario, rows === 200 ? Math.ceil(trials / 4) : trials, 0.05, 7_000_000);
    const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
    console.log(`| ${rows} | ${runs} | ${percent(ten.falseAlarms)} | ${percent(ten.power)} | ${percent(five.power)} |`);
  }
}
console.log(
  `\nScenario: machine drift sd ${REALISTIC.drift * 100}% per run, run-to-run noise sd ${REALISTIC.runNoise * 100}% (log-normal across benchmarks, sd ${REALISTIC.noiseSpread} of its log), ${REALISTIC.samples} samples a run with 1% noise and ${REALISTIC.outlierRate * 100}% outliers at 1.5x${REALISTIC.interaction > 0 ? `, benchmark × machine effect sd ${REALISTIC.interaction * 100}% (baseline from another VM)` : ''}; default settings.`,
);

import { rates, REALISTIC } from './ci-suite.js';

// `npm run simulate`: the false-alarm and power table of the README (seeded; about a minute).
const trials = Number(process.env.SIMULATE_TRIALS ?? 400);
console.log(`| rows | runs a side | suite false alarms (A/A) | power, one row +10% | power, one row +5% |`);
console.log('|---:|---:|---:|---:|---:|');
for (const rows of [20, 200]) {
  for (const runs of [1, 2, 3, 5, 10]) {
    const scenario = { ...REALISTIC, rows, runs };
    const ten = rates(scenario, rows === 200 ? Math.ceil(trials / 4) : trials, 0.1);
    const five = rates(scenario, rows === 200 ? Math.ceil(trials / 4) : trials, 0.05, 7_000_000);
    const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
    console.log(`| ${rows} | ${runs} | ${percent(ten.falseAlarms)} | ${percent(ten.power)} | ${percent(five.power)} |`);
  }
}
console.log(`\nScenario: machine drift sd ${REALISTIC.drift * 100}% per run, run-to-run noise sd ${REALISTIC.runNoise * 100}% (log-normal across benchmarks), ${REALISTIC.samples} samples a run with 1% noise and 1% outliers; default settings.`);

import { isPlanted, measure, REALISTIC as DEFAULT_SCENARIO, simulatedReport, simulateSuite, type Scenario, type Share } from './ci-suite.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { HEADLINE_SCENARIOS, headlineShares } from './headline.js';
import { INTERLEAVED, sessionRates } from './interleaved.js';
import { runsNeededSteadiness } from './runs-needed.js';

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
/** SIM_SCENARIOS=0,2: only those scenarios of the table (by index; the vm table's designs likewise), to spread a run over processes. */
const ONLY = process.env.SIM_SCENARIOS?.split(',').map(Number);

// `npm run simulate`: the false-alarm, power and coverage tables of docs/design.md (seeded; a few
// minutes). SIM_TABLES=suite, vm, interleaved or headline prints one of them; SIMULATE_TRIALS
// sets the suites per cell (200-row cells use half).
const trials = Number(process.env.SIMULATE_TRIALS ?? 400);
const tables = (process.env.SIM_TABLES ?? 'suite,vm,interleaved').split(',');
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const withSe = (measured: Share): string => `${percent(measured.value)} ± ${percent(measured.se)}`;

/** The scenarios of issue 26: one job, AR(1) drift, another job's baseline, benchmarks 60-fold apart in noise (in one job and across jobs). */
const SCENARIOS: readonly { readonly name: string; readonly scenario: Omit<Scenario, 'planted' | 'rows' | 'runs'> }[] = [
  { name: 'same job', scenario: { ...REALISTIC, sameJob: true } },
  { name: 'same job, AR(1) drift 0.7', scenario: { ...REALISTIC, sameJob: true, ar1: 0.7 } },
  { name: 'across jobs (shift sd 3%, benchmark × machine sd 2%)', scenario: { ...REALISTIC, jobShift: 0.03, interaction: 0.02 } },
  { name: 'same job, run sd 0.5% to 30% (log-normal)', scenario: { ...REALISTIC, sameJob: true, runNoise: 0.039, noiseSpread: 0.82 } },
  { name: 'across jobs, run sd 0.5% to 30%', scenario: { ...REALISTIC, runNoise: 0.039, noiseSpread: 0.82, jobShift: 0.03, interaction: 0.02 } },
  { name: 'across 5 pooled baseline jobs (as above)', scenario: { ...REALISTIC, jobShift: 0.03, interaction: 0.02, baselineJobs: 5 } },
  {
    name: 'across 5 pooled baseline jobs, machine sensitivity 7-fold apart',
    scenario: { ...REALISTIC, jobShift: 0.03, interaction: 0.02, baselineJobs: 5, sensitivitySpread: 1 },
  },
];

if (tables.includes('suite')) {
  console.log(
    "| scenario | rows | runs a side | A/A suites with a false alarm | power: +10% on 15% of rows | A/A intervals holding 0 | planted rows' intervals holding +10% | A/A marginal intervals holding 0 | planted rows' marginal intervals holding +10% | shown intervals' false coverage rate, A/A / A/B | A/A rows unchanged |",
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, scenario } of SCENARIOS) {
    if (ONLY !== undefined && !ONLY.includes(SCENARIOS.findIndex((s) => s.name === name))) continue;
    for (const rows of ROWS) {
      for (const runs of RUNS) {
        const cell = { ...scenario, rows, runs, plantedShare: 0.15 };
        const measured = measure(cell, rows >= 200 ? Math.ceil(trials / 2) : trials, runs === 1 ? 0 : 0.1, 1000 * runs + rows);
        const power = runs === 1 ? '—' : withSe(measured.power);
        const planted = runs === 1 ? '—' : percent(measured.plantedCoverage.value);
        const plantedMarginal = runs === 1 ? '—' : withSe(measured.plantedMarginalCoverage);
        const marginal = runs === 1 ? '—' : withSe(measured.marginalCoverage);
        const fcr = runs === 1 ? '—' : `${percent(measured.fcrAA.value)} / ${percent(measured.fcrAB.value)}`;
        console.log(
          `| ${name} | ${rows} | ${runs} | ${withSe(measured.falseAlarms)} | ${power} | ${percent(measured.coverage.value)} | ${planted} | ${marginal} | ${plantedMarginal} | ${fcr} | ${percent(measured.unchanged.value)} |`,
        );
      }
    }
  }
  console.log(
    `\nScenario: machine drift sd ${REALISTIC.drift * 100}% per run, run-to-run noise sd ${REALISTIC.runNoise * 100}% (log-normal across benchmarks, sd ${REALISTIC.noiseSpread} of its log) unless the row says otherwise, ${REALISTIC.samples} samples a run with 1% noise and ${REALISTIC.outlierRate * 100}% outliers at 1.5x; default settings; ± one standard error. A false alarm: any row or whole-suite line flagged. Coverage: rows whose interval of the change holds 0 (one run a side: no interval); the shown interval is at the verdict's level, the marginal one (changeCIMarginal) at 1 − alpha without adjustment, ± one standard error; the false coverage rate: per suite, the share of rows selected by the correction whose shown interval misses the true change, averaged over suites (Benjamini–Yekutieli bound it by alpha = 5%).`,
  );
}

if (tables.includes('headline')) {
  // The headline's ✔️ (compare/certify.ts) at the default certify limit: one job, 20 rows.
  console.log(`\n| noise | runs a side | A/A comparisons with ✔️ | +10% on one row with ✔️ | median bound of the A/A headlines |`);
  console.log('|---|---:|---:|---:|---:|');
  // SIM_CERTIFY tries another limit.
  const policy = { ...DEFAULT_POLICY, certify: number('SIM_CERTIFY', DEFAULT_POLICY.certify) };
  for (const { name, scenario } of HEADLINE_SCENARIOS)
    for (const runs of [3, 5, 10]) {
      const measured = headlineShares({ ...scenario, rows: 20, runs }, trials, policy);
      console.log(`| ${name} | ${runs} | ${percent(measured.certifiedAa)} | ${percent(measured.certifiedPlanted)} | +${percent(measured.medianBound)} |`);
    }
  console.log(
    `\nHeadlines: certify limit +${+(policy.certify * 100).toFixed(2)}%, noise threshold ±${DEFAULT_POLICY.noise * 100}%, 20 rows in one job, ${trials} A/A and ${trials} A/B comparisons per cell.`,
  );
}

if (tables.includes('vm')) {
  // Issue 40: A/A suites with a false alarm against 1, 2, 3 or 5 baseline jobs, benchmarks'
  // sensitivities to the VM alike (normal) or log-normal with sd 1 (heavy-tailed: 7-fold apart
  // between the 16th and 84th percentiles), and in one job; SIMULATE_TRIALS suites a cell (200 rows: half).
  const designs: readonly { readonly name: string; readonly scenario: Omit<Scenario, 'planted' | 'rows' | 'runs'> }[] = [
    { name: 'same job', scenario: { ...REALISTIC, sameJob: true } },
    ...[1, 2, 3, 5].flatMap((jobs) =>
      [0, 1].map((spread) => ({
        name: `across ${jobs} baseline job${jobs === 1 ? '' : 's'}, sensitivities ${spread === 0 ? 'alike' : 'heavy-tailed'}`,
        scenario: { ...REALISTIC, jobShift: 0.03, interaction: 0.02, baselineJobs: jobs, sensitivitySpread: spread },
      })),
    ),
  ];
  const vmRuns = (process.env.SIM_RUNS ?? '3,5,10').split(',').map(Number);
  console.log(`\n| design | rows | ${vmRuns.map((runs) => `A/A suites flagged, ${runs} runs`).join(' | ')} |`);
  console.log(`|---|---:|${vmRuns.map(() => '---:').join('|')}|`);
  for (const [index, { name, scenario }] of designs.entries()) {
    if (ONLY !== undefined && !ONLY.includes(index)) continue;
    for (const rows of ROWS) {
      const count = rows >= 200 ? Math.ceil(trials / 2) : trials;
      const cells = vmRuns.map((runs) => {
        let alarms = 0;
        for (let trial = 0; trial < count; trial++)
          if (simulateSuite({ ...scenario, rows, runs, planted: 0 }, 40_000 + 1000 * runs + rows + trial).falseAlarm) alarms++;
        return withSe({ value: alarms / count, se: Math.sqrt(((alarms / count) * (1 - alarms / count)) / count) });
      });
      console.log(`| ${name} | ${rows} | ${cells.join(' | ')} |`);
    }
  }
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

if (tables.includes('runs-needed')) {
  // benchgate run's runs-needed estimate from look to look (runs-needed.ts): one look after every pair from the 3rd.
  const sessions = Math.ceil(trials / 8);
  const ratio = (value: number): string => `${value.toFixed(2)}×`;
  console.log(
    `\n| rows | pairs | planted | consecutive looks: median / 90th pct / max ratio | one row over all looks: median / 90th pct max/min | the session's largest: median / 90th pct ratio | median estimate at the last look | estimates |`,
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const rows of [1, 20]) {
    for (const planted of [0, 0.02, 0.05]) {
      const m = runsNeededSteadiness(rows, 30, planted, sessions, 7 + rows);
      console.log(
        `| ${rows} | 30 | ${planted * 100}% (row 0) | ${m.consecutive.map(ratio).join(' / ')} | ${m.overLooks.map(ratio).join(' / ')} | ${m.session.map(ratio).join(' / ')} | ${Number.isNaN(m.lastMedian) ? '– (all decided)' : m.lastMedian} | ${m.estimates} |`,
      );
    }
  }
  console.log(
    `\nInterleaved sessions as in the table above (drift sd ${INTERLEAVED.pairDrift * 100}% from pair to pair, ${INTERLEAVED.step * 100}% slower from the middle pair), ${sessions} sessions a cell, looked at after every pair from the 3rd at the look's level (Bonferroni over rows and looks, as benchgate run does); an estimate is an undecided row's sampleSize.perSide (pairs).`,
  );
}

if (tables.includes('tail')) {
  // The tail test (compare/tail.ts): heavy-tailed suites, each run's share of 3x samples drawn anew
  // (0-2x the rate), A/A suites with a row whose tail was found changed; and with 15% of rows'
  // rates tripled on the current side, their centre unchanged, the share of those rows found.
  const tailed = (row: { code: string }): boolean => row.code === 'tail-changed';
  const found = (report: ReturnType<typeof simulatedReport>, scenario: Scenario): { any: boolean; planted: number; plantedFound: number } => {
    let any = false;
    let planted = 0;
    let plantedFound = 0;
    for (const row of report.comparisons) {
      const hit = (row.reason !== undefined && tailed(row.reason)) || row.warnings.some(tailed);
      const isRowPlanted = isPlanted(scenario, Number(row.benchmark.slice(5)));
      if (isRowPlanted) planted++;
      if (hit && isRowPlanted) plantedFound++;
      if (hit && !isRowPlanted) any = true;
    }
    return { any, planted, plantedFound };
  };
  console.log('\n| scenario | rows | runs a side | samples a run | A/A suites with a tail finding | rows found: rate x3 on 15% of rows |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const varies = (process.env.SIM_TAIL_VARIES ?? 'true,false').split(',').map((value) => value === 'true');
  for (const [name, base] of [
    ['same job', { ...REALISTIC, sameJob: true }],
    ['across jobs', { ...REALISTIC, jobShift: 0.03, interaction: 0.02 }],
  ] as const)
    for (const outlierRateVaries of varies)
      for (const samples of [20, 100])
        for (const rows of ROWS)
          for (const runs of RUNS.filter((count) => count >= 2)) {
            const scenario = { ...base, samples, rows, runs, outlierRate: 0.05, outlierFactor: 3, outlierRateVaries };
            const cellTrials = rows >= 200 ? Math.ceil(trials / 2) : trials;
            let falseSuites = 0;
            let planted = 0;
            let plantedFound = 0;
            for (let trial = 0; trial < cellTrials; trial++) {
              const aa: Scenario = { ...scenario, planted: 0 };
              if (found(simulatedReport(aa, 2 * trial + 1), aa).any) falseSuites++;
              const ab: Scenario = { ...scenario, planted: 0, plantedTail: 3, plantedShare: 0.15 };
              const result = found(simulatedReport(ab, 2 * trial + 2), ab);
              planted += result.planted;
              plantedFound += result.plantedFound;
            }
            console.log(
              `| ${name}, 5% at 3x ${outlierRateVaries ? 'on average (0-10% a run)' : 'in every run'} | ${rows} | ${runs} | ${samples} | ${percent(falseSuites / cellTrials)} | ${percent(plantedFound / Math.max(1, planted))} |`,
            );
          }
}

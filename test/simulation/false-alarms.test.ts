import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { renderVerdictLine } from '../../src/report/markdown.js';
import { warningText } from '../../src/report/warning-text.js';
import { falseAlarmRate, measure, powerRate, REALISTIC, simulatedReport, simulateSuite } from './ci-suite.js';
import { INTERLEAVED, sessionFalseAlarmRate, sessionPowerRate } from './interleaved.js';

// Seeded simulated CI suites (test/simulation/ci-suite.ts) through the real engine. 300 A/A suites
// of 20 rows per case: at a true rate of 5% the count would exceed 22 (7.3%) once in 50.
// `npm run simulate` prints the whole false-alarm and power table.

describe('simulated CI suites with machine drift, run noise and outliers (default settings)', () => {
  for (const runs of [3, 5]) {
    it(`keep suite false alarms at or under alpha with ${runs} runs a side`, () => {
      expect(falseAlarmRate({ ...REALISTIC, rows: 20, runs }, 300, 100 * runs)).toBeLessThanOrEqual(0.073);
    });
  }

  it('keep false alarms at or under alpha when the baseline ran on another machine (benchmark × machine effect)', () => {
    // The between-job spread fitted on the suite absorbs a 2% benchmark × machine effect.
    expect(falseAlarmRate({ ...REALISTIC, interaction: 0.02, rows: 50, runs: 5 }, 200, 5_000)).toBeLessThanOrEqual(0.075);
  });

  it("keep the rows' marginal intervals at 94-96.5% coverage of A/A rows, in one job and across jobs (issue 26)", () => {
    // 300 A/A suites of 20 rows a cell: 6,000 intervals, a standard error of about 0.3%.
    const cells = [
      { ...REALISTIC, sameJob: true, runs: 2 },
      { ...REALISTIC, sameJob: true, runs: 3 },
      { ...REALISTIC, jobShift: 0.03, interaction: 0.02, runs: 5 },
      { ...REALISTIC, sameJob: true, runNoise: 0.039, noiseSpread: 0.82, runs: 5 },
    ];
    for (const [i, cell] of cells.entries()) {
      const { marginalCoverage } = measure({ ...cell, rows: 20, plantedShare: 0.15 }, 300, 0, 20_000 + 1000 * i);
      // One job at 2 runs a side: 93.4% (94.6% while a drift beyond the noise threshold fitted a
      // busier machine's τ² in one job, issue 40). The rest is the median's cost taken as a share
      // of each row's own variance: too little for the quiet rows (docs/design.md, Measured).
      expect(marginalCoverage.value, `cell ${i}`).toBeGreaterThanOrEqual(i === 0 ? 0.93 : 0.94);
      expect(marginalCoverage.value, `cell ${i}`).toBeLessThanOrEqual(0.965);
    }
    // Across jobs at 2 runs a side: 97.7% while each row was judged in sample, 96.1% ± 0.2% in the
    // table now (docs/design.md, Measured), near the band's top: these 300 suites hold 96.0%, the 300 from seed 24,000 96.75%.
    const across = measure({ ...REALISTIC, jobShift: 0.03, interaction: 0.02, runs: 2, rows: 20, plantedShare: 0.15 }, 300, 0, 21_000);
    expect(across.marginalCoverage.value).toBeGreaterThanOrEqual(0.94);
    expect(across.marginalCoverage.value).toBeLessThanOrEqual(0.965);
  });

  it("keep A/A false alarms at or under alpha when benchmarks' sensitivities to the VM are heavy-tailed, against 1, 2, 3 and 5 baseline jobs (issue 40)", () => {
    // Sensitivities log-normal with sd 1 (a few rows react 10x the typical one); 60 suites of 20
    // rows a cell: at a true rate of 5% more than 7 flagged happens about once in 30. Against one
    // job also at 3 and 10 runs: more runs must not raise it (one normal τ²: 50%, 57.5%, 65%).
    const cells = [...[1, 2, 3, 5].map((jobs) => ({ jobs, runs: 5 })), { jobs: 1, runs: 3 }, { jobs: 1, runs: 10 }];
    for (const { jobs, runs } of cells) {
      const scenario = { ...REALISTIC, jobShift: 0.03, interaction: 0.02, baselineJobs: jobs, sensitivitySpread: 1, rows: 20, runs, planted: 0 };
      let alarms = 0;
      for (let trial = 0; trial < 60; trial++) if (simulateSuite(scenario, 70_000 + 100 * jobs + 1000 * runs + trial).falseAlarm) alarms++;
      expect(alarms, `${jobs} jobs, ${runs} runs`).toBeLessThanOrEqual(7);
    }
  });

  it('never fail the gate with one run a side (A/A, 200 rows)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const report = simulatedReport({ ...REALISTIC, rows: 200, runs: 1, planted: 0 }, seed);
      expect(report.gate).toBe('pass');
      expect(report.summary.inconclusive).toBeGreaterThan(190);
    }
  });

  it('find a +10% change of one row with 5 runs a side in most suites of 20 rows in one job; across one other job, leave it open', () => {
    expect(powerRate({ ...REALISTIC, sameJob: true, rows: 20, runs: 5 }, 60, 0.1, 9_000)).toBeGreaterThanOrEqual(0.5);
    // Against one other job +10% of one row is inside what a VM does to one benchmark (issue 40, item 3): inconclusive, not a regression.
    expect(powerRate({ ...REALISTIC, rows: 20, runs: 5 }, 60, 0.1, 9_000)).toBeLessThanOrEqual(0.1);
  });

  it('report a slowdown of every row on the whole-suite line, not as silence: a regression in one job, undecided across jobs', () => {
    const report = simulatedReport({ ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0, sameJob: true }, 3);
    expect(report.suites[0]?.verdict).not.toBe('regression');
    // Every row 30% slower: the rows are unchanged relative to each other, the suite line fails the gate.
    const slower = simulatedReport({ ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0, everyRow: 0.3, sameJob: true }, 3);
    expect(slower.suites[0]?.verdict).toBe('regression');
    expect(slower.suites[0]?.change).toBeGreaterThan(0.2);
    expect(slower.gate).toBe('fail');
    // Against another job's baseline the machine may be what changed: never green, never red.
    const acrossJobs = simulatedReport({ ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0, everyRow: 0.3 }, 3);
    expect(acrossJobs.suites[0]).toMatchObject({ verdict: 'inconclusive', reason: { code: 'machine-or-code' } });
    expect(acrossJobs.gate).toBe('pass');
    expect(renderVerdictLine(acrossJobs)).toMatch(
      /^❔ no regression found; a slowdown beyond \+5\.0% not ruled out for whole suite time[^;]*; (\d+ rows? and )?the whole-suite line undecided \(could hide up to \+\d+\.\d%/,
    );
    const proof = simulatedReport({ ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0, everyRow: 0.3 }, 3, { ...DEFAULT_POLICY, failOn: 'undecided' });
    expect(proof).toMatchObject({
      gate: 'fail',
      gateReason: { code: 'could-hide' },
    });
  });

  it("across jobs, judge a shift of every row against the spread of the baseline's own jobs: +30% fails, a VM's usual few percent does not", () => {
    // Five base-branch jobs, each on a VM of its own (job shifts of sd 3%), and this job on another.
    const pooled = { ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0, baselineJobs: 5, jobShift: 0.03 };
    const slower = simulatedReport({ ...pooled, everyRow: 0.3 }, 3);
    expect(slower.suites[0]).toMatchObject({ verdict: 'regression', reason: undefined });
    expect(slower.gate).toBe('fail');
    // A/A: this job's VM differs as the baseline's did from each other: no false alarm beyond alpha.
    // 100 suites hold 1 alarm against a bound of 9 (200 held 2 against 16).
    let alarms = 0;
    const trials = 100;
    for (let seed = 1; seed <= trials; seed++) if (simulateSuite(pooled, seed).falseAlarm) alarms++;
    expect(alarms / trials).toBeLessThanOrEqual(0.05 + 2 * Math.sqrt((0.05 * 0.95) / trials));
    // One pooled job: nothing to judge the shift against, so it stays undecided.
    const single = simulatedReport({ ...pooled, baselineJobs: 1, everyRow: 0.3 }, 3);
    expect(single.suites[0]).toMatchObject({ verdict: 'inconclusive', reason: { code: 'machine-or-code' } });
  });

  it('in one job, judge every row raw under a busier machine on one side: the rows and the suite line show the shift, the report names the machine', () => {
    // The current runs ran under a neighbour: every row 50% slower, unevenly (sd 10%), same code.
    // In one job nothing tells the machine from the code: the shift is no machine effect to net
    // (issue 40), so the rows are regressions and the warning says what may have caused it.
    const busy = { ...REALISTIC, rows: 50, runs: 5, planted: 0, everyRow: 0.5, interaction: 0.1, sameJob: true };
    for (let seed = 1; seed <= 5; seed++) {
      const report = simulatedReport(busy, seed);
      expect(report.summary.improvements).toBe(0);
      expect(report.summary.regressions).toBeGreaterThan(45);
      expect(report.suites[0]?.verdict).toBe('regression');
      expect(report.warnings).toContainEqual(expect.objectContaining({ code: 'machine-shift', metric: 'time' }));
      expect(warningText(report.warnings.find((w) => w.code === 'machine-shift') ?? { code: 'zero-baseline' })).toMatch(
        /^every benchmark's time moved \+\d+\.\d% between the sides of this one job: a busier or slower machine on one side/,
      );
    }
    const quiet = simulatedReport({ ...busy, everyRow: 0, interaction: 0 }, 1);
    expect(quiet.warnings.filter((w) => w.code === 'machine-shift')).toEqual([]);
    // Rows that all moved alike are not said to react unevenly.
    expect(warningText({ code: 'machine-shift', metric: 'time', change: 0.056, spread: 0 })).toBe(
      "every benchmark's time moved +5.6% between the sides of this one job: a busier or slower machine on one side; interleave the two builds (benchgate run, or baseline-command and current-command) to take it out",
    );
    expect(warningText({ code: 'machine-shift', metric: 'time', change: 0.5, spread: 0.1 })).toContain('react unevenly (spread 10.0%');
  });

  it('let the accept label pass a gate that only the whole-suite line fails (the label is an input of the gate)', () => {
    // Across 5 pooled jobs every row 30% slower: the line fails; the rows, judged raw against the
    // jobs' spread of sd 3%, may or may not.
    const scenario = { ...REALISTIC, drift: 0.01, rows: 50, runs: 5, planted: 0, everyRow: 0.3, baselineJobs: 5, jobShift: 0.03 };
    const accepted = simulatedReport(scenario, 3, DEFAULT_POLICY, { accepted: { label: 'regression-accepted', by: 'octocat' } });
    expect(accepted.suites[0]?.verdict).toBe('regression');
    expect(accepted.summary.improvements).toBe(0);
    const what = accepted.summary.regressions === 0 ? 'regression' : 'regressions';
    expect(accepted).toMatchObject({ gate: 'pass', gateReason: { code: 'accepted', what, label: 'regression-accepted', by: 'octocat' } });
  });
});

describe('simulated interleaved sessions (test/simulation/interleaved.ts): the paired analysis against the unpaired one', () => {
  it('has more power than the per-run drift removal at 5 pairs of 20 rows, with false alarms at or under alpha', () => {
    const session = { ...INTERLEAVED, rows: 20, pairs: 5 };
    expect(sessionFalseAlarmRate(session, 150, true, 40_000)).toBeLessThanOrEqual(0.05);
    expect(sessionPowerRate(session, 0.08, 150, true, 40_000)).toBeGreaterThan(sessionPowerRate(session, 0.08, 150, false, 40_000));
  });

  it('keeps false alarms at or under alpha when the machine drifts as much within a pair as between pairs', () => {
    const falseAlarms = sessionFalseAlarmRate({ ...INTERLEAVED, withinPairDrift: 0.02, rows: 20, pairs: 5 }, 300, true, 50_000);
    // At a true rate of 5% the count would exceed 23 of 300 (7.7%) once in 50.
    expect(falseAlarms).toBeLessThanOrEqual(0.077);
  });

  it('finds one changed benchmark alone, where the unpaired test has no other rows to take the drift out', () => {
    const session = { ...INTERLEAVED, rows: 1, pairs: 8 };
    expect(sessionPowerRate(session, 0.08, 60, true, 60_000)).toBeGreaterThanOrEqual(0.9);
    expect(sessionPowerRate(session, 0.08, 60, false, 60_000)).toBe(0);
  });
});

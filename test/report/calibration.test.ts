import { describe, expect, it } from 'vitest';
import type { Calibration } from '../../src/model/calibration.js';
import { renderCalibration, renderCalibrationMarkdown } from '../../src/report/calibration.js';

// What `calibrate` advises of the noise threshold, in its three cases.
const calibration = (suiteNoiseNeeded: number, suiteFalseAlarmRate: number): Calibration => ({
  splits: 200,
  runs: 10,
  alpha: 0.05,
  noise: 0.02,
  suiteFalseAlarmRate,
  suiteNoiseNeeded,
  rows: [
    {
      benchmark: 'sort',
      metric: 'time',
      falseAlarms: Math.round(suiteFalseAlarmRate * 200),
      falseAlarmRate: suiteFalseAlarmRate,
      noiseNeeded: suiteNoiseNeeded,
    },
  ],
});

describe('the advice of calibrate', () => {
  it('never advises a threshold of ±0%: with no false alarms to guard against, the threshold is what counts as a change', () => {
    const none = renderCalibration(calibration(0, 0));
    expect(none).not.toContain('±0%');
    expect(none).toMatch(
      /^The false alarms stay at or under alpha with no threshold at all, so ±2% \(or the smallest change that matters to you\) is a choice of what counts, not a guard\.$/m,
    );
  });

  it('says when the threshold in use is enough, and what would be, or what is needed', () => {
    expect(renderCalibration(calibration(0.012, 0.01))).toMatch(/^The threshold of ±2% keeps that at or under alpha \(±1\.2% would be enough\)\.$/m);
    expect(renderCalibration(calibration(0.045, 0.12))).toMatch(/^A noise threshold of ±4\.5% would keep that at or under alpha\.$/m);
    expect(renderCalibrationMarkdown(calibration(0.045, 0.12), 'benchgate')).toContain('A noise threshold of **±4.5%** would keep that at or under alpha.');
  });

  it("says that it measures one job's run-to-run noise, not another machine's move", () => {
    const note = /compared as runs of one job: this measures run-to-run noise, not how far another machine moves a baseline from another job\./;
    expect(renderCalibration(calibration(0.012, 0.01))).toMatch(note);
    expect(renderCalibrationMarkdown(calibration(0.012, 0.01), 'benchgate')).toMatch(note);
  });
});

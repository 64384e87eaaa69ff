// What a calibration found (compare/calibrate.ts makes it, report/calibration.ts words it).

interface CalibrationRow {
  readonly benchmark: string;
  readonly metric: string;
  /** Splits in which this row was flagged (regression or improvement) although nothing changed. */
  readonly falseAlarms: number;
  readonly falseAlarmRate: number;
  /** The smallest noise threshold that keeps this row's false alarms at or under alpha. */
  readonly noiseNeeded: number;
}

export interface Calibration {
  readonly splits: number;
  readonly runs: number;
  readonly alpha: number;
  readonly noise: number;
  /** Splits in which any row was flagged: how often the gate would have failed for nothing. */
  readonly suiteFalseAlarmRate: number;
  /** The noise threshold that keeps the suite's false-alarm rate at or under alpha. */
  readonly suiteNoiseNeeded: number;
  readonly rows: readonly CalibrationRow[];
}

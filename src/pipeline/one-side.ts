import { calibrate, MIN_CALIBRATION_RUNS, runsOf } from '../compare/calibrate.js';
import type { Calibration } from '../model/calibration.js';
import type { BenchConfig } from '../compare/config.js';
import type { Policy } from '../compare/policy.js';
import { InputError } from '../errors.js';
import { renderNative } from '../formats/native.js';
import { loadSide, type FileFormat } from '../load/load-side.js';
import type { RunContext, SampleSet } from '../model/series.js';
import { FORMATS } from '../formats/registry.js';
import type { PipelinePort } from './ports.js';
import { renderCalibration, renderCalibrationMarkdown } from '../report/calibration.js';

// Requests about one side's runs: the formats they may be in, converting them to the native
// format, calibrating the settings on them.

/** The formats the engine reads, in detection order, with their one-line descriptions (`--help` lists them). */
export function readableFormats(): readonly { readonly id: string; readonly description: string }[] {
  return FORMATS.map(({ id, description }) => ({ id, description }));
}

export interface ConvertRequest {
  readonly files: { readonly patterns: readonly string[]; readonly option: string };
  readonly format: string;
  /** The suite to record; by default the files' own, if they name one. */
  readonly suite?: string | undefined;
  /**
   * Where the runs were made, over the fields the files' own context gives: any field makes the
   * written file one job's (load/sample-set.ts), as the action's baseline artifacts are.
   */
  readonly context?: RunContext | undefined;
}

/** The runs of the files as native JSON, and the format each file was read as. */
export function convertFiles(request: ConvertRequest, port: PipelinePort): { readonly native: string; readonly formats: readonly FileFormat[] } {
  const side = loadSide(port.readFiles(request.files.patterns, request.files.option), request.format, request.files.option);
  const given = request.context === undefined || Object.keys(request.context).length === 0 ? undefined : request.context;
  const set: SampleSet = {
    ...side.set,
    ...(request.suite !== undefined && { suite: request.suite }),
    ...(given !== undefined && { context: { ...side.set.context, ...given } }),
  };
  return { native: renderNative(set), formats: side.formats };
}

export interface CalibrateRequest {
  readonly files: { readonly patterns: readonly string[]; readonly option: string } | { readonly set: SampleSet; readonly option: string };
  readonly format: string;
  readonly policy: Policy;
  readonly config: BenchConfig;
  /** Random splits of the runs into two halves. */
  readonly splits: number;
  readonly faces: { readonly json?: boolean; readonly terminal?: boolean; readonly markdown?: { readonly title: string } };
}

/** A/A false-alarm rates of the settings on runs of one build, with the faces asked for. */
export function calibrateRuns(
  request: CalibrateRequest,
  port: PipelinePort,
): {
  readonly calibration: Calibration;
  readonly rendered: { readonly json?: string; readonly terminal?: string; readonly markdown?: string };
} {
  const { files } = request;
  const set = 'set' in files ? files.set : loadSide(port.readFiles(files.patterns, files.option), request.format, files.option).set;
  const runs = runsOf(set);
  if (runs < MIN_CALIBRATION_RUNS)
    throw new InputError(
      `${files.option}: found ${runs} run${runs === 1 ? '' : 's'}; give at least ${MIN_CALIBRATION_RUNS} runs of one build (one file per run)`,
    );
  const calibration = calibrate(set, request.policy, request.config, request.splits);
  const { faces } = request;
  return {
    calibration,
    rendered: {
      ...(faces.json === true && { json: `${JSON.stringify(calibration, null, 2)}\n` }),
      ...(faces.terminal === true && { terminal: renderCalibration(calibration) }),
      ...(faces.markdown !== undefined && { markdown: renderCalibrationMarkdown(calibration, faces.markdown.title) }),
    },
  };
}

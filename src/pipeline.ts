// The one door to the engine, for the CLI, the action and the run session alike: each export is a
// request (a command's question, answered with a value the face delivers) or a type of one. The
// rooms behind it are in pipeline/: compare, gate, run, one side's runs, history, bisect, a
// finished run's report; the port the faces implement is pipeline/ports.ts.

export type { PipelinePort } from './pipeline/ports.js';
export type { LoadedSide } from './load/load-side.js';
export type { BenchConfig, ConfigRule } from './compare/config.js';
export type { ParsedFile } from './formats/parsed-file.js';
export type { Acceptance } from './compare/gate.js';
export type { Policy } from './compare/policy.js';

// compare: files → sides → comparisons → report model → faces.
export { compareSides, compareWithPort, gateOfRows, POOL_MIN_SIDE_INPUT, readConfig, readSide, runPipeline, type SideRequest } from './pipeline/compare.js';

// The action's gate: the current side stamped, the comparison and all the action delivers of it.
export {
  gate,
  gateErrorNotice,
  gateMarkdown,
  gateNoteLines,
  gateWithoutBaseline,
  outputCounts,
  planGate,
  readLines,
  stampCurrent,
  type GateBaseline,
  type GateOutcome,
  type GateRequest,
  type StampedCurrent,
} from './pipeline/gate.js';

// A `benchgate run` session: its plan, each run's output parsed, each look at the pairs, its faces.
export { lookAtPairs, parseRunOutput, planSession, runFaces } from './pipeline/run.js';
export { checkSessionPolicy } from './pipeline/session-policy.js';
export type { Side } from './pipeline/run-schedule.js';

// One side's runs: the formats read, conversion to the native format, calibration.
export { calibrateRuns, convertFiles, readableFormats } from './pipeline/one-side.js';

// The history of stored runs: the command's (files → change points → faces), and the action's mode
// history (what an earlier run carried and the baselines stored since → the report, the history to
// carry on, the suite's issue, the summary and the outputs).
export { historyOfFiles, readStoredSet } from './pipeline/history.js';
export { readPreviousCarried } from './pipeline/history-carried.js';
export { historyBranch, historyEnding, issueMarker, keptHistory, type HistoryKept, type IssuePlan } from './pipeline/history-mode.js';

// A bisect's plan (the run session carries it out) and its result in its faces; a finished run's report artifact (mode comment).
export { planBisect, renderBisectFaces } from './pipeline/bisect.js';
export { finishedRunComment, readFinishedReport } from './pipeline/finished-run.js';

// The faces' words that are no outcome's: the action's log lines and summaries of each mode, the CLI's lines.
export {
  bisectProgressLine,
  commandFailureLines,
  commandFailureText,
  commentFailedLine,
  commentLogLine,
  errorEnding,
  sessionEndLine,
  unexpectedErrorText,
  uploadFailedLine,
  type LogLine,
} from './report/action-log.js';
export {
  bisectCommentBody,
  bisectLogLine,
  bisectSummary,
  calibrationLine,
  noReportLine,
  notFromPullRequestLine,
  postedLogLine,
  refusedLines,
  renderPostedSummary,
  type PostedReport,
} from './report/action-modes.js';
export { cliErrorLine, cliInternalErrorLine, cliReadLine } from './report/cli-lines.js';
export { baselineErrorText } from './report/reason-text.js';

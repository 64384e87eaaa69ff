import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/report/reason-text.ts
var percent = (fraction) => `±${+(fraction * 100).toFixed(4)}%`;
function rowReasonText(reason) {
  switch (reason.code) {
    case "unit-clash":
      return `the baseline measures ${reason.baselineUnit || "no unit"} (${reason.baselineBetter} is better) but the current runs ${reason.currentUnit || "no unit"} (${reason.currentBetter} is better)`;
    case "only-current":
      return "not in the baseline";
    case "only-baseline":
      return "not in the current runs";
    case "no-test":
      return "no test could be run";
    case "not-finite":
      return "the statistics of this row are not finite numbers (values too extreme to compute with)";
    case "unbounded-ratio":
      return "the interval of the change is unbounded (Fieller): the baseline is too noisy to size a relative change";
    case "undecided":
      return reason.bounded ? `the interval of the change is not inside ${percent(reason.noise)} and not beyond it` : `the interval of the change is unbounded: it cannot be sized against ${percent(reason.noise)}`;
    case "rate-not-positive":
      return `the ${reason.side} side has a rate of ${reason.min} (the harmonic mean of rates needs every value above 0)`;
    case "mean-only":
      return `the ${reason.side} side has one run with one value from its tool (a mean or median), no spread; give each side several runs`;
    case "one-run": {
      const side = reason.baseline && reason.current ? "each side has" : reason.baseline ? "the baseline has" : "the current side has";
      return `${side} one run, which shows no run-to-run noise: make ≥ 3 runs a side, each a separate process`;
    }
    case "paired-summary-only":
      return "a summary-only side has no runs to pair";
    case "paired-run-counts":
      return `--paired needs as many runs on both sides, in run order; this row has ${reason.baselineRuns} and ${reason.currentRuns}`;
    case "paired-too-few":
      return "--paired needs at least 2 pairs of runs (3 or more to find anything but large changes)";
    case "paired-not-finite":
      return "a run centre is 0 or not finite: no ratio to pair";
    case "rank-zero-pairs":
      return `${reason.zeros} of ${reason.pairs} pairs have no change at all: the signed-rank test has no interval at ${reason.alpha}; use --test welch`;
    case "rank-too-few":
      return `the signed-rank test of ${reason.pairs} pairs cannot reach p < ${+reason.alpha.toPrecision(3)} (its smallest p is ${+(2 / 2 ** reason.pairs).toPrecision(3)}): needs ≥ ${reason.needed} pairs`;
    case "not-decided-after":
      return `not decided after ${reason.pairs} pairs: the interval of the change reaches beyond ${percent(reason.noise)}${reason.morePairs === void 0 ? "" : `; needs about ${reason.morePairs} more pair${reason.morePairs === 1 ? "" : "s"}`}`;
    case "shift-untested":
      return "the common shift could not be tested";
    case "another-job":
      return `${reason.rows} row${reason.rows === 1 ? "" : "s"} of this metric against another job: a VM's effect is unmeasured; pool ≥ 3 jobs (convert --commit), or --same-job`;
    case "machine-or-code":
      return "the baseline comes from another job, with no spread of several baseline jobs to judge it against: a shift of every benchmark may be the machine as well as the code; pool several base-branch runs (baseline-runs), or compare in one job (local baseline files, baseline-command, or benchgate run)";
  }
}
var ACCEPTED = {
  regression: "the regression was",
  regressions: "the regressions were",
  undecided: "the undecided rows were",
  gate: "the failing gate was"
};
function gateReasonText(reason) {
  switch (reason.code) {
    case "accepted":
      return `${ACCEPTED[reason.what]} accepted with the label "${reason.label}"${reason.by === void 0 ? "" : ` by ${reason.by}`}`;
    case "runners-differ-fail":
      return "the baseline and the current runs come from different machines (on-runner-mismatch: fail)";
    case "runners-differ-neutral":
      return "regressions are not gated because the machines differ (on-runner-mismatch: neutral)";
    case "could-hide":
      return `${reason.rows} undecided row${reason.rows === 1 ? "" : "s"} could hide a regression above the noise threshold (fail-on: undecided)`;
  }
}
var short = (sha) => sha.slice(0, 7);
function baselineNoteText(note) {
  switch (note.code) {
    case "expired":
      return `the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}) has expired`;
    case "ancestry-limit":
      return `stopped after ${note.checks} ancestry checks of older runs`;
    case "skipped":
      return `skipped the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}): it ${note.gone ? note.problem : `could not be used: ${note.problem}`}`;
    case "unreadable":
      return `skipped the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}): it could not be read: ${note.problem}`;
    case "ancestor":
      return `no usable baseline at ${short(note.wanted)}; using ${short(note.used)}, an ancestor on ${note.branch}`;
    case "first-artifacts":
      return `read the first ${note.read} artifacts of run ${note.runId} only`;
    case "too-many-reports":
      return `run ${note.runId} has ${note.found} report artifacts; the first ${note.read} by name were read, the other ${note.found - note.read} were not`;
  }
}

// src/github/errors.ts
var PermissionError = class extends Error {
  name = "PermissionError";
};
function statusOf(error) {
  const status = error.status;
  return typeof status === "number" ? status : void 0;
}
function artifactProblem(error) {
  const status = statusOf(error);
  if (status === 404) return { gone: true, text: "was deleted (HTTP 404)" };
  if (status === 410) return { gone: true, text: "has expired (HTTP 410)" };
  return { gone: false, text: error instanceof Error ? error.message.split("\n")[0] ?? "" : String(error) };
}
var BaselineError = class extends Error {
  name = "BaselineError";
};

// src/github/pacing.ts
var GITHUB_PACING = { waitUnitMs: 1e3, spaceWrites: true };

export {
  rowReasonText,
  gateReasonText,
  baselineNoteText,
  PermissionError,
  statusOf,
  artifactProblem,
  BaselineError,
  GITHUB_PACING
};

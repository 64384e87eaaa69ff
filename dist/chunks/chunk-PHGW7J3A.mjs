import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/errors.ts
var UserError = class extends Error {
  name = "UserError";
};
var ParseError = class extends UserError {
  constructor(place, detail) {
    super(`${formatPlace(place)}: ${detail}`);
    this.place = place;
    this.detail = detail;
  }
  place;
  detail;
  name = "ParseError";
};
var InputError = class extends UserError {
  name = "InputError";
};
var CommandError = class extends InputError {
  constructor(message, summary) {
    super(message);
    this.summary = summary;
  }
  summary;
  name = "CommandError";
};
function formatPlace(place) {
  let text = place.file;
  if (place.line !== void 0) text += `:${place.line}${place.column !== void 0 ? `:${place.column}` : ""}`;
  if (place.path !== void 0) text += ` at ${place.path}`;
  return text;
}
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/units/scale.ts
var TIME_SCALES = [
  { symbol: " ns", divisor: 1e-9 },
  { symbol: " µs", divisor: 1e-6 },
  { symbol: " ms", divisor: 1e-3 },
  { symbol: " s", divisor: 1 }
];
var SI_PREFIXES = [
  ["", 1],
  ["k", 1e3],
  ["M", 1e6],
  ["G", 1e9],
  ["T", 1e12]
];
function siScales(baseUnit) {
  const onUnit = baseUnit === "B" || baseUnit === "B/s";
  return SI_PREFIXES.map(([prefix, divisor]) => ({
    symbol: onUnit ? ` ${prefix}${baseUnit}` : `${prefix}${baseUnit === "" ? "" : ` ${baseUnit}`}`,
    divisor
  }));
}
var scaleCache = /* @__PURE__ */ new Map([["s", TIME_SCALES]]);
function chooseScale(baseUnit, magnitude) {
  let scales = scaleCache.get(baseUnit);
  if (scales === void 0) {
    scales = siScales(baseUnit);
    scaleCache.set(baseUnit, scales);
  }
  const size = Math.abs(magnitude);
  let chosen = scales[0];
  for (const scale of scales) if (size >= scale.divisor) chosen = scale;
  return chosen;
}
function formatNumber(value) {
  if (value === 0) return "0";
  const size = Math.abs(value);
  if (size >= 1e15 || size < 1e-4) return value.toExponential(3);
  if (size >= 1e3) return value.toFixed(0);
  return value.toPrecision(4);
}
function formatScaled(value, scale) {
  return `${formatNumber(value / scale.divisor)}${scale.symbol}`;
}

// src/report/cells.ts
function valueChange(row) {
  return row.ratio === null ? null : row.ratio - 1;
}
function valueChangeInterval(row) {
  if (row.changeCI === null) return null;
  const [low, high] = row.changeCI;
  if (row.better === "lower") return [low, high];
  return [high === null ? null : -high, low === null ? null : -low];
}
function roundsToZero(fraction, digits) {
  const percent2 = fraction * 100;
  return Math.abs(percent2) < 1e3 && Number(percent2.toFixed(digits)) === 0;
}
function formatPercent(fraction, digits = 2) {
  const percent2 = fraction * 100;
  const text = Math.abs(percent2) >= 1e3 ? percent2.toFixed(0) : percent2.toFixed(digits);
  if (roundsToZero(fraction, digits)) return `${text.replace("-", "")}%`;
  return `${percent2 > 0 ? "+" : ""}${text}%`;
}
function formatInterval(interval, digits = 1) {
  const [low, high] = interval;
  return `[${low === null ? "−∞" : formatPercent(low, digits)}, ${high === null ? "+∞" : formatPercent(high, digits)}]`;
}
function formatPValue(p) {
  if (p === null) return "";
  if (p === 0) return "0";
  if (p < 1e-4) return p.toExponential(1);
  return p.toFixed(4);
}
function formatCentres(row) {
  const scaleFor = (unit, magnitude) => {
    const named = unit !== "" && unit !== "s" && !unit.startsWith("B") && row.metric.startsWith(unit);
    return chooseScale(named ? "" : unit, magnitude);
  };
  const scale = scaleFor(row.unit, row.baseline?.centre ?? row.current?.centre ?? 0);
  const baselineScale = row.baselineUnit === void 0 ? scale : scaleFor(row.baselineUnit, row.baseline?.centre ?? 0);
  return {
    baseline: row.baseline === null ? "—" : formatScaled(row.baseline.centre, baselineScale),
    current: row.current === null ? "—" : formatScaled(row.current.centre, row.baselineUnit === void 0 ? scale : scaleFor(row.unit, row.current?.centre ?? 0))
  };
}
var CHANGE_LEGEND = "*x%* significant change beyond ±noise, x% significant but within noise, ~ unchanged (shown inside ±noise), ? inconclusive";
function changeCell(row) {
  switch (row.verdict) {
    case "added":
    case "removed":
      return { text: row.verdict, significant: false };
    case "inconclusive":
      return { text: "?", significant: false };
    case "unchanged":
      return { text: "~", significant: false };
    case "noise":
    case "regression":
    case "improvement": {
      const change = valueChange(row);
      const text = change === null ? row.verdict === "regression" ? "worse" : row.verdict === "improvement" ? "better" : "changed" : formatPercent(change);
      return { text, significant: row.verdict !== "noise" };
    }
  }
}
function starred(cell) {
  return cell.significant === true ? `*${cell.text}*` : cell.text;
}
function plural(count, singular, pluralForm = `${singular}s`) {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

// src/report/reason-text.ts
var DIFFERENT_MACHINES = "the baseline and the current runs come from different machines";
var POOL_OR_ONE_JOB = "pool several base-branch runs (baseline-runs), or compare in one job (local baseline files, baseline-command, or benchgate run)";
var percent = (fraction) => `±${+(fraction * 100).toFixed(4)}%`;
var share = (fraction) => `${(fraction * 100).toFixed(1)}%`;
function tailChangeText(tail) {
  const centres = `robust centre ${formatPercent(tail.robustChange, 1)} (at the fence), plain mean ${formatPercent(tail.plainChange, 1)}`;
  return `beyond 3 IQR: ${share(tail.baselineShare)} → ${share(tail.currentShare)} of a run; ${centres}`;
}
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
      return `not decided after ${reason.pairs} pairs: the interval of the change reaches beyond ${percent(reason.noise)}` + (reason.morePairs === void 0 ? "" : `; needs about ${plural(reason.morePairs, "more pair")}`);
    case "shift-untested":
      return "the common shift could not be tested";
    case "another-job":
      return `${plural(reason.rows, "row")} of this metric against another job: a VM's effect is unmeasured; pool ≥ 3 jobs (convert --commit), or --same-job`;
    case "tail-changed":
      return tailChangeText(reason);
    case "machine-or-code":
      if (reason.bound !== void 0)
        return `the baseline comes from one other job: a shift of every benchmark within ${percent(reason.bound)} (the job-effect bound) may be the machine as well as the code; ${POOL_OR_ONE_JOB}`;
      return `the baseline comes from another job, with no spread of several baseline jobs to judge it against: a shift of every benchmark may be the machine as well as the code; ${POOL_OR_ONE_JOB}`;
    case "job-effect-bound":
      return `within another job's VM effect (${percent(reason.bound)}, job-effect-bound): pool ≥ 5 jobs or --same-job`;
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
      return `${DIFFERENT_MACHINES} (on-runner-mismatch: fail)`;
    case "runners-differ-neutral":
      return "regressions are not gated because the machines differ (on-runner-mismatch: neutral)";
    case "could-hide":
      return `${plural(reason.rows, "undecided row")} could hide a regression above the noise threshold (fail-on: undecided)`;
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
      return `skipped the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}): ` + (note.gone ? `it ${note.problem}` : `it could not be used: ${note.problem}`);
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
var PermissionError = class extends UserError {
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
var BaselineError = class extends UserError {
  name = "BaselineError";
};

// src/github/pacing.ts
var GITHUB_PACING = { waitUnitMs: 1e3, spaceWrites: true };

export {
  UserError,
  ParseError,
  InputError,
  CommandError,
  errorMessage,
  chooseScale,
  formatNumber,
  formatScaled,
  valueChange,
  valueChangeInterval,
  roundsToZero,
  formatPercent,
  formatInterval,
  formatPValue,
  formatCentres,
  CHANGE_LEGEND,
  changeCell,
  starred,
  plural,
  DIFFERENT_MACHINES,
  tailChangeText,
  rowReasonText,
  gateReasonText,
  baselineNoteText,
  PermissionError,
  statusOf,
  artifactProblem,
  BaselineError,
  GITHUB_PACING
};

import { compareSampleSets } from '../src/compare/compare.js';
import { countVerdicts } from '../src/compare/gate.js';
import { DEFAULT_POLICY } from '../src/compare/policy.js';
import { sanitizeKey } from '../src/github/leg-key.js';
import { MAX_REPORT_BYTES } from '../src/github/run-reports.js';
import type { Report } from '../src/model/report.js';
import type { Series } from '../src/model/series.js';
import { gateOfRows } from '../src/pipeline.js';
import { escapeHtml } from '../src/report/html-escape.js';
import { renderJson } from '../src/report/json.js';
import { logSafe } from '../src/report/log-safe.js';
import { codeSpan, markup, mermaidText } from '../src/report/markdown-escape.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { readReport } from '../src/report/read-report.js';
import { showControls } from '../src/report/visible-controls.js';
import { adversarialInputs } from '../test/helpers/hostile-text.js';

// The escapers on hostile text (issue 39), in one process (bundled and run by bench/run.mjs;
// alone: BENCHGATE_BENCH_ONLY=escape npm run bench). Goal: under 1 s for each escaper on each
// adversarial 1 MiB input (runs that made the old URL rule O(n²): 100,000 letters took 17 s),
// and for the workflow_run comment of the largest report a fork may send: MAX_REPORT_BYTES of
// report.json whose names are 10,000 characters each (the longest read-report.ts accepts).

const GOAL_SECONDS = 1;

/**
 * The fastest of `repeats` runs of `work`, in CPU seconds of this process (user and system): the
 * machine's other load shows in wall time, not in what the work costs.
 */
function fastest(work: () => unknown, repeats = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i++) {
    const started = process.cpuUsage();
    work();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1e6);
  }
  return best;
}

const ESCAPERS: [string, (text: string) => unknown][] = [
  ['markdown text', (text) => markup`${text}`],
  ['code span', codeSpan],
  ['mermaid label', mermaidText],
  ['log line', logSafe],
  ['html', escapeHtml],
  ['controls', showControls],
  ['artifact key', sanitizeKey],
];

const inputs = adversarialInputs().map(({ name, make }) => ({ name, text: make() }));
console.log(`escapers on ${inputs.length} adversarial inputs of 1 MiB (CPU time, fastest of 3; the slowest input of each escaper):`);
for (const [name, escape] of ESCAPERS) {
  let worst = { seconds: 0, input: '' };
  for (const input of inputs) {
    const seconds = fastest(() => escape(input.text));
    if (seconds > worst.seconds) worst = { seconds, input: input.name };
  }
  console.log(`  ${name}: ${worst.seconds.toFixed(3)} s at worst (${worst.input}); goal < ${GOAL_SECONDS} s`);
}

/** The runs a hostile name is made of, a kind per row in turn. */
const NAME_RUNS = ['a', 'deadbeef', 'a:/', '`a', '\u001b\u202e', 'www.', '#@', '%{'];

/** A name of 10,000 characters made of one adversarial run, different for each row. */
function hostileName(row: number): string {
  const run = NAME_RUNS[row % NAME_RUNS.length] ?? 'a';
  const tail = `!${row}`;
  return run.repeat(Math.floor((10_000 - tail.length) / run.length)) + tail;
}

function series(benchmark: string, centre: number): Series {
  const runs = [0, 1, 2].map((r) => ({
    kind: 'samples' as const,
    samples: Float64Array.from({ length: 5 }, (_, i) => centre * (1 + 0.01 * Math.sin(3 * r + i))),
  }));
  return { benchmark, metric: 'time', unit: 's', better: 'lower', runs };
}

/** A report of one comparison, its rows copied under hostile names until its JSON has `bytes`. */
function largestReport(bytes: number): string {
  const shapes = [1, 1.3, 0.7, 1.001].map((factor, i) => ({ name: `shape${i}`, factor }));
  const base = compareSampleSets(
    [{ label: hostileName(1), set: { runCount: 3, series: shapes.map((shape) => series(shape.name, 1e-3)) } }],
    { label: hostileName(2), set: { runCount: 3, series: shapes.map((shape) => series(shape.name, 1e-3 * shape.factor)) } },
    DEFAULT_POLICY,
    undefined,
    { sameJob: true },
  );
  const withRows = (count: number): number =>
    Buffer.byteLength(
      renderJson({
        ...base,
        comparisons: Array.from({ length: count }, (_, i) => ({ ...(base.comparisons[0] as Report['comparisons'][number]), benchmark: hostileName(i) })),
      }),
    );
  // The names' kinds take turns, and their JSON differs in length: the mean of one turn of each.
  const rowBytes = (withRows(NAME_RUNS.length + 1) - withRows(1)) / NAME_RUNS.length;
  const rows = Math.floor((bytes - withRows(0)) / rowBytes);
  const comparisons = Array.from({ length: rows }, (_, i) => ({
    ...(base.comparisons[i % base.comparisons.length] as Report['comparisons'][number]),
    benchmark: hostileName(i),
  }));
  return renderJson({ ...base, comparisons, summary: countVerdicts(comparisons) });
}

const json = largestReport(MAX_REPORT_BYTES);
const file = 'bench report';
let report = readReport(json, file);
const read = fastest(() => (report = readReport(json, file)), 1);
const gated = gateOfRows(report, DEFAULT_POLICY, file);
const names = gated.comparisons.map((row) => row.benchmark);
const escapeAll = fastest(() => names.reduce((length, name) => length + markup`${name}`.source.length, 0));
// The comment the workflow_run job posts, as src/action/modes.ts renders it (its budget: 65,000 − 100).
const comment = fastest(
  () => renderMarkdown(gated, { title: 'benchgate', maxChars: 64_900, fullReport: "the pull request run's job summary and HTML report" }),
  1,
);
console.log(
  `largest report a fork may send (CPU time): ${(Buffer.byteLength(json) / 2 ** 20).toFixed(0)} MiB of report.json, ${names.length} rows with names of 10,000 characters; read and checked ${read.toFixed(2)} s; the comment rendered ${comment.toFixed(2)} s (goal < ${GOAL_SECONDS} s); every name escaped whole for markdown, which no face does (they shorten names first), ${escapeAll.toFixed(2)} s`,
);

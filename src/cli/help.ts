import { optionsHelp } from './args.js';
import { VERSION } from '../version.js';

export const MAIN_HELP = `benchgate ${VERSION}: stop performance regressions from being merged.

Usage:
  benchgate compare --baseline FILE|GLOB... --current FILE|GLOB... [options]
  benchgate convert [--format ID] [--commit SHA] [--date ISO] FILE... [-o out.json]
  benchgate calibrate FILE|GLOB... [options]
  benchgate run --baseline-cmd CMD --current-cmd CMD [options]
  benchgate history FILE|GLOB... [options]
  benchgate bisect --good REV --bad REV --command CMD [options]

Commands:
  compare     compare the current runs with one or more baselines; exit 1 on a regression
  run         run both builds interleaved on this machine until every row is decided
  convert     turn benchmark output of any supported format into benchgate's native JSON
  calibrate   measure the false-alarm rate of the settings on runs of one build (A/A)
  history     find change points in the stored runs of a branch, commit after commit
  bisect      find the commit between two where a benchmark's level moved, by run sessions

Run 'benchgate COMMAND --help' for the options of a command.
`;

const compareHelp = (): string => `Usage: benchgate compare --baseline FILE|GLOB... --current FILE|GLOB... [options]

Every file is one run (one process invocation) of its side; give each side several runs.
Quote globs to let benchgate expand them ("base/*.json"); unquoted, the shell does.

${optionsHelp('compare')}

Exit status: 0 no regression, 1 regression found, 2 bad usage or unreadable input.
`;

const convertHelp = (): string => `Usage: benchgate convert [--format ID] [--commit SHA] [--ref REF] [--runner TEXT] [--date ISO] FILE|GLOB... [-o out.json]

Reads benchmark output and writes one benchgate native JSON file; every input file becomes one
run (several runs per file where the format holds them).

--commit, --ref, --runner, --date record where the runs were made: the file is then one job's
runs. Convert each CI job's runs to a file of its own (-o base-1.json, base-2.json, ...) and
compare --baseline 'base-*.json' pools them: with 3 or more jobs the spread from job to job is
measured, and a shift of this machine is judged against it. history puts dated files in time
order and names each point by its commit.

${optionsHelp('convert')}
`;

const runHelp = (): string => `Usage: benchgate run --baseline-cmd CMD --current-cmd CMD [options]

Runs each command through the shell, warm-up runs first, then pairs of one baseline and one
current run in a random order (seeded). A command's stdout is its output, or the file {out}
names when the command contains {out}; any supported format, many benchmarks a run. After every
pair from --min-runs on, each row gets a paired test (the log ratios of the pairs' run centres)
whose intervals hold over all looks at once; the session stops when every row is decided (a
change beyond the noise threshold, or an interval inside it), or at --max-runs or --max-time,
or on Ctrl-C, and reports undecided rows as inconclusive with the pairs they would need.

${optionsHelp('run')}

Exit status: 0 no regression, 1 regression found, 2 bad usage, a command that failed or
output that cannot be read, 130 interrupted (Ctrl-C; after the report of the pairs made).
`;

const calibrateHelp = (): string => `Usage: benchgate calibrate FILE|GLOB... [options]

Give runs of one and the same build (at least 4; 10 or more is better). They are split into two
random halves many times (seeded) and compared with the settings below: every flag is a false
alarm. Prints the false-alarm rate per benchmark and for the suite, and the noise threshold that
would keep them at or under alpha.

${optionsHelp('calibrate')}
`;

const historyHelp = (): string => `Usage: benchgate history FILE|GLOB... [options]

Reads a branch's stored runs, one file per run (the native files the action stores as baseline
artifacts, or any supported format), puts them in commit order and pools the runs of each commit
into one point. Per benchmark and metric it finds the change points (E-divisive segmentation,
each change tested by Student's t of its neighbouring levels, Benjamini-Hochberg across the
suite; changes inside the noise threshold are not reported) and reports for each the commits it
lies between, its size with an interval, its p-value, and whether the newest level still shows it.

${optionsHelp('history')}

Exit status: 0 (the report is the result; it does not judge), 2 bad usage or unreadable input.
`;

/**
 * Each command's --help, made when asked for: the option lists are built from the settings table,
 * which at every start cost 1 ms for help nobody asked for.
 */
const bisectHelp = (): string => `Usage: benchgate bisect --good REV --bad REV --command CMD [--build CMD] [--benchmark NAME...] [options]

In a git repository: makes a worktree of each commit it needs (built once with --build) and runs
CMD there as benchgate run does, in interleaved pairs of two commits, each comparison a paired
session with a sequential stop. It first compares good with bad: if no benchmark moved beyond
the noise threshold, it says the change does not reproduce and blames nothing (exit 3). Then it
compares the midpoint of each range with both ends (like good, like bad, or neither: a step on
each side) until it names, for every benchmark that moved, the first commit with the new level,
the step's size and interval, or the range it could not narrow. About 2 log2(n) comparisons a
step. A commit whose --build or --command fails is skipped, as git bisect skip does: a
neighbouring commit is tried instead, and a step it hides is said as a range naming it. Progress
goes to stderr; --max-time or Ctrl-C (exit 130) report what it has.

${optionsHelp('bisect')}

Exit status: 0 reported, 2 bad usage or good or bad failing to build or run (after what was
found), 3 the change does not reproduce, 4 --max-time ran out before good and bad were told
apart, 130 interrupted.
`;

export const COMMAND_HELP: Readonly<Record<string, () => string>> = {
  compare: compareHelp,
  run: runHelp,
  convert: convertHelp,
  calibrate: calibrateHelp,
  history: historyHelp,
  bisect: bisectHelp,
};

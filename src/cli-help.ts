import { optionsHelp } from './cli-options.js';
import { VERSION } from './version.js';

export const MAIN_HELP = `benchgate ${VERSION}: stop performance regressions from being merged.

Usage:
  benchgate compare --baseline FILE|GLOB... --current FILE|GLOB... [options]
  benchgate convert [--format ID] FILE... [-o out.json]
  benchgate calibrate FILE|GLOB... [options]

Commands:
  compare     compare the current runs with one or more baselines; exit 1 on a regression
  convert     turn benchmark output of any supported format into benchgate's native JSON
  calibrate   measure the false-alarm rate of the settings on runs of one build (A/A)

Run 'benchgate COMMAND --help' for the options of a command.
`;

export const COMPARE_HELP = `Usage: benchgate compare --baseline FILE|GLOB... --current FILE|GLOB... [options]

Every file is one run (one process invocation) of its side; give each side several runs.
Quote globs to let benchgate expand them ("base/*.json"); unquoted, the shell does.

${optionsHelp('compare')}

Exit status: 0 no regression, 1 regression found, 2 bad usage or unreadable input.
`;

export const CONVERT_HELP = `Usage: benchgate convert [--format ID] FILE|GLOB... [-o out.json]

Reads benchmark output and writes one benchgate native JSON file; every input file becomes one
run (several runs per file where the format holds them).

${optionsHelp('convert')}
`;

export const CALIBRATE_HELP = `Usage: benchgate calibrate FILE|GLOB... [options]

Give runs of one and the same build (at least 4; 10 or more is better). They are split into two
random halves many times (seeded) and compared with the settings below: every flag is a false
alarm. Prints the false-alarm rate per benchmark and for the suite, and the noise threshold that
would keep them at or under alpha.

${optionsHelp('calibrate')}
`;

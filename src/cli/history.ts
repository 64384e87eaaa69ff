import { deliver, markdownBudget, reportTargets, type Io } from './io.js';
import { settingsFromArgs, type ParsedArgs } from './args.js';
import { InputError } from '../errors.js';
import { MACHINE_PORT } from '../fs/machine-port.js';
import { historyOfFiles } from '../pipeline.js';

/** The history of the files' runs; the faces asked for, written where asked. */
export function runHistory(args: ParsedArgs, io: Io): number {
  if (args.positionals.length === 0) throw new InputError('history: expected the files of the stored runs (one file a run), e.g. "history/*.json"');
  const settings = settingsFromArgs(args, 'history');
  const targets = reportTargets(settings);
  const { rendered } = historyOfFiles(
    {
      files: { patterns: args.positionals, option: 'history' },
      format: settings.format,
      order: settings.order === undefined ? undefined : { kind: settings.order, option: '--order' },
      commits: settings.commits === undefined ? undefined : { file: settings.commits, option: '--commits' },
      settings: { alpha: settings.alpha, noise: settings.noise, minSegment: settings.minSegment },
      suite: settings.suiteName,
      ...(settings.issueState !== undefined && {
        issueState: settings.issueState === 'none' ? ('none' as const) : { file: settings.issueState, option: '--issue-state' },
      }),
      faces: {
        json: targets.json !== undefined,
        markdown: targets.markdown === undefined ? [] : [markdownBudget(settings)],
        html: targets.html !== undefined,
        ...(targets.terminal && { terminal: { colour: io.colour } }),
      },
    },
    MACHINE_PORT,
  );
  deliver(targets, rendered, io);
  return 0;
}

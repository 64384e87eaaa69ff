import { deliver, markdownBudget, reportTargets, type Io } from './io.js';
import { settingsFromArgs, type ParsedArgs } from './args.js';
import { InputError } from '../errors.js';
import { MACHINE_PORT } from '../fs/machine-port.js';
import type { Settings } from '../options.js';
import { historyOfFiles, type OrderRequest } from '../pipeline.js';

function orderAsked(settings: Settings): OrderRequest {
  if (settings.commits !== undefined) {
    if (settings.order !== undefined) throw new InputError(`--order and --commits: give one; --commits orders the files by the commits it lists`);
    return { kind: 'commits', file: settings.commits, option: '--commits' };
  }
  return settings.order === undefined ? undefined : { kind: settings.order };
}

/** The history of the files' runs; the faces asked for, written where asked. */
export function runHistory(args: ParsedArgs, io: Io): number {
  if (args.positionals.length === 0) throw new InputError('history: expected the files of the stored runs (one file a run), e.g. "history/*.json"');
  const settings = settingsFromArgs(args, 'history');
  const targets = reportTargets(settings);
  const { rendered } = historyOfFiles(
    {
      files: { patterns: args.positionals, option: 'history' },
      format: settings.format,
      order: orderAsked(settings),
      settings: { alpha: settings.alpha, noise: settings.noise, minSegment: settings.minSegment },
      suite: settings.suiteName,
      ...(settings.issueState !== undefined && {
        issueState: settings.issueState === 'none' ? ('none' as const) : { file: settings.issueState, option: '--issue-state' },
      }),
      faces: (suite) => ({
        json: targets.json !== undefined,
        markdown: targets.markdown === undefined ? [] : [markdownBudget(settings)],
        ...(targets.html !== undefined && { html: { title: `benchgate history${suite === undefined ? '' : ` ${suite}`}` } }),
        ...(targets.terminal && { terminal: { colour: io.colour } }),
      }),
    },
    MACHINE_PORT,
  );
  deliver(targets, rendered, io);
  return 0;
}

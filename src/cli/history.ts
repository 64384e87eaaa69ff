import { emit, type Io } from './io.js';
import type { ParsedArgs } from './args.js';
import { singleValue } from './args.js';
import { InputError } from '../errors.js';
import { readInputFiles } from '../fs/read-inputs.js';
import { parseAlpha, parseFormatId, parseNoise } from '../settings.js';
import { DEFAULT_HISTORY_SETTINGS, historyOfFiles, type OrderRequest } from '../pipeline.js';

const MAX_MIN_SEGMENT = 50;

function parseMinSegment(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 2 || value > MAX_MIN_SEGMENT)
    throw new InputError(`--min-segment: expected a whole number from 2 to ${MAX_MIN_SEGMENT}; got "${text}"`);
  return value;
}

function orderAsked(args: ParsedArgs): OrderRequest {
  const order = singleValue(args, 'order');
  const commitsFile = singleValue(args, 'commits');
  if (commitsFile !== undefined) {
    if (order !== undefined) throw new InputError(`--order and --commits: give one; --commits orders the files by the commits it lists`);
    return { kind: 'commits', file: commitsFile, option: '--commits' };
  }
  if (order === undefined) return undefined;
  if (order === 'time' || order === 'name') return { kind: order };
  throw new InputError(`--order: expected time or name (or --commits FILE for a list of commits); got "${order}"`);
}

/** The history of the files' runs; the faces asked for, written where asked. */
export function runHistory(args: ParsedArgs, io: Io): number {
  if (args.positionals.length === 0) throw new InputError('history: expected the files of the stored runs (one file a run), e.g. "history/*.json"');
  const format = parseFormatId(singleValue(args, 'format') ?? 'auto', '--format');
  const alphaText = singleValue(args, 'alpha');
  const noiseText = singleValue(args, 'noise');
  const minSegmentText = singleValue(args, 'min-segment');
  const settings = {
    alpha: alphaText === undefined ? DEFAULT_HISTORY_SETTINGS.alpha : parseAlpha(alphaText, '--alpha'),
    noise: noiseText === undefined ? DEFAULT_HISTORY_SETTINGS.noise : parseNoise(noiseText, '--noise'),
    minSegment: minSegmentText === undefined ? DEFAULT_HISTORY_SETTINGS.minSegment : parseMinSegment(minSegmentText),
  };
  const targets = { json: singleValue(args, 'json'), markdown: singleValue(args, 'markdown'), html: singleValue(args, 'html') };
  const toStdout = (['json', 'markdown', 'html'] as const).filter((name) => targets[name] === '-');
  if (toStdout.length > 1)
    throw new InputError(`${toStdout.map((name) => `--${name} -`).join(' and ')}: only one report can go to stdout; write the others to files`);
  const { rendered } = historyOfFiles(
    {
      files: { patterns: args.positionals, option: 'history' },
      format,
      order: orderAsked(args),
      settings,
      suite: singleValue(args, 'suite'),
      faces: (suite) => ({
        json: targets.json !== undefined,
        markdown: targets.markdown === undefined ? [] : [{}],
        ...(targets.html !== undefined && { html: { title: `benchgate history${suite === undefined ? '' : ` ${suite}`}` } }),
        ...(toStdout.length === 0 && { terminal: { colour: io.colour } }),
      }),
    },
    { readFiles: readInputFiles },
  );
  if (targets.json !== undefined) emit(rendered.json ?? '', targets.json, '--json', io);
  if (targets.markdown !== undefined) emit(rendered.markdown[0] ?? '', targets.markdown, '--markdown', io);
  if (targets.html !== undefined) emit(rendered.html ?? '', targets.html, '--html', io);
  if (rendered.terminal !== undefined) io.stdout(rendered.terminal);
  return 0;
}

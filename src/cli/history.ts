import { emit, type Io } from './io.js';
import type { ParsedArgs } from './args.js';
import { singleValue } from './args.js';
import { loadSide } from '../load/load-side.js';
import { InputError } from '../errors.js';
import { readInputFiles } from '../fs/read-inputs.js';
import { parseAlpha, parseFormatId, parseNoise } from '../settings.js';
import { analyseHistory, DEFAULT_HISTORY_SETTINGS } from '../history/analyse.js';
import type { HistoryReport } from '../history/model.js';
import { defaultOrder, orderRuns, orderWarning, parseCommitList, type HistoryFile, type HistoryOrder } from '../history/order.js';
import { renderHistoryHtml } from '../report/history-html.js';
import { renderHistoryJson, renderHistoryMarkdown, renderHistoryTerminal } from '../report/history-text.js';

const MAX_MIN_SEGMENT = 50;

function parseMinSegment(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 2 || value > MAX_MIN_SEGMENT)
    throw new InputError(`--min-segment: expected a whole number from 2 to ${MAX_MIN_SEGMENT}; got "${text}"`);
  return value;
}

function chooseOrder(args: ParsedArgs, files: readonly HistoryFile[]): HistoryOrder {
  const order = singleValue(args, 'order');
  const commitsFile = singleValue(args, 'commits');
  if (commitsFile !== undefined) {
    if (order !== undefined) throw new InputError(`--order and --commits: give one; --commits orders the files by the commits it lists`);
    const [list] = readInputFiles([commitsFile], '--commits');
    return { kind: 'commits', commits: parseCommitList(list?.text ?? '', commitsFile), file: commitsFile };
  }
  if (order === undefined) return defaultOrder(files);
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
  // One file at a time: each is one run (or several, in formats that hold several), of one commit.
  const files: HistoryFile[] = readInputFiles(args.positionals, 'history').map((source) => ({ name: source.name, set: loadSide([source], format).set }));
  const order = chooseOrder(args, files);
  const runs = orderRuns(files, order);
  const suite = singleValue(args, 'suite') ?? files.find((file) => file.set.suite !== undefined)?.set.suite;
  const analysed = analyseHistory(runs, settings, suite);
  const guessed = orderWarning(order, args.options.has('order') || args.options.has('commits'));
  const report: HistoryReport = guessed === undefined ? analysed : { ...analysed, warnings: [guessed, ...analysed.warnings] };
  if (targets.json !== undefined) emit(renderHistoryJson(report), targets.json, '--json', io);
  if (targets.markdown !== undefined) emit(renderHistoryMarkdown(report), targets.markdown, '--markdown', io);
  if (targets.html !== undefined) emit(renderHistoryHtml(report, `benchgate history${suite === undefined ? '' : ` ${suite}`}`), targets.html, '--html', io);
  if (toStdout.length === 0) io.stdout(renderHistoryTerminal(report, { colour: io.colour }));
  return 0;
}

import { parseDuration, wholeNumber } from '../settings.js';
import { declare, text } from './declaration.js';

// `benchgate run`'s session: the commands, warm-up, the pairs, the time, the seed, the sides saved.

export const RUN_OPTIONS = {
  baselineCmd: declare({
    cli: 'baseline-cmd',
    kind: 'single',
    value: 'CMD',
    commands: ['run'],
    help: ['the command that runs the baseline build once (through the', 'shell, in this directory); {out} in it is a fresh file to read'],
    parse: text,
  }),
  currentCmd: declare({
    cli: 'current-cmd',
    kind: 'single',
    value: 'CMD',
    commands: ['run'],
    help: ['the command that runs the current build once'],
    parse: text,
  }),
  warmup: declare({
    cli: 'warmup',
    kind: 'single',
    value: 'N',
    default: '1',
    commands: ['run', 'bisect'],
    help: ['warm-up runs of each side first, discarded'],
    parse: wholeNumber(0, 100),
  }),
  minRuns: declare({
    cli: 'min-runs',
    kind: 'single',
    value: 'N',
    default: '3',
    commands: ['run', 'bisect'],
    help: ['pairs before the first look'],
    parse: wholeNumber(2, 1000),
  }),
  maxRuns: declare({
    cli: 'max-runs',
    kind: 'single',
    value: 'N',
    default: '30',
    commands: ['run', 'bisect'],
    help: ['pairs at most'], // Its lower bound is --min-runs, checked against it by the command.
    parse: wholeNumber(1, 1000),
  }),
  maxTime: declare({
    cli: 'max-time',
    kind: 'single',
    value: 'DURATION',
    default: '15m',
    defaultFor: { bisect: '1h' },
    commands: ['run', 'bisect'],
    help: ['time at most (90s, 15m, 1h); checked after every pair'],
    parse: parseDuration,
  }),
  seed: declare({
    cli: 'seed',
    kind: 'single',
    value: 'N',
    default: '1',
    commands: ['run', 'bisect'],
    help: ['seed of the random order within pairs'],
    parse: wholeNumber(0, 2 ** 31 - 1),
  }),
  saveBaseline: declare({
    cli: 'save-baseline',
    kind: 'single',
    value: 'FILE',
    commands: ['run'],
    help: ["write the baseline's runs as native JSON"],
    parse: text,
  }),
  saveCurrent: declare({
    cli: 'save-current',
    kind: 'single',
    value: 'FILE',
    commands: ['run'],
    help: ["write the current side's runs as native JSON"],
    parse: text,
  }),
} as const;

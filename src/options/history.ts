import { DEFAULT_HISTORY_SETTINGS } from '../history/analyse.js';
import { MAX_MIN_SEGMENT, parseOrder, wholeNumber } from '../settings.js';
import { declare, text } from './declaration.js';

// `benchgate history`: the order of the files, the issue's state, the shortest level.

export const HISTORY_OPTIONS = {
  order: declare({
    cli: 'order',
    kind: 'single',
    value: 'HOW',
    commands: ['history'],
    help: [
      'how the files follow each other: time (the dates native files',
      'record; the default when all have one) or name (file names in',
      'natural order: run-2 before run-10; the default otherwise)',
    ],
    parse: parseOrder,
  }),
  commits: declare({
    cli: 'commits',
    kind: 'single',
    value: 'FILE',
    commands: ['history'],
    help: [
      'the commits oldest first, one a line (git rev-list --reverse',
      "main > FILE): orders the files by their commit, a native file's",
      'own or one named in its file name',
    ],
    parse: text,
  }),
  issueState: declare({
    cli: 'issue-state',
    kind: 'single',
    value: 'FILE',
    commands: ['history'],
    help: [
      "the state the suite's issue carried (a history report's issue.state,",
      'or none): the JSON report gets an issue object, what the issue',
      'lists now and does, with the state for the next call',
    ],
    parse: text,
  }),
  minSegment: declare({
    cli: 'min-segment',
    kind: 'single',
    value: 'N',
    default: String(DEFAULT_HISTORY_SETTINGS.minSegment),
    commands: ['history'],
    help: ['the fewest commits a level may have: a change needs N commits', 'measured on each side of it'],
    parse: wholeNumber(2, MAX_MIN_SEGMENT),
  }),
} as const;

import { artifactName, COMMENT_MODES, nameList, oneOf, UPLOAD_MODES, wholeNumber } from '../settings.js';
import { declare, trimmed } from './declaration.js';

// The action's own inputs: the accept label, the comment, the artifacts, the history issue, the token.

export const ACTION_OPTIONS = {
  acceptLabel: declare({
    input: 'accept-label',
    kind: 'single',
    default: 'regression-accepted',
    commands: [],
    help: ['a PR label that turns a failing gate into a pass'],
    parse: trimmed,
  }),
  comment: declare({
    input: 'comment',
    kind: 'single',
    default: 'always',
    commands: [],
    help: ['when to create the comment'],
    parse: (value, name) => oneOf(value, COMMENT_MODES, name),
  }),
  upload: declare({
    input: 'upload',
    kind: 'single',
    default: 'auto',
    commands: [],
    help: ['when to store the baseline'],
    parse: (value, name) => oneOf(value, UPLOAD_MODES, name),
  }),
  key: declare({ input: 'key', kind: 'single', commands: [], help: ['what tells matrix legs apart'], parse: artifactName }),
  retentionDays: declare({
    input: 'retention-days',
    kind: 'single',
    default: '90',
    commands: [],
    help: ['days the baseline artifact is kept'],
    parse: wholeNumber(1, 90),
  }),
  onBaselineError: declare({
    input: 'on-baseline-error',
    kind: 'single',
    default: 'fail',
    commands: [],
    help: ['fail or warn when no baseline artifact can be used'],
    parse: (value, name) => oneOf(value, ['fail', 'warn'] as const, name),
  }),
  historyRuns: declare({
    input: 'history-runs',
    kind: 'single',
    default: '30',
    commands: [],
    help: ['mode history: the newest base-branch runs read'],
    parse: wholeNumber(1, 100),
  }),
  issueLabels: declare({
    input: 'issue-labels',
    kind: 'single',
    default: 'performance',
    commands: [],
    help: ["mode history: the labels of the suite's issue"],
    parse: nameList,
  }),
  issueAssignees: declare({
    input: 'issue-assignees',
    kind: 'single',
    commands: [],
    help: ["mode history: who the suite's issue is assigned to"],
    parse: (value) => nameList(value).map((login) => login.replace(/^@/, '')),
  }),
  token: declare({
    input: 'github-token',
    kind: 'single',
    default: '${{ github.token }}',
    commands: [],
    help: ['the token for the GitHub API'],
    parse: trimmed,
  }),
} as const;

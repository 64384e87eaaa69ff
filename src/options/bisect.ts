import { declare, text, trimmed, files } from './declaration.js';

// `benchgate bisect`: good, bad, the command and build, the benchmarks followed.

export const BISECT_OPTIONS = {
  good: declare({
    cli: 'good',
    input: 'good',
    kind: 'single',
    value: 'REV',
    commands: ['bisect'],
    help: ['the commit before the change (any git revision)'],
    parse: trimmed,
  }),
  bad: declare({ cli: 'bad', input: 'bad', kind: 'single', value: 'REV', commands: ['bisect'], help: ['the commit after the change'], parse: trimmed }),
  command: declare({
    cli: 'command',
    input: 'bisect-command',
    kind: 'single',
    value: 'CMD',
    commands: ['bisect'],
    help: ["runs a commit's benchmarks once (through the shell, in the", "commit's worktree); {out} in it is a fresh file to read"],
    parse: text,
  }),
  build: declare({
    cli: 'build',
    input: 'build-command',
    kind: 'single',
    value: 'CMD',
    commands: ['bisect'],
    help: ['builds a commit once, in its worktree, before its first run'],
    parse: text,
  }),
  benchmarks: declare({
    cli: 'benchmark',
    kind: 'variadic',
    value: 'NAME|GLOB...',
    commands: ['bisect'],
    help: ['the benchmarks whose change is hunted (default: all); a', 'change in any other is never blamed'],
    parseGroups: files,
  }),
  firstParent: declare({
    cli: 'first-parent',
    kind: 'flag',
    commands: ['bisect'],
    help: ["follow only a merge's first parent (git bisect --first-parent)"],
  }),
} as const;

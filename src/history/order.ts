import type { HistoryWarning } from './warning.js';
import { InputError } from '../errors.js';
import type { SampleSet } from '../model/series.js';
import type { HistoryRun } from './model.js';

/** A file read for the history, before it has a place in the order. */
export interface HistoryFile {
  readonly name: string;
  readonly set: SampleSet;
}

/**
 * How files are put in commit order: by the dates native files record (`time`), by file name in
 * natural order (`name`: run-2 before run-10), or by a list of commits oldest first (`commits`,
 * as `git rev-list --reverse` prints them).
 */
export type HistoryOrder =
  { readonly kind: 'time' } | { readonly kind: 'name' } | { readonly kind: 'commits'; readonly commits: readonly string[]; readonly file: string };

const baseName = (name: string): string => (name.split(/[\\/]/).at(-1) ?? name).replace(/\.[^.]*$/, '');
// Made when a history first orders by name, not at load: a collator costs 3 to 5 ms (ICU's data),
// and every start of the CLI loads this module.
let natural: Intl.Collator | undefined;
const naturalOrder = (): Intl.Collator => (natural ??= new Intl.Collator('en', { numeric: true }));

/** The commit a file measured: its native context's, or its file name without the extension. */
function commitOf(file: HistoryFile): string {
  return file.set.context?.commit ?? baseName(file.name);
}

/** The commits list's index of a file: by its native commit, or by a commit (7 hex digits or more) in its name. */
function placeIn(file: HistoryFile, positions: ReadonlyMap<string, number>, commits: readonly string[], listFile: string): { at: number; commit: string } {
  const recorded = file.set.context?.commit;
  if (recorded !== undefined) {
    const at = positions.get(recorded.toLowerCase());
    if (at !== undefined) return { at, commit: commits[at] as string };
  }
  const name = baseName(file.name).toLowerCase();
  for (const hex of name.match(/[0-9a-f]{7,40}/g) ?? []) {
    const matches = commits.map((commit, at) => ({ commit, at })).filter(({ commit }) => commit.toLowerCase().startsWith(hex));
    if (matches.length === 1) return matches[0] as { at: number; commit: string };
  }
  const inName = name.match(/[0-9a-f]{7,40}/g) ?? [];
  const what =
    recorded !== undefined
      ? `its commit ${recorded} is`
      : inName.length > 0
        ? `no commit named in it (${inName.join(', ')}) is`
        : 'it records no commit, nor names one, so it is';
  throw new InputError(`${file.name}: ${what} not in ${listFile}; give every file a commit of the list (in its native context, or in its name)`);
}

/** The files as runs in commit order, oldest first; a file that cannot be placed is an input error naming it. */
export function orderRuns(files: readonly HistoryFile[], order: HistoryOrder): HistoryRun[] {
  const run = (file: HistoryFile, commit: string): HistoryRun => ({
    commit,
    ...(file.set.context?.date !== undefined && { date: file.set.context.date }),
    ...(file.set.context?.runner !== undefined && { runner: file.set.context.runner }),
    source: file.name,
    set: file.set,
  });
  if (order.kind === 'commits') {
    const positions = new Map<string, number>();
    order.commits.forEach((commit, at) => {
      if (!positions.has(commit.toLowerCase())) positions.set(commit.toLowerCase(), at);
    });
    return files
      .map((file, index) => ({ file, index, ...placeIn(file, positions, order.commits, order.file) }))
      .sort((a, b) => a.at - b.at || a.index - b.index)
      .map(({ file, commit }) => run(file, commit));
  }
  if (order.kind === 'name') {
    const collator = naturalOrder();
    return [...files].sort((a, b) => collator.compare(a.name, b.name)).map((file) => run(file, commitOf(file)));
  }
  const timed = files.map((file, index) => {
    const date = file.set.context?.date;
    const time = date === undefined ? Number.NaN : Date.parse(date);
    if (!Number.isFinite(time))
      throw new InputError(
        `${file.name}: ${date === undefined ? 'records no date' : `its date "${date}" is not a date`}; ` +
          '--order time needs native files with context.date (or use --order name, or --commits FILE)',
      );
    return { file, index, time };
  });
  return timed.sort((a, b) => a.time - b.time || a.index - b.index).map(({ file }) => run(file, commitOf(file)));
}

/** A commits file's lines: one commit each, blank lines and `#` comments skipped. */
export function parseCommitList(text: string, file: string): string[] {
  const commits = text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '');
  if (commits.length === 0) throw new InputError(`${file}: no commit in it; expected one commit a line, oldest first (git rev-list --reverse main)`);
  return commits;
}

/** A run of 7 to 40 hex digits with a letter among them: a commit in a file name, not a run number. */
const COMMIT_IN_NAME = /(?:^|[^0-9a-f])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![0-9a-f])/i;

/**
 * `time` when every file records a date, else `name`. Files named by commit have no order by
 * name (hex sorts at random): that is an input error asking for the commits, not a silent guess.
 */
export function defaultOrder(files: readonly HistoryFile[]): HistoryOrder {
  if (files.every((file) => file.set.context?.date !== undefined && Number.isFinite(Date.parse(file.set.context.date)))) return { kind: 'time' };
  const named = files.find((file) => COMMIT_IN_NAME.test(baseName(file.name)));
  if (named !== undefined)
    throw new InputError(
      `${named.name}: the files record no dates and are named by commit, which gives no order; ` +
        'give --commits FILE (the commits oldest first: git rev-list --reverse main > FILE), or --order name if their names do sort in commit order',
    );
  return { kind: 'name' };
}

/** What the report says of an order that was not given: by name, the order is a guess. */
export function orderWarning(order: HistoryOrder, given: boolean): HistoryWarning | undefined {
  return order.kind === 'name' && !given ? { code: 'ordered-by-name' } : undefined;
}

import type { SourceText } from '../formats/parsed-file.js';
import { parseSource } from '../formats/registry.js';
import type { SampleSet } from '../model/series.js';
import { SampleSetBuilder } from './sample-set.js';

export interface LoadedSide {
  readonly set: SampleSet;
  readonly label: string;
  /** The label was given (--baseline-label, the action's inputs), not made from the file names. */
  readonly labelGiven?: boolean;
  /** Which format each file was read as, for the log (`--format auto` says what it chose). */
  readonly formats: readonly { readonly file: string; readonly format: string }[];
}

function commonDirectory(names: readonly string[]): string {
  const parts = names.map((name) => name.split('/').slice(0, -1));
  const first = parts[0] ?? [];
  let length = first.length;
  for (const other of parts) {
    let i = 0;
    while (i < length && other[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length).join('/');
}

/**
 * A readable name for a side: `ref@commit` from the native context, else the folder its files
 * share, else the file name.
 */
export function labelSide(set: SampleSet, names: readonly string[]): string {
  const { ref, commit } = set.context ?? {};
  if (commit !== undefined) return `${ref?.replace(/^refs\/(heads|tags)\//, '') ?? 'commit'}@${commit.slice(0, 7)}`;
  if (names.length === 1) return names[0] ?? 'input';
  const directory = commonDirectory(names);
  if (directory !== '' && directory !== '.') return directory;
  // Files in the working folder (old-1.txt ... and new-1.txt ...): what their names share.
  const shared = sharedNamePattern(names.map((name) => name.slice(name.lastIndexOf('/') + 1)));
  return shared ?? `${names.length} files`;
}

/**
 * A longer name for a side whose label another side shares (both sides' files in one folder):
 * the folder and the pattern of the file names, `runs/a*.json` beside `runs/b*.json`.
 */
export function distinctLabel(side: LoadedSide): string {
  const names = side.formats.map(({ file }) => file);
  if (names.length <= 1) return side.label;
  const directory = commonDirectory(names);
  const pattern = sharedNamePattern(names.map((name) => name.slice(name.lastIndexOf('/') + 1))) ?? `${names.length} files`;
  return directory === '' || directory === '.' ? pattern : `${directory}/${pattern}`;
}

/** `old-*.txt` for old-1.txt ... old-10.txt: the names' common start and end around a star; undefined when they share neither. */
function sharedNamePattern(names: readonly string[]): string | undefined {
  const [first = '', ...rest] = names;
  let start = first.length;
  for (const name of rest) {
    let i = 0;
    while (i < start && i < name.length && name[i] === first[i]) i++;
    start = i;
  }
  let end = first.length - start;
  for (const name of rest) {
    let i = 0;
    while (i < end && i < name.length - start && name[name.length - 1 - i] === first[first.length - 1 - i]) i++;
    end = i;
  }
  if (start + end === 0) return undefined;
  return `${first.slice(0, start)}*${first.slice(first.length - end)}`;
}

/** Files of one side to one sample set: every file is one or more runs of that side (docs/design.md, Inputs). */
export function loadSide(sources: readonly SourceText[], formatId: string): LoadedSide {
  // One file at a time: each file's bytes and text go once it is parsed, and what its parser
  // made once its runs are merged.
  const builder = new SampleSetBuilder();
  const formats: { readonly file: string; readonly format: string }[] = [];
  for (const source of sources) {
    const { parsed, format } = parseSource(source, formatId);
    source.release?.();
    builder.add(source.name, parsed);
    formats.push({ file: source.name, format: format.id });
  }
  const set = builder.build();
  return {
    set,
    label: labelSide(
      set,
      sources.map((source) => source.name),
    ),
    formats,
  };
}

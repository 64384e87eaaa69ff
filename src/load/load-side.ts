import type { SourceText } from '../formats/parsed-file.js';
import { parseSource } from '../formats/registry.js';
import type { SampleSet } from '../model/series.js';
import { SampleSetBuilder } from './sample-set.js';

export interface LoadedSide {
  readonly set: SampleSet;
  readonly label: string;
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
  return directory === '' || directory === '.' ? `${names.length} files` : directory;
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

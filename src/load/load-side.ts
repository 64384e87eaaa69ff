import type { SourceText } from '../model/source-text.js';
import { InputError } from '../errors.js';
import { detectFormat, parseSource, toolOf } from '../formats/registry.js';
import type { SampleSet } from '../model/series.js';
import { SampleSetBuilder } from './sample-set.js';

/** Which format a file was read as, and whose output that is (none for native files: any tool's runs converted). */
export interface FileFormat {
  readonly file: string;
  readonly format: string;
  readonly tool?: string;
}

export interface LoadedSide {
  readonly set: SampleSet;
  readonly label: string;
  /** The label was given (--baseline-label, the action's inputs), not made from the file names. */
  readonly labelGiven?: boolean;
  /** Which format each file was read as, for the log (`--format auto` says what it chose). */
  readonly formats: readonly FileFormat[];
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
  // Files in the working folder (old-1.txt ... and new-1.txt ...): what their names share.
  return directory !== '' && directory !== '.' ? directory : namesPattern(names);
}

/** The pattern of the files' names without their folders (`old-*.txt`), else how many they are. */
function namesPattern(names: readonly string[]): string {
  return sharedNamePattern(names.map((name) => name.slice(name.lastIndexOf('/') + 1))) ?? `${names.length} files`;
}

/**
 * A longer name for a side whose label another side shares (both sides' files in one folder):
 * the folder and the pattern of the file names, `runs/a*.json` beside `runs/b*.json`.
 */
export function distinctLabel(side: LoadedSide): string {
  const names = side.formats.map(({ file }) => file);
  if (names.length <= 1) return side.label;
  const directory = commonDirectory(names);
  const pattern = namesPattern(names);
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

/** The format `--format auto` finds for a file, or none when it finds none (that file's own error comes later, if ever). */
function detectedFormat(source: SourceText): FileFormat[] {
  try {
    return [{ file: source.name, format: detectFormat(source).id }];
  } catch {
    return [];
  }
}

/** `a.json`, `a.json, b.json and c.json`, `a.json, b.json, c.json and 4 more`. */
function fileList(files: readonly FileFormat[]): string {
  const names = files.slice(0, 3).map(({ file }) => file);
  if (files.length > 3) return `${names.join(', ')} and ${files.length - 3} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}` : (names[0] ?? '');
}

/** The formats of a group of files, `go or go-json` when one tool's files came in both shapes. */
function formatsOf(files: readonly FileFormat[]): string {
  return [...new Set(files.map(({ format }) => format))].join(' or ');
}

/**
 * A side is the runs of one suite by one tool (docs/design.md, Inputs): files that `--format
 * auto` read as different tools' output are refused, naming the odd ones and their formats. A
 * Google Benchmark file in a pytest-benchmark glob was otherwise a run with 6 rows of its own,
 * compared as "removed" with exit 1. Native files (any tool's runs converted) go with any.
 */
function refuseMixedTools(formats: readonly FileFormat[], option: string): void {
  const byTool = new Map<string, FileFormat[]>();
  for (const entry of formats) {
    const tool = toolOf(entry.format);
    if (tool === undefined) continue;
    const group = byTool.get(tool);
    if (group === undefined) byTool.set(tool, [entry]);
    else group.push(entry);
  }
  if (byTool.size < 2) return;
  const groups = [...byTool.values()].sort((a, b) => b.length - a.length);
  const [main = [], second = []] = groups;
  const described = (group: readonly FileFormat[]): string => `${fileList(group)} ${group.length === 1 ? 'is' : 'are'} ${formatsOf(group)} output`;
  const rule = "a side's files must be runs of one suite from one tool";
  if (main.length > second.length) {
    const odd = groups.slice(1);
    const oddCount = odd.reduce((count, group) => count + group.length, 0);
    const others = main.length === 1 ? 'file is' : `${main.length} files are`;
    const those = oddCount === 1 ? 'that file' : 'those files';
    throw new InputError(`${option}: ${odd.map(described).join('; ')}, but the other ${others} ${formatsOf(main)} output: ${rule}; leave ${those} out`);
  }
  throw new InputError(`${option}: the files come from different tools (${groups.map(described).join('; ')}): ${rule}`);
}

/**
 * Files of one side to one sample set: every file is one or more runs of that side (docs/design.md,
 * Inputs). `option` names the side's setting in errors.
 */
export function loadSide(sources: readonly SourceText[], formatId: string, option = 'the files of a side'): LoadedSide {
  // One file at a time: each file's bytes and text go once it is parsed, and what its parser
  // made once its runs are merged.
  const builder = new SampleSetBuilder();
  const formats: FileFormat[] = [];
  let tool: string | undefined;
  for (const [i, source] of sources.entries()) {
    const { parsed, format } = parseSource(source, formatId);
    source.release?.();
    const own = toolOf(format.id);
    formats.push({ file: source.name, format: format.id, ...(own !== undefined && { tool: own }) });
    // Another tool's file: refused before its runs are merged (where its names could clash),
    // with the formats of the files still to read, to name the odd ones rightly.
    if (formatId === 'auto' && own !== undefined && tool !== undefined && own !== tool)
      refuseMixedTools([...formats, ...sources.slice(i + 1).flatMap(detectedFormat)], option);
    tool ??= own;
    builder.add(source.name, parsed);
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

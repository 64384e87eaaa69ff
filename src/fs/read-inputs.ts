import { readFileSync, statSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { InputError } from '../errors.js';
import type { SourceText } from '../formats/parsed-file.js';

const GLOB_CHARS = /[*?[\]{}]/;

/** A directory is an input only as a Criterion.rs tree; its sample and benchmark files are read. */
function readDirectory(path: string, option: string): SourceText {
  const names = globSync('**/new/{sample,benchmark}.json', { cwd: path, onlyFiles: true, expandDirectories: false }).sort();
  if (names.length === 0)
    throw new InputError(
      `${option}: "${path}" is a directory; name the files in it (for example "${path}/*.json"), or give a Criterion.rs target/criterion directory`,
    );
  return { name: path.replace(/\/+$/, ''), text: '', entries: names.map((name) => ({ name, text: readFileSync(`${path}/${name}`, 'utf8') })) };
}

function readOne(path: string, option: string): SourceText {
  try {
    if (statSync(path).isDirectory()) return readDirectory(path, option);
    return { name: path, text: readFileSync(path, 'utf8') };
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new InputError(`${option}: cannot read "${path}": ${why}`);
  }
}

/**
 * The files one option names, in the order given, globs expanded and sorted so that the same
 * files always make the same runs. A glob that matches nothing and a missing file are errors.
 */
export function readInputFiles(patterns: readonly string[], option: string): SourceText[] {
  const paths: string[] = [];
  for (const pattern of patterns) {
    if (!GLOB_CHARS.test(pattern)) {
      paths.push(pattern);
      continue;
    }
    const matches = globSync(pattern, { onlyFiles: false, expandDirectories: false }).sort();
    if (matches.length === 0) throw new InputError(`${option}: "${pattern}" matched no files`);
    for (const match of matches) paths.push(match);
  }
  return [...new Set(paths)].map((path) => readOne(path, option));
}
